// ops_module.mlir: module-level ops (llvm.module_flags, llvm.linker_options) and
// where they may appear.

// llvm.module_flags must appear at the module level.
llvm.func @f() {
  llvm.module_flags []
  llvm.return
}

// -----

// blockaddress must name a function with the tag.
llvm.mlir.global external @g() : i32
llvm.func @f() {
  %0 = llvm.blockaddress <function = @g, tag = <id = 1>> : !llvm.ptr
  llvm.return
}

// -----

// A valid blockaddress and its blocktag.
llvm.func @f() {
  %0 = llvm.blockaddress <function = @f, tag = <id = 1>> : !llvm.ptr
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 1>
  llvm.return
}

// -----

// A global_ctors data element is a symbol or #llvm.zero.
llvm.func @c() {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@c], priorities = [0 : i32], data = [1 : i32]

// -----

// #llvm.zero is one.
llvm.func @c() {
  llvm.return
}
llvm.mlir.global_dtors dtors = [@c], priorities = [0 : i32], data = [#llvm.zero]

// -----

// The three lists have one length (reported without the op prefix).
llvm.func @c() {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@c], priorities = [0 : i32, 1 : i32], data = [@c]
