; intrinsic_attrs.ll: the attributes llvm-as-22 gives intrinsic declarations
; (Intrinsic::getAttributes, from LLVM's intrinsic records, for every target):
; a function attribute group, parameter and return attributes. They replace
; what the source wrote on a declaration whose type matches the intrinsic's
; signature; call sites keep their own.

; memcpy: argmem memory, noalias/readonly/writeonly/captures(none) pointers,
; an immarg flag, and no nosync (default attributes disabled).
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define void @f(ptr %p, ptr %q) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 8, i1 false)
  ret void
}

; -----

; Attributes written on the declaration are replaced: cold, a string
; attribute and noundef disappear.
declare i32 @llvm.ctpop.i32(i32 noundef) cold "foo"="bar"

; -----

; An attribute group referenced by the declaration is replaced too (and
; disappears, unused).
declare void @llvm.trap() #0

attributes #0 = { nounwind optsize }

; -----

; Attributes the verifier would reject are dropped before it runs: optnone
; without noinline.
declare void @llvm.trap() optnone

; -----

; nonnull on an integer parameter is dropped with the rest.
declare i32 @llvm.ctpop.i32(i32 nonnull)

; -----

; A declaration whose type does not match the signature keeps its written
; attributes (and is valid while nothing calls it).
declare i64 @llvm.ctpop.i32(i32) nounwind

; -----

; ...and those attributes are verified: nonnull on an integer.
declare i64 @llvm.ctpop.i32(i32 nonnull)

; -----

; A name that is no intrinsic keeps what was written.
declare i32 @llvm.foo.bar(i32 noundef) cold

; -----

; Call-site attributes stay; declarations take their groups first, in
; function order, then call sites.
declare i32 @llvm.umax.i32(i32, i32)

define i32 @g(i32 %a) {
  %r = call i32 @llvm.umax.i32(i32 %a, i32 1) #0
  %s = call i32 @llvm.smax.i32(i32 %r, i32 2) #1
  ret i32 %s
}

declare i32 @llvm.smax.i32(i32, i32) nounwind

attributes #0 = { cold }
attributes #1 = { nounwind }

; -----

; Intrinsics with the same attributes share one group; a defined function
; between them keeps its own.
declare i32 @llvm.ctpop.i32(i32)

define void @h() nounwind {
  ret void
}

declare i64 @llvm.ctpop.i64(i64)

declare void @llvm.trap()

; -----

; Return attributes: noundef nonnull align 4 on an AMDGPU pointer.
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

; -----

; A range on the return value, in its bit width (AMDGPU work item id).
declare i32 @llvm.amdgcn.workitem.id.x()

; -----

; An immarg parameter with a range (AMDGPU), convergent.
declare <16 x bfloat> @llvm.amdgcn.cvt.scale.pk16.bf16.bf6(<3 x i32>, i32, i32)

; -----

; returned on a parameter (ObjC ARC).
declare ptr @llvm.objc.autorelease(ptr)

; -----

; readnone and readonly captures(none) parameters, token result (coroutines).
declare token @llvm.coro.id(i32, ptr, ptr, ptr)

; -----

; noalias writeonly / noalias readonly on NVPTX address spaces.
declare void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3), ptr addrspace(1))

; -----

; NVPTX special register: a range on the result.
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; -----

; noduplicate with inaccessible memory (CodeView).
declare void @llvm.codeview.annotation(metadata)

; -----

; nomerge without the default attributes (coroutines).
declare ptr @llvm.coro.async.resume()

; -----

; AArch64: cold noreturn.
declare void @llvm.aarch64.break(i32)

; -----

; AArch64: a pure address computation.
declare ptr @llvm.aarch64.addg(ptr, i64)

; -----

; ARM CDE with immarg coprocessor numbers.
declare i32 @llvm.arm.cde.cx1(i32, i32)

; -----

; x86: an atomic add on memory.
declare void @llvm.x86.aadd32(ptr, i32)

; -----

; x86: only nounwind (no default attributes).
declare i64 @llvm.x86.rdtsc()

; -----

; RISC-V scalar crypto with an immarg byte select.
declare i32 @llvm.riscv.aes32dsi(i32, i32, i32)

; -----

; WebAssembly SIMD.
declare <4 x i32> @llvm.wasm.dot(<8 x i16>, <8 x i16>)

; -----

; Hexagon.
declare i32 @llvm.hexagon.A2.abs(i32)

; -----

; PowerPC.
declare i64 @llvm.ppc.addex(i64, i64, i32)

; -----

; SystemZ.
declare i32 @llvm.s390.efpc()

; -----

; SPIR-V.
declare void @llvm.spv.discard()

; -----

; LoongArch.
declare void @llvm.loongarch.break(i32)

; -----

; MIPS DSP.
declare <2 x i16> @llvm.mips.absq.s.ph(<2 x i16>)

; -----

; BPF.
declare i64 @llvm.bpf.load.byte(ptr, i64)

; -----

; VE mask registers.
declare <256 x i1> @llvm.ve.vl.andm.mmm(<256 x i1>, <256 x i1>)

; -----

; XCore.
declare i32 @llvm.xcore.bitrev(i32)

; -----

; DirectX.
declare void @llvm.dx.discard(i1)

; -----

; R600.
declare <4 x float> @llvm.r600.cube(<4 x float>)

; -----

; AMDGPU barrier: convergent.
declare void @llvm.amdgcn.s.barrier()

; -----

; Constrained floating point: strictfp and inaccessible memory.
declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)

; -----

; An immarg written on a declaration that is no intrinsic is an error.
declare void @ext(i32 immarg)

; -----

; The table's immarg applies to calls: a variable is rejected.
declare i32 @llvm.ctlz.i32(i32, i1)

define i32 @k(i32 %x, i1 %b) {
  %r = call i32 @llvm.ctlz.i32(i32 %x, i1 %b)
  ret i32 %r
}

; -----

; An immarg written on a declaration of the wrong type is not replaced: a
; call with a variable is rejected for it before the signature is checked.
declare i32 @llvm.ctpop.i32(i32 immarg, i32)

define i32 @k(i32 %x) {
  %r = call i32 @llvm.ctpop.i32(i32 %x, i32 1)
  ret i32 %r
}

; -----

; An immarg written on a matching declaration of an intrinsic without one is
; dropped: a variable is fine.
declare i32 @llvm.ctpop.i32(i32 immarg)

define i32 @k(i32 %x) {
  %r = call i32 @llvm.ctpop.i32(i32 %x)
  ret i32 %r
}

; -----

; immarg on a call of a function that is no intrinsic is rejected.
declare void @g(i32)

define void @f() {
  call void @g(i32 immarg 1)
  ret void
}

; -----

; immarg on an indirect call is rejected too.
define void @f(ptr %q) {
  call void %q(i32 immarg 1)
  ret void
}

; -----

; immarg on a call of an llvm.* function whose declaration lacks it.
declare void @llvm.foo(i32)

define void @f(i32 %x) {
  call void @llvm.foo(i32 immarg %x)
  ret void
}

; -----

; immarg on a call where the declaration (from the table) has it is fine.
define void @f(ptr %p) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 1, i1 immarg true)
  ret void
}
