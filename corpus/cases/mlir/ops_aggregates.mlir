// ops_aggregates.mlir: llvm.extractvalue and llvm.insertvalue: the element type
// their parsers infer and their verify() checks.

// A struct position out of bounds.
llvm.func @f(%a: !llvm.struct<(i32)>) {
  %0 = llvm.extractvalue %a[1] : !llvm.struct<(i32)>
  llvm.return
}

// -----

// An array position out of bounds.
llvm.func @f(%a: !llvm.array<2 x i32>) {
  %0 = llvm.extractvalue %a[2] : !llvm.array<2 x i32>
  llvm.return
}

// -----

// A position past a scalar: the type is quoted.
llvm.func @f(%a: !llvm.array<2 x i32>) {
  %0 = llvm.extractvalue %a[0, 0] : !llvm.array<2 x i32>
  llvm.return
}

// -----

// Generic form: the verifier checks the position too.
llvm.func @f(%a: !llvm.array<2 x i32>) {
  %0 = "llvm.extractvalue"(%a) <{position = array<i64: 5>}> : (!llvm.array<2 x i32>) -> i32
  llvm.return
}

// -----

// Generic form: a negative position.
llvm.func @f(%a: !llvm.array<2 x i32>, %v: i32) {
  %0 = "llvm.insertvalue"(%a, %v) <{position = array<i64: -1>}> : (!llvm.array<2 x i32>, i32) -> !llvm.array<2 x i32>
  llvm.return
}

// -----

// Custom form: a negative position.
llvm.func @f(%a: !llvm.array<2 x i32>) {
  %0 = llvm.extractvalue %a[-1] : !llvm.array<2 x i32>
  llvm.return
}

// -----

// A vector is not an aggregate.
llvm.func @f(%a: vector<2xi32>) {
  %0 = llvm.extractvalue %a[0] : vector<2xi32>
  llvm.return
}

// -----

// A container that is not fully LLVM-compatible: rejected, and printed with the
// prefix of the nested struct (not compatible, so not printed short).
llvm.func @f(%s: !llvm.struct<(i32)>) {
  %0 = llvm.mlir.undef : !llvm.struct<(index)>
  %1 = llvm.mlir.undef : !llvm.struct<(struct<(index)>)>
  %2 = llvm.insertvalue %0, %1[0] : !llvm.struct<(struct<(index)>)>
  llvm.return
}
