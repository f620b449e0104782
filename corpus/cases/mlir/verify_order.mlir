// verify_order.mlir: inputs with two errors each, so that the first diagnostic
// shows the order of mlir-opt-22's verifier (issue 10): an op's own invariants
// before the ops of its regions, the ops isolated from above with regions
// (functions, globals) after the other ops of their block, region verifiers
// after the nested ops, symbol uses when the symbol table is verified (after
// everything in it), dominance last in each function.

// A 'common' function (its own verify) with a bad op in its body: the function.
llvm.func common @f() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}

// -----

// A bad argument attribute (the function interface's trait) with a bad body op:
// the argument attribute.
llvm.func @f(%a: i32 {llvm.noalias}) {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}

// -----

// A call to an unknown symbol (a symbol use), then a bad op: the bad op.
llvm.func @f() {
  llvm.call @nope() : () -> ()
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}

// -----

// An entry block argument of a non-LLVM type (LLVMFuncOp::verifyRegions) with a
// bad body op: the body op.
"llvm.func"() <{function_type = !llvm.func<void (tensor<2xi32>)>, sym_name = "f"}> ({
^bb0(%a: tensor<2xi32>):
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}) : () -> ()

// -----

// The same argument with a valid body: the region verifier's error.
"llvm.func"() <{function_type = !llvm.func<void (tensor<2xi32>)>, sym_name = "f"}> ({
^bb0(%a: tensor<2xi32>):
  llvm.return
}) : () -> ()

// -----

// A bad call in one function, a bad op in a later one: the later op.
llvm.func @f() {
  llvm.call @nope() : () -> ()
  llvm.return
}
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}

// -----

// A call with the wrong operand count (a symbol use too), then a bad op.
llvm.func @h(i32)
llvm.func @f() {
  llvm.call @h() : () -> ()
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}

// -----

// A call's operand bundles are its own verify: before a later bad op.
llvm.func @h()
llvm.func @f() {
  llvm.call @h() {op_bundle_sizes = array<i32: 1>} : () -> ()
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}

// -----

// An operand that does not dominate its use, then a bad op in the same
// function: dominance is checked after the function's ops, the bad op first.
llvm.func @f() {
  %1 = llvm.add %0, %0 : i32
  %0 = llvm.mlir.constant(1 : i32) : i32
  %2 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}

// -----

// A dominance error in one function, a bad op in a later one: the first
// function is done, dominance included, before the next.
llvm.func @f() {
  %1 = llvm.add %0, %0 : i32
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return
}
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}

// -----

// A dominance error across blocks, then a bad op in a later block.
llvm.func @f(%c: i1) {
  llvm.cond_br %c, ^a, ^b
^a:
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^b
^b:
  %1 = llvm.add %0, %0 : i32
  %2 = "llvm.add"(%1, %1) : (i32, i32) -> i64
  llvm.return
}

// -----

// A bad call in one function, a dominance error in a later one: dominance
// (checked with that function) before symbol uses (checked with the module).
llvm.func @f() {
  llvm.call @nope() : () -> ()
  llvm.return
}
llvm.func @g() {
  %1 = llvm.add %0, %0 : i32
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return
}

// -----

// A block that ends in a bad op that is no terminator: the op's own error
// before the block's missing terminator.
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
}

// -----

// A first block without a terminator, a bad op in the second block: a block's
// terminator is checked before the next block's ops (the message shows the
// op's result).
llvm.func @f(%c: i1) {
  %0 = llvm.mlir.constant(1 : i32) : i32
^bb1:
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}

// -----

// A branch with too few operands for its successor (its own invariant), then a
// bad op in the successor: the branch.
llvm.func @f(%c: i1) {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb1
^bb1(%a: i32):
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}

// -----

// A bad op in a global's initializer, then a 'common' function: in order.
llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return %0 : i32
}
llvm.func common @f() {
  llvm.return
}

// -----

// A bad function, then a bad llvm.module_flags (no region): ops without
// regions are verified before the ops isolated from above that hold regions.
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}
llvm.module_flags [1]

// -----

// A bad function, then a global with a bad alignment: a global holds a region
// (empty here) and is isolated from above, so it comes in source order.
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}
llvm.mlir.global internal @g(1 : i32) {alignment = 3 : i64} : i32

// -----

// A bad llvm.mlir.addressof (a symbol use), then a global with a bad alignment.
llvm.func @f() {
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  llvm.return
}
llvm.mlir.global internal @g(1 : i32) {alignment = 3 : i64} : i32

