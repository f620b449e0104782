; constfold_vector.ll: extractelement, insertelement and shufflevector of constants
; as llvm-as-22 folds them.

; extractelement of a constant vector is the element.
@x = global i32 extractelement (<2 x i32> <i32 1, i32 2>, i32 1)

; -----

; extractelement with an out-of-range index is poison.
@x = global i32 extractelement (<2 x i32> <i32 1, i32 2>, i32 2)

; -----

; extractelement with an undef index is poison.
@x = global i32 extractelement (<2 x i32> <i32 1, i32 2>, i32 undef)

; -----

; extractelement of undef is undef.
@x = global i32 extractelement (<2 x i32> undef, i32 0)

; -----

; extractelement of poison is poison.
@x = global i32 extractelement (<2 x i32> poison, i64 0)

; -----

; extractelement of zeroinitializer is zero.
@x = global i32 extractelement (<2 x i32> zeroinitializer, i32 1)

; -----

; extractelement of a pointer vector is the pointer.
@g = global i32 0
@h = global i32 0
@x = global ptr extractelement (<2 x ptr> <ptr @g, ptr @h>, i64 0)

; -----

; extractelement of a vector GEP is the GEP of the element.
@g = global i32 0
@x = global ptr extractelement (<2 x ptr> getelementptr (i8, ptr @g, <2 x i64> <i64 1, i64 2>), i32 1)

; -----

; extractelement of a GEP of a vector base extracts the base too.
@g = global i32 0
@h = global i32 0
@x = global ptr extractelement (<2 x ptr> getelementptr (i8, <2 x ptr> <ptr @g, ptr @h>, i64 1), i32 1)

; -----

; extractelement of a bitcast is kept.
@g = global i32 0
@x = global i32 extractelement (<2 x i32> bitcast (i64 ptrtoint (ptr @g to i64) to <2 x i32>), i64 1)

; -----

; extractelement with a constant-expression index is kept.
@g = global i32 0
@x = global i32 extractelement (<2 x i32> <i32 1, i32 2>, i32 ptrtoint (ptr @g to i32))

; -----

; extractelement of an unfoldable insertelement at another index is kept.
@g = global i32 0
@h = global i32 0
@x = global i32 extractelement (<2 x i32> insertelement (<2 x i32> bitcast (i64 ptrtoint (ptr @g to i64) to <2 x i32>), i32 7, i32 ptrtoint (ptr @h to i32)), i32 0)

; -----

; insertelement into a constant vector folds.
@x = global <2 x i32> insertelement (<2 x i32> <i32 1, i32 2>, i32 9, i32 0)

; -----

; insertelement out of range is poison.
@x = global <2 x i32> insertelement (<2 x i32> <i32 1, i32 2>, i32 9, i32 5)

; -----

; insertelement at an undef index is poison.
@x = global <2 x i32> insertelement (<2 x i32> <i32 1, i32 2>, i32 9, i32 undef)

; -----

; Inserting zero into zeroinitializer is zeroinitializer, even at an unknown index.
@g = global i32 0
@x = global <2 x i32> insertelement (<2 x i32> zeroinitializer, i32 0, i32 ptrtoint (ptr @g to i32))

; -----

; Inserting a non-zero at an unknown index is kept.
@g = global i32 0
@x = global <2 x i32> insertelement (<2 x i32> zeroinitializer, i32 1, i32 ptrtoint (ptr @g to i32))

; -----

; Inserting into a bitcast reads the other element with extractelement.
@g = global i32 0
@x = global <2 x i32> insertelement (<2 x i32> bitcast (i64 ptrtoint (ptr @g to i64) to <2 x i32>), i32 9, i64 1)

; -----

; Inserting into poison leaves poison elsewhere.
@x = global <2 x i32> insertelement (<2 x i32> poison, i32 9, i64 1)

; -----

; Inserting undef into undef is undef.
@x = global <2 x i32> insertelement (<2 x i32> undef, i32 undef, i64 1)

; -----

; insertelement into a scalable vector is kept.
define <vscale x 2 x i32> @f() {
  ret <vscale x 2 x i32> insertelement (<vscale x 2 x i32> zeroinitializer, i32 1, i64 0)
}

; -----

; shufflevector of constant vectors folds; poison mask elements give undef.
@x = global <4 x i32> shufflevector (<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>, <4 x i32> <i32 3, i32 2, i32 poison, i32 0>)

; -----

; shufflevector with a zero mask is a splat of element 0.
@x = global <2 x i32> shufflevector (<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>, <2 x i32> zeroinitializer)

; -----

; shufflevector with a zero mask and a zero element 0 is zeroinitializer.
@x = global <3 x i32> shufflevector (<2 x i32> <i32 0, i32 2>, <2 x i32> <i32 3, i32 4>, <3 x i32> zeroinitializer)

; -----

; shufflevector with a poison mask is poison.
@x = global <2 x i32> shufflevector (<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>, <2 x i32> poison)

; -----

; shufflevector with an all-undef mask is poison.
@x = global <2 x i32> shufflevector (<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>, <2 x i32> <i32 undef, i32 undef>)

; -----

; shufflevector of pointers folds to a list.
@g = global i32 0
@h = global i32 0
@x = global <2 x ptr> shufflevector (<2 x ptr> <ptr @g, ptr @h>, <2 x ptr> poison, <2 x i32> <i32 1, i32 1>)

; -----

; shufflevector of a bitcast reads elements with extractelement.
@g = global i32 0
@x = global <2 x i32> shufflevector (<2 x i32> bitcast (i64 ptrtoint (ptr @g to i64) to <2 x i32>), <2 x i32> poison, <2 x i32> <i32 1, i32 0>)

; -----

; A scalable zero-mask shufflevector is the splat of element 0: here poison, as element 1 was inserted.
define <vscale x 2 x i32> @f() {
  ret <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 1, i64 1), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
}

; -----

; A scalable splat idiom of a literal becomes splat.
define <vscale x 2 x i32> @f() {
  ret <vscale x 2 x i32> shufflevector (<vscale x 2 x i32> insertelement (<vscale x 2 x i32> poison, i32 5, i64 0), <vscale x 2 x i32> poison, <vscale x 2 x i32> zeroinitializer)
}

; -----

; extractelement with a huge index is poison.
@x = global i32 extractelement (<2 x i32> <i32 1, i32 2>, i128 340282366920938463463374607431768211455)

; -----

; insertelement with a huge index is poison.
@x = global <2 x i32> insertelement (<2 x i32> <i32 1, i32 2>, i32 3, i128 340282366920938463463374607431768211455)

; -----

; extractelement of a scalable splat below its minimum length is the element.
define i64 @f() {
  ret i64 extractelement (<vscale x 2 x i64> splat (i64 7), i64 1)
}

; -----

; extractelement of a scalable splat beyond its minimum length is kept.
define i64 @f() {
  ret i64 extractelement (<vscale x 2 x i64> splat (i64 7), i64 3)
}
