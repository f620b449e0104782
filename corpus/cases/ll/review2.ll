; review2.ll: constant folds found wrong in review of ll-fold (issue 9).

; insertelement with an in-range index wider than 64 bits replaces the element
; (it is not out of range).
@x = global <2 x i32> insertelement (<2 x i32> <i32 1, i32 2>, i32 7, i128 1)

; -----

; insertelement with an index of 2^64 + 1 is out of range: poison.
@x = global <2 x i32> insertelement (<2 x i32> <i32 1, i32 2>, i32 7, i128 18446744073709551617)

; -----

; extractelement of a scalable zeroinitializer past its minimum length is kept.
define i32 @f() {
  ret i32 extractelement (<vscale x 2 x i32> zeroinitializer, i64 7)
}

; -----

; extractelement of a scalable zeroinitializer within its minimum length is 0.
define i32 @f() {
  ret i32 extractelement (<vscale x 2 x i32> zeroinitializer, i64 1)
}

; -----

; a scalable zero-mask shufflevector of a splat constant is kept.
define <vscale x 2 x i32> @f() {
  ret <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> splat (i32 3), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
}

; -----

; a scalable zero-mask shufflevector of an insertelement into a non-undef
; vector is kept, though its element 0 is known.
define <vscale x 2 x i32> @f() {
  ret <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> splat (i32 7), i32 5, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
}

; -----

; a scalable zero-mask shufflevector whose second operand is not undef or
; poison is kept.
define <vscale x 2 x i32> @f() {
  ret <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 5, i64 0), <vscale x 2 x i32> splat (i32 1), <vscale x 2 x i32> zeroinitializer)
}

; -----

; the splat form with undef as the vector inserted into folds to the splat.
define <vscale x 2 x i32> @f() {
  ret <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> undef, i32 5, i32 0), <vscale x 2 x i32> undef, <vscale x 2 x i32> zeroinitializer)
}

; -----

; the splat form of a non-integer element over undef stays the expression,
; undef included.
@g = global i32 0
define <vscale x 2 x i64> @f() {
  ret <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> undef, i64 ptrtoint (ptr @g to i64), i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)
}

; -----

; a scalable zero-mask shufflevector whose element 0 is undef is undef.
define <vscale x 2 x i32> @f() {
  ret <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> undef, <vscale x 2 x i32> splat (i32 1), <vscale x 2 x i32> zeroinitializer)
}

; -----

; a struct index of a constant getelementptr must be i32: i64 is rejected.
@a = global ptr getelementptr ({i32, i32}, ptr @a, i64 0, i64 1)

; -----

; a splat struct index of a vector getelementptr must be of i32 too.
@a = global <2 x ptr> getelementptr ({i32, i32}, ptr @a, <2 x i64> zeroinitializer, <2 x i64> splat (i64 1))

; -----

; an instruction's vector struct index must be a constant.
define <2 x ptr> @f(ptr %p, <2 x i32> %i) {
  %r = getelementptr {i32, i32}, ptr %p, <2 x i64> zeroinitializer, <2 x i32> %i
  ret <2 x ptr> %r
}

; -----

; an instruction's constant splat i32 struct index selects the field.
define <2 x ptr> @f(ptr %p) {
  %r = getelementptr {i32, i32}, ptr %p, <2 x i64> zeroinitializer, <2 x i32> <i32 1, i32 1>
  ret <2 x ptr> %r
}

; -----

; an empty string c"" is zeroinitializer (an empty array [] is poison).
@a = global [0 x i8] c""

; -----

; an empty string field of a struct is zeroinitializer too.
@a = global {[0 x i8], i32} {[0 x i8] c"", i32 1}

; -----

; a pointer bitcast to a vector of one pointer is valid, and kept.
define <1 x ptr> @f() {
  ret <1 x ptr> bitcast (ptr @f to <1 x ptr>)
}

; -----

; a vector of one pointer bitcast to a pointer is valid, and kept.
define ptr @f() {
  ret ptr bitcast (<1 x ptr> <ptr @f> to ptr)
}

; -----

; the bitcast of null to a vector of one pointer folds to zeroinitializer.
define <1 x ptr> @f() {
  ret <1 x ptr> bitcast (ptr null to <1 x ptr>)
}

; -----

; the instruction form of a pointer to one-pointer-vector bitcast is valid.
define <1 x ptr> @f(ptr %p) {
  %r = bitcast ptr %p to <1 x ptr>
  ret <1 x ptr> %r
}

; -----

; a pointer does not bitcast to a vector of two pointers.
define <2 x ptr> @f() {
  ret <2 x ptr> bitcast (ptr @f to <2 x ptr>)
}

; -----

; nor to a scalable vector of one pointer.
define <vscale x 1 x ptr> @f() {
  ret <vscale x 1 x ptr> bitcast (ptr @f to <vscale x 1 x ptr>)
}

; -----

; nor to a vector of one pointer in another address space.
define <1 x ptr addrspace(1)> @f() {
  ret <1 x ptr addrspace(1)> bitcast (ptr @f to <1 x ptr addrspace(1)>)
}

; -----

; a scalable vector does not bitcast to a scalar of its minimum size.
define i64 @f() {
  ret i64 bitcast (<vscale x 2 x i32> zeroinitializer to i64)
}

; -----

; a scalable vector bitcasts to a scalable vector of the same minimum size.
define <vscale x 1 x i64> @f(<vscale x 2 x i32> %v) {
  %r = bitcast <vscale x 2 x i32> %v to <vscale x 1 x i64>
  ret <vscale x 1 x i64> %r
}
