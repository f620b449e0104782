// basics.mlir: a hand-written LLVM-dialect module in the form mlir-opt-22 prints:
// a global string, an external function, a loop with block arguments (the MLIR
// form of phis), a switch, and a call with varargs.
module {
  llvm.mlir.global private constant @fmt("n = %d\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @count(%arg0: i32) -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    llvm.br ^bb1(%0, %0 : i32, i32)
  ^bb1(%2: i32, %3: i32):  // 2 preds: ^bb0, ^bb1
    %4 = llvm.add %3, %2 overflow<nsw> : i32
    %5 = llvm.add %2, %1 overflow<nsw, nuw> : i32
    %6 = llvm.icmp "slt" %5, %arg0 : i32
    llvm.cond_br %6, ^bb1(%5, %4 : i32, i32), ^bb2
  ^bb2:  // pred: ^bb1
    llvm.switch %4 : i32, ^bb3 [
      0: ^bb4,
      1: ^bb4
    ]
  ^bb3:  // pred: ^bb2
    %7 = llvm.mlir.addressof @fmt : !llvm.ptr
    %8 = llvm.call @printf(%7, %4) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    llvm.return %4 : i32
  ^bb4:  // 2 preds: ^bb2, ^bb2
    llvm.return %0 : i32
  }
}

