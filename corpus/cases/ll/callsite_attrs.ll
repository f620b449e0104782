; callsite_attrs.ll: the attribute lists of call sites and of functions, as the
; verifier checks each (a call site's own list, not merged with the callee's):
; attributes by type, exclusive groups (byval, inalloca, preallocated, inreg/sret,
; nest, byref), incompatible pairs, at most one nest/returned/sret/swift* parameter,
; sret first or second, inalloca last, sized byval types, immarg and elementtype
; only for intrinsics, allocsize bounds, preallocated bundles, swifterror sources.

; Valid: builtin on a call site.
declare ptr @malloc(i64)
define ptr @f() {
  %p = call ptr @malloc(i64 4) builtin
  ret ptr %p
}

; -----

; builtin on a function declaration.
declare ptr @malloc(i64) builtin

; -----

; builtin on an indirect call? Valid.
define void @f(ptr %fp) {
  call void %fp() builtin
  ret void
}

; -----

; Valid: byval with its type on a call argument.
declare void @g(ptr byval(i32))
define void @f(ptr %p) {
  call void @g(ptr byval(i32) %p)
  ret void
}

; -----

; byval on a call argument that is not a pointer.
declare void @g(i32)
define void @f(i32 %x) {
  call void @g(i32 byval(i32) %x)
  ret void
}

; -----

; Valid: byval on the call site only (types differ from the declaration).
declare void @g(ptr)
define void @f(ptr %p) {
  call void @g(ptr byval(i64) %p)
  ret void
}

; -----

; Valid: sret on a call argument.
declare void @g(ptr sret(i32))
define void @f(ptr %p) {
  call void @g(ptr sret(i32) %p)
  ret void
}

; -----

; sret on the second argument of a call.
declare void @g(ptr, ptr)
define void @f(ptr %p) {
  call void @g(ptr %p, ptr sret(i32) %p)
  ret void
}

; -----

; Two sret arguments.
declare void @g(ptr, ptr)
define void @f(ptr %p) {
  call void @g(ptr sret(i32) %p, ptr sret(i32) %p)
  ret void
}

; -----

; inalloca not last.
declare void @g(ptr, i32)
define void @f(ptr %p) {
  call void @g(ptr inalloca(i32) %p, i32 1)
  ret void
}

; -----

; Valid: inalloca last.
declare void @g(i32, ptr)
define void @f(ptr %p) {
  call void @g(i32 1, ptr inalloca(i32) %p)
  ret void
}

; -----

; preallocated on a call without the bundle.
declare void @g(ptr)
define void @f(ptr %p) {
  call void @g(ptr preallocated(i32) %p)
  ret void
}

; -----

; elementtype on a non-intrinsic call.
declare void @g(ptr)
define void @f(ptr %p) {
  call void @g(ptr elementtype(i32) %p)
  ret void
}

; -----

; byval with an unsized type.
%O = type opaque
declare void @g(ptr)
define void @f(ptr %p) {
  call void @g(ptr byval(%O) %p)
  ret void
}

; -----

; noreturn on a call return (invalid on return).
declare ptr @g()
define void @f() {
  %p = call noreturn ptr @g()
  ret void
}

; -----

; Valid: noundef on a call return.
declare ptr @g()
define void @f() {
  %p = call noundef ptr @g()
  ret void
}

; -----

; nocapture spelled captures(none) on a call argument: valid.
declare void @g(ptr)
define void @f(ptr %p) {
  call void @g(ptr captures(none) %p)
  ret void
}

; -----

; returned on two arguments.
declare ptr @g(ptr, ptr)
define void @f(ptr %p) {
  %r = call ptr @g(ptr returned %p, ptr returned %p)
  ret void
}

; -----

; swiftself twice.
declare void @g(ptr, ptr)
define void @f(ptr %p) {
  call void @g(ptr swiftself %p, ptr swiftself %p)
  ret void
}

; -----

; nest twice.
declare void @g(ptr, ptr)
define void @f(ptr %p) {
  call void @g(ptr nest %p, ptr nest %p)
  ret void
}

; -----

; byval and inreg together.
declare void @g(ptr)
define void @f(ptr %p) {
  call void @g(ptr byval(i32) inreg %p)
  ret void
}

; -----

; alwaysinline on a call site: valid.
declare void @g()
define void @f() {
  call void @g() alwaysinline
  ret void
}

; -----

; uwtable on a call site.
declare void @g()
define void @f() {
  call void @g() uwtable
  ret void
}

; -----

; Valid: nobuiltin on a call site.
declare void @g()
define void @f() {
  call void @g() nobuiltin
  ret void
}

; -----

; builtin on an invoke.
declare ptr @malloc(i64)
define ptr @f() personality ptr null {
  %p = invoke ptr @malloc(i64 4) builtin to label %ok unwind label %bad
ok:
  ret ptr %p
bad:
  %l = landingpad { ptr, i32 } cleanup
  ret ptr null
}

