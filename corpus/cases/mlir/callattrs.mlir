// callattrs.mlir: argument and result attributes at call sites (llvm.call,
// llvm.invoke, llvm.call_intrinsic), and the attribute dictionary of the ops
// whose parser MLIR writes by hand. MLIR 22 checks call-site attributes only
// against their constraint (an array of dictionaries): not their count, not
// their contents. A hand-written parser refuses an attribute of the dictionary
// that it set itself, and drops one whose class its property cannot hold.

// Parameter attributes on a direct call print in the signature.
llvm.func @g(!llvm.ptr, i32) -> i32
llvm.func @direct(%p: !llvm.ptr, %a: i32) -> i32 {
  %0 = llvm.call @g(%p, %a) : (!llvm.ptr {llvm.noalias, llvm.align = 8 : i64}, i32 {llvm.zeroext}) -> (i32 {llvm.signext})
  llvm.return %0 : i32
}

// -----

// Call sites are not checked: a pointer attribute on an integer, a type
// attribute without a type, an argument-only attribute on the result.
llvm.func @g(i32) -> i32
llvm.func @unchecked(%a: i32) -> i32 {
  %0 = llvm.call @g(%a) : (i32 {llvm.noalias, llvm.byval}) -> (i32 {llvm.byval = i32, llvm.returned})
  llvm.return %0 : i32
}

// -----

// Names without a dialect prefix are not refused at a call site.
llvm.func @g(i32)
llvm.func @undotted(%a: i32) {
  llvm.call @g(%a) : (i32 {foo}) -> ()
  llvm.return
}

// -----

// An indirect call carries attributes too.
llvm.func @indirect(%f: !llvm.ptr, %a: i32) -> i32 {
  %0 = llvm.call %f(%a) : !llvm.ptr, (i32 {llvm.noundef}) -> (i32 {llvm.noalias})
  llvm.return %0 : i32
}

// -----

