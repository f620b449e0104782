; globals.ll: global variables with every linkage, visibility, DLL storage class,
; thread-local mode, unnamed_addr, address space, section, partition, alignment and
; comdat; aliases and ifuncs.
source_filename = "globals.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; A named struct type for the initializers below.
%pair = type { i32, ptr }

; Comdats with each selection kind.
$any = comdat any

$exact = comdat exactmatch

$largest = comdat largest

$nodup = comdat nodeduplicate

$same = comdat samesize

$with_comdat = comdat any

; Linkage kinds.
@ext = external global i32
@ext_weak = extern_weak global i32
@priv = private global i32 1
@int = internal global i32 2
@avail = available_externally global i32 3
@linkonce = linkonce global i32 4, comdat($any)
@linkonce_odr = linkonce_odr global i32 5, comdat($exact)
@weak = weak global i32 6, comdat($largest)
@weak_odr = weak_odr global i32 7, comdat($nodup)
@common = common global i32 0
@appending = appending global [1 x ptr] [ptr @int]
@default = global i32 8, comdat($same)
; Visibility, preemption, DLL storage and unnamed_addr.
@hidden = hidden global i32 9
@protected = protected constant i32 10
@dso_local = dso_local global i32 11
@dllexp = dllexport global i32 12
@dllimp = external dllimport global i32
@unnamed = private unnamed_addr constant [4 x i8] c"abc\00"
@local_unnamed = internal local_unnamed_addr global i64 13
; Thread-local storage models.
@tls = thread_local global i32 0
@tls_ld = thread_local(localdynamic) global i32 0
@tls_ie = thread_local(initialexec) global i32 0
@tls_le = thread_local(localexec) global i32 0
; Address spaces, sections, partitions, alignment, externally_initialized, code model.
@as1 = addrspace(1) global i32 14
@sect = global i32 15, section ".mydata", align 16
@part = global i32 16, partition "part1"
@ext_init = externally_initialized global i32 17
@small = global i32 18, code_model "small"
@sanitized = global i32 19, no_sanitize_address, no_sanitize_hwaddress, sanitize_memtag
@with_comdat = global i32 20, comdat
; Aggregates in initializers.
@pairs = global [2 x %pair] [%pair { i32 1, ptr @int }, %pair { i32 2, ptr null }]
@packed = global <{ i8, i32 }> <{ i8 1, i32 2 }>
@zero = global [8 x i64] zeroinitializer
@vec = global <4 x float> <float 1.000000e+00, float 2.000000e+00, float 0x7FF8000000000000, float -0.000000e+00>
@str = constant [6 x i8] c"quote\22"
@gep = global ptr getelementptr inbounds (i8, ptr @str, i64 2)

; Aliases: to a global, to a constant expression, with linkage and visibility.
@alias = alias i32, ptr @default
@alias_gep = hidden alias i8, getelementptr (i8, ptr @str, i64 1)
@alias_weak = weak alias i32, ptr @int
@alias_tls = thread_local alias i32, ptr @tls

; An ifunc and its resolver.
@ifunc = ifunc i32 (i32), ptr @resolver
@ifunc_local = internal ifunc void (), ptr @resolver

define internal ptr @resolver() {
entry:
  ret ptr @impl
}

define internal i32 @impl(i32 %x) {
entry:
  ret i32 %x
}

define i32 @use() comdat($any) {
entry:
  %a = call i32 @ifunc(i32 1)
  %b = load i32, ptr @alias, align 4
  %c = add i32 %a, %b
  ret i32 %c
}
