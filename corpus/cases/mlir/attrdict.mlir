// attrdict.mlir: the attribute dictionary of the ops whose parser MLIR writes
// by hand (llvm.func, llvm.call, llvm.invoke, llvm.call_intrinsic, llvm.icmp,
// llvm.alloca, llvm.mlir.global, llvm.mlir.alias): the parser refuses an
// attribute that its syntax set too ("occurs more than once", the first by
// name, at the op name), and drops an inherent attribute whose class its
// property cannot hold (MLIR's setInherentAttr). The rule is mlir-globals'
// (eebf67d, bacdc83); these cases pass with it.

// arg_attrs of another class than an array, in the attribute dictionary of the
// custom form, is dropped (MLIR's parser stores it with a checked cast).
llvm.func @dropped(%a: i32) attributes {arg_attrs = 3 : i64, res_attrs = "x"}

// -----

// In the custom form, the attribute dictionary cannot repeat the signature's
// argument attributes.
llvm.func @twice_args(%a: i32 {llvm.noundef}) attributes {arg_attrs = [{}]}

// -----

// Nor its result attributes.
llvm.func @twice_res() -> (i32 {llvm.noundef}) attributes {res_attrs = [{}]}

// -----

// In the dictionary of the custom form, an arg_attrs that is not an array is
// dropped.
llvm.func @g(i32)
llvm.func @dropped(%a: i32) {
  llvm.call @g(%a) {arg_attrs = 3, res_attrs = "x"} : (i32) -> ()
  llvm.return
}

// -----

// Other inherent attributes of the wrong class are dropped the same way.
llvm.func @g(i32)
llvm.func @dropped_others(%a: i32) {
  llvm.call @g(%a) {no_inline = 3, fastmathFlags = 3, memory_effects = 3, access_groups = 3, op_bundle_tags = 3, var_callee_type = 3} : (i32) -> ()
  llvm.return
}

// -----

// The signature's attributes and the dictionary's arg_attrs: twice.
llvm.func @g(i32)
llvm.func @twice(%a: i32) {
  llvm.call @g(%a) {arg_attrs = [{}]} : (i32 {llvm.noundef}) -> ()
  llvm.return
}

// -----

// The same for results, located at the op name.
llvm.func @g(i32) -> i32
llvm.func @twice_res(%a: i32) -> i32 {
  %0 = llvm.call @g(%a) {res_attrs = [{}]} : (i32) -> (i32 {llvm.noundef})
  llvm.return %0 : i32
}

// -----

// The first repeated name in name order: arg_attrs before res_attrs.
llvm.func @g(i32) -> i32
llvm.func @twice_order(%a: i32) -> i32 {
  %0 = llvm.call @g(%a) {res_attrs = [{}], arg_attrs = [{}]} : (i32 {llvm.zeroext}) -> (i32 {llvm.noundef})
  llvm.return %0 : i32
}

// -----

// The callee is set by the parser.
llvm.func @g(i32)
llvm.func @twice_callee(%a: i32) {
  llvm.call @g(%a) {callee = @g} : (i32) -> ()
  llvm.return
}

// -----

