; align.ll: memory instructions written without `align` get the alignment
; llvm-as-22 computes from the datalayout string as written (canon.go rule 1):
; alloca the preferred alignment of its type, load and store the ABI
; alignment, atomicrmw and cmpxchg the store size of the value rounded down
; to a power of two.

; No datalayout: LLVM's defaults (i64:32:64, so i64 loads get 4, allocas 8;
; integers wider than every specification take the widest one's, i64's).
define void @defaults_int(ptr %p) {
  %a1 = alloca i1
  %a8 = alloca i8
  %a16 = alloca i16
  %a32 = alloca i32
  %a64 = alloca i64
  %a128 = alloca i128
  %l1 = load i1, ptr %p
  %l64 = load i64, ptr %p
  %l128 = load i128, ptr %p
  store i64 0, ptr %p
  ret void
}

; -----

; Integers of odd widths take the specification of the next wider width.
define void @odd_ints(ptr %p) {
  %a = alloca i3
  %b = alloca i9
  %c = alloca i17
  %d = alloca i33
  %e = alloca i65
  %l = load i24, ptr %p
  %m = load i48, ptr %p
  %n = load i1000, ptr %p
  ret void
}

; -----

; Floats: f16 covers half and bfloat, f128 covers fp128 and ppc_fp128;
; x86_fp80 has no default specification and takes its store size rounded up
; to a power of two (16).
define void @floats(ptr %p) {
  %h = alloca half
  %b = alloca bfloat
  %f = alloca float
  %d = alloca double
  %x = alloca x86_fp80
  %q = alloca fp128
  %pp = alloca ppc_fp128
  %lx = load x86_fp80, ptr %p
  store double 0.0, ptr %p
  ret void
}

; -----

; x86-64's datalayout: i64 and i128 are 8- and 16-byte aligned, f80 16.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
define void @x86_64(ptr %p) {
  %a = alloca i64
  %b = alloca i128
  %c = alloca x86_fp80
  %l = load i128, ptr %p
  %m = load i96, ptr %p
  ret void
}

; -----

; The same layout without i128:128: i128 takes i64's alignment, 8.
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
define void @x86_64_old(ptr %p) {
  %a = alloca i128
  %l = load i128, ptr %p
  ret void
}

; -----

; A preferred alignment larger than the ABI one: allocas take the preferred,
; loads and stores the ABI.
target datalayout = "e-i32:32:64-i16:16:32-f64:32:64"
define void @abi_vs_pref(ptr %p) {
  %a = alloca i32
  %b = alloca i16
  %c = alloca double
  %l = load i32, ptr %p
  %m = load double, ptr %p
  store i16 1, ptr %p
  ret void
}

; -----

; Pointers take the specification of their address space, or address
; space 0's when it has none (also a named address space and flags).
target datalayout = "e-p:32:32-p1:16:16:32-p3:64:64:128-pe4:128:128"
define void @pointers(ptr %p) {
  %a = alloca ptr
  %b = alloca ptr addrspace(1)
  %c = alloca ptr addrspace(3)
  %d = alloca ptr addrspace(4)
  %e = alloca ptr addrspace(9)
  %l = load ptr addrspace(3), ptr %p
  %m = load ptr addrspace(1), ptr %p
  ret void
}

; -----

; Fixed vectors: a v<size> specification of the vector's size in bits, else
; the store size rounded up to a power of two (<3 x i32> is 16).
define void @vectors(ptr %p) {
  %a = alloca <2 x i32>
  %b = alloca <4 x i32>
  %c = alloca <3 x i32>
  %d = alloca <8 x i1>
  %e = alloca <3 x i1>
  %f = alloca <8 x i32>
  %g = alloca <2 x ptr>
  %h = alloca <2 x x86_fp80>
  %l = load <3 x i8>, ptr %p
  %m = load <5 x i16>, ptr %p
  ret void
}

; -----

; Vector specifications of the datalayout (v64 ABI 4 here).
target datalayout = "e-v64:32:64-v96:32-v128:64:128"
define void @vector_specs(ptr %p) {
  %a = alloca <2 x i32>
  %b = alloca <3 x i32>
  %c = alloca <4 x i32>
  %l = load <2 x float>, ptr %p
  %m = load <4 x float>, ptr %p
  ret void
}

; -----

; Scalable vectors: the same rules on their minimum size.
define void @scalable(ptr %p) {
  %a = alloca <vscale x 4 x i32>
  %b = alloca <vscale x 2 x i64>
  %c = alloca <vscale x 16 x i1>
  %d = alloca <vscale x 3 x i32>
  %l = load <vscale x 1 x i8>, ptr %p
  ret void
}

; -----

