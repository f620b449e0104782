; vectors.ll: fixed and scalable vectors; element-wise arithmetic and casts;
; insertelement, extractelement and shufflevector with poison lanes; splats;
; vector selects, compares and GEPs; vector intrinsics and reductions.
source_filename = "vectors.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@splat = global <4 x i32> splat (i32 7)
@mixed = global <4 x i8> <i8 1, i8 poison, i8 undef, i8 -1>

define <4 x float> @arith(<4 x float> %a, <4 x float> %b, <4 x i32> %i) {
entry:
  %add = fadd fast <4 x float> %a, %b
  %mul = fmul <4 x float> %add, splat (float 2.000000e+00)
  %neg = fneg <4 x float> %mul
  %conv = sitofp <4 x i32> %i to <4 x float>
  %sh = shl nuw <4 x i32> %i, <i32 1, i32 2, i32 3, i32 4>
  %cmp = icmp ult <4 x i32> %sh, splat (i32 100)
  %sel = select <4 x i1> %cmp, <4 x float> %neg, <4 x float> %conv
  %fc = fcmp olt <4 x float> %sel, zeroinitializer
  %fz = zext <4 x i1> %fc to <4 x i32>
  %bits = bitcast <4 x i32> %fz to <4 x float>
  %r = fadd <4 x float> %sel, %bits
  ret <4 x float> %r
}

define i32 @lanes(<8 x i16> %v, i16 %x, i32 %idx) {
entry:
  %ins = insertelement <8 x i16> %v, i16 %x, i32 3
  %ins2 = insertelement <8 x i16> %ins, i16 0, i32 %idx
  %ext = extractelement <8 x i16> %ins2, i64 5
  %shuf = shufflevector <8 x i16> %ins2, <8 x i16> poison, <4 x i32> <i32 7, i32 poison, i32 0, i32 8>
  %splat.i = insertelement <4 x i16> poison, i16 %ext, i64 0
  %splat = shufflevector <4 x i16> %splat.i, <4 x i16> poison, <4 x i32> zeroinitializer
  %cat = shufflevector <4 x i16> %shuf, <4 x i16> %splat, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %red = call i16 @llvm.vector.reduce.add.v8i16(<8 x i16> %cat)
  %w = sext i16 %red to i32
  ret i32 %w
}

define <vscale x 4 x i32> @scalable(<vscale x 4 x i32> %a, i32 %s, ptr %p) {
entry:
  %ins = insertelement <vscale x 4 x i32> poison, i32 %s, i64 0
  %splat = shufflevector <vscale x 4 x i32> %ins, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %add = add <vscale x 4 x i32> %a, %splat
  %k = mul <vscale x 4 x i32> %add, splat (i32 3)
  %vs = call i64 @llvm.vscale.i64()
  %gep = getelementptr <vscale x 4 x i32>, ptr %p, i64 %vs
  store <vscale x 4 x i32> %k, ptr %gep, align 16
  ret <vscale x 4 x i32> %k
}

define <2 x i64> @vec_ptrs(<2 x ptr> %ps, <2 x i1> %mask) {
entry:
  %g = getelementptr i64, <2 x ptr> %ps, <2 x i64> <i64 1, i64 2>
  %l = call <2 x i64> @llvm.masked.gather.v2i64.v2p0(<2 x ptr> align 8 %g, <2 x i1> %mask, <2 x i64> zeroinitializer)
  %pi = ptrtoint <2 x ptr> %ps to <2 x i64>
  %r = add <2 x i64> %l, %pi
  ret <2 x i64> %r
}

define <4 x float> @intrinsics(<4 x float> %a, <4 x float> %b, <4 x float> %c) {
entry:
  %fma = call <4 x float> @llvm.fma.v4f32(<4 x float> %a, <4 x float> %b, <4 x float> %c)
  %mx = call nnan <4 x float> @llvm.maxnum.v4f32(<4 x float> %fma, <4 x float> %a)
  %sq = call <4 x float> @llvm.sqrt.v4f32(<4 x float> %mx)
  ret <4 x float> %sq
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.add.v8i16(<8 x i16>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vscale.i64() #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <2 x i64> @llvm.masked.gather.v2i64.v2p0(<2 x ptr>, <2 x i1>, <2 x i64>) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.sqrt.v4f32(<4 x float>) #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
