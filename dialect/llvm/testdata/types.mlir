// LLVM dialect types in function signatures; mlir-opt-22 judges them (goldens).

llvm.func @pointers(!llvm.ptr, !llvm.ptr<1>, !llvm.ptr<0>, !llvm.ptr<270>, vector<2x!llvm.ptr>)
llvm.func @structs(!llvm.struct<()>, !llvm.struct<(i32)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<(ptr, struct<(i1, f64)>, array<4 x i8>)>)
llvm.func @named(!llvm.struct<"S", (i32, ptr)>, !llvm.struct<"Opaque", opaque>, !llvm.struct<"P", packed (i8, i64)>, !llvm.struct<"E", ()>)
llvm.func @recursive(!llvm.struct<"List", (ptr, struct<"List">)>)
llvm.func @arrays(!llvm.array<4 x i32>, !llvm.array<0 x f32>, !llvm.array<2 x array<3 x ptr>>, !llvm.array<2 x vector<4xf32>>)
llvm.func @funcs(!llvm.ptr) -> !llvm.func<void ()>
llvm.func @funcs2(!llvm.func<i32 (i32, ptr, ...)>, !llvm.func<void (...)>, !llvm.func<struct<(i32)> (array<2 x i8>)>)
llvm.func @special(!llvm.token, !llvm.metadata, !llvm.x86_amx, !llvm.ppc_fp128, !llvm.label)
llvm.func @target(!llvm.target<"spirv.Image">, !llvm.target<"spirv.Image", i32, 0, 1>, !llvm.target<"x", 4>)
llvm.func @addrspaces(!llvm.ptr<-1>, !llvm.ptr<-7>, !llvm.ptr<4294967295>)
llvm.func @builtin(i1, i8, i16, i32, i64, i128, i7, f16, bf16, f32, f64, f80, f128, vector<4xi32>, vector<[4]xf32>)
llvm.func @target_params(!llvm.target<"img", !llvm.void, 1, 0>, !llvm.target<"t", !llvm.ptr<3>, !llvm.struct<(i32, ptr)>, !llvm.array<2 x ptr>, f16, vector<2xi8>>, !llvm.target<"outer", !llvm.target<"inner", !llvm.void>, !llvm.label>) -> !llvm.func<void (target<"v", !llvm.void>)>
llvm.func @target_nested(!llvm.struct<(target<"a", !llvm.void, !llvm.token>)>, !llvm.array<2 x target<"b", !llvm.x86_amx>>, !llvm.struct<"Node", (ptr, target<"c", !llvm.struct<"Node">>)>)

// -----

// Array sizes are read as MLIR reads a uint64_t: -1 wraps to 2^64-1.
llvm.func @wrapped_sizes(!llvm.array<-1 x i32>, !llvm.array<-0xFFFF x i8>, !llvm.array<18446744073709551615 x i1>)
