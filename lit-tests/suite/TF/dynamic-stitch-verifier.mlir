// RUN: jopt %s -split-input-file -verify-diagnostics
// tf.DynamicStitch: index shapes prefix the data shapes, the remaining item shapes agree, and with
// constant indices these cover 0..max and fix the output's leading dimension.

func.func @valid(%d0: tensor<2x3xf32>, %d1: tensor<1x3xf32>, %i: tensor<2xi32>, %u: tensor<*xf32>) {
  %i0 = "tf.Const"() {value = dense<[0, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %i1 = "tf.Const"() {value = dense<[1]> : tensor<1xi32>} : () -> tensor<1xi32>
  %0 = "tf.DynamicStitch"(%i0, %i1, %d0, %d1) : (tensor<2xi32>, tensor<1xi32>, tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
  %1 = "tf.DynamicStitch"(%i, %u) : (tensor<2xi32>, tensor<*xf32>) -> tensor<?x3xf32>
  return
}

// -----

func.func @scalar_output(%i: tensor<2xi32>, %d: tensor<2xf32>) {
  // expected-error@+1 {{'tf.DynamicStitch' op requires non scalar output}}
  %0 = "tf.DynamicStitch"(%i, %d) : (tensor<2xi32>, tensor<2xf32>) -> tensor<f32>
  return
}

// -----

func.func @negative(%d: tensor<2xf32>) {
  %i = "tf.Const"() {value = dense<[0, -2]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.DynamicStitch' op requires non-negative index values; found -2}}
  %0 = "tf.DynamicStitch"(%i, %d) : (tensor<2xi32>, tensor<2xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @prefix(%i: tensor<3xi32>, %d: tensor<2x4xf32>) {
  // expected-error@+1 {{'tf.DynamicStitch' op requires shape of data with type 'tensor<2x4xf32>' to have prefix matching with shape of the corresponding index type 'tensor<3xi32>'}}
  %0 = "tf.DynamicStitch"(%i, %d) : (tensor<3xi32>, tensor<2x4xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @items(%i: tensor<2xi32>, %a: tensor<2x4xf32>, %b: tensor<2x5xf32>) {
  // expected-error@+1 {{'tf.DynamicStitch' op has inconsistent shaped data and index pairs; inferred item shapes [4] and [5] don't match}}
  %0 = "tf.DynamicStitch"(%i, %i, %a, %b) : (tensor<2xi32>, tensor<2xi32>, tensor<2x4xf32>, tensor<2x5xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @missing(%d: tensor<2xf32>) {
  %i = "tf.Const"() {value = dense<[0, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.DynamicStitch' op missing index 1}}
  %0 = "tf.DynamicStitch"(%i, %d) : (tensor<2xi32>, tensor<2xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @output(%d: tensor<2x3xf32>) {
  %i = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.DynamicStitch' op has invalid output type; should be compatible with inferred type 'tensor<2x3xf32>'}}
  %0 = "tf.DynamicStitch"(%i, %d) : (tensor<2xi32>, tensor<2x3xf32>) -> tensor<3x3xf32>
  return
}
