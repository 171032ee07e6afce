// stablehlo.convolution with batch_group_count = 2 compiled: the input batch is cut into 2 groups and
// output feature f reads group f / (output features / 2), so the result's batch is the input's
// halved (a depthwise filter gradient's form). Values as `jtranslate --interpret` gives them.
// RUN: jopt %s --hlo-to-llvm=runner-main=true | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s

// CHECK:      sizes = [1, 2, 2, 4] strides = [16, 8, 4, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}15.5,     30,     19,     -6.5],
// CHECK-NEXT: [25,     39,     2.5,     5.25]],
// CHECK-NEXT: {{\[\[}}44,     57,     3.5,     11],
// CHECK-NEXT: [53.5,     66,     -16,     5{{\]\]\]\]}}

func.func @main() -> tensor<1x2x2x4xf32> {
  %x = stablehlo.constant dense<[[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], [[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]], [[13.0, 14.0], [15.0, 16.0], [17.0, 18.0]]], [[[-1.0, 0.5], [2.0, -3.0], [0.25, 1.0]], [[4.0, -2.0], [1.5, 0.0], [-1.0, 3.0]], [[2.0, 2.0], [-0.5, 1.0], [0.0, -4.0]]]]> : tensor<2x3x3x2xf32>
  %k = stablehlo.constant dense<[[[[1.0, 0.0, -1.0, 2.0], [0.5, 1.0, 1.0, -1.0]], [[2.0, -1.0, 0.0, 1.0], [1.0, 1.0, -2.0, 0.5]]], [[[0.0, 1.0, 3.0, -1.0], [-1.0, 2.0, 1.0, 1.0]], [[1.0, 1.0, 1.0, 1.0], [0.25, -0.5, 2.0, 0.0]]]]> : tensor<2x2x2x4xf32>
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x3x3x2xf32>, tensor<2x2x2x4xf32>) -> tensor<1x2x2x4xf32>
  return %0 : tensor<1x2x2x4xf32>
}
