// Resizes of static NHWC images to a constant size: nearest neighbour as two gathers of constant
// row and column indices; bilinear as two contractions with constant interpolation matrices.
// RUN: jopt %s -xla-legalize-tf -split-input-file | jfilecheck %s

// CHECK-LABEL: func @nearest
// CHECK: %[[ROWS:.*]] = mhlo.constant dense<{{\[\[}}0], [0], [1]]> : tensor<3x1xi32>
// CHECK: %[[G1:.*]] = "mhlo.gather"(%arg0, %[[ROWS]]) <{dimension_numbers = #mhlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = dense<[2, 1, 3, 4]> : tensor<4xi64>}> : (tensor<2x2x3x4xi8>, tensor<3x1xi32>) -> tensor<2x3x3x4xi8>
// CHECK: %[[COLS:.*]] = mhlo.constant dense<{{\[\[}}0], [0], [1], [1], [2]]> : tensor<5x1xi32>
// CHECK: "mhlo.gather"(%[[G1]], %[[COLS]]) <{dimension_numbers = #mhlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>
// CHECK-SAME: -> tensor<2x3x5x4xi8>
func.func @nearest(%x: tensor<2x2x3x4xi8>) -> tensor<2x3x5x4xi8> {
  %s = "tf.Const"() {value = dense<[3, 5]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.ResizeNearestNeighbor"(%x, %s) {align_corners = false, half_pixel_centers = false} : (tensor<2x2x3x4xi8>, tensor<2xi32>) -> tensor<2x3x5x4xi8>
  func.return %0 : tensor<2x3x5x4xi8>
}

// -----

// CHECK-LABEL: func @bilinear
// CHECK: %[[X:.*]] = mhlo.convert %arg0 : (tensor<1x2x2x3xbf16>) -> tensor<1x2x2x3xf32>
// CHECK: %[[MH:.*]] = mhlo.constant dense<{{\[\[}}1.000000e+00, 0.000000e+00], [5.000000e-01, 5.000000e-01], [0.000000e+00, 1.000000e+00]]> : tensor<3x2xf32>
// CHECK: %[[MW:.*]] = mhlo.constant dense<{{\[\[}}1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00]]> : tensor<2x2xf32>
// CHECK: %[[R1:.*]] = "mhlo.dot_general"(%[[X]], %[[MH]]) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<1x2x2x3xf32>, tensor<3x2xf32>) -> tensor<1x2x3x3xf32>
// CHECK: %[[R2:.*]] = "mhlo.dot_general"(%[[R1]], %[[MW]]) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<1x2x3x3xf32>, tensor<2x2xf32>) -> tensor<1x3x3x2xf32>
// CHECK: %[[T:.*]] = "mhlo.transpose"(%[[R2]]) <{permutation = dense<[0, 2, 3, 1]> : tensor<4xi64>}> : (tensor<1x3x3x2xf32>) -> tensor<1x3x2x3xf32>
// CHECK: return %[[T]] : tensor<1x3x2x3xf32>
func.func @bilinear(%x: tensor<1x2x2x3xbf16>) -> tensor<1x3x2x3xf32> {
  %s = "tf.Const"() {value = dense<[3, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.ResizeBilinear"(%x, %s) {align_corners = true, half_pixel_centers = false} : (tensor<1x2x2x3xbf16>, tensor<2xi32>) -> tensor<1x3x2x3xf32>
  func.return %0 : tensor<1x3x2x3xf32>
}

// -----

// A size that is not a constant: the op stays.
// CHECK-LABEL: func @dynamic_size
// CHECK: "tf.ResizeBilinear"
func.func @dynamic_size(%x: tensor<1x2x2x3xf32>, %s: tensor<2xi32>) -> tensor<1x?x?x3xf32> {
  %0 = "tf.ResizeBilinear"(%x, %s) {align_corners = false, half_pixel_centers = false} : (tensor<1x2x2x3xf32>, tensor<2xi32>) -> tensor<1x?x?x3xf32>
  func.return %0 : tensor<1x?x?x3xf32>
}
