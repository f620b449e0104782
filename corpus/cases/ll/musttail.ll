; musttail.ll: musttail calls in varargs functions: a musttail call in a varargs
; function must end its arguments with "...", which only such a call may use;
; plus the verifier's musttail rules met on the way.

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
