; constfold_cast.ll: casts of constants as llvm-as-22 folds them when they are created.

; trunc of an integer folds.
@x = global i8 trunc (i64 300 to i8)

; -----

; trunc of a wide integer folds.
@x = global i8 trunc (i128 340282366920938463463374607431768211455 to i8)

; -----

; trunc of poison is poison.
@x = global i32 trunc (i64 poison to i32)

; -----

; trunc of undef is undef.
@x = global i32 trunc (i64 undef to i32)

; -----

; inttoptr of 0 is null.
@x = global ptr inttoptr (i64 0 to ptr)

; -----

; ptrtoint of null is 0.
@x = global i32 ptrtoint (ptr null to i32)

; -----

; ptrtoaddr of null is 0.
@x = global i64 ptrtoaddr (ptr null to i64)

; -----

; inttoptr of undef is undef.
@x = global ptr inttoptr (i64 undef to ptr)

; -----

; addrspacecast of null is kept: null may differ between address spaces.
@x = global ptr addrspace(1) addrspacecast (ptr null to ptr addrspace(1))

; -----

; addrspacecast of poison is poison.
@x = global ptr addrspace(1) addrspacecast (ptr poison to ptr addrspace(1))

; -----

; A bitcast of a pointer to its own type is the pointer.
@g = global i32 0
@x = global ptr bitcast (ptr @g to ptr)

; -----

; ptrtoint of a global is kept.
@g = global i32 0
@x = global i64 ptrtoint (ptr @g to i64)

; -----

; trunc of ptrtoint is a narrower ptrtoint.
@g = global i32 0
@x = global i8 trunc (i64 ptrtoint (ptr @g to i64) to i8)

; -----

; trunc of trunc of ptrtoint folds all the way.
@g = global i32 0
@x = global i8 trunc (i32 trunc (i64 ptrtoint (ptr @g to i64) to i32) to i8)

; -----

; trunc of ptrtoaddr is kept.
@g = global i32 0
@x = global i32 trunc (i64 ptrtoaddr (ptr @g to i64) to i32)

; -----

; inttoptr of ptrtoint is kept (no DataLayout in the folder).
target datalayout = "p:64:64"
@g = global i32 0
@x = global ptr inttoptr (i64 ptrtoint (ptr @g to i64) to ptr)

; -----

; ptrtoint of inttoptr is kept.
@x = global i64 ptrtoint (ptr inttoptr (i64 5 to ptr) to i64)

; -----

; A no-op bitcast of ptrtoint is the ptrtoint.
@g = global i32 0
@x = global i64 bitcast (i64 ptrtoint (ptr @g to i64) to i64)

; -----

; bitcast of ptrtoint to double is kept.
@g = global i32 0
@x = global double bitcast (i64 ptrtoint (ptr @g to i64) to double)

; -----

; bitcast of bitcast is one bitcast.
@g = global i32 0
@x = global <2 x float> bitcast (double bitcast (i64 ptrtoint (ptr @g to i64) to double) to <2 x float>)

; -----

; bitcast of bitcast back to the source type is the source.
@g = global i32 0
@x = global i64 bitcast (<2 x i32> bitcast (i64 ptrtoint (ptr @g to i64) to <2 x i32>) to i64)

; -----

; addrspacecast of addrspacecast back is the pointer.
@g = global i32 0
@x = global ptr addrspacecast (ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1)) to ptr)

; -----

; addrspacecast of addrspacecast elsewhere is one addrspacecast.
@g = global i32 0
@x = global ptr addrspace(2) addrspacecast (ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1)) to ptr addrspace(2))

; -----

; ptrtoint of addrspacecast is kept.
@g = global i32 0
@x = global i64 ptrtoint (ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1)) to i64)

; -----

; bitcast of an integer to float folds to the float.
@x = global float bitcast (i32 1065353216 to float)

; -----

; bitcast of a double to an integer folds.
@x = global i64 bitcast (double 1.0 to i64)

; -----

; bitcast of i16 to half folds.
@x = global half bitcast (i16 15360 to half)

; -----

; bitcast of i16 to bfloat folds.
@x = global bfloat bitcast (i16 16256 to bfloat)

; -----

; bitcast of i128 to fp128 folds.
@x = global fp128 bitcast (i128 1 to fp128)

