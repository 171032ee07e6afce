// SpaceToBatchND of a 1x2x4x1 image [[1, 2, 3, 4], [5, 6, 7, 8]] with blocks [2, 2] and the
// first row padded above by 2: each block offset becomes a batch entry (TensorFlow's example
// layout: batch b = (i * 2 + j) holds the elements at offset (i, j) of every block); then
// BatchToSpaceND with the same blocks and crops restores the image. The 4-D SpaceToBatch /
// BatchToSpace (block_size 2 in both spatial dimensions) give the same two results.
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[[[[1.0], [2.0], [3.0], [4.0]], [[5.0], [6.0], [7.0], [8.0]]]]> : tensor<1x2x4x1xf32>]" | jfilecheck %s
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=OPS

// CHECK: dense<{{\[\[\[\[}}0.000000e+00], [0.000000e+00]], {{\[\[}}1.000000e+00], [3.000000e+00]]], {{\[\[\[}}0.000000e+00], [0.000000e+00]], {{\[\[}}2.000000e+00], [4.000000e+00]]], {{\[\[\[}}0.000000e+00], [0.000000e+00]], {{\[\[}}5.000000e+00], [7.000000e+00]]], {{\[\[\[}}0.000000e+00], [0.000000e+00]], {{\[\[}}6.000000e+00], [8.000000e+00]]]]> : tensor<4x2x2x1xf32>
// CHECK-NEXT: dense<{{\[\[\[\[}}1.000000e+00], [2.000000e+00], [3.000000e+00], [4.000000e+00]], {{\[\[}}5.000000e+00], [6.000000e+00], [7.000000e+00], [8.000000e+00]]]]> : tensor<1x2x4x1xf32>
// CHECK-NEXT: dense<{{\[\[\[\[}}0.000000e+00], [0.000000e+00]], {{\[\[}}1.000000e+00], [3.000000e+00]]], {{\[\[\[}}0.000000e+00], [0.000000e+00]], {{\[\[}}2.000000e+00], [4.000000e+00]]], {{\[\[\[}}0.000000e+00], [0.000000e+00]], {{\[\[}}5.000000e+00], [7.000000e+00]]], {{\[\[\[}}0.000000e+00], [0.000000e+00]], {{\[\[}}6.000000e+00], [8.000000e+00]]]]> : tensor<4x2x2x1xf32>
// CHECK-NEXT: dense<{{\[\[\[\[}}1.000000e+00], [2.000000e+00], [3.000000e+00], [4.000000e+00]], {{\[\[}}5.000000e+00], [6.000000e+00], [7.000000e+00], [8.000000e+00]]]]> : tensor<1x2x4x1xf32>

// OPS: "mhlo.pad"(%arg0, %{{.*}}) <{edge_padding_high = dense<0> : tensor<4xi64>, edge_padding_low = dense<[0, 2, 0, 0]> : tensor<4xi64>, interior_padding = dense<0> : tensor<4xi64>}> : (tensor<1x2x4x1xf32>, tensor<f32>) -> tensor<1x4x4x1xf32>
// OPS-NEXT: mhlo.reshape %{{.*}} : (tensor<1x4x4x1xf32>) -> tensor<1x2x2x2x2x1xf32>
// OPS-NEXT: "mhlo.transpose"(%{{.*}}) <{permutation = dense<[2, 4, 0, 1, 3, 5]> : tensor<6xi64>}> : (tensor<1x2x2x2x2x1xf32>) -> tensor<2x2x1x2x2x1xf32>
// OPS-NEXT: mhlo.reshape %{{.*}} : (tensor<2x2x1x2x2x1xf32>) -> tensor<4x2x2x1xf32>
// OPS: "mhlo.transpose"(%{{.*}}) <{permutation = dense<[2, 3, 0, 4, 1, 5]> : tensor<6xi64>}> : (tensor<2x2x1x2x2x1xf32>) -> tensor<1x2x2x2x2x1xf32>
// OPS: "mhlo.slice"(%{{.*}}) <{limit_indices = dense<[1, 4, 4, 1]> : tensor<4xi64>, start_indices = dense<[0, 2, 0, 0]> : tensor<4xi64>, strides = dense<1> : tensor<4xi64>}> : (tensor<1x4x4x1xf32>) -> tensor<1x2x4x1xf32>
func.func @main(%x: tensor<1x2x4x1xf32>) -> (tensor<4x2x2x1xf32>, tensor<1x2x4x1xf32>, tensor<4x2x2x1xf32>, tensor<1x2x4x1xf32>) {
  %b = "tf.Const"() {value = dense<2> : tensor<2xi32>} : () -> tensor<2xi32>
  %p = "tf.Const"() {value = dense<[[2, 0], [0, 0]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %0 = "tf.SpaceToBatchND"(%x, %b, %p) : (tensor<1x2x4x1xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<4x2x2x1xf32>
  %1 = "tf.BatchToSpaceND"(%0, %b, %p) : (tensor<4x2x2x1xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<1x2x4x1xf32>
  %2 = "tf.SpaceToBatch"(%x, %p) {block_size = 2 : i64} : (tensor<1x2x4x1xf32>, tensor<2x2xi32>) -> tensor<4x2x2x1xf32>
  %3 = "tf.BatchToSpace"(%2, %p) {block_size = 2 : i64} : (tensor<4x2x2x1xf32>, tensor<2x2xi32>) -> tensor<1x2x4x1xf32>
  func.return %0, %1, %2, %3 : tensor<4x2x2x1xf32>, tensor<1x2x4x1xf32>, tensor<4x2x2x1xf32>, tensor<1x2x4x1xf32>
}
