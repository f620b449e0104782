// reviewD.mlir: review of the verifier's order (issue 10): symbol lookups
// and symbol tables in unusual places.

// A call in a nested module to a function of the outer module: only the
// nearest symbol table is in scope, so the callee is not found.
module {
  module @inner {
    llvm.func @f() {
      llvm.call @g() : () -> ()
      llvm.return
    }
  }
  llvm.func @g()
}

// -----

// A module inside a function body is a symbol table of its own: a call in it
// does not see the outer functions.
module {
  llvm.func @f() {
    builtin.module {
      llvm.func @h() {
        llvm.call @f() : () -> ()
        llvm.return
      }
    }
    llvm.return
  }
}

// -----

// The valid neighbour: the callee is in the nested module itself.
module {
  llvm.func @f() {
    builtin.module {
      llvm.func @h() {
        llvm.call @h() : () -> ()
        llvm.return
      }
    }
    llvm.return
  }
}

// -----

// A global's address taken from a nested module, of a global of the outer
// module: not in scope.
module {
  llvm.mlir.global external @g(0 : i32) : i32
  module @inner {
    llvm.func @f() -> !llvm.ptr {
      %0 = llvm.mlir.addressof @g : !llvm.ptr
      llvm.return %0 : !llvm.ptr
    }
  }
}
