// Invalid inputs: each case is rejected by mlir-opt-22 and by Ferry with the
// message of its "expected:" line.

// expected: 'llvm.add' op requires the same type for all operands and results
llvm.func @f(%a: i32, %b: i64) {
  %0 = "llvm.add"(%a, %b) <{overflowFlags = 0 : i32}> : (i32, i64) -> i32
  llvm.return
}

// -----

// expected: 'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'
llvm.func @f(%a: i32) {
  %0 = "llvm.fadd"(%a, %a) : (i32, i32) -> i32
  llvm.return
}

// -----

// expected: 'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'f32' but this op returns 'i32'
llvm.func @f(%s: !llvm.struct<(i32, f32)>) {
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> i32
  llvm.return
}

// -----

// expected: 'llvm.return' op mismatching result types
llvm.func @f(%a: i64) -> i32 {
  llvm.return %a : i64
}

// -----

// expected: 'llvm.call' op 'nope' does not reference a symbol in the current scope
llvm.func @f() {
  llvm.call @nope() : () -> ()
  llvm.return
}

// -----

// expected: 'llvm.call' op incorrect number of operands (1) for callee (expecting: 0)
llvm.func @g()
llvm.func @f(%a: i32) {
  llvm.call @g(%a) : (i32) -> ()
  llvm.return
}

// -----

// expected: 'llvm.load' op expected alignment for atomic access
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p atomic acquire : !llvm.ptr -> i32
  llvm.return
}

// -----

// expected: 'llvm.store' op unsupported ordering 'acquire'
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----

// expected: 'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'
llvm.func @f() {
  %0 = llvm.mlir.addressof @nothing : !llvm.ptr
  llvm.return
}

// -----

