// aliases_comdats.mlir: llvm.mlir.alias, llvm.mlir.ifunc, llvm.comdat and the ops
// that take a symbol's address (llvm.mlir.addressof, llvm.dso_local_equivalent).

// An alias to a global prints canonically.
llvm.mlir.global external @g(0 : i32) : i32
llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// appending linkage is refused on aliases.
llvm.mlir.global external @g(0 : i32) : i32
llvm.mlir.alias appending @a : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// common linkage is refused on aliases.
llvm.mlir.global external @g(0 : i32) : i32
llvm.mlir.alias common @a : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// extern_weak linkage is refused on aliases.
llvm.mlir.global external @g(0 : i32) : i32
llvm.mlir.alias extern_weak @a : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// available_externally is an alias linkage.
llvm.mlir.global external @g(0 : i32) : i32
llvm.mlir.alias available_externally @a : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// A void alias type is refused.
llvm.mlir.global external @g(0 : i32) : i32
llvm.mlir.alias external @a : !llvm.void {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// A builtin tensor is not an alias type.
llvm.mlir.global external @g(0 : i32) : i32
llvm.mlir.alias external @a : tensor<2xi32> {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// The initializer must return a pointer.
llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

// The initializer cannot return nothing.
llvm.mlir.alias external @a : i32 {
  llvm.return
}

// -----

// The initializer ends with llvm.return.
llvm.mlir.alias external @a : i32 {
  llvm.unreachable
}

// -----

// An alias without a body region block is refused.
"llvm.mlir.alias"() <{alias_type = i32, linkage = #llvm.linkage<external>, sym_name = "a"}> ({
}) : () -> ()

// -----

// Side effects are refused in an alias initializer.
llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
  llvm.return %1 : !llvm.ptr
}

// -----

// An alias in address space 1: its addressof must use !llvm.ptr<1>.
llvm.mlir.global external @g(0 : i32) {addr_space = 1 : i32} : i32
llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr<1>
  llvm.return %0 : !llvm.ptr<1>
}
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @a : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// The matching address space for an alias is accepted.
llvm.mlir.global external @g(0 : i32) {addr_space = 1 : i32} : i32
llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr<1>
  llvm.return %0 : !llvm.ptr<1>
}
llvm.func @f() -> !llvm.ptr<1> {
  %0 = llvm.mlir.addressof @a : !llvm.ptr<1>
  llvm.return %0 : !llvm.ptr<1>
}

// -----

// Thread-local, unnamed_addr and visibility on an alias.
llvm.mlir.global external @g(0 : i32) : i32
llvm.mlir.alias internal hidden thread_local unnamed_addr @a {dso_local} : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// dso_local_equivalent of a function.
llvm.func @h()
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.dso_local_equivalent @h : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// dso_local_equivalent of a global is refused.
llvm.mlir.global external @g(0 : i32) : i32
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.dso_local_equivalent @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// dso_local_equivalent of an extern_weak function is refused.
llvm.func extern_weak @h()
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.dso_local_equivalent @h : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// dso_local_equivalent of an alias to a function.
llvm.func @h()
llvm.mlir.alias external @a : !llvm.ptr {
  %0 = llvm.mlir.addressof @h : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.dso_local_equivalent @a : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// dso_local_equivalent of an alias to a global is refused.
llvm.mlir.global external @g(0 : i32) : i32
llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.dso_local_equivalent @a : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// dso_local_equivalent of a missing symbol.
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.dso_local_equivalent @nope : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// A comdat with every selection kind, used by a function and a global.
llvm.comdat @c {
  llvm.comdat_selector @a any
  llvm.comdat_selector @b exactmatch
  llvm.comdat_selector @l largest
  llvm.comdat_selector @d nodeduplicate
  llvm.comdat_selector @e samesize
}
llvm.func @f() comdat(@c::@b) {
  llvm.return
}
llvm.mlir.global internal @g(0 : i32) comdat(@c::@a) : i32

// -----

// Only selectors may appear in a comdat region.
llvm.comdat @c {
  llvm.comdat_selector @a any
  llvm.mlir.global internal @g(0 : i32) : i32
}

// -----

// A comdat region needs its block.
llvm.comdat @c {
}

// -----

// A comdat reference to a missing selector.
llvm.comdat @c {
  llvm.comdat_selector @any any
}
llvm.mlir.global internal @g(0 : i32) comdat(@c::@nope) : i32

// -----

// A comdat reference must name the selector, not the comdat.
llvm.comdat @c {
  llvm.comdat_selector @any any
}
llvm.func @f() comdat(@c) {
  llvm.return
}

// -----

// Selector names are unique in their comdat.
llvm.comdat @c {
  llvm.comdat_selector @any any
  llvm.comdat_selector @any nodeduplicate
}

// -----

// An unknown selection kind.
llvm.comdat @c {
  llvm.comdat_selector @a bogus
}

// -----

// unnamed_addr before thread_local is a parse error, as on globals.
llvm.mlir.global external @g(0 : i32) : i32
llvm.mlir.alias internal unnamed_addr thread_local @a : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// A selector outside a comdat is refused (its parent is no symbol table).
llvm.func @f() {
  llvm.comdat_selector @any any
  llvm.return
}

// -----

// An ifunc with a resolver definition.
llvm.func internal @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external @ifn : !llvm.func<void ()>, !llvm.ptr @resolver

// -----

// An ifunc with appending linkage is refused.
llvm.func internal @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc appending @ifn : !llvm.func<void ()>, !llvm.ptr @resolver

// -----

// An ifunc resolver must be a definition.
llvm.func @resolver() -> !llvm.ptr
llvm.mlir.ifunc external @ifn : !llvm.func<void ()>, !llvm.ptr @resolver

// -----

// An alias initializer of two blocks is refused.
llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.br ^bb1
^bb1:
  llvm.return %0 : !llvm.ptr
}
