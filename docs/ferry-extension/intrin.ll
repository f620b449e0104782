; intrinsics: constrained FP, an intrinsic with metadata arguments, immarg, an unknown target intrinsic
define double @f(double %a, double %b, ptr %p, i64 %x) strictfp {
  %s = call double @llvm.experimental.constrained.fadd.f64(double %a, double %b, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  %c = call i1 @llvm.experimental.constrained.fcmp.f64(double %a, double %b, metadata !"olt", metadata !"fpexcept.strict") strictfp
  %t = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %s, metadata !"round.tonearest", metadata !"fpexcept.ignore") strictfp
  %r = call i64 @llvm.read_register.i64(metadata !0)
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)
  %y = call i64 @llvm.x86.bmi.pdep.64(i64 %x, i64 %x)
  %e = call i1 @llvm.expect.i1(i1 %c, i1 true)
  %z = call i32 @llvm.ctlz.i32(i32 7, i1 false)
  ret double %s
}
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)
declare i1 @llvm.experimental.constrained.fcmp.f64(double, double, metadata, metadata)
declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata)
declare i64 @llvm.read_register.i64(metadata)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare i64 @llvm.x86.bmi.pdep.64(i64, i64)
declare i1 @llvm.expect.i1(i1, i1)
declare i32 @llvm.ctlz.i32(i32, i1)
!0 = !{!"rsp"}
