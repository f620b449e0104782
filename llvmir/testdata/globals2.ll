source_filename = "globals2.ll"

%opaque = type opaque
%node = type { ptr, i32 }

$nd = comdat nodeduplicate

$ex = comdat exactmatch

$ss = comdat samesize

@ext = external global %opaque
@imp = external dllimport global i32
@san = global i32 0, no_sanitize_address, no_sanitize_hwaddress
@tag = global i32 0, sanitize_memtag
@nd = global i32 0, comdat
@ex = global i32 0, comdat
@ss = global i32 0, comdat
@list = global %node { ptr @list, i32 1 }
@tls1 = thread_local(localdynamic) global i32 0
@tls2 = thread_local(localexec) global i32 0
@sec = global i32 0, section "foo", partition "p", align 32

@a1 = dso_local alias i32, ptr @nd
@a2 = protected alias i32, ptr @ex
@a3 = weak_odr alias i32, ptr @ss
@a4 = private alias i32, ptr @ss
@a5 = alias i32, ptr @ss, partition "q"

@if1 = internal ifunc void (), ptr @resolve
@if2 = weak ifunc i32 (i32), ptr @resolve

define ptr @resolve() partition "r" {
  %r = call i32 asm sideeffect inteldialect "mov eax, 1", "={eax},~{dirflag},~{fpsr},~{flags}"()
  call void asm sideeffect alignstack "nop", ""()
  %e = call ptr @llvm.preserve.array.access.index.p0.p0(ptr elementtype(i32) null, i32 0, i32 0)
  ret ptr null
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.preserve.array.access.index.p0.p0(ptr, i32 immarg, i32 immarg) #0

define void @use_ext() {
  %v = load i32, ptr @ext, align 4
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
