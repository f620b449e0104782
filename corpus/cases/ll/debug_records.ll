; debug_records.ll: debug records (#dbg_value, #dbg_declare, #dbg_assign,
; #dbg_label) and the debug intrinsics (llvm.dbg.value, .declare, .assign) in one
; module: LLParser accepts one form and rejects whichever comes second in the
; text; declaring the intrinsics or calling llvm.dbg.label does not count. Calls of
; the intrinsics become records (llvm-dis prints records only), their declarations go.

; Valid: a #dbg_value record (canonical debug metadata).
define void @f(i32 %x) !dbg !3 {
    #dbg_value(i32 %x, !6, !DIExpression(), !8)
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!6 = !DILocalVariable(name: "x", scope: !3, file: !1, line: 1, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 1, scope: !3)

; -----

; Valid: #dbg_declare and #dbg_label records.
define void @f(ptr %p) !dbg !3 {
    #dbg_declare(ptr %p, !6, !DIExpression(), !8)
    #dbg_label(!9, !8)
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!6 = !DILocalVariable(name: "x", scope: !3, file: !1, line: 1, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 1, scope: !3)
!9 = !DILabel(scope: !3, name: "l", file: !1, line: 2)

; -----

; A record, then a call of llvm.dbg.value in the same function.
define void @f(i32 %x) {
    #dbg_value(i32 %x, !8, !DIExpression(), !9)
  call void @llvm.dbg.value(metadata i32 %x, metadata !8, metadata !DIExpression())
  ret void
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
!8 = !{}
!9 = !{}

; -----

; A call of llvm.dbg.value, then a record in a later function.
declare void @llvm.dbg.value(metadata, metadata, metadata)
define void @f(i32 %x) {
  call void @llvm.dbg.value(metadata i32 %x, metadata !8, metadata !DIExpression())
  ret void
}
define void @g(i32 %x) {
    #dbg_value(i32 %x, !8, !DIExpression(), !9)
  ret void
}
!8 = !{}
!9 = !{}

; -----

; A record, then a call of llvm.dbg.declare.
define void @g(ptr %x) {
    #dbg_declare(ptr %x, !8, !DIExpression(), !9)
  call void @llvm.dbg.declare(metadata ptr %x, metadata !8, metadata !DIExpression())
  ret void
}
declare void @llvm.dbg.declare(metadata, metadata, metadata)
!8 = !{}
!9 = !{}

; -----

; A record, then a call of llvm.dbg.assign.
define void @g(ptr %x) {
    #dbg_value(ptr %x, !8, !DIExpression(), !9)
  call void @llvm.dbg.assign(metadata ptr %x, metadata !8, metadata !DIExpression(), metadata !10, metadata ptr %x, metadata !DIExpression())
  ret void
}
declare void @llvm.dbg.assign(metadata, metadata, metadata, metadata, metadata, metadata)
!8 = !{}
!9 = !{}
!10 = distinct !DIAssignID()

; -----

; The intrinsic call error is reported after "call", here at fastcc (the call's
; own type errors would come first in LLVM, the signature's later).
define void @g(ptr %x) {
    #dbg_value(ptr %x, !8, !DIExpression(), !9)
  %r = call fastcc i32 @llvm.dbg.value(metadata ptr %x, metadata !8, metadata !DIExpression())
  ret void
}
!8 = !{}
!9 = !{}

; -----

; A call of llvm.dbg.value, then a #dbg_label record: records of any kind count.
define void @g(ptr %x) {
  call void @llvm.dbg.value(metadata ptr %x, metadata !8, metadata !DIExpression())
    #dbg_label(!8, !9)
  ret void
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
!8 = !{}
!9 = !{}

; -----

; Unknown llvm.dbg.* names are no debug intrinsic but an unknown intrinsic.
define void @g(ptr %x) {
    #dbg_value(ptr %x, !8, !DIExpression(), !9)
  call void @llvm.dbg.foo(metadata ptr %x)
  ret void
}
!8 = !{}
!9 = !{}

; -----

; An unknown record kind.
define void @g(ptr %x) {
    #dbg_foo(ptr %x, !8, !DIExpression(), !9)
  ret void
}
!8 = !{}
!9 = !{}

; -----

; Valid: calls of llvm.dbg.value and llvm.dbg.label become records, the declarations go.
define void @f(i32 %x) !dbg !3 {
  call void @llvm.dbg.value(metadata i32 %x, metadata !6, metadata !DIExpression()), !dbg !8
  call void @llvm.dbg.label(metadata !9), !dbg !8
  %y = add i32 %x, 1
  call void @llvm.dbg.value(metadata i32 %y, metadata !6, metadata !DIExpression()), !dbg !8
  ret void
}

declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.label(metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!6 = !DILocalVariable(name: "x", scope: !3, file: !1, line: 1, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 1, scope: !3)
!9 = !DILabel(scope: !3, name: "l", file: !1, line: 2)

; -----

; Valid: llvm.dbg.declare and llvm.dbg.assign calls become records.
define void @f() !dbg !3 {
  %a = alloca i32, align 4, !DIAssignID !6
  call void @llvm.dbg.declare(metadata ptr %a, metadata !7, metadata !DIExpression()), !dbg !9
  call void @llvm.dbg.assign(metadata i32 0, metadata !7, metadata !DIExpression(), metadata !6, metadata ptr %a, metadata !DIExpression()), !dbg !9
  ret void
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.assign(metadata, metadata, metadata, metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!6 = distinct !DIAssignID()
!7 = !DILocalVariable(name: "x", scope: !3, file: !1, line: 1, type: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocation(line: 1, scope: !3)

; -----

; Valid: a #dbg_value record with a later call of llvm.dbg.label (no old-format intrinsic).
define void @f(i32 %x) !dbg !3 {
    #dbg_value(i32 %x, !6, !DIExpression(), !8)
  call void @llvm.dbg.label(metadata !9), !dbg !8
  ret void
}

declare void @llvm.dbg.label(metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!6 = !DILocalVariable(name: "x", scope: !3, file: !1, line: 1, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 1, scope: !3)
!9 = !DILabel(scope: !3, name: "l", file: !1, line: 2)
