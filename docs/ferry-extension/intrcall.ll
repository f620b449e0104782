; call-site properties of intrinsic calls: tail markers, call-site attributes, bundles, metadata
define i32 @f(i32 %x, ptr %p, ptr %q) {
  %a = tail call i32 @llvm.ctlz.i32(i32 %x, i1 true), !range !0
  %b = call i32 @llvm.umax.i32(i32 %a, i32 %x) #1
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %p, ptr align 4 %q, i64 16, i1 false), !tbaa.struct !1
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 16) ]
  ret i32 %b
}
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.umax.i32(i32, i32)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.assume(i1)
attributes #1 = { nounwind "foo" }
!0 = !{i32 0, i32 33}
!1 = !{i64 0, i64 4, !2}
!2 = !{!"int", !3, i64 0}
!3 = !{!"root"}
