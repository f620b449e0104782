; intrinsic_verify.ll: the checks llvm-as-22's verifier makes on calls of particular
; intrinsics (Verifier::visitIntrinsicCall) once the call matches the signature,
; each with a valid neighbour.

; lifetime.start on an argument pointer (neither alloca nor poison) is rejected.
define void @f(ptr %p) {
  call void @llvm.lifetime.start.p0(ptr %p)
  ret void
}

; -----

; lifetime.start on poison is fine.
define void @f() {
  call void @llvm.lifetime.start.p0(ptr poison)
  ret void
}

; -----

; prefetch: rw must be 0 or 1.
define void @f(ptr %p) {
  call void @llvm.prefetch.p0(ptr %p, i32 2, i32 3, i32 1)
  ret void
}

; -----

; prefetch: locality must be 0 to 3.
define void @f(ptr %p) {
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 4, i32 1)
  ret void
}

; -----

; prefetch: cache type must be 0 or 1.
define void @f(ptr %p) {
  call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 2)
  ret void
}

; -----

; vector.extract: the index must be a multiple of the result length.
define <2 x i32> @f(<4 x i32> %v) {
  %r = call <2 x i32> @llvm.vector.extract.v2i32.v4i32(<4 x i32> %v, i64 1)
  ret <2 x i32> %r
}

; -----

; vector.extract: the extracted part must lie inside the vector.
define <2 x i32> @f(<4 x i32> %v) {
  %r = call <2 x i32> @llvm.vector.extract.v2i32.v4i32(<4 x i32> %v, i64 4)
  ret <2 x i32> %r
}

; -----

; vector.insert: the index must be a multiple of the subvector length.
define <4 x i32> @f(<4 x i32> %v, <2 x i32> %w) {
  %r = call <4 x i32> @llvm.vector.insert.v4i32.v2i32(<4 x i32> %v, <2 x i32> %w, i64 1)
  ret <4 x i32> %r
}

; -----

; umul.fix: a scale equal to the width is fine for the unsigned form.
define i32 @f(i32 %a) {
  %r = call i32 @llvm.umul.fix.i32(i32 %a, i32 %a, i32 32)
  ret i32 %r
}

; -----

; smul.fix: the scale must be less than the width for the signed form.
define i32 @f(i32 %a) {
  %r = call i32 @llvm.smul.fix.i32(i32 %a, i32 %a, i32 32)
  ret i32 %r
}

; -----

; is.fpclass: the test mask has ten bits.
define i1 @f(float %a) {
  %r = call i1 @llvm.is.fpclass.f32(float %a, i32 1024)
  ret i1 %r
}

; -----

; threadlocal.address takes a global value, not an argument.
define ptr @f(ptr %p) {
  %r = call ptr @llvm.threadlocal.address.p0(ptr %p)
  ret ptr %r
}

; -----

; threadlocal.address takes a thread_local global.
@g = global i32 0
define ptr @f() {
  %r = call ptr @llvm.threadlocal.address.p0(ptr @g)
  ret ptr %r
}

; -----

; ptrmask: the mask has the width of the pointer index (64 by default).
define ptr @f(ptr %p) {
  %r = call ptr @llvm.ptrmask.p0.i32(ptr %p, i32 -1)
  ret ptr %r
}

; -----

; stackprotector: the slot must be an alloca.
define void @f(ptr %p) {
  call void @llvm.stackprotector(ptr %p, ptr %p)
  ret void
}

; -----

; gcroot: the root must be an alloca.
define void @f(ptr %p) gc "x" {
  call void @llvm.gcroot(ptr %p, ptr null)
  ret void
}

; -----

; localescape must be in the entry block.
define void @f() {
  %a = alloca i32, align 4
  br label %b
b:
  call void (...) @llvm.localescape(ptr %a)
  ret void
}

; -----

