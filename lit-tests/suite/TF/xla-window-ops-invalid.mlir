// RUN: jopt %s -split-input-file -verify-diagnostics
// tf.XlaReduceWindow and tf.XlaSelectAndScatter: TensorFlow's checks of the window vectors, the
// padding matrix and the functions they name (TensorFlow's wording, its missing space included).

func.func @strides_size(%x: tensor<4x4xf32>, %i: tensor<f32>, %p: tensor<2x2xi32>) -> tensor<?x?xf32> {
  %w = "tf.Const"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<3xi32>} : () -> tensor<3xi32>
  // expected-error@+1 {{'tf.XlaReduceWindow' op expects the size of window_strides to be equal to the input rank (3 vs. 2)}}
  %0 = "tf.XlaReduceWindow"(%x, %i, %w, %s, %w, %w, %p) {computation = @sum} : (tensor<4x4xf32>, tensor<f32>, tensor<2xi32>, tensor<3xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func private @sum(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32>

// -----

func.func @padding(%x: tensor<4x4xf32>, %i: tensor<f32>, %w: tensor<2xi32>, %p: tensor<2x3xi32>) -> tensor<?x?xf32> {
  // expected-error@+1 {{'tf.XlaReduceWindow' op expects padding to be a matrix with minor dimension 2, got 2, 3}}
  %0 = "tf.XlaReduceWindow"(%x, %i, %w, %w, %w, %w, %p) {computation = @sum} : (tensor<4x4xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x3xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func private @sum(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32>

// -----

func.func @no_reducer(%x: tensor<4x4xf32>, %i: tensor<f32>, %w: tensor<2xi32>, %p: tensor<2x2xi32>) -> tensor<?x?xf32> {
  // expected-error@+1 {{'tf.XlaReduceWindow' op has no reduction function specified}}
  %0 = "tf.XlaReduceWindow"(%x, %i, %w, %w, %w, %w, %p) {computation = @missing} : (tensor<4x4xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @dims_size(%x: tensor<4x4xf32>, %src: tensor<2x2xf32>, %i: tensor<f32>, %s: tensor<2xi32>, %p: tensor<2x2xi32>) -> tensor<?x?xf32> {
  %w = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  // expected-error@+1 {{'tf.XlaSelectAndScatter' op expects the size of window_dimensionsto be equal to the input rank (1 vs. 2)}}
  %0 = "tf.XlaSelectAndScatter"(%x, %w, %s, %p, %src, %i) {scatter = @add, select = @ge} : (tensor<4x4xf32>, tensor<1xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2x2xf32>, tensor<f32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @select_result(%x: tensor<4x4xf32>, %src: tensor<2x2xf32>, %i: tensor<f32>, %w: tensor<2xi32>, %p: tensor<2x2xi32>) -> tensor<?x?xf32> {
  // expected-error@+1 {{'tf.XlaSelectAndScatter' op expects select function to return a single boolean result but got 'tensor<f32>'}}
  %0 = "tf.XlaSelectAndScatter"(%x, %w, %w, %p, %src, %i) {scatter = @add, select = @add} : (tensor<4x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2x2xf32>, tensor<f32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func private @add(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32>

// -----

func.func @scatter_params(%x: tensor<4x4xf32>, %src: tensor<2x2xf32>, %i: tensor<f32>, %w: tensor<2xi32>, %p: tensor<2x2xi32>) -> tensor<?x?xf32> {
  // expected-error@+1 {{'tf.XlaSelectAndScatter' op expects scatter function to take 2 parameters, but has 1 parameter(s)}}
  %0 = "tf.XlaSelectAndScatter"(%x, %w, %w, %p, %src, %i) {scatter = @neg, select = @ge} : (tensor<4x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2x2xf32>, tensor<f32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func private @ge(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1>
func.func private @neg(%a: tensor<f32>) -> tensor<f32>

// -----

func.func @valid(%x: tensor<4x4xf32>, %src: tensor<2x2xf32>, %i: tensor<f32>, %w: tensor<2xi32>, %p: tensor<2x2xi32>) -> tensor<?x?xf32> {
  %0 = "tf.XlaSelectAndScatter"(%x, %w, %w, %p, %src, %i) {scatter = @add, select = @ge} : (tensor<4x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2x2xf32>, tensor<f32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func private @ge(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1>
func.func private @add(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32>
