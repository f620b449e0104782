; unnamed globals and functions, quoted global names
@0 = private constant i32 1
@1 = global ptr @0
@"odd name" = global i32 2
@"0x" = global i32 3
define void @2() {
  ret void
}
define ptr @"\01mangled"() {
  call void @2()
  ret ptr @"odd name"
}
