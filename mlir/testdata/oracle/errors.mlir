"foo.x"(%undefined) : (i32) -> ()
// -----
%0 = "foo.x"() : () -> i32
%0 = "foo.y"() : () -> i32
// -----
"foo.x"() {a = 1 : i8000000000} : () -> ()
// -----
"foo.x"() {a = 300 : i8} : () -> ()
// -----
"foo.x"() : () -> (i32
// -----
"foo.x"() {a = #undefined_alias} : () -> ()
// -----
"foo.x"()[^nowhere] : () -> ()
// -----
"foo.x"() : () -> () loc(#never)
// -----
"foo.x"() {a = "unterminated} : () -> ()
// -----
"foo.x"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()
// -----
"foo.x"() {a = vector<0xi32>} : () -> ()
// -----
%a = "foo.x"() : () -> i32
"foo.y"(%a) : (i64) -> ()
// -----
module attributes {bad = 1} {
}
// -----
custom.op
// -----
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()
// -----
"foo.x"() {a = affine_set<(d0) : (d0 >= 0, d0 == 0>} : () -> ()
// -----
"foo.x"() {a = affine_map<(d0)[s0 -> (d0)>} : () -> ()
// -----
"foo.x"() {a = dense<[1, ]> : tensor<2xi32>} : () -> ()
// -----
"foo.x"() {a = sparse[0], [1]> : tensor<2xi32>} : () -> ()
// -----
"foo.x"() ({
^bb0(%a: i32:)
}) : () -> ()
// -----
"foo.u"() : () -> () loc(callsite("x" at "y.c":))
// -----
"foo.u"() : () -> () loc("y.c":1:)
// -----
"foo.u"() : () -> () loc("y.c":1:2 to x)
// -----
"foo.u"() : () -> () loc("y.c":1:2 to 3 x)
// -----
"foo.u"() : () -> () loc("y.c":1:2 to 3:x)
// -----
"foo.u"() : () -> () loc("y.c":   99999999999:1)
// -----
"foo.u"() : () -> () loc("y.c":1:   99999999999)
// -----
"foo.x"() {a = affine_set<(d0) : (d0 > >= 0)>} : () -> ()
// -----
"foo.x"() {a = affine_set<(d0) : (d0 =   x)>} : () -> ()
// -----
"foo.x"() {a = affine_set<(d0) : (d0)>} : () -> ()
// -----
"foo.x"() {a = affine_set<(d0) : (d0 >= 0, == 0)>} : () -> ()
// -----
"foo.x"() {a = affine_set<(d0) ( :d0 >= 0)>} : () -> ()
// -----
"foo.x"() {a = affine_set<(d0)[s0] :d0 - s0 >= 0)>} : () -> ()
// -----
"foo.x"() {a = affine_set<(d0) -> (d0)>} : () -> ()
// -----
"foo.x"() {a = affine_map<(d0) : (d0 >= 0)>} : () -> ()
// -----
"foo.x"() {a = affine_set<(d0) : (d0 >= 0)  x} : () -> ()
// -----
%1 = "foo.def"() : () -> memref<4xi8, affine_map<(d0) -> ()d0>>
// -----
"foo.x"() {a = affine_map<(d0, d1) -> (2 * d0 - * d1)>} : () -> ()
// -----
"foo.x"() {a = affine_map<(d0) -> (* d0)>} : () -> ()
// -----
"foo.x"() {a = affine_map<(d0) -> (d0 + - )>} : () -> ()
// -----
"foo.x"() {a = affine_map<(d0) -> (d0, )>} : () -> ()
// -----
"foo.x"() {a = affine_map<(d0) -> (d0 +   x)>} : () -> ()
// -----
"foo.x"() {a = affine_map<(d0) -> (d0 mod d0)>} : () -> ()
// -----
"foo.x"() {a = affine_map<(d0) -> (d0 + (  ))>} : () -> ()
// -----
"foo.x"() {a = affine_map<(d0) -> (symbol  (  x))>} : () -> ()
// -----
"foo.x"() {a = affine_map<(symbol) -> (symbol)>} : () -> ()
// -----
"foo.x"() {a = array<f32: 1.5, -,>} : () -> ()
// -----
"foo.x"() {a = array<i32: -  x>} : () -> ()
// -----
"foo.x"() {a = array<i1: true, 1>} : () -> ()
// -----
"foo.x"() {a = array<i8: -true>} : () -> ()
// -----
"foo.x"() {a = array<i32: 1.5>} : () -> ()
// -----
"foo.x"() {a = array<i8: 0x1FF>} : () -> ()
// -----
"foo.x"() {a = strided<[-2]} : () -> ()
// -----
"foo.x"() {a = strided<[1], offset:   -x>} : () -> ()
// -----
"foo.x"() {a = strided<[1,  x]>} : () -> ()
// -----
"foo.x"() {a = strided<[-99999999999999999999]>} : () -> ()
// -----
"foo.x"() {a = !0<"A"} : () -> ()
// -----
"foo.x"() {a = #0<b} : () -> ()
// -----
"foo.x"() {a = !a<x "b} : () -> ()
// -----
"foo.x"() {a = !a<"\q">} : () -> ()
// -----
"foo.x"() {a = #a<"\4g">} : () -> ()
// -----
{-#
  external_resources: { mlir_reproducer: {: "builtin.module(x)" } }
#-}
// -----
{-#
  external_resources: { { other_thing: { a: false } }
#-}
// -----
{-#
  dialect_resources: { builtin: { : "0x04000000" } }
#-}
// -----
{-#
  xyz  : {}
#-}
// -----
{-#
  { }
#-}
// -----
{-#
  external_resources: { g: { k: "x" x } }
#-}
// -----
{-#
  external_resources: { g: { k: "x" } } x
#-}
// -----
{-#
  external_resources: { g: { k: "x",  } }
#-}
// -----
{-#
  external_resources: { g: {} },
#-}
// -----
{-#
  external_resources: { g: { k: [ } }
#-}
// -----
"foo.x"() {a = tensor<f64, > g = 1} : () -> ()
// -----
"foo.x"() {a = dense_resource<blob1> : tensor<3xi8, b = 1} : () -> ()
// -----
"foo.x"() {a = tensor<f64, array<i32>>} : () -> ()
// -----
"foo.x"() {a = tensor<*xf32, i32>} : () -> ()
// -----
"foo.x"() {a = memref<4xf32,>} : () -> ()
// -----
"foo.x"() {a = memref<4xf32, 1 x>} : () -> ()
// -----
"foo.x"() {a = memref<4xf32, "s", 2>} : () -> ()
// -----
"foo.x"() {a = memref<*xf32, affine_map<(d0) -> (d0)>  , 1>} : () -> ()
// -----
"foo.x"() {a = memref<4xf32, 1, strided<[1]>  , 2>} : () -> ()
// -----
"foo.x"() {a = memref<4xf32, unit>} : () -> ()
// -----
"foo.x"() {a = 1.0 : f16,   1.5 = 2.0 : f64} : () -> ()
// -----
"foo.x"() {a = sparse<[[0],1]], [1.0, 2.0]> : tensor<2xf32>} : () -> ()
// -----
"foo.x"() {a = dense<[[1], [2, 3]  , x]> : tensor<2xi32>} : () -> ()
// -----
"foo.x"() {a = dense<[[1],   2]> : tensor<2xi32>} : () -> ()
// -----
"foo.x"() {a = sparse<"0x01", [1]> : tensor<)>} : () -> ()
// -----
%0 = "foo.def"() : () -> memref<4xi8 0>
// -----
"foo.u"() : () -> () loc("y.c"::2 to 3:x)
// -----
%1 = "foo.x"() : () -> i64
%2:: = "foo.y"(%1) : (i64) -> (f32, f32)
// -----
{-#
  external_resources: { mlir_reproducer:: "builtin.module(x)" } }
#-}
// -----
"foo.x"() {a = @a:: b} : () -> ()
// -----
"foo.x"() {a = sparse<7,> : tensor<3x4xi32>} : () -> ()
// -----
"foo.x"() {a = 1.0e-4.9 : f16} : () -> ()
// -----
"foo.x"() {a = ..} : () -> ()
// -----
"foo.x"() {a = !0.x} : () -> ()
// -----
"foo.x"() {a = dense_resource<   :> : tensor<3xi8>} : () -> ()
// -----
"foo.x"() {a = #a<b : () -> ()
// -----
{-#
  dialect_resources: { foo:: {} }
#-}
// -----
{-#
  dialect_resources: { foo) { b1: "0x04000000010203" } }
#-}
