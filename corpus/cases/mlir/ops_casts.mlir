// ops_casts.mlir: the rules of the cast ops (llvm.zext, llvm.sext, llvm.bitcast):
// their verify() and their operand constraints.

// zext: a vector input needs a vector output.
llvm.func @f(%a: vector<2xi32>) {
  %0 = "llvm.zext"(%a) : (vector<2xi32>) -> i64
  llvm.return
}

// -----

// zext: an integer input needs an integer output.
llvm.func @f(%a: i32) {
  %0 = llvm.zext %a : i32 to vector<2xi64>
  llvm.return
}

// -----

// sext: the vectors must have as many elements.
llvm.func @f(%a: vector<2xi32>) {
  %0 = llvm.sext %a : vector<2xi32> to vector<4xi64>
  llvm.return
}

// -----

// bitcast takes no aggregate.
llvm.func @f(%v: !llvm.struct<(i32)>) {
  %0 = llvm.bitcast %v : !llvm.struct<(i32)> to i32
  llvm.return
}

// -----

// bitcast of a vector of index: the operand constraint does not look into the vector.
llvm.func @f() {
  %0 = llvm.mlir.undef : vector<2xindex>
  %1 = llvm.bitcast %0 : vector<2xindex> to vector<2xi64>
  llvm.return
}

// -----

// bitcast cannot turn a pointer into a vector of pointers,
llvm.func @f(%a: !llvm.ptr) {
  %0 = llvm.bitcast %a : !llvm.ptr to vector<1x!llvm.ptr>
  llvm.return
}

// -----

// nor a vector of pointers into a pointer.
llvm.func @f(%a: vector<1x!llvm.ptr>) {
  %0 = llvm.bitcast %a : vector<1x!llvm.ptr> to !llvm.ptr
  llvm.return
}
