// DynamicStitch / ParallelDynamicStitch with constant indices: rows 0 and 2 from A, rows 1, 3, 2
// from B; row 2 is written twice and the later data (B's last row) wins.
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, dense<[[5.0, 6.0], [7.0, 8.0], [9.0, 10.0]]> : tensor<3x2xf32>]" | jfilecheck %s
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=HLO

// HLO: %[[ALL:.*]] = "mhlo.concatenate"(%arg0, %arg1) <{dimension = 0 : i64}> : (tensor<2x2xf32>, tensor<3x2xf32>) -> tensor<5x2xf32>
// HLO: mhlo.constant dense<{{\[\[}}0], [2], [4], [3]]> : tensor<4x1xi32>
// HLO: "mhlo.gather"(%[[ALL]]

// CHECK: dense<{{\[\[}}1.000000e+00, 2.000000e+00], [5.000000e+00, 6.000000e+00], [9.000000e+00, 1.000000e+01], [7.000000e+00, 8.000000e+00]]> : tensor<4x2xf32>
// CHECK-NEXT: dense<{{\[\[}}1.000000e+00, 2.000000e+00], [5.000000e+00, 6.000000e+00], [9.000000e+00, 1.000000e+01], [7.000000e+00, 8.000000e+00]]> : tensor<4x2xf32>
func.func @main(%a: tensor<2x2xf32>, %b: tensor<3x2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>) {
  %i0 = "tf.Const"() {value = dense<[0, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %i1 = "tf.Const"() {value = dense<[1, 3, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  %0 = "tf.DynamicStitch"(%i0, %i1, %a, %b) : (tensor<2xi32>, tensor<3xi32>, tensor<2x2xf32>, tensor<3x2xf32>) -> tensor<4x2xf32>
  %1 = "tf.ParallelDynamicStitch"(%i0, %i1, %a, %b) : (tensor<2xi32>, tensor<3xi32>, tensor<2x2xf32>, tensor<3x2xf32>) -> tensor<4x2xf32>
  func.return %0, %1 : tensor<4x2xf32>, tensor<4x2xf32>
}
