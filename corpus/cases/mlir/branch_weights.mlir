// branch_weights.mlir: the branch_weights of llvm.br, llvm.cond_br, llvm.switch,
// llvm.invoke and llvm.call: one weight per successor (one for a call).

// cond_br with two weights prints them after the condition.
llvm.func @f(%c: i1) {
  llvm.cond_br %c weights([3, 7]), ^bb1, ^bb2
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

// cond_br with three weights is refused.
llvm.func @f(%c: i1) {
  llvm.cond_br %c weights([3, 7, 1]), ^bb1, ^bb2
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

// cond_br with one weight is refused.
llvm.func @f(%c: i1) {
  llvm.cond_br %c weights([3]), ^bb1, ^bb2
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

// br with one weight in the generic form.
llvm.func @f() {
  "llvm.br"() [^bb1] {branch_weights = array<i32: 5>} : () -> ()
^bb1:
  llvm.return
}

// -----

// br with two weights is refused.
llvm.func @f() {
  "llvm.br"() [^bb1] {branch_weights = array<i32: 5, 6>} : () -> ()
^bb1:
  llvm.return
}

// -----

// switch with a weight per successor.
llvm.func @f(%x: i32) {
  llvm.switch %x : i32, ^bb1 [
    1: ^bb2,
    2: ^bb3
  ] {branch_weights = array<i32: 1, 2, 3>}
^bb1:
  llvm.return
^bb2:
  llvm.return
^bb3:
  llvm.return
}

// -----

// switch with too few weights.
llvm.func @f(%x: i32) {
  llvm.switch %x : i32, ^bb1 [
    1: ^bb2,
    2: ^bb3
  ] {branch_weights = array<i32: 1, 2>}
^bb1:
  llvm.return
^bb2:
  llvm.return
^bb3:
  llvm.return
}

// -----

// invoke with two weights.
llvm.func @pers(...) -> i32
llvm.func @g()
llvm.func @f() attributes {personality = @pers} {
  llvm.invoke @g() to ^bb1 unwind ^bb2 {branch_weights = array<i32: 100, 1>} : () -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// invoke with one weight is refused.
llvm.func @pers(...) -> i32
llvm.func @g()
llvm.func @f() attributes {personality = @pers} {
  llvm.invoke @g() to ^bb1 unwind ^bb2 {branch_weights = array<i32: 100>} : () -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// call with one weight.
llvm.func @g()
llvm.func @f() {
  llvm.call @g() {branch_weights = array<i32: 9>} : () -> ()
  llvm.return
}

// -----

// call with two weights is refused.
llvm.func @g()
llvm.func @f() {
  llvm.call @g() {branch_weights = array<i32: 9, 1>} : () -> ()
  llvm.return
}

// -----

// Weights of the wrong element type fail the attribute constraint.
llvm.func @f(%c: i1) {
  llvm.cond_br %c, ^bb1, ^bb2 {branch_weights = array<i64: 1, 2>}
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

// An empty weight list on a call.
llvm.func @g()
llvm.func @f() {
  llvm.call @g() {branch_weights = array<i32>} : () -> ()
  llvm.return
}

// -----

// An empty weight list on cond_br.
llvm.func @f(%c: i1) {
  llvm.cond_br %c weights([]), ^bb1, ^bb2
^bb1:
  llvm.return
^bb2:
  llvm.return
}
