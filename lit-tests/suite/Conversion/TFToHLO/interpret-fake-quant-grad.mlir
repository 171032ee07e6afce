// The fake quantization gradients over the nudged range [-1, 2] (4 bits; zero exact): the
// gradient passes where the input lies in the range; the Vars form also sums it below the range
// (min's: 2, from -1.5) and above (max's: 4, from 2.7).
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>, dense<[[0.33, -1.5, 1.1], [2.7, 0.05, -0.2]]> : tensor<2x3xf32>]" | jfilecheck %s
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=HLO

// HLO: mhlo.round_nearest_afz
// HLO: mhlo.compare LT
// HLO: mhlo.compare GT
// HLO: mhlo.select

// CHECK: dense<{{\[\[}}1.000000e+00, 0.000000e+00, 3.000000e+00], [0.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<{{\[\[}}1.000000e+00, 0.000000e+00, 3.000000e+00], [0.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT: dense<4.000000e+00> : tensor<f32>
func.func @main(%g: tensor<2x3xf32>, %x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>, tensor<f32>) {
  %0 = "tf.FakeQuantWithMinMaxArgsGradient"(%g, %x) {min = -1.0 : f32, max = 2.0 : f32, num_bits = 4 : i64, narrow_range = false} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %mn = "tf.Const"() {value = dense<-1.0> : tensor<f32>} : () -> tensor<f32>
  %mx = "tf.Const"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
  %1:3 = "tf.FakeQuantWithMinMaxVarsGradient"(%g, %x, %mn, %mx) {num_bits = 4 : i64, narrow_range = false} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> (tensor<2x3xf32>, tensor<f32>, tensor<f32>)
  func.return %0, %1#0, %1#1, %1#2 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<f32>, tensor<f32>
}
