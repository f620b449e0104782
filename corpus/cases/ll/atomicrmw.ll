; atomicrmw.ll: the operation and type rules of atomicrmw: xchg takes an integer,
; float or pointer; the f* operations a float or vector of floats; the others an
; integer; no scalable value; a power-of-two store size of at least a byte (the
; verifier: a size in bits of at least 8); never unordered; the default
; alignment is the store size.

; xchg int
define void @f(ptr %p) {
  %r = atomicrmw xchg ptr %p, i32 1 seq_cst, align 4
  ret void
}

; -----

; xchg float
define void @f(ptr %p) {
  %r = atomicrmw xchg ptr %p, float 1.0 seq_cst, align 4
  ret void
}

; -----

; xchg ptr
define void @f(ptr %p) {
  %r = atomicrmw xchg ptr %p, ptr null seq_cst, align 8
  ret void
}

; -----

; add ptr
define void @f(ptr %p) {
  %r = atomicrmw add ptr %p, ptr null seq_cst, align 8
  ret void
}

; -----

; add float
define void @f(ptr %p) {
  %r = atomicrmw add ptr %p, float 1.0 seq_cst, align 4
  ret void
}

; -----

; fadd int
define void @f(ptr %p) {
  %r = atomicrmw fadd ptr %p, i32 1 seq_cst, align 4
  ret void
}

; -----

; fadd vector float
define void @f(ptr %p) {
  %r = atomicrmw fadd ptr %p, <2 x float> zeroinitializer seq_cst, align 8
  ret void
}

; -----

; add vector int
define void @f(ptr %p) {
  %r = atomicrmw add ptr %p, <2 x i32> zeroinitializer seq_cst, align 8
  ret void
}

; -----

; xchg vector
define void @f(ptr %p) {
  %r = atomicrmw xchg ptr %p, <2 x i32> zeroinitializer seq_cst, align 8
  ret void
}

; -----

; fmaximum
define void @f(ptr %p) {
  %r = atomicrmw fmaximum ptr %p, double 1.0 seq_cst, align 8
  ret void
}

; -----

; fminimumnum
define void @f(ptr %p) {
  %r = atomicrmw fminimumnum ptr %p, half 1.0 seq_cst, align 2
  ret void
}

; -----

; usub_cond
define void @f(ptr %p) {
  %r = atomicrmw usub_cond ptr %p, i32 1 seq_cst, align 4
  ret void
}

; -----

; usub_sat i8
define void @f(ptr %p) {
  %r = atomicrmw usub_sat ptr %p, i8 1 seq_cst, align 1
  ret void
}

; -----

; uinc_wrap float
define void @f(ptr %p) {
  %r = atomicrmw uinc_wrap ptr %p, float 1.0 seq_cst, align 4
  ret void
}

; -----

; unordered
define void @f(ptr %p) {
  %r = atomicrmw add ptr %p, i32 1 unordered, align 4
  ret void
}

; -----

; i1
define void @f(ptr %p) {
  %r = atomicrmw add ptr %p, i1 1 seq_cst, align 1
  ret void
}

; -----

; i7 xchg
define void @f(ptr %p) {
  %r = atomicrmw xchg ptr %p, i7 1 seq_cst, align 1
  ret void
}

; -----

; bf16 fsub
define void @f(ptr %p) {
  %r = atomicrmw fsub ptr %p, bfloat 1.0 seq_cst, align 2
  ret void
}

; -----

; x86_fp80
define void @f(ptr %p) {
  %r = atomicrmw fadd ptr %p, x86_fp80 0xK00000000000000000000 seq_cst, align 16
  ret void
}

; -----

; fmax on vector of ptr
define void @f(ptr %p) {
  %r = atomicrmw xchg ptr %p, <2 x ptr> zeroinitializer seq_cst, align 16
  ret void
}

; -----

; scalable vector fadd
define void @f(ptr %p) {
  %r = atomicrmw fadd ptr %p, <vscale x 2 x float> zeroinitializer seq_cst, align 8
  ret void
}

