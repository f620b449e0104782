; intrinsic_upgrade.ll: retired intrinsic forms that llvm-as-22 upgrades while
; parsing (AutoUpgrade), and older forms it rejects instead. The upgraded
; declaration is appended to the module; the old one disappears.

; The AArch64 thread pointer became llvm.thread.pointer, overloaded on the
; pointer type.
declare ptr @llvm.aarch64.thread.pointer()

define ptr @f() {
  %p = call ptr @llvm.aarch64.thread.pointer()
  ret ptr %p
}

; -----

; The ARM one too; an unused declaration is replaced all the same.
declare ptr @llvm.arm.thread.pointer()

; -----

; Other targets keep their own thread pointer intrinsics.
declare ptr @llvm.x86.thread.pointer()

; -----

; memcpy with an alignment argument: the alignment becomes `align` on both
; pointer arguments of the call.
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i32, i1)

define void @f(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 16, i32 8, i1 false)
  ret void
}

; -----

; memmove likewise, with attributes of its own kept on the call.
declare void @llvm.memmove.p0.p0.i32(ptr, ptr, i32, i32, i1)

define void @f(ptr %d, ptr %s) {
  call void @llvm.memmove.p0.p0.i32(ptr nonnull %d, ptr %s, i32 16, i32 4, i1 true) nounwind
  ret void
}

; -----

; memset: the alignment goes to the destination only.
declare void @llvm.memset.p0.i64(ptr, i8, i64, i32, i1)

define void @f(ptr %d) {
  call void @llvm.memset.p0.i64(ptr %d, i8 0, i64 16, i32 16, i1 false)
  ret void
}

; -----

; An alignment of 0 adds no attribute.
declare void @llvm.memset.p0.i64(ptr, i8, i64, i32, i1)

define void @f(ptr %d) {
  call void @llvm.memset.p0.i64(ptr %d, i8 0, i64 16, i32 0, i1 false)
  ret void
}

; -----

; masked.load and masked.store with an alignment argument.
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr, i32, <4 x i1>, <4 x i32>)
declare void @llvm.masked.store.v4i32.p0(<4 x i32>, ptr, i32, <4 x i1>)

define void @f(ptr %p, <4 x i1> %m, <4 x i32> %v) {
  %l = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %p, i32 4, <4 x i1> %m, <4 x i32> %v)
  call void @llvm.masked.store.v4i32.p0(<4 x i32> %l, ptr %p, i32 2, <4 x i1> %m)
  ret void
}

; -----

; masked.gather and masked.scatter with an alignment argument.
declare <2 x i64> @llvm.masked.gather.v2i64.v2p0(<2 x ptr>, i32, <2 x i1>, <2 x i64>)
declare void @llvm.masked.scatter.v2i64.v2p0(<2 x i64>, <2 x ptr>, i32, <2 x i1>)

define void @f(<2 x ptr> %p, <2 x i1> %m, <2 x i64> %v) {
  %g = call <2 x i64> @llvm.masked.gather.v2i64.v2p0(<2 x ptr> %p, i32 8, <2 x i1> %m, <2 x i64> %v)
  call void @llvm.masked.scatter.v2i64.v2p0(<2 x i64> %g, <2 x ptr> %p, i32 8, <2 x i1> %m)
  ret void
}

; -----

; ctlz and cttz without the is-zero-poison flag get `i1 false`.
declare i32 @llvm.ctlz.i32(i32)
declare i16 @llvm.cttz.i16(i16)

define i32 @f(i32 %x, i16 %y) {
  %a = call i32 @llvm.ctlz.i32(i32 %x)
  %b = call i16 @llvm.cttz.i16(i16 %y)
  ret i32 %a
}

; -----

; The same upgrade for a call with no declaration at all.
define i32 @f(i32 %x) {
  %a = call i32 @llvm.ctlz.i32(i32 %x)
  ret i32 %a
}

; -----

; objectsize with two or three arguments gets the missing flags, and the
; old name without the pointer suffix is remangled.
declare i64 @llvm.objectsize.i64.p0(ptr, i1)
declare i32 @llvm.objectsize.i32(ptr, i1, i1)

define i64 @f(ptr %p) {
  %a = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 false)
  %b = call i32 @llvm.objectsize.i32(ptr %p, i1 true, i1 true)
  ret i64 %a
}

; -----

; ptr.annotation without its last argument gets a null pointer.
declare ptr @llvm.ptr.annotation.p0.p0(ptr, ptr, ptr, i32)

define ptr @f(ptr %p) {
  %a = call ptr @llvm.ptr.annotation.p0.p0(ptr %p, ptr %p, ptr %p, i32 7)
  ret ptr %a
}

