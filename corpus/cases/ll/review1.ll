; review1.ll: regressions found reviewing the ll-canon branch (issue 9).

; Types are listed in TypeFinder's order: a call's operand bundles and its
; callee are operands and come before its attributes (%B before %A, %E
; before %F).
%A = type { i8 }
%B = type { i16 }
%E = type { float }
%F = type { double }
define void @f(ptr %p) {
  call void @h(ptr byval(%A) %p) [ "x"(%B zeroinitializer) ]
  call void @h(ptr byval(%F) %p) [ "x"(ptr getelementptr (%E, ptr null, i32 1)) ]
  ret void
}
declare void @h(ptr)

; -----

; nocapture is no function attribute in LLVM 22: it ends a declaration's
; function attribute list, so what follows is no top-level entity.
declare void @f() nocapture

; -----

; nocapture ends a definition's function attribute list: the body's '{' is
; expected there.
define void @f() nocapture {
  ret void
}

; -----

; nocapture ends an attribute group's list: the group is unterminated (Ferry
; once looped here forever).
attributes #0 = { nounwind nocapture }

; -----

; nocapture ends a call's function attribute list.
define void @f() {
  call void @f() nocapture
  ret void
}

; -----

; On a return value nocapture is read as captures(none), which the verifier
; refuses there.
declare nocapture ptr @f()

; -----

; The same on a call's return value.
define void @f() {
  %x = call nocapture ptr @g()
  ret void
}
declare ptr @g()

; -----

; A valid neighbour: nocapture on parameters of a declaration and a call is
; captures(none).
define void @f(ptr nocapture noalias %p) {
  call void @f(ptr nocapture %p)
  ret void
}

; -----

; An attribute after a global's comma is no global property (llvm-as's
; message ends in '!').
@g = global i32 0, nocapture

; -----

; The verifier checks the branch protection attributes that module flags
; become on AArch64: "sign-return-address" is none, all or non-leaf (a mutant
; of module_upgrade.ll that Ferry accepted).
target triple = "aarch64-unknown-linux-gnu"
define void @d() "sign-return-address" "sign-return-address-key"="a_key" {
  ret void
}

; -----

; "sign-return-address-key" is a_key or b_key.
define void @f() "sign-return-address"="all" "sign-return-address-key"="c_key" {
  ret void
}

; -----

; "sign-return-address-key" needs "sign-return-address", also from a group.
define void @f() #0 {
  ret void
}
attributes #0 = { "sign-return-address-key"="b_key" }

; -----

; "branch-target-enforcement" is valueless, "true" or "false".
define void @f() "branch-target-enforcement"="yes" {
  ret void
}

; -----

; The values are checked after "warn-stack-size".
define void @f() "sign-return-address"="x" "warn-stack-size"="y" {
  ret void
}

; -----

; On a call site too.
define void @f() {
  call void @f() "sign-return-address"="q"
  ret void
}

; -----

; Valid neighbours: every accepted value.
define void @f() "sign-return-address"="non-leaf" "sign-return-address-key"="b_key" "branch-target-enforcement"="false" {
  ret void
}
define void @g() "sign-return-address"="none" "branch-target-enforcement" {
  ret void
}
define void @h() "sign-return-address"="all" "sign-return-address-key"="a_key" "branch-target-enforcement"="true" {
  ret void
}

; -----

; A RISC-V vector tuple is laid out as <vscale x N x i8> with N the field
; vector's element count (at least 8) times the field count: align 16 here,
; not the 32 that counting the field's bytes gives.
define void @f() {
  %a = alloca target("riscv.vector.tuple", <vscale x 4 x i32>, 2)
  %b = alloca target("riscv.vector.tuple", <vscale x 2 x i64>, 3)
  %c = alloca target("riscv.vector.tuple", <vscale x 16 x i16>, 2)
  ret void
}

; -----

; A default alignment above 2^32 (a vector of wide integers) is refused by
; the verifier.
define void @f() {
  %x = alloca <1048576 x i65536>
  ret void
}

; -----

; The same for a load.
define void @f(ptr %p) {
  %x = load <1048576 x i65536>, ptr %p
  ret void
}

; -----

; The same for a store, and for a struct holding such a vector.
define void @f(ptr %p) {
  store {i8, <1048576 x i65536>} zeroinitializer, ptr %p
  ret void
}

; -----

; Valid neighbours: exactly 2^32, and an explicit alignment.
define void @f() {
  %x = alloca <1048576 x i32768>
  %y = alloca <1048576 x i65536>, align 8
  ret void
}

; -----

; The size of an atomic access is the type's size in the data layout: a 48-bit
; pointer is not a power of two, though its index width (32) is.
target datalayout = "p:48:64:64:32"
define void @f(ptr %p, ptr %q) {
  store atomic ptr %q, ptr %p seq_cst, align 8
  ret void
}

; -----

; The same pointer in an address space of 64 bits is fine.
target datalayout = "p:48:64:64:32-p1:64:64"
define void @f(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  store atomic ptr addrspace(1) %q, ptr addrspace(1) %p seq_cst, align 8
  ret void
}
