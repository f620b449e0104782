; review1.ll: regressions found reviewing the ll-canon branch (issue 9).

; Types are listed in TypeFinder's order: a call's operand bundles and its
; callee are operands and come before its attributes (%B before %A, %E
; before %F).
%A = type { i8 }
%B = type { i16 }
%E = type { float }
%F = type { double }
define void @f(ptr %p) {
  call void @h(ptr byval(%A) %p) [ "x"(%B zeroinitializer) ]
  call void @h(ptr byval(%F) %p) [ "x"(ptr getelementptr (%E, ptr null, i32 1)) ]
  ret void
}
declare void @h(ptr)
