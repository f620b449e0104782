// Every arm_neon op; mlir-opt-22 judges them (goldens).

llvm.func @neon(%a8: vector<8xi8>, %acc: vector<4xi32>, %b16: vector<16xi8>, %f4: vector<4xf32>, %bf: vector<8xbf16>) {
  %0 = arm_neon.intr.smull %a8, %a8 : vector<8xi8> to vector<8xi16>
  %1 = arm_neon.intr.sdot %acc, %b16, %b16 : vector<16xi8>, vector<16xi8> to vector<4xi32>
  %b2 = builtin.unrealized_conversion_cast %b16 : vector<16xi8> to vector<4x4xi8>
  %2 = arm_neon.2d.sdot %acc, %b2, %b2 : vector<4x4xi8>, vector<4x4xi8> to vector<4xi32>
  %3 = arm_neon.intr.smmla %acc, %b16, %b16 : vector<16xi8> to vector<4xi32>
  %4 = arm_neon.intr.ummla %acc, %b16, %b16 : vector<16xi8> to vector<4xi32>
  %5 = arm_neon.intr.usmmla %acc, %b16, %b16 : vector<16xi8> to vector<4xi32>
  %6 = arm_neon.intr.bfmmla %f4, %bf, %bf : vector<8xbf16> to vector<4xf32>
  llvm.return
}
