// The ferry ops of docs/ferry-extension.md (§9, §10). Every part must pass
// `mlir-opt-22 --allow-unregistered-dialect --split-input-file` and print back
// unchanged; mlir-translate-22 rejects each (unregistered dialect), on purpose.

// §9.1 Windows EH funclets: the .ll of funclets.ll, in Ferry's form. The invoke
// unwinds to a catchswitch, so it is a ferry.invoke (llvm.invoke's verifier wants
// a landingpad there). Within-none parents are llvm.mlir.none tokens.
llvm.func @__CxxFrameHandler3(...) -> i32
llvm.func @g()
llvm.func @f() attributes {personality = @__CxxFrameHandler3} {
  %none = llvm.mlir.none : !llvm.token
  %null = llvm.mlir.zero : !llvm.ptr
  %c64 = llvm.mlir.constant(64 : i32) : i32
  "ferry.invoke"()[^ok, ^dispatch] <{CConv = #llvm.cconv<ccc>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> ()
^ok:
  llvm.return
^dispatch:
  %cs = "ferry.catchswitch"(%none)[^handler, ^cleanup] <{unwind_dest}> : (!llvm.token) -> !llvm.token
^handler:
  %cp = "ferry.catchpad"(%cs, %null, %c64, %null) : (!llvm.token, !llvm.ptr, i32, !llvm.ptr) -> !llvm.token
  llvm.call @g() ["funclet"(%cp : !llvm.token)] : () -> ()
  "ferry.catchret"(%cp)[^ok] : (!llvm.token) -> ()
^cleanup:
  %cl = "ferry.cleanuppad"(%none) : (!llvm.token) -> !llvm.token
  "ferry.cleanupret"(%cl) : (!llvm.token) -> ()
}

// -----

// §9 callbr.ll: callbr with an asm callee and no operands.
llvm.func @cb() -> i32 {
  %r = "ferry.callbr"()[^normal, ^indirect] <{asm_string = "jmp ${1:l}", constraints = "=r,!i"}> : () -> i32
^normal:
  llvm.return %r : i32
^indirect:
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}

// -----

// §9.2 callbr with an inline-asm callee (asm goto with an output), a successor
// operand feeding a block argument (a PHI), and a direct-callee callbr.
llvm.func @target(i32)
llvm.func @h(%x: i32) -> i32 {
  %r = "ferry.callbr"(%x, %x)[^normal, ^indirect] <{asm_string = "jmp ${1:l}", constraints = "=r,r,!i", has_side_effects, succ_operand_sizes = array<i32: 0, 1>}> : (i32, i32) -> i32
^normal:
  llvm.return %r : i32
^indirect(%p: i32):
  "ferry.callbr"(%p)[^normal2] <{callee = @target, CConv = #llvm.cconv<ccc>, succ_operand_sizes = array<i32: 0>}> : (i32) -> ()
^normal2:
  llvm.return %p : i32
}

// -----

// §10 Debug records the dialect has no op for: a #dbg_value over a DIArgList, a
// #dbg_assign linked to its store through a DIAssignID (entry 0 of the module's
// ferry.metadata table), a #dbg_declare_value.
#file = #llvm.di_file<"a.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, producer = "clang", isOptimized = true, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized">
#a = #llvm.di_local_variable<scope = #sp, name = "a", file = #file, line = 1, arg = 1, type = #int>
#b = #llvm.di_local_variable<scope = #sp, name = "b", file = #file, line = 2, type = #int>
module attributes {ferry.metadata = ["distinct !DIAssignID()"]} {
  llvm.func @d(%a: i32, %p: !llvm.ptr) -> i32 {
    %one = llvm.mlir.constant(1 : i32) : i32
    %s = llvm.add %a, %one : i32 loc(#l)
    "ferry.dbg_value"(%a, %s) <{varInfo = #a, locationExpr = #llvm.di_expression<[DW_OP_LLVM_arg(0), DW_OP_LLVM_arg(1), DW_OP_plus, DW_OP_stack_value]>}> : (i32, i32) -> () loc(#l)
    llvm.store %s, %p {alignment = 4 : i64, ferry.md = {DIAssignID = 0 : i32}} : i32, !llvm.ptr loc(#l)
    "ferry.dbg_assign"(%s, %p) <{varInfo = #b, locationExpr = #llvm.di_expression<>, assignId = 0 : i32, addressExpr = #llvm.di_expression<>}> : (i32, !llvm.ptr) -> () loc(#l)
    "ferry.dbg_declare_value"(%s) <{varInfo = #b, locationExpr = #llvm.di_expression<>}> : (i32) -> () loc(#l)
    llvm.return %s : i32 loc(#l)
  }
}
#l = loc(fused<#sp>["a.c":2:3])
