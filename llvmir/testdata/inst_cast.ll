source_filename = "inst_cast.ll"
target datalayout = "p1:64:64:64:32"

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

; ptrtoaddr converts to the address width of the address space: 64 bits by
; default, the index size 32 for addrspace(1) here.
@g1 = addrspace(1) global i8 0
@pa = global i64 ptrtoaddr (ptr @pa to i64)
@pa1 = global { i32, i8 } { i32 ptrtoaddr (ptr addrspace(1) @g1 to i32), i8 0 }

define <2 x i32> @ptrtoaddrs(<2 x ptr addrspace(1)> %v, ptr addrspace(1) %q, <vscale x 2 x ptr> %s) {
  %a = ptrtoaddr <2 x ptr addrspace(1)> %v to <2 x i32>
  %b = ptrtoaddr ptr addrspace(1) %q to i32
  %c = add i32 %b, ptrtoaddr (ptr addrspace(1) @g1 to i32)
  %d = ptrtoaddr <vscale x 2 x ptr> %s to <vscale x 2 x i64>
  %e = insertelement <2 x i32> %a, i32 %c, i64 0
  ret <2 x i32> %e
}
