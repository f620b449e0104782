; ptrtoaddr instruction and constant expression
@a = global i32 0
@b = global i64 ptrtoaddr (ptr @a to i64)
define i64 @f(ptr %p) {
  %x = ptrtoaddr ptr %p to i64
  ret i64 %x
}
