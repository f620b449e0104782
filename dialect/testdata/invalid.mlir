// Invalid ops of the intrinsic dialects: each case is rejected by mlir-opt-22 and by
// Ferry with the first diagnostic line of its "expected:" comment (line:col: error: ...).
// Lines count from the case start, the "// expected:" line included.

// expected: 7:8: error: cannot use both src and constant_src
llvm.func @f(%kb: vector<16xi1>, %a: vector<16xf32>, %b: vector<16xi32>) {
  %4 = "x86vector.avx512.mask.compress"(%kb, %a, %a) <{constant_src = dense<0.0> : vector<16xf32>}> : (vector<16xi1>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  llvm.return
}

// -----

// expected: 4:8: error: failed to verify that src and dst have same type
llvm.func @f(%kb: vector<16xi1>, %a: vector<16xf32>, %b: vector<16xi32>) {
  %4 = "x86vector.avx512.mask.compress"(%kb, %a, %b) : (vector<16xi1>, vector<16xf32>, vector<16xi32>) -> vector<16xf32>
  llvm.return
}

// -----

// expected: 4:8: error: failed to verify that constant_src and dst have same type
llvm.func @f(%kb: vector<16xi1>, %a: vector<16xf32>, %b: vector<16xi32>) {
  %4 = "x86vector.avx512.mask.compress"(%kb, %a) <{constant_src = dense<0> : vector<16xi32>}> : (vector<16xi1>, vector<16xf32>) -> vector<16xf32>
  llvm.return
}

// -----

// expected: 4:8: error: 'amx.tile_zero' op bad row height: 17
llvm.func @amx(%p: !llvm.ptr, %i: i64) {
  %0 = amx.tile_zero : !amx.tile<17x16xi32>
  llvm.return
}

// -----

// expected: 4:8: error: 'amx.tile_zero' op bad column width: 68
llvm.func @amx(%p: !llvm.ptr, %i: i64) {
  %0 = amx.tile_zero : !amx.tile<16x17xi32>
  llvm.return
}

// -----

// expected: 4:8: error: 'amx.tile_zero' op bad column width: 80
llvm.func @amx(%p: !llvm.ptr, %i: i64) {
  %0 = amx.tile_zero : !amx.tile<16x20xi32>
  llvm.return
}

// -----

// expected: 6:8: error: 'amx.tile_load' op requires 2 indices
llvm.func @amx(%p: !llvm.ptr, %i: i64) {
  %c = builtin.unrealized_conversion_cast %i : i64 to index
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16x64xi8>
  %0 = amx.tile_load %m[%c] : memref<16x64xi8> into !amx.tile<16x64xi8>
  llvm.return
}

// -----

// expected: 6:8: error: 'amx.tile_load' op bad row height: 32
llvm.func @amx(%p: !llvm.ptr, %i: i64) {
  %c = builtin.unrealized_conversion_cast %i : i64 to index
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16x64xi8>
  %0 = amx.tile_load %m[%c, %c] : memref<16x64xi8> into !amx.tile<32x64xi8>
  llvm.return
}

// -----

// expected: 7:3: error: 'amx.tile_store' op requires 2 indices
llvm.func @amx(%p: !llvm.ptr, %i: i64) {
  %c = builtin.unrealized_conversion_cast %i : i64 to index
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16x64xi8>
  %2 = amx.tile_zero : !amx.tile<16x64xi8>
  amx.tile_store %m[%c], %2 : memref<16x64xi8>, !amx.tile<16x64xi8>
  llvm.return
}

// -----

// expected: 6:8: error: 'amx.tile_muli' op bad mult shape: 8 x 16 x 16
llvm.func @amx(%p: !llvm.ptr, %i: i64) {
  %0 = amx.tile_zero : !amx.tile<16x64xi8>
  %2 = amx.tile_zero : !amx.tile<8x16xi32>
  %3 = amx.tile_muli %0, %0, %2 : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<8x16xi32>
  llvm.return
}

// -----

// expected: 7:8: error: 'amx.tile_mulf' op unsupported type combination
llvm.func @amx(%p: !llvm.ptr, %i: i64) {
  %0 = amx.tile_zero : !amx.tile<16x32xbf16>
  %1 = amx.tile_zero : !amx.tile<16x32xf16>
  %2 = amx.tile_zero : !amx.tile<16x16xf32>
  %3 = amx.tile_mulf %0, %1, %2 : !amx.tile<16x32xbf16>, !amx.tile<16x32xf16>, !amx.tile<16x16xf32>
  llvm.return
}

// -----

// expected: 6:8: error: 'amx.tile_mulf' op bad mult shape: 16 x 8 x 16
llvm.func @amx(%p: !llvm.ptr, %i: i64) {
  %0 = amx.tile_zero : !amx.tile<16x32xbf16>
  %2 = amx.tile_zero : !amx.tile<16x8xf32>
  %3 = amx.tile_mulf %0, %0, %2 : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x8xf32>
  llvm.return
}

// -----

// expected: 6:8: error: 'amx.tile_muli' op operand #2 must be tile of 32-bit signless integer values, but got '!amx.tile<16x16xf32>'
llvm.func @amx(%p: !llvm.ptr, %i: i64) {
  %0 = amx.tile_zero : !amx.tile<16x64xi8>
  %2 = amx.tile_zero : !amx.tile<16x16xf32>
  %3 = amx.tile_muli %0, %0, %2 : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xf32>
  llvm.return
}

// -----

// expected: 6:8: error: 'amx.tile_load' op requires memref with unit innermost stride
llvm.func @amx(%p: !llvm.ptr, %i: i64) {
  %c = builtin.unrealized_conversion_cast %i : i64 to index
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16x64xi8, strided<[64, 2]>>
  %0 = amx.tile_load %m[%c, %c] : memref<16x64xi8, strided<[64, 2]>> into !amx.tile<16x64xi8>
  llvm.return
}

// -----

// expected: 6:8: error: 'amx.tile_load' op requires at least 2D memref
llvm.func @amx(%p: !llvm.ptr, %i: i64) {
  %c = builtin.unrealized_conversion_cast %i : i64 to index
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<1024xi8>
  %0 = amx.tile_load %m[%c] : memref<1024xi8> into !amx.tile<16x64xi8>
  llvm.return
}

// -----

// expected: 4:8: error: 'amx.tile_zero' op bad column width: 34
llvm.func @amx(%p: !llvm.ptr, %i: i64) {
  %4 = amx.tile_zero : !amx.tile<16x17xbf16>
  llvm.return
}

// -----

// expected: 6:8: error: 'amx.tile_load' op requires 1 indices
llvm.func @amx(%p: !llvm.ptr, %i: i64) {
  %c = builtin.unrealized_conversion_cast %i : i64 to index
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<1024xi8>
  %0 = amx.tile_load %m[%c, %c] : memref<1024xi8> into !amx.tile<16x64xi8>
  llvm.return
}

// -----

// expected: 7:3: error: 'amx.tile_store' op requires memref with unit innermost stride
llvm.func @amx(%p: !llvm.ptr, %i: i64) {
  %c = builtin.unrealized_conversion_cast %i : i64 to index
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16x64xi8, strided<[64, 2]>>
  %2 = amx.tile_zero : !amx.tile<16x64xi8>
  amx.tile_store %m[%c, %c], %2 : memref<16x64xi8, strided<[64, 2]>>, !amx.tile<16x64xi8>
  llvm.return
}

// -----

// expected: 7:3: error: 'amx.tile_store' op requires at least 2D memref
llvm.func @amx(%p: !llvm.ptr, %i: i64) {
  %c = builtin.unrealized_conversion_cast %i : i64 to index
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<1024xi8>
  %2 = amx.tile_zero : !amx.tile<16x64xi8>
  amx.tile_store %m[%c], %2 : memref<1024xi8>, !amx.tile<16x64xi8>
  llvm.return
}
