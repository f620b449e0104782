// amx.mlir: the amx dialect: !amx.tile's parameter checks and the verify() of
// tile_zero, tile_load, tile_store, tile_mulf, tile_muli.

// tile_zero of a valid tile.
llvm.func @f() {
  %0 = amx.tile_zero : !amx.tile<16x16xbf16>
  llvm.return
}

// -----

// tile_zero too many rows.
llvm.func @f() {
  %0 = amx.tile_zero : !amx.tile<17x16xbf16>
  llvm.return
}

// -----

// tile_zero too wide.
llvm.func @f() {
  %0 = amx.tile_zero : !amx.tile<16x64xbf16>
  llvm.return
}

// -----

// tile_zero: a row must be a multiple of 4 bytes.
llvm.func @f() {
  %0 = amx.tile_zero : !amx.tile<16x3xi8>
  llvm.return
}

// -----

// tile_load: the indices are counted first.
llvm.func @f(%p: !llvm.ptr, %n: i64) {
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16xi8>
  %i = builtin.unrealized_conversion_cast %n : i64 to index
  %0 = amx.tile_load %m[%i, %i] : memref<16xi8> into !amx.tile<16x64xi8>
  llvm.return
}

// -----

// tile_load of a 1-D memref needs a stride.
llvm.func @f(%p: !llvm.ptr, %n: i64) {
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16xi8>
  %i = builtin.unrealized_conversion_cast %n : i64 to index
  %0 = amx.tile_load %m[%i] : memref<16xi8> into !amx.tile<16x64xi8>
  llvm.return
}

// -----

// With a stride, a 1-D memref is accepted.
llvm.func @f(%p: !llvm.ptr, %n: i64) {
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16xi8>
  %i = builtin.unrealized_conversion_cast %n : i64 to index
  %0 = amx.tile_load %m[%i], %i : memref<16xi8> into !amx.tile<16x64xi8>
  llvm.return
}

// -----

// tile_load: the indices before the tile size.
llvm.func @f(%p: !llvm.ptr, %n: i64) {
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16x64xi8>
  %i = builtin.unrealized_conversion_cast %n : i64 to index
  %0 = amx.tile_load %m[%i] : memref<16x64xi8> into !amx.tile<17x64xi8>
  llvm.return
}

// -----

// tile_load with a non-unit innermost stride.
llvm.func @f(%p: !llvm.ptr, %n: i64) {
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16x64xi8, strided<[128, 2]>>
  %i = builtin.unrealized_conversion_cast %n : i64 to index
  %0 = amx.tile_load %m[%i, %i] : memref<16x64xi8, strided<[128, 2]>> into !amx.tile<16x64xi8>
  llvm.return
}

// -----

// tile_load valid.
llvm.func @f(%p: !llvm.ptr, %n: i64) {
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16x64xi8>
  %i = builtin.unrealized_conversion_cast %n : i64 to index
  %0 = amx.tile_load %m[%i, %i] : memref<16x64xi8> into !amx.tile<16x64xi8>
  llvm.return
}

// -----

// tile_mulf valid.
llvm.func @f() {
  %a = amx.tile_zero : !amx.tile<16x32xbf16>
  %c = amx.tile_zero : !amx.tile<16x16xf32>
  %0 = amx.tile_mulf %a, %a, %c : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
  llvm.return
}

// -----

// tile_mulf bad shape.
llvm.func @f() {
  %a = amx.tile_zero : !amx.tile<16x32xbf16>
  %c = amx.tile_zero : !amx.tile<8x16xf32>
  %0 = amx.tile_mulf %a, %a, %c : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<8x16xf32>
  llvm.return
}

// -----

// tile_mulf mixed types.
llvm.func @f() {
  %a = amx.tile_zero : !amx.tile<16x32xbf16>
  %b = amx.tile_zero : !amx.tile<16x32xf16>
  %c = amx.tile_zero : !amx.tile<16x16xf32>
  %0 = amx.tile_mulf %a, %b, %c : !amx.tile<16x32xbf16>, !amx.tile<16x32xf16>, !amx.tile<16x16xf32>
  llvm.return
}

// -----

// tile_muli valid with zext.
llvm.func @f() {
  %a = amx.tile_zero : !amx.tile<16x64xi8>
  %c = amx.tile_zero : !amx.tile<16x16xi32>
  %0 = amx.tile_muli %a zext, %a, %c : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
  llvm.return
}

// -----

// tile_muli bad shape.
llvm.func @f() {
  %a = amx.tile_zero : !amx.tile<16x64xi8>
  %c = amx.tile_zero : !amx.tile<16x8xi32>
  %0 = amx.tile_muli %a, %a, %c : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x8xi32>
  llvm.return
}

// -----

// A tile of f64 fails the element type check, at the mnemonic.
llvm.func @f() {
  %0 = amx.tile_zero : !amx.tile<16x8xf64>
  llvm.return
}

// -----

// The type accepts a rank-3 tile; the op asks for rank 2.
llvm.func @f() {
  %0 = amx.tile_zero : !amx.tile<2x16x8xf32>
  llvm.return
}

// -----

// tile_store valid.
llvm.func @f(%p: !llvm.ptr, %n: i64) {
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16x64xi8>
  %i = builtin.unrealized_conversion_cast %n : i64 to index
  %0 = amx.tile_zero : !amx.tile<16x64xi8>
  amx.tile_store %m[%i, %i], %0 : memref<16x64xi8>, !amx.tile<16x64xi8>
  llvm.return
}

// -----

// tile_store with dynamic innermost stride.
llvm.func @f(%p: !llvm.ptr, %n: i64) {
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16x64xi8, strided<[?, ?]>>
  %i = builtin.unrealized_conversion_cast %n : i64 to index
  %0 = amx.tile_zero : !amx.tile<16x64xi8>
  amx.tile_store %m[%i, %i], %0 : memref<16x64xi8, strided<[?, ?]>>, !amx.tile<16x64xi8>
  llvm.return
}

// -----

// A dynamic dimension: expected static shape.
llvm.func @f() {
  %0 = amx.tile_zero : !amx.tile<?x16xbf16>
  llvm.return
}

// -----

// A tile of a vector.
llvm.func @f() {
  %0 = amx.tile_zero : !amx.tile<16x16xvector<2xf32>>
  llvm.return
}

// -----

// A rank-1 tile is a valid type.
llvm.func @f() attributes {x = !amx.tile<16xi32>} {
  llvm.return
}

// -----

// A tile alias.
!t = !amx.tile<16x16xi32>
llvm.func @f() {
  %0 = amx.tile_zero : !t
  llvm.return
}

// -----

// tile_mulf of integer tiles.
llvm.func @f() {
  %a = amx.tile_zero : !amx.tile<16x64xi8>
  %c = amx.tile_zero : !amx.tile<16x16xi32>
  %0 = amx.tile_mulf %a, %a, %c : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
  llvm.return
}

// -----

// tile_load from a memref of f64.
llvm.func @f(%p: !llvm.ptr, %n: i64) {
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16x64xf64>
  %i = builtin.unrealized_conversion_cast %n : i64 to index
  %0 = amx.tile_load %m[%i, %i] : memref<16x64xf64> into !amx.tile<16x16xf32>
  llvm.return
}
