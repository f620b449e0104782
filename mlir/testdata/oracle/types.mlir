"foo.types"() {a = i1, b = i7, c = si32, d = ui64, e = index, f = none, g = i0} : () -> ()
// -----
"foo.floats"() {a = f16, b = bf16, c = f32, d = f64, e = f80, f = f128, g = tf32, h = f8E5M2, i = f8E4M3FN, j = f8E5M2FNUZ, k = f8E4M3FNUZ, l = f8E4M3B11FNUZ, m = f8E3M4, n = f8E8M0FNU, o = f4E2M1FN, p = f6E2M3FN, q = f6E3M2FN, r = f8E4M3} : () -> ()
// -----
"foo.shaped"() {a = vector<4xf32>, b = vector<2x[4]xi8>, c = vector<[8]xi1>, d = tensor<2x?xf32>, e = tensor<*xi32>, f = tensor<f64>, g = memref<4x?xf32>, h = memref<*xf32>, i = memref<2x3xf32, strided<[3, 1], offset: ?>>, j = memref<4xi8, 1>, k = memref<4xi8, affine_map<(d0) -> (d0 + 1)>>, l = complex<f32>, m = tuple<i32, f32, tuple<>>, n = vector<0x4xi8>} : () -> ()
// -----
"foo.fn"() {a = (i32, f32) -> i64, b = () -> (), c = (i32) -> (i32, i32), d = ((i32) -> i32) -> ((f32) -> f32), e = tensor<4xf32, "enc">, f = memref<4xf32, #foo.space>} : () -> ()
// -----
"foo.opaque"() {a = !foo.bar, b = !foo.bar<1, "x">, c = !foo<"a b c">, d = !foo.struct<(i32, ptr<1>)>, e = !foo.x<<>>} : () -> (!foo.t, !foo<"sp ace">)
// -----
%0 = "foo.def"() : () -> memref<4xi8, 0>
%1 = "foo.def"() : () -> memref<4xi8, affine_map<(d0) -> (d0)>>
// -----
"foo.x"() {a = !foo<"abc">, b = #foo<"abc">, c = !foo<abc>, d = !foo<"a\"b">, e = #foo<"x y"> : i32} : () -> ()
// -----
"foo.x"() {a = !0<"A">} : () -> ()
// -----
"foo.enc"() {a = tensor<f64,>, b = tensor<4xi8, >, c = tensor<*xf32,>, d = memref<4xf32, "s">, e = memref<4xf32, {a = 1}>, f = memref<4xf32, strided<[1]>, strided<[2]>>, g = memref<*xf32, "s" : i32>, h = memref<4xf32, affine_map<(d0) -> (d0)>, strided<[1]>>} : () -> ()
