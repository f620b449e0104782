source_filename = "globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm "nop"
module asm "  .globl foo"

%0 = type { i16 }
%struct.S = type { i32, ptr, [4 x i8] }
%struct.P = type <{ i8, i32 }>
%rec = type { ptr, %rec2 }
%rec2 = type { i64 }

$cd = comdat any

@a = global i32 7, align 4
@b = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@c = internal global ptr @a, section ".data.c", align 8
@d = external global i64
@e = extern_weak global i32
@f = weak_odr dso_local global i8 0, comdat($cd)
@cd = linkonce_odr global i16 1, comdat
@g = hidden thread_local(initialexec) global i32 0
@h = protected addrspace(1) externally_initialized global float 1.500000e+00
@i = dllexport global double 0x3FB999999999999A
@j = common global [4 x i32] zeroinitializer, align 16
@k = appending global [1 x ptr] [ptr @a]
@l = thread_local local_unnamed_addr global { i32, float } { i32 1, float 2.000000e+00 }
@m = global %struct.S { i32 1, ptr null, [4 x i8] c"abc\00" }
@n = global %struct.P <{ i8 1, i32 2 }>
@o = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
@p = global <2 x float> splat (float 1.000000e+00)
@q = global ptr getelementptr inbounds nuw (i8, ptr @b, i64 2)
@r = global i64 ptrtoint (ptr @a to i64)
@s = global [2 x i64] [i64 add (i64 ptrtoint (ptr @a to i64), i64 1), i64 sub nsw (i64 ptrtoint (ptr @b to i64), i64 ptrtoint (ptr @a to i64))]
@t = global half 0xH3C00
@u = global bfloat 0xR3F80
@v = global fp128 0xL00000000000000003FFF000000000000
@w = global x86_fp80 0xK3FFF8000000000000000
@x = global ppc_fp128 0xM3FF00000000000000000000000000000
@y = global i128 -170141183460469231731687303715884105728
@z = global i1 true
@aa = global ptr blockaddress(@fn, %bb)
@ab = global [3 x i32] [i32 1, i32 undef, i32 poison]
@ac = global i32 0, code_model "large"
@ad = global i32 0, partition "part1"
@ae = global ptr dso_local_equivalent @fn
@af = global ptr no_cfi @fn
@ag = global %rec zeroinitializer
@ah = global %0 { i16 3 }
@"quoted name" = global i8 1
@0 = global i8 2
@1 = global i8 3
@ai = global double -0.000000e+00
@aj = global float 0x7FF8000000000000
@ak = global <2 x i32> <i32 1, i32 undef>
@al = global i8 -1
@am = global i32 0, align 4 #0

@alias1 = alias i32, ptr @a
@alias2 = internal alias i8, getelementptr (i8, ptr @b, i64 1)
@alias3 = hidden alias i16, ptr @cd

@ifunc1 = ifunc void (), ptr @resolver

define void @fn() {
entry:
  br label %bb

bb:
  ret void
}

define internal ptr @resolver() {
  ret ptr @fn
}

attributes #0 = { "custom"="x" }
