source_filename = "misc.ll"

@g = global i32 1
@h = global ptr @g
@vec = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
@ee = global i32 3
@vt = global [2 x ptr] [ptr getelementptr inbounds inrange(-8, 8) (i8, ptr @g, i64 8), ptr getelementptr (i8, ptr @g, i64 4)]
@pa = global ptr ptrauth (ptr @g, i32 0)
@pa2 = global ptr ptrauth (ptr @g, i32 1, i64 1234, ptr @h)
@hex = global i64 -1
@bits = global <3 x i1> <i1 true, i1 false, i1 true>
@zst = global {} zeroinitializer
@big = global i65 -18446744073709551616

define dso_local void @tt(target("spirv.Image", i32, 0, 1) %img, target("x") %y) {
  ret void
}

; void is a valid type parameter of a target extension type
define void @tvoid(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("ferry.t", void, { i8 }, 2) %t) {
  ret void
}

; Function Attrs: nounwind
declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, ptr, i64) #0

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata) #1

; Function Attrs: strictfp
define float @constrained(float %a, float %b) #2 {
  %r = call float @llvm.experimental.constrained.fadd.f32(float %a, float %b, metadata !"round.dynamic", metadata !"fpexcept.strict") #2
  ret float %r
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare token @llvm.call.preallocated.setup(i32 immarg) #3

define void @tokens() {
  %t = call token @llvm.call.preallocated.setup(i32 1)
  ret void
}

define internal void @uses() unnamed_addr {
  %a = load i32, ptr @g, align 4
  %b = load i32, ptr @g, align 4
  ret void
}

define i32 @vararg_fn(i32 %n, ...) {
entry:
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  %v = va_arg ptr %ap, i32
  call void @llvm.va_end.p0(ptr %ap)
  ret i32 %v
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

define void @quoted() {
"entry block":
  %"a value" = add i32 1, 2
  br label %"next\01"

"next\01":                                        ; preds = %"entry block"
  ret void
}

define <2 x i32> @constvec() {
  %s = shufflevector <2 x i32> <i32 1, i32 2>, <2 x i32> splat (i32 3), <2 x i32> <i32 0, i32 3>
  ret <2 x i32> %s
}

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) }
attributes #2 = { strictfp }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
