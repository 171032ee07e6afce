// Verifier rules of stablehlo ops, one case per split, with stablehlo-opt's wording.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @add_shape_mismatch(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'stablehlo.add' op requires the same shape for all operands and results}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @add_element_mismatch(%a: tensor<2xf32>, %b: tensor<2xi32>) -> tensor<2xf32> {
  // expected-error@+1 {{op requires the same element type for all operands and results}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @subtract_element_mismatch(%a: tensor<2xf32>, %b: tensor<2xi32>) -> tensor<2xf32> {
  // expected-error@+1 {{'stablehlo.subtract' op requires compatible types for all operands and results}}
  %0 = "stablehlo.subtract"(%a, %b) : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @while_cond_not_i1(%a: tensor<i32>) -> tensor<i32> {
  // expected-error@+1 {{expect condition block return a zero-ranked tensor of i1 but got 'tensor<i32>'}}
  %0 = stablehlo.while(%x = %a) : tensor<i32>
   cond {
    stablehlo.return %x : tensor<i32>
  } do {
    stablehlo.return %x : tensor<i32>
  }
  return %0 : tensor<i32>
}

// -----

func.func @reduce_dimension_out_of_range(%a: tensor<4xf32>, %z: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{Out-of-bounds dimension 1, expected to be in range [0, 1)}}
  %0 = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @reduce_non_commutative(%a: tensor<4xf32>, %z: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{expected the inner-op to be a commutative binary-op from the stablehlo dialect, with zero region, producing single result}}
  %0 = stablehlo.reduce(%a init: %z) applies stablehlo.subtract across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @broadcast_in_dim_size(%a: tensor<2xf32>) -> tensor<3x3xf32> {
  // expected-error@+1 {{size of operand dimension 0 (2) is not equal to 1 or size of result dimension 1 (3)}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<2xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

func.func @reshape_count(%a: tensor<2x3xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{number of output elements (5) doesn't match expected number of elements (6)}}
  %0 = stablehlo.reshape %a : (tensor<2x3xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @slice_inferred(%a: tensor<8xf32>) -> tensor<3xf32> {
  // expected-error@+2 {{'stablehlo.slice' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  // expected-error@+1 {{'stablehlo.slice' op failed to infer returned types}}
  %0 = stablehlo.slice %a [0:4:2] : (tensor<8xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @transpose_not_permutation(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error@+2 {{'stablehlo.transpose' op failed to infer returned types}}
  // expected-error@+1 {{attribute permutation must be a permutation of [0, 1] but got 1, 1}}
  %0 = stablehlo.transpose %a, dims = [1, 1] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @iota_scalar() -> tensor<f32> {
  // expected-error@+1 {{does not support scalars.}}
  %0 = stablehlo.iota dim = 0 : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @accuracy_highest_with_tolerance(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{Invalid tolerances for ResultAccuracyAttr with mode HIGHEST, must be all zero.}}
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @bad_enum(%a: tensor<2xf32>) -> tensor<2xi1> {
  // expected-error@+1 {{expected ::mlir::stablehlo::ComparisonDirection to be one of: EQ, NE, GE, GT, LE, LT}}
  %0 = stablehlo.compare XX, %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}
