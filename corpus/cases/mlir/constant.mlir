// constant.mlir: llvm.mlir.constant's value against its result type, as
// mlir-opt-22 checks it: integers, floats (their semantics, or an integer of
// their width), strings (arrays of i8), elements (dense, sparse, resources:
// vectors and nested arrays of as many scalars, splats for scalable vectors,
// element types that agree), struct constants (array attributes of the struct's
// element types) and arrays of structs (nested array attributes, zero, undef).

// An integer constant of its own type.
llvm.func @f() {
  %0 = llvm.mlir.constant(42 : i32) : i32
  llvm.return
}

// -----

// An integer constant may differ in width from the result type.
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : i64
  llvm.return
}

// -----

// An index-typed integer initializes an integer.
llvm.func @f() {
  %0 = llvm.mlir.constant(7 : index) : i64
  llvm.return
}

// -----

// A boolean.
llvm.func @f() {
  %0 = llvm.mlir.constant(true) : i1
  llvm.return
}

// -----

// A wide integer.
llvm.func @f() {
  %0 = llvm.mlir.constant(170141183460469231731687303715884105727 : i128) : i128
  llvm.return
}

// -----

// An integer needs an integer type, not a float.
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : f32
  llvm.return
}

// -----

// An integer needs an integer type, not a pointer.
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : !llvm.ptr
  llvm.return
}

// -----

// An integer needs an integer type, not a vector (use dense).
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : vector<2xi32>
  llvm.return
}

// -----

// An integer needs an integer type, not an array.
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : !llvm.array<2 x i32>
  llvm.return
}

// -----

// A float of its own type.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.5 : f32) : f32
  llvm.return
}

// -----

// A half float.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f16) : f16
  llvm.return
}

// -----

// bf16 is a float type of its own.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : bf16) : bf16
  llvm.return
}

// -----

// x86_fp80.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f80) : f80
  llvm.return
}

// -----

// fp128.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f128) : f128
  llvm.return
}

// -----

// A float of another semantics than the result's.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f32) : f64
  llvm.return
}

// -----

// bf16 and f16 have the same width and different semantics.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : bf16) : f16
  llvm.return
}

// -----

// ppc_fp128 is a float type of its own semantics.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f32) : !llvm.ppc_fp128
  llvm.return
}

// -----

// A float initializes an integer of its width (its bits).
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f32) : i32
  llvm.return
}

// -----

// A half float initializes an i16.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f16) : i16
  llvm.return
}

// -----

// A bf16 initializes an i16.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : bf16) : i16
  llvm.return
}

// -----

// An f80 initializes an i80.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f80) : i80
  llvm.return
}

// -----

// A float without an LLVM type (tf32) initializes an integer of its width.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : tf32) : i19
  llvm.return
}

// -----

// An 8-bit float initializes an i8.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f8E4M3FN) : i8
  llvm.return
}

// -----

// A float needs an integer of its own width.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f32) : i64
  llvm.return
}

// -----

// f128 needs an i128.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f128) : i64
  llvm.return
}

// -----

// A float is not checked against a vector.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f64) : vector<2xf64>
  llvm.return
}

// -----

// Nor against a pointer.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f64) : !llvm.ptr
  llvm.return
}

// -----

// Nor against an array.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0 : f32) : !llvm.array<2 x f32>
  llvm.return
}

// -----

// A string needs an array of as many i8.
llvm.func @f() {
  %0 = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
  llvm.return
}

// -----

// The empty string.
llvm.func @f() {
  %0 = llvm.mlir.constant("") : !llvm.array<0 x i8>
  llvm.return
}

// -----

// A string with escapes counts bytes.
llvm.func @f() {
  %0 = llvm.mlir.constant("a\00b\0A") : !llvm.array<4 x i8>
  llvm.return
}

// -----

// A string's type is not looked at.
llvm.func @f() {
  %0 = llvm.mlir.constant("abc" : i32) : !llvm.array<3 x i8>
  llvm.return
}

// -----

// A string needs its length.
llvm.func @f() {
  %0 = llvm.mlir.constant("abc") : !llvm.array<4 x i8>
  llvm.return
}

// -----

// A string needs i8 elements.
llvm.func @f() {
  %0 = llvm.mlir.constant("abc") : !llvm.array<3 x i16>
  llvm.return
}

// -----

