// --stablehlo-legalize-to-hlo: StableHLO's dense-array index lists become mhlo's i64 elements
// attributes (mhlo's gather slice sizes and reduce_window windows are I64ElementsAttr); an i1 array
// stays an array.
// RUN: jopt %s --stablehlo-legalize-to-hlo | jfilecheck %s

// CHECK-LABEL: func @lists
// CHECK: "mhlo.gather"
// CHECK-SAME: slice_sizes = dense<[1, 3]> : tensor<2xi64>
// CHECK: "mhlo.reduce_window"
// CHECK-SAME: window_dimensions = dense<[2, 1]> : tensor<2xi64>, window_strides = dense<1> : tensor<2xi64>
func.func @lists(%x: tensor<2x3xf32>, %i: tensor<2x1xi32>, %z: tensor<f32>) -> (tensor<2x3xf32>, tensor<1x3xf32>) {
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<2x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
  %1 = "stablehlo.reduce_window"(%x, %z) <{window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 1, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<1x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<1x3xf32>
}
