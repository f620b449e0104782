// globals.mlir: llvm.mlir.global's verifier (alignment, linkage, element type,
// initializer value and region, section, thread_local, unnamed_addr).

// A power-of-two alignment is accepted and printed in the attribute dictionary.
llvm.mlir.global internal @a(0 : i32) {alignment = 16 : i64} : i32

// -----

// An alignment that is not a power of two is refused.
llvm.mlir.global internal @a(0 : i32) {alignment = 3 : i64} : i32

// -----

// Zero is not a power of two either.
llvm.mlir.global internal @a(0 : i32) {alignment = 0 : i64} : i32

// -----

// Alignment of the wrong integer width fails the attribute constraint.
llvm.mlir.global internal @a(0 : i32) {alignment = 8 : i32} : i32

// -----

// appending linkage with an array type is accepted.
llvm.mlir.global appending @arr(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>

// -----

// appending linkage needs an array type.
llvm.mlir.global appending @x(1 : i32) : i32

// -----

// appending linkage on a struct is refused too.
llvm.mlir.global appending @x() : !llvm.struct<(i32)>

// -----

// A void global is refused.
llvm.mlir.global external @v() : !llvm.void

// -----

// A token global is refused.
llvm.mlir.global external @t() : !llvm.token

// -----

// A label global is refused.
llvm.mlir.global external @l() : !llvm.label

// -----

// A metadata global is refused.
llvm.mlir.global external @m() : !llvm.metadata

// -----

// A builtin tensor is not a valid element type.
llvm.mlir.global external @t() : tensor<4xi32>

// -----

// A vector of i32 is a valid element type.
llvm.mlir.global external @vec(dense<1> : vector<4xi32>) : vector<4xi32>

// -----

// An address space is printed in the dictionary.
llvm.mlir.global external @g(1 : i64) {addr_space = 3 : i32} : i64

// -----

// addr_space must be a 32-bit integer.
llvm.mlir.global external @g(1 : i64) {addr_space = 3 : i64} : i64

// -----

// A section is kept.
llvm.mlir.global external @s(1 : i8) {section = ".mydata"} : i8

// -----

// A thread_local global prints its keyword.
llvm.mlir.global internal thread_local @tls(0 : i32) : i32

// -----

// unnamed_addr and visibility keywords.
llvm.mlir.global private hidden local_unnamed_addr constant @u(0 : i32) : i32

// -----

// common linkage needs a zero value.
llvm.mlir.global common @c(1 : i32) : i32

// -----

// common linkage with zero is fine.
llvm.mlir.global common @c(0 : i32) : i32

// -----

// A value and an initializer region together are refused.
llvm.mlir.global internal @both(1 : i32) : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

// The initializer region returns the global's type.
llvm.mlir.global internal @init() : i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

// The initializer region cannot return void.
llvm.mlir.global internal @init() : i64 {
  llvm.return
}

// -----

// An initializer region must end in llvm.return.
llvm.mlir.global internal @init() : i64 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.unreachable
}

// -----

// Side effects are refused in an initializer.
llvm.mlir.global internal @init() : !llvm.ptr {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
  llvm.return %1 : !llvm.ptr
}

// -----

// A global inside a function is refused.
llvm.func @f() {
  llvm.mlir.global internal @inner(0 : i32) : i32
  llvm.return
}

// -----

// A string global with a mismatching type.
llvm.mlir.global internal constant @str("abc") : !llvm.array<4 x i8>

// -----

// A string global without a type infers it.
llvm.mlir.global internal constant @str("abc")

// -----

// Omitting the type of a non-string global is a parse error.
llvm.mlir.global internal @x(1 : i32)

// -----

// Two trailing types are refused.
llvm.mlir.global internal @x(1 : i32) : i32, i64

// -----

// dso_local and externally_initialized print in the dictionary.
llvm.mlir.global external @d() {dso_local, externally_initialized} : i32

// -----

// An unknown linkage keyword is the name position.
llvm.mlir.global bogus @x(1 : i32) : i32

// -----

