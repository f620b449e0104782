; diexpression.ll: DIExpression operations, printed inline by llvm-dis.

; An unknown operation.
!named = !{!0}
!0 = !DIExpression(DW_OP_bogus)

; -----

; An unknown encoding after DW_OP_LLVM_convert.
!named = !{!0}
!0 = !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_bogus)

; -----

; An element larger than 64 bits.
!named = !{!0}
!0 = !DIExpression(DW_OP_constu, 18446744073709551616)

; -----

; A negative element.
!named = !{!0}
!0 = !DIExpression(DW_OP_constu, -1)

; -----

; An operand that is no operation.
!named = !{!0}
!0 = !DIExpression(DW_TAG_member)

; -----

; A DIExpression in a DIGlobalVariableExpression, with known operations.
!named = !{!0}
!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_plus_uconst, 8, DW_OP_deref, DW_OP_LLVM_fragment, 0, 16))
!1 = distinct !DIGlobalVariable(name: "g", type: !2, isLocal: false, isDefinition: true)
!2 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
