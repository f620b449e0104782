// types.mlir: which types the LLVM dialect accepts where (isCompatibleType,
// isCompatibleOuterType) and how nested types print.

// "LLVM dialect-compatible type" looks at the outer type only: a struct of index.
llvm.func @f() {
  %0 = llvm.mlir.undef : !llvm.struct<(index)>
  llvm.return
}

// -----

// a vector of index,
llvm.func @f() {
  %0 = llvm.mlir.undef : vector<2xindex>
  llvm.return
}

// -----

// an array of tensors,
llvm.func @f() {
  %0 = llvm.mlir.undef : !llvm.array<2 x tensor<2xi32>>
  llvm.return
}

// -----

// a struct of memrefs.
llvm.func @f() {
  %0 = llvm.mlir.undef : !llvm.struct<(memref<2xi32>)>
  llvm.return
}

// -----

// f8 types are not LLVM floats: not in a function signature,
llvm.func @f(%a: f8E4M3FN) {
  llvm.return
}

// -----

// nor tf32,
llvm.func @f(%a: tf32) {
  llvm.return
}

// -----

// nor as a value.
llvm.func @f() {
  %0 = llvm.mlir.undef : f8E5M2
  llvm.return
}

// -----

// A vector of f8 is 1-D: its outer type is compatible.
llvm.func @f() {
  %0 = llvm.mlir.undef : vector<2xf8E5M2>
  llvm.return
}

// -----

// A 2-D vector is not.
llvm.func @f() {
  %0 = llvm.mlir.undef : vector<2x2xi32>
  llvm.return
}

// -----

// Nor an unsigned integer.
llvm.func @f() {
  %0 = llvm.mlir.undef : ui32
  llvm.return
}

// -----

// A struct of ui32 is.
llvm.func @f() {
  %0 = llvm.mlir.undef : !llvm.struct<(ui32)>
  llvm.return
}

// -----

// A function type is.
llvm.func @f() {
  %0 = llvm.mlir.undef : !llvm.func<void ()>
  llvm.return
}

// -----

// And void.
llvm.func @f() {
  %0 = llvm.mlir.undef : !llvm.void
  llvm.return
}

// -----

// tf32 values are rejected where they are made.
llvm.func @f() {
  %0 = llvm.mlir.undef : tf32
  %1 = llvm.fadd %0, %0 : tf32
  llvm.return
}

// -----

// A function argument must be compatible through and through.
llvm.func @f(%a: vector<2xindex>) {
  llvm.return
}

// -----

// A struct of index is not.
llvm.func @f(%a: !llvm.struct<(index)>) {
  llvm.return
}

// -----

// Array of void.
llvm.func @f() attributes {x = !llvm.array<2 x void>} {
  llvm.return
}

// -----

// Array of a function type.
llvm.func @f() attributes {x = !llvm.array<2 x func<void ()>>} {
  llvm.return
}

// -----

// Array of label.
llvm.func @f() attributes {x = !llvm.array<2 x label>} {
  llvm.return
}

// -----

// Array of metadata.
llvm.func @f() attributes {x = !llvm.array<2 x metadata>} {
  llvm.return
}

// -----

// Array of token.
llvm.func @f() attributes {x = !llvm.array<2 x token>} {
  llvm.return
}

// -----

// Array of scalable vector.
llvm.func @f() attributes {x = !llvm.array<2 x vector<[2]xi32>>} {
  llvm.return
}

// -----

// Array of index.
llvm.func @f() attributes {x = !llvm.array<2 x index>} {
  llvm.return
}

// -----

// Array of zero length.
llvm.func @f() attributes {x = !llvm.array<0 x i32>} {
  llvm.return
}

// -----

// Array with negative length.
llvm.func @f() attributes {x = !llvm.array<-1 x i32>} {
  llvm.return
}

// -----

// Array without x.
llvm.func @f() attributes {x = !llvm.array<2 i32>} {
  llvm.return
}

// -----

// Func returning a function.
llvm.func @f() attributes {x = !llvm.func<func<void ()> ()>} {
  llvm.return
}

// -----

// Func returning label.
llvm.func @f() attributes {x = !llvm.func<label ()>} {
  llvm.return
}

// -----

// Func taking void.
llvm.func @f() attributes {x = !llvm.func<void (void)>} {
  llvm.return
}

// -----

// Func taking metadata.
llvm.func @f() attributes {x = !llvm.func<void (metadata)>} {
  llvm.return
}

// -----

// Func returning metadata.
llvm.func @f() attributes {x = !llvm.func<metadata ()>} {
  llvm.return
}

// -----

// Func taking a function.
llvm.func @f() attributes {x = !llvm.func<void (func<void ()>)>} {
  llvm.return
}

// -----

