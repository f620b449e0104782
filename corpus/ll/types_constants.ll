; types_constants.ll: every first-class type (integers of odd widths, all
; floating-point kinds, pointers in address spaces, arrays, structs literal,
; named, packed, opaque and recursive, vectors, target extension types) and
; constants: integers, hexadecimal floats, special values, strings,
; aggregates, blockaddress, dso_local_equivalent, the constant
; expressions LLVM 22 keeps, poison and undef.
source_filename = "types_constants.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%opaque = type opaque
%list = type { i32, ptr }
%nested = type { %list, [2 x %packed], <2 x float> }
%packed = type <{ i8, i64 }>
%"quoted name" = type { i1 }

@i1 = global i1 true
@i7 = global i7 -1
@i33 = global i33 -4294967296
@i128 = global i128 -170141183460469231731687303715884105728
@i1000 = global i1000 12345678901234567890123456789
@half = global half 0xH3C00
@bfloat = global bfloat 0xR3F80
@float = global float 0x3FB99999A0000000
@double = global double 1.000000e-300
@double.nan = global double 0x7FF4000000000000
@double.inf = global double 0xFFF0000000000000
@fp128 = global fp128 0xL00000000000000003FFF000000000000
@x86_fp80 = global x86_fp80 0xK3FFF8000000000000000
@ppc_fp128 = global ppc_fp128 0xM3FF00000000000000000000000000000
@as = addrspace(3) global ptr addrspace(3) null
@opq = external global %opaque
@lst = global %list { i32 1, ptr @lst }
@nst = global %nested { %list zeroinitializer, [2 x %packed] [%packed <{ i8 1, i64 2 }>, %packed undef], <2 x float> <float 1.000000e+00, float poison> }
@quoted = global %"quoted name" zeroinitializer
@"name with spaces" = global i32 0
@"\01mangled" = global i32 1
@str = constant [11 x i8] c"tab\09nl\0Aq\22\\\00"
@arr2d = global [2 x [2 x i16]] [[2 x i16] [i16 1, i16 2], [2 x i16] zeroinitializer]
@te = external global target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)
@ce.gep = global ptr getelementptr inbounds nuw (%list, ptr @lst, i64 0, i32 1)
@ce.ptoi = global i64 ptrtoint (ptr @i7 to i64)
@ce.add = global i64 add (i64 ptrtoint (ptr @i7 to i64), i64 8)
@ce.sub = global i64 sub nuw (i64 ptrtoint (ptr @i33 to i64), i64 ptrtoint (ptr @i7 to i64))
@ce.xor = global i64 xor (i64 ptrtoint (ptr @i1 to i64), i64 -1)
@ce.trunc = global i32 ptrtoint (ptr @i1 to i32)
@ce.itop = global ptr inttoptr (i64 4096 to ptr)
@ce.asc = global ptr addrspace(1) addrspacecast (ptr @i1 to ptr addrspace(1))
@ce.dso = global ptr dso_local_equivalent @fn
@ce.ba = global ptr blockaddress(@fn, %target)

define void @fn(ptr %p) {
entry:
  indirectbr ptr %p, [label %target]

target:                                           ; preds = %entry
  store i1000 1, ptr %p, align 8
  store target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) poison, ptr %p, align 8
  ret void
}

define void @label_metadata_types(ptr %p) {
entry:
  %x = load x86_fp80, ptr %p, align 16
  %y = fadd x86_fp80 %x, 0xK3FFF8000000000000000
  store x86_fp80 %y, ptr %p, align 16
  %h = load half, ptr %p, align 2
  %b = fpext half %h to float
  %c = fptrunc float %b to bfloat
  %d = bitcast bfloat %c to i16
  store i16 %d, ptr %p, align 2
  ret void
}
