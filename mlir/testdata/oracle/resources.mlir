"foo.x"() {a = dense_resource<b1> : tensor<3xi8>, b = dense_resource<b2> : tensor<1xi8>} : () -> ()
{-# dialect_resources: { builtin: { b1: "0x04000000010203", b2: "0x0400000005" } }, external_resources: { mlir_reproducer: { pipeline: "builtin.module(foo)", disable_threading: true, verify_each: true } } #-}
// -----
"foo.x"() {a = dense_resource<b1> : tensor<3xi8>} : () -> ()
{-# dialect_resources: { builtin: { b1: "0x04000000010203", b2: "0x0400000005" } } #-}
// -----
"foo.x"() : () -> ()
{-# dialect_resources: { foo: { b1: "0x04000000010203" } } #-}
