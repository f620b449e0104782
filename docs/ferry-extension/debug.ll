; debug info: records, DIArgList, dbg_assign, dbg_label, locations
define i32 @f(i32 %a, ptr %p) !dbg !5 {
entry:
    #dbg_value(i32 %a, !10, !DIExpression(), !12)
    #dbg_declare(ptr %p, !11, !DIExpression(DW_OP_deref), !12)
  %s = add i32 %a, 1, !dbg !12
    #dbg_value(!DIArgList(i32 %a, i32 %s), !10, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !12)
  store i32 %s, ptr %p, !dbg !12, !DIAssignID !14
    #dbg_assign(i32 %s, !11, !DIExpression(), !14, ptr %p, !DIExpression(), !12)
    #dbg_label(!13, !12)
  ret i32 %s, !dbg !12
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !9)
!6 = !DISubroutineType(types: !7)
!7 = !{!8, !8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DILocalVariable(name: "a", arg: 1, scope: !5, file: !1, line: 1, type: !8)
!11 = !DILocalVariable(name: "b", scope: !5, file: !1, line: 2, type: !8)
!12 = !DILocation(line: 2, column: 3, scope: !5)
!13 = !DILabel(scope: !5, name: "L", file: !1, line: 3)
!14 = distinct !DIAssignID()