; vector.splice.left: the index must be below the vector length.
define <4 x i32> @f(<4 x i32> %v) {
  %r = call <4 x i32> @llvm.vector.splice.left.v4i32(<4 x i32> %v, <4 x i32> %v, i32 9)
  ret <4 x i32> %r
}

; -----

; fptrunc.round: an unknown rounding mode is rejected.
define half @f(float %x) {
  %r = call half @llvm.fptrunc.round.f16.f32(float %x, metadata !"bogus")
  ret half %r
}

; -----

; constrained fadd: an unknown rounding mode is rejected.
define float @f(float %x) strictfp {
  %r = call float @llvm.experimental.constrained.fadd.f32(float %x, float %x, metadata !"round.bogus", metadata !"fpexcept.strict") strictfp
  ret float %r
}

; -----

; get.active.lane.mask returns a vector of i1.
define <4 x i8> @f(i32 %a) {
  %r = call <4 x i8> @llvm.get.active.lane.mask.v4i8.i32(i32 %a, i32 %a)
  ret <4 x i8> %r
}

; -----

; element-wise atomic memcpy: the element size must be a power of two.
define void @f(ptr %p) {
  call void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr align 4 %p, ptr align 4 %p, i64 8, i32 3)
  ret void
}

; -----

; Only a few intrinsics may be invoked; trap is not one.
declare i32 @pers(...)
define void @f() personality ptr @pers {
  invoke void @llvm.trap() to label %ok unwind label %bad
ok:
  ret void
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}

; -----

; memset.inline with a variable size is fine.
define void @f(ptr %p, i64 %n) {
  call void @llvm.memset.inline.p0.i64(ptr %p, i8 0, i64 %n, i1 false)
  ret void
}

; -----

; va_start in a varargs function is fine.
define void @f(ptr %p, ...) {
  call void @llvm.va_start.p0(ptr %p)
  ret void
}

; -----

; matrix.transpose: rows times columns must be the vector length.
define <4 x float> @f(<4 x float> %a) {
  %r = call <4 x float> @llvm.matrix.transpose.v4f32(<4 x float> %a, i32 3, i32 2)
  ret <4 x float> %r
}

; -----

; abs: the poison flag is an immarg.
define i32 @f(i32 %a, i1 %b) {
  %r = call i32 @llvm.abs.i32(i32 %a, i1 %b)
  ret i32 %r
}

; -----

; noalias.scope.decl needs a list of exactly one scope.
define void @f() {
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  ret void
}
!0 = !{}

; -----

; eh.typeid.for on a pointer is fine.
define i32 @f(ptr %a) {
  %r = call i32 @llvm.eh.typeid.for.p0(ptr %a)
  ret i32 %r
}

; -----

; callbr can call only selected intrinsics.
define void @f() {
  callbr void @llvm.trap() to label %a []
a:
  ret void
}

; -----

; lifetime.start on an alloca is fine.
define void @f() {
  %a = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr %a)
  ret void
}

; -----

; prefetch with arguments in range is fine.
define void @f(ptr %p) {
  call void @llvm.prefetch.p0(ptr %p, i32 1, i32 3, i32 1)
  ret void
}

; -----

; vector.extract of the upper half is fine.
define <2 x i32> @f(<4 x i32> %v) {
  %r = call <2 x i32> @llvm.vector.extract.v2i32.v4i32(<4 x i32> %v, i64 2)
  ret <2 x i32> %r
}

; -----

; vector.extract of a fixed vector from a scalable one is not bounded by the minimum length.
define <4 x i32> @f(<vscale x 4 x i32> %v) {
  %r = call <4 x i32> @llvm.vector.extract.v4i32.nxv4i32(<vscale x 4 x i32> %v, i64 8)
  ret <4 x i32> %r
}

; -----

; vector.extract of a scalable half of a scalable vector is fine.
define <vscale x 2 x i32> @f(<vscale x 4 x i32> %v) {
  %r = call <vscale x 2 x i32> @llvm.vector.extract.nxv2i32.nxv4i32(<vscale x 4 x i32> %v, i64 2)
  ret <vscale x 2 x i32> %r
}

