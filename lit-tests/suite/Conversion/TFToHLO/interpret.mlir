// Legalized programs run in the StableHLO interpreter with TensorFlow's results: integer floor
// division and modulo round toward negative infinity.
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --args="[dense<[7, -7, 7, -7]> : tensor<4xi32>, dense<[2, 2, -2, -2]> : tensor<4xi32>]" | jfilecheck %s --check-prefix=INT

// INT: [3, -4, -4, 3]
// INT: [1, 1, -1, -1]
func.func @main(%a: tensor<4xi32>, %b: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %0 = "tf.FloorDiv"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = "tf.FloorMod"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  func.return %0, %1 : tensor<4xi32>, tensor<4xi32>
}
