"foo.x"() {a = dense_resource<b1> : tensor<3xi8>, b = dense_resource<b2> : tensor<1xi8>} : () -> ()
{-# dialect_resources: { builtin: { b1: "0x04000000010203", b2: "0x0400000005" } }, external_resources: { mlir_reproducer: { pipeline: "builtin.module(foo)", disable_threading: true, verify_each: true } } #-}
// -----
"foo.x"() {a = dense_resource<b1> : tensor<3xi8>} : () -> ()
{-# dialect_resources: { builtin: { b1: "0x04000000010203", b2: "0x0400000005" } } #-}
// -----
"foo.x"() : () -> ()
{-# dialect_resources: { foo: { b1: "0x04000000010203" } } #-}
// -----
{-#
  external_resources: { mlir_reproducer: { pipeline: "builtin.module(x)", disable_threading: 1, verify_each: true } }
#-}
// -----
{-#
  dialect_resources: { builtin: { b: "0x0400" } }
#-}
// -----
{-#
  dialect_resources: { builtin: { b: true } }
#-}
// -----
{-#
  external_resources: { other_thing: { a: false, b: "x01", c: "0x04000000ff" } }
#-}
