; Every .ll snippet of docs/ferry-extension.md, as one valid module (llvm-as-22 accepts it).
; Their MLIR forms are in carriers.mlir and ferry-ops.mlir.
source_filename = "m.c"

; section 5
@g4 = hidden thread_local(initialexec) global i32 2
@g6 = dllexport global i32 4, partition "part1", code_model "large", no_sanitize_address, sanitize_memtag, !type !10

; section 3.3
@arr = global [4 x i32] zeroinitializer
@b = global i64 ptrtoaddr (ptr @arr to i64)
@gep = global ptr getelementptr inbounds inrange(-8, 8) ([4 x i32], ptr @arr, i64 0, i64 1)

; section 3.4
@fp = global ppc_fp128 0xM3FF00000000000000000000000000000

; section 2
define i32 @names(i32 %a, i32 %"b c", i32 %0) {
  %sum = add i32 %a, %"b c"
  %"odd name" = add i32 %sum, %0
  br label %"loop head"
"loop head":
  %"42" = phi i32 [ %"odd name", %1 ]
  ret i32 %"42"
}

; section 3
@a = global [4 x i32] zeroinitializer
define i32 @f(i32 %x) {
  %v = load i32, ptr getelementptr inbounds ([4 x i32], ptr @a, i64 0, i64 1)
  %w = add i32 %v, ptrtoint (ptr @a to i32)
  %r = add i32 1, 2
  %s = add i32 %w, %r
  ret i32 %s
}
define i64 @toaddr(ptr %p) {
  %x = ptrtoaddr ptr %p to i64
  ret i64 %x
}

; section 6
declare i32 @pers(...)
define void @f1(ptr noalias captures(address) dead_on_unwind writable %p, float nofpclass(nan) %n) #0 partition "pp" prefix i32 123 prologue i8 7 personality ptr @pers !custom !11 {
  ret void
}
attributes #0 = { mustprogress "custom"="v" }

; section 7
define float @flags(i32 %a, i32 %b, double %d) {
  %c = icmp samesign ult i32 %a, %b
  %t = fptrunc nnan double %d to float
  br i1 %c, label %bb1, label %bb1
bb1:
  %ph = phi nnan float [ %t, %0 ], [ %t, %0 ]
  ret float %ph
}

; section 8
declare i32 @c()
define void @h(i1 %e) {
entry:
  %h = call i32 @c(), !prof !4, !callees !5
  br label %l2
l2:
  br i1 %e, label %l2, label %l2b, !llvm.loop !3
l2b:
  ret void
}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.count", i32 4}
!3 = distinct !{!3, !1, !2, !6}
!4 = !{!"VP", i32 0, i64 10, i64 123, i64 10}
!5 = !{ptr @c}
!6 = !{!"my.loop.hint", i32 1}
!10 = !{i64 0, !"typeid"}
!11 = !{!"x"}

; section 10
define double @cfp(double %a, double %b) strictfp {
  %s = call double @llvm.experimental.constrained.fadd.f64(double %a, double %b, metadata !"round.dynamic", metadata !"fpexcept.strict") #1
  ret double %s
}
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)
attributes #1 = { strictfp }

; section 9: funclets.ll and callbr.ll
; section 7: PHI incoming order
define void @order(i1 %c) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add i32 %i, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