// So is the calling convention, written or not.
llvm.func @g(i32)
llvm.func @twice_cconv(%a: i32) {
  llvm.call @g(%a) {CConv = #llvm.cconv<ccc>} : (i32) -> ()
  llvm.return
}

// -----

// So is the tail call kind, even of the wrong class.
llvm.func @g(i32)
llvm.func @twice_tail(%a: i32) {
  llvm.call @g(%a) {TailCallKind = 3} : (i32) -> ()
  llvm.return
}

// -----

// So are the operand segment sizes.
llvm.func @g(i32)
llvm.func @twice_segments(%a: i32) {
  llvm.call @g(%a) {operandSegmentSizes = array<i32: 1, 0>} : (i32) -> ()
  llvm.return
}

// -----

// So are the bundle sizes.
llvm.func @g(i32)
llvm.func @twice_bundle_sizes(%a: i32) {
  llvm.call @g(%a) {op_bundle_sizes = array<i32>} : (i32) -> ()
  llvm.return
}

// -----

// The bundle tags, when there are bundles.
llvm.func @g(i32)
llvm.func @twice_bundle_tags(%a: i32) {
  llvm.call @g(%a) ["x"()] {op_bundle_tags = []} : (i32) -> ()
  llvm.return
}

// -----

// The vararg callee type, when written.
llvm.func @g(i32, ...)
llvm.func @twice_vararg(%a: i32) {
  llvm.call @g(%a) vararg(!llvm.func<void (i32, ...)>) {var_callee_type = !llvm.func<void (i32, ...)>} : (i32) -> ()
  llvm.return
}

// -----

// llvm.invoke: the signature's attributes and the dictionary's.
llvm.func @g(i32) -> i32
llvm.func @invoke_twice(%a: i32) -> i32 attributes {personality = @g} {
  %0 = llvm.invoke @g(%a) to ^bb1 unwind ^bb2 {arg_attrs = [{}]} : (i32 {llvm.noundef}) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

// llvm.call_intrinsic: the signature's attributes and the dictionary's.
llvm.func @intrinsic_twice(%a: i32) {
  llvm.call_intrinsic "llvm.x"(%a) {arg_attrs = [{}]} : (i32 {llvm.noundef}) -> ()
  llvm.return
}

// -----

// llvm.call_intrinsic: the intrinsic name is set by the parser.
llvm.func @intrinsic_name(%a: i32) {
  llvm.call_intrinsic "llvm.x"(%a) {intrin = "llvm.y"} : (i32) -> ()
  llvm.return
}

// -----

// llvm.call_intrinsic drops arg_attrs and fastmathFlags of the wrong class.
llvm.func @intrinsic_dropped(%a: i32) {
  llvm.call_intrinsic "llvm.x"(%a) {fastmathFlags = 3, arg_attrs = 4} : (i32) -> ()
  llvm.return
}

// -----

// llvm.icmp: the predicate is set by the parser.
llvm.func @icmp_twice(%a: i32, %b: i32) {
  %0 = llvm.icmp "eq" %a, %b {predicate = 1 : i64} : i32
  llvm.return
}

// -----

// llvm.fcmp drops fastmathFlags of the wrong class.
llvm.func @fcmp_dropped(%a: f32, %b: f32) {
  %0 = llvm.fcmp "oeq" %a, %b {fastmathFlags = 3} : f32
  llvm.return
}

// -----

// llvm.alloca: the element type is set by the parser.
llvm.func @alloca_twice(%n: i32) {
  %0 = llvm.alloca %n x i32 {elem_type = i64} : (i32) -> !llvm.ptr
  llvm.return
}

// -----

// llvm.alloca: the keyword and the dictionary's inalloca: twice.
llvm.func @alloca_inalloca_twice(%n: i32) {
  %0 = llvm.alloca inalloca %n x i32 {inalloca} : (i32) -> !llvm.ptr
  llvm.return
}

// -----

// llvm.func: the linkage is set by the parser, written or not.
llvm.func @func_linkage() attributes {linkage = #llvm.linkage<external>}

// -----

// llvm.func: so are the symbol name and the function type, first in name order.
llvm.func @func_names() attributes {sym_name = "h", function_type = !llvm.func<void ()>}

// -----

// llvm.func: the visibility, unnamed_addr and calling convention, first in
// name order (capitals first).
llvm.func @func_keywords() attributes {visibility_ = 0 : i64, unnamed_addr = 0 : i64, CConv = #llvm.cconv<ccc>}

// -----

// llvm.func: the comdat, when written.
llvm.comdat @c {
  llvm.comdat_selector @s any
}
llvm.func @func_comdat() comdat(@c::@s) attributes {comdat = @c::@s}

// -----

// llvm.func drops inherent attributes of the wrong class.
llvm.func @func_dropped() attributes {no_inline = 3, personality = 3, alignment = "x", passthrough = "x", frame_pointer = 3}

// -----

// llvm.mlir.global: the symbol name is set by the parser.
llvm.mlir.global external @global_name(1 : i32) {sym_name = "h"} : i32

// -----

// llvm.mlir.global: so is the value, when written.
llvm.mlir.global external @global_value(1 : i32) {value = 2 : i32} : i32

// -----

// llvm.mlir.alias: the alias type is set by the parser.
llvm.func @h() -> !llvm.ptr
llvm.mlir.alias external @alias_type {alias_type = i32} : i32 {
  %0 = llvm.mlir.addressof @h : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
