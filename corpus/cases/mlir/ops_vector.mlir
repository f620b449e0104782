// ops_vector.mlir: llvm.shufflevector, llvm.extractelement, llvm.insertelement:
// their verify() and the typed parsing of their vector and index types.

// A scalable shuffle must be a splat: -1 is not 0.
llvm.func @f(%a: vector<[4]xi32>) {
  %0 = llvm.shufflevector %a, %a [-1, -1, -1, -1] : vector<[4]xi32>
  llvm.return
}

// -----

// Generic form: MLIR does not check the result length.
llvm.func @f(%a: vector<4xi32>) {
  %0 = "llvm.shufflevector"(%a, %a) <{mask = array<i32: 0, 1>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  llvm.return
}

// -----

// nor the result element type.
llvm.func @f(%a: vector<4xi32>) {
  %0 = "llvm.shufflevector"(%a, %a) <{mask = array<i32: 0, 1>}> : (vector<4xi32>, vector<4xi32>) -> vector<2xi64>
  llvm.return
}

// -----

// extractelement from a scalable vector is valid.
llvm.func @f(%v: vector<[2]xi32>, %i: i64) {
  %0 = llvm.extractelement %v[%i : i64] : vector<[2]xi32>
  llvm.return
}

// -----

// The vector type is parsed as a vector: a scalar is an error at the type.
llvm.func @f(%v: i32, %i: i64) {
  %0 = llvm.extractelement %v[%i : i64] : i32
  llvm.return
}

// -----

// A 2-D vector is a vector, but not LLVM-compatible.
llvm.func @f(%w: vector<4xi32>, %i: i64, %x: i32) {
  %v = builtin.unrealized_conversion_cast %w : vector<4xi32> to vector<2x2xi32>
  %0 = llvm.insertelement %x, %v[%i : i64] : vector<2x2xi32>
  llvm.return
}

// -----

// An i1 position is valid.
llvm.func @f(%v: vector<2xi32>, %i: i1) {
  %0 = llvm.extractelement %v[%i : i1] : vector<2xi32>
  llvm.return
}

// -----

// An index position is parsed as an integer type: index is not one.
llvm.func @f(%v: vector<2xi32>, %n: i64) {
  %i = builtin.unrealized_conversion_cast %n : i64 to index
  %0 = llvm.extractelement %v[%i : index] : vector<2xi32>
  llvm.return
}

// -----

// nor is f32.
llvm.func @f(%v: vector<2xi32>, %i: f32) {
  %0 = llvm.extractelement %v[%i : f32] : vector<2xi32>
  llvm.return
}

// -----

// shufflevector on a scalar: an error at the type.
llvm.func @f(%v: i32) {
  %0 = llvm.shufflevector %v, %v [0] : i32
  llvm.return
}

// -----

// insertelement into a vector of index: not LLVM-compatible.
llvm.func @f(%w: vector<2xi64>, %i: i32, %n: i64) {
  %v = builtin.unrealized_conversion_cast %w : vector<2xi64> to vector<2xindex>
  %x = builtin.unrealized_conversion_cast %n : i64 to index
  %0 = llvm.insertelement %x, %v[%i : i32] : vector<2xindex>
  llvm.return
}