// A string needs an array, not an integer.
llvm.func @f() {
  %0 = llvm.mlir.constant("abc") : i32
  llvm.return
}

// -----

// A string needs an array, not a vector.
llvm.func @f() {
  %0 = llvm.mlir.constant("ab") : vector<2xi8>
  llvm.return
}

// -----

// A string is checked before a struct type.
llvm.func @f() {
  %0 = llvm.mlir.constant("ab") : !llvm.struct<(i8, i8)>
  llvm.return
}

// -----

// A string is checked before a target extension type.
llvm.func @f() {
  %0 = llvm.mlir.constant("ab") : !llvm.target<"spirv.Event">
  llvm.return
}

// -----

// Dense integers of the vector's type.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
  llvm.return
}

// -----

// A dense splat.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi32>
  llvm.return
}

// -----

// Dense elements may differ in integer width from the vector's.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<2xi64>
  llvm.return
}

// -----

// Dense elements fill an array.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
  llvm.return
}

// -----

// A 2-D tensor fills an array of arrays.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x i32>>
  llvm.return
}

// -----

// Only the count of scalars matters, not the shape.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : tensor<4xi32>) : !llvm.array<2 x array<2 x i32>>
  llvm.return
}

// -----

// An array of vectors counts their scalars.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : tensor<4xi32>) : !llvm.array<2 x vector<2xi32>>
  llvm.return
}

// -----

// Dense floats of the element's semantics.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<[1.0, 2.0]> : tensor<2xf32>) : !llvm.array<2 x f32>
  llvm.return
}

// -----

// Dense floats initialize integers of their width.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1.0> : vector<2xf16>) : vector<2xi16>
  llvm.return
}

// -----

// Dense bf16 floats.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1.0> : tensor<2xbf16>) : vector<2xbf16>
  llvm.return
}

// -----

// Dense booleans.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<[true, false]> : tensor<2xi1>) : vector<2xi1>
  llvm.return
}

// -----

// Dense index elements are not checked against the element type.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : tensor<2xindex>) : vector<2xi64>
  llvm.return
}

// -----

// Dense strings fill an array of pointers (only the count is checked).
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<"x"> : tensor<2x!llvm.ptr>) : !llvm.array<2 x ptr>
  llvm.return
}

// -----

// Sparse elements count as their shape.
llvm.func @f() {
  %0 = llvm.mlir.constant(sparse<[[0]], [1]> : tensor<2xi32>) : vector<2xi32>
  llvm.return
}

// -----

// A dense resource counts as its shape.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense_resource<blob> : tensor<2xi32>) : vector<2xi32>
  llvm.return
}

{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000100000002000000"
    }
  }
#-}

// -----

// Complex elements are not checked against the element type.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>) : vector<2xf32>
  llvm.return
}

// -----

// A splat of no elements fills an empty array (and stays a splat).
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : tensor<0xi32>) : !llvm.array<0 x i32>
  llvm.return
}

// -----

// No elements fill an empty array.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<> : tensor<0xi32>) : !llvm.array<0 x i32>
  llvm.return
}

// -----

// A scalable vector takes a splat.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : vector<[4]xi32>) : vector<[4]xi32>
  llvm.return
}

// -----

// A literal of equal elements is a splat.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<[1, 1]> : vector<2xi32>) : vector<[2]xi32>
  llvm.return
}

// -----

// The splat's count is not compared with the scalable vector's.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<[4]xi32>
  llvm.return
}

// -----

// Nor its element type.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1.0> : vector<2xf32>) : vector<[4]xi32>
  llvm.return
}

// -----

// An array of scalable vectors takes a splat too.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : tensor<2xi32>) : !llvm.array<2 x vector<[2]xi32>>
  llvm.return
}

// -----

// A scalable vector takes a splat, not a list.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<[2]xi32>
  llvm.return
}

// -----

// Nested in an array, the same.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x vector<[2]xi32>>
  llvm.return
}

// -----

// A sparse attribute is not a splat.
llvm.func @f() {
  %0 = llvm.mlir.constant(sparse<[[0]], [1]> : tensor<2xi32>) : vector<[2]xi32>
  llvm.return
}

// -----

// Dense elements need as many scalars.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<3xi32>
  llvm.return
}

// -----

// An array of arrays needs as many scalars.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : tensor<3xi32>) : !llvm.array<2 x array<2 x i32>>
  llvm.return
}

