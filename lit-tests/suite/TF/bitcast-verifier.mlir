// RUN: jopt %s -split-input-file -verify-diagnostics
// tf.Bitcast between static integer/float tensors: the narrower side has one more dimension, whose
// size is the ratio of the element widths; equal widths keep the shape.

func.func @valid(%a: tensor<3x4xi16>, %b: tensor<3xi64>, %c: tensor<3xf32>) {
  %0 = "tf.Bitcast"(%a) : (tensor<3x4xi16>) -> tensor<3xi64>
  %1 = "tf.Bitcast"(%b) : (tensor<3xi64>) -> tensor<3x2xf32>
  %2 = "tf.Bitcast"(%c) : (tensor<3xf32>) -> tensor<3xi32>
  %3 = "tf.Bitcast"(%c) : (tensor<3xf32>) -> tensor<*xi8>
  return
}

// -----

func.func @wide_rank(%a: tensor<3x4xi16>) {
  // expected-error@+1 {{'tf.Bitcast' op rank of input tensor is 2. rank of output tensor is expected to be 1, instead of 2.}}
  %0 = "tf.Bitcast"(%a) : (tensor<3x4xi16>) -> tensor<3x4xi64>
  return
}

// -----

func.func @wide_divisor(%a: tensor<3x2xi16>) {
  // expected-error@+1 {{'tf.Bitcast' op input rightmost dimension size is not equal to the divisor. the last dimension of input is expected to be 4}}
  %0 = "tf.Bitcast"(%a) : (tensor<3x2xi16>) -> tensor<3xi64>
  return
}

// -----

func.func @narrow_dim(%a: tensor<3xi64>) {
  // expected-error@+1 {{'tf.Bitcast' op the 0th dim of output tensor is 5. It is not equal to the one in input tensor, which is 3}}
  %0 = "tf.Bitcast"(%a) : (tensor<3xi64>) -> tensor<5x8xi8>
  return
}

// -----

func.func @narrow_divisor(%a: tensor<3xi64>) {
  // expected-error@+1 {{'tf.Bitcast' op output rightmost dimension size is not equal to the divisor. the last dimension of output is expected to be 2}}
  %0 = "tf.Bitcast"(%a) : (tensor<3xi64>) -> tensor<3x4xf32>
  return
}

// -----

func.func @equal_width(%a: tensor<3xf32>) {
  // expected-error@+1 {{'tf.Bitcast' op output tensor shape shall be equal to input tensor shape}}
  %0 = "tf.Bitcast"(%a) : (tensor<3xf32>) -> tensor<1x3xi32>
  return
}
