; types and constants of many kinds, misc instructions
%S = type { i32, ptr }
%P = type <{ i8, i32 }>
%O = type opaque
@o = external global %O
@s = global %S { i32 1, ptr @o }
@p = global %P <{ i8 1, i32 2 }>
@fx = global x86_fp80 0xK3FFF8000000000000000
@fp = global ppc_fp128 0xM3FF00000000000000000000000000000
@fh = global half 0xH3C00
@fb = global bfloat 0xR3F80
@fq = global fp128 0xL00000000000000003FFF000000000000
@vs = global <4 x i32> splat (i32 7)
@i7 = global i7 -1
@big = global i128 170141183460469231731687303715884105727
@arr = global [2 x [2 x i16]] [[2 x i16] [i16 1, i16 2], [2 x i16] zeroinitializer]
@str = global [4 x i8] c"a\00b\01"
@gep = global ptr getelementptr inbounds inrange(-8, 8) ([4 x i32], ptr @arr, i64 0, i64 1)
define void @f(ptr %p, i32 %x, <vscale x 4 x i32> %sv, ...) {
entry:
  %ap = alloca ptr
  %va = va_arg ptr %ap, i32
  %fr = freeze i32 %x
  %sh = shufflevector <vscale x 4 x i32> %sv, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %ev = extractvalue %S { i32 5, ptr null }, 0
  %sp = add <vscale x 4 x i32> %sv, splat (i32 1)
  indirectbr ptr blockaddress(@f, %bb), [label %bb, label %bb]
bb:
  %ph = phi nnan float [ 1.0, %entry ], [ 1.0, %entry ]
  ret void
}
