source_filename = "inst_memory.ll"

%T = type { i32, [4 x i64] }

define void @memory(ptr %p, i64 %n, i32 %v) {
entry:
  %a = alloca i32, align 4
  %b = alloca i8, i64 %n, align 16
  %c = alloca [4 x i32], i32 2, align 4
  %d = alloca i64, align 8, addrspace(5)
  %e = alloca inalloca i32, align 4
  %sw = alloca swifterror ptr, align 8
  %f = alloca %T, align 8
  store i32 %v, ptr %a, align 4
  store volatile i32 1, ptr %a, align 4
  %l1 = load i32, ptr %a, align 4
  %l2 = load volatile i64, ptr %p, align 8, !nontemporal !0
  %l3 = load atomic i32, ptr %a acquire, align 4
  %l4 = load atomic volatile i32, ptr %a syncscope("singlethread") monotonic, align 4
  store atomic i32 %l3, ptr %a seq_cst, align 4
  store atomic i32 %l4, ptr %a syncscope("agent") release, align 4
  fence acquire
  fence syncscope("singlethread") seq_cst
  %x1 = cmpxchg ptr %a, i32 0, i32 1 seq_cst seq_cst, align 4
  %x2 = cmpxchg weak volatile ptr %a, i32 0, i32 1 syncscope("singlethread") acq_rel monotonic, align 4
  %r0 = atomicrmw xchg ptr %a, i32 1 seq_cst, align 4
  %r1 = atomicrmw add ptr %a, i32 1 monotonic, align 4
  %r2 = atomicrmw volatile sub ptr %a, i32 1 acquire, align 4
  %r3 = atomicrmw and ptr %a, i32 1 release, align 4
  %r4 = atomicrmw nand ptr %a, i32 1 acq_rel, align 4
  %r5 = atomicrmw or ptr %a, i32 1 seq_cst, align 4
  %r6 = atomicrmw xor ptr %a, i32 1 seq_cst, align 4
  %r7 = atomicrmw max ptr %a, i32 1 seq_cst, align 4
  %r8 = atomicrmw min ptr %a, i32 1 seq_cst, align 4
  %r9 = atomicrmw umax ptr %a, i32 1 seq_cst, align 4
  %r10 = atomicrmw umin ptr %a, i32 1 seq_cst, align 4
  %r11 = atomicrmw fadd ptr %p, float 1.000000e+00 seq_cst, align 4
  %r12 = atomicrmw fsub ptr %p, double 1.000000e+00 seq_cst, align 8
  %r13 = atomicrmw fmax ptr %p, float 1.000000e+00 seq_cst, align 4
  %r14 = atomicrmw fmin ptr %p, float 1.000000e+00 seq_cst, align 4
  %r15 = atomicrmw uinc_wrap ptr %a, i32 1 seq_cst, align 4
  %r16 = atomicrmw udec_wrap ptr %a, i32 1 seq_cst, align 4
  %r17 = atomicrmw usub_cond ptr %a, i32 1 seq_cst, align 4
  %r18 = atomicrmw usub_sat ptr %a, i32 1 syncscope("singlethread") seq_cst, align 4
  %r19 = atomicrmw fmaximum ptr %p, float 1.000000e+00 seq_cst, align 4
  %r20 = atomicrmw fminimum ptr %p, float 1.000000e+00 seq_cst, align 4
  %g1 = getelementptr i8, ptr %p, i64 %n
  %g2 = getelementptr inbounds %T, ptr %f, i64 0, i32 1, i64 2
  %g3 = getelementptr nusw nuw [4 x i32], ptr %c, i64 1, i64 %n
  %g4 = getelementptr inbounds nuw i32, ptr %p, <2 x i64> <i64 0, i64 1>
  %g5 = getelementptr i8, <2 x ptr> zeroinitializer, i64 4
  ret void
}

!0 = !{i32 1}
