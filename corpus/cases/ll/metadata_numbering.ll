; metadata_numbering.ll: llvm-dis numbers metadata itself: depth first from its
; roots (global attachments, named metadata, then function by function),
; uniquing equal nodes and dropping the ones nothing references.

; The example of issue 9: the named metadata numbers !3 first, then its operand.
define void @f() {
  ret void, !foo !3
}
!llvm.named = !{!3, !0}
!0 = !{i32 1}
!1 = !{!"unused"}
!3 = !{!0, !0}

; -----

; Nodes defined out of order print in numbering order.
!n = !{!2}
!2 = !{!1}
!1 = !{!0}
!0 = !{!"leaf"}

; -----

; Unused nodes are dropped, even when numbered first.
!n = !{!5}
!0 = !{!"a"}
!1 = !{!"b"}
!5 = !{!"c"}

; -----

; A module whose nodes are all unused prints no metadata at all.
!0 = !{!"a"}
!1 = !{i32 2}

; -----

; Equal uniqued nodes are one node.
!n = !{!0, !1, !2}
!0 = !{i32 7}
!1 = !{i32 7}
!2 = !{!"s"}

; -----

; Equality is decided operands first: two nodes naming equal nodes are equal.
!n = !{!0, !1}
!0 = !{!"x", !2}
!1 = !{!"x", !3}
!2 = !{i32 1}
!3 = !{i32 1}

; -----

; Distinct nodes are never merged, with each other or with a uniqued node.
!n = !{!0, !1, !2}
!0 = distinct !{i32 7}
!1 = distinct !{i32 7}
!2 = !{i32 7}

; -----

; A distinct node that names itself stays as it is.
!n = !{!4}
!4 = distinct !{!4, !"self"}

; -----

; A uniqued node that names itself becomes distinct; two such are not merged.
!n = !{!9, !10}
!9 = !{!9}
!10 = !{!10}

; -----

; Two equal cycles of uniqued nodes stay two cycles.
!n = !{!0, !2}
!0 = !{!1}
!1 = !{!0}
!2 = !{!3}
!3 = !{!2}

; -----

; Numbering is depth first: a node, then its operands, then the next root.
!n = !{!10, !20}
!10 = !{!11, !12}
!11 = !{!13}
!12 = !{!"12"}
!13 = !{!"13"}
!20 = !{!21, !11}
!21 = !{!"21"}

; -----

; Named metadata are roots in the order they are written.
!second = !{!1}
!first = !{!0}
!0 = !{!"zero"}
!1 = !{!"one"}

; -----

; Global attachments come before named metadata.
@g = global i32 0, !foo !1
!n = !{!0}
!0 = !{!"named"}
!1 = !{!"global"}

; -----

; Function attachments come after named metadata, then instruction ones.
define void @f() !foo !0 {
  ret void, !bar !1
}
!n = !{!2}
!0 = !{!"function"}
!1 = !{!"instruction"}
!2 = !{!"named"}

; -----

; Functions are roots in order, declarations included.
declare void @d() !foo !1
define void @f() !foo !0 {
  ret void
}
!0 = !{!"f"}
!1 = !{!"d"}

; -----

; Inline nodes in attachments are numbered like the others, and uniqued.
define void @f() {
  ret void, !foo !{i32 7}, !bar !0
}
!0 = !{!1}
!1 = !{i32 7}

; -----

; An inline node as an operand is numbered too.
!n = !{!0}
!0 = !{!{!"inner"}, !"outer"}

; -----

; A metadata argument of an intrinsic call is a root, before the attachments.
declare void @llvm.foo(metadata)
define void @f() {
  call void @llvm.foo(metadata !0), !bar !1
  ret void
}
!0 = !{!"late"}
!1 = !{!"early"}

; -----

; A !dbg attachment comes first among an instruction's attachments.
define void @f() !dbg !3 {
  ret void, !foo !6, !dbg !5
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DILocation(line: 2, scope: !3)
!6 = !{!"after dbg"}

; -----

; Debug records: the variable and the location are numbered, the expression
; never (it prints inline, even when it was a numbered node).
define void @f(i32 %x) !dbg !10 {
    #dbg_value(i32 %x, !12, !DIExpression(), !13)
    #dbg_value(!DIArgList(i32 %x, i32 %x), !12, !20, !13)
  ret void, !dbg !DILocation(line: 9, scope: !10)
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5}
!20 = !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)
!13 = !DILocation(line: 3, scope: !10)
!12 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 2, type: !14)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !11, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !{null})
!5 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !DIFile(filename: "a.c", directory: "/")
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)

; -----

; A DISubprogram's operands are numbered in LLVM's operand order: file before
; scope, the declaration before the containing type.
!n = !{!3}
!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!13}
!3 = distinct !DISubprogram(name: "g", scope: !4, file: !5, type: !6, containingType: !7, spFlags: DISPFlagDefinition, unit: !11, declaration: !9)
!4 = !DIFile(filename: "s.c", directory: "/")
!5 = !DIFile(filename: "b.c", directory: "/")
!6 = !DISubroutineType(types: !{})
!7 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !5)
!9 = !DISubprogram(name: "g", scope: !7, file: !5, type: !6, spFlags: 0)
!11 = distinct !DICompileUnit(language: DW_LANG_C99, file: !12, producer: "x", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!12 = !DIFile(filename: "cu.c", directory: "/")
!13 = !{i32 2, !"Debug Info Version", i32 3}

; -----

; A derived type numbers its file before its scope.
!n = !{!0}
!0 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", scope: !1, file: !2, baseType: !3)
!1 = !DIFile(filename: "scope.c", directory: "/")
!2 = !DIFile(filename: "file.c", directory: "/")
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)

