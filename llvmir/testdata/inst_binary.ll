source_filename = "inst_binary.ll"

define i32 @binops(i32 %a, i32 %b, <4 x i32> %v, float %x, double %y, <2 x float> %fv) {
  %1 = add i32 %a, %b
  %2 = add nuw i32 %a, 1
  %3 = add nsw i32 %a, -1
  %4 = add nuw nsw i32 %1, %2
  %5 = sub i32 %3, %4
  %6 = mul nsw i32 %5, 3
  %7 = udiv exact i32 %6, 2
  %8 = sdiv i32 %7, %b
  %9 = urem i32 %8, 7
  %10 = srem i32 %9, -7
  %11 = shl nuw nsw i32 %10, 2
  %12 = lshr exact i32 %11, 1
  %13 = ashr i32 %12, 1
  %14 = and i32 %13, 255
  %15 = or disjoint i32 %14, 256
  %16 = xor i32 %15, -1
  %17 = add <4 x i32> %v, splat (i32 1)
  %18 = fadd float %x, 1.000000e+00
  %19 = fsub nnan float %18, %x
  %20 = fmul fast float %19, %19
  %21 = fdiv nnan ninf nsz float %20, 3.000000e+00
  %22 = frem reassoc arcp contract afn float %21, 2.000000e+00
  %23 = fneg float %22
  %24 = fneg fast double %y
  %25 = fadd <2 x float> %fv, <float 1.000000e+00, float 2.000000e+00>
  %26 = fmul <2 x float> %25, zeroinitializer
  %27 = icmp eq i32 %16, 0
  %28 = icmp samesign ult i32 %16, %a
  %29 = icmp sgt <4 x i32> %17, zeroinitializer
  %30 = fcmp oeq float %23, 0.000000e+00
  %31 = fcmp fast uno double %24, %y
  %32 = fcmp true float %x, %x
  %33 = select i1 %27, i32 %16, i32 %a
  %34 = select nnan i1 %30, float %x, float %23
  %35 = select <4 x i1> %29, <4 x i32> %17, <4 x i32> %v
  %36 = freeze i32 %33
  %big = add i256 1, 115792089237316195423570985008687907853269984665640564039457584007913129639935
  %wide = mul i7 3, -64
  ret i32 %36
}
