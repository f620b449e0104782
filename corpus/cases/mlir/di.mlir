// di.mlir: #llvm.di_* attributes as MLIR 22's generated parsers read them: struct
// parameters (names, order, required ones), DWARF names, enum and flag keywords,
// and the range of integer parameters (parseInteger<IntT>).

// di_derived_type with an empty dwarfAddressSpace: an optional integer, absent.
llvm.func @f() attributes {x = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #llvm.di_null_type, sizeInBits = 64, dwarfAddressSpace = >}

// -----

// di_derived_type with a dwarfAddressSpace.
llvm.func @f() attributes {x = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #llvm.di_null_type, sizeInBits = 64, dwarfAddressSpace = 3>}

// -----

// di_derived_type with a negative dwarfAddressSpace.
llvm.func @f() attributes {x = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #llvm.di_null_type, sizeInBits = 64, dwarfAddressSpace = -1>}

// -----

// di_derived_type with a dwarfAddressSpace that is not an integer.
llvm.func @f() attributes {x = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #llvm.di_null_type, sizeInBits = 64, dwarfAddressSpace = x>}

// -----

// di_basic_type without a name.
llvm.func @f() attributes {x = #llvm.di_basic_type<tag = DW_TAG_base_type, sizeInBits = 32>}

// -----

// di_basic_type with a bad tag.
llvm.func @f() attributes {x = #llvm.di_basic_type<tag = DW_TAG_nope, name = "int">}

// -----

// di_basic_type with an encoding.
llvm.func @f() attributes {x = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>}

// -----

// di_basic_type with an unknown encoding.
llvm.func @f() attributes {x = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", encoding = DW_ATE_nope>}

// -----

// di_basic_type with a duplicated field.
llvm.func @f() attributes {x = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", name = "x">}

// -----

// di_basic_type missing the tag.
llvm.func @f() attributes {x = #llvm.di_basic_type<name = "int">}

// -----

// di_file.
llvm.func @f() attributes {x = #llvm.di_file<"a.c" in "/tmp">}

// -----

// di_file without directory.
llvm.func @f() attributes {x = #llvm.di_file<"a.c">}

// -----

// di_compile_unit without a file.
llvm.func @f() attributes {x = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, producer = "p", isOptimized = false, emissionKind = Full>}

// -----

// di_compile_unit with an unknown emission kind.
llvm.func @f() attributes {x = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #llvm.di_file<"a.c" in "/tmp">, producer = "p", isOptimized = false, emissionKind = Nope>}

// -----

// di_subrange with a count.
llvm.func @f() attributes {x = #llvm.di_subrange<count = 4 : i64>}

// -----

// di_subroutine_type with no types.
llvm.func @f() attributes {x = #llvm.di_subroutine_type<>}

// -----

// di_subroutine_type with a calling convention.
llvm.func @f() attributes {x = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #llvm.di_null_type>}

// -----

// di_expression.
llvm.func @f() attributes {x = #llvm.di_expression<[DW_OP_deref, DW_OP_plus_uconst(4)]>}

// -----

// di_expression with an unknown op.
llvm.func @f() attributes {x = #llvm.di_expression<[DW_OP_nope]>}

// -----

// di_expression empty.
llvm.func @f() attributes {x = #llvm.di_expression<>}

// -----

// di_label.
llvm.func @f() attributes {x = #llvm.di_label<name = "l">}

// -----

// di_local_variable with an arg and flags.
llvm.func @f() attributes {x = #llvm.di_local_variable<name = "v", arg = 1, alignInBits = 32, flags = Artificial>}

// -----

// di_local_variable with unknown flag.
llvm.func @f() attributes {x = #llvm.di_local_variable<name = "v", flags = Nope>}

// -----

// di_composite_type with elements.
llvm.func @f() attributes {x = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s", elements = #llvm.di_null_type, #llvm.di_null_type>}

// -----

// di_lexical_block without scope.
llvm.func @f() attributes {x = #llvm.di_lexical_block<line = 1>}

// -----

// di_namespace.
llvm.func @f() attributes {x = #llvm.di_namespace<name = "ns", exportSymbols = true>}

// -----

// di_namespace missing exportSymbols.
llvm.func @f() attributes {x = #llvm.di_namespace<name = "ns">}

// -----

// di_module.
llvm.func @f() attributes {x = #llvm.di_module<name = "m", line = 3, isDecl = false>}

// -----

// di_label with line -1.
llvm.func @f() attributes {x = #llvm.di_label<name = "l", line = -1>}

// -----

// di_label with line 2^32.
llvm.func @f() attributes {x = #llvm.di_label<name = "l", line = 4294967296>}

// -----

// di_label with line 2^32-1.
llvm.func @f() attributes {x = #llvm.di_label<name = "l", line = 4294967295>}

// -----

// di_label with line -2147483648.
llvm.func @f() attributes {x = #llvm.di_label<name = "l", line = -2147483648>}

// -----

// di_label with line -2147483649.
llvm.func @f() attributes {x = #llvm.di_label<name = "l", line = -2147483649>}

// -----

// dwarfAddressSpace 2^32.
llvm.func @f() attributes {x = #llvm.di_derived_type<tag = DW_TAG_pointer_type, dwarfAddressSpace = 4294967296>}

// -----

// sizeInBits -1 (uint64_t).
llvm.func @f() attributes {x = #llvm.di_derived_type<tag = DW_TAG_pointer_type, sizeInBits = -1>}

// -----

// sizeInBits 2^64.
llvm.func @f() attributes {x = #llvm.di_derived_type<tag = DW_TAG_pointer_type, sizeInBits = 18446744073709551616>}

// -----

// di_local_variable arg -1.
llvm.func @f() attributes {x = #llvm.di_local_variable<name = "v", arg = -1>}

// -----

// di_basic_type with a tag number.
llvm.func @f() attributes {x = #llvm.di_basic_type<tag = 36, name = "int">}

// -----

// di_subprogram with unknown field.
llvm.func @f() attributes {x = #llvm.di_label<name = "l", nope = 1>}

// -----

// di_label missing equal.
llvm.func @f() attributes {x = #llvm.di_label<name "l">}

// -----

// di_label empty.
llvm.func @f() attributes {x = #llvm.di_label<>}

// -----

// di_basic_type empty.
llvm.func @f() attributes {x = #llvm.di_basic_type<>}

// -----

// di_local_variable flags with two.
llvm.func @f() attributes {x = #llvm.di_local_variable<name = "v", flags = "Artificial|ObjectPointer">}

// -----

// di_local_variable flags with pipe keyword.
llvm.func @f() attributes {x = #llvm.di_local_variable<name = "v", flags = Artificial|ObjectPointer>}

// -----

// di_compile_unit emission kind as a number.
llvm.func @f() attributes {x = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #llvm.di_file<"a.c" in "/tmp">, producer = "p", isOptimized = false, emissionKind = 1>}

// -----

// di_compile_unit with an unknown language.
llvm.func @f() attributes {x = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Nope, file = #llvm.di_file<"a.c" in "/tmp">, producer = "p", isOptimized = false, emissionKind = Full>}

// -----

// di_subroutine_type unknown calling convention.
llvm.func @f() attributes {x = #llvm.di_subroutine_type<callingConvention = DW_CC_nope>}
