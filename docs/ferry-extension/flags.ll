; instruction flags
define void @flags(i32 %a, i32 %b, ptr %p, float %f, i64 %w) {
  %1 = icmp samesign ult i32 %a, %b
  %2 = add nuw nsw i32 %a, %b
  %3 = udiv exact i32 %a, %b
  %4 = or disjoint i32 %a, %b
  %5 = zext nneg i32 %a to i64
  %6 = uitofp nneg i32 %a to float
  %7 = trunc nuw nsw i64 %w to i32
  %8 = getelementptr inbounds nuw i8, ptr %p, i64 %w
  %9 = getelementptr nusw i8, ptr %p, i64 %w
  %10 = fadd nnan ninf nsz arcp contract afn reassoc float %f, %f
  %11 = fcmp fast olt float %f, %f
  %12 = select nnan i1 %1, float %f, float %f
  %13 = call fast float @llvm.fabs.f32(float %f)
  %14 = fneg nnan float %f
  %15 = sitofp i32 %a to float
  %16 = fptrunc nnan double 1.0 to float
  ret void
}
declare float @llvm.fabs.f32(float)