// Func taking label.
llvm.func @f() attributes {x = !llvm.func<void (label)>} {
  llvm.return
}

// -----

// Func taking token.
llvm.func @f() attributes {x = !llvm.func<void (token)>} {
  llvm.return
}

// -----

// Func taking index.
llvm.func @f() attributes {x = !llvm.func<void (index)>} {
  llvm.return
}

// -----

// Func vararg only.
llvm.func @f() attributes {x = !llvm.func<void (...)>} {
  llvm.return
}

// -----

// Func vararg before params.
llvm.func @f() attributes {x = !llvm.func<void (..., i32)>} {
  llvm.return
}

// -----

// Struct of void.
llvm.func @f() attributes {x = !llvm.struct<(void)>} {
  llvm.return
}

// -----

// Struct of a function.
llvm.func @f() attributes {x = !llvm.struct<(func<void ()>)>} {
  llvm.return
}

// -----

// Struct of label.
llvm.func @f() attributes {x = !llvm.struct<(label)>} {
  llvm.return
}

// -----

// Struct of scalable vector.
llvm.func @f() attributes {x = !llvm.struct<(vector<[4]xi32>)>} {
  llvm.return
}

// -----

// Struct of metadata.
llvm.func @f() attributes {x = !llvm.struct<(metadata)>} {
  llvm.return
}

// -----

// Packed identified struct.
llvm.func @f() attributes {x = !llvm.struct<"s", packed (i8, i32)>} {
  llvm.return
}

// -----

// Literal opaque struct.
llvm.func @f() attributes {x = !llvm.struct<opaque>} {
  llvm.return
}

// -----

// Struct with a missing paren.
llvm.func @f() attributes {x = !llvm.struct<i32>} {
  llvm.return
}

// -----

// Target ext type with params.
llvm.func @f() attributes {x = !llvm.target<"spirv.Image", !llvm.void, 0, 1>} {
  llvm.return
}

// -----

// Target ext type with int before type.
llvm.func @f() attributes {x = !llvm.target<"spirv.Image", 0, !llvm.void>} {
  llvm.return
}

// -----

// Target ext type with no name.
llvm.func @f() attributes {x = !llvm.target<>} {
  llvm.return
}

// -----

// Target ext type with negative int param.
llvm.func @f() attributes {x = !llvm.target<"x", -1>} {
  llvm.return
}

// -----

// Unknown llvm type.
llvm.func @f() attributes {x = !llvm.nope} {
  llvm.return
}

// -----

// Ptr with a large address space.
llvm.func @f() attributes {x = !llvm.ptr<4294967296>} {
  llvm.return
}

// -----

// Ptr with negative address space.
llvm.func @f() attributes {x = !llvm.ptr<-1>} {
  llvm.return
}

// -----

// X86_amx in a vector.
llvm.func @f() attributes {x = vector<2x!llvm.x86_amx>} {
  llvm.return
}

// -----

// Vector of ptr.
llvm.func @f(%a: vector<2x!llvm.ptr>) {
  llvm.return
}

// -----

// Vector of ppc_fp128.
llvm.func @f(%a: vector<2x!llvm.ppc_fp128>) {
  llvm.return
}

// -----

// Scalable vector of ptr argument.
llvm.func @f(%a: vector<[2]x!llvm.ptr>) {
  llvm.return
}

// -----

// Vector of a struct.
llvm.func @f() attributes {x = vector<2x!llvm.struct<(i32)>>} {
  llvm.return
}

// -----

// A negative address space of eight digits wraps (32 bits of getAsInteger).
llvm.func @f() attributes {x = !llvm.ptr<-99999999>} {
  llvm.return
}

// -----

// Ten digits are 40 bits: -2147483647 does not come back from an unsigned.
llvm.func @f() attributes {x = !llvm.ptr<-2147483647>} {
  llvm.return
}

// -----

// A target extension type's integer parameter is an unsigned too.
llvm.func @f() attributes {x = !llvm.target<"x", 4294967296>} {
  llvm.return
}

// -----

// Builtin types that are not vector elements: the error is at `vector`.
llvm.func @f() attributes {x = vector<2xtensor<2xi32>>} {
  llvm.return
}

// -----

// Nor is an amx tile.
llvm.func @f() attributes {x = vector<2x!amx.tile<16x16xi32>>} {
  llvm.return
}

// -----

// A `<...>` right after a parameterless LLVM type is part of its spelling, and
// ignored.
llvm.func @f() attributes {x = !llvm.void<"spirv.Image", !llvm.target, 0, 1>} {
  llvm.return
}

// -----

// Only one `<...>` is: a second one ends the attribute dictionary.
llvm.func @f() attributes {x = !llvm.token<1>, y = !llvm.ptr<1><2>} {
  llvm.return
}
