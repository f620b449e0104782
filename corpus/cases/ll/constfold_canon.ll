; constfold_canon.ll: canonical constant forms llvm-as-22 builds whatever the input
; spelling (zero, undef, poison, splat and string forms).

; A pointer zeroinitializer is null.
@x = global ptr zeroinitializer

; -----

; A pointer zeroinitializer in another address space is null too.
@x = global ptr addrspace(3) zeroinitializer

; -----

; An integer zeroinitializer is 0.
@x = global i32 zeroinitializer

; -----

; A wide integer zeroinitializer is 0.
@x = global i128 zeroinitializer

; -----

; A float zeroinitializer is +0.0.
@x = global float zeroinitializer

; -----

; A half zeroinitializer is 0xH0000.
@x = global half zeroinitializer

; -----

; An x86_fp80 zeroinitializer is a hex zero.
@x = global x86_fp80 zeroinitializer

; -----

; zeroinitializer stays for target extension types.
@x = global target("spirv.Event") zeroinitializer

; -----

; An all-zero vector is zeroinitializer.
@x = global <2 x i32> <i32 0, i32 0>

; -----

; An all-zero vector of pointers is zeroinitializer.
@x = global <2 x ptr> <ptr null, ptr zeroinitializer>

; -----

; A vector of -0.0 is not zero: it is a splat.
@x = global <2 x float> <float -0.0, float -0.0>

; -----

; Mixed +0.0 and -0.0 stays a list.
@x = global <2 x float> <float 0.0, float -0.0>

; -----

; An all-zero array is zeroinitializer.
@x = global [2 x i32] [i32 0, i32 0]

; -----

; An all-zero struct is zeroinitializer, whatever its field types.
@x = global { i32, ptr, float } { i32 0, ptr null, float 0.0 }

; -----

; An all-zero string is zeroinitializer.
@x = global [3 x i8] c"\00\00\00"

; -----

; A string with one non-zero byte stays a string.
@x = global [3 x i8] c"\00A\00"

; -----

; An array of i8 integers prints as a string.
@x = global [3 x i8] [i8 65, i8 66, i8 0]

; -----

; An array of i8 with a constant expression stays an array.
@g = global i32 0
@x = global [2 x i8] [i8 1, i8 ptrtoint (ptr @g to i8)]

; -----

; An all-undef vector is undef.
@x = global <2 x i32> <i32 undef, i32 undef>

; -----

; An all-poison vector is poison.
@x = global <2 x i32> <i32 poison, i32 poison>

; -----

; Mixed undef and poison elements stay a list.
@x = global <2 x i32> <i32 undef, i32 poison>

; -----

; An all-poison array is poison.
@x = global [2 x i32] [i32 poison, i32 poison]

; -----

; An all-undef struct is undef.
@x = global { i32, i8 } { i32 undef, i8 undef }

; -----

; A struct of undef and poison is neither.
@x = global { i32, i8 } { i32 undef, i8 poison }

; -----

; An all-poison struct is poison.
@x = global { i32, i8 } { i32 poison, i8 poison }

; -----

; A struct of zero and undef stays a struct.
@x = global { i32, i8 } { i32 0, i8 undef }

; -----

; An empty array is poison.
@x = global [0 x i32] []

; -----

; An empty struct is zeroinitializer.
@x = global {} {}

; -----

; A vector of one repeated integer is a splat.
@x = global <4 x i32> <i32 7, i32 7, i32 7, i32 7>

; -----

; A vector of one repeated double is a splat.
@x = global <2 x double> <double 1.5, double 1.5>

; -----

; A splat of zero is zeroinitializer.
@x = global <2 x i32> splat (i32 0)

; -----

; A splat of undef is undef.
@x = global <2 x i32> splat (i32 undef)

; -----

; A splat of poison is poison.
@x = global <2 x i32> splat (i32 poison)

; -----

; A splat of a pointer is a list of the pointer.
@g = global i32 0
@x = global <2 x ptr> splat (ptr @g)

; -----

; A splat of a constant expression is a list of it.
@g = global i32 0
@x = global <2 x i64> splat (i64 ptrtoint (ptr @g to i64))

; -----

; A vector of one repeated pointer stays a list.
@g = global i32 0
@x = global <2 x ptr> <ptr @g, ptr @g>

; -----

; A scalable splat of an integer stays a splat.
define <vscale x 2 x i64> @f() {
  ret <vscale x 2 x i64> splat (i64 3)
}

; -----

; A scalable splat of a non-literal is the shufflevector idiom.
@g = global i32 0
define <vscale x 2 x i64> @f() {
  ret <vscale x 2 x i64> splat (i64 ptrtoint (ptr @g to i64))
}

; -----

; The scalable shufflevector idiom itself stays.
@g = global i32 0
define <vscale x 2 x ptr> @f() {
  ret <vscale x 2 x ptr> shufflevector (<vscale x 2 x ptr> insertelement (<vscale x 2 x ptr> poison, ptr @g, i64 0), <vscale x 2 x ptr> poison, <vscale x 2 x i32> zeroinitializer)
}

; -----

; A vector of i1 true is a splat of true.
@x = global <4 x i1> <i1 true, i1 true, i1 true, i1 true>

; -----

; Nested all-zero aggregates fold to one zeroinitializer.
@x = global [2 x [2 x i8]] [[2 x i8] c"\00\00", [2 x i8] zeroinitializer]

; -----

; An x86_fp80 unnormal is read as a NaN.
@x = global x86_fp80 0xK029D42B64E76714244CB

; -----

; An x86_fp80 pseudo-denormal gets exponent 1.
@x = global x86_fp80 0xK0000C2B64E76714244CB

; -----

; An x86_fp80 pseudo-NaN keeps its pattern.
@x = global x86_fp80 0xK7FFF42B64E76714244CB

; -----

; An array of one repeated integer stays a list: splat is for vectors.
@x = global [2 x i32] [i32 7, i32 7]

; -----

; A vector of one repeated half is a splat.
@x = global <2 x half> <half 0xH3C00, half 0xH3C00>

; -----

; A one-element vector is a splat.
@x = global <1 x i32> <i32 5>

; -----

; Vector elements of an array are canonical each.
@x = global [2 x <2 x i32>] [<2 x i32> <i32 1, i32 1>, <2 x i32> splat (i32 1)]
