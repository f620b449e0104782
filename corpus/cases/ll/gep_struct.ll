; gep_struct.ll: struct indices of getelementptr (instruction and constant
; expression): an i32 constant in range, or a fixed vector splat of one.

; gep struct index non-constant
%S = type { i32, i64 }
define ptr @f(ptr %p, i32 %i) {
  %g = getelementptr %S, ptr %p, i32 0, i32 %i
  ret ptr %g
}

; -----

; gep struct index out of range
%S = type { i32, i64 }
define ptr @f(ptr %p) {
  %g = getelementptr %S, ptr %p, i32 0, i32 2
  ret ptr %g
}

; -----

; gep struct index vector splat
%S = type { i32, i64 }
define <2 x ptr> @f(<2 x ptr> %p) {
  %g = getelementptr %S, <2 x ptr> %p, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 1>
  ret <2 x ptr> %g
}

; -----

; gep struct index vector non-splat
%S = type { i32, i64 }
define <2 x ptr> @f(<2 x ptr> %p) {
  %g = getelementptr %S, <2 x ptr> %p, <2 x i32> zeroinitializer, <2 x i32> <i32 0, i32 1>
  ret <2 x ptr> %g
}

; -----

; gep constexpr struct out of range
%S = type { i32, i64 }
@g = global %S zeroinitializer
@p = global ptr getelementptr (%S, ptr @g, i32 0, i32 5)

; -----

; gep constexpr struct index i64
%S = type { i32, i64 }
@g = global %S zeroinitializer
@p = global ptr getelementptr (%S, ptr @g, i64 0, i64 1)

; -----

; gep struct index negative
%S = type { i32, i64 }
define ptr @f(ptr %p) {
  %g = getelementptr %S, ptr %p, i32 0, i32 -1
  ret ptr %g
}

; -----

; gep struct index i1 true
%S = type { i32, i64 }
define ptr @f(ptr %p) {
  %g = getelementptr %S, ptr %p, i32 0, i1 true
  ret ptr %g
}

; -----

; gep scalable vector indexing in struct
%S = type { i32, i64 }
define <vscale x 2 x ptr> @f(<vscale x 2 x ptr> %p) {
  %g = getelementptr %S, <vscale x 2 x ptr> %p, i64 0, i32 1
  ret <vscale x 2 x ptr> %g
}

; -----

; gep struct index vector with undef
%S = type { i32, i64 }
define <2 x ptr> @f(<2 x ptr> %p) {
  %g = getelementptr %S, <2 x ptr> %p, <2 x i32> zeroinitializer, <2 x i32> <i32 1, i32 undef>
  ret <2 x ptr> %g
}

; -----

; gep struct index splat() form
%S = type { i32, i64 }
define <2 x ptr> @f(<2 x ptr> %p) {
  %g = getelementptr %S, <2 x ptr> %p, <2 x i32> zeroinitializer, <2 x i32> splat (i32 1)
  ret <2 x ptr> %g
}

; -----

; gep struct through array, vector index
%S = type { [2 x i32], i64 }
define ptr @f(ptr %p, i32 %i) {
  %g = getelementptr %S, ptr %p, i32 0, i32 0, i32 %i
  ret ptr %g
}

; -----

; gep constexpr struct nonconstant-ish
%S = type { i32, i64 }
@g = global %S zeroinitializer
@p = global ptr getelementptr (%S, ptr @g, i32 0, i32 ptrtoint (ptr @g to i32))

; -----

; gep struct i128 index
%S = type { i32, i64 }
define ptr @f(ptr %p) {
  %g = getelementptr %S, ptr %p, i32 0, i128 1
  ret ptr %g
}

; -----

; gep struct index zeroinitializer
%S = type { i32, i64 }
define ptr @f(ptr %p) {
  %g = getelementptr %S, ptr %p, i32 0, i32 zeroinitializer
  ret ptr %g
}

; -----

; gep literal struct index through packed
define ptr @f(ptr %p) {
  %g = getelementptr <{ i8, i32 }>, ptr %p, i32 0, i32 1
  ret ptr %g
}

; -----

; gep opaque struct
%O = type opaque
define ptr @f(ptr %p) {
  %g = getelementptr %O, ptr %p, i32 0
  ret ptr %g
}

; -----

; An i64 struct index is invalid in an instruction too.
%S = type { i32, i64 }
define ptr @f(ptr %p) {
  %g = getelementptr %S, ptr %p, i64 0, i64 1
  ret ptr %g
}

; -----

