func.func @main(%a: tensor<2xf32>) {
  %0 = "tf.Relu"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  %1 = "tf.Relu"(%0) : (tensor<2xf32>) -> tensor<2xf32>
  return
}
