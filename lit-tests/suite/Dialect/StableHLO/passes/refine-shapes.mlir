// Static shapes flow forward through StableHLO ops, dynamic ops take constant shape operands, and
// the function's result types follow.
// RUN: jopt %s --stablehlo-refine-shapes -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @main(%arg0: tensor<4xf32>) -> tensor<1x4xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %arg0, %arg0 : tensor<4xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.dynamic_reshape %[[A]], %[[C]] : (tensor<4xf32>, tensor<2xi64>) -> tensor<1x4xf32>
// CHECK-NEXT: %[[E:.*]] = stablehlo.exponential %[[R]] : tensor<1x4xf32>
// CHECK-NEXT: return %[[E]] : tensor<1x4xf32>
func.func @main(%arg0: tensor<4xf32>) -> tensor<?x?xf32> {
  %0 = stablehlo.add %arg0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>
  %1 = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  %2 = stablehlo.dynamic_reshape %0, %1 : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %3 = stablehlo.exponential %2 : (tensor<?x?xf32>) -> tensor<?x?xf32>
  func.return %3 : tensor<?x?xf32>
}

// -----

// A cast that only hid a static type goes away.
// CHECK-LABEL: func.func @cast(%arg0: tensor<3xi32>) -> tensor<3xi32>
// CHECK-NOT: unrealized_conversion_cast
// CHECK: return %arg0 : tensor<3xi32>
func.func @cast(%arg0: tensor<3xi32>) -> tensor<?xi32> {
  %0 = builtin.unrealized_conversion_cast %arg0 : tensor<3xi32> to tensor<?xi32>
  func.return %0 : tensor<?xi32>
}

// -----

// Values used by ops outside the HLO dialects keep their types.
// CHECK-LABEL: func.func @other_users
// CHECK: stablehlo.negate %arg0 : (tensor<2xf32>) -> tensor<?xf32>
// CHECK: tensor.dim
func.func @other_users(%arg0: tensor<2xf32>) -> index {
  %0 = stablehlo.negate %arg0 : (tensor<2xf32>) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.dim %0, %c0 : tensor<?xf32>
  func.return %1 : index
}
