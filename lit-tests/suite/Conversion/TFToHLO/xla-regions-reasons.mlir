// An Xla region op whose window is not a constant, or whose computation is not a function of the
// module, stays with its reason.
// RUN: not jopt %s -xla-legalize-tf-no-fallback -split-input-file 2>&1 | jfilecheck %s

// CHECK: error: failed to legalize operation 'tf.XlaReduceWindow': unsupported attribute value: the window dimensions, strides, dilations and padding must be constants
func.func @window(%x: tensor<4xf32>, %w: tensor<1xi32>) -> tensor<2xf32> {
  %init = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %one = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %pad = "tf.Const"() {value = dense<0> : tensor<1x2xi32>} : () -> tensor<1x2xi32>
  %0 = "tf.XlaReduceWindow"(%x, %init, %w, %w, %one, %one, %pad) {computation = @add} : (tensor<4xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1x2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @add(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = "tf.AddV2"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// CHECK: error: failed to legalize operation 'tf.XlaVariadicSort': unsupported attribute value: the dimension must be a constant and the comparator a function of this module
func.func @sort(%x: tensor<4xf32>) -> tensor<4xf32> {
  %d = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.XlaVariadicSort"(%x, %d) {comparator = @missing, is_stable = false} : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
