// RUN: jopt %s -split-input-file -verify-diagnostics
// Registered tf ops check their operand and result counts and TensorFlow's simple rules.

func.func @const_no_value() {
  // expected-error@+1 {{'tf.Const' op requires attribute 'value'}}
  %c = "tf.Const"() : () -> tensor<f32>
  return
}

// -----

func.func @const_type() {
  // expected-error@+1 {{'tf.Const' op inferred type(s) 'tensor<i32>' are incompatible with return type(s) of operation 'tensor<f32>'}}
  %c = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<f32>
  return
}

// -----

func.func @add_operands(%a: tensor<f32>) {
  // expected-error@+1 {{'tf.AddV2' op expected 2 operands, but found 1}}
  %c = "tf.AddV2"(%a) : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func @unpack_results(%a: tensor<2xf32>) {
  // expected-error@+1 {{'tf.Unpack' op requires a single operand}}
  %c:2 = "tf.Unpack"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> (tensor<f32>, tensor<f32>)
  return
}
