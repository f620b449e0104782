; constfold_binop.ll: add, sub and xor constant expressions as llvm-as-22 folds them.

; add of 0 is the other operand.
@g = global i32 0
@x = global i64 add (i64 ptrtoint (ptr @g to i64), i64 0)

; -----

; 0 plus x is x.
@g = global i32 0
@x = global i64 add (i64 0, i64 ptrtoint (ptr @g to i64))

; -----

; x minus 0 is x.
@g = global i32 0
@x = global i64 sub (i64 ptrtoint (ptr @g to i64), i64 0)

; -----

; 0 minus x is kept.
@g = global i32 0
@x = global i64 sub (i64 0, i64 ptrtoint (ptr @g to i64))

; -----

; xor with 0 is the other operand.
@g = global i32 0
@x = global i64 xor (i64 ptrtoint (ptr @g to i64), i64 0)

; -----

; An identity drops the flags with the operation.
@g = global i32 0
@x = global i64 add nuw nsw (i64 ptrtoint (ptr @g to i64), i64 0)

; -----

; Integer add folds.
@x = global i32 add (i32 2, i32 3)

; -----

; Integer add wraps; nuw does not make the overflow poison.
@x = global i32 add nuw (i32 4294967295, i32 1)

; -----

; nsw overflow folds to the wrapped value too.
@x = global i32 add nsw (i32 2147483647, i32 1)

; -----

; Integer sub folds and wraps.
@x = global i64 sub nsw (i64 5, i64 7)

; -----

; Integer xor folds.
@x = global i8 xor (i8 12, i8 10)

; -----

; Wide integer add carries beyond 64 bits.
@x = global i128 add (i128 18446744073709551615, i128 1)

; -----

; Wide integer sub wraps to all ones.
@x = global i128 sub (i128 0, i128 1)

; -----

; A poison operand makes poison.
@g = global i32 0
@x = global i64 add (i64 poison, i64 ptrtoint (ptr @g to i64))

; -----

; poison plus 0 is poison (the identity gives the other operand).
@x = global i64 add (i64 poison, i64 0)

; -----

; An undef operand of add makes undef.
@g = global i32 0
@x = global i64 add (i64 undef, i64 ptrtoint (ptr @g to i64))

; -----

; undef xor undef is 0.
@x = global i64 xor (i64 undef, i64 undef)

; -----

; undef minus undef is undef.
@x = global i64 sub (i64 undef, i64 undef)

; -----

; A constant on the left of add moves to the right, losing the flags.
@g = global i32 0
@x = global i64 add nuw (i64 5, i64 ptrtoint (ptr @g to i64))

; -----

; A constant on the left of sub stays.
@g = global i32 0
@x = global i64 sub nuw (i64 5, i64 ptrtoint (ptr @g to i64))

; -----

; add of two non-constant operands keeps its flags.
@g = global i32 0
@h = global i32 0
@x = global i64 add nuw nsw (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @h to i64))

; -----

; Constants of nested adds combine.
@g = global i32 0
@x = global i64 add (i64 add (i64 ptrtoint (ptr @g to i64), i64 5), i64 7)

; -----

; Nested adds that cancel leave the inner operand.
@g = global i32 0
@x = global i64 add (i64 add (i64 ptrtoint (ptr @g to i64), i64 5), i64 -5)

; -----

; Nested xors that cancel leave the inner operand.
@g = global i32 0
@x = global i64 xor (i64 xor (i64 ptrtoint (ptr @g to i64), i64 5), i64 5)

; -----

; Nested subs do not reassociate.
@g = global i32 0
@x = global i64 sub (i64 sub (i64 ptrtoint (ptr @g to i64), i64 5), i64 7)

; -----

; A constant inner add on the right is moved and combined.
@g = global i32 0
@x = global i64 add (i64 1, i64 add (i64 ptrtoint (ptr @g to i64), i64 2))

; -----

; Nested adds of two globals do not combine.
@g = global i32 0
@h = global i32 0
@x = global i64 add (i64 add (i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @h to i64)), i64 1)

; -----

; An inner add on the right of a non-constant stays.
@g = global i32 0
@h = global i32 0
@x = global i64 add (i64 ptrtoint (ptr @g to i64), i64 add (i64 ptrtoint (ptr @h to i64), i64 2))

; -----

; i1 add is xor.
@g = global i32 0
@x = global i1 add (i1 ptrtoint (ptr @g to i1), i1 true)

; -----

; i1 sub is xor.
@g = global i32 0
@x = global i1 sub (i1 ptrtoint (ptr @g to i1), i1 true)

; -----

; i1 true plus true is false.
@x = global i1 add (i1 true, i1 true)

; -----

; Vector add folds element by element.
@x = global <2 x i32> add (<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>)

; -----

; A vector add with constant expressions folds into a vector of scalar adds.
@g = global i32 0
@h = global i32 0
@x = global <2 x i64> add (<2 x i64> <i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @h to i64)>, <2 x i64> <i64 1, i64 2>)

; -----

; Vector undef elements fold per element: undef minus a constant is undef.
@x = global <2 x i32> sub (<2 x i32> <i32 1, i32 undef>, <2 x i32> <i32 1, i32 4>)

; -----

; Vector poison elements stay poison per element.
@x = global <2 x i32> xor (<2 x i32> <i32 undef, i32 2>, <2 x i32> <i32 undef, i32 poison>)

; -----

; A vector add of zeroinitializer is the other operand.
@x = global <2 x i32> add (<2 x i32> <i32 1, i32 2>, <2 x i32> zeroinitializer)

; -----

; A vector add of a bitcast reads its elements with extractelement.
@g = global i32 0
@x = global <2 x i32> add (<2 x i32> bitcast (i64 ptrtoint (ptr @g to i64) to <2 x i32>), <2 x i32> <i32 1, i32 2>)

; -----

; Scalable splats add once.
define <vscale x 2 x i64> @f() {
  ret <vscale x 2 x i64> add (<vscale x 2 x i64> splat (i64 3), <vscale x 2 x i64> splat (i64 4))
}

; -----

; A scalable add with undef is undef.
define <vscale x 2 x i64> @f() {
  ret <vscale x 2 x i64> add (<vscale x 2 x i64> splat (i64 3), <vscale x 2 x i64> undef)
}

; -----

; A vector xor of i1 folds.
@x = global <2 x i1> xor (<2 x i1> <i1 true, i1 false>, <2 x i1> <i1 true, i1 true>)

; -----

; A vector add of i1 with a constant expression becomes xor in that lane.
@g = global i32 0
@x = global <2 x i1> add (<2 x i1> <i1 ptrtoint (ptr @g to i1), i1 false>, <2 x i1> <i1 true, i1 true>)
