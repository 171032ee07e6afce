// chlo ops round-trip through their custom form and through the generic form; result types the
// ops infer are checked against the written ones.
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | jfilecheck %s

// CHECK-LABEL: func.func @broadcasting
func.func @broadcasting(%v: tensor<3xf32>, %s: tensor<f32>, %m: tensor<?x?xf32>, %i: tensor<2x1xi32>, %j: tensor<5xi32>) {
  // CHECK: chlo.broadcast_add %arg0, %arg1 : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  %0 = chlo.broadcast_add %v, %s : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  // CHECK: chlo.broadcast_subtract %arg2, %arg0 {broadcast_dimensions = array<i64: 1>} : (tensor<?x?xf32>, tensor<3xf32>) -> tensor<?x3xf32>
  %1 = chlo.broadcast_subtract %m, %v {broadcast_dimensions = array<i64: 1>} : (tensor<?x?xf32>, tensor<3xf32>) -> tensor<?x3xf32>
  // CHECK: chlo.broadcast_shift_left %arg3, %arg4 : (tensor<2x1xi32>, tensor<5xi32>) -> tensor<2x5xi32>
  %2 = chlo.broadcast_shift_left %i, %j : (tensor<2x1xi32>, tensor<5xi32>) -> tensor<2x5xi32>
  // CHECK: chlo.broadcast_and %arg3, %arg4 : (tensor<2x1xi32>, tensor<5xi32>) -> tensor<2x5xi32>
  %3 = chlo.broadcast_and %i, %j : (tensor<2x1xi32>, tensor<5xi32>) -> tensor<2x5xi32>
  // CHECK: chlo.broadcast_complex %arg0, %arg1 : (tensor<3xf32>, tensor<f32>) -> tensor<3xcomplex<f32>>
  %4 = chlo.broadcast_complex %v, %s : (tensor<3xf32>, tensor<f32>) -> tensor<3xcomplex<f32>>
  // CHECK: chlo.broadcast_compare %arg0, %arg1 {comparison_direction = #chlo<comparison_direction GE>} : (tensor<3xf32>, tensor<f32>) -> tensor<3xi1>
  %5 = chlo.broadcast_compare %v, %s {comparison_direction = #chlo<comparison_direction GE>} : (tensor<3xf32>, tensor<f32>) -> tensor<3xi1>
  // CHECK: compare_type = #chlo<comparison_type TOTALORDER>
  %6 = chlo.broadcast_compare %v, %s {comparison_direction = #chlo<comparison_direction LT>, compare_type = #chlo<comparison_type TOTALORDER>} : (tensor<3xf32>, tensor<f32>) -> tensor<3xi1>
  // CHECK: chlo.broadcast_select %{{.*}}, %arg0, %arg1 : (tensor<3xi1>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  %7 = chlo.broadcast_select %5, %v, %s : (tensor<3xi1>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
  // Unranked operands give an unranked result.
  // CHECK: chlo.broadcast_maximum %arg0, %{{.*}} : (tensor<3xf32>, tensor<*xf32>) -> tensor<*xf32>
  %u = tensor.cast %v : tensor<3xf32> to tensor<*xf32>
  %8 = chlo.broadcast_maximum %v, %u : (tensor<3xf32>, tensor<*xf32>) -> tensor<*xf32>
  return
}

// CHECK-LABEL: func.func @unary
func.func @unary(%x: tensor<4xf32>, %c: tensor<4xcomplex<f64>>, %d: tensor<?xf16>) {
  // CHECK: chlo.acos %arg0 : tensor<4xf32> -> tensor<4xf32>
  %0 = chlo.acos %x : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.sinh %arg1 : tensor<4xcomplex<f64>> -> tensor<4xcomplex<f64>>
  %1 = chlo.sinh %c : tensor<4xcomplex<f64>> -> tensor<4xcomplex<f64>>
  // CHECK: chlo.lgamma %arg2 : tensor<?xf16> -> tensor<?xf16>
  %2 = chlo.lgamma %d : tensor<?xf16> -> tensor<?xf16>
  // CHECK: chlo.erf_inv %arg0 : tensor<4xf32> -> tensor<4xf32>
  %3 = chlo.erf_inv %x : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.is_neg_inf %arg2 : tensor<?xf16> -> tensor<?xi1>
  %4 = chlo.is_neg_inf %d : tensor<?xf16> -> tensor<?xi1>
  // CHECK: chlo._asin_acos_kernel %arg1 : tensor<4xcomplex<f64>> -> tensor<4xcomplex<f64>>
  %5 = chlo._asin_acos_kernel %c : tensor<4xcomplex<f64>> -> tensor<4xcomplex<f64>>
  // CHECK: chlo.polygamma %arg0, %arg0 : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %6 = chlo.polygamma %x, %x : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return
}

// CHECK-LABEL: func.func @others
func.func @others(%x: tensor<2x16xf32>, %d: tensor<?x?xf64>, %i: tensor<4xi16>) {
  // CHECK: %values, %indices = chlo.top_k(%arg0, k = 3) : tensor<2x16xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  %0:2 = chlo.top_k(%x, k = 3) : tensor<2x16xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  // CHECK: chlo.top_k(%arg0, k = 3, is_stable = false)
  %1:2 = chlo.top_k(%x, k = 3, is_stable = false) : tensor<2x16xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  // CHECK: "chlo.constant_like"(%arg1) <{value = 2.000000e+00 : f64}> : (tensor<?x?xf64>) -> tensor<?x?xf64>
  %2 = "chlo.constant_like"(%d) {value = 2.0 : f64} : (tensor<?x?xf64>) -> tensor<?x?xf64>
  // CHECK: chlo.constant dense<[1, 2]> : tensor<2xi64>
  %3 = chlo.constant dense<[1, 2]> : tensor<2xi64>
  // CHECK: chlo.mulhi %arg2, %arg2 : tensor<4xi16>, tensor<4xi16> -> tensor<4xi16>
  %4 = chlo.mulhi %i, %i : tensor<4xi16>, tensor<4xi16> -> tensor<4xi16>
  return
}

// CHECK-LABEL: func.func @ragged
func.func @ragged(%lhs: tensor<2x11x5xf32>, %rhs: tensor<3x2x5x7xf32>, %g: tensor<3xi64>) -> tensor<2x11x7xf32> {
  // CHECK: precision_config = [#chlo<precision DEFAULT>, #chlo<precision HIGHEST>]
  // CHECK-SAME: ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2], lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<rhs_group_dimensions = [0], lhs_batching_dimensions = [0],
      rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2],
      lhs_ragged_dimensions = [1]>,
    precision_config = [#chlo<precision DEFAULT>, #chlo<precision HIGHEST>]
  } : (tensor<2x11x5xf32>, tensor<3x2x5x7xf32>, tensor<3xi64>) -> tensor<2x11x7xf32>
  return %0 : tensor<2x11x7xf32>
}

// An empty dimension list is left out.
// CHECK-LABEL: func.func @ragged_contracting
// CHECK: #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [2]>
func.func @ragged_contracting(%lhs: tensor<2x11x5xf32>, %rhs: tensor<2x5x7xf32>, %g: tensor<3xi64>) -> tensor<3x2x11x7xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],
      lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [2],
      rhs_group_dimensions = []>
  } : (tensor<2x11x5xf32>, tensor<2x5x7xf32>, tensor<3xi64>) -> tensor<3x2x11x7xf32>
  return %0 : tensor<3x2x11x7xf32>
}
