; unreachable blocks, a self-referencing value, a blockaddress of an unreachable block
@ba = global ptr blockaddress(@f, %dead)
define i32 @f(i32 %a) {
entry:
  ret i32 %a
dead:
  %x = add i32 %x, 1
  br label %dead2
dead2:
  %p = phi i32 [ %x, %dead ]
  ret i32 %p
}
