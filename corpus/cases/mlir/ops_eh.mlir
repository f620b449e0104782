// ops_eh.mlir: llvm.landingpad's verify(): a personality, at least one clause or
// cleanup, and constant catch clauses.

// A catch clause must be a constant: a function argument is not.
llvm.func @p(...) -> i32
llvm.func @f(%x: !llvm.ptr) attributes {personality = @p} {
  llvm.invoke @f(%x) to ^bb1 unwind ^bb2 : (!llvm.ptr) -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad (catch %x : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// A null pointer is.
llvm.func @p(...) -> i32
llvm.func @f(%x: !llvm.ptr) attributes {personality = @p} {
  llvm.invoke @f(%x) to ^bb1 unwind ^bb2 : (!llvm.ptr) -> ()
^bb1:
  llvm.return
^bb2:
  %z = llvm.mlir.zero : !llvm.ptr
  %0 = llvm.landingpad (catch %z : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// A filter clause (an array) is not checked.
llvm.func @p(...) -> i32
llvm.func @f(%x: !llvm.ptr, %a: !llvm.array<1 x ptr>) attributes {personality = @p} {
  llvm.invoke @f(%x, %a) to ^bb1 unwind ^bb2 : (!llvm.ptr, !llvm.array<1 x ptr>) -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad (filter %a : !llvm.array<1 x ptr>) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// A bitcast clause must cast an address.
llvm.func @p(...) -> i32
llvm.func @f(%x: !llvm.ptr) attributes {personality = @p} {
  llvm.invoke @f(%x) to ^bb1 unwind ^bb2 : (!llvm.ptr) -> ()
^bb1:
  llvm.return
^bb2:
  %b = llvm.bitcast %x : !llvm.ptr to !llvm.ptr
  %0 = llvm.landingpad (catch %b : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// A bitcast of an address is a constant clause; so is an address.
llvm.mlir.global external constant @ti() : !llvm.ptr
llvm.func @p(...) -> i32
llvm.func @f(%x: !llvm.ptr) attributes {personality = @p} {
  llvm.invoke @f(%x) to ^bb1 unwind ^bb2 : (!llvm.ptr) -> ()
^bb1:
  llvm.return
^bb2:
  %a = llvm.mlir.addressof @ti : !llvm.ptr
  %b = llvm.bitcast %a : !llvm.ptr to !llvm.ptr
  %0 = llvm.landingpad cleanup (catch %b : !llvm.ptr) (catch %a : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// An undef is not a known constant.
llvm.func @p(...) -> i32
llvm.func @f(%x: !llvm.ptr) attributes {personality = @p} {
  llvm.invoke @f(%x) to ^bb1 unwind ^bb2 : (!llvm.ptr) -> ()
^bb1:
  llvm.return
^bb2:
  %u = llvm.mlir.undef : !llvm.ptr
  %0 = llvm.landingpad (catch %u : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// The personality is checked first; the message has no op prefix.
llvm.func @f(%x: !llvm.ptr) {
  llvm.invoke @f(%x) to ^bb1 unwind ^bb2 : (!llvm.ptr) -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad (catch %x : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}