// llvm.invoke carries them the same way.
llvm.func @g(!llvm.ptr, i32) -> i32
llvm.func @invoke(%p: !llvm.ptr, %a: i32) -> i32 attributes {personality = @g} {
  %0 = llvm.invoke @g(%p, %a) to ^bb1 unwind ^bb2 : (!llvm.ptr {llvm.byval = i32}, i32 {llvm.noalias = 3 : i64}) -> (i32 {llvm.byval = i32})
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

// llvm.call_intrinsic carries them the same way.
llvm.func @intrinsic(%p: !llvm.ptr, %a: i32) -> i32 {
  %0 = llvm.call_intrinsic "llvm.foo"(%p, %a) : (!llvm.ptr {llvm.noalias}, i32 {llvm.nonnull}) -> (i32 {llvm.byval = i32})
  llvm.return %0 : i32
}

// -----

// A vararg call: attributes on the fixed and the variadic arguments.
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @vararg(%p: !llvm.ptr, %a: i32) -> i32 {
  %0 = llvm.call @printf(%p, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr {llvm.nonnull}, i32 {llvm.signext}) -> i32
  llvm.return %0 : i32
}

// -----

// The generic form: more dictionaries than arguments is not refused.
llvm.func @g(i32)
llvm.func @count(%a: i32) {
  "llvm.call"(%a) <{callee = @g, arg_attrs = [{llvm.noundef}, {}], operandSegmentSizes = array<i32: 1, 0>, op_bundle_sizes = array<i32>}> : (i32) -> ()
  llvm.return
}

// -----

// The generic form: result dictionaries on a void call are not refused.
llvm.func @g(i32)
llvm.func @count_res(%a: i32) {
  "llvm.call"(%a) <{callee = @g, res_attrs = [{llvm.noundef}], operandSegmentSizes = array<i32: 1, 0>, op_bundle_sizes = array<i32>}> : (i32) -> ()
  llvm.return
}

// -----

// The generic form: the entries must be dictionaries.
llvm.func @g(i32)
llvm.func @not_dict(%a: i32) {
  "llvm.call"(%a) <{callee = @g, arg_attrs = [3], operandSegmentSizes = array<i32: 1, 0>, op_bundle_sizes = array<i32>}> : (i32) -> ()
  llvm.return
}

// -----

// The generic form: arg_attrs must convert to an array.
llvm.func @g(i32)
llvm.func @not_array(%a: i32) {
  "llvm.call"(%a) <{callee = @g, arg_attrs = 3, operandSegmentSizes = array<i32: 1, 0>, op_bundle_sizes = array<i32>}> : (i32) -> ()
  llvm.return
}

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

// An inherent attribute of the right class in the dictionary is kept.
llvm.func @g(i32)
llvm.func @kept(%a: i32) {
  llvm.call @g(%a) {no_inline, op_bundle_tags = []} : (i32) -> ()
  llvm.return
}

// -----

// Without attributes in the signature, the dictionary's arg_attrs is taken.
llvm.func @g(i32)
llvm.func @attrdict(%a: i32) {
  llvm.call @g(%a) {arg_attrs = [{llvm.noalias}]} : (i32) -> ()
  llvm.return
}

// -----

// Of the right class and the wrong constraint, it is kept and refused.
llvm.func @g(i32)
llvm.func @attrdict_bad(%a: i32) {
  llvm.call @g(%a) {arg_attrs = [3]} : (i32) -> ()
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

// llvm.alloca: inalloca in the dictionary alone is taken.
llvm.func @alloca_inalloca(%n: i32) {
  %0 = llvm.alloca %n x i32 {inalloca} : (i32) -> !llvm.ptr
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

// llvm.func: vscale_range is taken from the dictionary when not written.
llvm.func @func_vscale() attributes {vscale_range = #llvm.vscale_range<minRange = 1, maxRange = 2>}

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

// llvm.mlir.global: the value may come from the dictionary alone.
llvm.mlir.global external @global_dict_value() {value = 2 : i32} : i32

// -----

// llvm.mlir.alias: the alias type is set by the parser.
llvm.func @h() -> !llvm.ptr
llvm.mlir.alias external @alias_type {alias_type = i32} : i32 {
  %0 = llvm.mlir.addressof @h : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// Intrinsics with arg_attrs: llvm.intr.memcpy keeps them, unchecked.
llvm.func @memcpy_attrs(%p: !llvm.ptr, %q: !llvm.ptr, %n: i32) {
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false, arg_attrs = [{llvm.noalias}, {}, {llvm.noalias}]}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return
}

// -----

// llvm.intr.memcpy: res_attrs on an op without results are not refused.
llvm.func @memcpy_res_attrs(%p: !llvm.ptr, %q: !llvm.ptr, %n: i32) {
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false, res_attrs = [{}]}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return
}

// -----

// llvm.intr.memcpy: the entries must be dictionaries.
llvm.func @memcpy_not_dict(%p: !llvm.ptr, %q: !llvm.ptr, %n: i32) {
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false, arg_attrs = [3]}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return
}

// -----

// llvm.intr.masked.expandload carries the alignment as an argument attribute.
llvm.func @expandload(%p: !llvm.ptr, %m: vector<4xi1>, %v: vector<4xf32>) -> vector<4xf32> {
  %0 = "llvm.intr.masked.expandload"(%p, %m, %v) <{arg_attrs = [{llvm.align = 16 : i64}, {}, {}]}> : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.return %0 : vector<4xf32>
}

// -----

// Call-site dictionaries print sorted, empty ones dropped, values as written.
llvm.func @g(i32, i32, !llvm.ptr)
llvm.func @print_order(%a: i32, %p: !llvm.ptr) {
  llvm.call @g(%a, %a, %p) : (i32 {}, i32 {z.z = 1, llvm.noundef}, !llvm.ptr {llvm.align = 8, "a b.c" = unit}) -> ()
  llvm.return
}

// -----

// A vararg callee: attributes on the variadic arguments too.
llvm.func @g(!llvm.ptr {llvm.align = 8 : i64}, ...)
llvm.func @vararg_extra(%p: !llvm.ptr) {
  llvm.call @g(%p, %p) vararg(!llvm.func<void (ptr, ...)>) : (!llvm.ptr {llvm.align = 8 : i64}, !llvm.ptr {llvm.nonnull}) -> ()
  llvm.return
}
