// --hlo-test-infer exposes type inference: get_return_types becomes return_types with the types
// inferred for the defining op, get_return_type_components the shaped components (over index),
// reify_return_type_shapes the result shape as IR.
// RUN: jopt %s --hlo-test-infer --allow-unregistered-dialect -split-input-file | jfilecheck %s

// The inferred type can be more precise than the declared one.
// CHECK-LABEL: func.func @select
// CHECK: "hlo_test_infer.return_types"(%0) {types0 = tensor<2x3xf32>} : (tensor<?x?xf32>) -> tensor<2x3xindex>
func.func @select(%p: tensor<i1>, %a: tensor<?x3xf32>, %b: tensor<2x?xf32>) -> tensor<2x3xindex> {
  %0 = "stablehlo.select"(%p, %a, %b) : (tensor<i1>, tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  %1 = "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> tensor<2x3xindex>
  return %1 : tensor<2x3xindex>
}

// -----

// One attribute per result.
// CHECK-LABEL: func.func @two_results
// CHECK: types0 = tensor<4xf32>, types1 = tensor<4xi32>
func.func @two_results(%a: tensor<4xf32>, %b: tensor<4xi32>) -> tensor<index> {
  %0:2 = stablehlo.optimization_barrier %a, %b : tensor<4xf32>, tensor<4xi32>
  %1 = "hlo_test_infer.get_return_types"(%0#0) : (tensor<4xf32>) -> tensor<index>
  return %1 : tensor<index>
}

// -----

// dot_general's components: the shape and bounds, over index.
// CHECK-LABEL: func.func @dot_components
// CHECK: types0 = tensor<?x?xindex, #stablehlo.bounds<8, 16>>
func.func @dot_components(%a: tensor<?x4xf32, #stablehlo.bounds<8, ?>>, %b: tensor<4x?xf32, #stablehlo.bounds<?, 16>>) -> tensor<2xindex> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<?x4xf32, #stablehlo.bounds<8, ?>>, tensor<4x?xf32, #stablehlo.bounds<?, 16>>) -> tensor<?x?xf32, #stablehlo.bounds<8, 16>>
  %1 = "hlo_test_infer.get_return_type_components"(%0) : (tensor<?x?xf32, #stablehlo.bounds<8, 16>>) -> tensor<2xindex>
  return %1 : tensor<2xindex>
}

// -----

// An element-wise op's shape is its operand's.
// CHECK-LABEL: func.func @reify
// CHECK-NEXT: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x2xf32> -> tensor<2xindex>
// CHECK-NEXT: return %[[S]]
func.func @reify(%a: tensor<?x2xf32>) -> tensor<2xindex> {
  %0 = stablehlo.negate %a : tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  return %1 : tensor<2xindex>
}
