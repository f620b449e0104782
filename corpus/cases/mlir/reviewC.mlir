// A trailing comma in a struct body: MLIR expects a keyword at the `)`.
llvm.mlir.global external @g() : !llvm.struct<(i32, )>

// -----

// An array element that is neither a type nor a keyword.
llvm.mlir.global external @g() : !llvm.array<2 x 3>

// -----

// An unknown bare keyword nested in an LLVM type is an unknown LLVM type.
llvm.mlir.global external @g() : !llvm.struct<(foo)>

// -----

// A missing parameter of a nested function type.
llvm.func @f(!llvm.func<void (, )>)

// -----

// Valid neighbour: nested types of every kind still parse.
llvm.mlir.global external @g() : !llvm.struct<"s", (i32, ptr, array<2 x f32>, struct<(i8)>, vector<2xi32>)>
