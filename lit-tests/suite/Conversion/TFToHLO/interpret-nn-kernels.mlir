// LRN, FakeQuantWithMinMaxArgs/Vars and XlaSort/XlaKeyValueSort as their tf2xla kernels build them,
// run by the interpreter. LRN, depth radius 1, bias 1, alpha 0.5, beta 0.75: at depth 0 of [1, 2,
// 3, 4] the window holds 1 and 2, so 1 * (1 + 0.5 * 5)^-0.75 = 0.390795; at depth 1, 2 * 8^-0.75 =
// 0.420448. FakeQuant over [-1, 2] with 4 bits: scale 0.2, zero point 5 (exact), so 0.33 -> 0.4,
// -1.5 -> -1 (clamped), 1.1 -> 1.2, 2.7 -> 2, 0.05 -> 0, -0.2 -> -0.2. The sorts order each row,
// the values following their keys.
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[[[[1.0, 2.0, 3.0, 4.0], [0.5, -1.0, 0.0, 2.0]]]]> : tensor<1x1x2x4xf32>, dense<[[0.33, -1.5, 1.1], [2.7, 0.05, -0.2]]> : tensor<2x3xf32>, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>]" | jfilecheck %s
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=HLO

// HLO: "mhlo.reduce_window"
// HLO-SAME: padding = dense<{{\[\[}}0, 0], [0, 0], [0, 0], [1, 1]]> : tensor<4x2xi64>
// HLO-SAME: window_dimensions = dense<[1, 1, 1, 3]> : tensor<4xi64>
// HLO: mhlo.round_nearest_afz
// HLO: mhlo.floor
// HLO: "mhlo.sort"(%arg1)
// HLO: mhlo.compare LT, %{{.*}}, %{{.*}}, TOTALORDER
// HLO: "mhlo.sort"(%arg1, %arg2)

// CHECK: dense<{{\[\[\[\[}}0.390794{{[0-9]*}}, 0.420448{{[0-9]*}}, 0.384036{{[0-9]*}}, 0.567949{{[0-9]*}}], [0.347400{{[0-9]*}}, -0.694800{{[0-9]*}}, 0.000000e+00, 0.877382{{[0-9]*}}]]]]> : tensor<1x1x2x4xf32>
// CHECK-NEXT: dense<{{\[\[}}0.39999{{[0-9]*}}, -1.000000e+00, 1.200000e+00], [2.000000e+00, 0.000000e+00, -0.19999{{[0-9]*}}]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<{{\[\[}}0.39999{{[0-9]*}}, -1.000000e+00, 1.200000e+00], [2.000000e+00, 0.000000e+00, -0.19999{{[0-9]*}}]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<{{\[\[}}-1.500000e+00, 3.300000e-01, 1.100000e+00], [-2.000000e-01, 5.000000e-02, 2.700000e+00]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<{{\[\[}}-1.500000e+00, 3.300000e-01, 1.100000e+00], [-2.000000e-01, 5.000000e-02, 2.700000e+00]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<{{\[\[}}2, 1, 3], [6, 5, 4]]> : tensor<2x3xi32>
func.func @main(%x: tensor<1x1x2x4xf32>, %k: tensor<2x3xf32>, %v: tensor<2x3xi32>) -> (tensor<1x1x2x4xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>) {
  %0 = "tf.LRN"(%x) {depth_radius = 1 : i64, bias = 1.0 : f32, alpha = 0.5 : f32, beta = 0.75 : f32} : (tensor<1x1x2x4xf32>) -> tensor<1x1x2x4xf32>
  %1 = "tf.FakeQuantWithMinMaxArgs"(%k) {min = -1.0 : f32, max = 2.0 : f32, num_bits = 4 : i64, narrow_range = false} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %mn = "tf.Const"() {value = dense<-1.0> : tensor<f32>} : () -> tensor<f32>
  %mx = "tf.Const"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
  %2 = "tf.FakeQuantWithMinMaxVars"(%k, %mn, %mx) {num_bits = 4 : i64, narrow_range = false} : (tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
  %3 = "tf.XlaSort"(%k) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4, %5 = "tf.XlaKeyValueSort"(%k, %v) : (tensor<2x3xf32>, tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
  func.return %0, %1, %2, %3, %4, %5 : tensor<1x1x2x4xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>
}
