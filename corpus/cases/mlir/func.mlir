// func.mlir: llvm.func's verifier (linkage, inlining attributes, block tags,
// variadic, personality, vscale_range, frame_pointer, memory effects) and the
// rules of function bodies (GEP flags, successor arguments).

// A definition with every inlining-neutral attribute prints canonically.
llvm.func internal @f() attributes {no_inline, optimize_none} {
  llvm.return
}

// -----

// no_inline and always_inline together are refused.
llvm.func @f() attributes {no_inline, always_inline} {
  llvm.return
}

// -----

// optimize_none needs no_inline.
llvm.func @f() attributes {optimize_none} {
  llvm.return
}

// -----

// On a declaration the inlining attributes are not checked.
llvm.func @f() attributes {no_inline, always_inline, optimize_none}

// -----

// A function cannot have common linkage.
llvm.func common @f() {
  llvm.return
}

// -----

// A declaration must be external or extern_weak.
llvm.func internal @f()

// -----

// An extern_weak declaration is accepted.
llvm.func extern_weak @f()

// -----

// An extern_weak definition is accepted too.
llvm.func extern_weak @f() {
  llvm.return
}

// -----

// A variadic definition is accepted.
llvm.func @f(%a: i32, ...) {
  llvm.return
}

// -----

// A personality must name a function: a flat symbol reference.
llvm.func @pers(...) -> i32
llvm.func @f() attributes {personality = @pers} {
  llvm.return
}

// -----

// A personality that is not a symbol reference is dropped, as MLIR's custom
// parser drops inherent attributes of the wrong kind.
llvm.func @f() attributes {personality = "pers"} {
  llvm.return
}

// -----

// vscale_range prints in its keyword form.
llvm.func @f() vscale_range(1, 16) {
  llvm.return
}

// -----

// vscale_range needs two integers.
llvm.func @f() vscale_range(1) {
  llvm.return
}

// -----

// frame_pointer takes a framePointerKind attribute.
llvm.func @f() attributes {frame_pointer = #llvm.framePointerKind<"non-leaf">} {
  llvm.return
}

// -----

// frame_pointer of the wrong attribute kind is dropped too.
llvm.func @f() attributes {frame_pointer = "all"} {
  llvm.return
}

// -----

// memory_effects with a parameter missing: MLIR expects a comma.
llvm.func @f() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write>} {
  llvm.return
}

// -----

// memory_effects of the wrong attribute kind is dropped too.
llvm.func @f() attributes {memory_effects = "none"} {
  llvm.return
}

// -----

// A complete memory_effects attribute.
llvm.func @f() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write, errnoMem = none, targetMem0 = none, targetMem1 = readwrite>} {
  llvm.return
}

// -----

// Unnamed arguments with a body: the entry block is parsed without arguments.
llvm.func @f(i32) {
  llvm.return
}

// -----

// Unnamed arguments and an explicit entry block with them.
llvm.func @f(i32) {
^bb0(%a: i32):
  llvm.return
}

// -----

// An entry block argument of the wrong type.
llvm.func @f(i32) {
^bb0(%a: i64):
  llvm.return
}

// -----

// An entry block with too few arguments.
llvm.func @f(i32) {
^bb0:
  llvm.return
}

// -----

// Two block tags with one id in a function are refused.
llvm.func @f() {
  llvm.blocktag <id = 1>
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 1>
  llvm.return
}

// -----

// Distinct block tags and a blockaddress of one.
llvm.func @f() -> !llvm.ptr {
  llvm.blocktag <id = 1>
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 2>
  %0 = llvm.blockaddress <function = @f, tag = <id = 2>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// A blockaddress of a tag the function lacks.
llvm.func @f() -> !llvm.ptr {
  llvm.blocktag <id = 1>
  %0 = llvm.blockaddress <function = @f, tag = <id = 3>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// A blockaddress of a global is refused.
llvm.mlir.global external @g(0 : i32) : i32
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @g, tag = <id = 3>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// The same tag id in two functions is fine.
llvm.func @f() {
  llvm.blocktag <id = 1>
  llvm.return
}
llvm.func @g() {
  llvm.blocktag <id = 1>
  llvm.return
}

// -----

// inbounds_flag cannot be written on a GEP alone.
llvm.func @f(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.getelementptr inbounds_flag %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return %0 : !llvm.ptr
}

// -----

// inbounds, nusw and nuw are fine.
llvm.func @f(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = llvm.getelementptr inbounds|nuw %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  %1 = llvm.getelementptr nusw %0[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return %1 : !llvm.ptr
}

// -----

// inbounds_flag in the generic form (noWrapFlags = 1) is refused too.
llvm.func @f(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = "llvm.getelementptr"(%p) <{elem_type = i8, noWrapFlags = 1 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// A successor argument of the wrong type.
llvm.func @f(%a: i32) {
  llvm.br ^bb1(%a : i32)
^bb1(%b: i64):
  llvm.return
}

// -----

// A successor given too many arguments.
llvm.func @f(%a: i32) {
  llvm.br ^bb1(%a : i32)
^bb1:
  llvm.return
}

// -----

// A cond_br false successor with a mismatching argument.
llvm.func @f(%c: i1, %a: i32) {
  llvm.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  llvm.return
^bb2(%b: i1):
  llvm.return
}

// -----

// A function result of a non-LLVM type.
llvm.func @f() -> tensor<2xi32>

// -----

// Two results are refused.
llvm.func @f() -> (i32, i32)

// -----

// The function is printed with its attributes in the attributes dictionary.
llvm.func @f() attributes {alignment = 16 : i64, section = ".text.hot", target_cpu = "x86-64", frame_pointer = #llvm.framePointerKind<all>, passthrough = ["noinline"]} {
  llvm.return
}

// -----

// A global's wrong-kind alignment written in the dictionary is dropped.
llvm.mlir.global internal @a(0 : i32) {alignment = "x"} : i32

// -----

// A call to a non-symbol callee.
llvm.func @f() {
  llvm.call 1() : () -> ()
  llvm.return
}

// -----

// A call to a keyword callee.
llvm.func @f() {
  llvm.call bogus() : () -> ()
  llvm.return
}

// -----

// A variadic declaration and a call to it with var_callee_type.
llvm.func @v(i32, ...) -> i32
llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.call @v(%a, %a) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
  llvm.return %0 : i32
}

// -----

// A personality on a declaration is kept.
llvm.func @pers(...) -> i32
llvm.func @f() attributes {personality = @pers}

// -----

// Garbage collector, section and entry count print in the dictionary.
llvm.func @f() attributes {garbageCollector = "shadow-stack", section = ".text.x", function_entry_count = 10 : i64} {
  llvm.return
}

// -----

// function_entry_count must be a 64-bit integer.
llvm.func @f() attributes {function_entry_count = 10 : i32} {
  llvm.return
}

// -----

// A bool property written as an integer is dropped by the custom parser.
llvm.func @f() attributes {no_infs_fp_math = 1 : i32} {
  llvm.return
}
