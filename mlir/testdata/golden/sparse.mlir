// Sparse and dense elements literals, printed and rejected as mlir-opt-22 does
// (TestOracleHandwritten compares testdata/oracle/sparse.mlir, the same cases, with it).
"foo.sparse"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<[[0], [2]], [1.5, 2.0]> : tensor<4xf32>, c = sparse<0, 7> : tensor<2xi32>, d = sparse<> : tensor<2xi32>, e = sparse<[[1, 1]], ["a"]> : tensor<2x2x!foo.t>, f = sparse<[[1]], [true]> : vector<4xi1>, g = sparse<[1, 2], [3, 4]> : tensor<4xi8>} : () -> ()
// -----
"foo.sparse"() {i = sparse<[[0], [1]], 7> : tensor<4xi16>, j = sparse<[[0]], [(1.0, 2.0)]> : tensor<2xcomplex<f32>>, k = sparse<[[0], [1]], [0x7FC00000, -0.0]> : tensor<2xf32>, l = sparse<[[0, 1]], [1]> : tensor<2x2xi64>, m = sparse<[0], "0x01000000"> : tensor<4xi32>, n = sparse<> : vector<2x3xi8>} : () -> ()
// -----
"foo.sparse"() {a = sparse<[[0, 0], [1, 2]], [1, 5, 6]> : tensor<3x4xi32>} : () -> ()
// -----
"foo.sparse"() {a = sparse<[[0, 0, 0]], [1]> : tensor<3x4xi32>} : () -> ()
// -----
"foo.sparse"() {a = sparse<[[0, 0], [1, 9]], [1, 5]> : tensor<3x4xi32>} : () -> ()
// -----
"foo.sparse"() {a = sparse<7, 1> : tensor<3x4xi32>} : () -> ()
// -----
"foo.sparse"() {a = sparse<[1, 2], [1, 2]> : tensor<3x4xi32>} : () -> ()
// -----
"foo.sparse"() {a = sparse<[[0]], [[1]]> : tensor<4xi32>} : () -> ()
// -----
"foo.sparse"() {a = sparse<[-1], [1]> : tensor<4xi32>} : () -> ()
// -----
"foo.sparse"() {a = sparse<"0x01", [1]> : tensor<4xi32>} : () -> ()
// -----
"foo.sparse"() {a = sparse<[0], [1]> : tensor<?xi32>} : () -> ()
// -----
"foo.sparse"() {a = sparse<[0, 1], [2, 1.0]> : tensor<4xf32>} : () -> ()
// -----
"foo.dense"() {a = dense<(1, 2)> : tensor<complex<f32>>, b = dense<"0x01000000"> : tensor<1xi32>} : () -> ()
// -----
"foo.dense"() {a = dense<[-2]> : tensor<1xf32>} : () -> ()
// -----
"foo.dense"() {a = dense<["a"]> : tensor<1xi32>} : () -> ()
// -----
"foo.dense"() {a = dense<> : tensor<2xi32>} : () -> ()
// -----
"foo.dense"() {a = dense<"0x01"> : tensor<2xi32>} : () -> ()
// -----
"foo.dense"() {a = dense<1> : tensor<?xi32>} : () -> ()
// -----
"foo.sparse"() {a = sparse<0, 1> : tensor<i32>, b = sparse<[[]], [1]> : tensor<i32>} : () -> ()
