; ptrauth and no_cfi constants, in an initializer and in a body
declare void @fn()
@vt = global [2 x ptr] [ptr ptrauth (ptr @fn, i32 0, i64 1234), ptr no_cfi @fn]
define ptr @f() {
  call void @take(ptr ptrauth (ptr @fn, i32 2), ptr no_cfi @fn)
  ret ptr no_cfi @fn
}
declare void @take(ptr, ptr)
