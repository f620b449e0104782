; memory_attr.ll: the memory(...) attribute: LLVM 22's location kinds (argmem,
; inaccessiblemem, errnomem, target_mem0, target_mem1), the default access
; first, repeated locations, and how llvm-dis folds them.

; Valid: target_mem0 alone.
declare void @f() memory(target_mem0: read)

; -----

; Valid: target_mem1 with argmem.
declare void @f() memory(target_mem1: write, argmem: read)

; -----

; Valid: errnomem.
declare void @f() memory(errnomem: readwrite)

; -----

; target_mem2 does not exist.
declare void @f() memory(target_mem2: read)

; -----

; Valid: every location kind at once.
declare void @f() memory(read, argmem: none, inaccessiblemem: write, errnomem: none, target_mem0: readwrite, target_mem1: none)

; -----

; Valid: a default then a target location.
declare void @f() memory(none, target_mem0: read)

; -----

; Valid: a location repeated: the last one wins.
declare void @f() memory(argmem: read, argmem: write)

; -----

; Valid: all locations equal to the default collapse.
declare void @f() memory(read, argmem: read, inaccessiblemem: read, errnomem: read, target_mem0: read, target_mem1: read)

; -----

; Valid: memory(none) spelled with every location none.
declare void @f() memory(argmem: none, inaccessiblemem: none, errnomem: none, target_mem0: none, target_mem1: none)

; -----

; The default must come first.
declare void @f() memory(argmem: read, none)

; -----

; A location without access kind.
declare void @f() memory(argmem)

; -----

; An unknown access kind.
declare void @f() memory(argmem: readonly)

; -----

; Valid: memory on a call site.
declare void @g()
define void @f() {
  call void @g() memory(target_mem0: read)
  ret void
}

; -----

; Valid: in an attribute group.
declare void @f() #0
attributes #0 = { memory(target_mem1: readwrite, errnomem: write) }

; -----

; Valid: other memory location: other is no keyword.
declare void @f() memory(other: read)

; -----

; Empty memory.
declare void @f() memory()

; -----

; Valid: target_mem0 write and read elsewhere.
declare void @f() memory(write, target_mem0: read)

; -----

; memory on a parameter.
declare void @f(ptr memory(read))

; -----

; Valid: default readwrite with an exception.
declare void @f() memory(readwrite, errnomem: none)

; -----

; A trailing comma.
declare void @f() memory(read,)

; -----

; Valid: memory on a function definition with target_mem1 only.
define void @f() memory(target_mem1: read) {
  ret void
}
