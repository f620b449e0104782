; instruction metadata kinds one by one
declare i32 @c()
define void @f(ptr %p, float %x) {
  %a = load i32, ptr %p, !range !0
  %b = call i32 @c(), !range !0
  %d = fdiv float %x, %x, !fpmath !1
  %e = load i32, ptr %p, !invariant.group !2
  %g = load i32, ptr %p, !mmra !3
  %h = call i32 @c(), !prof !4
  %i = call i32 @c(), !heapallocsite !2
  %j = load i32, ptr %p, !annotation !5
  %k = load i32, ptr %p, !tbaa !6
  %l = load i32, ptr %p, !alias.scope !10, !noalias !10
  %m = load i32, ptr %p, !llvm.access.group !13
  %n = load i32, ptr %p, !pcsections !14
  ret void
}
!0 = !{i32 0, i32 10}
!1 = !{float 2.5}
!2 = !{}
!3 = !{!"foo", !"bar"}
!4 = !{!"VP", i32 0, i64 10, i64 123, i64 10}
!5 = !{!"auto-init"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"root"}
!9 = distinct !{!9, !"dom"}
!10 = !{!11}
!11 = distinct !{!11, !9, !"scope"}
!13 = distinct !{}
!14 = !{!"sec", !{i32 1}}
