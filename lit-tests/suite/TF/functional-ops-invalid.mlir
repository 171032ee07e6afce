// RUN: jopt %s -split-input-file -verify-diagnostics
// tf.If, tf.Case and tf.While checked against the functions they name (TensorFlow's wording).

func.func private @cond(tensor<f32>) -> tensor<i1>
func.func private @body(tensor<f32>) -> tensor<i32>

func.func @while_body_result(%x: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'tf.While' op result type tensor<f32> is incompatible with body result type tensor<i32> at index 0}}
  %0 = "tf.While"(%x) {cond = @cond, body = @body, is_stateless = true} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func private @cond(tensor<f32>) -> (tensor<i1>, tensor<i1>)
func.func private @body(tensor<f32>) -> tensor<f32>

func.func @while_cond_results(%x: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'tf.While' op requires cond function to have exactly one result}}
  %0 = "tf.While"(%x) {cond = @cond, body = @body, is_stateless = true} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @while_no_cond(%x: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'tf.While' op cond refers to an undefined function : nowhere}}
  %0 = "tf.While"(%x) {cond = @nowhere, body = @while_no_cond, is_stateless = true} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func private @a(tensor<2xf32>) -> ()
func.func private @b(tensor<3xf32>) -> ()

func.func @case_inputs(%i: tensor<i32>, %x: tensor<*xf32>) {
  // expected-error@+1 {{'tf.Case' op expects all branch input type(s) (tensor<2xf32>, tensor<3xf32>) at index 0 to be cast compatible}}
  "tf.Case"(%i, %x) {branches = [@a, @b], is_stateless = true} : (tensor<i32>, tensor<*xf32>) -> ()
  return
}

// -----

func.func private @then(tensor<f32>) -> tensor<f32>
func.func private @else(tensor<f32>, tensor<f32>) -> tensor<f32>

func.func @if_else_inputs(%p: tensor<i1>, %x: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'tf.If' op 'else_branch' inputs (size = 2) should have the same number of values as inputs (size = 1)}}
  %0 = "tf.If"(%p, %x) {then_branch = @then, else_branch = @else, is_stateless = true} : (tensor<i1>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
