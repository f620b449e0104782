// ops_misc.mlir: ops without a hand-written verifier in MLIR 22, held to their ODS
// constraints only (select, freeze, va_arg, inline_asm, casts, compares,
// terminators, intrinsics): what they accept, what they reject.

// Select with a vector condition of the wrong length: no rule in MLIR.
llvm.func @f(%c: vector<2xi1>, %a: vector<4xi32>) {
  %0 = llvm.select %c, %a, %a : vector<2xi1>, vector<4xi32>
  llvm.return
}

// -----

// Select with a non-i1 condition.
llvm.func @f(%c: i32, %a: i32) {
  %0 = llvm.select %c, %a, %a : i32, i32
  llvm.return
}

// -----

// Freeze of a token.
llvm.func @f(%a: !llvm.token) {
  %0 = llvm.freeze %a : !llvm.token
  llvm.return
}

// -----

// Va_arg from an integer.
llvm.func @f(%a: i32) {
  %0 = llvm.va_arg %a : (i32) -> i32
  llvm.return
}

// -----

// Inline_asm with a bad dialect.
llvm.func @f() {
  %0 = llvm.inline_asm asm_dialect = nope "", "=r" : () -> i32
  llvm.return
}

// -----

// Inline_asm valid.
llvm.func @f(%a: i32) {
  %0 = llvm.inline_asm has_side_effects asm_dialect = intel "mov $0, $1", "=r,r" %a : (i32) -> i32
  llvm.return
}

// -----

// Trunc to a wider type: no rule in MLIR.
llvm.func @f(%a: i32) {
  %0 = llvm.trunc %a : i32 to i64
  llvm.return
}

// -----

// Fptrunc of integers.
llvm.func @f(%a: i32) {
  %0 = llvm.fptrunc %a : i32 to i16
  llvm.return
}

// -----

// Ptrtoint of a vector of pointers into a scalar.
llvm.func @f(%a: vector<2x!llvm.ptr>) {
  %0 = llvm.ptrtoint %a : vector<2x!llvm.ptr> to i64
  llvm.return
}

// -----

// Addrspacecast to an integer.
llvm.func @f(%a: !llvm.ptr) {
  %0 = llvm.addrspacecast %a : !llvm.ptr to i64
  llvm.return
}

// -----

// Extractelement with an i128 index.
llvm.func @f(%v: vector<2xi32>, %i: i128) {
  %0 = llvm.extractelement %v[%i : i128] : vector<2xi32>
  llvm.return
}

// -----

// insertvalue: the value type is inferred from the container: an i64 value
// conflicts with it.
llvm.func @f(%s: !llvm.struct<(i32, f32)>, %x: i64) {
  %0 = llvm.insertvalue %x, %s[0] : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

// Fneg of an integer.
llvm.func @f(%a: i32) {
  %0 = llvm.fneg %a : i32
  llvm.return
}

// -----

// Icmp on floats.
llvm.func @f(%a: f32) {
  %0 = llvm.icmp "eq" %a, %a : f32
  llvm.return
}

// -----

// Fcmp on vector of floats with fastmath.
llvm.func @f(%a: vector<2xf32>) {
  %0 = llvm.fcmp "oeq" %a, %a {fastmathFlags = #llvm.fastmath<nnan>} : vector<2xf32>
  llvm.return
}

// -----

// icmp: the trailing type is the operands': tensor<2xi32> conflicts with i32.
llvm.func @f(%a: i32) {
  %0 = llvm.icmp "eq" %a, %a : tensor<2xi32>
  llvm.return
}

// -----

// Unreachable with an operand.
llvm.func @f(%a: i32) {
  "llvm.unreachable"(%a) : (i32) -> ()
}

// -----

// Br with a block argument mismatch.
llvm.func @f(%a: i32) {
  llvm.br ^bb1(%a : i32)
^bb1(%b: i64):
  llvm.return
}

// -----

// cond_br: the condition is an i1; an i32 conflicts with it.
llvm.func @f(%a: i32) {
  llvm.cond_br %a, ^bb1, ^bb1
^bb1:
  llvm.return
}

// -----

// Resume of an i32.
llvm.func @f(%a: i32) {
  llvm.resume %a : i32
}

// -----

// Blocktag in a block.
llvm.func @f() {
  llvm.blocktag <id = 1>
  llvm.return
}

// -----

// Intr.memcpy with an i32 length and bad volatility.
llvm.func @f(%p: !llvm.ptr, %n: i32) {
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = 1 : i32}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return
}

// -----

// Intr.memset valid.
llvm.func @f(%p: !llvm.ptr, %n: i64, %v: i8) {
  "llvm.intr.memset"(%p, %v, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  llvm.return
}

// -----

// Intr.ctlz on a float.
llvm.func @f(%a: f32) {
  %0 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (f32) -> f32
  llvm.return
}

// -----

// Intr.fabs with a mismatched result.
llvm.func @f(%a: f32) {
  %0 = llvm.intr.fabs(%a) : (f32) -> f64
  llvm.return
}

// -----

// Intr.smax of vectors.
llvm.func @f(%a: vector<2xi32>) {
  %0 = llvm.intr.smax(%a, %a) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
  llvm.return
}

// -----

// Intr.stackrestore of an integer.
llvm.func @f(%a: i64) {
  llvm.intr.stackrestore %a : i64
  llvm.return
}

// -----

// Intr.vector.reduce.add of a scalar.
llvm.func @f(%a: i32) {
  %0 = llvm.intr.vector.reduce.add(%a) : (i32) -> i32
  llvm.return
}

// -----

// Intr.masked.load with a scalar mask.
llvm.func @f(%p: !llvm.ptr, %m: i1, %v: vector<2xi32>) {
  %0 = llvm.intr.masked.load %p, %m, %v {alignment = 4 : i32} : (!llvm.ptr, i1, vector<2xi32>) -> vector<2xi32>
  llvm.return
}

// -----

// Intr.is.fpclass on an integer.
llvm.func @f(%a: i32) {
  %0 = "llvm.intr.is.fpclass"(%a) <{bit = 3 : i32}> : (i32) -> i1
  llvm.return
}

// -----

// inline_asm: as many operands as the functional type has inputs.
llvm.func @f(%a: i32) {
  %0 = llvm.inline_asm "", "=r,r" : (i32) -> i32
  llvm.return
}
