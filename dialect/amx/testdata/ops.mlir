// Every amx op; mlir-opt-22 judges them (goldens).

llvm.func @amx(%p: !llvm.ptr, %i: i64) {
  %c = builtin.unrealized_conversion_cast %i : i64 to index
  %m = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16x64xi8>
  %mb = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16x32xbf16>
  %mf = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16x16xf32>
  %mi = builtin.unrealized_conversion_cast %p : !llvm.ptr to memref<16x16xi32>
  %0 = amx.tile_load %m[%c, %c] : memref<16x64xi8> into !amx.tile<16x64xi8>
  %1 = amx.tile_load %m[%c, %c], %c : memref<16x64xi8> into !amx.tile<16x64xi8>
  %2 = amx.tile_zero : !amx.tile<16x16xi32>
  %3 = amx.tile_muli %0 zext, %0, %2 : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
  %4 = amx.tile_muli %0, %1 zext, %3 : !amx.tile<16x64xi8>, !amx.tile<16x64xi8>, !amx.tile<16x16xi32>
  %5 = amx.tile_load %mb[%c, %c] : memref<16x32xbf16> into !amx.tile<16x32xbf16>
  %6 = amx.tile_zero : !amx.tile<16x16xf32>
  %7 = amx.tile_mulf %5, %5, %6 : !amx.tile<16x32xbf16>, !amx.tile<16x32xbf16>, !amx.tile<16x16xf32>
  amx.tile_store %mf[%c, %c], %7 : memref<16x16xf32>, !amx.tile<16x16xf32>
  amx.tile_store %mi[%c, %c], %4, %c : memref<16x16xi32>, !amx.tile<16x16xi32>
  llvm.return
}
