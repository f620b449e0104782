; function-level properties and attributes
declare i32 @__gxx_personality_v0(...)
declare void @ext(i32 noundef signext, ptr nocapture readonly, ...) #2
define internal fastcc void @f1(ptr sret(i32) %s, ptr noalias nonnull align 8 dereferenceable(16) %p, i32 zeroext %x, ptr byval(i32) %b) unnamed_addr #0 section ".text.f1" partition "pp" comdat($f1) align 16 gc "statepoint-example" prefix i32 123 prologue i8 7 personality ptr @__gxx_personality_v0 !prof !0 !custom !1 {
  ret void
}
$f1 = comdat any
define protected dllexport void @f2() #0 {
  ret void
}
define void @f3(ptr captures(address) %p, i32 range(i32 0, 10) %r, ptr initializes((0, 4)) %q, ptr dead_on_unwind writable %w, float nofpclass(nan) %n) #1 {
  ret void
}
define noundef range(i32 0, 5) i32 @f4() #3 {
  ret i32 1
}
define void @f5() addrspace(1) #4 {
  ret void
}
declare cc 99 void @f6()
declare preserve_nonecc void @f7()
attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "target-cpu"="x86-64" "custom-attr"="v" }
attributes #1 = { mustprogress nofree norecurse nosync willreturn memory(argmem: readwrite) sanitize_address sanitize_thread ssp sspstrong "no-trapping-math"="true" }
attributes #2 = { cold nobuiltin allockind("alloc,uninitialized") allocsize(0) "alloc-family"="malloc" }
attributes #3 = { hot minsize optsize naked noduplicate noimplicitfloat nomerge nonlazybind noredzone null_pointer_is_valid returns_twice safestack shadowcallstack speculatable strictfp vscale_range(1,16) "denormal-fp-math"="preserve-sign,preserve-sign" }
attributes #4 = { convergent alignstack=16 fn_ret_thunk_extern presplitcoroutine disable_sanitizer_instrumentation nocallback nocf_check sanitize_memory sanitize_hwaddress sanitize_memtag speculative_load_hardening "probe-stack"="inline-asm" }
!0 = !{!"function_entry_count", i64 100}
!1 = !{!"x"}
