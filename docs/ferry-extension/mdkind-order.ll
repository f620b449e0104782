; custom metadata kinds print in registration order (first appearance in the text),
; so llvm-as | llvm-dis is not idempotent here: ferry.md_kinds keeps the order
define void @f(ptr %p) {
  %x = load i32, ptr %p, !b !0, !a !1
  ret void
}
@g = global i32 0, !a !1
!0 = !{!"zero"}
!1 = !{!"one"}
