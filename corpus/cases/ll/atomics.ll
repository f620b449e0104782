; atomics.ll: atomic loads, stores, fences and cmpxchg (atomicrmw is in
; another file): orderings, sync scopes, and the verifier's type rules.

; Orderings and sync scopes in every position.
define void @f(ptr %p) {
  %v = load atomic volatile i32, ptr %p syncscope("singlethread") acquire, align 4
  store atomic volatile i32 %v, ptr %p syncscope("agent") seq_cst, align 4
  fence syncscope("x") release
  fence acq_rel
  %x = cmpxchg weak volatile ptr %p, i32 0, i32 1 syncscope("a") acq_rel monotonic, align 4
  %y = cmpxchg ptr %p, ptr null, ptr %p seq_cst seq_cst, align 8
  ret void
}

; -----

; A fence is not monotonic (reported after the ordering).
define void @f() {
  fence monotonic
  ret void
}

; -----

; Nor unordered.
define void @f() {
  fence syncscope("x") unordered
  ret void
}

; -----

; cmpxchg's success ordering is at least monotonic (reported where the
; parser stands after the alignment).
define void @f(ptr %p) {
  %x = cmpxchg ptr %p, i32 0, i32 1 unordered monotonic, align 4
  ret void
}

; -----

; Its failure ordering is neither release nor acq_rel.
define void @f(ptr %p) {
  %x = cmpxchg ptr %p, i32 0, i32 1 seq_cst release, align 4, !foo !0
  ret void
}
!0 = !{}

; -----

; The compare and new values have one type (reported at the new value).
define void @f(ptr %p) {
  %x = cmpxchg ptr %p, i32 0, i64 1 seq_cst seq_cst, align 4
  ret void
}

; -----

; cmpxchg is on integers or pointers, not floating point.
define void @f(ptr %p) {
  %x = cmpxchg ptr %p, float 0.0, float 1.0 seq_cst seq_cst, align 4
  ret void
}

; -----

; Nor vectors.
define void @f(ptr %p) {
  %x = cmpxchg ptr %p, <2 x i32> zeroinitializer, <2 x i32> zeroinitializer seq_cst seq_cst, align 8
  ret void
}

; -----

; An atomic access is a power of two in size.
define void @f(ptr %p) {
  %v = load atomic i24, ptr %p acquire, align 4
  ret void
}

; -----

; x86_fp80 is 80 bits.
define void @f(ptr %p) {
  store atomic x86_fp80 0xK00000000000000000000, ptr %p release, align 16
  ret void
}

; -----

; ... and a whole number of bytes.
define void @f(ptr %p) {
  %v = load atomic i1, ptr %p acquire, align 1
  ret void
}

; -----

; Floating point, pointers and vectors of them may be loaded atomically.
define void @f(ptr %p) {
  %v = load atomic float, ptr %p acquire, align 4
  %w = load atomic ptr, ptr %p acquire, align 8
  %x = load atomic <2 x i16>, ptr %p acquire, align 4
  store atomic <2 x float> zeroinitializer, ptr %p release, align 8
  ret void
}

; -----

; A vector's size counts its elements.
define void @f(ptr %p) {
  %x = load atomic <3 x i8>, ptr %p acquire, align 4
  ret void
}

; -----

; Not a struct.
define void @f(ptr %p) {
  %v = load atomic { i32 }, ptr %p acquire, align 4
  ret void
}

; -----

; Nor an array in a store.
define void @f(ptr %p) {
  store atomic [2 x i8] zeroinitializer, ptr %p release, align 2
  ret void
}

; -----

; A non-atomic access is not checked so.
define void @f(ptr %p) {
  %v = load i24, ptr %p, align 4
  store { i32 } zeroinitializer, ptr %p, align 4
  ret void
}
