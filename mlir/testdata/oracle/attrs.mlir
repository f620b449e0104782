"foo.ints"() {a = 1, b = -1, c = 255 : i8, d = 255 : ui8, e = -3 : si8, f = 7 : index, g = true, h = false, i = 0x10 : i32, j = 170141183460469231731687303715884105727 : i128, k = -170141183460469231731687303715884105728 : i128, l = 1 : i1, m = 0 : i1, n = 18446744073709551615 : ui64, o = 9223372036854775807} : () -> ()
// -----
"foo.strs"() {a = "hello", b = "with \"quotes\" and \\ backslash", c = "tab\there\nnewline", d = "\00\FF\7f", e = "typed" : i32, "quoted name" = 1, f = ""} : () -> ()
// -----
"foo.misc"() {a = [1, "x", [true]], b = {x = 1, y}, c = unit, d = @sym, e = @a::@b::@c, f = @"quoted sym", g = i32, h = !foo.t, i = [], j = {}} : () -> ()
// -----
"foo.arrays"() {a = array<i32: 1, 2, 3>, b = array<i8>, c = array<f32: 1.5, -2.0>, d = array<f64: 0.1>, e = array<i1: true, false>, f = array<i64: -9223372036854775808>, g = array<i16: 7>} : () -> ()
// -----
"foo.dense"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<0> : vector<4xi8>, c = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, d = dense<true> : vector<3xi1>, e = dense<[true, false]> : vector<2xi1>, f = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, g = dense<(1.0, 2.0)> : tensor<complex<f64>>, h = dense<["a", "b"]> : tensor<2x!foo.s>, i = dense<"x"> : tensor<3x!foo.s>, j = dense<"0x01020304"> : tensor<4xi8>, k = dense<[5, 5, 5]> : tensor<3xi64>, l = dense<> : tensor<0xi32>, m = dense<-1> : tensor<i64>, n = dense<[1, 2]> : tensor<2xindex>, o = dense<[0xFF80, 1.0]> : tensor<2xbf16>} : () -> ()
// -----
"foo.distinct"() {a = distinct[0]<42 : i64>, b = distinct[1]<>, c = distinct[0]<42 : i64>, d = distinct[7]<"s">} : () -> ()
// -----
"foo.affine"() {a = affine_map<(d0, d1)[s0] -> (d0 + s0 * 2, d1 floordiv 4)>, b = affine_map<() -> ()>, c = affine_map<(d0) -> (d0 - 1, -d0, d0 mod 3, d0 ceildiv 2)>, d = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>, e = affine_map<(i, j) -> (j, i)>} : () -> ()
// -----
"foo.strided"() {a = strided<[1]>, b = strided<[?, 1], offset: 4>, c = strided<[], offset: ?>, d = strided<[-2]>} : () -> ()
// -----
"foo.resource"() {a = dense_resource<blob1> : tensor<3xi8>, b = dense_resource<__elided__> : tensor<4xf32>} : () -> ()
// -----
"foo.opaque"() {a = #foo.bar, b = #foo.baz<1, 2>, c = #foo<"x y">, d = #foo.t : i32, e = #foo.nest<#foo.inner<[1]>>} : () -> ()
// -----
#a = 5 : i16
#b = [#a, #a]
!t = !foo.type<1>
"foo.alias"() {a = #a, b = #b, c = !t} : () -> !t
// -----
"foo.elide"() {a = [1, 2 : i32, 1.5, 2.5 : f32, 0x7FF8000000000000 : f64, dense<1> : vector<2xi8>, "s" : i32, #foo.x : i32, true, array<i8: 1>, unit, i64, [3, 4.0]], b = {c = [1], d = 1, e = 1.0}} : () -> ()
// -----
"foo.a"() {a = affine_map<(d0, d1)[s0] -> (s0 + d0, d1 + d0, 3 + d0, d0 - 1 - d0, d0 * 2 + d0, 2 * d0 - d1 * 3 + s0 * 4 - 5, -d0, d0 + d0, (d0 + 1) * 2, d0 * -2, -(d0 + d1))>} : () -> ()
// -----
"foo.set"() {a = affine_set<(d0) : ()>, b = affine_set<()[s0] : ()>} : () -> ()
// -----
"foo.le"() {a = affine_set<(d0) : (d0 <= 0)>, b = affine_set<(d0)[s0] : (d0 + 1 <= d0 * 2, d0 >= 0)>, c = affine_set<(d0, d1)[s0] : (d0 * 2 - s0 <= d1 floordiv 3 + 4, 3 <= d0, s0 <= 7, d0 - d1 <= 0, d0 == 3)>, d = affine_set<(d0) : (-d0 <= 5, (d0 mod 4) <= d0 - 1, d0 >= d0 floordiv 2)>, e = affine_set<(d0, d1)[s0] : (s0 >= d0, d1 <= d0 + 2, d0 floordiv 3 + 4 >= d0 * 2 - s0, d0 + s0 + 2 >= d1 - 1, s0 + 1 == d0)>} : () -> ()
// -----
"foo.mul"() {a = affine_map<(d0, d1)[s0, s1] -> (s0 * d0, s0 * s1, (s0 + 1) * d1, s1 * (d0 + d1), 2 * s0 * d0, d0 * 2 * s0, (d0 * 3) * (s0 * 2), -(s0 * d0), s0 * (d0 * 2))>, b = affine_set<(d0, d1)[s0] : (d0 >= s0 * d1)>} : () -> ()
// -----
"foo.arr"() {a = array<i1: - true, - false, true>, b = array<f32: -0x7F800000, 0x3F800000, -2.5>, c = array<i8: 255, -128, -0x80>, d = array<i64: 18446744073709551615, -9223372036854775808>} : () -> ()
// -----
"foo.sym"() {a = @a: :@b, b = [@c ::  @d::@e], c = @f : i32} : () -> ()
// -----
"foo.valuesplat"() {a = dense<[0x0, 0.0]> : tensor<2xf32>, b = dense<[1, 0x1]> : tensor<2xi8>, c = sparse<[[0], [0]], [0x0, 0.]> : tensor<1xf32>, d = dense<[(1, 0x0), (1, 0)]> : tensor<2xcomplex<i8>>} : () -> ()
