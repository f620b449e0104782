source_filename = "attributes.ll"

%struct.big = type { [8 x i64] }

define void @params(ptr byval(%struct.big) align 8 %a, ptr sret(%struct.big) align 4 %b, ptr noalias nocapture readonly %c, ptr nonnull dereferenceable(16) %d, ptr dereferenceable_or_null(8) %e, i32 signext %f, i8 zeroext %g, i32 range(i32 0, 10) %h, float nofpclass(nan inf) %i, ptr captures(address, provenance) %j, ptr inreg %k, ptr byref(i32) %l, ptr %m, ptr %n, ptr swiftself %o, ptr writable initializes((0, 4), (8, 12)) %p, ptr %q, i32 noundef %r, ptr dead_on_unwind %t, ptr inalloca(i8) %s) #0 {
  ret void
}

define noundef nonnull align 16 ptr @ret_attrs() #1 {
  ret ptr inttoptr (i64 16 to ptr)
}

declare zeroext i1 @decl(i32 noundef, ptr nocapture) #2

define void @calls(ptr %p) #3 {
  %1 = call zeroext i1 @decl(i32 noundef 1, ptr nocapture %p) #4
  %2 = call fastcc i32 @cc_fn(i32 1)
  %3 = call coldcc i32 @cc_fn(i32 2) #5
  call void @params(ptr byval(%struct.big) align 8 %p, ptr sret(%struct.big) align 4 %p, ptr %p, ptr %p, ptr %p, i32 0, i8 0, i32 1, float 0.000000e+00, ptr %p, ptr %p, ptr %p, ptr %p, ptr %p, ptr %p, ptr %p, ptr %p, i32 0, ptr %p, ptr inalloca(i8) %p) [ "deopt"(i32 1, ptr %p), "unknown"() ]
  %4 = notail call i32 @cc_fn(i32 3)
  ret void
}

define i32 @tailer(i32 %x) {
  %r = musttail call i32 @tailee(i32 %x)
  ret i32 %r
}

declare i32 @tailee(i32)

declare ptr @my_alloc(i64, i64) #6

define fastcc i32 @cc_fn(i32 %x) {
  ret i32 %x
}

define x86_stdcallcc void @stdcall() {
  ret void
}

define cc 200 void @numbered_cc() {
  ret void
}

define void @sectioned() section ".text.hot" align 32 gc "statepoint-example" {
  ret void
}

define void @prefixed() prefix i32 123 prologue i8 1 {
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind memory(argmem: readwrite, inaccessiblemem: read) }
attributes #3 = { alignstack=16 cold hot minsize optsize vscale_range(1,16) "a" "b"="c" }
attributes #4 = { nounwind }
attributes #5 = { noreturn "x"="y\0A" }
attributes #6 = { allocsize(0,1) }
