// Every x86vector op; mlir-opt-22 judges them (goldens).

llvm.func @avx512(%src: vector<16xf32>, %k: i16, %k32: i32, %a: vector<16xf32>, %imm: i16, %r: i32, %vi: vector<16xi32>, %kb: vector<16xi1>, %bf: vector<32xbf16>) {
  %0 = x86vector.avx512.mask.rndscale %src, %k32, %a, %imm, %r : vector<16xf32>
  %1 = x86vector.avx512.mask.scalef %src, %a, %a, %k, %r : vector<16xf32>
  %2:2 = x86vector.avx512.vp2intersect %vi, %vi : vector<16xi32>
  %3 = x86vector.avx512.mask.compress %kb, %a : vector<16xf32>
  %4 = x86vector.avx512.mask.compress %kb, %a, %a : vector<16xf32>, vector<16xf32>
  %5 = x86vector.avx512.dot %src, %bf, %bf : vector<32xbf16> -> vector<16xf32>
  %6 = x86vector.avx512.cvt.packed.f32_to_bf16 %a : vector<16xf32> -> vector<16xbf16>
  llvm.return
}

// -----

llvm.func @avx(%a: vector<8xf32>, %w: vector<8xi32>, %b: vector<32xi8>, %p: !llvm.ptr) {
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16xbf16>
  %mf = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<1xbf16>
  %0 = x86vector.avx.rsqrt %a : vector<8xf32>
  %1 = x86vector.avx.intr.dot %a, %a : vector<8xf32>
  %2 = x86vector.avx.dot.i8 %w, %b, %b : vector<32xi8> -> vector<8xi32>
  %3 = x86vector.avx.cvt.packed.even.indexed_to_f32 %m : memref<16xbf16> -> vector<8xf32>
  %4 = x86vector.avx.cvt.packed.odd.indexed_to_f32 %m : memref<16xbf16> -> vector<8xf32>
  %5 = x86vector.avx.bcst_to_f32.packed %mf : memref<1xbf16> -> vector<8xf32>
  llvm.return
}

// -----

// Result names from OpDef.ResultNames are uniqued as MLIR's SSANameState does
// (k1_0, k2_1), in sibling functions independently, and used by name.
llvm.func @names(%a: vector<16xi32>) -> vector<16xi1> {
  %k1, %k2 = x86vector.avx512.vp2intersect %a, %a : vector<16xi32>
  %c = llvm.add %a, %a : vector<16xi32>
  %x, %y = x86vector.avx512.vp2intersect %c, %a : vector<16xi32>
  %z = llvm.and %k1, %y : vector<16xi1>
  llvm.return %z : vector<16xi1>
}
llvm.func @names2(%a: vector<8xi64>) -> vector<8xi1> {
  %k1, %k2 = x86vector.avx512.vp2intersect %a, %a : vector<8xi64>
  llvm.return %k2 : vector<8xi1>
}
