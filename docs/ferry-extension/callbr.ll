; callbr (asm goto)
define i32 @f(i32 %x) {
entry:
  %r = callbr i32 asm "jmp ${1:l}", "=r,!i"() to label %normal [label %indirect]
normal:
  ret i32 %r
indirect:
  ret i32 0
}