; -----

; vector.extract past a scalable vector's minimum length is rejected.
define <vscale x 2 x i32> @f(<vscale x 4 x i32> %v) {
  %r = call <vscale x 2 x i32> @llvm.vector.extract.nxv2i32.nxv4i32(<vscale x 4 x i32> %v, i64 4)
  ret <vscale x 2 x i32> %r
}

; -----

; vector.insert into the upper half is fine.
define <4 x i32> @f(<4 x i32> %v, <2 x i32> %w) {
  %r = call <4 x i32> @llvm.vector.insert.v4i32.v2i32(<4 x i32> %v, <2 x i32> %w, i64 2)
  ret <4 x i32> %r
}

; -----

; vector.insert past the end is rejected.
define <4 x i32> @f(<4 x i32> %v, <2 x i32> %w) {
  %r = call <4 x i32> @llvm.vector.insert.v4i32.v2i32(<4 x i32> %v, <2 x i32> %w, i64 4)
  ret <4 x i32> %r
}

; -----

; smul.fix with a scale below the width is fine.
define i32 @f(i32 %a) {
  %r = call i32 @llvm.smul.fix.i32(i32 %a, i32 %a, i32 31)
  ret i32 %r
}

; -----

; udiv.fix with a scale above the width is rejected.
define i32 @f(i32 %a) {
  %r = call i32 @llvm.udiv.fix.i32(i32 %a, i32 %a, i32 33)
  ret i32 %r
}

; -----

; is.fpclass with every class bit is fine.
define i1 @f(float %a) {
  %r = call i1 @llvm.is.fpclass.f32(float %a, i32 1023)
  ret i1 %r
}

; -----

; threadlocal.address of a thread_local global is fine.
@g = thread_local global i32 0
define ptr @f() {
  %r = call ptr @llvm.threadlocal.address.p0(ptr @g)
  ret ptr %r
}

; -----

; threadlocal.address of a thread_local alias is fine.
@g = thread_local global i32 0
@a = thread_local alias i32, ptr @g
define ptr @f() {
  %r = call ptr @llvm.threadlocal.address.p0(ptr @a)
  ret ptr %r
}

; -----

; ptrmask with an i64 mask is fine by default.
define ptr @f(ptr %p) {
  %r = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -1)
  ret ptr %r
}

; -----

; ptrmask with an i32 mask for 32-bit pointers is fine.
target datalayout = "p:32:32"
define ptr @f(ptr %p) {
  %r = call ptr @llvm.ptrmask.p0.i32(ptr %p, i32 -1)
  ret ptr %r
}

; -----

; stackprotector with an alloca slot is fine.
define void @f(ptr %p) {
  %a = alloca ptr, align 8
  call void @llvm.stackprotector(ptr %p, ptr %a)
  ret void
}

; -----

; gcroot of a pointer alloca in a gc function is fine.
define void @f() gc "x" {
  %a = alloca ptr, align 8
  call void @llvm.gcroot(ptr %a, ptr null)
  ret void
}

; -----

; gcroot in a function without gc is rejected.
define void @f() {
  %a = alloca ptr, align 8
  call void @llvm.gcroot(ptr %a, ptr null)
  ret void
}

; -----

; gcroot of a non-pointer alloca needs non-null metadata.
define void @f() gc "x" {
  %a = alloca i32, align 4
  call void @llvm.gcroot(ptr %a, ptr null)
  ret void
}

; -----

; localescape in the entry block is fine.
define void @f() {
  %a = alloca i32, align 4
  call void (...) @llvm.localescape(ptr %a)
  ret void
}

; -----

; vector.splice.left with the last index is fine.
define <4 x i32> @f(<4 x i32> %v) {
  %r = call <4 x i32> @llvm.vector.splice.left.v4i32(<4 x i32> %v, <4 x i32> %v, i32 3)
  ret <4 x i32> %r
}

; -----

