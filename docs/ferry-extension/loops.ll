; loop metadata: known and unknown annotations, two loops with equal distinct loop IDs, profile data
define void @f(i32 %n, i1 %c) {
entry:
  br label %l1
l1:
  %i = phi i32 [ 0, %entry ], [ %i1, %l1 ]
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %l1, label %l2, !llvm.loop !0, !prof !5
l2:
  %j = phi i32 [ 0, %l1 ], [ %j1, %l2 ], [ %j1, %l2b ]
  %j1 = add i32 %j, 1
  %e = icmp slt i32 %j1, %n
  br i1 %e, label %l2, label %l2b, !llvm.loop !3
l2b:
  br i1 %c, label %l2, label %exit, !llvm.loop !3
exit:
  switch i32 %n, label %exit2 [ i32 1, label %exit2
                                i32 2, label %exit3 ], !prof !6
exit2:
  ret void
exit3:
  ret void
}
!0 = distinct !{!0, !1, !2, !7}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.count", i32 4}
!3 = distinct !{!3, !1, !2, !4}
!4 = !{!"my.loop.hint", i32 1}
!5 = !{!"branch_weights", !"expected", i32 10, i32 1}
!6 = !{!"branch_weights", i32 1, i32 2, i32 3}
!7 = !{!"llvm.loop.vectorize.followup_all", !8}
!8 = distinct !{!8, !1}