// -----

// An array of vectors needs as many scalars.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : tensor<2xi32>) : !llvm.array<2 x vector<2xi32>>
  llvm.return
}

// -----

// Sparse elements need as many scalars.
llvm.func @f() {
  %0 = llvm.mlir.constant(sparse<[[0]], [1]> : tensor<3xi32>) : vector<2xi32>
  llvm.return
}

// -----

// Integer elements need integer elements (a vector of floats).
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<2xf32>
  llvm.return
}

// -----

// Integer elements need integer elements (a vector of pointers).
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<2x!llvm.ptr>
  llvm.return
}

// -----

// Integer elements need integer elements (an array of floats).
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : tensor<2xi32>) : !llvm.array<2 x f32>
  llvm.return
}

// -----

// Integer elements need integer elements (an array of pointers).
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : tensor<2xi32>) : !llvm.array<2 x ptr>
  llvm.return
}

// -----

// Integer elements need integer elements (an array of structs).
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : tensor<2xi32>) : !llvm.array<2 x struct<(i32)>>
  llvm.return
}

// -----

// Float elements need the element's semantics.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1.0> : vector<2xf32>) : vector<2xf64>
  llvm.return
}

// -----

// Float elements need integers of their width.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1.0> : vector<2xf32>) : vector<2xi64>
  llvm.return
}

// -----

// The same through arrays.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1.0> : tensor<2xf32>) : !llvm.array<2 x f64>
  llvm.return
}

// -----

// bf16 elements are not f16 elements.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1.0> : tensor<2xbf16>) : vector<2xf16>
  llvm.return
}

// -----

// f16 elements need i16.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1.0> : tensor<2xf16>) : vector<2xi32>
  llvm.return
}

// -----

// Float elements initialize pointers without a word (only integers and floats are compared).
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1.0> : tensor<2xf16>) : !llvm.array<2 x ptr>
  llvm.return
}

// -----

// Elements need a vector or an array, not a scalar.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : i32
  llvm.return
}

// -----

// Elements cannot initialize a struct.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : vector<1xi32>) : !llvm.struct<(i32)>
  llvm.return
}

// -----

// A struct of an array attribute of its element types.
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i32, 2.5 : f32]) : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

// A packed struct.
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i8, 2 : i32]) : !llvm.struct<packed (i8, i32)>
  llvm.return
}

// -----

// An empty struct.
llvm.func @f() {
  %0 = llvm.mlir.constant([]) : !llvm.struct<()>
  llvm.return
}

// -----

// An identified struct.
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.struct<"s", (i32)>
  llvm.return
}

// -----

// A struct of a float without an LLVM type.
llvm.func @f() {
  %0 = llvm.mlir.constant([1.0 : tf32]) : !llvm.struct<(tf32)>
  llvm.return
}

// -----

// A struct needs an array attribute.
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : !llvm.struct<(i32)>
  llvm.return
}

// -----

// Not elements either.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

// A struct needs an array attribute of its size.
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

// An empty struct needs an empty array.
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.struct<()>
  llvm.return
}

// -----

// Struct elements of the element's exact type.
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i32, 2 : i64]) : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

// Float struct elements of the element's exact type.
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i32, 2.0 : f32]) : !llvm.struct<(i32, f64)>
  llvm.return
}

// -----

// A struct of pointers has no constant.
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.struct<(i32, ptr)>
  llvm.return
}

// -----

// Element types are checked in order, with the attributes: a pointer element.
llvm.func @f() {
  %0 = llvm.mlir.constant([@g, 1 : i32]) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

// The second attribute is not an integer, found before the third type.
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i32, "a", 3 : i32]) : !llvm.struct<(i32, i32, ptr)>
  llvm.return
}

// -----

