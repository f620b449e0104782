source_filename = "metadata.c"

@g = global i32 0, align 4, !dbg !0

define i32 @f(i32 %x) !dbg !9 {
entry:
  %a = alloca i32, align 4
    #dbg_declare(ptr %a, !13, !DIExpression(), !14)
  store i32 %x, ptr %a, align 4, !tbaa !15
    #dbg_value(i32 %x, !13, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !14)
    #dbg_value(!DIArgList(i32 %x, i32 %x), !13, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !14)
  %l = load i32, ptr %a, align 4, !tbaa !15, !range !19, !noundef !20
    #dbg_assign(i32 %l, !13, !DIExpression(), !21, ptr %a, !DIExpression(), !14)
    #dbg_label(!22, !14)
  %c = call i32 @llvm.ctpop.i32(i32 %l), !dbg !14
  br label %exit, !llvm.loop !23

exit:                                             ; preds = %entry
  ret i32 %c, !dbg !14
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7}
!llvm.ident = !{!8}
!named.empty = !{}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 1, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "metadata.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{!"clang version 22"}
!9 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 2, type: !10, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !12)
!10 = !DISubroutineType(types: !11)
!11 = !{!5, !5}
!12 = !{!13}
!13 = !DILocalVariable(name: "x", arg: 1, scope: !9, file: !3, line: 2, type: !5)
!14 = !DILocation(line: 3, column: 5, scope: !9)
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C/C++ TBAA"}
!19 = !{i32 0, i32 10}
!20 = !{}
!21 = distinct !DIAssignID()
!22 = !DILabel(scope: !9, name: "lbl", file: !3, line: 5)
!23 = distinct !{!23, !24, !25}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!"llvm.loop.unroll.count", i32 4}
