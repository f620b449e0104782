// x86vector.mlir: the x86vector dialect: the typed parsing and constraints of its
// ops, avx512.mask.compress's verify(), the element-count predicate.

// rndscale on a vector of the wrong length.
llvm.func @f(%src: vector<4xf32>, %k32: i32, %imm: i16, %r: i32) {
  %0 = x86vector.avx512.mask.rndscale %src, %k32, %src, %imm, %r : vector<4xf32>
  llvm.return
}

// -----

// rndscale on a scalar: its parser checks the type first.
llvm.func @f(%src: f32, %k32: i32, %imm: i16, %r: i32) {
  %0 = x86vector.avx512.mask.rndscale %src, %k32, %src, %imm, %r : f32
  llvm.return
}

// -----

// rndscale on vector<8xf64> is valid (with an i8 mask).
llvm.func @f(%src: vector<8xf64>, %k32: i32, %imm: i8, %r: i32) {
  %0 = x86vector.avx512.mask.rndscale %src, %k32, %src, %imm, %r : vector<8xf64>
  llvm.return
}

// -----

// scalef on vector<16xi32>.
llvm.func @f(%src: vector<16xi32>, %k: i16, %r: i32) {
  %0 = x86vector.avx512.mask.scalef %src, %src, %src, %k, %r : vector<16xi32>
  llvm.return
}

// -----

// vp2intersect on vector<16xf32>.
llvm.func @f(%a: vector<16xf32>) {
  %0:2 = x86vector.avx512.vp2intersect %a, %a : vector<16xf32>
  llvm.return
}

// -----

// compress with both src and constant_src.
llvm.func @f(%k: vector<16xi1>, %a: vector<16xf32>) {
  %0 = x86vector.avx512.mask.compress %k, %a, %a {constant_src = dense<0.0> : vector<16xf32>} : vector<16xf32>, vector<16xf32>
  llvm.return
}

// -----

// compress with a constant_src of another type.
llvm.func @f(%k: vector<16xi1>, %a: vector<16xf32>) {
  %0 = x86vector.avx512.mask.compress %k, %a {constant_src = dense<0> : vector<16xi32>} : vector<16xf32>
  llvm.return
}

// -----

// compress with a valid constant_src.
llvm.func @f(%k: vector<16xi1>, %a: vector<16xf32>) {
  %0 = x86vector.avx512.mask.compress %k, %a {constant_src = dense<0.0> : vector<16xf32>} : vector<16xf32>
  llvm.return
}

// -----

// compress: the mask type is inferred from the result (vector<16xi1>); an
// 8-lane mask conflicts with it.
llvm.func @f(%k: vector<8xi1>, %a: vector<16xf32>) {
  %0 = x86vector.avx512.mask.compress %k, %a : vector<16xf32>
  llvm.return
}

// -----

// dot with a result of the wrong length.
llvm.func @f(%src: vector<8xf32>, %bf: vector<16xbf16>) {
  %0 = x86vector.avx512.dot %src, %bf, %bf : vector<16xbf16> -> vector<8xf32>
  llvm.return
}

// -----

// avx.rsqrt on vector<4xf32>.
llvm.func @f(%a: vector<4xf32>) {
  %0 = x86vector.avx.rsqrt %a : vector<4xf32>
  llvm.return
}

// -----

// avx.intr.dot on vector<8xf64>.
llvm.func @f(%a: vector<8xf64>) {
  %0 = x86vector.avx.intr.dot %a, %a : vector<8xf64>
  llvm.return
}

// -----

// avx.dot.i8 with w of vector<4xi32>.
llvm.func @f(%w: vector<4xi32>, %b: vector<16xi8>) {
  %0 = x86vector.avx.dot.i8 %w, %b, %b : vector<16xi8> -> vector<4xi32>
  llvm.return
}

// -----

// cvt even indexed from memref of f32.
llvm.func @f(%p: !llvm.ptr) {
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16xf32>
  %0 = x86vector.avx.cvt.packed.even.indexed_to_f32 %m : memref<16xf32> -> vector<8xf32>
  llvm.return
}

// -----

// cvt even indexed from a vector.
llvm.func @f(%v: vector<16xbf16>) {
  %0 = x86vector.avx.cvt.packed.even.indexed_to_f32 %v : vector<16xbf16> -> vector<8xf32>
  llvm.return
}

// -----

// bcst into a vector of f64.
llvm.func @f(%p: !llvm.ptr) {
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<1xbf16>
  %0 = x86vector.avx.bcst_to_f32.packed %m : memref<1xbf16> -> vector<4xf64>
  llvm.return
}

// -----

// cvt.packed.f32_to_bf16 with mismatched lengths.
llvm.func @f(%a: vector<16xf32>) {
  %0 = x86vector.avx512.cvt.packed.f32_to_bf16 %a : vector<16xf32> -> vector<8xbf16>
  llvm.return
}

// -----

// cvt.packed.f32_to_bf16 on 8 lanes.
llvm.func @f(%a: vector<8xf32>) {
  %0 = x86vector.avx512.cvt.packed.f32_to_bf16 %a : vector<8xf32> -> vector<8xbf16>
  llvm.return
}

// -----

// generic compress with no src.
llvm.func @f(%k: vector<16xi1>, %a: vector<16xf32>) {
  %0 = "x86vector.avx512.mask.compress"(%k, %a) : (vector<16xi1>, vector<16xf32>) -> vector<16xf32>
  llvm.return
}

// -----

// generic compress with a src of another type.
llvm.func @f(%k: vector<16xi1>, %a: vector<16xf32>, %b: vector<16xi32>) {
  %0 = "x86vector.avx512.mask.compress"(%k, %a, %b) : (vector<16xi1>, vector<16xf32>, vector<16xi32>) -> vector<16xf32>
  llvm.return
}
