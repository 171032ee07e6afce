// A legalized program with a dynamic batch runs in the StableHLO interpreter on a batch of 3.
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --args="[dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>]" --interpreter-print-dense | jfilecheck %s --check-prefix=DYN


// Mean over the dynamic batch and a bias broadcast along it.
// DYN: dense<[3.000000e+00, 4.000000e+00]> : tensor<2xf32>
// DYN: dense<{{\[\[}}1.100000e+01, 2.200000e+01], [1.300000e+01, 2.400000e+01], [1.500000e+01, 2.600000e+01]]> : tensor<3x2xf32>
func.func @main(%x: tensor<?x2xf32>) -> (tensor<2xf32>, tensor<?x2xf32>) {
  %ax = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %b = "tf.Const"() {value = dense<[10.0, 20.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %0 = "tf.Mean"(%x, %ax) {keep_dims = false} : (tensor<?x2xf32>, tensor<1xi32>) -> tensor<2xf32>
  %1 = "tf.BiasAdd"(%x, %b) {data_format = "NHWC"} : (tensor<?x2xf32>, tensor<2xf32>) -> tensor<?x2xf32>
  func.return %0, %1 : tensor<2xf32>, tensor<?x2xf32>
}
