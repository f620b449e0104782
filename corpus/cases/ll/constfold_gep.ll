; constfold_gep.ll: constant getelementptr expressions as llvm-as-22 builds them.

; A GEP without indices is its pointer.
@g = global i32 0
@x = global ptr getelementptr (i32, ptr @g)

; -----

; A GEP with one zero index is its pointer.
@g = global i32 0
@x = global ptr getelementptr (i32, ptr @g, i64 0)

; -----

; A GEP with all-zero indices is its pointer.
@b = global [4 x i32] zeroinitializer
@x = global ptr getelementptr ([4 x i32], ptr @b, i64 0, i64 0)

; -----

; A GEP with a non-zero index is kept, and inbounds is not inferred.
@b = global [4 x i32] zeroinitializer
@x = global ptr getelementptr ([4 x i32], ptr @b, i64 0, i64 1)

; -----

; An inbounds GEP with an undef index is its pointer.
@g = global i32 0
@x = global ptr getelementptr inbounds (i8, ptr @g, i64 undef)

; -----

; A GEP with a zero struct index is its pointer.
%S = type { i32, [4 x i32] }
@s = global %S zeroinitializer
@x = global ptr getelementptr (%S, ptr @s, i64 0, i32 0)

; -----

; A GEP with a non-zero struct index is kept.
%S = type { i32, [4 x i32] }
@s = global %S zeroinitializer
@x = global ptr getelementptr (%S, ptr @s, i64 0, i32 1, i64 0)

; -----

; A GEP of null with zero offset is null.
@x = global ptr getelementptr nuw (i8, ptr null, i64 0)

; -----

; A GEP of null with an offset is kept.
@x = global ptr getelementptr (i8, ptr null, i64 4)

; -----

; A GEP of poison is poison.
@x = global ptr getelementptr (i8, ptr poison, i64 1)

; -----

; A GEP of undef is undef.
@x = global ptr getelementptr (i8, ptr undef, i64 1)

; -----

; A GEP with inrange keeps its zero indices.
@g = global i32 0
@x = global ptr getelementptr inrange(0, 4) (i8, ptr @g, i64 0)

; -----

; A GEP with a zero index on top of another GEP is the inner GEP.
@g = global i32 0
@x = global ptr getelementptr (i8, ptr getelementptr (i8, ptr @g, i64 1), i64 0)

; -----

; A GEP with a constant-expression index is kept.
@g = global i32 0
@h = global i32 0
@x = global ptr getelementptr (i8, ptr @g, i64 ptrtoint (ptr @h to i64))

; -----

; A GEP with a vector of zero indices is a vector of the pointer.
@g = global i32 0
@x = global <2 x ptr> getelementptr (i8, ptr @g, <2 x i64> zeroinitializer)

; -----

; A vector GEP with a scalar index gets a splat index.
@g = global i32 0
@h = global i32 0
@x = global <2 x ptr> getelementptr (i8, <2 x ptr> <ptr @g, ptr @h>, i64 1)

; -----

; A vector index keeps a scalar base pointer.
@g = global i32 0
@x = global <2 x ptr> getelementptr (i8, ptr @g, <2 x i64> <i64 1, i64 2>)

; -----

; In a vector GEP, scalar array indices are splatted and struct indices stay scalar.
@g = global i32 0
@h = global i32 0
%S = type { i32, [4 x i32] }
@x = global <2 x ptr> getelementptr (%S, <2 x ptr> <ptr @g, ptr @h>, i64 1, i32 1, i64 2)

; -----

; A splat vector struct index becomes its scalar.
@g = global i32 0
@h = global i32 0
%S = type { i32, [4 x i32] }
@x = global <2 x ptr> getelementptr (%S, <2 x ptr> <ptr @g, ptr @h>, <2 x i64> <i64 0, i64 1>, <2 x i32> <i32 1, i32 1>, i64 2)

; -----

; A vector of zero and undef indices is not a no-op.
@g = global i32 0
@h = global i32 0
@x = global <2 x ptr> getelementptr (i8, <2 x ptr> <ptr @g, ptr @h>, <2 x i64> <i64 0, i64 undef>)

; -----

; A GEP on a forward-referenced global folds the same.
@x = global ptr getelementptr ([2 x i32], ptr @late, i64 0, i64 0)
@late = global [2 x i32] zeroinitializer

; -----

; GEP flags are kept on a GEP that stays.
@g = global i32 0
@x = global ptr getelementptr inbounds nuw (i8, ptr @g, i64 3)

; -----

; A GEP of a GEP is not merged.
@g = global i32 0
@x = global ptr getelementptr (i8, ptr getelementptr (i8, ptr @g, i64 1), i64 2)

; -----

; A vector GEP with inrange keeps its zero index, splatted.
@g = global i32 0
@x = global <2 x ptr> getelementptr inrange(0, 8) (i8, <2 x ptr> <ptr @g, ptr @g>, i64 0)

; -----

; A scalable vector GEP splats its scalar index.
define <vscale x 2 x ptr> @f() {
  ret <vscale x 2 x ptr> getelementptr (i8, <vscale x 2 x ptr> zeroinitializer, i64 1)
}

; -----

; An instruction GEP keeps a splat vector struct index as a vector (only constant GEPs make it scalar).
%S = type { i32, i32 }
define <2 x ptr> @f(ptr %p) {
  %g = getelementptr %S, ptr %p, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 1>
  ret <2 x ptr> %g
}
