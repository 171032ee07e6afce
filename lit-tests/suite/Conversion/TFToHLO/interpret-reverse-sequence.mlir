// ReverseSequence reverses the first seq_lengths[b] steps of each batch entry b (batch_dim 0,
// seq_dim 1; lengths 3, 0, 4 over 4 steps): a gather at (b, src) transposed back.
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>]" | jfilecheck %s
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=OPS

// CHECK: dense<{{\[\[}}3, 2, 1, 4], [5, 6, 7, 8], [12, 11, 10, 9]]> : tensor<3x4xi32>
// OPS: "mhlo.gather"(%arg0, %{{.*}}) <{dimension_numbers = #mhlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = dense<1> : tensor<2xi64>}> : (tensor<3x4xi32>, tensor<3x4x2xi64>) -> tensor<3x4xi32>
func.func @main(%x: tensor<3x4xi32>) -> tensor<3x4xi32> {
  %l = "tf.Const"() {value = dense<[3, 0, 4]> : tensor<3xi64>} : () -> tensor<3xi64>
  %0 = "tf.ReverseSequence"(%x, %l) {batch_dim = 0 : i64, seq_dim = 1 : i64} : (tensor<3x4xi32>, tensor<3xi64>) -> tensor<3x4xi32>
  func.return %0 : tensor<3x4xi32>
}