; -----

; bitcast of fp128 to i128 folds.
@x = global i128 bitcast (fp128 0xL00000000000000003FFF000000000000 to i128)

; -----

; bitcast of i80 to x86_fp80 folds; an unnormal pattern becomes a NaN.
@x = global x86_fp80 bitcast (i80 12345678901234567890123 to x86_fp80)

; -----

; bitcast to ppc_fp128 is kept.
@x = global ppc_fp128 bitcast (i128 1 to ppc_fp128)

; -----

; bitcast from ppc_fp128 is kept.
@x = global i128 bitcast (ppc_fp128 0xM3FF00000000000000000000000000000 to i128)

; -----

; bitcast of all ones to another shape folds to all ones.
@x = global i64 bitcast (<2 x i32> <i32 -1, i32 -1> to i64)

; -----

; bitcast of all ones to double is the all-ones NaN.
@x = global double bitcast (i64 -1 to double)

; -----

; bitcast of a vector to a scalar of other bits is kept.
@x = global i64 bitcast (<2 x i32> <i32 1, i32 2> to i64)

; -----

; bitcast of a scalar to a vector goes through a one-element vector.
@x = global <2 x i32> bitcast (i64 5 to <2 x i32>)

; -----

; bitcast of a scalar to a one-element vector is a splat.
@x = global <1 x i64> bitcast (i64 5 to <1 x i64>)

; -----

; bitcast between vectors of equal length folds element by element.
@x = global <2 x float> bitcast (<2 x i32> <i32 1065353216, i32 0> to <2 x float>)

; -----

; bitcast between vectors of different length is kept.
@x = global <4 x i16> bitcast (<2 x float> <float 1.0, float 2.0> to <4 x i16>)

; -----

; A vector trunc folds element by element.
@x = global <2 x i32> trunc (<2 x i64> <i64 4294967297, i64 2> to <2 x i32>)

; -----

; A vector trunc of constant expressions gives a vector of scalar casts.
@g = global i32 0
@h = global i32 0
@x = global <2 x i32> trunc (<2 x i64> <i64 ptrtoint (ptr @g to i64), i64 ptrtoint (ptr @h to i64)> to <2 x i32>)

; -----

; A vector ptrtoint of a vector GEP casts each element's GEP.
@g = global i32 0
@x = global <2 x i64> ptrtoint (<2 x ptr> getelementptr (i8, ptr @g, <2 x i64> <i64 1, i64 2>) to <2 x i64>)

; -----

; A no-op bitcast of a vector GEP is the GEP.
@g = global i32 0
@x = global <2 x ptr> bitcast (<2 x ptr> getelementptr (i8, ptr @g, <2 x i64> <i64 1, i64 2>) to <2 x ptr>)

; -----

; A vector inttoptr of a splat casts the element once and repeats it (a list, as the element is an expression).
@g = global i32 0
@x = global <2 x ptr> inttoptr (<2 x i64> splat (i64 ptrtoint (ptr @g to i64)) to <2 x ptr>)

; -----

; A vector trunc of a bitcast reads the elements with extractelement.
@g = global i32 0
@x = global <2 x i16> trunc (<2 x i32> bitcast (i64 ptrtoint (ptr @g to i64) to <2 x i32>) to <2 x i16>)

; -----

; ptrtoaddr of a vector folds element by element; its null element is 0.
target datalayout = "p:64:64"
@g = global i32 0
@x = global <2 x i64> ptrtoaddr (<2 x ptr> <ptr @g, ptr null> to <2 x i64>)

; -----

; ptrtoaddr of null in another address space is 0.
target datalayout = "p1:32:32"
@x = global i32 ptrtoaddr (ptr addrspace(1) null to i32)

; -----

; A scalable trunc of a splat is a splat.
define <vscale x 2 x i8> @f() {
  ret <vscale x 2 x i8> trunc (<vscale x 2 x i64> splat (i64 300) to <vscale x 2 x i8>)
}

; -----

; A scalable ptrtoint of a pointer splat is the splat idiom of the ptrtoint.
@g = global i32 0
define <vscale x 2 x i64> @f() {
  ret <vscale x 2 x i64> ptrtoint (<vscale x 2 x ptr> splat (ptr @g) to <vscale x 2 x i64>)
}
