source_filename = "inst_cast.ll"

define void @casts(i64 %i, ptr %p, double %d, <2 x i32> %v, ptr addrspace(1) %q) {
  %1 = trunc i64 %i to i32
  %2 = trunc nuw nsw i64 %i to i8
  %3 = zext i32 %1 to i64
  %4 = zext nneg i8 %2 to i16
  %5 = sext i8 %2 to i32
  %6 = fptrunc double %d to float
  %7 = fpext float %6 to fp128
  %8 = fptoui double %d to i32
  %9 = fptosi double %d to i64
  %10 = uitofp i32 %1 to double
  %11 = uitofp nneg i32 %1 to float
  %12 = sitofp <2 x i32> %v to <2 x double>
  %13 = ptrtoint ptr %p to i64
  %14 = inttoptr i64 %13 to ptr
  %15 = bitcast <2 x i32> %v to i64
  %16 = addrspacecast ptr addrspace(1) %q to ptr
  %17 = ptrtoaddr ptr %p to i64
  %18 = bitcast ptr %p to ptr
  %19 = fptrunc fast double %d to float
  ret void
}
