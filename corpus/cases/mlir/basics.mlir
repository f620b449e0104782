// basics.mlir: the shape of a case file. Each case is one small module with one
// idea; mlir-opt-22 decides whether it is valid, and Ferry must agree (same text
// when valid, same first diagnostic, line:col and message, when not).

// A valid function prints canonically.
llvm.func @add(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b overflow<nsw> : i32
  llvm.return %0 : i32
}

// -----

// The return type does not match the function's.
llvm.func @f(%a: i64) -> i32 {
  llvm.return %a : i64
}
