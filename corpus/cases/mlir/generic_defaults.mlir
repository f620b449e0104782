// generic_defaults.mlir: defaulted properties written explicitly print as
// mlir-opt-22 prints them, in custom and in generic form.

// alloca with alignment = 0 written in the dictionary: MLIR drops it.
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = llvm.alloca %0 x i32 {alignment = 0 : i64} : (i64) -> !llvm.ptr
  llvm.return
}

// -----

// alloca with a nonzero alignment keeps it.
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = llvm.alloca %0 x i32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  llvm.return
}

// -----

// alloca in the generic form with alignment 0.
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = "llvm.alloca"(%0) <{alignment = 0 : i64, elem_type = i32}> : (i64) -> !llvm.ptr
  llvm.return
}

// -----

// A load with its defaulted ordering written explicitly.
llvm.func @f(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p {ordering = 0 : i64} : !llvm.ptr -> i32
  llvm.return %0 : i32
}

// -----

// A load in generic form with a unit property written as false: refused by
// the property conversion (a unit attribute is stored, not a bool).
llvm.func @f(%p: !llvm.ptr) -> i32 {
  %0 = "llvm.load"(%p) <{ordering = 0 : i64, volatile_ = false}> : (!llvm.ptr) -> i32
  llvm.return %0 : i32
}

// -----

// An add with the default overflow flags written explicitly.
llvm.func @f(%a: i32) -> i32 {
  %0 = "llvm.add"(%a, %a) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
  llvm.return %0 : i32
}

// -----

// A call whose dictionary repeats what the syntax already set: the first
// repeated name is reported.
llvm.func @g()
llvm.func @f() {
  llvm.call @g() {CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>} : () -> ()
  llvm.return
}

// -----

// A function whose dictionary repeats linkage, visibility and cconv: CConv
// sorts first.
llvm.func @f() attributes {linkage = #llvm.linkage<external>, visibility_ = 0 : i64, CConv = #llvm.cconv<ccc>} {
  llvm.return
}

// -----

// A global with its defaulted address space written.
llvm.mlir.global internal @g(0 : i32) {addr_space = 0 : i32} : i32

// -----

// A fadd with the default fastmath flags written.
llvm.func @f(%a: f32) -> f32 {
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<none>} : f32
  llvm.return %0 : f32
}

// -----

// A GEP with its defaulted flags written in generic form.
llvm.func @f(%p: !llvm.ptr) -> !llvm.ptr {
  %0 = "llvm.getelementptr"(%p) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// Property conversion errors come in the order of the names: nontemporal
// before volatile_.
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  "llvm.store"(%v, %p) <{nontemporal = false, ordering = 0 : i64, volatile_ = false}> : (i32, !llvm.ptr) -> ()
  llvm.return
}

// -----

// An icmp in generic form.
llvm.func @f(%a: i32) -> i1 {
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i1
  llvm.return %0 : i1
}

// -----

// volatile_ before weak.
llvm.func @f(%p: !llvm.ptr, %a: i32) {
  %0 = "llvm.cmpxchg"(%p, %a, %a) <{failure_ordering = 2 : i64, success_ordering = 2 : i64, weak = false, volatile_ = false}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

// A switch with an empty case list in the generic form.
llvm.func @f(%x: i32) {
  "llvm.switch"(%x) [^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

// A load with its defaulted ordering and an alignment in generic form.
llvm.func @f(%p: !llvm.ptr) -> i32 {
  %0 = "llvm.load"(%p) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> i32
  llvm.return %0 : i32
}

// -----

// A call in generic form with every defaulted property written.
llvm.func @g()
llvm.func @f() {
  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  llvm.return
}

// -----

// A global in generic form with defaulted visibility and unnamed_addr.
"llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", unnamed_addr = 0 : i64, value = 0 : i32, visibility_ = 0 : i64}> ({
}) : () -> ()

// -----

// An alloca with a non-integer alignment in its dictionary.
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = llvm.alloca %0 x i32 {alignment = "x"} : (i64) -> !llvm.ptr
  llvm.return
}

// -----

// A function in generic form with its defaulted properties.
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  "llvm.return"() : () -> ()
}) : () -> ()
