// stablehlo.reduce_window with base dilation compiled: only every base_dilations-th position of the
// dilated input holds an element (the others, like padding, contribute nothing): a 2x2 sum over the
// 3x3 input dilated by 2 with padding, and a max with base dilation 3, window dilation 2 and
// strides 1 and 2 (windows that see no element keep the init value -100). Values as `jtranslate --interpret` gives.
// RUN: jopt %s --hlo-to-llvm=runner-main=true | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s

// CHECK:      sizes = [5, 6] strides = [6, 1] data =
// CHECK-NEXT: {{\[\[}}1,   1,   2,   2,   3,   3],
// CHECK-NEXT: [4,   4,   5,   5,   6,   6],
// CHECK-NEXT: [4,   4,   5,   5,   6,   6],
// CHECK-NEXT: [7,   7,   8,   8,   9,   9],
// CHECK-NEXT: [7,   7,   8,   8,   9,   9{{\]\]}}
// CHECK:      sizes = [8, 1] strides = [1, 1] data =
// CHECK-NEXT: {{\[\[}}3],
// CHECK-NEXT: [-100],
// CHECK-NEXT: [3],
// CHECK-NEXT: [6],
// CHECK-NEXT: [-100],
// CHECK-NEXT: [6],
// CHECK-NEXT: [9],
// CHECK-NEXT: [-100{{\]\]}}

func.func @main() -> (tensor<5x6xf32>, tensor<8x1xf32>) {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, base_dilations = array<i64: 2, 2>, padding = dense<[[0, 1], [1, 1]]> : tensor<2x2xi64>} : (tensor<3x3xf32>, tensor<f32>) -> tensor<5x6xf32>
  %m = stablehlo.constant dense<-100.0> : tensor<f32>
  %1 = "stablehlo.reduce_window"(%x, %m) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 1, 2>, base_dilations = array<i64: 3, 1>, window_dilations = array<i64: 2, 1>, padding = dense<[[2, 1], [0, 1]]> : tensor<2x2xi64>} : (tensor<3x3xf32>, tensor<f32>) -> tensor<8x1xf32>
  return %0, %1 : tensor<5x6xf32>, tensor<8x1xf32>
}