; vector.splice.right allows the vector length itself.
define <4 x i32> @f(<4 x i32> %v) {
  %r = call <4 x i32> @llvm.vector.splice.right.v4i32(<4 x i32> %v, <4 x i32> %v, i32 4)
  ret <4 x i32> %r
}

; -----

; vector.splice.right beyond the vector length is rejected.
define <4 x i32> @f(<4 x i32> %v) {
  %r = call <4 x i32> @llvm.vector.splice.right.v4i32(<4 x i32> %v, <4 x i32> %v, i32 5)
  ret <4 x i32> %r
}

; -----

; A scalable splice index counts vscale_range's minimum.
define <vscale x 4 x i32> @f(<vscale x 4 x i32> %v) vscale_range(2,4) {
  %r = call <vscale x 4 x i32> @llvm.vector.splice.left.nxv4i32(<vscale x 4 x i32> %v, <vscale x 4 x i32> %v, i32 7)
  ret <vscale x 4 x i32> %r
}

; -----

; ...and is bounded by it.
define <vscale x 4 x i32> @f(<vscale x 4 x i32> %v) vscale_range(2,4) {
  %r = call <vscale x 4 x i32> @llvm.vector.splice.left.nxv4i32(<vscale x 4 x i32> %v, <vscale x 4 x i32> %v, i32 8)
  ret <vscale x 4 x i32> %r
}

; -----

; fptrunc.round with round.upward is fine.
define half @f(float %x) {
  %r = call half @llvm.fptrunc.round.f16.f32(float %x, metadata !"round.upward")
  ret half %r
}

; -----

; fptrunc.round does not take round.dynamic.
define half @f(float %x) {
  %r = call half @llvm.fptrunc.round.f16.f32(float %x, metadata !"round.dynamic")
  ret half %r
}

; -----

; Constrained intrinsics with valid metadata, with and without a rounding mode.
define double @f(float %x) strictfp {
  %r = call float @llvm.experimental.constrained.fadd.f32(float %x, float %x, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  %e = call double @llvm.experimental.constrained.fpext.f64.f32(float %r, metadata !"fpexcept.ignore") strictfp
  ret double %e
}

; -----

; With both metadata bad, the exception behavior is reported.
define float @f(float %x) strictfp {
  %r = call float @llvm.experimental.constrained.fadd.f32(float %x, float %x, metadata !"bad", metadata !"bad") strictfp
  ret float %r
}

; -----

; get.active.lane.mask returning <4 x i1> is fine.
define <4 x i1> @f(i32 %a) {
  %r = call <4 x i1> @llvm.get.active.lane.mask.v4i1.i32(i32 %a, i32 %a)
  ret <4 x i1> %r
}

; -----

; Element-wise atomic memcpy with enough alignment is fine.
define void @f(ptr %p) {
  call void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr align 4 %p, ptr align 4 %p, i64 8, i32 4)
  ret void
}

; -----

; ...and rejected when the source is less aligned than an element.
define void @f(ptr %p) {
  call void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr align 4 %p, ptr align 2 %p, i64 8, i32 4)
  ret void
}

; -----

; Element-wise atomic memset has no source alignment to check.
define void @f(ptr %p) {
  call void @llvm.memset.element.unordered.atomic.p0.i64(ptr align 4 %p, i8 0, i64 8, i32 4)
  ret void
}

; -----

; noalias.scope.decl with one scope is fine.
define void @f() {
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  ret void
}
!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2}

; -----

; matrix.transpose of a 3x2 matrix is fine.
define <6 x float> @f(<6 x float> %a) {
  %r = call <6 x float> @llvm.matrix.transpose.v6f32(<6 x float> %a, i32 3, i32 2)
  ret <6 x float> %r
}

; -----

; matrix.multiply of 2x3 by 3x2 is fine.
define <4 x float> @f(<6 x float> %a, <6 x float> %b) {
  %r = call <4 x float> @llvm.matrix.multiply.v4f32.v6f32.v6f32(<6 x float> %a, <6 x float> %b, i32 2, i32 3, i32 2)
  ret <4 x float> %r
}

