// arm_neon.mlir: the arm_neon dialect (2d.sdot's shape predicates, the operand
// constraints) and the predicates of llvm.intr.vector.extract, insert and
// interleave2.

// 2d.sdot with a 1-D b.
llvm.func @f(%acc: vector<4xi32>, %b: vector<16xi8>) {
  %0 = arm_neon.2d.sdot %acc, %b, %b : vector<16xi8>, vector<16xi8> to vector<4xi32>
  llvm.return
}

// -----

// 2d.sdot with b of 4x8.
llvm.func @f(%acc: vector<4xi32>, %b16: vector<32xi8>) {
  %b = builtin.unrealized_conversion_cast %b16 : vector<32xi8> to vector<4x8xi8>
  %0 = arm_neon.2d.sdot %acc, %b, %b : vector<4x8xi8>, vector<4x8xi8> to vector<4xi32>
  llvm.return
}

// -----

// 2d.sdot with b of 2x4 for a of 4.
llvm.func @f(%acc: vector<4xi32>, %b8: vector<8xi8>) {
  %b = builtin.unrealized_conversion_cast %b8 : vector<8xi8> to vector<2x4xi8>
  %0 = arm_neon.2d.sdot %acc, %b, %b : vector<2x4xi8>, vector<2x4xi8> to vector<4xi32>
  llvm.return
}

// -----

// 2d.sdot valid with 2 lanes.
llvm.func @f(%acc: vector<2xi32>, %b8: vector<8xi8>) {
  %b = builtin.unrealized_conversion_cast %b8 : vector<8xi8> to vector<2x4xi8>
  %0 = arm_neon.2d.sdot %acc, %b, %b : vector<2x4xi8>, vector<2x4xi8> to vector<2xi32>
  llvm.return
}

// -----

// smull with a result of the wrong element type.
llvm.func @f(%a: vector<8xi8>) {
  %0 = arm_neon.intr.smull %a, %a : vector<8xi8> to vector<8xi32>
  llvm.return
}

// -----

// smull of i16 lanes.
llvm.func @f(%a: vector<4xi16>) {
  %0 = arm_neon.intr.smull %a, %a : vector<4xi16> to vector<4xi32>
  llvm.return
}

// -----

// sdot with an accumulator of 8 lanes.
llvm.func @f(%acc: vector<8xi32>, %b: vector<16xi8>) {
  %0 = arm_neon.intr.sdot %acc, %b, %b : vector<16xi8>, vector<16xi8> to vector<8xi32>
  llvm.return
}

// -----

// smmla with the wrong result.
llvm.func @f(%acc: vector<2xi32>, %b: vector<16xi8>) {
  %0 = arm_neon.intr.smmla %acc, %b, %b : vector<16xi8> to vector<2xi32>
  llvm.return
}

// -----

// bfmmla on f16.
llvm.func @f(%acc: vector<4xf32>, %b: vector<8xf16>) {
  %0 = arm_neon.intr.bfmmla %acc, %b, %b : vector<8xf16> to vector<4xf32>
  llvm.return
}

// -----

// Vector.extract of scalable from fixed.
llvm.func @f(%a: vector<4xi32>) {
  %0 = llvm.intr.vector.extract %a[0] : vector<[4]xi32> from vector<4xi32>
  llvm.return
}

// -----

// Vector.extract of fixed from scalable.
llvm.func @f(%a: vector<[4]xi32>) {
  %0 = llvm.intr.vector.extract %a[0] : vector<4xi32> from vector<[4]xi32>
  llvm.return
}

// -----

// Vector.insert of scalable into fixed.
llvm.func @f(%a: vector<4xi32>, %b: vector<[4]xi32>) {
  %0 = llvm.intr.vector.insert %b, %a[0] : vector<[4]xi32> into vector<4xi32>
  llvm.return
}

// -----

// Vector.extract from a huge vector.
llvm.func @f(%a: vector<8192xi32>) {
  %0 = llvm.intr.vector.extract %a[0] : vector<4xi32> from vector<8192xi32>
  llvm.return
}

// -----

// Vector.extract from a vector of exactly 2^17 bits.
llvm.func @f(%a: vector<4096xi32>) {
  %0 = llvm.intr.vector.extract %a[0] : vector<4xi32> from vector<4096xi32>
  llvm.return
}

// -----

// interleave2 with a result of the wrong length.
llvm.func @f(%a: vector<4xi32>) {
  %0 = "llvm.intr.vector.interleave2"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  llvm.return
}

// -----

// interleave2 valid.
llvm.func @f(%a: vector<4xi32>) {
  %0 = "llvm.intr.vector.interleave2"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> vector<8xi32>
  llvm.return
}

// -----

// interleave2 with another element type.
llvm.func @f(%a: vector<4xi32>) {
  %0 = "llvm.intr.vector.interleave2"(%a, %a) : (vector<4xi32>, vector<4xi32>) -> vector<8xi64>
  llvm.return
}
