; globals_attrs.ll: the properties of global variables (thread_local,
; unnamed_addr, externally_initialized, section, partition, code_model,
; sanitizer keywords, alignment) and the special llvm.* arrays.

; Thread-local models.
@x = thread_local(initialexec) global i32 0
@y = thread_local global i32 0
@z = thread_local(localdynamic) global i32 0
@w = thread_local(localexec) global i32 0

; -----

; unnamed_addr, local_unnamed_addr and externally_initialized.
@x = unnamed_addr global i32 0
@y = local_unnamed_addr constant i32 0
@z = externally_initialized global i32 0

; -----

; section, partition, align and every code model.
@a = global i32 0, section "foo", partition "p", align 8
@b = global i32 0, code_model "tiny"
@c = global i32 0, code_model "small"
@d = global i32 0, code_model "kernel"
@e = global i32 0, code_model "medium"
@f = global i32 0, code_model "large"

; -----

; An unknown code model.
@y = global i32 0, code_model "Small"

; -----

; An empty section or partition is none.
@g = global i32 0, section ""
@h = global i32 0, partition ""
define void @f() section "" partition "" {
  ret void
}

; -----

; The sanitizer keywords.
@x = global i32 0, no_sanitize_address, no_sanitize_hwaddress, sanitize_memtag, sanitize_address_dyninit

; -----

; Alignment up to 2^32.
@x = global i32 0, align 4294967296

; -----

; A token global.
@g = global token none

; -----

; An x86_amx global, even a declaration.
@g = external global x86_amx

; -----

; A label global fails on its initializer first.
@g = external global label

; -----

; llvm.used is appending.
@llvm.used = global [1 x ptr] [ptr @g]
@g = global i32 0

; -----

; ... an array of pointers.
@llvm.used = appending global [1 x i32] [i32 0]

; -----

; ... of any address space.
@llvm.used = appending global [1 x ptr addrspace(1)] [ptr addrspace(1) @g]
@g = addrspace(1) global i32 0

; -----

; ... whose initializer is an array of global values.
@llvm.compiler.used = appending global [1 x ptr] [ptr null]

; -----

; ... each a global value, through casts.
@llvm.used = appending global [2 x ptr] [ptr @g, ptr getelementptr (i8, ptr @g, i64 1)]
@g = global i32 0

; -----

; ... through an address space cast is fine.
@llvm.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr @f]
@g = addrspace(1) global i32 0
declare void @f()

; -----

; ... and named.
@llvm.used = appending global [1 x ptr] [ptr @0]
@0 = global i32 0

; -----

; A declared llvm.used may have any linkage.
@llvm.used = external global [1 x ptr]

; -----

; llvm.global_ctors: { i32, ptr, ptr }.
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @c, ptr null }]
define void @c() {
  ret void
}

; -----

; The two-field form is obsolete.
@llvm.global_ctors = appending global [1 x { i32, ptr }] [{ i32, ptr } { i32 65535, ptr @c }]
define void @c() {
  ret void
}

; -----

; The priority is an i32.
@llvm.global_dtors = appending global [1 x { i64, ptr, ptr }] zeroinitializer

; -----

; The third field is a pointer.
@llvm.global_ctors = appending global [1 x { i32, ptr, i32 }] zeroinitializer

; -----

; The elements are structs.
@llvm.global_ctors = appending global [1 x i32] zeroinitializer

; -----

; llvm.global_dtors is appending.
@llvm.global_dtors = global [1 x { i32, ptr, ptr }] zeroinitializer

; -----

; Every property of a global variable at once, printed in llvm-dis's order.
@g = internal thread_local(localexec) unnamed_addr addrspace(2) externally_initialized global i32 0, section "s", partition "p", align 16, code_model "large", no_sanitize_address, !foo !0 #0
!0 = !{}
attributes #0 = { "k" }

; -----

; The properties after the initializer in another order.
@g = global i32 0, align 4, section "a"
@h = global i32 0, no_sanitize_address, align 4

; -----

; An undef label global: the initializer fails first, by its kind.
@g = global label undef

; -----

; ... zeroinitializer of label is a null constant.
@g = global label zeroinitializer

; -----

; A function type global: functions are not values.
@g = global i32 () undef