; Arrays take their element's alignment.
define void @arrays(ptr %p) {
  %a = alloca [4 x i8]
  %b = alloca [2 x i64]
  %c = alloca [3 x <3 x i32>]
  %d = alloca [0 x double]
  %l = load [2 x i16], ptr %p
  ret void
}

; -----

; Structs: ABI alignment the largest of their fields' (at least a:'s ABI
; alignment, 1 by default); preferred at least a:'s preferred, 8 by default.
%S = type { i8, i32 }
define void @structs(ptr %p) {
  %a = alloca { i8 }
  %b = alloca { i8, double }
  %c = alloca %S
  %d = alloca {}
  %l = load { i8 }, ptr %p
  %m = load %S, ptr %p
  %n = load { i16, { i8, i64 } }, ptr %p
  ret void
}

; -----

; Packed structs have ABI alignment 1; their preferred one is a:'s.
define void @packed(ptr %p) {
  %a = alloca <{ i8, i64 }>
  %l = load <{ i8, i64 }>, ptr %p
  %m = load { <{ i8, i32 }>, i16 }, ptr %p
  ret void
}

; -----

; a: sets the alignment of structs (here ABI 2, preferred 4).
target datalayout = "a:16:32"
define void @aggregate_spec(ptr %p) {
  %a = alloca { i8 }
  %b = alloca { i64 }
  %l = load { i8 }, ptr %p
  %m = load <{ i8 }>, ptr %p
  ret void
}

; -----

; a:0 leaves structs at their fields' alignment for allocas too.
target datalayout = "a:0:8"
define void @aggregate_zero(ptr %p) {
  %a = alloca { i8 }
  %b = alloca { i32, i8 }
  ret void
}

; -----

; A named struct defined after the function that allocates it is still
; opaque there: without an alignment the alloca is rejected as unsized.
define void @later_struct(ptr %p) {
  %a = alloca %Later
  ret void
}
%Later = type { i16, [3 x i8] }

; -----

; With an explicit alignment it parses, and the struct is complete by the
; time the verifier looks; a load of it without alignment is fine after the
; definition.
%Early = type { i16, [3 x i8] }
define void @later_struct_aligned(ptr %p) {
  %a = alloca %Late, align 2
  %l = load %Early, ptr %p
  ret void
}
%Late = type { i16, [3 x i8] }

; -----

; A struct that holds a struct: the inner one is laid out first.
%In = type { i8, i64 }
%Out = type { i8, %In, i8 }
define void @nested(ptr %p) {
  %a = alloca [2 x %Out]
  %l = load %Out, ptr %p
  ret void
}

; -----

; Target extension types with a layout: aarch64.svcount is <vscale x 16 x
; i1>, spirv.* and dx.* types are pointers, riscv.vector.tuple a scalable
; vector of its fields (8 bytes each at least).
define void @target_types(ptr %p) {
  %a = alloca target("aarch64.svcount")
  %b = alloca target("spirv.Image")
  %c = alloca target("riscv.vector.tuple", <vscale x 8 x i8>, 2)
  %d = alloca target("riscv.vector.tuple", <vscale x 4 x i8>, 3)
  %e = alloca target("dx.RawBuffer", i8, 0, 0)
  %l = load target("spirv.Event"), ptr %p
  %m = load target("amdgcn.named.barrier", 0), ptr %p
  ret void
}

; -----

; spirv.Type with a size and an alignment is laid out as that many bytes;
; without them as an i32.
define void @spirv_type(ptr %p) {
  %a = alloca target("spirv.Type", 1, 8, 4)
  %b = alloca target("spirv.Type", 1, 0, 0)
  %l = load target("spirv.Padding", 3), ptr %p
  ret void
}

; -----

; A target extension type LLVM knows no layout of cannot be allocated
; without an alignment.
define void @target_unsized() {
  %a = alloca target("foo")
  ret void
}

; -----

; With an explicit alignment the same alloca parses, and the verifier
; rejects it as unsized.
define void @target_unsized_aligned() {
  %a = alloca target("foo"), align 4
  ret void
}

; -----

; An opaque struct cannot be allocated without an alignment.
%Opq = type opaque
define void @opaque_alloca() {
  %a = alloca %Opq
  ret void
}

; -----

; Nor loaded.
%Opq = type opaque
define void @opaque_load(ptr %p) {
  %l = load %Opq, ptr %p
  ret void
}

; -----

; A struct defined after its use but through another struct still undefined
; when the alloca is parsed is unsized at that point.
define void @fwd_unsized() {
  %a = alloca { %Fwd }
  ret void
}
%Fwd = type { i8 }

; -----

; An explicit alignment is kept, even when smaller than the type's.
define void @explicit(ptr %p) {
  %a = alloca i64, align 2
  %l = load i64, ptr %p, align 1
  store i64 0, ptr %p, align 16
  ret void
}