; -----

; zeroext on a call result of pointer type.
declare ptr @g()
define void @f() {
  %p = call zeroext ptr @g()
  ret void
}

; -----

; align on an integer call argument.
declare void @g(i32)
define void @f() {
  call void @g(i32 align 4 1)
  ret void
}

; -----

; sret on a call result.
declare ptr @g()
define void @f() {
  %p = call sret(i32) ptr @g()
  ret void
}

; -----

; swifterror on a call argument that is not from an alloca or argument.
declare void @g(ptr swifterror)
define void @f() {
  %p = alloca ptr, align 8
  call void @g(ptr swifterror %p)
  ret void
}

; -----

; inalloca and byval together.
declare void @g(ptr)
define void @f(ptr %p) {
  call void @g(ptr inalloca(i32) byval(i32) %p)
  ret void
}

; -----

; immarg on a call site to a non-intrinsic.
declare void @g(i32)
define void @f() {
  call void @g(i32 immarg 1)
  ret void
}

; -----

; Valid: a call to a declaration with byval, the call site without.
declare void @g(ptr byval(i32))
define void @f(ptr %p) {
  call void @g(ptr %p)
  ret void
}

; -----

; Valid: allocsize on a call site.
declare ptr @g(i64)
define void @f() {
  %p = call ptr @g(i64 4) allocsize(0)
  ret void
}

; -----

; allocsize pointing past the arguments of the call.
declare ptr @g(i64)
define void @f() {
  %p = call ptr @g(i64 4) allocsize(1)
  ret void
}

; -----

; Two sret on declaration.
declare void @g(ptr sret(i32), ptr sret(i32))

; -----

; inalloca not last (declaration).
declare void @g(ptr inalloca(i32), i32)

; -----

; byval unsized (declaration).
%O = type opaque
declare void @g(ptr byval(%O))

; -----

; returned twice (declaration).
declare ptr @g(ptr returned, ptr returned)

; -----

; byval inreg (declaration).
declare void @g(ptr byval(i32) inreg)

; -----

; sret third (declaration).
declare void @g(ptr, ptr, ptr sret(i32))

; -----

; zeroext and signext.
declare void @g(i32 zeroext signext)

; -----

; readnone readonly.
declare void @g(ptr readnone readonly)

; -----

; builtin (declaration).
declare void @g() builtin

; -----

; elementtype (declaration).
declare void @g(ptr elementtype(i32))

; -----

; swiftself twice (declaration).
declare void @g(ptr swiftself, ptr swiftself)

; -----

; swiftasync twice (declaration).
declare void @g(ptr swiftasync, ptr swiftasync)

; -----

; swifterror twice (declaration).
declare void @g(ptr swifterror, ptr swifterror)

; -----

; nest twice (declaration).
declare void @g(ptr nest, ptr nest)

; -----

; allocsize out of bounds (declaration).
declare ptr @g(i64) allocsize(1)

; -----

; immarg with other attr.
declare void @llvm.foo(i32 immarg zeroext)

; -----

; inalloca readonly.
declare void @g(ptr inalloca(i32) readonly)

; -----

; sret returned.
declare ptr @g(ptr sret(i32) returned)

; -----

; writable readonly.
declare void @g(ptr writable readonly)

; -----

; noinline with alwaysinline.
declare void @g() noinline alwaysinline

; -----

; builtin through an attribute group on a declaration.
declare void @g() #0
attributes #0 = { builtin }

; -----

; Valid: builtin through an attribute group on a call site.
declare void @g()
define void @f() {
  call void @g() #0
  ret void
}
attributes #0 = { builtin }

; -----

; noinline and alwaysinline through a group on a call site.
declare void @g()
define void @f() {
  call void @g() #0
  ret void
}
attributes #0 = { noinline alwaysinline }

; -----

; allocsize through a group on a call site, out of bounds.
declare ptr @g(i64)
define void @f() {
  %p = call ptr @g(i64 4) #0
  ret void
}
attributes #0 = { allocsize(2) }

; -----

; allocsize on a non-integer parameter.
declare ptr @g(ptr) allocsize(0)

; -----

; allocsize number of elements out of bounds.
declare ptr @g(i64) allocsize(0, 1)

; -----

; Valid: allocsize with two integer parameters.
declare ptr @g(i64, i32) allocsize(0, 1)

; -----

; A musttail call with a preallocated argument and no bundle: valid.
declare void @g(ptr preallocated(i32))
define void @f(ptr preallocated(i32) %p) {
  musttail call void @g(ptr preallocated(i32) %p)
  ret void
}

; -----

; Valid: swifterror argument from a swifterror alloca.
declare void @g(ptr swifterror)
define void @f() {
  %p = alloca swifterror ptr, align 8
  call void @g(ptr swifterror %p)
  ret void
}

; -----

