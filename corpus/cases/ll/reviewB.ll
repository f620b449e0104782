; reviewB.ll: review findings on issue 9's metadata numbering and intrinsics.

; Nodes equal when llvm-as creates them: !0 and !1 are one node at creation, so
; !2 and !3 (both naming it and placeholder !3) are one node too, which then
; names itself and becomes distinct.
!n = !{!2, !3}
!0 = !{i32 1}
!1 = !{i32 1}
!2 = !{!0, !3}
!3 = !{!1, !3}

; -----

; As above, with !0 and !1 equal at creation through a forward reference: a
; later node naming !1 names the node !0 stands for.
!n = !{!2, !3}
!0 = !{!4}
!1 = !{!4}
!2 = !{!0, !3}
!3 = !{!1, !3}
!4 = !{i32 1}

; -----

; Neighbour: the operands are equal but the placeholders differ (each node
; names itself), so the two nodes stay two.
!n = !{!2, !3}
!0 = !{i32 1}
!1 = !{i32 1}
!2 = !{!0, !2}
!3 = !{!1, !3}