// An address space on an addressof must match the global's.
llvm.mlir.global external @g(1 : i64) {addr_space = 3 : i32} : i64
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// The matching address space is accepted.
llvm.mlir.global external @g(1 : i64) {addr_space = 3 : i32} : i64
llvm.func @f() -> !llvm.ptr<3> {
  %0 = llvm.mlir.addressof @g : !llvm.ptr<3>
  llvm.return %0 : !llvm.ptr<3>
}

// -----

// addressof of a function accepts any address space.
llvm.func @h()
llvm.func @f() -> !llvm.ptr<1> {
  %0 = llvm.mlir.addressof @h : !llvm.ptr<1>
  llvm.return %0 : !llvm.ptr<1>
}

// -----

// addressof of a missing symbol.
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// addressof of a comdat is not a global.
llvm.comdat @c {
  llvm.comdat_selector @any any
}
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @c : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// global_ctors with a function definition.
llvm.func @ctor() {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]

// -----

// global_ctors data must be symbols or #llvm.zero.
llvm.func @ctor() {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [1 : i32]

// -----

// global_dtors of a declaration.
llvm.func @dtor()
llvm.mlir.global_dtors dtors = [@dtor], priorities = [0 : i32], data = [#llvm.zero]

// -----

// global_ctors counts must agree.
llvm.func @ctor() {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32, 1 : i32], data = [#llvm.zero]

// -----

// A global with a target extension type that cannot be global.
llvm.mlir.global external @te() : !llvm.target<"foo">

// -----

// A spirv target extension type can be a global with no value.
llvm.mlir.global external @te() : !llvm.target<"spirv.Image">

// -----

// common linkage without a value (zero-initialized) is accepted.
llvm.mlir.global common @c() : i32

// -----

// An 8-bit float has no LLVM type: not a global element type.
llvm.mlir.global external @f() : f8E4M3FN

// -----

// A global whose initializer block is empty is refused.
"llvm.mlir.global"() <{global_type = i64, linkage = #llvm.linkage<internal>, sym_name = "e"}> ({
^bb0:
}) : () -> ()

// -----

// An alignment of 2^40 is a power of two.
llvm.mlir.global internal @big(0 : i32) {alignment = 1099511627776 : i64} : i32

// -----

// A negative alignment is not (read as unsigned).
llvm.mlir.global internal @neg(0 : i32) {alignment = -4 : i64} : i32

// -----

// An initializer region returning the global's value.
llvm.mlir.global internal constant @init() {alignment = 8 : i64} : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
  %3 = llvm.mlir.addressof @init : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
  llvm.return %4 : !llvm.struct<(i32, ptr)>
}

// -----

// An function with an 8-bit float argument is refused.
llvm.func @f(f8E4M3FN)

// -----

// An initializer region of two blocks is refused.
llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.br ^bb1
^bb1:
  llvm.return %0 : i32
}

// -----

// unnamed_addr in the dictionary repeats what the syntax set.
llvm.mlir.global internal @g(0 : i32) {unnamed_addr = 1 : i64} : i32

// -----

// The largest 64-bit alignment is not a power of two.
llvm.mlir.global internal @g(0 : i32) {alignment = 18446744073709551615 : i64} : i32

// -----

// Only the outer type is checked: a struct of 8-bit floats is accepted.
llvm.mlir.global external @g() : !llvm.struct<(f8E4M3FN)>

// -----

// A 1-D vector of 8-bit floats is accepted too.
llvm.mlir.global external @g() : vector<2xf8E4M3FN>

// -----

// A 2-D vector is not a global element type.
llvm.mlir.global external @g() : vector<2x2xi32>

// -----

// Empty global_ctors lists.
llvm.mlir.global_ctors ctors = [], priorities = [], data = []

// -----

// global_ctors priorities are 32-bit integers.
llvm.func @ctor() {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i64], data = [#llvm.zero]

// -----

// global_dtors data may name a symbol.
llvm.func @dtor() {
  llvm.return
}
llvm.mlir.global_dtors dtors = [@dtor], priorities = [65535 : i32], data = [@dtor]