; Valid: swifterror argument from a swifterror parameter.
declare void @g(ptr swifterror)
define void @f(ptr swifterror %p) {
  call void @g(ptr swifterror %p)
  ret void
}

; -----

; swifterror argument from a parameter without swifterror.
declare void @g(ptr swifterror)
define void @f(ptr %p) {
  call void @g(ptr swifterror %p)
  ret void
}

; -----

; returned on a call argument whose type differs from the result.
declare ptr @g(i32)
define void @f() {
  %r = call ptr @g(i32 returned 1)
  ret void
}

; -----

; Valid: returned on a call argument of the result type.
declare ptr @g(ptr)
define void @f(ptr %p) {
  %r = call ptr @g(ptr returned %p)
  ret void
}

; -----

; sret on the third call argument.
declare void @g(ptr, ptr, ptr)
define void @f(ptr %p) {
  call void @g(ptr %p, ptr %p, ptr sret(i32) %p)
  ret void
}

; -----

; Valid: sret with inreg (the one attribute sret goes with).
declare void @g(ptr sret(i32) inreg)

; -----

; byref with unsized type.
%O = type opaque
declare void @g(ptr byref(%O))

; -----

; Valid: byref sized.
declare void @g(ptr byref(i64))

; -----

; preallocated unsized.
%O = type opaque
declare void @g(ptr preallocated(%O))

; -----

; inalloca unsized.
%O = type opaque
declare void @g(ptr inalloca(%O))

; -----

; elementtype on an inline asm call: valid.
define void @f(ptr %p) {
  call void asm "", "=*m"(ptr elementtype(i32) %p)
  ret void
}

; -----

; noalias on a call return that is an integer.
declare i32 @g()
define void @f() {
  %r = call noalias i32 @g()
  ret void
}

; -----

; A swifterror parameter of the callee needs a swifterror alloca even when the call site does not say swifterror.
declare void @g(ptr swifterror)
define void @f() {
  %p = alloca ptr, align 8
  call void @g(ptr %p)
  ret void
}

; -----

; writable needs a function that may write argument memory.
declare void @g(ptr writable) readonly

; -----

; Valid: writable with memory(argmem: write).
declare void @g(ptr writable) memory(argmem: write)

; -----

; writable with memory(write, argmem: read).
declare void @g(ptr writable) memory(write, argmem: read)

; -----

; A preallocated parameter of the callee needs the bundle even when the call site does not say preallocated.
declare void @g(ptr preallocated(i32))
define void @f(ptr %p) {
  call void @g(ptr %p)
  ret void
}

; -----

; speculatable on a call site needs a speculatable callee.
declare ptr @g(i64)
define void @f() {
  %p = call ptr @g(i64 1) speculatable
  ret void
}

; -----

; Valid: speculatable on a call of a speculatable function.
declare ptr @g(i64) speculatable
define void @f() {
  %p = call ptr @g(i64 1) speculatable
  ret void
}

; -----

; Valid: a call-site strictfp in a function without strictfp becomes nobuiltin, also from a group.
declare ptr @g(i64)
define void @f() strictfp {
  %p = call ptr @g(i64 1) strictfp
  %q = call ptr @g(i64 1) strictfp nobuiltin
  ret void
}
define void @h() {
  %q = call ptr @g(i64 1) strictfp nobuiltin
  %r = call ptr @g(i64 1) #0
  ret void
}
attributes #0 = { strictfp "x" }

; -----

; An attribute's value is read before its placement is checked.
declare void @g() dereferenceable x

; -----

; Misplaced with a valid value: reported at the attribute.
declare void @g() dereferenceable(4)

; -----

; A parameter attribute without its parenthesis.
declare void @g(ptr captures x)

; -----

; align needs an integer.
declare void @g(ptr align x)

; -----

; alignstack needs a parenthesis outside groups.
define void @f() {
  call void @f() alignstack=8
  ret void
}

; -----

; byval(i32) does not apply to a call's return value.
declare ptr @g()
define void @f() {
  %r = call byval(i32) ptr @g()
  ret void
}

; -----

; captures(none) does not apply to a call's return value.
declare ptr @g()
define void @f() {
  %r = call captures(none) ptr @g()
  ret void
}

; -----

; range(i32 0, 2) does not fit a pointer return value.
declare ptr @g()
define void @f() {
  %r = call range(i32 0, 2) ptr @g()
  ret void
}

; -----

; Valid: noalias nonnull dereferenceable(4) noundef align 8 on a call's pointer return value.
declare ptr @g()
define void @f() {
  %r = call noalias nonnull dereferenceable(4) noundef align 8 ptr @g()
  ret void
}

; -----

; nofpclass(nan) does not fit a pointer return value.
declare ptr @g()
define void @f() {
  %r = call nofpclass(nan) ptr @g()
  ret void
}

; -----

; Valid: inreg noext on a call's pointer return value.
declare ptr @g()
define void @f() {
  %r = call inreg noext ptr @g()
  ret void
}