; Valid: a splat struct index in a vector constant expression.
%S = type { i32, i64 }
@g = global %S zeroinitializer
@p = global <2 x ptr> getelementptr (%S, <2 x ptr> <ptr @g, ptr @g>, <2 x i64> zeroinitializer, <2 x i32> splat (i32 1))

; -----

; A scalable vector struct index is invalid.
%S = type { i32, i64 }
define <vscale x 2 x ptr> @f(<vscale x 2 x ptr> %p) {
  %g = getelementptr %S, <vscale x 2 x ptr> %p, i64 0, <vscale x 2 x i32> zeroinitializer
  ret <vscale x 2 x ptr> %g
}

; -----

; Valid: a nested struct, the second index selecting the inner struct.
%T = type { i8, { i16, i32 } }
define ptr @f(ptr %p) {
  %g = getelementptr inbounds %T, ptr %p, i64 1, i32 1, i32 1
  ret ptr %g
}

; -----

; Valid: in a vector constant expression, a scalar array index becomes a splat.
@g = global [4 x i32] zeroinitializer
@p = global <2 x ptr> getelementptr ([4 x i32], <2 x ptr> <ptr @g, ptr @g>, i64 1, i64 2)

; -----

; Vector index lengths must agree.
define <2 x ptr> @f(<2 x ptr> %p, <4 x i64> %i) {
  %g = getelementptr i32, <2 x ptr> %p, <4 x i64> %i
  ret <2 x ptr> %g
}

; -----

; Valid: a scalar base with a vector index gives a vector.
define <4 x ptr> @f(ptr %p, <4 x i64> %i) {
  %g = getelementptr i32, ptr %p, <4 x i64> %i
  ret <4 x ptr> %g
}

; -----

; Scalable and fixed vectors do not mix.
define <vscale x 2 x ptr> @f(<vscale x 2 x ptr> %p, <2 x i64> %i) {
  %g = getelementptr i32, <vscale x 2 x ptr> %p, <2 x i64> %i
  ret <vscale x 2 x ptr> %g
}

; -----

; Valid: scalable base and scalable index.
define <vscale x 2 x ptr> @f(<vscale x 2 x ptr> %p, <vscale x 2 x i64> %i) {
  %g = getelementptr i32, <vscale x 2 x ptr> %p, <vscale x 2 x i64> %i
  ret <vscale x 2 x ptr> %g
}

; -----

; A struct index through a vector-of-pointers GEP: a non-splat constant vector.
%S = type { i32, i64 }
define <2 x ptr> @f(<2 x ptr> %p) {
  %g = getelementptr %S, <2 x ptr> %p, i64 0, <2 x i32> <i32 0, i32 1>
  ret <2 x ptr> %g
}

; -----

; Index of float type.
define ptr @f(ptr %p) {
  %g = getelementptr i32, ptr %p, float 1.0
  ret ptr %g
}

; -----

; Valid: an i1 index into an array.
define ptr @f(ptr %p) {
  %g = getelementptr [2 x i32], ptr %p, i1 0, i1 1
  ret ptr %g
}

; -----

; Valid: indexing into a vector type.
define ptr @f(ptr %p, i64 %i) {
  %g = getelementptr <4 x i32>, ptr %p, i64 0, i64 %i
  ret ptr %g
}

; -----

; A non-constant index into a struct inside an array.
%S = type { i32, i64 }
define ptr @f(ptr %p, i32 %i) {
  %g = getelementptr [2 x %S], ptr %p, i64 0, i64 1, i32 %i
  ret ptr %g
}

; -----

; Indexing past a scalar.
define ptr @f(ptr %p) {
  %g = getelementptr i32, ptr %p, i64 0, i64 0
  ret ptr %g
}

; -----

; Valid: a constant GEP with a struct index through an array, splatted for a vector base.
%S = type { i32, [2 x i64] }
@g = global %S zeroinitializer
@p = global <2 x ptr> getelementptr (%S, <2 x ptr> <ptr @g, ptr @g>, i64 0, i32 1, i64 1)

; -----

; A GEP with inrange and a struct index.
%S = type { [4 x ptr], [4 x ptr] }
@vt = global %S zeroinitializer
@p = global ptr getelementptr inrange(-16, 16) (%S, ptr @vt, i32 0, i32 1, i32 2)

; -----

; A vector GEP result type mismatched with the declared type.
define <4 x ptr> @f(<2 x ptr> %p) {
  %g = getelementptr i32, <2 x ptr> %p, i64 1
  ret <4 x ptr> %g
}
