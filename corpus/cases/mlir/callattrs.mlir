// callattrs.mlir: argument and result attributes at call sites (llvm.call,
// llvm.invoke, llvm.call_intrinsic, intrinsics with arg_attrs). MLIR 22 checks
// them only against their constraint (an array of dictionaries): not their
// count, not their contents. (The attribute dictionary of the hand-written
// parsers, repeated and dropped arg_attrs included, is attrdict.mlir's.)

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

// llvm.alloca: inalloca in the dictionary alone is taken.
llvm.func @alloca_inalloca(%n: i32) {
  %0 = llvm.alloca %n x i32 {inalloca} : (i32) -> !llvm.ptr
  llvm.return
}

// -----

// llvm.func: vscale_range is taken from the dictionary when not written.
llvm.func @func_vscale() attributes {vscale_range = #llvm.vscale_range<minRange = 1, maxRange = 2>}

// -----

// llvm.mlir.global: the value may come from the dictionary alone.
llvm.mlir.global external @global_dict_value() {value = 2 : i32} : i32

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