// expected: 'llvm.func' op entry block must have 1 arguments to match function signature
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "f"}> ({
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// expected: 'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute
llvm.mlir.global internal constant @s("abc") : !llvm.array<4 x i8>

// -----

// expected: 'llvm.switch' op expects number of case values to match number of case destinations
llvm.func @f(%a: i32) {
  "llvm.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

// expected: 'llvm.icmp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'
llvm.func @f(%a: f32) {
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (f32, f32) -> i1
  llvm.return
}

// -----

// expected: 'llvm.alloca' op requires attribute 'elem_type'
llvm.func @f(%n: i32) {
  %0 = "llvm.alloca"(%n) : (i32) -> !llvm.ptr
  llvm.return
}

// -----

// expected: branch has 0 operands for successor #0, but target block has 1
llvm.func @f(%a: i32) {
  llvm.br ^bb1
^bb1(%x: i32):
  llvm.return
}

// -----

// expected: 'llvm.insertvalue' op Type mismatch: cannot insert 'f32' into '!llvm.struct<(i32, f32)>'
llvm.func @f(%s: !llvm.struct<(i32, f32)>, %v: f32) {
  %0 = "llvm.insertvalue"(%s, %v) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

// expected: 'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'
llvm.func @f(%p: !llvm.ptr) {
  %0 = "llvm.getelementptr"(%p) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

// expected: 'llvm.func' op external functions must have 'external' or 'extern_weak' linkage
llvm.func internal @f()

// -----

// expected: 'llvm.atomicrmw' op expected LLVM IR floating point type
llvm.func @f(%a: i32, %p: !llvm.ptr) {
  %0 = llvm.atomicrmw fadd %p, %a monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

// expected: 'llvm.atomicrmw' op expected LLVM IR integer type
llvm.func @f(%p: !llvm.ptr, %f: f32) {
  %0 = llvm.atomicrmw add %p, %f monotonic : !llvm.ptr, f32
  llvm.return
}

// -----

// expected: 'llvm.atomicrmw' op expected at least 'monotonic' ordering
llvm.func @f(%a: i32, %p: !llvm.ptr) {
  %0 = llvm.atomicrmw add %p, %a unordered : !llvm.ptr, i32
  llvm.return
}

// -----

// expected: 'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'
llvm.func @f(%a: i32, %p: !llvm.ptr) {
  %0 = llvm.cmpxchg %p, %a, %a acq_rel release : !llvm.ptr, i32
  llvm.return
}

// -----

// expected: 'llvm.cmpxchg' op ordering must be at least 'monotonic'
llvm.func @f(%a: i32, %p: !llvm.ptr) {
  %0 = llvm.cmpxchg %p, %a, %a unordered monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

// expected: 'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings
llvm.func @f() {
  llvm.fence monotonic
  llvm.return
}

// -----

// expected: integer width of the output type is smaller or equal to the integer width of the input type
llvm.func @f(%a: i64) {
  %0 = llvm.zext %a : i64 to i32
  llvm.return
}

// -----

// expected: 'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr<1>
  llvm.return
}

// -----

// expected: 'llvm.bitcast' op can only cast pointers from and to pointers
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.bitcast %p : !llvm.ptr to i64
  llvm.return
}

// -----

// expected: ctors, priorities, and data must have the same number of elements
llvm.func @a() {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@a], priorities = [], data = []

// -----

// expected: 'llvm.module_flags' op expected a module flag attribute
llvm.module_flags [42]

// -----

// expected: llvm.landingpad needs to be in a function with a personality
llvm.func @f() {
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// expected: 'llvm.blockaddress' op expects an existing block label target in the referenced function
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @f, tag = <id = 7>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// expected: 'llvm.mlir.alias' op initializer region must always return a pointer
llvm.mlir.alias external @al : i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}

// -----

// expected: 'llvm.intr.sincos' op expected result type to be an homogeneous struct with two elements matching the operand type, but got '!llvm.struct<(f64, f32)>'
llvm.func @f(%f: f32) {
  %0 = llvm.intr.sincos(%f) : (f32) -> !llvm.struct<(f64, f32)>
  llvm.return
}

// -----

// expected: 'llvm.call' op 'a' does not reference a valid LLVM function or IFunc
llvm.func @t(i32) -> i32
llvm.mlir.alias external @a : !llvm.func<i32 (i32)> {
  %0 = llvm.mlir.addressof @t : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @f(%x: i32) -> i32 {
  %0 = llvm.call @a(%x) : (i32) -> i32
  llvm.return %0 : i32
}

// -----

// expected: 'llvm.call' op 'counter' does not reference a valid LLVM function or IFunc
llvm.mlir.global internal @counter(7 : i64) : i64
llvm.func @f() {
  llvm.call @counter() : () -> ()
  llvm.return
}

// -----

// expected: 'llvm.call' op callee does not have a functional type: 'f32'
llvm.func @r() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external @i : f32, !llvm.ptr @r
llvm.func @f() {
  llvm.call @i() : () -> ()
  llvm.return
}

// -----

// expected: 'llvm.call' op operand type mismatch for operand 0: 'i16' != 'i64'
llvm.func @r() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external @i : !llvm.func<void (i64)>, !llvm.ptr @r
llvm.func @f(%x: i16) {
  llvm.call @i(%x) : (i16) -> ()
  llvm.return
}

// -----

// expected: 'llvm.call' op missing var_callee_type attribute for vararg call
llvm.func @v(i64, ...)
llvm.func @f(%x: i8) {
  "llvm.call"(%x) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @v, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i8) -> ()
  llvm.return
}

// -----

// expected: 'llvm.call' op calling function with void result must not produce values
llvm.func @v()
llvm.func @f() {
  %0 = llvm.call @v() : () -> i1
  llvm.return
}

// -----

// expected: 'llvm.call' op expected function call to produce a value
llvm.func @v() -> f64
llvm.func @f() {
  llvm.call @v() : () -> ()
  llvm.return
}

// -----

// expected: 'llvm.call' op result type mismatch: 'f32' != 'f64'
llvm.func @v() -> f64
llvm.func @f() {
  %0 = llvm.call @v() : () -> f32
  llvm.return
}

// -----

// expected: 'llvm.inline_asm' op tail call kind 'musttail' is not supported by this operation
llvm.func @f() {
  llvm.inline_asm tail_call_kind = <musttail> "", "" : () -> ()
  llvm.return
}

// -----

// expected: 'llvm.mlir.global' op this target extension type cannot be used in a global
llvm.mlir.global internal @tex() : !llvm.target<"mytarget.opaque", i8, 2>

// -----

// expected: 'llvm.mlir.global' op global with target extension type can only be initialized with zero-initializer
llvm.mlir.global internal @tex(1 : i64) : !llvm.target<"spirv.Sampler">

// -----

// expected: 'llvm.mlir.zero' op target extension type does not support zero-initializer
llvm.func @f() {
  %0 = llvm.mlir.zero : !llvm.target<"aarch64.svcount">
  llvm.return
}

// -----

// expected: 'llvm.alloca' op this target extension type cannot be used in alloca
llvm.func @f(%n: i64) {
  %0 = llvm.alloca %n x !llvm.target<"mytarget.handle"> : (i64) -> !llvm.ptr
  llvm.return
}

// -----

// expected: 'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.target<"mytarget.handle">'
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p : !llvm.ptr -> !llvm.target<"mytarget.handle">
  llvm.return
}

// -----

// expected: 'llvm.store' op operand #0 must be LLVM type with size, but got '!llvm.func<i8 ()>'
llvm.func @f(%p: !llvm.ptr, %v: !llvm.func<i8 ()>) {
  llvm.store %v, %p : !llvm.func<i8 ()>, !llvm.ptr
  llvm.return
}

// -----

// expected: invalid LLVM structure element type: '!llvm.token'
llvm.func @f(!llvm.struct<"Tok", (i32, token)>)

// -----

// expected: invalid array element type: '!llvm.void'
llvm.func @f(!llvm.array<3 x void>)

// -----

// expected: 'llvm.call_intrinsic' op intrinsic name must start with 'llvm.'
llvm.func @f() {
  llvm.call_intrinsic "foo.bar"() : () -> ()
  llvm.return
}

// -----

// expected: expected 1 operand bundle tags, but actually got 0
llvm.func @f(%a: i32) {
  "llvm.call_intrinsic"(%a) <{intrin = "llvm.foo", op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 0, 1>}> : (i32) -> ()
  llvm.return
}

// -----

// expected: operand bundle tag must be a StringAttr
llvm.func @f(%a: i1, %b: i32) {
  "llvm.intr.assume"(%a, %b) <{op_bundle_sizes = array<i32: 1>, op_bundle_tags = [2]}> : (i1, i32) -> ()
  llvm.return
}

// -----

// expected: expected 0 operand bundle tags, but actually got 1
llvm.func @f(%a: i1) {
  "llvm.intr.assume"(%a) <{op_bundle_sizes = array<i32>, op_bundle_tags = ["x"]}> : (i1) -> ()
  llvm.return
}

// -----

// expected: expected 1 operand bundle tags, but actually got 0
llvm.func @g(i32)
llvm.func @f(%a: i32) {
  "llvm.call"(%a, %a) <{callee = @g, op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 1, 1>, CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>}> : (i32, i32) -> ()
  llvm.return
}

// -----

// expected: 'llvm.intr.masked.gather' op expected operand #1 type to be 'vector<4x!llvm.ptr>'
llvm.func @f(%p: vector<2x!llvm.ptr>, %m: vector<4xi1>, %pt: vector<4xf32>) {
  %0 = llvm.intr.masked.gather %p, %m, %pt {alignment = 4 : i32} : (vector<2x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.return
}

// -----

// expected: 'llvm.intr.masked.gather' op expected operand #1 type to be 'vector<[4]x!llvm.ptr>'
llvm.func @f(%p: vector<4x!llvm.ptr>, %m: vector<[4]xi1>, %pt: vector<[4]xf32>) {
  %0 = llvm.intr.masked.gather %p, %m, %pt {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<[4]xi1>, vector<[4]xf32>) -> vector<[4]xf32>
  llvm.return
}

// -----

// expected: 'llvm.intr.masked.scatter' op expected operand #2 type to be 'vector<4x!llvm.ptr>'
llvm.func @f(%p: vector<[4]x!llvm.ptr>, %m: vector<4xi1>, %v: vector<4xf32>) {
  llvm.intr.masked.scatter %v, %p, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into vector<[4]x!llvm.ptr>
  llvm.return
}

// -----

// expected: 'llvm.linker_options' op must appear at the module level
llvm.func @f() {
  llvm.linker_options ["a"]
  llvm.return
}

// -----

// expected: first operation in unwind destination should be a llvm.landingpad operation
llvm.func @g(i32)
llvm.func @f(%a: i32) attributes {personality = @g} {
  llvm.invoke @g(%a) to ^b1 unwind ^b1 : (i32) -> ()
^b1:
  llvm.return
}

// -----

// expected: expected 1 operand bundle tags, but actually got 0
llvm.func @g(i32)
llvm.func @f(%a: i32) attributes {personality = @g} {
  "llvm.invoke"(%a, %a)[^b1, ^b2] <{callee = @g, op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (i32, i32) -> ()
^b1:
  llvm.return
^b2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// expected: 'llvm.invoke' op expected var_callee_type to be a variadic function type
llvm.func @g(i32, ...)
llvm.func @f(%a: i32) attributes {personality = @g} {
  llvm.invoke @g(%a) to ^b1 unwind ^b2 vararg(!llvm.func<void (i32)>) : (i32) -> ()
^b1:
  llvm.return
^b2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// expected: 'llvm.invoke' op expected var_callee_type to have at most 1 parameters
llvm.func @g(i32, ...)
llvm.func @f(%a: i32) attributes {personality = @g} {
  llvm.invoke @g(%a) to ^b1 unwind ^b2 vararg(!llvm.func<void (i32, i32, ...)>) : (i32) -> ()
^b1:
  llvm.return
^b2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// expected: 'llvm.invoke' op var_callee_type parameter type mismatch: 'i64' != 'i32'
llvm.func @g(i32, ...)
llvm.func @f(%a: i32) attributes {personality = @g} {
  llvm.invoke @g(%a) to ^b1 unwind ^b2 vararg(!llvm.func<void (i64, ...)>) : (i32) -> ()
^b1:
  llvm.return
^b2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// expected: 'llvm.invoke' op expected var_callee_type to return void
llvm.func @g(i32, ...)
llvm.func @f(%a: i32) attributes {personality = @g} {
  llvm.invoke @g(%a) to ^b1 unwind ^b2 vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> ()
^b1:
  llvm.return
^b2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// expected: 'llvm.invoke' op var_callee_type return type mismatch: 'i64' != 'i32'
llvm.func @g(i32, ...) -> i32
llvm.func @f(%a: i32) attributes {personality = @g} {
  %r = llvm.invoke @g(%a) to ^b1 unwind ^b2 vararg(!llvm.func<i64 (i32, ...)>) : (i32) -> i32
^b1:
  llvm.return
^b2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// expected: 'llvm.call' op expected var_callee_type to be a variadic function type
llvm.func @g(i32, ...)
llvm.func @f(%a: i32) {
  llvm.call @g(%a) vararg(!llvm.func<void (i32)>) : (i32) -> ()
  llvm.return
}

// -----

// expected: 'llvm.mlir.ifunc' op resolver must return a pointer
llvm.func @g() {
  llvm.return
}
llvm.mlir.ifunc @i : !llvm.func<void ()>, !llvm.ptr @g

// -----

// expected: 'llvm.mlir.ifunc' op resolver must be a definition
llvm.func @g() -> !llvm.ptr
llvm.mlir.ifunc @i : !llvm.func<void ()>, !llvm.ptr @g

// -----

// expected: 'llvm.mlir.ifunc' op resolver must be a definition
llvm.func available_externally @g() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc @j : !llvm.func<void ()>, !llvm.ptr @g

// -----

// expected: 'llvm.mlir.ifunc' op must have a function resolver
llvm.mlir.global external @x() : i32
llvm.mlir.ifunc @i : !llvm.func<void ()>, !llvm.ptr @x

// -----

// expected: 'llvm.mlir.ifunc' op must have a function resolver
llvm.mlir.global external @x() : i32
llvm.mlir.alias external @a : !llvm.ptr {
  %0 = llvm.mlir.addressof @x : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc @k : !llvm.func<void ()>, !llvm.ptr @a

// -----

// expected: 'llvm.mlir.ifunc' op resolver must be a definition
llvm.func @g() -> !llvm.ptr
llvm.mlir.alias external @a : !llvm.ptr {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias external @b : !llvm.ptr {
  %0 = llvm.mlir.addressof @a : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc @k : !llvm.func<void ()>, !llvm.ptr @b

// -----

// expected: 'llvm.mlir.ifunc' op 'appending' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage
llvm.func @g() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc appending @j : !llvm.func<void ()>, !llvm.ptr @g

// -----

// expected: 'llvm.mlir.ifunc' op resolver has incorrect type
llvm.func @g() -> !llvm.ptr<1> {
  %0 = llvm.mlir.zero : !llvm.ptr<1>
  llvm.return %0 : !llvm.ptr<1>
}
llvm.mlir.ifunc @k : !llvm.func<void ()>, !llvm.ptr<1> @g

// -----

// expected: 'llvm.mlir.ifunc' op resolver has incorrect type
llvm.func @g() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc @k : !llvm.func<void ()>, i32 @g {address_space = 1 : i32}

// -----

// expected: expected comdat symbol
llvm.comdat @c {
  llvm.comdat_selector @nd nodeduplicate
}
llvm.mlir.global external @g(0 : i32) comdat(@c::@any) : i32

// -----

// expected: expected comdat symbol
llvm.comdat @c {
  llvm.comdat_selector @nd nodeduplicate
}
llvm.func @f() comdat(@c::@any) {
  llvm.return
}

// -----

// expected: id of an alias scope must be a StringAttr or a DistrinctAttr
#d = #llvm.alias_scope_domain<id = distinct[0]<>>
#s = #llvm.alias_scope<id = 3 : i32, domain = #d>
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p {alias_scopes = [#s]} : !llvm.ptr -> i32
  llvm.return
}

// -----

// expected: target features must start with '+' or '-'
llvm.func @f() attributes {target_features = #llvm.target_features<["avx"]>}

// -----

// expected: target features can not contain ','
llvm.func @f() attributes {target_features = #llvm.target_features<["+avx,+sse"]>}

// -----

// expected: target features can not be null or empty
llvm.func @f() attributes {target_features = #llvm.target_features<["+a", ""]>}

// -----

// expected: 'CG Profile' key expects an array of '#llvm.cgprofile_entry'
llvm.module_flags [#llvm.mlir.module_flag<error, "CG Profile", 4 : i32>]

// -----

// expected: 'ProfileSummary' key expects a '#llvm.profile_summary' attribute
llvm.module_flags [#llvm.mlir.module_flag<append, "ProfileSummary", 1 : i32>]

// -----

// expected: only integer and string values are currently supported for unknown key '"x"'
llvm.module_flags [#llvm.mlir.module_flag<append, "x", 1.0 : f32>]

// -----

// expected: identified type already used with a different body
llvm.func @f(!llvm.struct<"a", opaque>, !llvm.struct<"a", (i32)>)

// -----

// expected: struct without a body only allowed in a recursive struct
llvm.func @f(!llvm.struct<"a", (i32)>, !llvm.struct<"a">)

// -----

// expected: struct without a body only allowed in a recursive struct
llvm.func @f(!llvm.struct<"a">)

// -----

// expected: ops with side effects not allowed in global initializers
llvm.func @g() -> i32
llvm.mlir.global external @x() : i32 {
  %0 = llvm.call @g() : () -> i32
  llvm.return %0 : i32
}

// -----

// expected: ops with side effects not allowed in global initializers
llvm.mlir.global external @x() : i32 {
  %c = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.mlir.zero : !llvm.ptr
  llvm.store %c, %p : i32, !llvm.ptr
  llvm.return %c : i32
}

// -----

// expected: ops with side effects not allowed in global initializers
llvm.mlir.global external @x() : i32 {
  %c = llvm.inline_asm has_side_effects "", "=r" : () -> i32
  llvm.return %c : i32
}

// -----

// expected: ops with side effects are not allowed in alias initializers
llvm.mlir.alias external @a : !llvm.ptr {
  %p = llvm.mlir.zero : !llvm.ptr
  %x = llvm.load %p : !llvm.ptr -> !llvm.ptr
  llvm.return %x : !llvm.ptr
}

// -----

// expected: 'llvm.mlir.global' op initializer region cannot return void
llvm.mlir.global external @x() : i32 {
  llvm.return
}

// -----

// expected: 'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'
llvm.mlir.global external @x() : i32 {
  %c = llvm.mlir.constant(1 : i64) : i64
  llvm.return %c : i64
}

// -----

// expected: custom op 'llvm.intr.ctlz' has no custom assembly form
llvm.func @f(%a: i32) {
  %e = llvm.intr.ctlz(%a) <{is_zero_poison = false}> : (i32) -> i32
  llvm.return
}

// -----

// expected: integer value too large
llvm.func @f(!llvm.array<-9223372036854775807 x i32>)

// -----

// expected: 'llvm.mlir.constant' op expected integer type
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : f32
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op attribute and type have different float semantics
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f32) : f64
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op expected integer type of width 32
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f32) : i16
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op expected array type of 2 i8 elements for the string constant
llvm.func @f() {
  %0 = llvm.mlir.constant("ab") : !llvm.array<3 x i8>
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op expected vector or array type
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : i32
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op expected array attribute for struct type
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : !llvm.struct<(i32)>
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op only supports integer, float, string or elements attributes
llvm.func @f() {
  %0 = llvm.mlir.constant(unit) : i32
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op expected array attribute of size 2
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op struct element at index 1 is of wrong type
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op struct element at index 0 is of wrong type
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i64, 2.0 : f32]) : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op expected struct element types to be floating point type or integer type
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i32, [1 : i32]]) : !llvm.struct<(i32, struct<(i32)>)>
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op expected element of array attribute to be floating point or integer
llvm.func @f() {
  %0 = llvm.mlir.constant(["a", 1 : i32]) : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op for array with an array attribute must have a struct element type
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.array<2 x i32>
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op type and attribute have a different number of elements: 3 vs. 2
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<3xi32>
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op does not support target extension type.
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : !llvm.target<"spirv.Image">
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op nested attribute for struct element at index 0 must be a zero, or undef, or array attribute
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.array<1 x struct<(i32)>>
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op expected array or struct type for array attribute
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i32]) : vector<1xi32>
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op expected array type of 1 i8 elements for the string constant
llvm.func @f() {
  %0 = llvm.mlir.constant("a") : !llvm.target<"spirv.Image">
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op type and attribute have a different number of elements: 4 vs. 2
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : tensor<2xi32>) : !llvm.array<2 x vector<2xi32>>
  llvm.return
}

// -----

// expected: 'llvm.mlir.constant' op nested attribute for struct element at index 1 must be a zero, or undef, or array attribute
llvm.func @f() {
  %0 = llvm.mlir.constant([#llvm.undef, #llvm.poison]) : !llvm.array<2 x struct<(i32)>>
  llvm.return
}

// -----

// expected: 'llvm.mlir.global_ctors' op 'ctor' does not have a definition
llvm.func @ctor()
llvm.mlir.global_ctors ctors = [@ctor], priorities = [65535 : i32], data = [#llvm.zero]

// -----

// expected: 'llvm.mlir.global_dtors' op 'nope' does not reference a valid LLVM function
llvm.mlir.global_dtors dtors = [@nope], priorities = [65535 : i32], data = [#llvm.zero]

// -----

// expected: 'llvm.mlir.global' op expected zero value for 'common' linkage
llvm.mlir.global common @e(dense<[0, 1]> : vector<2xi32>) : vector<2xi32>

// -----

// expected: 'llvm.mlir.global' op expected zero value for 'common' linkage
llvm.mlir.global common @g(#llvm.zero) : i32

// -----

// expected: invalid properties {alignment = "x", ordering = 0 : i64} for op llvm.load: Invalid attribute `alignment` in property conversion: "x"
llvm.func @f(%p: !llvm.ptr, %a: i32, %f: f32) {
  %0 = "llvm.load"(%p) <{alignment = "x", ordering = 0 : i64}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

// expected: 'llvm.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute
llvm.func @f(%p: !llvm.ptr, %a: i32, %f: f32) {
  %0 = "llvm.load"(%p) {alignment = "x"} : (!llvm.ptr) -> i32
  llvm.return
}

// -----

// expected: invalid properties {ordering = "x"} for op llvm.load: Invalid attribute `ordering` in property conversion: "x"
llvm.func @f(%p: !llvm.ptr, %a: i32, %f: f32) {
  %0 = "llvm.load"(%p) <{ordering = "x"}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

// expected: invalid properties {overflowFlags = "x"} for op llvm.add: expected ::mlir::LLVM::IntegerOverflowFlagsAttr or IntegerAttr storage for ::mlir::LLVM::IntegerOverflowFlags
llvm.func @f(%p: !llvm.ptr, %a: i32, %f: f32) {
  %0 = "llvm.add"(%a, %a) <{overflowFlags = "x"}> : (i32, i32) -> i32
  llvm.return
}

// -----

// expected: invalid properties {volatile_ = 1 : i64} for op llvm.load: Invalid attribute `volatile_` in property conversion: 1 : i64
llvm.func @f(%p: !llvm.ptr, %a: i32, %f: f32) {
  %0 = "llvm.load"(%p) <{volatile_ = 1}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

// expected: invalid properties {syncscope = 1 : i64} for op llvm.load: Invalid attribute `syncscope` in property conversion: 1 : i64
llvm.func @f(%p: !llvm.ptr, %a: i32, %f: f32) {
  %0 = "llvm.load"(%p) <{syncscope = 1}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

// expected: invalid properties {access_groups = 1 : i64} for op llvm.load: Invalid attribute `access_groups` in property conversion: 1 : i64
llvm.func @f(%p: !llvm.ptr, %a: i32, %f: f32) {
  %0 = "llvm.load"(%p) <{access_groups = 1}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

// expected: invalid properties {fastmathFlags = 1 : i64} for op llvm.fadd: Invalid attribute `fastmathFlags` in property conversion: 1 : i64
llvm.func @f(%p: !llvm.ptr, %a: i32, %f: f32) {
  %0 = "llvm.fadd"(%f, %f) <{fastmathFlags = 1}> : (f32, f32) -> f32
  llvm.return
}

// -----

// expected: invalid properties {elem_type = i8, noWrapFlags = "x", rawConstantIndices = array<i32: -2147483648>} for op llvm.getelementptr: expected IntegerAttr storage for ::mlir::LLVM::GEPNoWrapFlags
llvm.func @f(%p: !llvm.ptr, %a: i32, %f: f32) {
  %0 = "llvm.getelementptr"(%p, %a) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>, noWrapFlags = "x"}> : (!llvm.ptr, i32) -> !llvm.ptr
  llvm.return
}

// -----

// expected: invalid properties {ordering = 1 : i32} for op llvm.load: Invalid attribute `ordering` in property conversion: 1 : i32
llvm.func @f(%p: !llvm.ptr, %a: i32, %f: f32) {
  %0 = "llvm.load"(%p) <{ordering = 1 : i32}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

// expected: invalid properties {ordering = 99 : i64} for op llvm.load: Invalid attribute `ordering` in property conversion: 99 : i64
llvm.func @f(%p: !llvm.ptr, %a: i32, %f: f32) {
  %0 = "llvm.load"(%p) <{ordering = 99 : i64}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

// expected: invalid properties {fastmathFlags = #llvm.linkage<internal>} for op llvm.fadd: Invalid attribute `fastmathFlags` in property conversion: #llvm.linkage<internal>
llvm.func @f(%p: !llvm.ptr, %a: i32, %f: f32) {
  %0 = "llvm.fadd"(%f, %f) <{fastmathFlags = #llvm.linkage<internal>}> : (f32, f32) -> f32
  llvm.return
}

// -----

// expected: 'llvm.load' op attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array
llvm.func @f(%p: !llvm.ptr, %a: i32, %f: f32) {
  %0 = "llvm.load"(%p) <{alias_scopes = [1]}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

// expected: invalid properties {alignment = 1.000000e+00 : f32, volatile_ = 2 : i64} for op llvm.load: Invalid attribute `alignment` in property conversion: 1.000000e+00 : f32
llvm.func @f(%p: !llvm.ptr, %a: i32, %f: f32) {
  %0 = "llvm.load"(%p) <{alignment = 1.0 : f32, volatile_ = 2}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

// expected: 'llvm.load' op attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array
llvm.func @f(%p: !llvm.ptr, %a: i32, %f: f32) {
  %0 = "llvm.load"(%p) <{access_groups = [1]}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

// expected: 'llvm.load' op attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array
llvm.func @f(%p: !llvm.ptr, %a: i32, %f: f32) {
  %0 = "llvm.load"(%p) <{tbaa = [1]}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

// expected: 'llvm.load' op attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array
llvm.func @f(%p: !llvm.ptr, %a: i32, %f: f32) {
  %0 = "llvm.load"(%p) <{noalias_scopes = ["x"]}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

// expected: cannot name an operation with no results
llvm.func @f(%p: !llvm.ptr, %a: i32, %f: f32) {
  %0 = "llvm.call"() <{callee = @f, arg_attrs = [1], CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  llvm.return
}
