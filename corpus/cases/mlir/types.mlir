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
