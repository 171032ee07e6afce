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

// erf and bessel_i1e are lowered for f64, f32, f16 and bf16 only.
func.func @no_expansion_for_f8(%a: tensor<4xf8E5M2>) -> tensor<4xf8E5M2> {
  // expected-error@+1 {{failed to legalize operation 'chlo.bessel_i1e' that was explicitly marked illegal}}
  %0 = chlo.bessel_i1e %a : tensor<4xf8E5M2> -> tensor<4xf8E5M2>
  return %0 : tensor<4xf8E5M2>
}