// A string is not a struct element.
llvm.func @f() {
  %0 = llvm.mlir.constant(["a", 1 : i32]) : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

// Nor is #llvm.zero.
llvm.func @f() {
  %0 = llvm.mlir.constant([#llvm.zero]) : !llvm.struct<(i32)>
  llvm.return
}

// -----

// A nested struct has no array-attribute constant.
llvm.func @f() {
  %0 = llvm.mlir.constant([[1 : i32]]) : !llvm.struct<(struct<(i32)>)>
  llvm.return
}

// -----

// A vector is not a struct element type.
llvm.func @f() {
  %0 = llvm.mlir.constant([1.0 : f32]) : !llvm.struct<(vector<2xf32>)>
  llvm.return
}

// -----

// A struct's element types are checked before the attribute's elements.
llvm.func @f() {
  %0 = llvm.mlir.constant(["a"]) : !llvm.struct<(ptr)>
  llvm.return
}

// -----

// An array of structs, one array attribute per struct.
llvm.func @f() {
  %0 = llvm.mlir.constant([[1 : i32, 2 : i32], [3 : i32, 4 : i32]]) : !llvm.array<2 x struct<(i32, i32)>>
  llvm.return
}

// -----

// Zero and undef stand for a whole struct.
llvm.func @f() {
  %0 = llvm.mlir.constant([#llvm.zero, #llvm.undef]) : !llvm.array<2 x struct<(i32, i32)>>
  llvm.return
}

// -----

// The struct elements are not checked: a string, of the right count.
llvm.func @f() {
  %0 = llvm.mlir.constant([["x"]]) : !llvm.array<1 x struct<(i32)>>
  llvm.return
}

// -----

// An empty array of structs.
llvm.func @f() {
  %0 = llvm.mlir.constant([]) : !llvm.array<0 x struct<(i32)>>
  llvm.return
}

// -----

// An array of arrays of structs, nested array attributes.
llvm.func @f() {
  %0 = llvm.mlir.constant([[[1 : i32]], [[2 : i32]]]) : !llvm.array<2 x array<1 x struct<(i32)>>>
  llvm.return
}

// -----

// Zero and undef stand for a whole sub-array.
llvm.func @f() {
  %0 = llvm.mlir.constant([[[1 : i32]], #llvm.undef]) : !llvm.array<2 x array<1 x struct<(i32)>>>
  llvm.return
}

// -----

// An array attribute needs an array or struct type.
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i32, 2 : i32]) : vector<2xi32>
  llvm.return
}

// -----

// An array attribute needs an array type of its size (dimension 0).
llvm.func @f() {
  %0 = llvm.mlir.constant([[1 : i32, 2 : i32]]) : !llvm.array<2 x struct<(i32, i32)>>
  llvm.return
}

// -----

// And of its size in dimension 1.
llvm.func @f() {
  %0 = llvm.mlir.constant([[[1 : i32]], [[1 : i32], [2 : i32]]]) : !llvm.array<2 x array<1 x struct<(i32)>>>
  llvm.return
}

// -----

// A sub-array needs an array attribute, zero or undef.
llvm.func @f() {
  %0 = llvm.mlir.constant([[[1 : i32]], 3 : i32]) : !llvm.array<2 x array<1 x struct<(i32)>>>
  llvm.return
}

// -----

// Each struct needs an array attribute of its size.
llvm.func @f() {
  %0 = llvm.mlir.constant([[1 : i32]]) : !llvm.array<1 x struct<(i32, i32)>>
  llvm.return
}

// -----

// The first struct of the wrong size is named.
llvm.func @f() {
  %0 = llvm.mlir.constant([[1 : i32], [1 : i32], [1 : i32, 2 : i32]]) : !llvm.array<3 x struct<(i32)>>
  llvm.return
}

// -----

// A struct needs an array attribute, zero or undef.
llvm.func @f() {
  %0 = llvm.mlir.constant([[1 : i32, 2 : i32], 3 : i32]) : !llvm.array<2 x struct<(i32, i32)>>
  llvm.return
}

// -----

// Poison does not stand for a struct.
llvm.func @f() {
  %0 = llvm.mlir.constant([#llvm.poison]) : !llvm.array<1 x struct<(i32, i32)>>
  llvm.return
}

// -----

// An array attribute of integers needs structs at the bottom (use dense).
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.array<2 x i32>
  llvm.return
}

// -----

// Even an empty one.
llvm.func @f() {
  %0 = llvm.mlir.constant([]) : !llvm.array<0 x i32>
  llvm.return
}

// -----

// Arrays of pointers have no array attribute in MLIR 22.
llvm.func @f() {
  %0 = llvm.mlir.constant([@g, #llvm.zero]) : !llvm.array<2 x ptr>
  llvm.return
}

// -----

// Nor arrays of arrays of pointers.
llvm.func @f() {
  %0 = llvm.mlir.constant([[@g], [#llvm.zero]]) : !llvm.array<2 x array<1 x ptr>>
  llvm.return
}

// -----

// Nor arrays of arrays of integers.
llvm.func @f() {
  %0 = llvm.mlir.constant([[1 : i32]]) : !llvm.array<1 x array<1 x i32>>
  llvm.return
}

// -----

// Nor arrays of vectors.
llvm.func @f() {
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.array<1 x vector<1xi32>>
  llvm.return
}

// -----

// A target extension type has no constant.
llvm.func @f() {
  %0 = llvm.mlir.constant(0 : i32) : !llvm.target<"spirv.Event">
  llvm.return
}

// -----

// Not even an array attribute.
llvm.func @f() {
  %0 = llvm.mlir.constant([]) : !llvm.target<"spirv.Event">
  llvm.return
}

// -----

// #llvm.zero is not a constant value (use llvm.mlir.zero).
llvm.func @f() {
  %0 = llvm.mlir.constant(#llvm.zero) : i32
  llvm.return
}

// -----

// A symbol is not a constant value (use llvm.mlir.addressof).
llvm.func @f() {
  %0 = llvm.mlir.constant(@g) : !llvm.ptr
  llvm.return
}

// -----

// A unit attribute is not a constant value.
llvm.func @f() {
  %0 = llvm.mlir.constant(unit) : i1
  llvm.return
}

// -----

// A dense array is not an elements attribute.
llvm.func @f() {
  %0 = llvm.mlir.constant(array<i32: 1, 2>) : vector<2xi32>
  llvm.return
}

// -----

// An affine map is not a constant value.
llvm.func @f() {
  %0 = llvm.mlir.constant(affine_map<(d0) -> (d0)>) : i32
  llvm.return
}

// -----

// A type is not a constant value.
llvm.func @f() {
  %0 = llvm.mlir.constant(i32) : i32
  llvm.return
}

// -----

// Neither is a struct's #llvm.undef.
llvm.func @f() {
  %0 = llvm.mlir.constant(#llvm.undef) : !llvm.struct<(i32)>
  llvm.return
}

// -----

// An integer without a type is an i64, of another width than the result's.
llvm.func @f() {
  %0 = llvm.mlir.constant(1) : i32
  llvm.return
}

// -----

// A float without a type is an f64: not of f32's semantics.
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0) : f32
  llvm.return
}

// -----

// A float without a type initializes an i64 (its width).
llvm.func @f() {
  %0 = llvm.mlir.constant(1.0) : i64
  llvm.return
}

// -----

// A hexadecimal float of its type.
llvm.func @f() {
  %0 = llvm.mlir.constant(0x7FC00000 : f32) : f32
  llvm.return
}

// -----

// A hexadecimal literal without a type is an integer.
llvm.func @f() {
  %0 = llvm.mlir.constant(0x7FC00000) : f32
  llvm.return
}

// -----

// Negative and wrapped integers, negative zero.
llvm.func @f() {
  %0 = llvm.mlir.constant(-1 : i8) : i8
  %1 = llvm.mlir.constant(255 : i8) : i8
  %2 = llvm.mlir.constant(-0.0 : f32) : f32
  llvm.return
}

// -----

// A discardable attribute prints in the dictionary.
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) {foo} : i32
  llvm.return
}

// -----

// The generic form needs the value.
llvm.func @f() {
  %0 = "llvm.mlir.constant"() : () -> i32
  llvm.return
}

// -----

// The generic form takes the value from the attribute dictionary too.
llvm.func @f() {
  %0 = "llvm.mlir.constant"() {value = 1 : i32} : () -> i32
  llvm.return
}

// -----

// An integer does not initialize void.
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : !llvm.void
  llvm.return
}

// -----

// Nor a one-element vector.
llvm.func @f() {
  %0 = llvm.mlir.constant(1 : i32) : vector<1xi32>
  llvm.return
}

// -----

// A 2-D tensor fills an array of vectors.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : tensor<1x2xi32>) : !llvm.array<1 x vector<2xi32>>
  llvm.return
}

// -----

// A splat fills arrays of arrays of scalable vectors.
llvm.func @f() {
  %0 = llvm.mlir.constant(dense<1> : tensor<2xi32>) : !llvm.array<2 x array<1 x vector<[1]xi32>>>
  llvm.return
}
