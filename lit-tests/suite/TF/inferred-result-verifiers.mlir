// RUN: jopt %s -split-input-file -verify-diagnostics
// Ops whose TensorFlow definition infers the result type: a failing shape function reports its
// reason and then "failed to infer returned types"; tf.ToBool's result must be tensor<i1>.

func.func @valid(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %x: tensor<4xf32>) {
  %d = "tf.Const"() {value = dense<1> : tensor<1xi64>} : () -> tensor<1xi64>
  %0:2 = "tf.XlaBroadcastHelper"(%a, %b, %d) : (tensor<2x3xf32>, tensor<3xf32>, tensor<1xi64>) -> (tensor<2x3xf32>, tensor<1x3xf32>)
  %1 = "tf.ToBool"(%x) : (tensor<4xf32>) -> tensor<i1>
  return
}

// -----

func.func @to_bool(%x: tensor<4xf32>) {
  // expected-error@+2 {{'tf.ToBool' op failed to infer returned types}}
  // expected-error@+1 {{'tf.ToBool' op inferred type(s) 'tensor<i1>' are incompatible with return type(s) of operation 'tensor<4xi1>'}}
  %0 = "tf.ToBool"(%x) : (tensor<4xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @broadcast_dims_size(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %d = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  // expected-error@+2 {{'tf.XlaBroadcastHelper' op failed to infer returned types}}
  // expected-error@+1 {{broadcast_dims must have size equal to the smaller argument rank}}
  %0:2 = "tf.XlaBroadcastHelper"(%a, %b, %d) : (tensor<2x3xf32>, tensor<3xf32>, tensor<2xi64>) -> (tensor<*xf32>, tensor<*xf32>)
  return
}

// -----

func.func @broadcast_dims_empty(%a: tensor<2x3xf32>, %b: tensor<3xf32>) {
  %d = "tf.Const"() {value = dense<> : tensor<0xi64>} : () -> tensor<0xi64>
  // expected-error@+2 {{'tf.XlaBroadcastHelper' op failed to infer returned types}}
  // expected-error@+1 {{if broadcast_dims is empty, both arguments must have equal rank or at least one argument must be a scalar}}
  %0:2 = "tf.XlaBroadcastHelper"(%a, %b, %d) : (tensor<2x3xf32>, tensor<3xf32>, tensor<0xi64>) -> (tensor<*xf32>, tensor<*xf32>)
  return
}

// -----

func.func @broadcast_dims_twice(%a: tensor<2x3x4xf32>, %b: tensor<3x4xf32>) {
  %d = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  // expected-error@+2 {{'tf.XlaBroadcastHelper' op failed to infer returned types}}
  // expected-error@+1 {{broadcast_dims has duplicates}}
  %0:2 = "tf.XlaBroadcastHelper"(%a, %b, %d) : (tensor<2x3x4xf32>, tensor<3x4xf32>, tensor<2xi64>) -> (tensor<*xf32>, tensor<*xf32>)
  return
}

// -----

func.func @dynamic_dim(%a: tensor<2x3xf32>, %s: tensor<i32>) {
  %i = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+2 {{'tf.XlaSetDynamicDimensionSize' op failed to infer returned types}}
  // expected-error@+1 {{dim_index (2) is out of range [0, 2)}}
  %0 = "tf.XlaSetDynamicDimensionSize"(%a, %i, %s) : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<*xf32>
  return
}