// -----

// An llvm.mlir.addressof in the wrong address space (a symbol use), then a bad op.
llvm.mlir.global internal @g(1 : i32) : i32
llvm.func @f() {
  %0 = llvm.mlir.addressof @g : !llvm.ptr<1>
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = "llvm.add"(%1, %1) : (i32, i32) -> i64
  llvm.return
}

// -----

// A global whose initializer returns the wrong type (GlobalOp::verifyRegions)
// holding a bad op: the nested op.
llvm.mlir.global internal @g() : i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return %0 : i32
}

// -----

// A global with a bad alignment (its own verify) holding a bad op: the global.
llvm.mlir.global internal @g() {alignment = 3 : i64} : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return %0 : i32
}

// -----

// A global with both a value and an initializer (a region verifier) holding a
// bad op: the nested op.
llvm.mlir.global internal @g(1 : i32) : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return %0 : i32
}

// -----

// A global initializer that does not end in llvm.return (a trait, checked
// before the nested ops) holding a bad op: the global.
llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.unreachable
}

// -----

// A global initializer with a side effect (a region verifier) and a bad op
// after it: the bad op.
llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.mlir.zero : !llvm.ptr
  llvm.store %0, %p : i32, !llvm.ptr
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return %0 : i32
}

// -----

// An alias whose initializer does not return a pointer (AliasOp::verifyRegions)
// holding a bad op: the nested op.
llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return %0 : i32
}

// -----

// An alias with a bad linkage (its own verify) holding a bad op: the alias.
llvm.mlir.alias appending @a : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  %2 = llvm.mlir.zero : !llvm.ptr
  llvm.return %2 : !llvm.ptr
}

// -----

// A symbol defined twice, then a bad op in a later function: symbols are
// checked with the module, after its functions.
llvm.func @f()
llvm.func @f()
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}

// -----

// A symbol defined twice and a bad call: unique names before symbol uses.
llvm.func @g() {
  llvm.call @nope() : () -> ()
  llvm.return
}
llvm.func @f()
llvm.func @f()

// -----

// Two bad calls in two functions: the module's symbol-use walk takes the ops
// of its body, then the regions they hold as a stack, the last function's
// body first.
llvm.func @h(i32)
llvm.func @f() {
  llvm.call @h() : () -> ()
  llvm.return
}
llvm.func @g() {
  llvm.call @nope() : () -> ()
  llvm.return
}

// -----

// global_ctors naming a missing function (a symbol use), then a bad op.
llvm.mlir.global_ctors ctors = [@nope], priorities = [0 : i32], data = [#llvm.zero]
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}

// -----

// global_dtors with lists of different lengths (its own verify) after a bad
// function: an op without regions comes first.
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}
llvm.mlir.global_dtors dtors = [@f], priorities = [], data = [#llvm.zero]

// -----

// An ifunc whose resolver is missing (a symbol use), then a bad op.
llvm.mlir.ifunc external @i : !llvm.func<void ()>, !llvm.ptr @nope
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}

// -----

// An ifunc whose resolver is a declaration (a symbol use), then a bad op.
llvm.func @r() -> !llvm.ptr
llvm.mlir.ifunc external @i : !llvm.func<void ()>, !llvm.ptr @r
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}

// -----

// An ifunc with a bad linkage (its own verify), after a bad function: the
// ifunc has no region, so it comes first.
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}
llvm.func @r() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc common @i : !llvm.func<void ()>, !llvm.ptr @r

// -----

// A dso_local_equivalent of a global (a symbol use), then a bad op.
llvm.mlir.global internal @g(1 : i32) : i32
llvm.func @f() {
  %0 = llvm.dso_local_equivalent @g : !llvm.ptr
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = "llvm.add"(%1, %1) : (i32, i32) -> i64
  llvm.return
}

// -----

// A blockaddress of a missing tag, then a bad op: the op is a symbol user,
// but MLIR checks the tag in its own verify, so the blockaddress comes first.
llvm.func @f() {
  %0 = llvm.blockaddress <function = @f, tag = <id = 7>> : !llvm.ptr
  %1 = llvm.mlir.constant(1 : i32) : i32
  %2 = "llvm.add"(%1, %1) : (i32, i32) -> i64
  llvm.return
}

// -----

