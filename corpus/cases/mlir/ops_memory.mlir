// ops_memory.mlir: the rules MLIR 22 applies to llvm.load, llvm.store, llvm.alloca,
// llvm.atomicrmw, llvm.cmpxchg, llvm.fence and llvm.getelementptr (verify() of each,
// and the checks their parsers make). One rule or neighbour per case.

// An atomic load of i1: the type is checked before the alignment.
llvm.func @f(%p: !llvm.ptr) -> i1 {
  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i1
  llvm.return %0 : i1
}
// -----
// A release load of i1: the type is checked before the ordering.
llvm.func @f(%p: !llvm.ptr) -> i1 {
  %0 = llvm.load %p atomic release {alignment = 1 : i64} : !llvm.ptr -> i1
  llvm.return %0 : i1
}
// -----
// An atomic load of i128 is valid (a power of two of at least 8 bits).
llvm.func @f(%p: !llvm.ptr) -> i128 {
  %0 = llvm.load %p atomic monotonic {alignment = 16 : i64} : !llvm.ptr -> i128
  llvm.return %0 : i128
}
// -----
// f80 is 80 bits wide: not a power of two.
llvm.func @f(%p: !llvm.ptr) -> f80 {
  %0 = llvm.load %p atomic monotonic {alignment = 16 : i64} : !llvm.ptr -> f80
  llvm.return %0 : f80
}
// -----
// ppc_fp128 is 128 bits wide: valid.
llvm.func @f(%p: !llvm.ptr) -> !llvm.ppc_fp128 {
  %0 = llvm.load %p atomic monotonic {alignment = 16 : i64} : !llvm.ptr -> !llvm.ppc_fp128
  llvm.return %0 : !llvm.ppc_fp128
}
// -----
// bf16 is valid.
llvm.func @f(%p: !llvm.ptr) -> bf16 {
  %0 = llvm.load %p atomic monotonic {alignment = 2 : i64} : !llvm.ptr -> bf16
  llvm.return %0 : bf16
}
// -----
// A vector cannot be accessed atomically.
llvm.func @f(%p: !llvm.ptr) -> vector<2xi32> {
  %0 = llvm.load %p atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> vector<2xi32>
  llvm.return %0 : vector<2xi32>
}
// -----
// Nor a struct.
llvm.func @f(%p: !llvm.ptr, %v: !llvm.struct<(i32)>) {
  llvm.store %v, %p atomic monotonic {alignment = 4 : i64} : !llvm.struct<(i32)>, !llvm.ptr
  llvm.return
}
// -----
// An acquire store: the ordering is checked before the alignment.
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p atomic acquire : i32, !llvm.ptr
  llvm.return
}
// -----
// A non-atomic access has no syncscope.
llvm.func @f(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p {syncscope = "agent"} : !llvm.ptr -> i32
  llvm.return %0 : i32
}
// -----
// An unordered store is valid.
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p atomic unordered {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
// -----
// i24 is not a power of two.
llvm.func @f(%p: !llvm.ptr, %v: i24) {
  llvm.store %v, %p atomic seq_cst {alignment = 4 : i64} : i24, !llvm.ptr
  llvm.return
}
// -----
// A pointer of any address space is valid.
llvm.func @f(%p: !llvm.ptr, %v: !llvm.ptr<3>) {
  llvm.store %v, %p atomic release {alignment = 8 : i64} : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}
// -----
// Integer atomicrmw operations take i8, i16, i32 or i64 only.
llvm.func @f(%p: !llvm.ptr, %v: i128) -> i128 {
  %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i128
  llvm.return %0 : i128
}
// -----
// i1 neither.
llvm.func @f(%p: !llvm.ptr, %v: i1) -> i1 {
  %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i1
  llvm.return %0 : i1
}
// -----
// xchg takes any power-of-two integer of at least 8 bits.
llvm.func @f(%p: !llvm.ptr, %v: i128) -> i128 {
  %0 = llvm.atomicrmw xchg %p, %v monotonic : !llvm.ptr, i128
  llvm.return %0 : i128
}
// -----
// but not f80.
llvm.func @f(%p: !llvm.ptr, %v: f80) -> f80 {
  %0 = llvm.atomicrmw xchg %p, %v monotonic : !llvm.ptr, f80
  llvm.return %0 : f80
}
// -----
// fadd takes a fixed vector of floats.
llvm.func @f(%p: !llvm.ptr, %v: vector<2xf32>) -> vector<2xf32> {
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, vector<2xf32>
  llvm.return %0 : vector<2xf32>
}
// -----
// not a scalable one: its parser checks the value type first.
llvm.func @f(%p: !llvm.ptr, %v: vector<[2]xf32>) -> vector<[2]xf32> {
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, vector<[2]xf32>
  llvm.return %0 : vector<[2]xf32>
}
// -----
// nor a vector of integers.
llvm.func @f(%p: !llvm.ptr, %v: vector<2xi32>) -> vector<2xi32> {
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, vector<2xi32>
  llvm.return %0 : vector<2xi32>
}
// -----
// ppc_fp128 is an LLVM float.
llvm.func @f(%p: !llvm.ptr, %v: !llvm.ppc_fp128) -> !llvm.ppc_fp128 {
  %0 = llvm.atomicrmw fmax %p, %v monotonic : !llvm.ptr, !llvm.ppc_fp128
  llvm.return %0 : !llvm.ppc_fp128
}
// -----
// The type is checked before the ordering.
llvm.func @f(%p: !llvm.ptr, %v: i24) -> i24 {
  %0 = llvm.atomicrmw add %p, %v unordered : !llvm.ptr, i24
  llvm.return %0 : i24
}
// -----
// cmpxchg: the type is checked before the orderings.
llvm.func @f(%p: !llvm.ptr, %a: i1, %b: i1) {
  %0 = llvm.cmpxchg %p, %a, %b unordered monotonic : !llvm.ptr, i1
  llvm.return
}
// -----
// cmpxchg takes integers and pointers: its parser rejects f32 at the op name.
llvm.func @f(%p: !llvm.ptr, %a: f32, %b: f32) {
  %0 = llvm.cmpxchg %p, %a, %b acq_rel monotonic : !llvm.ptr, f32
  llvm.return
}
// -----
// i128 is valid.
llvm.func @f(%p: !llvm.ptr, %a: i128, %b: i128) {
  %0 = llvm.cmpxchg %p, %a, %b acq_rel monotonic : !llvm.ptr, i128
  llvm.return
}
// -----
// f80 is rejected by the parser too.
llvm.func @f(%p: !llvm.ptr, %a: f80, %b: f80) {
  %0 = llvm.cmpxchg %p, %a, %b acq_rel monotonic : !llvm.ptr, f80
  llvm.return
}
// -----
// A fence cannot be monotonic.
llvm.func @f() {
  llvm.fence monotonic
  llvm.return
}
// -----
// MLIR 22 accepts an alloca of void.
llvm.func @f(%n: i32) {
  %0 = llvm.alloca %n x !llvm.void : (i32) -> !llvm.ptr
  llvm.return
}
// -----
// and of a token.
llvm.func @f(%n: i32) {
  %0 = llvm.alloca %n x !llvm.token : (i32) -> !llvm.ptr
  llvm.return
}
// -----
// and of a function type.
llvm.func @f(%n: i32) {
  %0 = llvm.alloca %n x !llvm.func<void ()> : (i32) -> !llvm.ptr
  llvm.return
}
// -----
// and of an opaque struct.
llvm.func @f(%n: i32) {
  %0 = llvm.alloca %n x !llvm.struct<"o", opaque> : (i32) -> !llvm.ptr
  llvm.return
}
// -----
// An alignment of zero is dropped.
llvm.func @f(%n: i32) {
  %0 = llvm.alloca %n x i32 {alignment = 0 : i64} : (i32) -> !llvm.ptr
  llvm.return
}
// -----
// A non-integer alignment is an error at the op name.
llvm.func @f(%n: i32) {
  %0 = llvm.alloca %n x i32 {alignment = 1.0 : f32} : (i32) -> !llvm.ptr
  llvm.return
}
// -----
// An i32 alignment fails the attribute constraint.
llvm.func @f(%n: i32) {
  %0 = llvm.alloca %n x i32 {alignment = 4 : i32} : (i32) -> !llvm.ptr
  llvm.return
}
// -----
// MLIR does not check that the alignment is a power of two.
llvm.func @f(%n: i32) {
  %0 = llvm.alloca %n x i32 {alignment = 3 : i64} : (i32) -> !llvm.ptr
  llvm.return
}
// -----
// The trailing type must be a function type (located after the colon).
llvm.func @f(%n: i32) {
  %0 = llvm.alloca %n x i32 : i32
  llvm.return
}
// -----
// No element type is recorded for a non-pointer result.
llvm.func @f(%n: i32) {
  %0 = llvm.alloca %n x i32 : (i32) -> i32
  llvm.return
}
// -----
// Generic alloca without elem_type.
llvm.func @f(%n: i32) {
  %0 = "llvm.alloca"(%n) : (i32) -> !llvm.ptr
  llvm.return
}
// -----
// Generic getelementptr without elem_type.
llvm.func @f(%p: !llvm.ptr) {
  %0 = "llvm.getelementptr"(%p) <{rawConstantIndices = array<i32: 0>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}
// -----
// Generic getelementptr without rawConstantIndices.
llvm.func @f(%p: !llvm.ptr) {
  %0 = "llvm.getelementptr"(%p) <{elem_type = i32}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}
// -----
// Generic load without ordering (defaulted).
llvm.func @f(%p: !llvm.ptr) {
  %0 = "llvm.load"(%p) : (!llvm.ptr) -> i32
  llvm.return
}
// -----
// Generic icmp without predicate.
llvm.func @f(%a: i32) {
  %0 = "llvm.icmp"(%a, %a) : (i32, i32) -> i1
  llvm.return
}
// -----
// Generic extractvalue without position.
llvm.func @f(%a: !llvm.struct<(i32)>) {
  %0 = "llvm.extractvalue"(%a) : (!llvm.struct<(i32)>) -> i32
  llvm.return
}
// -----
// Generic form: noWrapFlags = 4 is nuw, valid.
llvm.func @f(%p: !llvm.ptr) {
  %0 = "llvm.getelementptr"(%p) <{elem_type = i32, rawConstantIndices = array<i32: 0>, noWrapFlags = 4 : i32}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}
// -----
// and so is the inbounds_flag keyword.
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr inbounds_flag %p[0] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return
}
