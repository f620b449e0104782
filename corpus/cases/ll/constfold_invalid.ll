; constfold_invalid.ll: constant expressions llvm-as-22 rejects, whether or not they
; would fold: the operators LLVM 22 removed, and type errors inside the ones it keeps.

; mul is no longer a constant expression in LLVM 22.
@g = global i32 0
@x = global i64 mul (i64 ptrtoint (ptr @g to i64), i64 2)

; -----

; shl is no longer a constant expression in LLVM 22.
@g = global i32 0
@x = global i64 shl (i64 ptrtoint (ptr @g to i64), i64 2)

; -----

; and is no longer a constant expression in LLVM 22.
@g = global i32 0
@x = global i64 and (i64 ptrtoint (ptr @g to i64), i64 2)

; -----

; or is no longer a constant expression in LLVM 22.
@g = global i32 0
@x = global i64 or (i64 ptrtoint (ptr @g to i64), i64 2)

; -----

; lshr is no longer a constant expression in LLVM 22.
@g = global i32 0
@x = global i64 lshr (i64 ptrtoint (ptr @g to i64), i64 2)

; -----

; ashr is no longer a constant expression in LLVM 22.
@g = global i32 0
@x = global i64 ashr (i64 ptrtoint (ptr @g to i64), i64 2)

; -----

; udiv is no longer a constant expression in LLVM 22.
@g = global i32 0
@x = global i64 udiv (i64 ptrtoint (ptr @g to i64), i64 2)

; -----

; sdiv is no longer a constant expression in LLVM 22.
@g = global i32 0
@x = global i64 sdiv (i64 ptrtoint (ptr @g to i64), i64 2)

; -----

; urem is no longer a constant expression in LLVM 22.
@g = global i32 0
@x = global i64 urem (i64 ptrtoint (ptr @g to i64), i64 2)

; -----

; srem is no longer a constant expression in LLVM 22.
@g = global i32 0
@x = global i64 srem (i64 ptrtoint (ptr @g to i64), i64 2)

; -----

; fadd is no longer a constant expression.
@x = global double fadd (double 1.0, double 2.0)

; -----

; fsub is no longer a constant expression.
@x = global double fsub (double 1.0, double 2.0)

; -----

; fmul is no longer a constant expression.
@x = global double fmul (double 1.0, double 2.0)

; -----

; fdiv is no longer a constant expression.
@x = global double fdiv (double 1.0, double 2.0)

; -----

; frem is no longer a constant expression.
@x = global double frem (double 1.0, double 2.0)

; -----

; fneg is no longer a constant expression.
@x = global double fneg (double 1.0)

; -----

; icmp is no longer a constant expression.
@g = global i32 0
@x = global i1 icmp eq (ptr @g, ptr null)

; -----

; fcmp is no longer a constant expression.
@x = global i1 fcmp oeq (double 1.0, double 2.0)

; -----

; select is no longer a constant expression.
@x = global i32 select (i1 true, i32 1, i32 2)

; -----

; extractvalue is no longer a constant expression.
@x = global i32 extractvalue ({i32} {i32 1}, 0)

; -----

; insertvalue is no longer a constant expression.
@x = global {i32} insertvalue ({i32} {i32 1}, i32 2, 0)

; -----

; zext is no longer a constant expression, even when it would fold.
@x = global i64 zext (i32 1 to i64)

; -----

; sext is no longer a constant expression, even when it would fold.
@x = global i64 sext (i32 1 to i64)

; -----

; fptrunc is no longer a constant expression, even when it would fold.
@x = global float fptrunc (double 1.0 to float)

; -----

; fpext is no longer a constant expression, even when it would fold.
@x = global double fpext (float 1.0 to double)

; -----

; fptoui is no longer a constant expression, even when it would fold.
@x = global i32 fptoui (double 1.0 to i32)

; -----

; fptosi is no longer a constant expression, even when it would fold.
@x = global i32 fptosi (double 1.0 to i32)

; -----

; uitofp is no longer a constant expression, even when it would fold.
@x = global double uitofp (i32 1 to double)

