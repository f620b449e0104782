; intrinsic_mangling.ll: names of overloaded intrinsics carry their overload
; types (Intrinsic::getName). llvm-as-22 remangles a declaration whose name
; does not match its type, and declares intrinsics that are called but never
; declared, one declaration per overload.

; A declaration without the type suffix is renamed.
declare i32 @llvm.umax(i32, i32)

; -----

; A wrong suffix too; the call follows the new declaration, which is
; appended to the module.
declare i32 @llvm.umax.i64(i32, i32)

define i32 @f(i32 %a) {
  %r = call i32 @llvm.umax.i64(i32 %a, i32 1)
  ret i32 %r
}

; -----

; A declaration of the wanted name and type already exists: the calls move
; to it and the misnamed one disappears.
declare i32 @llvm.smin.i32(i32, i32)

declare i32 @llvm.smin.i8(i32, i32)

define i32 @f(i32 %a) {
  %r = call i32 @llvm.smin.i8(i32 %a, i32 1)
  %s = call i32 @llvm.smin.i32(i32 %r, i32 2)
  ret i32 %s
}

; -----

; The wanted name is taken by a declaration of another type: that one is
; renamed to name.renamed, then remangled in its turn.
declare i32 @llvm.umax.i8(i32, i32)

declare void @g()

define void @f() {
  %a = call i32 @llvm.umax.i8(i32 1, i32 2)
  ret void
}

declare i64 @llvm.umax.i32(i64, i64)

; -----

; Undeclared intrinsics are declared at the end of the module, in name order.
define void @f() {
  %d = call i32 @llvm.ctpop.i32(i32 1)
  call void @llvm.trap()
  call void @llvm.donothing()
  ret void
}

declare void @g()

; -----

; An undeclared overloaded intrinsic without a suffix gets one declaration
; per overload, the last call's first.
define void @f() {
  %a = call i32 @llvm.umax(i32 1, i32 2)
  %b = call i64 @llvm.umax(i64 1, i64 2)
  %c = call i32 @llvm.umax.i8(i32 1, i32 2)
  ret void
}

; -----

; Vector suffixes: fixed and scalable.
declare <4 x i32> @llvm.ctpop(<4 x i32>)
declare <vscale x 2 x i64> @llvm.ctpop.v2i64(<vscale x 2 x i64>)

; -----

; Pointer suffixes name the address space.
declare void @llvm.memcpy.p0.p0.i32(ptr addrspace(1), ptr addrspace(3), i64, i1)

; -----

; Float suffixes: bfloat, x86_fp80, fp128, ppc_fp128.
define void @f(bfloat %b, x86_fp80 %x, fp128 %q, ppc_fp128 %p) {
  %1 = call i1 @llvm.is.constant(bfloat %b)
  %2 = call i1 @llvm.is.constant(x86_fp80 %x)
  %3 = call i1 @llvm.is.constant(fp128 %q)
  %4 = call i1 @llvm.is.constant(ppc_fp128 %p)
  ret void
}

; -----

; Arrays and literal structs.
define void @f([2 x i32] %a, { i32, float } %l) {
  %1 = call i1 @llvm.is.constant([2 x i32] %a)
  %2 = call i1 @llvm.is.constant({ i32, float } %l)
  ret void
}

; -----

; A named struct type mangles with its name.
%T = type { i32, i8 }

define void @f(%T %t) {
  %1 = call i1 @llvm.is.constant(%T %t)
  ret void
}

; -----

; An unnamed (numbered) struct type gets a made-up unique name.
%0 = type { i64 }

define void @f(%0 %n) {
  %1 = call i1 @llvm.is.constant(%0 %n)
  ret void
}

; -----

; Target extension types mangle with their parameters.
define void @f(target("spirv.Image", i32, 1, 0) %t, target("foo") %u) {
  %1 = call i1 @llvm.is.constant(target("spirv.Image", i32, 1, 0) %t)
  %2 = call i1 @llvm.is.constant(target("foo") %u)
  ret void
}

; -----

; A target extension type as the overloaded result (DirectX resources).
declare target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding(i32, i32, i32, i32, ptr)

define void @f() {
  %h = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  ret void
}

; -----

; A wrong suffix on the return-type overload of an older objectsize.
declare i64 @llvm.objectsize.i32.p0(ptr, i1, i1, i1)

; -----

; A non-overloaded intrinsic with a suffix is no intrinsic: kept as written.
declare void @llvm.trap.x()

; -----

; An undeclared intrinsic that does not exist is an error.
define void @f() {
  call void @llvm.foo()
  ret void
}

; -----

; An undeclared intrinsic called with a type that matches no overload is an
; error.
define void @f() {
  %a = call i32 @llvm.umax(i32 1, i64 2)
  ret void
}

; -----

; An undeclared intrinsic used other than as a callee is an error.
@g = global ptr @llvm.trap
