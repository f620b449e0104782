; instruction properties: memory ops, atomics, calls, bundles, asm, va_arg, switch
declare void @h(i32)
declare i32 @v(i32, ...)
define void @f(ptr %p, i32 %x, ptr %fp, <4 x i32> %vec) {
entry:
  %a = alloca i32, i32 4, align 16, addrspace(0)
  %l1 = load volatile i32, ptr %p, align 2, !nontemporal !0, !invariant.load !1, !noundef !1
  %l2 = load atomic i32, ptr %p syncscope("agent") acquire, align 4
  store atomic volatile i32 %x, ptr %p syncscope("singlethread") release, align 4
  %l3 = load ptr, ptr %p, !nonnull !1, !align !2, !dereferenceable !2, !dereferenceable_or_null !2, !noalias.addrspace !3
  %c = cmpxchg weak volatile ptr %p, i32 %x, i32 0 syncscope("wg") acq_rel monotonic, align 4
  %r = atomicrmw volatile fadd ptr %p, float 1.0 syncscope("agent") seq_cst, align 4, !amdgpu.no.fine.grained.memory !1
  %r2 = atomicrmw usub_sat ptr %p, i32 %x monotonic
  %r3 = atomicrmw fmaximum ptr %p, float 1.0 monotonic
  fence syncscope("agent") acquire
  tail call void @h(i32 %x) #0 [ "deopt"(i32 1), "align"(ptr %p, i64 16) ]
  ret void
}
define void @g(ptr %fp, i32 %x) {
  notail call fastcc void %fp(i32 inreg %x) nounwind
  %y = call i32 (i32, ...) @v(i32 1, i32 %x), !srcloc !4, !callees !5
  %z = call i32 asm sideeffect inteldialect "mov $0, $1", "=r,r,~{memory}"(i32 %x) #1
  %w = call i32 asm alignstack unwind "nop", "=r"()
  %q = call noalias ptr @m(i64 8) "custom-call"="x" memory(none)
  ret void
}
declare ptr @m(i64)
attributes #0 = { nounwind cold }
attributes #1 = { nounwind memory(read) }
!0 = !{i32 1}
!1 = !{}
!2 = !{i64 8}
!3 = !{i32 5, i32 6}
!4 = !{i64 1234}
!5 = !{ptr @h}