; -----

; non-power-of-2 align
define void @f(ptr %p) {
  %r = atomicrmw add ptr %p, i32 1 seq_cst, align 3
  ret void
}

; -----

; missing align (default)
define void @f(ptr %p) {
  %r = atomicrmw add ptr %p, i32 1 seq_cst
  ret void
}

; -----

; struct
define void @f(ptr %p) {
  %r = atomicrmw xchg ptr %p, {i32} zeroinitializer seq_cst, align 4
  ret void
}

; -----

; and on ptr
define void @f(ptr %p) {
  %r = atomicrmw and ptr %p, ptr null monotonic, align 8
  ret void
}

; -----

; volatile syncscope
define void @f(ptr %p) {
  %r = atomicrmw volatile umax ptr %p, i64 1 syncscope("agent") acquire, align 8
  ret void
}

; -----

; ptr operand not ptr
define void @f(i64 %p) {
  %r = atomicrmw add i64 %p, i64 1 seq_cst, align 8
  ret void
}

; -----

; i128
define void @f(ptr %p) {
  %r = atomicrmw add ptr %p, i128 1 seq_cst, align 16
  ret void
}

; -----

; fp128 fmin
define void @f(ptr %p) {
  %r = atomicrmw fmin ptr %p, fp128 0xL0 seq_cst, align 16
  ret void
}

; -----

; ppc_fp128 xchg
define void @f(ptr %p) {
  %r = atomicrmw xchg ptr %p, ppc_fp128 0xM0 seq_cst, align 16
  ret void
}

; -----

; elementwise none
define void @f(ptr %p) {
  %r = atomicrmw elementwise fadd ptr %p, <2 x float> zeroinitializer seq_cst, align 8
  ret void
}

; -----

; target ext
define void @f(ptr %p) {
  %r = atomicrmw xchg ptr %p, target("x") zeroinitializer seq_cst, align 8
  ret void
}

; -----

; A vector of three floats is not a power-of-two size.
define void @f(ptr %p) {
  %r = atomicrmw fadd ptr %p, <3 x float> zeroinitializer seq_cst, align 16
  ret void
}

; -----

; Valid: a vector of two halves.
define void @f(ptr %p) {
  %r = atomicrmw fmax ptr %p, <2 x half> zeroinitializer monotonic, align 4
  ret void
}

; -----

; Valid: xchg of a 32-bit pointer (datalayout), default alignment its size.
target datalayout = "p:32:32"
define void @f(ptr %p, ptr %q) {
  %r = atomicrmw xchg ptr %p, ptr %q acquire
  ret void
}

; -----

; An i24 value: three bytes.
define void @f(ptr %p) {
  %r = atomicrmw add ptr %p, i24 1 seq_cst, align 4
  ret void
}

; -----

; Valid: default alignment of an i128 is 16.
define void @f(ptr %p) {
  %r = atomicrmw xor ptr %p, i128 1 seq_cst
  ret void
}

; -----

; The unordered error points after the alignment, here at the metadata.
define void @f(ptr %p) {
  %r = atomicrmw add ptr %p, i32 1 unordered, align 4, !foo !0
  ret void
}
!0 = !{}

; -----

; An unknown operation.
define void @f(ptr %p) {
  %r = atomicrmw addd ptr %p, i32 1 seq_cst
  ret void
}

; -----

; Valid: usub_sat on i64 with syncscope.
define void @f(ptr %p) {
  %r = atomicrmw usub_sat ptr %p, i64 1 syncscope("singlethread") release, align 8
  ret void
}

; -----

; fminimumnum on an integer.
define void @f(ptr %p) {
  %r = atomicrmw fminimumnum ptr %p, i32 1 seq_cst
  ret void
}

; -----

; A missing ordering.
define void @f(ptr %p) {
  %r = atomicrmw add ptr %p, i32 1
  ret void
}