; -----

; sitofp is no longer a constant expression, even when it would fold.
@x = global double sitofp (i32 1 to double)

; -----

; add needs operands of the same type.
@x = global i64 add (i64 1, i32 2)

; -----

; add needs integer operands.
@x = global double add (double 1.0, double 2.0)

; -----

; xor of pointers is not a constant expression.
@g = global i32 0
@x = global ptr xor (ptr @g, ptr null)

; -----

; sub does not take nsw after the parenthesis; flags come first.
@x = global i32 sub (i32 1, i32 2) nsw

; -----

; xor takes no wrap flags.
@x = global i32 xor nuw (i32 1, i32 2)

; -----

; The folded value must still have the declared type.
@x = global i32 add (i64 1, i64 2)

; -----

; trunc must narrow.
@x = global i64 trunc (i32 1 to i64)

; -----

; trunc to the same width is invalid even though it would fold.
@x = global i32 trunc (i32 1 to i32)

; -----

; bitcast between sizes is invalid.
@x = global i64 bitcast (i32 1 to i64)

; -----

; bitcast between pointer and integer is invalid.
@x = global i64 bitcast (ptr null to i64)

; -----

; inttoptr from a float is invalid.
@x = global ptr inttoptr (double 1.0 to ptr)

; -----

; ptrtoint to a pointer is invalid.
@x = global ptr ptrtoint (ptr null to ptr)

; -----

; addrspacecast to the same address space is invalid, although null would fold.
@x = global ptr addrspacecast (ptr null to ptr)

; -----

; A vector cast must keep the element count.
@x = global <4 x i8> trunc (<2 x i32> <i32 1, i32 2> to <4 x i8>)

; -----

; getelementptr indices must be integers.
@g = global i32 0
@x = global ptr getelementptr (i8, ptr @g, double 1.0)

; -----

; A struct index of a constant getelementptr must be in range.
@g = global {i32} zeroinitializer
@x = global ptr getelementptr ({i32}, ptr @g, i64 0, i32 1)

; -----

; A vector struct index must be a splat.
@g = global {i32, i32} zeroinitializer
@x = global <2 x ptr> getelementptr ({i32, i32}, ptr @g, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 1>)

; -----

; Vector indices of a getelementptr must agree in length.
@g = global i32 0
@x = global <2 x ptr> getelementptr (i8, <2 x ptr> <ptr @g, ptr @g>, <4 x i64> zeroinitializer)

; -----

; extractelement needs a vector.
@x = global i32 extractelement (i32 1, i32 0)

; -----

; extractelement needs an integer index.
@x = global i32 extractelement (<2 x i32> <i32 1, i32 2>, double 1.0)

; -----

; insertelement needs an element of the vector's element type.
@x = global <2 x i32> insertelement (<2 x i32> <i32 1, i32 2>, i64 3, i32 0)

; -----

; shufflevector mask indices must be below twice the input length.
@x = global <2 x i32> shufflevector (<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>, <2 x i32> <i32 0, i32 4>)

; -----

; shufflevector inputs must have the same type.
@x = global <2 x i32> shufflevector (<2 x i32> <i32 1, i32 2>, <4 x i32> zeroinitializer, <2 x i32> zeroinitializer)

; -----

; A splat of the wrong element type is rejected before any folding.
@x = global <2 x i32> splat (i64 0)

; -----

; ptrtoaddr must produce the address width of the datalayout.
@g = global i32 0
@x = global i32 ptrtoaddr (ptr @g to i32)

; -----

; ptrtoaddr of null folds to 0, so a wrong width is not diagnosed.
@x = global i32 ptrtoaddr (ptr null to i32)

; -----

; An instruction GEP's vector struct index must be a splat too.
%S = type { i32, i32 }
define <2 x ptr> @f(ptr %p) {
  %g = getelementptr %S, ptr %p, <2 x i64> zeroinitializer, <2 x i32> <i32 0, i32 1>
  ret <2 x ptr> %g
}
