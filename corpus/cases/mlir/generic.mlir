// generic.mlir: the generic form of LLVM dialect ops: the count traits MLIR checks
// before the op's invariants (regions, results, successors, operands, segment
// sizes) and the Optional groups.

// NOperands<2>: expected 2 operands.
llvm.func @f(%a: i32) {
  %0 = "llvm.add"(%a) : (i32) -> i32
  llvm.return
}

// -----

// OneResult.
llvm.func @f(%a: i32) {
  %0:2 = "llvm.add"(%a, %a) : (i32, i32) -> (i32, i32)
  llvm.return
}

// -----

// An Optional operand group holds at most one value.
llvm.func @f(%a: i32) -> i32 {
  "llvm.return"(%a, %a) : (i32, i32) -> ()
}

// -----

// OneResult: a load with no result.
llvm.func @f(%a: !llvm.ptr) {
  "llvm.load"(%a) : (!llvm.ptr) -> ()
  llvm.return
}

// -----

// ZeroRegions.
llvm.func @f(%a: !llvm.ptr) {
  "llvm.br"()[^bb1] ({}) : () -> ()
^bb1:
  llvm.return
}

// -----

// OneSuccessor.
llvm.func @f(%a: !llvm.ptr) {
  "llvm.br"() : () -> ()
}

// -----

// An Optional result group holds at most one value.
llvm.func @f() {
  %0:2 = "llvm.inline_asm"() <{asm_string = "", constraints = ""}> : () -> (i32, i32)
  llvm.return
}

// -----

// llvm.invoke: the same rule.
llvm.func @g() -> i32
llvm.func @f() attributes {personality = @g} {
  %0:2 = "llvm.invoke"()[^bb1, ^bb2] <{callee = @g, operandSegmentSizes = array<i32: 0, 0, 0, 0>, op_bundle_sizes = array<i32>, CConv = #llvm.cconv<ccc>}> : () -> (i32, i32)
^bb1:
  llvm.return
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// llvm.call_intrinsic: the same rule.
llvm.func @f() {
  %0:2 = "llvm.call_intrinsic"() <{intrin = "llvm.foo", operandSegmentSizes = array<i32: 0, 0>, op_bundle_sizes = array<i32>}> : () -> (i32, i32)
  llvm.return
}

// -----

// The operand segment sizes must add up to the operand count.
llvm.func @f(%c: i1) {
  "llvm.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()
^bb1:
  llvm.return
}

// -----

// A missing operandSegmentSizes property counts as all zeros.
llvm.func @f(%c: i1) {
  "llvm.cond_br"(%c) [^bb1, ^bb1] : (i1) -> ()
^bb1:
  llvm.return
}

// -----

// NOperands<3> on an intrinsic.
llvm.func @f(%a: f32) {
  %0 = "llvm.intr.fma"(%a, %a) : (f32, f32) -> f32
  llvm.return
}

// -----

// The same with no operand at all.
llvm.func @f() {
  "llvm.intr.memcpy"() <{isVolatile = false}> : () -> ()
  llvm.return
}
