// The attribute carriers of docs/ferry-extension.md, one example per section.
// Every part must pass `mlir-opt-22 --split-input-file` unchanged in meaning (no
// --allow-unregistered-dialect: nothing here is a ferry op) and
// `mlir-translate-22 -mlir-to-llvmir --split-input-file`, which ignores every
// ferry.* attribute (except where a part says it is rejected on purpose).

// §2 Names: escaped value and block names; %arg0, %0 and ^bb1 mean "unnamed".
llvm.func @names(%a: i32, %$b$20c: i32, %arg2: i32) -> i32 {
  %sum = llvm.add %a, %$b$20c : i32
  %$odd$20name = llvm.add %sum, %arg2 : i32
  llvm.br ^$loop$20head(%$odd$20name : i32)
^$loop$20head(%$42: i32):
  llvm.return %$42 : i32
}
// Unquoted LLVM names spell as they are, '-', '.', '$' included.
llvm.func @plain(%-neg: i32, %.x: i32) -> i32 {
  %x.y$z = llvm.add %-neg, %.x : i32
  llvm.br ^-b(%x.y$z : i32)
^-b(%.q: i32):
  llvm.return %.q : i32
}

// -----

// §3 Constant expressions in a body are marked ferry.constexpr; an unmarked op with
// constant operands (the add) stays an instruction.
llvm.mlir.global external @a(dense<0> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
llvm.func @f(%x: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = llvm.mlir.constant(0 : i64) : i64
  %2 = llvm.mlir.addressof @a : !llvm.ptr
  %3 = llvm.getelementptr inbounds %2[%1, %0] {ferry.constexpr} : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i32>
  %4 = llvm.ptrtoint %2 {ferry.constexpr} : !llvm.ptr to i32
  %5 = llvm.mlir.constant(1 : i32) : i32
  %6 = llvm.mlir.constant(2 : i32) : i32
  %v = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> i32
  %w = llvm.add %v, %4 : i32
  %r = llvm.add %5, %6 : i32
  %s = llvm.add %w, %r : i32
  llvm.return %s : i32
}

// -----

// §3.3 inrange on a constant GEP, ptrtoaddr as a flagged ptrtoint (body and
// initializer).
llvm.mlir.global external @arr(dense<0> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
llvm.mlir.global external @gep() {addr_space = 0 : i32} : !llvm.ptr {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = llvm.mlir.constant(0 : i64) : i64
  %2 = llvm.mlir.addressof @arr : !llvm.ptr
  %3 = llvm.getelementptr inbounds %2[%1, %0] {ferry.inrange = array<i64: -8, 8>} : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.return %3 : !llvm.ptr
}
llvm.mlir.global external @b() {addr_space = 0 : i32} : i64 {
  %0 = llvm.mlir.addressof @arr : !llvm.ptr
  %1 = llvm.ptrtoint %0 {ferry.ptrtoaddr} : !llvm.ptr to i64
  llvm.return %1 : i64
}
llvm.func @toaddr(%p: !llvm.ptr) -> i64 {
  %x = llvm.ptrtoint %p {ferry.ptrtoaddr} : !llvm.ptr to i64
  llvm.return %x : i64
}

// -----

// §4 Module: exact datalayout (dialect's own llvm.data_layout), source_filename,
// named metadata order and the metadata table, intrinsic declarations without an
// llvm.func, custom metadata kinds in LLVM's registration order, uselistorder.
module attributes {
    dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<2xi64>, "dlti.endianness" = "little">,
    llvm.data_layout = "e-m:e-i64:64-n8:16:32:64-S128",
    llvm.target_triple = "x86_64-unknown-linux-gnu",
    llvm.ident = "clang version 22",
    ferry.source_filename = "m.c",
    ferry.named_md = ["llvm.ident", ["my.named", array<i32: 0, 1>], "llvm.module.flags"],
    ferry.metadata = ["!{!\"x\", i32 3}", "distinct !{}", "!{i64 1234}"],
    ferry.md_kinds = ["custom"],
    ferry.intrinsic_decls = [["llvm.ctlz.i32", 1]],
    ferry.uselistorder = ["uselistorder ptr @g, { 1, 0 }"]} {
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>]
  llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32} : i32
  llvm.func @f(%x: i32) -> i32 {
    %0 = "llvm.intr.ctlz"(%x) <{is_zero_poison = true}> {ferry.tail_call_kind = #llvm.tailcallkind<tail>, ferry.md = {custom = 2 : i32}} : (i32) -> i32
    llvm.return %0 : i32
  }
}

// -----

// §5 Globals, aliases, ifuncs: what the dialect lacks, as attributes.
llvm.mlir.global external hidden thread_local @g4(2 : i32) {addr_space = 0 : i32, dso_local, ferry.tls_model = "initialexec"} : i32
llvm.mlir.global external @g6(4 : i32) {addr_space = 0 : i32, ferry.dll_storage = "dllexport", ferry.partition = "part1", ferry.code_model = "large", ferry.sanitizer = "no_sanitize_address sanitize_memtag", ferry.md = {type = 0 : i32}} : i32
llvm.mlir.global external @g12(9 : i32) {addr_space = 0 : i32, externally_initialized} : i32
llvm.mlir.global private constant @mlir.llvm.nameless_global_0(1 : i32) {addr_space = 0 : i32, dso_local, ferry.unnamed} : i32
llvm.mlir.alias external @a3 {ferry.dll_storage = "dllexport", ferry.partition = "p"} : i32 {
  %0 = llvm.mlir.addressof @g6 : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func internal @resolver() -> !llvm.ptr attributes {dso_local} {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc internal @i2 : !llvm.func<void ()>, !llvm.ptr @resolver {dso_local, ferry.partition = "q"}

// -----

// §6 Functions: attributes the dialect cannot hold, as LLVM text; unknown calling
// conventions by number; prefix/prologue data; program address space.
llvm.func @pers(...) -> i32
llvm.func @f1(%p: !llvm.ptr {llvm.noalias, ferry.attrs = "captures(address) dead_on_unwind writable"},
              %n: f32 {ferry.attrs = "nofpclass(nan)"})
    attributes {personality = @pers, passthrough = ["mustprogress", ["custom", "v"]],
                ferry.partition = "pp",
                ferry.prefix = "i32 123", ferry.prologue = "i8 7",
                ferry.dll_storage = "dllexport", ferry.addr_space = 1 : i32,
                ferry.md = {custom = 0 : i32}} {
  llvm.return
}
llvm.func @f7() attributes {ferry.cconv = 110 : i32}
llvm.func @caller(%fp: !llvm.ptr) {
  llvm.call @f7() {ferry.cconv = 110 : i32, ferry.attrs = "cold \"custom-call\"=\"x\""} : () -> ()
  %0 = llvm.inline_asm has_side_effects {ferry.asm_unwind, ferry.attrs = "nounwind memory(read)"} "nop", "=r" : () -> i32
  llvm.return
}

// -----

// §7 Instruction flags the dialect lacks; PHI fast-math flags on the terminator
// that ends the block whose arguments they describe.
llvm.func @flags(%a: i32, %b: i32, %d: f64) -> f32 {
  %c = llvm.icmp "ult" %a, %b {ferry.samesign} : i32
  %t = llvm.fptrunc %d {ferry.fastmath = #llvm.fastmath<nnan>} : f64 to f32
  llvm.cond_br %c, ^bb1(%t : f32), ^bb1(%t : f32)
^bb1(%ph: f32):
  llvm.return {ferry.phi_fastmath = [#llvm.fastmath<nnan>], ferry.phi_md = [{}]} %ph : f32
}
// phi i32 [ %n, %latch ], [ 0, %entry ]: the input lists the second default edge first.
llvm.func @order(%c: i1) {
  %0 = llvm.mlir.constant(0 : i32) : i32
  %1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%0 : i32)
^loop(%i: i32):
  %n = llvm.add %i, %1 : i32
  llvm.cond_br %c, ^loop(%n : i32), ^exit {ferry.phi_order = [array<i32: 1, 0>]}
^exit:
  llvm.return
}

// -----

// §8 Metadata the dialect form does not reproduce: the module's table and ferry.md.
module attributes {ferry.metadata = ["!{!\"VP\", i32 0, i64 10, i64 123, i64 10}", "!{ptr @c}",
    "distinct !{!2, !3, !4, !5}", "!{!\"llvm.loop.mustprogress\"}",
    "!{!\"llvm.loop.unroll.count\", i32 4}", "!{!\"my.loop.hint\", i32 1}"]} {
  llvm.func @c() -> i32
  llvm.func @h(%e: i1) {
    %h = llvm.call @c() {ferry.md = {prof = 0 : i32, callees = 1 : i32}} : () -> i32
    llvm.br ^l2
  ^l2:
    llvm.cond_br %e, ^l2, ^l2b {ferry.md = {llvm.loop = 2 : i32}}
  ^l2b:
    llvm.return
  }
}

// -----

// §10 Intrinsic calls with metadata arguments (constrained FP): llvm.call_intrinsic
// with the metadata arguments by position. mlir-translate-22 REJECTS this part
// ("intrinsic call has 2 operands but ... expects 4"), on purpose.
llvm.func @cfp(%a: f64, %b: f64) -> f64 attributes {passthrough = ["strictfp"]} {
  %0 = llvm.call_intrinsic "llvm.experimental.constrained.fadd.f64"(%a, %b) {ferry.md_args = [[2 : i32, "!\"round.dynamic\""], [3 : i32, "!\"fpexcept.strict\""]], ferry.attrs = "strictfp"} : (f64, f64) -> f64
  llvm.return %0 : f64
}

// -----

// §3.4 Constants the dialect cannot name: ptrauth, no_cfi, ppc_fp128 literals, as
// builtin.unrealized_conversion_cast (pure, so allowed in an initializer; kept by
// --canonicalize). mlir-translate-22 REJECTS this part, on purpose.
llvm.func @fn()
llvm.mlir.global external @vt() {addr_space = 0 : i32} : !llvm.array<2 x ptr> {
  %0 = llvm.mlir.addressof @fn : !llvm.ptr
  %1 = llvm.mlir.constant(0 : i32) : i32
  %2 = llvm.mlir.constant(1234 : i64) : i64
  %3 = builtin.unrealized_conversion_cast %0, %1, %2 : !llvm.ptr, i32, i64 to !llvm.ptr {ferry.ptrauth}
  %4 = builtin.unrealized_conversion_cast to !llvm.ptr {ferry.no_cfi = @fn}
  %5 = llvm.mlir.undef : !llvm.array<2 x ptr>
  %6 = llvm.insertvalue %3, %5[0] : !llvm.array<2 x ptr>
  %7 = llvm.insertvalue %4, %6[1] : !llvm.array<2 x ptr>
  llvm.return %7 : !llvm.array<2 x ptr>
}
llvm.mlir.global external @fq() {addr_space = 0 : i32} : !llvm.ppc_fp128 {
  %0 = builtin.unrealized_conversion_cast to !llvm.ppc_fp128 {ferry.literal = "0xM3FF00000000000000000000000000000"}
  llvm.return %0 : !llvm.ppc_fp128
}

// -----

// §11 Unreachable blocks stay, with self-referencing values and a blockaddress of
// one (dialect forms). mlir-translate-22 CRASHES on this part (segfault in
// convertOperation, the self-referencing add); Ferry must not.
llvm.mlir.global external @ba() {addr_space = 0 : i32} : !llvm.ptr {
  %0 = llvm.blockaddress <function = @u, tag = <id = 1>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @u(%a: i32) -> i32 {
  llvm.return %a : i32
^dead:
  llvm.blocktag <id = 1>
  %one = llvm.mlir.constant(1 : i32) : i32
  %x = llvm.add %x, %one : i32
  llvm.br ^dead
}
