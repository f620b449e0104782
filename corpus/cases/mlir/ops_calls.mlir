// ops_calls.mlir: llvm.call (and the parts llvm.invoke and llvm.call_intrinsic share):
// the checks of its parser, of its verify() and of its symbol uses.

// An indirect callee must be a pointer.
llvm.func @f(%x: i64) {
  llvm.call %x() : i64, () -> ()
  llvm.return
}

// -----

// Generic form: a call needs a callee attribute or a callee operand.
llvm.func @f() {
  "llvm.call"() <{operandSegmentSizes = array<i32: 0, 0>, op_bundle_sizes = array<i32>}> : () -> ()
  llvm.return
}

// -----

// Generic form: a call has at most one result (an Optional result group).
llvm.func @g() -> i32
llvm.func @f() {
  %0:2 = "llvm.call"() <{callee = @g, operandSegmentSizes = array<i32: 0, 0>, op_bundle_sizes = array<i32>}> : () -> (i32, i32)
  llvm.return
}

// -----

// A vararg callee needs at least its fixed arguments.
llvm.func @g(i32, ...)
llvm.func @f() {
  llvm.call @g() vararg(!llvm.func<void (i32, ...)>) : () -> ()
  llvm.return
}

// -----

// MLIR 22 does not call through an alias (later MLIR does).
llvm.func @g() {
  llvm.return
}
llvm.mlir.alias external @a : !llvm.ptr {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @f() {
  llvm.call @a() : () -> ()
  llvm.return
}

// -----

// A void result type in the trailing type is an error at the colon.
llvm.func @g()
llvm.func @f() {
  llvm.call @g() : () -> !llvm.void
  llvm.return
}

// -----

// An indirect call spells two trailing types: the error is at the colon.
llvm.func @f(%p: !llvm.ptr) {
  llvm.call %p() : () -> ()
  llvm.return
}

// -----

// Two results in the trailing type: an error at the colon.
llvm.func @g() -> i32
llvm.func @f() {
  %0 = llvm.call @g() : () -> (i32, i32)
  llvm.return
}

// -----

// The trailing type is required.
llvm.func @g()
llvm.func @f() {
  llvm.call @g()
  llvm.return
}
