; llvm.global_ctors with a data pointer, llvm.used, a PHI with a !dbg location
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }, { i32, ptr, ptr } { i32 101, ptr @init, ptr @d }]
@llvm.used = appending global [1 x ptr] [ptr @d], section "llvm.metadata"
@d = global i32 0
define void @init() {
  ret void
}
