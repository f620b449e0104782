// intrinsics.mlir: llvm.intr.* ops: the typed parsing of their operand types, and the
// rules of their verify().

// assume: the condition type is parsed as an integer type, then must be i1.
llvm.func @f(%c: i32) {
  llvm.intr.assume %c : i32
  llvm.return
}

// -----

// lifetime.start takes a pointer (qualified type: no typed parse).
llvm.func @f(%c: i64) {
  llvm.intr.lifetime.start %c : i64
  llvm.return
}

// -----

// stepvector: the result type is parsed as a vector type.
llvm.func @f() {
  %0 = llvm.intr.stepvector : i32
  llvm.return
}

// -----

// masked.store: the mask type is parsed as a vector type.
llvm.func @f(%v: vector<2xi32>, %p: !llvm.ptr, %m: i1) {
  llvm.intr.masked.store %v, %p, %m {alignment = 4 : i32} : vector<2xi32>, i1 into !llvm.ptr
  llvm.return
}

// -----

// vector.extract: the source type is parsed as a vector type.
llvm.func @f(%v: i32) {
  %0 = llvm.intr.vector.extract %v[0] : vector<2xi32> from i32
  llvm.return
}

// -----

// matrix.transpose: the operand type is parsed as a vector type.
llvm.func @f(%v: i32) {
  %0 = llvm.intr.matrix.transpose %v { rows = 1 : i32, columns = 1 : i32} : i32 into vector<1xi32>
  llvm.return
}

// -----

// expect: the type is parsed as an integer type.
llvm.func @f(%v: f32) {
  %0 = llvm.intr.expect %v, %v : f32
  llvm.return
}
