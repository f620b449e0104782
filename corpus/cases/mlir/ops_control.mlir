// ops_control.mlir: terminators with rules of their own (llvm.switch,
// llvm.indirectbr).

// Generic switch: the case values must have the condition type.
llvm.func @f(%a: i32) {
  "llvm.switch"(%a)[^bb1, ^bb1] <{case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>, case_operand_segments = array<i32: 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

// The switch value type is parsed as an integer type.
llvm.func @f(%a: f32) {
  llvm.switch %a : f32, ^bb1 [
  ]
^bb1:
  llvm.return
}

// -----

// ui32 is an integer type, but not signless.
llvm.func @f(%i: i32) {
  %a = builtin.unrealized_conversion_cast %i : i32 to ui32
  llvm.switch %a : ui32, ^bb1 [
  ]
^bb1:
  llvm.return
}

// -----

// indirectbr: the address type is parsed as an llvm.ptr: `i64` reads as the
// elided `ptr` and the comma is then missing.
llvm.func @f(%v: i64) {
  llvm.indirectbr %v : i64, []
}

// -----

// A valid indirectbr.
llvm.func @f(%v: !llvm.ptr) {
  llvm.indirectbr %v : !llvm.ptr, [
  ^bb1
  ]
^bb1:
  llvm.return
}
