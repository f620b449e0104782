// Integer sets and affine maps: the universe set `()` and MLIR's messages for
// unterminated lists (the same cases are in testdata/oracle, judged by mlir-opt-22).
"foo.set"() {a = affine_set<(d0) : ()>, b = affine_set<()[s0] : ()>} : () -> ()
// -----
"foo.x"() {a = affine_set<(d0) : (d0 >= 0, d0 == 0>} : () -> ()
// -----
"foo.x"() {a = affine_map<(d0)[s0 -> (d0)>} : () -> ()
// -----
"foo.x"() {a = dense<[1, ]> : tensor<2xi32>} : () -> ()
// -----
"foo.x"() {a = sparse[0], [1]> : tensor<2xi32>} : () -> ()
