; musttail.ll: musttail calls in varargs functions: a musttail call in a varargs
; function must end its arguments with "...", which only such a call may use;
; plus the verifier's musttail rules met on the way, and the calling conventions
; that allow no varargs (nor perfect forwarding) with their other rules.

; Valid: musttail forwarding varargs with ... in a varargs function.
declare void @v(i32, ...)
define void @f(i32 %a, ...) {
  musttail call void (i32, ...) @v(i32 %a, ...)
  ret void
}

; -----

; Forwarding ... in a function that is not varargs.
declare void @v(i32, ...)
define void @f(i32 %a) {
  musttail call void (i32, ...) @v(i32 %a, ...)
  ret void
}

; -----

; A musttail call to a varargs callee from a varargs caller without "...".
declare void @v(i32, ...)
define void @f(i32 %a, ...) {
  musttail call void (i32, ...) @v(i32 %a)
  ret void
}

; -----

; "..." in a call that is not musttail.
declare void @v(i32, ...)
define void @f(i32 %a, ...) {
  call void (i32, ...) @v(i32 %a, ...)
  ret void
}

; -----

; A musttail call to a non-varargs callee from a varargs caller needs "..." too.
declare void @n(i32)
define void @f(i32 %a, ...) {
  musttail call void @n(i32 %a)
  ret void
}

; -----

; "..." followed by another argument.
declare void @v(i32, ...)
define void @f(i32 %a, ...) {
  musttail call void (i32, ...) @v(i32 %a, ..., i32 1)
  ret void
}

; -----

; A varargs musttail with a different parameter count.
declare void @v(i32, i32, ...)
define void @f(i32 %a, ...) {
  musttail call void (i32, i32, ...) @v(i32 %a, i32 %a, ...)
  ret void
}

; -----

; Valid: a musttail result returned as is.
declare i32 @v(ptr, ...)
define i32 @f(ptr %p, ...) {
  %r = musttail call i32 (ptr, ...) @v(ptr %p, ...)
  ret i32 %r
}

; -----

; musttail must precede ret.
declare i32 @v(ptr, ...)
define i32 @f(ptr %p, ...) {
  %r = musttail call i32 (ptr, ...) @v(ptr %p, ...)
  %s = add i32 %r, 1
  ret i32 %s
}

; -----

; A tailcc musttail call in a varargs function.
declare tailcc void @v(i32, ...)
define tailcc void @f(i32 %a, ...) {
  musttail call tailcc void (i32, ...) @v(i32 %a, ...)
  ret void
}

; -----

; musttail with an inline asm callee.
define void @f(i32 %a, ...) {
  musttail call void (i32, ...) asm "", "r"(i32 %a, ...)
  ret void
}

; -----

; A varargs musttail call must forward with "...", not pass its own arguments.
declare void @v(i32, ...)
define void @f(i32 %a, ...) {
  musttail call void (i32, ...) @v(i32 %a, i32 2)
  ret void
}

; -----

; Valid: musttail forwarding to a varargs callee with the same prototype through a pointer.
define void @f(ptr %fp, ...) {
  musttail call void (ptr, ...) %fp(ptr %fp, ...)
  ret void
}

; -----

; A musttail call whose callee has fewer parameters.
declare void @v(...)
define void @f(i32 %a, ...) {
  musttail call void (...) @v(...)
  ret void
}

; -----

; A musttail call in a varargs function to a non-varargs callee with the same parameters.
declare void @n(i32)
define void @f(i32 %a, ...) {
  musttail call void @n(i32 %a, ...)
  ret void
}

; -----

; Valid: musttail with a bitcast-free return of a pointer.
declare ptr @v(ptr, ...)
define ptr @f(ptr %p, ...) {
  %r = musttail call ptr (ptr, ...) @v(ptr %p, ...)
  ret ptr %r
}

; -----

; "..." on an invoke.
declare void @v(i32, ...)
define void @f(i32 %a, ...) personality ptr null {
  invoke void (i32, ...) @v(i32 %a, ...) to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}

; -----

; musttail with mismatched calling conventions.
declare fastcc void @v(i32, ...)
define void @f(i32 %a, ...) {
  musttail call fastcc void (i32, ...) @v(i32 %a, ...)
  ret void
}

; -----

; A musttail call returning a different type.
declare i32 @v(i32, ...)
define void @f(i32 %a, ...) {
  %r = musttail call i32 (i32, ...) @v(i32 %a, ...)
  ret void
}

; -----

; A fastcc function may not be varargs.
declare fastcc void @v(i32, ...)

; -----

; Valid: a ccc varargs function.
declare void @v(i32, ...)

; -----

; A coldcc definition may not be varargs.
define coldcc void @v(...) {
  ret void
}

; -----

; An amdgpu_kernel must return void.
define amdgpu_kernel i32 @k() {
  ret i32 0
}

; -----

; An amdgpu_kernel may not take sret.
define amdgpu_kernel void @k(ptr sret(i32) %p) {
  ret void
}

; -----

; An amdgpu_kernel may not take byval.
define amdgpu_kernel void @k(ptr byval(i32) %p) {
  ret void
}

; -----

; An amdgpu_ps function may not be varargs.
declare amdgpu_ps void @k(...)

; -----

; Valid: a spir_kernel may take byval.
define spir_kernel void @k(ptr byval(i32) %p) {
  ret void
}

; -----

; A spir_kernel must return void.
declare spir_kernel i32 @k()

; -----

; x86_intrcc needs byval on its first parameter.
declare x86_intrcc void @k(ptr)

; -----

; Valid: x86_intrcc with byval.
declare x86_intrcc void @k(ptr byval(i32))

; -----

; An amdgpu_kernel may not take byref in the alloca address space.
define amdgpu_kernel void @k(ptr byref(i32) %p) {
  ret void
}

; -----

; A ptx_kernel may not be varargs.
declare ptx_kernel void @k(...)
