// dlti.mlir: the data layout of a module (#dlti.dl_spec entries for the LLVM
// types, the other keys), llvm.data_layout and llvm.target_triple.

// A data layout with pointer, integer, float and struct entries.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.stack_alignment" = 128 : i64>} {
}

// -----

// A pointer entry needs 3 or 4 parameters.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64]> : vector<2xi64>>} {
}

// -----

// A pointer entry of i32 elements is refused.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 64]> : vector<3xi32>>} {
}

// -----

// A pointer entry with a preferred alignment below the ABI alignment.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 32]> : vector<3xi64>>} {
}

// -----

// A pointer entry that is not dense elements.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = 64 : i64>} {
}

// -----

// A pointer entry in address space 3 with an index size.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<3> = dense<[32, 32, 32, 32]> : vector<4xi64>>} {
}

// -----

// A struct entry with ABI and preferred alignment.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[32, 64]> : vector<2xi64>>} {
}

// -----

// A struct entry with three parameters is refused.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[32, 64, 64]> : vector<3xi64>>} {
}

// -----

// A struct entry with a preferred alignment below the ABI alignment.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[64, 32]> : vector<2xi64>>} {
}

// -----

// A struct entry for a non-empty struct is refused.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<(i32)> = dense<[32, 64]> : vector<2xi64>>} {
}

// -----

// An integer entry key of a huge width is refused at the type.
module attributes {dlti.dl_spec = #dlti.dl_spec<i99999999999999999999 = dense<64> : vector<2xi64>>} {
}

// -----

// An integer entry with one parameter.
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<1xi64>>} {
}

// -----

// An integer entry with three parameters is refused.
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<3xi64>>} {
}

// -----

// An integer entry of i32 elements is refused.
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<2xi32>>} {
}

// -----

// A float entry with a preferred alignment below the ABI alignment.
module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<[64, 32]> : vector<2xi64>>} {
}

// -----

// Endianness must be big or little.
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "middle">} {
}

// -----

// Endianness must be a string.
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = 1 : i64>} {
}

// -----

// The alloca memory space is an integer.
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.alloca_memory_space" = 5 : ui64>} {
}

// -----

// The alloca memory space as a string is refused.
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.alloca_memory_space" = "5">} {
}

// -----

// The program memory space as a string is refused.
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.program_memory_space" = "1">} {
}

// -----

// The global memory space as a string is refused.
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.global_memory_space" = "1">} {
}

// -----

// The stack alignment as a string is refused.
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = "16">} {
}

// -----

// Mangling mode as a string.
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.mangling_mode" = "e">} {
}

// -----

// Mangling mode as an integer is refused.
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.mangling_mode" = 1 : i64>} {
}

// -----

// An unknown dlti key is refused.
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.bogus" = 1 : i64>} {
}

// -----

// A key of another dialect prefix is accepted.
module attributes {dlti.dl_spec = #dlti.dl_spec<"foo.bar" = 1 : i64>} {
}

// -----

// A duplicate key is refused.
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big", "dlti.endianness" = "little">} {
}

// -----

// llvm.data_layout must parse as an LLVM data layout.
module attributes {llvm.data_layout = "e-m:e-p270:32:32-i64:64-n8:16:32:64-S128"} {
}

// -----

// An invalid llvm.data_layout string.
module attributes {llvm.data_layout = "e-i64:x"} {
}

// -----

// llvm.data_layout must be a string.
module attributes {llvm.data_layout = 1 : i64} {
}

// -----

// llvm.target_triple is a string.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
}

// -----

// llvm.target_triple of another kind.
module attributes {llvm.target_triple = 1 : i64} {
}


// -----

// A vector type key is refused (a builtin type without a layout).
module attributes {dlti.dl_spec = #dlti.dl_spec<vector<4xi32> = dense<128> : vector<2xi64>>} {
}

// -----

// An index entry.
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
}

// -----

// An index entry that is not an integer.
module attributes {dlti.dl_spec = #dlti.dl_spec<index = "32">} {
}

// -----

// A struct entry of i32 elements is refused.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[64, 32]> : vector<2xi32>>} {
}

// -----

// A pointer entry of five parameters.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 32, 16, 8]> : vector<5xi64>>} {
}

// -----

// An integer entry that is a plain integer is refused.
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 32>} {
}

// -----

// An integer entry may be a tensor of i64.
module attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : tensor<1x2xi64>>} {
}

// -----

// A tensor key is refused (a builtin type without a layout).
module attributes {dlti.dl_spec = #dlti.dl_spec<tensor<2xi32> = dense<32> : vector<2xi64>>} {
}

// -----

// The older form with #dlti.dl_entry prints in the key = value form.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "big">, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>>} {
}

// -----

// An empty data layout.
module attributes {dlti.dl_spec = #dlti.dl_spec<>} {
}

// -----

// A key that is neither a type nor a string.
module attributes {dlti.dl_spec = #dlti.dl_spec<4 = 5>} {
}

// -----

// A repeated type key.
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<2xi64>, i32 = dense<32> : vector<2xi64>>} {
}

// -----

// Two pointer entries in different address spaces are distinct keys.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, !llvm.ptr<1> = dense<[32, 64, 64]> : vector<3xi64>>} {
}

// -----

// The function pointer alignment key is known.
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.function_pointer_alignment" = 1 : i64>} {
}

// -----

// A data layout string with pointer and vector specifications.
module attributes {llvm.data_layout = "e-p:32:32-v128:128-n32", llvm.target_triple = "i686-pc-linux-gnu"} {
  llvm.func @f() {
    llvm.return
  }
}

// -----

// The legal integer widths and default memory space keys are known (clang's
// data layouts carry them).
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.default_memory_space" = 0 : ui64>} {
}

// -----

// An unknown dlti attribute on an op.
module attributes {dlti.foo = 1 : i32} {
}

// -----

// A dl_spec that is not a #dlti.dl_spec.
module attributes {dlti.dl_spec = #dlti.dl_entry<i32, dense<32> : vector<2xi64>>} {
}

// -----

// A dl_spec on a function is not checked against the builtin rules.
llvm.func @f() attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<3xi64>>} {
  llvm.return
}

// -----

// A nested module's data layout is checked too.
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 128 : i32>} {
  module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<3xi64>>} {
  }
}

// -----

// A map attribute reads its values (printed with their types).
module attributes {dlti.map = #dlti.map<"a" = 1, i32 = "x">} {
}

// -----

// A target system spec of device specs.
module attributes {dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 4096 : i32>>} {
}

// -----

// A system spec value that is not a device spec.
module attributes {dlti.target_system_spec = #dlti.target_system_spec<"CPU" = 1>} {
}

// -----

// A device spec keyed by a type.
module attributes {x.m = #dlti.target_device_spec<i32 = 1>} {
}

// -----

// A repeated map key.
module attributes {dlti.map = #dlti.map<"a" = 1, "a" = 2>} {
}

// -----

// An unknown dlti attribute mnemonic.
module attributes {x.m = #dlti.foo<>} {
}

// -----

// A trailing comma in a dl_spec.
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<2xi64>,>} {
}

// -----

// An entry without '='.
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 dense<32> : vector<2xi64>>} {
}
