; attributes.ll: function, return and parameter attributes (including the typed
; ones: byval, sret, preallocated, inalloca; and the LLVM 19+ forms: range, captures,
; memory, initializes, nofpclass), attribute groups, call-site attributes,
; operand bundles, calling conventions, GC, prefix and prologue data, section,
; alignment, and unnamed_addr on functions.
source_filename = "attributes.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%big = type { [8 x i64] }

; Function Attrs: nounwind willreturn memory(read)
declare noundef range(i32 0, 10) i32 @ret_attrs(ptr noundef nonnull align 8 captures(none) dereferenceable(16), ptr readonly dereferenceable_or_null(8)) #0

declare void @typed(ptr sret(%big) align 8, ptr byval(%big) align 8, ptr preallocated(i64), ptr inalloca(i32))

declare zeroext i8 @ext_attrs(i8 signext, i16 zeroext, i32 inreg, ptr noalias captures(none), ptr nest)

declare ptr @ret_same(ptr returned)

declare void @more(ptr writeonly initializes((0, 4), (8, 12)), float nofpclass(nan inf), ptr swiftself, ptr swifterror, ptr dead_on_unwind writable, ptr captures(address, read_provenance))

; Function Attrs: allockind("alloc,zeroed") allocsize(0,1)
declare noalias ptr @my_calloc(i64, i64) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: memory(none)
declare void @memory_kinds() #3

; Function Attrs: memory(argmem: readwrite)
declare void @memory_argmem() #4

; Function Attrs: memory(read, argmem: readwrite, inaccessiblemem: write)
declare void @memory_mixed() #5

define internal fastcc void @conv_fast() unnamed_addr {
entry:
  ret void
}

define coldcc i32 @conv_cold(i32 %x) local_unnamed_addr section ".text.cold" align 32 {
entry:
  ret i32 %x
}

define x86_regcallcc void @conv_regcall() {
entry:
  ret void
}

define void @gc_fn() gc "statepoint-example" {
entry:
  ret void
}

define void @prefix_fn() prefix i32 123 prologue i8 -112 {
entry:
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable(sync) vscale_range(1,16)
define void @call_sites(ptr %p) #6 {
entry:
  %r = call noundef i32 @ret_attrs(ptr nonnull %p, ptr %p) #8
  call void @memory_kinds() [ "deopt"(i32 1, i64 2), "gc-live"(ptr %p) ]
  call void @memory_argmem() #9
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %p, ptr align 4 %p, i64 8, i1 false)
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 16), "nonnull"(ptr %p) ]
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { nounwind willreturn memory(read) "frame-pointer"="all" "target-cpu"="x86-64" }
attributes #1 = { allockind("alloc,zeroed") allocsize(0,1) "alloc-family"="malloc" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { memory(none) }
attributes #4 = { memory(argmem: readwrite) }
attributes #5 = { memory(read, argmem: readwrite, inaccessiblemem: write) }
attributes #6 = { noinline nounwind optnone uwtable(sync) vscale_range(1,16) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nobuiltin nounwind }
attributes #9 = { cold noinline }