; -----

; atomicrmw and cmpxchg take the store size of the value (not the ABI
; alignment): i64 gets 8 under the default i64:32.
target datalayout = "p1:32:32"
define void @atomics(ptr %p) {
  %a = atomicrmw add ptr %p, i64 1 seq_cst
  %b = cmpxchg ptr %p, i64 0, i64 1 seq_cst seq_cst
  %c = atomicrmw fadd ptr %p, <2 x half> zeroinitializer seq_cst
  %d = atomicrmw xchg ptr %p, ptr addrspace(1) null seq_cst
  %e = cmpxchg ptr %p, ptr addrspace(1) null, ptr addrspace(1) null seq_cst seq_cst
  %f = atomicrmw add ptr %p, i128 1 seq_cst
  %g = atomicrmw fadd ptr %p, fp128 0xL0 seq_cst
  %h = atomicrmw add ptr %p, i8 1 monotonic
  %i = cmpxchg weak ptr %p, i256 0, i256 1 acquire monotonic
  ret void
}

; -----

; Atomic loads and stores need an explicit alignment: none is computed.
define void @atomic_load(ptr %p) {
  %l = load atomic i32, ptr %p seq_cst
  ret void
}

; -----

; A volatile load and store get the alignment too.
define void @volatile(ptr %p) {
  %l = load volatile i16, ptr %p
  store volatile i16 %l, ptr %p
  ret void
}

; -----

; The alignment comes from the datalayout as written: the triple's upgrade
; of it (x86-64 gains i128:128) does not change the allocas' alignment.
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
define void @before_upgrade(ptr %p) {
  %a = alloca i128
  %l = load i128, ptr %p
  ret void
}

; -----

; The alloca address space (A5) does not change where a default alloca is,
; nor its alignment; S (stack alignment) does not raise it.
target datalayout = "A5-S128"
define void @alloca_as() {
  %a = alloca i32
  %b = alloca i32, addrspace(5)
  %c = alloca i8
  store ptr %a, ptr %a
  ret void
}

; -----

; An alloca with a count and metadata gets the alignment of its type.
define void @array_alloca(i32 %n) {
  %a = alloca i64, i32 %n
  %b = alloca i16, i32 %n, !foo !0
  ret void
}
!0 = !{}

; -----

; Integer specifications of the datalayout override the defaults and are
; looked up by width (i1 here 2 bytes, i65 16).
target datalayout = "e-i1:16-i65:128-i256:64"
define void @int_specs(ptr %p) {
  %a = alloca i1
  %b = alloca i65
  %c = alloca i100
  %d = alloca i300
  %l = load i64, ptr %p
  ret void
}

; -----

; A big-endian layout with SystemZ-like specifications.
target datalayout = "E-m:e-i1:8:16-i8:8:16-i64:64-f128:64-a:8:16-n32:64"
define void @systemz(ptr %p) {
  %a = alloca i1
  %b = alloca i8
  %c = alloca fp128
  %d = alloca { i8 }
  %l = load { i8 }, ptr %p
  ret void
}

; -----

; inalloca and swifterror allocas get the alignment too.
define void @special_allocas() {
  %a = alloca inalloca i64
  %b = alloca swifterror ptr
  ret void
}

; -----

; A struct holding scalable vectors (allowed when they are all the same)
; takes the vectors' alignment.
define void @scalable_struct() {
  %a = alloca { <vscale x 4 x i32>, <vscale x 4 x i32> }
  ret void
}

; -----

; A store of a struct value and of a vector of pointers in another address
; space take their ABI alignment.
target datalayout = "p2:16:16"
define void @store_kinds(ptr %p, { i8, i16 } %s, <4 x ptr addrspace(2)> %v) {
  store { i8, i16 } %s, ptr %p
  store <4 x ptr addrspace(2)> %v, ptr %p
  ret void
}

; -----

; Loads and stores with an alignment of a struct defined later parse too.
define void @later_load_store(ptr %p) {
  %l = load %LS, ptr %p, align 4
  store %LS %l, ptr %p, align 4
  ret void
}
%LS = type { i32 }

; -----

; With an alignment, a load of a struct that stays opaque is the verifier's
; error.
%Never = type opaque
define void @never_load(ptr %p) {
  %l = load %Never, ptr %p, align 4
  ret void
}

; -----

; And an alloca of one.
%Never = type opaque
define void @never_alloca() {
  %a = alloca %Never, align 4
  ret void
}

; -----

; The unsized check of an alloca comes after its count and alignment are
; parsed: a bad count type is reported first.
%Opq = type opaque
define void @count_first(float %f) {
  %a = alloca %Opq, float %f
  ret void
}
