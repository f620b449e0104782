// argattrs.mlir: argument and result attributes of llvm.func. The function
// interface wants one dictionary per argument and per result, names with a
// dialect prefix; the LLVM dialect checks the kind of value of its parameter
// attributes (unit, type, integer), the type they are attached to (pointer,
// integer) and which of them may not sit on a result. Unknown llvm.* names and
// other dialects' names are not checked.

// The unit attributes of pointers, on a pointer argument.
llvm.func @ptr_units(%p: !llvm.ptr {llvm.noalias, llvm.nonnull, llvm.readonly, llvm.nocapture, llvm.nofree, llvm.noundef})

// -----

// More unit attributes of pointers: writeonly, readnone, nest.
llvm.func @ptr_units2(!llvm.ptr {llvm.writeonly}, !llvm.ptr {llvm.readnone}, !llvm.ptr {llvm.nest})

// -----

// The type attributes of pointers.
llvm.func @ptr_types(!llvm.ptr {llvm.byval = i32}, !llvm.ptr {llvm.sret = !llvm.struct<(i32, f64)>}, !llvm.ptr {llvm.byref = i64}, !llvm.ptr {llvm.elementtype = f32}, !llvm.ptr {llvm.inalloca = i8}, !llvm.ptr {llvm.preallocated = !llvm.array<4 x i32>})

// -----

// The integer attributes of pointers, of any integer type.
llvm.func @ptr_ints(!llvm.ptr {llvm.align = 16 : i64}, !llvm.ptr {llvm.dereferenceable = 8 : i32}, !llvm.ptr {llvm.dereferenceable_or_null = 4 : i8})

// -----

// zeroext and signext on integers, as arguments and as the result.
llvm.func @exts(i8 {llvm.zeroext}, i1 {llvm.signext}) -> (i16 {llvm.signext})

// -----

// noundef, inreg and returned go on any type.
llvm.func @anytype(f32 {llvm.noundef, llvm.inreg}, vector<2xi32> {llvm.returned}) -> (f64 {llvm.noundef, llvm.inreg})

// -----

// alignstack takes an integer and any type.
llvm.func @alignstack(f32 {llvm.alignstack = 16 : i64}, !llvm.ptr {llvm.alignstack = 8 : i32})

// -----

// allocalign and allocptr are not checked on arguments.
llvm.func @alloc(i64 {llvm.allocalign}, !llvm.ptr {llvm.allocptr = 3 : i32}, f32 {llvm.allocalign = "x"})

// -----

// Pointer attributes allowed on a result.
llvm.func @ptr_result() -> (!llvm.ptr {llvm.noalias, llvm.nonnull, llvm.align = 8 : i64, llvm.dereferenceable = 16 : i64, llvm.dereferenceable_or_null = 4 : i64, llvm.elementtype = i32})

// -----

