; basics.ll: the shape of a case file. Each case is one small module with one idea;
; llvm-as-22 decides whether it is valid, and Ferry must agree (same text when
; valid, same first diagnostic when not).

; A valid function prints canonically.
define i32 @add(i32 %a, i32 %b) {
  %s = add nsw i32 %a, %b
  ret i32 %s
}

; -----

; A parse error: the return type does not match.
define void @f() {
  ret i32 0
}

; -----

; A verifier error: a use before its definition in a reachable block.
define void @g(i32 %a) {
  %x = add i32 %y, 1
  %y = add i32 %a, 1
  ret void
}
