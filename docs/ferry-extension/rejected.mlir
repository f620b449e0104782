// Why some carriers are not ferry ops or attributes on constants (§1). Each part
// is REJECTED or MANGLED by the tool named, on purpose; check.sh shows it.

// mlir-opt-22 --allow-unregistered-dialect rejects a ferry op in a global
// initializer: "ops with side effects not allowed in global initializers".
llvm.mlir.global external @a(0 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global external @b() {addr_space = 0 : i32} : i64 {
  %0 = llvm.mlir.addressof @a : !llvm.ptr
  %1 = "ferry.ptrtoaddr"(%0) : (!llvm.ptr) -> i64
  llvm.return %1 : i64
}

// -----

// mlir-opt-22 rejects an llvm.invoke that unwinds to a funclet pad: "first
// operation in unwind destination should be a llvm.landingpad operation".
llvm.func @pers(...) -> i32
llvm.func @g()
llvm.func @f() attributes {personality = @pers} {
  %none = llvm.mlir.none : !llvm.token
  llvm.invoke @g() to ^ok unwind ^dispatch : () -> ()
^ok:
  llvm.return
^dispatch:
  %cs = "ferry.catchswitch"(%none)[^ok] : (!llvm.token) -> !llvm.token
}

// -----

// mlir-opt-22 --canonicalize merges constant-like ops by value and drops their
// discardable attributes: the second addressof loses ferry.no_cfi (run with
// --canonicalize and look for it).
llvm.func @fn()
llvm.func @h() -> !llvm.struct<(ptr, ptr)> {
  %0 = llvm.mlir.addressof @fn : !llvm.ptr
  %1 = llvm.mlir.addressof @fn {ferry.no_cfi} : !llvm.ptr
  %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr)>
  %3 = llvm.insertvalue %0, %2[0] : !llvm.struct<(ptr, ptr)>
  %4 = llvm.insertvalue %1, %3[1] : !llvm.struct<(ptr, ptr)>
  llvm.return %4 : !llvm.struct<(ptr, ptr)>
}