; -----

; lifetime.start/end with a size: a call on an alloca keeps only the pointer,
; a call on anything else disappears; a size-only declaration stays behind.
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)

define void @f(ptr %p) {
  %a = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr %a)
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  call void @llvm.lifetime.end.p0(i64 4, ptr %a)
  ret void
}

; -----

; An unused old lifetime declaration becomes the size-only one.
declare void @llvm.lifetime.end.p0(i32, ptr)

; -----

; prefetch without its cache-type argument is not upgraded: rejected.
declare void @llvm.prefetch.p0(ptr, i32, i32)

define void @f(ptr %p) {
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3)
  ret void
}

; -----

; var.annotation without its last argument is rejected too.
declare void @llvm.var.annotation.p0.p0(ptr, ptr, ptr, i32)

define void @f(ptr %p) {
  call void @llvm.var.annotation.p0.p0(ptr %p, ptr %p, ptr %p, i32 1)
  ret void
}

; -----

; The experimental vector reductions became llvm.vector.reduce.*.
declare i32 @llvm.experimental.vector.reduce.add.v4i32(<4 x i32>)
declare float @llvm.experimental.vector.reduce.fmax.v4f32(<4 x float>)

define i32 @f(<4 x i32> %v, <4 x float> %w) {
  %a = call i32 @llvm.experimental.vector.reduce.add.v4i32(<4 x i32> %v)
  %b = call float @llvm.experimental.vector.reduce.fmax.v4f32(<4 x float> %w)
  ret i32 %a
}

; -----

; The ordered v2 form of fadd drops its scalar suffix.
declare float @llvm.experimental.vector.reduce.v2.fadd.f32.v4f32(float, <4 x float>)

define float @f(<4 x float> %v) {
  %a = call float @llvm.experimental.vector.reduce.v2.fadd.f32.v4f32(float 0.0, <4 x float> %v)
  ret float %a
}

; -----

; The non-v2 fadd form is not upgraded: it stays an unknown llvm.* function.
declare float @llvm.experimental.vector.reduce.fadd.f32.v4f32(float, <4 x float>)

; -----

; stepvector, vector.extract/insert, reverse, (de)interleave2 lost their
; experimental prefix.
declare <vscale x 4 x i32> @llvm.experimental.stepvector.nxv4i32()
declare <2 x i64> @llvm.experimental.vector.extract.v2i64.v4i64(<4 x i64>, i64)
declare <4 x i64> @llvm.experimental.vector.insert.v4i64.v2i64(<4 x i64>, <2 x i64>, i64)
declare <4 x i32> @llvm.experimental.vector.reverse.v4i32(<4 x i32>)
declare <8 x i32> @llvm.experimental.vector.interleave2.v8i32(<4 x i32>, <4 x i32>)
declare { <4 x i32>, <4 x i32> } @llvm.experimental.vector.deinterleave2.v8i32(<8 x i32>)

define void @f(<4 x i64> %v, <4 x i32> %w) {
  %s = call <vscale x 4 x i32> @llvm.experimental.stepvector.nxv4i32()
  %e = call <2 x i64> @llvm.experimental.vector.extract.v2i64.v4i64(<4 x i64> %v, i64 2)
  %i = call <4 x i64> @llvm.experimental.vector.insert.v4i64.v2i64(<4 x i64> %v, <2 x i64> %e, i64 0)
  %r = call <4 x i32> @llvm.experimental.vector.reverse.v4i32(<4 x i32> %w)
  %l = call <8 x i32> @llvm.experimental.vector.interleave2.v8i32(<4 x i32> %w, <4 x i32> %r)
  %d = call { <4 x i32>, <4 x i32> } @llvm.experimental.vector.deinterleave2.v8i32(<8 x i32> %l)
  ret void
}

; -----

; flt.rounds became get.rounding.
declare i32 @llvm.flt.rounds()

define i32 @f() {
  %r = call i32 @llvm.flt.rounds()
  ret i32 %r
}

; -----

; invariant.group.barrier became launder.invariant.group.
declare ptr @llvm.invariant.group.barrier.p0(ptr)

define ptr @f(ptr %p) {
  %r = call ptr @llvm.invariant.group.barrier.p0(ptr %p)
  ret ptr %r
}

; -----

; Unused declarations of x86 mask broadcasts, which llvm-as expands into
; plain instructions, disappear.
declare <16 x i32> @llvm.x86.avx512.broadcastmw.512(i16)
declare <2 x i64> @llvm.x86.avx512.broadcastmb.128(i8)
declare i64 @llvm.x86.rdtsc()

; -----