; -----

; matrix.multiply whose first operand does not have M*N elements is rejected.
define <4 x float> @f(<6 x float> %a, <6 x float> %b) {
  %r = call <4 x float> @llvm.matrix.multiply.v4f32.v6f32.v6f32(<6 x float> %a, <6 x float> %b, i32 2, i32 2, i32 2)
  ret <4 x float> %r
}

; -----

; Invoking donothing is fine.
declare i32 @pers(...)
define void @f() personality ptr @pers {
  invoke void @llvm.donothing() to label %ok unwind label %bad
ok:
  ret void
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}

; -----

; Invoking an unknown llvm.* function is rejected too.
declare i32 @pers(...)
declare void @llvm.foo()
define void @f() personality ptr @pers {
  invoke void @llvm.foo() to label %ok unwind label %bad
ok:
  ret void
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}

; -----

; callbr of amdgcn.kill needs one indirect destination.
define void @f() {
  callbr void @llvm.amdgcn.kill(i1 true) to label %a []
a:
  ret void
}

; -----

; callbr of amdgcn.kill with an unreachable indirect destination is fine.
define void @f() {
  callbr void @llvm.amdgcn.kill(i1 true) to label %a [label %b]
a:
  ret void
b:
  unreachable
}

; -----

; ...whose indirect destination must be unreachable.
define void @f() {
  callbr void @llvm.amdgcn.kill(i1 true) to label %a [label %b]
a:
  ret void
b:
  ret void
}

; -----

; noalias.scope.decl: the scope's domain must have one or two operands.
define void @f() {
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  ret void
}
!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{}

; -----

; noalias.scope.decl: a scope needs a domain.
define void @f() {
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  ret void
}
!0 = !{!1}
!1 = distinct !{!1}

; -----

; noalias.scope.decl: a named scope in a named domain is fine.
define void @f() {
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  ret void
}
!0 = !{!1}
!1 = distinct !{!1, !2, !"scope"}
!2 = distinct !{!2, !"domain"}

; -----

; A definition of an llvm.* function is rejected, known intrinsic or not.
define i32 @llvm.ctpop.i32(i32 %x) {
  ret i32 %x
}

; -----

; The same for an unknown name.
define void @llvm.my.helper() {
  ret void
}

; -----

; llvm.assume operand bundle "bogus"(ptr %p): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "bogus"(ptr %p) ]
  ret void
}

; -----

; llvm.assume operand bundle "nonnull"(ptr %p): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %p) ]
  ret void
}

; -----

; llvm.assume operand bundle "nonnull"(ptr %p, ptr %p, ptr %p): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %p, ptr %p, ptr %p) ]
  ret void
}

; -----

; llvm.assume operand bundle "nonnull"(): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "nonnull"() ]
  ret void
}

; -----

; llvm.assume operand bundle "align"(ptr %p, i64 8): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 8) ]
  ret void
}

; -----

; llvm.assume operand bundle "align"(ptr %p): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "align"(ptr %p) ]
  ret void
}

; -----

; llvm.assume operand bundle "align"(i64 8, i64 8): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "align"(i64 8, i64 8) ]
  ret void
}

; -----

; llvm.assume operand bundle "align"(ptr %p, i64 8, i64 1): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 8, i64 1) ]
  ret void
}

; -----

; llvm.assume operand bundle "align"(ptr %p, ptr %p): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "align"(ptr %p, ptr %p) ]
  ret void
}

; -----

; llvm.assume operand bundle "dereferenceable"(ptr %p, i64 8): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "dereferenceable"(ptr %p, i64 8) ]
  ret void
}

; -----

; llvm.assume operand bundle "dereferenceable"(ptr %p): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "dereferenceable"(ptr %p) ]
  ret void
}

; -----

; llvm.assume operand bundle "dereferenceable"(ptr %p, i64 %n): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "dereferenceable"(ptr %p, i64 %n) ]
  ret void
}

