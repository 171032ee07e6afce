// CumulativeLogsumexp along the rows of [[0, 1, 2], [-1, 3, 0.5]] (numpy.logaddexp.accumulate:
// [0, 1.313262, 2.407606], [-1, 3.018150, 3.095674]), and exclusive + reverse ([2.313262, 2, -inf],
// [3.078890, 0.5, -inf]): a reduce_window whose body is a stable log-add-exp from -inf.
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[[0.0, 1.0, 2.0], [-1.0, 3.0, 0.5]]> : tensor<2x3xf32>]" | jfilecheck %s
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=HLO

// HLO: "mhlo.reduce_window"
// HLO: mhlo.maximum
// HLO: mhlo.minimum
// HLO: mhlo.log_plus_one
// HLO: mhlo.exponential

// CHECK: dense<{{\[\[}}0.000000e+00, 1.31326{{[0-9]*}}, 2.40760{{[0-9]*}}], [-1.000000e+00, 3.01814{{[0-9]*}}, 3.09567{{[0-9]*}}]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<{{\[\[}}2.31326{{[0-9]*}}, 2.000000e+00, 0xFF800000], [3.07888{{[0-9]*}}, 5.000000e-01, 0xFF800000]]> : tensor<2x3xf32>
func.func @main(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %axis = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.CumulativeLogsumexp"(%x, %axis) {exclusive = false, reverse = false} : (tensor<2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
  %1 = "tf.CumulativeLogsumexp"(%x, %axis) {exclusive = true, reverse = true} : (tensor<2x3xf32>, tensor<i32>) -> tensor<2x3xf32>
  func.return %0, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}
