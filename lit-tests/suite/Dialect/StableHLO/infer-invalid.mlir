// Result types that contradict the inferred ones: reduce_window (shape and the body's element
// type), add with a size beyond the other operand's bound.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @reduce_window_shape(%a: tensor<4x2xf32>, %i: tensor<f32>) -> tensor<3x2xf32> {
  // expected-error@+2 {{failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) 'tensor<2x2xf32>' are incompatible with return type(s) of operation 'tensor<3x2xf32>'}}
  %0 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2, 1>} : (tensor<4x2xf32>, tensor<f32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @reduce_window_element(%a: tensor<4x2xf32>, %i: tensor<f32>) -> tensor<2x2xf32> {
  // expected-error@+2 {{failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) 'tensor<2x2xf64>' are incompatible with return type(s) of operation 'tensor<2x2xf32>'}}
  %0 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<f64>, %y: tensor<f64>):
    %s = stablehlo.add %x, %y : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2, 1>} : (tensor<4x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @add_bound(%a: tensor<3xf32, #stablehlo.bounds<?>>, %b: tensor<?xf32, #stablehlo.bounds<2>>) -> tensor<?xf32> {
  // expected-error@+2 {{op failed to infer returned types}}
  // expected-error@+1 {{Mismatched dimension size 3 and bound 2 in dimension 0}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<3xf32, #stablehlo.bounds<?>>, tensor<?xf32, #stablehlo.bounds<2>>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
