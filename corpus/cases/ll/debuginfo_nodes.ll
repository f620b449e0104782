; debuginfo_nodes.ll: specialized DI metadata nodes: the fields llvm-dis
; leaves out at their null value, the fields that may not be null, the
; bounds of integer fields, and the DWARF names LLParser knows.

; A DIBasicType with zero size, alignment, flags: llvm-dis leaves them out.
!named = !{!0}
!0 = !DIBasicType(name: "int", size: 0, align: 0, encoding: DW_ATE_signed, flags: 0)

; -----

; An empty name is left out too.
!named = !{!0}
!0 = !DIBasicType(name: "", size: 32, encoding: DW_ATE_unsigned)

; -----

; DIStringType: null string length and expressions are left out.
!named = !{!0}
!0 = !DIStringType(name: "s", stringLength: null, stringLengthExpression: null, size: 32)

; -----

; DIDerivedType: baseType null stays, the other nulls and zeros go.
!named = !{!0}
!0 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "", scope: null, file: null, line: 0, baseType: null, size: 64, offset: 0, flags: DIFlagZero, extraData: null)

; -----

; dwarfAddressSpace: 0 stays.
!named = !{!0}
!0 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64, dwarfAddressSpace: 0)

; -----

; DICompositeType: empty identifier and null elements go.
!named = !{!0}
!0 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", scope: null, file: null, line: 0, baseType: null, size: 0, align: 0, flags: DIFlagZero, elements: null, runtimeLang: 0, vtableHolder: null, templateParams: null, identifier: "")

; -----

; DISubroutineType: types stays even when null.
!named = !{!0}
!0 = !DISubroutineType(flags: DIFlagZero, cc: 0, types: null)

; -----

; DIEnumerator: isUnsigned: false goes.
!named = !{!0}
!0 = !DIEnumerator(name: "a", value: 5, isUnsigned: false)

; -----

; DITemplateTypeParameter: empty name and defaulted: false go, a null type stays.
!named = !{!0}
!0 = !DITemplateTypeParameter(name: "", type: null, defaulted: false)

; -----

; DIObjCProperty: nulls, zeros and empty strings go.
!named = !{!0}
!0 = !DIObjCProperty(name: "p", file: null, line: 0, setter: "", getter: "g", attributes: 0, type: null)

; -----

; DIMacro: an empty value goes.
!named = !{!0}
!0 = !DIMacro(type: DW_MACINFO_define, line: 0, name: "A", value: "")

; -----

; DISubrange: null bounds go.
!named = !{!0}
!0 = !DISubrange(count: 5, lowerBound: null, upperBound: null)

; -----

; A DILabel's scope is not null (reported at the value).
!named = !{!0}
!0 = !DILabel(scope: null, name: "l", file: null, line: 3)

; -----

; Nor a DILocation's.
!named = !{!0}
!0 = !DILocation(line: 1, scope: null)

; -----

; Nor a DILexicalBlock's.
!named = !{!0}
!0 = !DILexicalBlock(scope: null)

; -----

; A DISubrange's count is not null.
!named = !{!0}
!0 = !DISubrange(count: null)

; -----

; A DICompileUnit's file is not null.
!llvm.dbg.cu = !{!0}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: null)

; -----

; A DIGlobalVariable's name is not empty.
!named = !{!0}
!0 = !DIGlobalVariable(name: "")

; -----

; DIAssignID is distinct.
!named = !{!0}
!0 = !DIAssignID()

; -----

; A column fits 16 bits.
!named = !{!0}
!0 = !DILocation(line: 1, column: 65536, scope: !1)
!1 = distinct !{}

; -----

; A line fits 32 bits.
!named = !{!0}
!0 = !DILocation(line: 4294967296, scope: !1)
!1 = distinct !{}

; -----

; So does an alignment.
!named = !{!0}
!0 = !DIBasicType(name: "int", size: 32, align: 4294967296)

; -----

; An unknown DW_ATE encoding.
!named = !{!0}
!0 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_bogus)

; -----

; An encoding number fits 8 bits.
!named = !{!0}
!0 = !DIBasicType(name: "int", size: 32, encoding: 256)

; -----

; Known encodings.
!named = !{!0, !1, !2}
!0 = !DIBasicType(name: "a", size: 32, encoding: DW_ATE_UTF)
!1 = !DIBasicType(name: "b", size: 32, encoding: DW_ATE_signed_char)
!2 = !DIBasicType(name: "c", size: 32, encoding: DW_ATE_complex_float)

; -----

; llvm-dis prints some fields the input leaves out: a DIGlobalVariable's
; scope, isLocal and isDefinition, a DICommonBlock's declaration.
!named = !{!0, !2}
!0 = !DIGlobalVariable(name: "g", type: !1)
!1 = !DIBasicType(name: "int")
!2 = !DICommonBlock(scope: null, name: "c")

; -----

; A DICompileUnit's isOptimized, runtimeVersion and emissionKind, a
; DISubprogram's scope and a DILocation's line; a DILabel's null file and
; zero line are left out.
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!named = !{!3, !4, !5}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1)
!1 = !DIFile(filename: "a", directory: "d")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", unit: !0, spFlags: DISPFlagDefinition)
!4 = !DILocation(scope: !3)
!5 = !DILabel(scope: !3, name: "l", file: null, line: 0)

; -----

; A DISubprogram written without spFlags is a definition unless
; isDefinition says otherwise, and a definition is distinct.
!named = !{!0}
!0 = !DISubprogram(name: "f")

; -----

; spFlags without DISPFlagDefinition make it a declaration.
!named = !{!0}
!0 = !DISubprogram(name: "f", spFlags: DISPFlagLocalToUnit)

; -----

; A DINamespace has a scope.
!named = !{!0}
!0 = !DINamespace(name: "x")

; -----

; A DILabel has a file and a line.
!named = !{!0}
!0 = !DILabel(scope: !1, name: "x", file: null)
!1 = distinct !{}
