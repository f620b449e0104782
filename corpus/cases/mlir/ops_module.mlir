// ops_module.mlir: module-level ops (llvm.module_flags, llvm.linker_options) and
// where they may appear.

// llvm.module_flags must appear at the module level.
llvm.func @f() {
  llvm.module_flags []
  llvm.return
}