// llvm.range is not checked: any value on any type.
llvm.func @range(i32 {llvm.range = #llvm.constant_range<i32, 0, 10>}, !llvm.ptr {llvm.range}, f32 {llvm.range = 3 : i64}) -> (i8 {llvm.range = "x"})

// -----

// An llvm.* name the dialect does not know is not checked.
llvm.func @unknown_llvm(i32 {llvm.foo = 3 : i64, llvm.bar}) -> (i32 {llvm.baz = i32})

// -----

// Other dialects' attributes pass, on arguments and results.
llvm.func @other_dialects(i32 {foo.bar = 3 : i64, "test.x y" = "z"}) -> (f32 {my.attr})

// -----

// Any name with a dot is a dialect attribute, even an empty dialect.
llvm.func @dots(i32 {"." , ".x" = 1 : i64, "x." = 2 : i64})

// -----

// A definition keeps its attributes on the entry block arguments.
llvm.func @body(%p: !llvm.ptr {llvm.noalias, llvm.align = 4 : i64}, %n: i32 {llvm.zeroext}) -> (i32 {llvm.signext}) {
  llvm.return %n : i32
}

// -----

// A variadic function: the fixed arguments carry the attributes.
llvm.func @vararg(!llvm.ptr {llvm.nonnull}, ...) -> (!llvm.ptr {llvm.noalias})

// -----

// The generic form: one dictionary per argument, empty ones included.
"llvm.func"() <{function_type = !llvm.func<i32 (i32, !llvm.ptr)>, sym_name = "generic", arg_attrs = [{}, {llvm.noalias}], res_attrs = [{llvm.noundef}]}> ({
}) : () -> ()

// -----

// Empty dictionaries only: the array is kept as written in the generic form.
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "empty", arg_attrs = [{}]}> ({
}) : () -> ()

// -----

// Vectors of integers are not integers for zeroext.
llvm.func @zext_vector(vector<2xi32> {llvm.zeroext})

// -----

// noalias is a unit attribute.
llvm.func @noalias_value(!llvm.ptr {llvm.noalias = 1 : i32})

// -----

// noalias is for pointers.
llvm.func @noalias_int(i32 {llvm.noalias})

// -----

// readonly is for pointers (the vector of pointers is not one).
llvm.func @readonly_vec(vector<2x!llvm.ptr> {llvm.readonly})

// -----

// readnone is a unit attribute.
llvm.func @readnone_value(!llvm.ptr {llvm.readnone = i32})

// -----

// writeonly is for pointers.
llvm.func @writeonly_float(f64 {llvm.writeonly})

// -----

// nest is a unit attribute.
llvm.func @nest_value(!llvm.ptr {llvm.nest = "x"})

// -----

// nocapture is for pointers.
llvm.func @nocapture_int(i64 {llvm.nocapture})

// -----

// nofree is a unit attribute.
llvm.func @nofree_value(!llvm.ptr {llvm.nofree = 0 : i64})

// -----

// nonnull is for pointers.
llvm.func @nonnull_int(i8 {llvm.nonnull})

// -----

// byval is a type attribute.
llvm.func @byval_unit(!llvm.ptr {llvm.byval})

// -----

// byval is for pointers.
llvm.func @byval_int(i32 {llvm.byval = i32})

// -----

// sret is a type attribute.
llvm.func @sret_int(!llvm.ptr {llvm.sret = 4 : i64})

// -----

// byref is for pointers.
llvm.func @byref_float(f32 {llvm.byref = f32})

// -----

// elementtype is a type attribute.
llvm.func @elementtype_str(!llvm.ptr {llvm.elementtype = "i32"})

// -----

// elementtype is for pointers, also on a result.
llvm.func @elementtype_res() -> (i32 {llvm.elementtype = i32})

// -----

// inalloca is a type attribute.
llvm.func @inalloca_unit(!llvm.ptr {llvm.inalloca})

// -----

// preallocated is for pointers.
llvm.func @preallocated_int(i32 {llvm.preallocated = i32})

// -----

// zeroext is a unit attribute.
llvm.func @zeroext_value(i32 {llvm.zeroext = 1 : i1})

// -----

// zeroext is for integers.
llvm.func @zeroext_ptr(!llvm.ptr {llvm.zeroext})

// -----

// signext is for integers, also on a result.
llvm.func @signext_res() -> (f32 {llvm.signext})

// -----

// align is an integer attribute.
llvm.func @align_unit(!llvm.ptr {llvm.align})

// -----

// align is for pointers.
llvm.func @align_int(i64 {llvm.align = 8 : i64})

// -----

// dereferenceable is an integer attribute.
llvm.func @deref_type(!llvm.ptr {llvm.dereferenceable = i64})

// -----

// dereferenceable_or_null is for pointers, also on a result.
llvm.func @deref_or_null_res() -> (i64 {llvm.dereferenceable_or_null = 8 : i64})

// -----

// alignstack is an integer attribute.
llvm.func @alignstack_unit(!llvm.ptr {llvm.alignstack})

// -----

// noundef is a unit attribute.
llvm.func @noundef_value(i32 {llvm.noundef = 1 : i64})

// -----

// inreg is a unit attribute, also on a result.
llvm.func @inreg_res() -> (i32 {llvm.inreg = "x"})

// -----

// returned is a unit attribute.
llvm.func @returned_value(i32 {llvm.returned = i32})

// -----

// allocalign is not a result attribute.
llvm.func @allocalign_res() -> (i64 {llvm.allocalign})

// -----

// allocptr is not a result attribute.
llvm.func @allocptr_res() -> (!llvm.ptr {llvm.allocptr})

// -----

// byval is not a result attribute (before its value is looked at).
llvm.func @byval_res() -> (!llvm.ptr {llvm.byval})

// -----

// byref is not a result attribute.
llvm.func @byref_res() -> (!llvm.ptr {llvm.byref = i32})

// -----

// inalloca is not a result attribute.
llvm.func @inalloca_res() -> (!llvm.ptr {llvm.inalloca = i32})

// -----

// nest is not a result attribute.
llvm.func @nest_res() -> (!llvm.ptr {llvm.nest})

// -----

// nocapture is not a result attribute.
llvm.func @nocapture_res() -> (!llvm.ptr {llvm.nocapture})

// -----

// nofree is not a result attribute.
llvm.func @nofree_res() -> (!llvm.ptr {llvm.nofree})

// -----

// preallocated is not a result attribute.
llvm.func @preallocated_res() -> (!llvm.ptr {llvm.preallocated = i32})

// -----

// readnone is not a result attribute.
llvm.func @readnone_res() -> (!llvm.ptr {llvm.readnone})

// -----

// readonly is not a result attribute.
llvm.func @readonly_res() -> (!llvm.ptr {llvm.readonly})

// -----

// returned is not a result attribute.
llvm.func @returned_res() -> (i32 {llvm.returned})

// -----

// alignstack is not a result attribute.
llvm.func @alignstack_res() -> (i32 {llvm.alignstack = 4 : i64})

// -----

// sret is not a result attribute.
llvm.func @sret_res() -> (!llvm.ptr {llvm.sret = i32})

// -----

// writeonly is not a result attribute.
llvm.func @writeonly_res() -> (!llvm.ptr {llvm.writeonly})

// -----

// noalias on a result is checked like on an argument.
llvm.func @noalias_res() -> (i32 {llvm.noalias})

// -----

// An argument attribute needs a dialect prefix.
llvm.func @undotted_arg(i32 {foo})

// -----

// A result attribute needs a dialect prefix.
llvm.func @undotted_res() -> (i32 {bar = 1 : i64})

// -----

// A dictionary's names are checked in their sorted order: "bar" before
// "llvm.noalias".
llvm.func @order_names(i32 {llvm.noalias, bar})

// -----

// Sorted order again: llvm.byval (not a type) is found before llvm.noalias.
llvm.func @order_sorted(!llvm.ptr {llvm.noalias = 1 : i32, llvm.byval = 3 : i64})

// -----

// Arguments in order: the first is fine, the second is not.
llvm.func @order_args(!llvm.ptr {llvm.noalias}, i32 {llvm.noalias})

// -----

// Arguments before results.
llvm.func @order_args_results(i32 {llvm.nonnull}) -> (!llvm.ptr {llvm.byval = i32})

// -----

// The attributes are checked before the linkage ('common' is refused).
llvm.func common @order_linkage(%a: i32 {llvm.noalias}) {
  llvm.return
}

// -----

// The generic form: one dictionary per argument, not more.
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "count_args", arg_attrs = [{}, {}]}> ({
}) : () -> ()

