; captures.ll: attributes in their canonical spelling (canon.go rule 4):
; nocapture becomes captures(none), captures(...) prints its components in
; LLVM's order, and the legacy memory keywords and string attributes that
; llvm-as-22 | llvm-dis-22 rewrite are rewritten.

; nocapture is captures(none), on declarations, definitions and calls.
declare void @f(ptr nocapture)
define void @g(ptr nocapture %p) {
  call void @f(ptr nocapture %p)
  ret void
}

; -----

; Components print in LLVM's order whatever the order written.
declare void @f(ptr captures(read_provenance, address))

; -----

; address covers address_is_null, provenance read_provenance.
declare void @a(ptr captures(address_is_null, address))
declare void @b(ptr captures(provenance, read_provenance))
declare void @c(ptr captures(address, provenance))

; -----

; Captures through the return value only: no "none, " before "ret:".
declare ptr @f(ptr captures(ret: address, provenance))

; -----

; ret: the same as the other components is printed once.
declare ptr @f(ptr captures(address, ret: address))
declare ptr @g(ptr captures(address_is_null, ret: address_is_null))

; -----

; ret: none with nothing else is captures(none).
declare ptr @f(ptr captures(ret: none))

; -----

; Other components and different ret: components both print.
declare ptr @f(ptr captures(address, read_provenance, ret: address))
declare ptr @g(ptr captures(provenance, ret: address))

; -----

; nocapture and readnone together, on a parameter.
declare void @f(ptr nocapture readnone)

; -----

; all is not a component.
declare void @f(ptr captures(all))

; -----

; none with another component is rejected.
declare void @f(ptr captures(none, address))

; -----

; An empty list is rejected.
declare void @f(ptr captures())

; -----

; Legacy memory keywords on functions become memory(...).
declare void @rn() readnone
declare void @ro() readonly
declare void @wo() writeonly
declare void @am() argmemonly
declare void @im() inaccessiblememonly
declare void @ia() inaccessiblemem_or_argmemonly

; -----

; Several legacy memory keywords intersect.
declare void @a() argmemonly readonly
declare void @b() readonly writeonly
declare void @c() inaccessiblemem_or_argmemonly writeonly
declare void @d() argmemonly inaccessiblememonly

; -----

; The legacy keywords replace an explicit memory(...) of the same list.
declare void @a() memory(write) readonly
declare void @b() argmemonly memory(read)

; -----

; In attribute groups, on calls and on global variables too.
@gv = global i32 0 argmemonly
define void @g() {
  call void @g() inaccessiblememonly
  ret void
}
attributes #0 = { argmemonly readonly }
declare void @h() #0

; -----

; An attribute group replaces inline attributes of the same kind.
declare void @f() argmemonly "a"="1" #0
attributes #0 = { readonly "a"="2" }

; -----

; argmemonly is not a parameter attribute.
declare void @f(ptr argmemonly)

; -----

; Nor a call argument attribute.
define void @g(ptr %p) {
  call void @g(ptr inaccessiblememonly %p)
  ret void
}

; -----

; Nor a return attribute.
declare argmemonly void @f()

; -----

; "no-frame-pointer-elim" becomes "frame-pointer": "true" all, else none.
declare void @a() "no-frame-pointer-elim"="true"
declare void @b() "no-frame-pointer-elim"="false"
declare void @c() "no-frame-pointer-elim"="yes"

; -----

; "no-frame-pointer-elim-non-leaf" makes it non-leaf, unless
; "no-frame-pointer-elim" is "true"; it replaces a "frame-pointer".
declare void @a() "no-frame-pointer-elim-non-leaf"
declare void @b() "no-frame-pointer-elim"="true" "no-frame-pointer-elim-non-leaf"
declare void @c() "no-frame-pointer-elim"="false" "no-frame-pointer-elim-non-leaf"
declare void @d() "frame-pointer"="all" "no-frame-pointer-elim-non-leaf"
declare void @e() "frame-pointer"="all" "no-frame-pointer-elim"="false"

; -----

; "null-pointer-is-valid"="true" becomes null_pointer_is_valid; other values
; are dropped.
declare void @a() "null-pointer-is-valid"="true"
declare void @b() "null-pointer-is-valid"="false"
declare void @c() "null-pointer-is-valid"

; -----

; The string upgrades apply to every attribute list, parameters included
; (llvm-dis rewrites them after llvm-as verified the module).
declare void @f(ptr "no-frame-pointer-elim"="true" "null-pointer-is-valid"="true")
define void @g() {
  call void @f(ptr null) "no-frame-pointer-elim"="true"
  ret void
}

; -----

; "implicit-section-name" on a function becomes its section, over a section
; written; empty, it leaves none. On a call or a global it stays.
declare void @a() "implicit-section-name"="x"
declare void @b() "implicit-section-name"="q" section "r"
declare void @c() "implicit-section-name"
@g = global i32 0 "implicit-section-name"="y"
define void @d() {
  call void @a() "implicit-section-name"="z"
  ret void
}

; -----

; From an attribute group too; the group's other attributes stay.
declare void @a() #0
declare void @b() #0
attributes #0 = { nounwind "implicit-section-name"="s" }

; -----

; A definition's implicit section.
define void @f() "implicit-section-name"="t" {
  ret void
}

; -----

; A section after the attributes of a declaration is still a syntax error.
declare void @f() section "y" "implicit-section-name"="x"

; -----

; none after a component: reported right after the none.
declare void @f(ptr captures(address, none))

; -----

; none twice.
declare void @f(ptr captures(none, none))

; -----

; none in the ret: list followed by a component.
declare ptr @f(ptr captures(address, ret: none, provenance))

; -----

; none for both lists is fine.
declare ptr @f(ptr captures(none, ret: none))

; -----

; The verifier sees the attributes as written: a "frame-pointer" without a
; valid value is rejected even when a legacy attribute would replace it.
declare void @f() "frame-pointer" "no-frame-pointer-elim-non-leaf"
