// Intrinsics the generator cannot instantiate, and variants of the generated
// ones (flags, optional attributes, bundles); mlir-opt-22 judges them (goldens).

#file = #llvm.di_file<"x.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = true, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, subprogramFlags = Definition>
#var = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 2, type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>>
#label = #llvm.di_label<scope = #sp, name = "L", file = #file, line = 3>
llvm.func @dbg(%p: !llvm.ptr, %v: i32) {
  llvm.intr.dbg.declare #var = %p : !llvm.ptr
  llvm.intr.dbg.value #var = %v : i32
  llvm.intr.dbg.value #var #llvm.di_expression<[DW_OP_LLVM_fragment(0, 16)]> = %v : i32
  llvm.intr.dbg.label #label
  llvm.return
}

// -----

llvm.func @constrained(%f: f32, %d: f64, %i: i32) {
  %0 = llvm.intr.experimental.constrained.fpext %f ignore : f32 to f64
  %1 = llvm.intr.experimental.constrained.fptrunc %d tonearest maytrap : f64 to f32
  %2 = llvm.intr.experimental.constrained.sitofp %i towardzero strict : i32 to f32
  %3 = llvm.intr.experimental.constrained.uitofp %i dynamic ignore : i32 to f64
  llvm.return
}

// -----

llvm.func @misc(%f: f32, %v: vector<4xf32>) {
  %0 = llvm.intr.sincos(%f) : (f32) -> !llvm.struct<(f32, f32)>
  %1 = "llvm.intr.vector.interleave2"(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
  %2 = llvm.intr.sqrt(%f) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %3 = llvm.intr.fma(%f, %f, %f) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (f32, f32, f32) -> f32
  %4 = "llvm.intr.vector.reduce.fadd"(%f, %v) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  llvm.return
}

// -----

#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #dom>
llvm.func @scopes(%a: i1, %p: !llvm.ptr, %n: i64, %b: i8) {
  llvm.intr.experimental.noalias.scope.decl #scope
  llvm.intr.assume %a ["align"(%p, %n : !llvm.ptr, i64)] : i1
  llvm.intr.assume %a ["nonnull"(%p : !llvm.ptr), "cold"()] : i1
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%p, %b, %n) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
  llvm.return
}
