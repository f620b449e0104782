"foo.x"() {a = dense_resource<blob1> : tensor<3xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000010203"
    }
  }
#-}
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
