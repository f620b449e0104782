// eh.mlir: exception handling in a function: llvm.invoke, llvm.landingpad and
// llvm.resume, whose types must agree within a function.

// An invoke with a landingpad and a resume of one type.
llvm.func @pers(...) -> i32
llvm.func @g()
llvm.func @f() attributes {personality = @pers} {
  llvm.invoke @g() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %0 : !llvm.struct<(ptr, i32)>
}

// -----

// Two landingpads of different types in one function.
llvm.func @pers(...) -> i32
llvm.func @g()
llvm.func @f() attributes {personality = @pers} {
  llvm.invoke @g() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.invoke @g() to ^bb3 unwind ^bb4 : () -> ()
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
^bb3:
  llvm.return
^bb4:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i64)>
  llvm.return
}

// -----

// A resume whose operand type differs from the landingpad's.
llvm.func @pers(...) -> i32
llvm.func @g()
llvm.func @f(%x: !llvm.struct<(ptr, i64)>) attributes {personality = @pers} {
  llvm.invoke @g() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.resume %x : !llvm.struct<(ptr, i64)>
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// A resume alone (no landingpad) of any type is fine.
llvm.func @f(%x: i32) {
  llvm.resume %x : i32
}

// -----

// A landingpad needs a personality on its function.
llvm.func @g()
llvm.func @f() {
  llvm.invoke @g() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// A landingpad needs a clause or cleanup.
llvm.func @pers(...) -> i32
llvm.func @g()
llvm.func @f() attributes {personality = @pers} {
  llvm.invoke @g() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// A catch clause of a global's address and a filter clause.
llvm.func @pers(...) -> i32
llvm.mlir.global external constant @ti() : !llvm.ptr
llvm.func @g()
llvm.func @f() attributes {personality = @pers} {
  %z = llvm.mlir.zero : !llvm.ptr
  %a = llvm.mlir.addressof @ti : !llvm.ptr
  %u = llvm.mlir.undef : !llvm.array<1 x i8>
  llvm.invoke @g() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad (catch %a : !llvm.ptr) (catch %z : !llvm.ptr) (filter %u : !llvm.array<1 x i8>) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// The unwind destination must start with a landingpad.
llvm.func @pers(...) -> i32
llvm.func @g()
llvm.func @f() attributes {personality = @pers} {
  llvm.invoke @g() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

// An invoke passing arguments to both successors.
llvm.func @pers(...) -> i32
llvm.func @g(i32) -> i32
llvm.func @f(%a: i32) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @g(%a) to ^bb1(%a : i32) unwind ^bb2(%a : i32) : (i32) -> i32
^bb1(%b: i32):
  llvm.return %b : i32
^bb2(%c: i32):
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %c : i32
}

// -----

// An invoke's normal successor argument of the wrong type.
llvm.func @pers(...) -> i32
llvm.func @g(i32) -> i32
llvm.func @f(%a: i32) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @g(%a) to ^bb1(%a : i32) unwind ^bb2 : (i32) -> i32
^bb1(%b: i64):
  llvm.return %a : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

// The generic form of an invoke with its four operand segments.
llvm.func @pers(...) -> i32
llvm.func @g(i32)
llvm.func @f(%a: i32) attributes {personality = @pers} {
  "llvm.invoke"(%a, %a)[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (i32, i32) -> ()
^bb1(%b: i32):
  llvm.return
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// Operand segment sizes that do not add up to the operands.
llvm.func @pers(...) -> i32
llvm.func @g(i32)
llvm.func @f(%a: i32) attributes {personality = @pers} {
  "llvm.invoke"(%a, %a)[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (i32, i32) -> ()
^bb1:
  llvm.return
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// Operand segment sizes with the wrong number of segments.
llvm.func @pers(...) -> i32
llvm.func @g(i32)
llvm.func @f(%a: i32) attributes {personality = @pers} {
  "llvm.invoke"(%a)[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// The segment of the normal destination operands, as seen by the successor.
llvm.func @pers(...) -> i32
llvm.func @g(i32)
llvm.func @f(%a: i32) attributes {personality = @pers} {
  "llvm.invoke"(%a, %a)[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0, 1, 0>}> : (i32, i32) -> ()
^bb1(%b: i32):
  llvm.return
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
