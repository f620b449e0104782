; metadata.ll: named metadata, module flags, instruction metadata (tbaa, range,
; nonnull, noundef, align, loop, prof), distinct and uniqued nodes, metadata
; strings with escapes. Metadata as a call argument is in beyond_mlir.ll.
source_filename = "metadata.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = global i32 0, !type !0, !custom !1

define i32 @annotated(ptr %p, ptr %q, i32 %n) !prof !9 {
entry:
  %v = load i32, ptr %p, align 4, !tbaa !10, !range !14, !noundef !8
  %pp = load ptr, ptr %q, align 8, !nonnull !8, !dereferenceable !15, !align !16
  store i32 %v, ptr %pp, align 4, !tbaa !10
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit, !prof !17, !llvm.loop !18

exit:                                             ; preds = %loop
  %r = call i32 @llvm.ssa.copy.i32(i32 %v), !annotation !21
  ret i32 %r
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.ssa.copy.i32(i32 returned) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}
!my.named = !{!5, !1, !6}

!0 = !{i64 0, !"_ZTSi"}
!1 = !{i32 1, float 2.500000e+00, ptr @g, null}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"ferry hand-written \22quoted\22 \\ backslash"}
!5 = distinct !{!5, !"self reference"}
!6 = !{!7, !8}
!7 = !{i1 true, i8 -1, i128 170141183460469231731687303715884105727}
!8 = !{}
!9 = !{!"function_entry_count", i64 1000}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{i32 0, i32 100, i32 200, i32 300}
!15 = !{i64 16}
!16 = !{i64 8}
!17 = !{!"branch_weights", i32 90, i32 10}
!18 = distinct !{!18, !19, !20}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.unroll.count", i32 4}
!21 = !{!"note"}
