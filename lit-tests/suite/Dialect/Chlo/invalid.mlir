// The chlo verifiers and type inference, one rule per split, with StableHLO's wording.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @mulhi_on_bool(%a: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error@+1 {{'chlo.mulhi' op operand #0 must be ranked tensor of 2/4/8/16/32/64-bit integer values, but got 'tensor<4xi1>'}}
  %0 = "chlo.mulhi"(%a, %a) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  func.return %0 : tensor<4xi1>
}

// -----

func.func @constant_like_wrong_element(%a: tensor<2xi64>) -> tensor<2xi32> {
  // expected-error@+1 {{'chlo.constant_like' op value's type doesn't match element return type}}
  %0 = "chlo.constant_like"(%a) {value = 1.5 : f32} : (tensor<2xi64>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

func.func @broadcast_result_mismatch(%a: tensor<4xf32>, %b: tensor<f32>) -> tensor<5xf32> {
  // expected-error@+2 {{'chlo.broadcast_add' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<5xf32>'}}
  // expected-error@+1 {{'chlo.broadcast_add' op failed to infer returned types}}
  %0 = chlo.broadcast_add %a, %b : (tensor<4xf32>, tensor<f32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

func.func @broadcast_same_element(%a: tensor<4xf32>, %b: tensor<4xf64>) -> tensor<4xf32> {
  // expected-error@+1 {{'chlo.broadcast_subtract' op requires the same element type for all operands and results}}
  %0 = chlo.broadcast_subtract %a, %b : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @broadcast_compatible_element(%a: tensor<4xf32>, %b: tensor<4xf64>) -> tensor<4xf32> {
  // expected-error@+1 {{'chlo.broadcast_add' op requires compatible element types for all operands and results}}
  %0 = chlo.broadcast_add %a, %b : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @compare_mismatched_operands(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<4xi1> {
  // expected-error@+2 {{mismatched operand types}}
  // expected-error@+1 {{'chlo.broadcast_compare' op failed to infer returned types}}
  %0 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction NE>} : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xi1>
  func.return %0 : tensor<4xi1>
}

// -----

func.func @unknown_direction(%a: tensor<4xf32>) -> tensor<4xi1> {
  // expected-error@+2 {{expected ::mlir::chlo::ComparisonDirection to be one of: EQ, NE, GE, GT, LE, LT}}
  // expected-error@+1 {{failed to parse CHLO_ComparisonDirectionAttr parameter 'value'}}
  %0 = chlo.broadcast_compare %a, %a {comparison_direction = #chlo<comparison_direction SMALLER>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  func.return %0 : tensor<4xi1>
}

// -----

func.func @unary_incompatible(%a: tensor<4xf32>) -> tensor<3xf32> {
  // expected-error@+1 {{'chlo.tan' op requires compatible types for all operands and results}}
  %0 = chlo.tan %a : tensor<4xf32> -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @erf_on_complex(%a: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error@+1 {{'chlo.erf' op operand #0 must be tensor of 4/6/8/16/32/64-bit float values, but got 'tensor<4xcomplex<f32>>'}}
  %0 = chlo.erf %a : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  func.return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @top_k_scalar(%a: tensor<f32>) {
  // expected-error@+2 {{operand's rank must be at least 1}}
  // expected-error@+1 {{'chlo.top_k' op failed to infer returned types}}
  %0:2 = chlo.top_k(%a, k = 8) : tensor<f32> -> (tensor<8xf32>, tensor<8xi32>)
  return
}

// -----

func.func @top_k_short(%a: tensor<4xf32>) {
  // expected-error@+2 {{operand's last dimension must be at least 8}}
  // expected-error@+1 {{failed to infer returned types}}
  %0:2 = chlo.top_k(%a, k = 8) : tensor<4xf32> -> (tensor<8xf32>, tensor<8xi32>)
  return
}

// -----

func.func @ragged_two_ragged_dims(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  // expected-error@+1 {{There must be exactly one ragged dimension in the lhs}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0, 1], rhs_group_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  return %0 : tensor<11x7xf32>
}

// -----

func.func @ragged_group_size(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %g: tensor<2xi64>) -> tensor<11x7xf32> {
  // expected-error@+1 {{rhs group dimension is expected to have size=2, got 3}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<2xi64>) -> tensor<11x7xf32>
  return %0 : tensor<11x7xf32>
}

// -----

func.func @ragged_group_sizes_shape(%lhs: tensor<19x17x11x5xf32>, %rhs: tensor<3x19x5x7xf32>, %g: tensor<19x11x3xi64>) -> tensor<19x17x11x7xf32> {
  // expected-error@+1 {{group_sizes is expected to have shape [19, 17, 3], got [19, 11, 3]}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1],
      lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [2],
      rhs_group_dimensions = [0]>
  } : (tensor<19x17x11x5xf32>, tensor<3x19x5x7xf32>, tensor<19x11x3xi64>) -> tensor<19x17x11x7xf32>
  return %0 : tensor<19x17x11x7xf32>
}

// -----

func.func @ragged_contracting_sizes(%lhs: tensor<11x5xf32>, %rhs: tensor<3x2x7xf32>, %g: tensor<3xi64>) -> tensor<11x7xf32> {
  // expected-error@+1 {{contracting dimension sizes must match for lhs/rhs}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<11x5xf32>, tensor<3x2x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  return %0 : tensor<11x7xf32>
}

// -----

// expected-error@+2 {{duplicated `lhs_ragged_dimensions` entry}}
// expected-error@+1 {{failed parsing ragged dot dimension numbers attribute}}
func.func @ragged_duplicate_field() attributes {a = #chlo.ragged_dot<lhs_ragged_dimensions = [0], lhs_ragged_dimensions = [1]>}
