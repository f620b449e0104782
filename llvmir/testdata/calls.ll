source_filename = "calls.ll"

@0 = global i32 0
@"\01foo" = global i32 0
@"a\22b" = global i32 0

declare void @g(i32, ...)

define void @v(i32 %x, ...) {
  musttail call void (i32, ...) @g(i32 %x, ...)
  ret void
}

define { i32, i32 } @s() {
  ret { i32, i32 } { i32 1, i32 2 }
}
