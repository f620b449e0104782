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
