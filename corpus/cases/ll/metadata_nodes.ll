; metadata_nodes.ll: generic metadata nodes, named metadata and references.

; Generic nodes with every kind of operand.
!named = !{!0, !1}
!0 = !{i32 0, !"s", null, !1, float 1.0, ptr @g}
!1 = distinct !{!1}
@g = global i32 0

; -----

; An undefined node (reported at its number).
!named = !{!0}
!0 = !{!1}

; -----

; In an attachment.
define void @f() {
  ret void, !foo !5
}

; -----

; In a named node.
!named = !{!7}

; -----

; Strings with escapes.
!named = !{!0}
!0 = !{!"\00\FF\\\22"}