; -----

; Equal specialized nodes are one node.
define void @f() !dbg !3 {
  ret void, !dbg !5
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DILocation(line: 2, scope: !3)
!5 = !DILocation(line: 2, scope: !3)
!n = !{!4}

; -----

; Attachments print by kind: fixed kinds by LLVM's number, others in the order
; the text first names them (here zed before foo), and are numbered so.
@g = global i32 0, !zed !0, !type !1, !foo !2, !type !3
define void @f() !foo !2 !zed !0 {
  %x = load i32, ptr @g, !foo !2, !nontemporal !4, !zed !0
  ret void
}
!0 = !{!"0"}
!1 = !{i64 0, !"1"}
!2 = !{!"2"}
!3 = !{i64 0, !"3"}
!4 = !{i32 1}

; -----

; A function keeps every attachment of a kind; an instruction the last one.
define void @f() !foo !0 !foo !1 {
  %p = alloca i32
  %x = load i32, ptr %p, !foo !0, !foo !1
  ret void
}
!0 = !{!"first"}
!1 = !{!"second"}

; -----

; A kind first named in a function before a global still ranks by the text.
define void @f() !zed !0 {
  ret void
}
@g = global i32 0, !foo !1, !zed !0
!0 = !{!"zed"}
!1 = !{!"foo"}

; -----

; Fixed kinds rank by LLVM's number: nonnull, then align, then noundef.
define ptr @f(ptr %p) {
  %x = load ptr, ptr %p, !align !0, !nonnull !1, !noundef !1
  ret ptr %x
}
!0 = !{i64 8}
!1 = !{}

; -----

; Uniquing compares values: nodes naming different unnamed globals stay apart.
@0 = global i32 0
@1 = global i32 1
!n = !{!0, !1, !2}
!0 = !{ptr @1}
!1 = !{ptr @1}
!2 = !{ptr @0}

; -----

; Uniquing compares block addresses by function and block.
!n = !{!0, !1, !2}
!0 = !{ptr blockaddress(@f, %1)}
!1 = !{ptr blockaddress(@g, %1)}
!2 = !{ptr blockaddress(@f, %1)}
define void @f() {
  br label %1
1:
  ret void
}
define void @g() {
bb:
  br label %1
1:
  ret void
}

; -----

; A composite type numbers its file before its scope, then base type, elements,
; vtable holder and template parameters; an imported entity keeps its order.
!n = !{!0, !20, !30}
!0 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", scope: !1, file: !2, baseType: !3, elements: !4, vtableHolder: !5, templateParams: !6, identifier: "S")
!1 = !DIFile(filename: "scope.c", directory: "/")
!2 = !DIFile(filename: "file.c", directory: "/")
!3 = !DIBasicType(name: "base", size: 32, encoding: DW_ATE_signed)
!4 = !{!7}
!5 = !DIBasicType(name: "vt", size: 32, encoding: DW_ATE_signed)
!6 = !{!8}
!7 = !DIBasicType(name: "el", size: 32, encoding: DW_ATE_signed)
!8 = !DITemplateTypeParameter(name: "T", type: !9)
!9 = !DIBasicType(name: "tt", size: 32, encoding: DW_ATE_signed)
!20 = !DINamespace(name: "ns", scope: !21)
!21 = !DIFile(filename: "ns.c", directory: "/")
!30 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !31, entity: !32, file: !33, line: 1, elements: !34)
!31 = !DIFile(filename: "ie-scope.c", directory: "/")
!32 = !DINamespace(name: "ent", scope: null)
!33 = !DIFile(filename: "ie-file.c", directory: "/")
!34 = !{}

; -----

; dbg_label and dbg_assign records: label, variable, assign ID and locations
; are numbered in record order; an inlinedAt location after its scope.
define void @f(i32 %x) !dbg !3 {
    #dbg_label(!7, !5)
    #dbg_assign(i32 %x, !6, !DIExpression(), !8, ptr null, !DIExpression(), !5)
  ret void, !dbg !9
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DILocation(line: 4, scope: !3, inlinedAt: !10)
!10 = distinct !DILocation(line: 5, scope: !3)
!5 = !DILocation(line: 2, scope: !3)
!6 = !DILocalVariable(name: "x", scope: !3, file: !1, line: 2)
!7 = !DILabel(scope: !3, name: "L", file: !1, line: 3)
!8 = distinct !DIAssignID()

; -----

; llvm-as creates !11 and !12 equal (both name the placeholder of !12), so
; they are one node, which then names itself and becomes distinct.
!n = !{!11, !12}
!11 = !{!12}
!12 = !{!12}

; -----

; The same with a second operand: still one node at creation.
!n = !{!1, !2}
!1 = !{!"p", !2}
!2 = !{!"p", !2}

; -----

; Nodes naming the same earlier node and the same placeholder are one node.
!n = !{!1, !2}
!0 = !{!"x"}
!1 = !{!0, !3}
!2 = !{!0, !3}
!3 = !{!"y"}