// -----

// The generic form: one dictionary per argument, not fewer.
"llvm.func"() <{function_type = !llvm.func<void (i32, i32)>, sym_name = "count_args_fewer", arg_attrs = [{llvm.noundef}]}> ({
}) : () -> ()

// -----

// A void function has no result to attach attributes to.
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "count_void", res_attrs = [{}]}> ({
}) : () -> ()

// -----

// One dictionary for the one result, not two.
"llvm.func"() <{function_type = !llvm.func<i32 ()>, sym_name = "count_res", res_attrs = [{}, {}]}> ({
}) : () -> ()

// -----

// The count is checked before the dictionaries' contents.
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "count_first", arg_attrs = [{llvm.noalias}, {}]}> ({
}) : () -> ()

// -----

// The entries must be dictionaries (the attribute's constraint).
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "not_dict", arg_attrs = [3 : i64]}> ({
}) : () -> ()

// -----

// In the attribute dictionary, an array of the wrong elements is kept, and
// refused.
llvm.func @attrdict_not_dict(%a: i32) attributes {arg_attrs = [[]]}

// -----

// The generic form: arg_attrs must convert to an array.
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "not_array", arg_attrs = 3 : i64}> ({
}) : () -> ()

// -----

// Without attributes in the signature, the dictionary's arg_attrs is taken,
// and checked.
llvm.func @attrdict_args(%a: i32) attributes {arg_attrs = [{llvm.nonnull}]}

// -----

// Dictionaries print sorted, with their values' own syntax.
llvm.func @print_values(%p: !llvm.ptr {llvm.align = 8, "a b.c" = unit, x.y = {k = 1}, z.w = [1, "s"], q.r = true, s.t = false}) -> (i32 {llvm.noundef, y.a = 1.5 : f32})

// -----

// Empty dictionaries in the signature are dropped.
llvm.func @print_empty(%p: !llvm.ptr {}, %q: i32 {}) -> (i32 {})

// -----

// A type attribute of an identified struct.
llvm.func @byval_identified(%p: !llvm.ptr {llvm.byval = !llvm.struct<"s", (i32)>})

// -----

// The generic form: all empty dictionaries print as a plain signature.
"llvm.func"() <{function_type = !llvm.func<i32 (i32, i32)>, sym_name = "generic_empty", arg_attrs = [{}, {}], res_attrs = [{}]}> ({
}) : () -> ()
