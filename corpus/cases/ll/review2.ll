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

