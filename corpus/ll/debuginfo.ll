; debuginfo.ll: DWARF debug information as LLVM 22 writes it: a compile unit,
; file, subprograms, types (basic, pointer, struct with members, subroutine),
; local variables and parameters, lexical blocks, inlined locations, and debug
; records (#dbg_declare, #dbg_value, #dbg_assign, #dbg_label) with DIExpressions.
source_filename = "debuginfo.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.point = type { i32, i32 }

@origin = global %struct.point zeroinitializer, align 4, !dbg !0

define i32 @dist(ptr %p, i32 %k) !dbg !14 {
entry:
  %k.addr = alloca i32, align 4, !DIAssignID !24
    #dbg_assign(i32 %k, !20, !DIExpression(), !24, ptr %k.addr, !DIExpression(), !25)
    #dbg_declare(ptr %p, !19, !DIExpression(), !25)
  store i32 %k, ptr %k.addr, align 4
  %x = load i32, ptr %p, align 4, !dbg !26
  %y.p = getelementptr inbounds %struct.point, ptr %p, i32 0, i32 1, !dbg !26
  %y = load i32, ptr %y.p, align 4, !dbg !26
    #dbg_value(i32 %x, !21, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !26)
  %s = add nsw i32 %x, %y, !dbg !27
    #dbg_value(!DIArgList(i32 %x, i32 %y), !21, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !27)
    #dbg_label(!23, !27)
  %m = mul nsw i32 %s, %k, !dbg !29
  ret i32 %m, !dbg !29
}

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12}
!llvm.ident = !{!13}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "origin", scope: !2, file: !3, line: 3, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "ferry hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "debuginfo.c", directory: "/ferry", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!4 = !{!0}
!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !3, line: 1, size: 64, elements: !6)
!6 = !{!7, !9}
!7 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !5, file: !3, line: 1, baseType: !8, size: 32)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !5, file: !3, line: 1, baseType: !8, size: 32, offset: 32)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!13 = !{!"ferry"}
!14 = distinct !DISubprogram(name: "dist", scope: !3, file: !3, line: 5, type: !15, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !18)
!15 = !DISubroutineType(types: !16)
!16 = !{!8, !17, !8}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!18 = !{!19, !20, !21, !23}
!19 = !DILocalVariable(name: "p", arg: 1, scope: !14, file: !3, line: 5, type: !17)
!20 = !DILocalVariable(name: "k", arg: 2, scope: !14, file: !3, line: 5, type: !8)
!21 = !DILocalVariable(name: "s", scope: !22, file: !3, line: 6, type: !8)
!22 = distinct !DILexicalBlock(scope: !14, file: !3, line: 6, column: 3)
!23 = !DILabel(scope: !22, name: "here", file: !3, line: 7)
!24 = distinct !DIAssignID()
!25 = !DILocation(line: 5, column: 20, scope: !14)
!26 = !DILocation(line: 6, column: 11, scope: !22)
!27 = !DILocation(line: 6, column: 15, scope: !22, inlinedAt: !28)
!28 = distinct !DILocation(line: 9, column: 1, scope: !14)
!29 = !DILocation(line: 8, column: 3, scope: !14)