// Two bad calls in one function: in order.
llvm.func @h(i32)
llvm.func @f() {
  llvm.call @h() : () -> ()
  llvm.call @nope() : () -> ()
  llvm.return
}

// -----

// A bad call in the first function, a bad addressof in the last: the last.
llvm.func @h(i32)
llvm.func @f() {
  llvm.call @h() : () -> ()
  llvm.return
}
llvm.func @g() {
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  llvm.return
}

// -----

// A bad call in a function, a bad global_ctors (a symbol use of an op of the
// module's body): the module's ops come before the regions they hold.
llvm.func @f() {
  llvm.call @nope() : () -> ()
  llvm.return
}
llvm.mlir.global_ctors ctors = [@nope2], priorities = [0 : i32], data = [#llvm.zero]

// -----

// A bad addressof in a global's initializer and a bad call in an earlier
// function: the global's region is on top of the stack.
llvm.func @f() {
  llvm.call @nope() : () -> ()
  llvm.return
}
llvm.mlir.global internal @g() : !llvm.ptr {
  %0 = llvm.mlir.addressof @nope2 : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// An alias whose initializer ends in llvm.unreachable (a region trait) holding
// a bad op: the nested op.
llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.unreachable
}

// -----

// A nested module with a bad call, then a bad op in a later function of the
// outer module: the nested module's symbol uses are checked with it.
module {
  llvm.func @f() {
    llvm.call @nope() : () -> ()
    llvm.return
  }
}
llvm.func @g() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}

// -----

// A discardable attribute the LLVM dialect refuses, on a global with a bad
// alignment: attribute verifiers come before the op's own verify.
llvm.mlir.global internal @g(1 : i32) {alignment = 3 : i64, llvm.data_layout = 1} : i32

// -----

// A comdat holding a selector and a bad global (ComdatOp::verifyRegions vs
// the nested op): the nested op.
llvm.comdat @c {
  llvm.comdat_selector @any any
  llvm.func @f()
}

// -----

// Valid neighbour: a call to a function defined later, an addressof of a later
// global, a use after its definition across blocks.
llvm.func @f(%c: i1) -> i32 {
  llvm.call @h() : () -> ()
  %p = llvm.mlir.addressof @g : !llvm.ptr
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.cond_br %c, ^a, ^b
^a:
  llvm.br ^b
^b:
  %1 = llvm.add %0, %0 : i32
  llvm.return %1 : i32
}
llvm.func @h() {
  llvm.return
}
llvm.mlir.global internal @g(1 : i32) : i32

// -----

// An ifunc whose resolver_type is in the wrong address space (a symbol use),
// then a bad op in a later function: the bad op.
llvm.func @r() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external @i : !llvm.func<void ()>, !llvm.ptr<1> @r
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}

// -----

// A global naming a missing comdat (its own verify) holding a bad op: the global.
llvm.mlir.global internal @g() comdat(@c::@x) : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return %0 : i32
}

// -----

// An invoke of a missing function, then a bad op: llvm.invoke checks no symbol,
// the bad op is the error.
llvm.func @f() attributes {personality = @p} {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.invoke @nope() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
^bb2:
  %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
llvm.func @p() -> i32

// -----

// A call's var_callee_type that is not variadic (checked with the symbol
// uses), then a bad op: the bad op.
llvm.func @h(i32, ...)
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @h(%0) vararg(!llvm.func<void (i32)>) : (i32) -> ()
  %1 = "llvm.add"(%0, %0) : (i32, i32) -> i64
  llvm.return
}

// -----

// The same call alone: its error.
llvm.func @h(i32, ...)
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.call @h(%0) vararg(!llvm.func<void (i32)>) : (i32) -> ()
  llvm.return
}

// -----

// The ifunc's resolver_type alone: its error.
llvm.func @r() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external @i : !llvm.func<void ()>, !llvm.ptr<1> @r

// -----

// Valid neighbour: every symbol user whose checks moved (ctors, ifunc,
// dso_local_equivalent, an alias and a global initializer taking addresses)
// referring to symbols defined after them.
llvm.mlir.global_ctors ctors = [@r], priorities = [0 : i32], data = [#llvm.zero]
llvm.mlir.ifunc external @i : !llvm.func<void ()>, !llvm.ptr @r
llvm.mlir.global internal @g() : !llvm.ptr {
  %0 = llvm.mlir.addressof @a : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias external @a : !llvm.ptr {
  %0 = llvm.mlir.addressof @r : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.dso_local_equivalent @r : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @r() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
