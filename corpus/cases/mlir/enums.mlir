// enums.mlir: enum keywords where MLIR 22 reads them: op enum attributes in
// declarative formats, enum properties (overflow flags, GEP flags), enum attribute
// parameters (FieldParser) and EnumParameters, with each one's error.

// Icmp with an unknown predicate.
llvm.func @f(%a: i32) {
  %0 = llvm.icmp "nope" %a, %a : i32
  llvm.return
}

// -----

// Fcmp with an unknown predicate.
llvm.func @f(%a: f32) {
  %0 = llvm.fcmp "nope" %a, %a : f32
  llvm.return
}

// -----

// Atomicrmw with an unknown operation.
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.atomicrmw nope %p, %v monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

// Atomicrmw with an unknown ordering.
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.atomicrmw add %p, %v nope : !llvm.ptr, i32
  llvm.return
}

// -----

// Load with an unknown ordering.
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p atomic nope {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

// Fastmath with an unknown flag.
llvm.func @f(%a: f32) {
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<nope>} : f32
  llvm.return
}

// -----

// Fastmath flag list.
llvm.func @f(%a: f32) {
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  llvm.return
}

// -----

// Linkage attribute with an unknown value.
llvm.func @f() attributes {x = #llvm.linkage<nope>} {
  llvm.return
}

// -----

// Cconv attribute with an unknown value.
llvm.func @f() attributes {x = #llvm.cconv<nope>} {
  llvm.return
}

// -----

// Add with an unknown overflow flag.
llvm.func @f(%a: i32) {
  %0 = llvm.add %a, %a overflow<nope> : i32
  llvm.return
}

// -----

// Fence with an unknown syncscope spelled as a keyword.
llvm.func @f() {
  llvm.fence syncscope(agent) acquire
  llvm.return
}

// -----

// Cmpxchg with an unknown failure ordering.
llvm.func @f(%p: !llvm.ptr, %a: i32) {
  %0 = llvm.cmpxchg %p, %a, %a acq_rel nope : !llvm.ptr, i32
  llvm.return
}

// -----

// Getelementptr with an unknown flag.
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr nope %p[0] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return
}

// -----

// Tail call kind attribute with an unknown value.
llvm.func @f() attributes {x = #llvm.tailcallkind<nope>} {
  llvm.return
}

// -----

// Icmp predicate as an integer in generic form.
llvm.func @f(%a: i32) {
  %0 = "llvm.icmp"(%a, %a) <{predicate = 42 : i64}> : (i32, i32) -> i1
  llvm.return
}

// -----

// FramePointer attribute with an unknown kind.
llvm.func @f() attributes {frame_pointer = #llvm.framePointerKind<nope>} {
  llvm.return
}

// -----

// Memory effects with an unknown mode.
llvm.func @f() attributes {memory_effects = #llvm.memory_effects<other = nope, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
  llvm.return
}