; -----

; llvm.assume operand bundle "cold"(): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "cold"() ]
  ret void
}

; -----

; llvm.assume operand bundle "cold"(ptr %p): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "cold"(ptr %p) ]
  ret void
}

; -----

; llvm.assume operand bundle "ignore"(ptr %p, ptr %p, ptr %p): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "ignore"(ptr %p, ptr %p, ptr %p) ]
  ret void
}

; -----

; llvm.assume operand bundle "separate_storage"(ptr %p, ptr %p): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %p, ptr %p) ]
  ret void
}

; -----

; llvm.assume operand bundle "separate_storage"(ptr %p): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %p) ]
  ret void
}

; -----

; llvm.assume operand bundle "separate_storage"(ptr %p, i64 1): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "separate_storage"(ptr %p, i64 1) ]
  ret void
}

; -----

; llvm.assume operand bundle "noundef"(ptr %p): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "noundef"(ptr %p) ]
  ret void
}

; -----

; llvm.assume operand bundle "noundef"(ptr %p, i64 1): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "noundef"(ptr %p, i64 1) ]
  ret void
}

; -----

; llvm.assume operand bundle "dereferenceable_or_null"(ptr %p, i64 %n): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "dereferenceable_or_null"(ptr %p, i64 %n) ]
  ret void
}

; -----

; llvm.assume operand bundle "alignstack"(ptr %p, i64 8): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "alignstack"(ptr %p, i64 8) ]
  ret void
}

; -----

; llvm.assume operand bundle "memory"(ptr %p): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "memory"(ptr %p) ]
  ret void
}

; -----

; llvm.assume operand bundle "nofree"(): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "nofree"() ]
  ret void
}

; -----

; llvm.assume operand bundle "nofree"(ptr %p): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "nofree"(ptr %p) ]
  ret void
}

; -----

; llvm.assume operand bundle "byval"(ptr %p): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "byval"(ptr %p) ]
  ret void
}

; -----

; llvm.assume operand bundle "frame-pointer"(ptr %p): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "frame-pointer"(ptr %p) ]
  ret void
}

; -----

; llvm.assume operand bundle "align"(ptr %p, i64 %n): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 %n) ]
  ret void
}

; -----

; llvm.assume operand bundle "noalias"(ptr %p, i64 1): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "noalias"(ptr %p, i64 1) ]
  ret void
}

; -----

; llvm.assume operand bundle "allocsize"(ptr %p, i64 1): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "allocsize"(ptr %p, i64 1) ]
  ret void
}

; -----

; llvm.assume operand bundle "nonnull"(ptr %p), "bogus"(): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %p), "bogus"() ]
  ret void
}

; -----

; llvm.assume operand bundle "nonnull"(ptr %p, i64 1): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "nonnull"(ptr %p, i64 1) ]
  ret void
}

; -----

; llvm.assume operand bundle "cold"(ptr %p, i64 1): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "cold"(ptr %p, i64 1) ]
  ret void
}

; -----

; llvm.assume operand bundle "willreturn"(): tag and arguments as the verifier wants them.
define void @f(ptr %p, i64 %n) {
  call void @llvm.assume(i1 true) [ "willreturn"() ]
  ret void
}

; -----

; The current lifetime.start on a zero GEP of an alloca is rejected: the
; verifier does not look through it.
define void @f() {
  %a = alloca i32, align 4
  %b = getelementptr i8, ptr %a, i64 0
  call void @llvm.lifetime.start.p0(ptr %b)
  ret void
}

; -----

; vscale_range from an attribute group counts for a scalable splice index.
define <vscale x 4 x i32> @f(<vscale x 4 x i32> %v) #0 {
  %r = call <vscale x 4 x i32> @llvm.vector.splice.left.nxv4i32(<vscale x 4 x i32> %v, <vscale x 4 x i32> %v, i32 7)
  ret <vscale x 4 x i32> %r
}

attributes #0 = { vscale_range(2,4) }
