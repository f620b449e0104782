; module_upgrade.ll: module-level upgrades llvm-as-22 | llvm-dis-22 make
; besides the datalayout's (canon.go rule 5): module flags (UpgradeModuleFlags)
; and, on ARM and AArch64, branch protection flags copied to functions
; (copyModuleAttrToFunctions).

; "PIC Level" with behavior Error (1) becomes Min (8).
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"PIC Level", i32 2}

; -----

; "PIC Level" with behavior Max (7) becomes Min too.
!llvm.module.flags = !{!0}
!0 = !{i32 7, !"PIC Level", i32 2}

; -----

; "PIC Level" with Min stays.
!llvm.module.flags = !{!0}
!0 = !{i32 8, !"PIC Level", i32 2}

; -----

; "PIE Level" with Error becomes Max; with Override it stays.
!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"PIE Level", i32 2}
!1 = !{i32 2, !"PIC Level", i32 1}

; -----

; Branch protection flags with Error become Min (on any target).
target triple = "x86_64-unknown-linux-gnu"
!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"branch-target-enforcement", i32 0}
!1 = !{i32 1, !"sign-return-address-all", i32 0}

; -----

; "Objective-C Image Info Section" loses its spaces; a module with
; "Objective-C Image Info Version" gains "Objective-C Class Properties".
!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"Objective-C Image Info Version", i32 0}
!1 = !{i32 1, !"Objective-C Image Info Section", !"__DATA, __objc_imageinfo, regular, no_dead_strip"}

; -----

; With "Objective-C Class Properties" already there, nothing is added.
!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"Objective-C Image Info Version", i32 0}
!1 = !{i32 4, !"Objective-C Class Properties", i32 64}

; -----

; An i32 "Objective-C Garbage Collection" becomes an i8; its upper bytes
; become the Swift version flags.
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"Objective-C Garbage Collection", i32 83953408}

; -----

; An i8 "Objective-C Garbage Collection" stays.
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"Objective-C Garbage Collection", i8 0}

; -----

; "amdgpu_code_object_version" is renamed.
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdgpu_code_object_version", i32 500}

; -----

; AArch64: branch protection flags of value 1 become attributes of the defined
; functions (not of declarations), and the flags then have value 2; a
; function's "false" drops the attribute, "true" becomes valueless, and the
; signing attributes a function has stay.
target triple = "aarch64-unknown-linux-gnu"
define void @a() "branch-target-enforcement"="false" {
  ret void
}
define void @b() "branch-target-enforcement"="true" {
  ret void
}
define void @c() {
  ret void
}
define void @d() "sign-return-address"="all" "sign-return-address-key"="a_key" {
  ret void
}
declare void @x()
!llvm.module.flags = !{!0, !1, !2}
!0 = !{i32 8, !"branch-target-enforcement", i32 1}
!1 = !{i32 8, !"sign-return-address", i32 1}
!2 = !{i32 8, !"sign-return-address-with-bkey", i32 1}

; -----

; sign-return-address-all selects "all"; an Error flag becomes Min.
target triple = "aarch64-unknown-linux-gnu"
define void @f() {
  ret void
}
!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"sign-return-address", i32 1}
!1 = !{i32 8, !"sign-return-address-all", i32 1}

; -----

; Without module flags, the functions' spellings are still rewritten, and
; "sign-return-address"="none" goes with its key.
target triple = "aarch64-unknown-linux-gnu"
define void @a() "branch-target-enforcement"="false" "guarded-control-stack"="true" {
  ret void
}
define void @b() "sign-return-address"="none" "sign-return-address-key"="b_key" {
  ret void
}
define void @c() "branch-protection-pauth-lr"="true" {
  ret void
}

; -----

; Attributes from a group are merged into the function's own list.
target triple = "aarch64-unknown-linux-gnu"
define void @f() #0 {
  ret void
}
attributes #0 = { nounwind "guarded-control-stack"="true" }

; -----

; Any flag already at 2 leaves everything as it is.
target triple = "aarch64-unknown-linux-gnu"
define void @f() "branch-target-enforcement"="true" {
  ret void
}
!llvm.module.flags = !{!0, !1}
!0 = !{i32 8, !"sign-return-address", i32 1}
!1 = !{i32 8, !"branch-target-enforcement", i32 2}

; -----

; A flag at 1 for a protection the module did not have is added (Min, 2).
target triple = "thumbv8m.main-none-eabi"
define void @f() {
  ret void
}
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"branch-protection-pauth-lr", i32 1}

; -----

; Not on x86: the attributes stay as written.
target triple = "x86_64-unknown-linux-gnu"
define void @f() "branch-target-enforcement"="false" {
  ret void
}
!llvm.module.flags = !{!0}
!0 = !{i32 8, !"branch-target-enforcement", i32 1}
