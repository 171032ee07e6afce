// ragged_dot with a ragged non-contracting lhs dimension: one masked dot_general per group, summed;
// with a ragged batch dimension: one dot_general.
// RUN: jopt %s --chlo-legalize-to-stablehlo -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @ragged_rows
// CHECK: %[[START:.*]] = stablehlo.constant dense<0> : tensor<i64>
// CHECK: %[[IOTA:.*]] = stablehlo.iota dim = 0 : tensor<4x1xi64>
// CHECK: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<4x3xf32>
// CHECK: %[[G0:.*]] = stablehlo.slice %arg2 [0:1] : (tensor<2xi32>) -> tensor<1xi32>
// CHECK: %[[S0:.*]] = stablehlo.reshape %[[G0]] : (tensor<1xi32>) -> tensor<i32>
// CHECK: %[[S0L:.*]] = stablehlo.convert %[[S0]] : (tensor<i32>) -> tensor<i64>
// CHECK: %[[LIMIT0:.*]] = stablehlo.add %[[START]], %[[S0L]] : tensor<i64>
// CHECK: stablehlo.compare GE
// CHECK: stablehlo.compare LT
// CHECK: %[[M0:.*]] = stablehlo.select %{{.*}}, %arg0, %[[ZERO]] : tensor<4x3xi1>, tensor<4x3xf32>
// CHECK: %[[R0:.*]] = stablehlo.slice %arg1 [0:1, 0:3, 0:5] : (tensor<2x3x5xf32>) -> tensor<1x3x5xf32>
// CHECK: %[[R0S:.*]] = stablehlo.reshape %[[R0]] : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
// CHECK: %[[D0:.*]] = stablehlo.dot_general %[[M0]], %[[R0S]], contracting_dims = [1] x [0] : (tensor<4x3xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
// CHECK: stablehlo.add %[[LIMIT0]]
// CHECK: %[[D1:.*]] = stablehlo.dot_general
// CHECK: %[[SUM:.*]] = stablehlo.add %[[D0]], %[[D1]] : tensor<4x5xf32>
// CHECK: return %[[SUM]]
func.func @ragged_rows(%lhs: tensor<4x3xf32>, %rhs: tensor<2x3x5xf32>, %groups: tensor<2xi32>) -> tensor<4x5xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<4x3xf32>, tensor<2x3x5xf32>, tensor<2xi32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// CHECK-LABEL: func.func @ragged_batch
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, DEFAULT]
// CHECK-NEXT: return %[[D]]
func.func @ragged_batch(%lhs: tensor<3x4x5xf32>, %rhs: tensor<3x5x6xf32>, %groups: tensor<2xi64>) -> tensor<3x4x6xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %groups) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],
      lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0]>,
    precision_config = [#chlo<precision HIGHEST>, #chlo<precision DEFAULT>]
  } : (tensor<3x4x5xf32>, tensor<3x5x6xf32>, tensor<2xi64>) -> tensor<3x4x6xf32>
  return %0 : tensor<3x4x6xf32>
}
