// RUN: jopt %s -split-input-file -verify-diagnostics -tf-functional-control-flow-to-regions
// The functions an op names are checked as TensorFlow's verifier does (when the module is
// verified, before the pass runs).

func.func private @nothing() -> ()

func.func @missing(%p: tensor<i1>) {
  // expected-error@+1 {{'tf.If' op expects 'else_branch' (@nowhere) to point to a defined function}}
  "tf.If"(%p) {then_branch = @nothing, else_branch = @nowhere, is_stateless = true} : (tensor<i1>) -> ()
  return
}

// -----

func.func private @two(tensor<f32>, tensor<f32>) -> ()

func.func @input_count(%p: tensor<i1>, %v: tensor<f32>) {
  // expected-error@+1 {{'tf.If' op 'then_branch' inputs (size = 2) should have the same number of values as inputs (size = 1)}}
  "tf.If"(%p, %v) {then_branch = @two, else_branch = @two, is_stateless = true} : (tensor<i1>, tensor<f32>) -> ()
  return
}

// -----

func.func private @ok(tensor<f32>) -> tensor<f32>
func.func private @bad(tensor<f32>) -> tensor<i32>

func.func @result_type(%p: tensor<i1>, %v: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'tf.If' op 'else_branch' result type tensor<i32> is incompatible with result type tensor<f32> at index 0}}
  %r = "tf.If"(%p, %v) {then_branch = @ok, else_branch = @bad, is_stateless = true} : (tensor<i1>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

func.func private @a(tensor<*xf32>) -> tensor<2xf32>
func.func private @b(tensor<2xf32>) -> tensor<2xf32>

func.func @case_input(%i: tensor<i32>, %v: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'tf.Case' op branch #1 input type tensor<2xf32> is incompatible with input type tensor<3xf32> at index 0}}
  %r = "tf.Case"(%i, %v) {branches = [@a, @b], is_stateless = true} : (tensor<i32>, tensor<3xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

func.func @case_missing(%i: tensor<i32>) {
  // expected-error@+1 {{'tf.Case' op expects branch #0 (@gone) to point to a defined function}}
  "tf.Case"(%i) {branches = [@gone], is_stateless = true} : (tensor<i32>) -> ()
  return
}

// -----

func.func private @twice(tensor<f32>) -> (tensor<i1>, tensor<i1>)
func.func private @body(tensor<f32>) -> tensor<f32>

func.func @cond_results(%v: tensor<f32>) {
  // expected-error@+1 {{'tf.While' op requires cond function to have exactly one result}}
  %r = "tf.While"(%v) {cond = @twice, body = @body, is_stateless = true} : (tensor<f32>) -> tensor<f32>
  return
}

// -----

func.func private @cond(tensor<f32>) -> tensor<i1>
func.func private @widen(tensor<f32>) -> tensor<f64>

func.func @body_result(%v: tensor<f32>) {
  // expected-error@+1 {{'tf.While' op result type tensor<f32> is incompatible with body result type tensor<f64> at index 0}}
  %r = "tf.While"(%v) {cond = @cond, body = @widen, is_stateless = true} : (tensor<f32>) -> tensor<f32>
  return
}
