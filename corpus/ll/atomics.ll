; atomics.ll: atomic loads and stores at every ordering, atomicrmw with every
; operation, cmpxchg strong, weak and volatile, fences, and synchronization scopes.
source_filename = "atomics.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Loads and stores: unordered, monotonic, acquire, release, seq_cst; volatile;
; a synchronization scope.
define i32 @load_store(ptr %p, ptr %q) {
entry:
  %u = load atomic i32, ptr %p unordered, align 4
  %m = load atomic i32, ptr %p monotonic, align 4
  %a = load atomic volatile i32, ptr %p acquire, align 4
  %s = load atomic i32, ptr %p syncscope("singlethread") seq_cst, align 4
  %f = load atomic float, ptr %q monotonic, align 4
  %pp = load atomic ptr, ptr %q acquire, align 8
  store atomic i32 %u, ptr %p unordered, align 4
  store atomic i32 %m, ptr %p monotonic, align 4
  store atomic volatile i32 %a, ptr %p release, align 4
  store atomic i32 %s, ptr %p syncscope("agent") seq_cst, align 4
  store atomic float %f, ptr %q release, align 4
  store atomic ptr %pp, ptr %q seq_cst, align 8
  %r1 = add i32 %u, %m
  %r2 = add i32 %r1, %a
  %r3 = add i32 %r2, %s
  ret i32 %r3
}

; Every atomicrmw operation.
define void @rmw(ptr %p, ptr %fp, i32 %v, float %f) {
entry:
  %xchg = atomicrmw xchg ptr %p, i32 %v seq_cst, align 4
  %add = atomicrmw add ptr %p, i32 %v monotonic, align 4
  %sub = atomicrmw sub ptr %p, i32 %v acquire, align 4
  %and = atomicrmw and ptr %p, i32 %v release, align 4
  %nand = atomicrmw nand ptr %p, i32 %v acq_rel, align 4
  %or = atomicrmw or ptr %p, i32 %v seq_cst, align 4
  %xor = atomicrmw xor ptr %p, i32 %v seq_cst, align 4
  %max = atomicrmw max ptr %p, i32 %v seq_cst, align 4
  %min = atomicrmw min ptr %p, i32 %v seq_cst, align 4
  %umax = atomicrmw umax ptr %p, i32 %v seq_cst, align 4
  %umin = atomicrmw umin ptr %p, i32 %v seq_cst, align 4
  %uinc = atomicrmw uinc_wrap ptr %p, i32 %v seq_cst, align 4
  %udec = atomicrmw udec_wrap ptr %p, i32 %v seq_cst, align 4
  %usubc = atomicrmw usub_cond ptr %p, i32 %v seq_cst, align 4
  %usubs = atomicrmw usub_sat ptr %p, i32 %v seq_cst, align 4
  %fadd = atomicrmw fadd ptr %fp, float %f seq_cst, align 4
  %fsub = atomicrmw fsub ptr %fp, float %f seq_cst, align 4
  %fmax = atomicrmw fmax ptr %fp, float %f seq_cst, align 4
  %fmin = atomicrmw fmin ptr %fp, float %f seq_cst, align 4
  %fmaximum = atomicrmw fmaximum ptr %fp, float %f seq_cst, align 4
  %fminimum = atomicrmw fminimum ptr %fp, float %f seq_cst, align 4
  %vol = atomicrmw volatile add ptr %p, i32 1 syncscope("singlethread") monotonic, align 4
  %xp = atomicrmw xchg ptr %p, ptr null seq_cst, align 8
  %wide = atomicrmw add ptr %p, i64 1 seq_cst, align 8
  ret void
}

; Compare-and-exchange: success and failure orderings, weak, volatile, scoped.
define i1 @cas(ptr %p, i32 %old, i32 %new) {
entry:
  %pair = cmpxchg ptr %p, i32 %old, i32 %new seq_cst seq_cst, align 4
  %ok = extractvalue { i32, i1 } %pair, 1
  %weak = cmpxchg weak ptr %p, i32 %old, i32 %new acq_rel monotonic, align 4
  %vol = cmpxchg volatile ptr %p, i32 %old, i32 %new release acquire, align 4
  %scoped = cmpxchg weak volatile ptr %p, i32 %old, i32 %new syncscope("workgroup") monotonic monotonic, align 4
  %ptrs = cmpxchg ptr %p, ptr null, ptr %p acquire acquire, align 8
  ret i1 %ok
}

; Fences.
define void @fences() {
entry:
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  ret void
}
