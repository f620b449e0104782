; constants and constant expressions in instructions and initializers
@a = global [4 x i32] zeroinitializer
@g1 = global ptr getelementptr inbounds ([4 x i32], ptr @a, i64 0, i64 2)
@g2 = global i64 add (i64 ptrtoint (ptr @a to i64), i64 8)
@g3 = global <2 x i32> <i32 1, i32 poison>
@g4 = global { i32, ptr, [2 x i8] } { i32 1, ptr @a, [2 x i8] c"hi" }
@g5 = global i64 sub (i64 ptrtoint (ptr @g1 to i64), i64 ptrtoint (ptr @a to i64))
define i32 @f(i32 %x) {
  %p = getelementptr i32, ptr getelementptr inbounds ([4 x i32], ptr @a, i64 0, i64 1), i64 1
  %v = load i32, ptr getelementptr inbounds ([4 x i32], ptr @a, i64 0, i64 1)
  %w = add i32 %v, ptrtoint (ptr @a to i32)
  %r = add i32 1, 2
  %u = add i32 %w, undef
  %s = extractelement <2 x i32> <i32 7, i32 8>, i32 0
  %t = add i32 %r, %s
  %q = add i32 %t, %x
  ret i32 %q
}
