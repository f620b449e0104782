// review1.mlir: regressions found reviewing the mlir-attrs branch (issue 10).

// A non-LLVM argument type: mlir-opt reports the signature at the function's
// name.
llvm.func @f(%a: tensor<2xi32> {llvm.noalias})

// -----

// The same after a linkage keyword.
llvm.func internal @f(%a: tensor<2xi32>)

// -----

// A non-LLVM result type: the message ends in the type, quoted, without a
// space.
llvm.func @f() -> tensor<2xi32>

// -----

// Two results.
llvm.func @f() -> (i32, i32)

// -----

// A valid neighbour.
llvm.func @f(%a: !llvm.ptr {llvm.noalias}) -> (i32 {llvm.zeroext})