; Unused declarations of debug intrinsics disappear.
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.label(metadata)

; -----

; Calls of debug intrinsics become debug records on the next instruction.
declare void @llvm.dbg.declare(metadata, metadata, metadata)

define void @f(i32 %x) !dbg !3 {
  %a = alloca i32, align 4
  call void @llvm.dbg.declare(metadata ptr %a, metadata !6, metadata !DIExpression()), !dbg !8
  call void @llvm.dbg.label(metadata !9), !dbg !8
  store i32 %x, ptr %a, align 4
  call void @llvm.dbg.value(metadata i32 %x, metadata !6, metadata !DIExpression(DW_OP_plus_uconst, 1)), !dbg !8
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!6 = !DILocalVariable(name: "x", scope: !3, file: !1, line: 1, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 1, scope: !3)
!9 = !DILabel(scope: !3, name: "l", file: !1, line: 2)

; -----

; The older dbg.value with an offset argument becomes a record too.
declare void @llvm.dbg.value(metadata, i64, metadata, metadata)

define void @f(i32 %x) !dbg !3 {
  call void @llvm.dbg.value(metadata i32 %x, i64 0, metadata !6, metadata !DIExpression()), !dbg !8
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!6 = !DILocalVariable(name: "x", scope: !3, file: !1, line: 1, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 1, scope: !3)

; -----

; A debug record after a debug intrinsic call is a parse error.
define void @f(i32 %x) {
  call void @llvm.dbg.value(metadata i32 %x, metadata !0, metadata !DIExpression()), !dbg !1
    #dbg_value(i32 %x, !0, !DIExpression(), !1)
  ret void
}

!0 = !DILocalVariable(name: "x", scope: !2)
!1 = !DILocation(line: 1, scope: !2)
!2 = distinct !DISubprogram(name: "f")

; -----

; So is a debug intrinsic call after a debug record.
define void @f(i32 %x) {
    #dbg_value(i32 %x, !0, !DIExpression(), !1)
  call void @llvm.dbg.value(metadata i32 %x, metadata !0, metadata !DIExpression()), !dbg !1
  ret void
}

!0 = !DILocalVariable(name: "x", scope: !2)
!1 = !DILocation(line: 1, scope: !2)
!2 = distinct !DISubprogram(name: "f")

; -----

; An old memset declared with odd types: each call keeps its own arguments,
; and a call of the current form's types is valid.
declare void @llvm.memset.p0.i64(ptr, i32, i64, i8, i1)

define void @f(ptr %d) {
  call void @llvm.memset.p0.i64(ptr %d, i8 0, i64 16, i32 0, i1 false)
  ret void
}

; -----

; An intrinsic returning a struct declared with a named struct result: the
; declaration returns the literal struct, and each call is rebuilt into the
; named struct with extractvalue and insertvalue (the call loses its name).
%pair = type { i32, i1 }

declare %pair @llvm.sadd.with.overflow.i32(i32, i32)

define i32 @f(i32 %a) {
  %r = call %pair @llvm.sadd.with.overflow.i32(i32 %a, i32 1)
  %v = extractvalue %pair %r, 0
  ret i32 %v
}

; -----

; A packed struct result is upgraded the same way, the old value used in a
; phi of a later block.
declare <{ i64, i1 }> @llvm.umul.with.overflow.i64(i64, i64)

define <{ i64, i1 }> @f(i64 %a, i1 %c) {
entry:
  %r = call <{ i64, i1 }> @llvm.umul.with.overflow.i64(i64 %a, i64 %a)
  br i1 %c, label %x, label %y

x:
  br label %y

y:
  %p = phi <{ i64, i1 }> [ %r, %entry ], [ %r, %x ]
  ret <{ i64, i1 }> %p
}

; -----

; An unused declaration with a named struct result becomes the literal one.
%ov = type { i16, i1 }

@g = global %ov zeroinitializer

declare %ov @llvm.ssub.with.overflow.i16(i16, i16)

; -----

; The old lifetime upgrade looks through pointer casts and all-zero GEPs to
; the alloca, and the new call takes the alloca itself.
declare void @llvm.lifetime.start.p0(i64, ptr)

define void @f() {
  %a = alloca i32, align 4
  %b = bitcast ptr %a to ptr
  %c = getelementptr i8, ptr %a, i64 0
  call void @llvm.lifetime.start.p0(i64 4, ptr %b)
  call void @llvm.lifetime.start.p0(i64 4, ptr %c)
  ret void
}

; -----

; NVPTX bit and min/max intrinsics became the generic ones; calls keep
; their names.
declare i32 @llvm.nvvm.brev32(i32)
declare i32 @llvm.nvvm.popc.i(i32)
declare i32 @llvm.nvvm.max.i(i32, i32)
declare i64 @llvm.nvvm.min.ull(i64, i64)

define i64 @f(i32 %a, i64 %b) {
  %r = call i32 @llvm.nvvm.brev32(i32 %a)
  %p = call i32 @llvm.nvvm.popc.i(i32 %r)
  %m = call i32 @llvm.nvvm.max.i(i32 %p, i32 %a)
  %n = call i64 @llvm.nvvm.min.ull(i64 %b, i64 7)
  ret i64 %n
}

; -----

; ARM and AArch64 NEON counts, rounding and bit reversal became the generic
; intrinsics, vector and scalar.
declare <8 x i8> @llvm.arm.neon.vcnt.v8i8(<8 x i8>)
declare <4 x float> @llvm.aarch64.neon.frintn.v4f32(<4 x float>)
declare <16 x i8> @llvm.aarch64.neon.rbit.v16i8(<16 x i8>)
declare double @llvm.aarch64.neon.frintn.f64(double)

define void @f(<8 x i8> %a, <4 x float> %b, <16 x i8> %c, double %d) {
  %x = call <8 x i8> @llvm.arm.neon.vcnt.v8i8(<8 x i8> %a)
  %y = call <4 x float> @llvm.aarch64.neon.frintn.v4f32(<4 x float> %b)
  %z = call <16 x i8> @llvm.aarch64.neon.rbit.v16i8(<16 x i8> %c)
  %w = call double @llvm.aarch64.neon.frintn.f64(double %d)
  ret void
}

; -----

; AMDGPU ldexp became llvm.ldexp, overloaded on both types.
declare float @llvm.amdgcn.ldexp.f32(float, i32)

define float @f(float %x, i32 %e) {
  %r = call float @llvm.amdgcn.ldexp.f32(float %x, i32 %e)
  ret float %r
}

; -----

; The older experimental.vector.splice became splice.left for a
; non-negative index and splice.right for a negative one; each call is
; replaced by a new unnamed one, the last call first.
declare <4 x i32> @llvm.experimental.vector.splice.v4i32(<4 x i32>, <4 x i32>, i32)

define <4 x i32> @f(<4 x i32> %v) {
  %r = call <4 x i32> @llvm.experimental.vector.splice.v4i32(<4 x i32> %v, <4 x i32> %v, i32 -1)
  %s = call <4 x i32> @llvm.experimental.vector.splice.v4i32(<4 x i32> %r, <4 x i32> %v, i32 1)
  ret <4 x i32> %s
}

; -----

; The same for vector.splice without its experimental prefix.
declare <vscale x 2 x i64> @llvm.vector.splice.nxv2i64(<vscale x 2 x i64>, <vscale x 2 x i64>, i32)

define <vscale x 2 x i64> @f(<vscale x 2 x i64> %a, <vscale x 2 x i64> %b) {
  %r = call <vscale x 2 x i64> @llvm.vector.splice.nxv2i64(<vscale x 2 x i64> %a, <vscale x 2 x i64> %b, i32 -2)
  ret <vscale x 2 x i64> %r
}

; -----

; An unused declaration of the older splice disappears.
declare <4 x i32> @llvm.vector.splice.v4i32(<4 x i32>, <4 x i32>, i32)

; -----

; x86 packed square roots became llvm.sqrt: new unnamed calls without the
; old calls' attributes.
declare <4 x float> @llvm.x86.sse.sqrt.ps(<4 x float>)
declare <2 x double> @llvm.x86.sse2.sqrt.pd(<2 x double>)
declare <8 x float> @llvm.x86.avx.sqrt.ps.256(<8 x float>)
declare <4 x double> @llvm.x86.avx.sqrt.pd.256(<4 x double>)

define void @f(<4 x float> %a, <2 x double> %b, <8 x float> %c, <4 x double> %d) {
  %x = call <4 x float> @llvm.x86.sse.sqrt.ps(<4 x float> %a) nounwind
  %y = call <2 x double> @llvm.x86.sse2.sqrt.pd(<2 x double> %b)
  %z = call <8 x float> @llvm.x86.avx.sqrt.ps.256(<8 x float> %c)
  %w = call <4 x double> @llvm.x86.avx.sqrt.pd.256(<4 x double> %d)
  ret void
}

; -----

; An unused x86 square root declaration disappears, with attributes the
; verifier would reject.
declare <4 x float> @llvm.x86.sse.sqrt.ps(<4 x float> nonnull)

; -----

; Unused debug intrinsic declarations disappear with their attributes too.
declare void @llvm.dbg.value(metadata, metadata, metadata) optnone
