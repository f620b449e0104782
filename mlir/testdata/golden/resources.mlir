"foo.x"() {a = dense_resource<blob1> : tensor<3xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000010203"
    }
  }
#-}
