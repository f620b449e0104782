; function_header.ll: the parts of a function header after its parameters, in
; LLParser's fixed order, and their rules.

; Everything, in order.
$f = comdat any
define void @f() unnamed_addr addrspace(1) nounwind section "s" partition "p" comdat align 8 gc "g" prefix i32 1 prologue i8 2 personality ptr null !foo !0 {
  ret void
}
!0 = !{}

; -----

; gc comes after section.
define void @f() gc "a" section "s" {
  ret void
}

; -----

; personality comes last.
define void @f() personality ptr null gc "a" {
  ret void
}

; -----

; Attachments come after personality.
define void @f() !foo !0 personality ptr null {
  ret void
}
!0 = !{}

; -----

; align may stand among the function attributes; the last one there wins,
; even over a later explicit one.
define void @a() nounwind align 16 noinline align 8 {
  ret void
}
define void @b() align 16 section "s" align 8 {
  ret void
}
define void @c() align(4) {
  ret void
}
define void @d() align 4 section "s" {
  ret void
}

; -----

; Stack alignment is a power of two (reported at the number).
define void @f() alignstack(3) {
  ret void
}

; -----

; Nor zero, on a parameter.
declare void @f(ptr alignstack(0))

; -----

; A large stack alignment is fine.
define void @f() alignstack(1024) {
  ret void
}

; -----

; Alignment is a power of two (reported after align).
declare void @f(ptr align 3)

; -----

; ... at the parenthesis.
declare void @f(ptr align(6))

; -----

; A declaration has no personality.
declare void @f() personality ptr @p
declare void @p()

; -----

; Prefix and prologue data on definitions.
define void @f() prefix [2 x i8] c"ab" prologue { i8, i8 } { i8 1, i8 2 } {
  ret void
}

; -----

; String attributes print their kind as written and drop an empty value.
define void @f() #0 {
  ret void
}
attributes #0 = { "foo" "bar"="baz" "a\22b"="c\22\5C" "k"="" noinline nounwind }

; -----

; An empty gc name is none.
define void @f() gc "" {
  ret void
}

; -----

; Visibility, linkage and DLL storage on declarations.
declare hidden void @f()
declare protected void @g()
declare extern_weak void @h()
declare dso_local void @i()
declare dllimport void @j()
