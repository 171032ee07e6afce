// Ops the pass cannot lower are errors; explicit broadcast_dimensions other than numpy's prefix
// padding are refused with a warning.
// RUN: jopt %s --chlo-legalize-to-stablehlo -split-input-file -verify-diagnostics

func.func @not_prefix_padding(%a: tensor<1x4xf32>, %b: tensor<4xf32>) -> tensor<1x4xf32> {
  // expected-warning@+2 {{unsupported non prefix-padded dynamic rank broadcast_dimensions = array<i64: 1, 2>}}
  // expected-error@+1 {{failed to legalize operation 'chlo.broadcast_add' that was explicitly marked illegal}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1, 2>} : (tensor<1x4xf32>, tensor<4xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

func.func @no_expansion_yet(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{failed to legalize operation 'chlo.lgamma' that was explicitly marked illegal}}
  %0 = chlo.lgamma %a : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
