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

; -----

; An undeclared intrinsic called with its old signature (masked.gather with
; an alignment operand) is declared and upgraded in the parser's name order:
; its new declaration comes before the later names' (ptrmask, stacksave),
; whatever the order of the calls.
define void @f(ptr %p, <2 x ptr> %v) {
  %d = call ptr @llvm.stacksave.p0()
  %b = call <2 x ptr> @llvm.masked.gather(<2 x ptr> %v, i32 4, <2 x i1> splat (i1 true), <2 x ptr> poison)
  %a = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 1)
  ret void
}

; -----

; Neighbour: a written declaration with the old signature is upgraded after
; the module is parsed: its new declaration comes last.
declare <2 x ptr> @llvm.masked.gather.v2p0.v2p0(<2 x ptr>, i32, <2 x i1>, <2 x ptr>)
declare void @foo()
define void @f(<2 x ptr> %v) {
  %b = call <2 x ptr> @llvm.masked.gather.v2p0.v2p0(<2 x ptr> %v, i32 4, <2 x i1> splat (i1 true), <2 x ptr> poison)
  ret void
}

; -----

; An undeclared llvm.memset called with its old form (an alignment operand)
; is an invalid signature: llvm-as upgrades that form only when declared.
define void @f(ptr %p) {
  call void @llvm.memset(ptr %p, i8 0, i64 4, i32 1, i1 false)
  ret void
}

; -----

; The same for llvm.ctlz without its is-zero-poison operand.
define void @f() {
  %x = call i32 @llvm.ctlz(i32 1)
  ret void
}

; -----

; And for llvm.objectsize with two operands.
define void @f(ptr %p) {
  %x = call i64 @llvm.objectsize(ptr %p, i1 false)
  ret void
}

; -----

; Neighbour: declared, the old memset form is upgraded.
declare void @llvm.memset.p0.i64(ptr, i8, i64, i32, i1)
define void @f(ptr %p) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i32 1, i1 false)
  ret void
}

; -----

; Neighbour: undeclared, the old masked.load form is upgraded.
define void @f(ptr %p) {
  %x = call <2 x i32> @llvm.masked.load(ptr %p, i32 4, <2 x i1> splat (i1 true), <2 x i32> poison)
  ret void
}

; -----

; Neighbour: undeclared but named with its type suffix, the old memcpy form is
; upgraded.
define void @f(ptr %p) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i32 1, i1 false)
  ret void
}
