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

// -----

// Concatenation sizes add up along the dimension; a static size is a constant.
// CHECK-LABEL: func.func @reify_concatenate
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK: %[[D0:.*]] = tensor.dim %arg0, %[[C0]] : tensor<?x5xf32>
// CHECK: %[[D1:.*]] = tensor.dim %arg1, %[[C0]] : tensor<?x5xf32>
// CHECK: %[[SUM:.*]] = arith.addi %[[D0]], %[[D1]] : index
// CHECK: tensor.from_elements %[[SUM]], %[[C5]] : tensor<2xindex>
func.func @reify_concatenate(%a: tensor<?x5xf32>, %b: tensor<?x5xf32>) -> tensor<2xindex> {
  %0 = stablehlo.concatenate %a, %b, dim = 0 : (tensor<?x5xf32>, tensor<?x5xf32>) -> tensor<?x5xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x5xf32>) -> tensor<2xindex>
  return %1 : tensor<2xindex>
}

// -----

// real_dynamic_slice: (limit - start + stride - 1) / stride.
// CHECK-LABEL: func.func @reify_slice
// CHECK: %[[S:.*]] = tensor.extract %arg1
// CHECK: %[[L:.*]] = tensor.extract %arg2
// CHECK: %[[T:.*]] = tensor.extract %arg3
// CHECK: %[[LEN:.*]] = arith.subi %[[L]], %[[S]] : index
// CHECK: %[[UP:.*]] = arith.addi %[[T]], %[[LEN]] : index
// CHECK: %[[M1:.*]] = arith.subi %[[UP]], %{{.*}} : index
// CHECK: %[[N:.*]] = arith.divsi %[[M1]], %[[T]] : index
// CHECK: tensor.from_elements %[[N]] : tensor<1xindex>
func.func @reify_slice(%a: tensor<?xf32>, %s: tensor<1xindex>, %l: tensor<1xindex>, %t: tensor<1xindex>) -> tensor<1xindex> {
  %0 = stablehlo.real_dynamic_slice %a, %s, %l, %t : (tensor<?xf32>, tensor<1xindex>, tensor<1xindex>, tensor<1xindex>) -> tensor<?xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?xf32>) -> tensor<1xindex>
  return %1 : tensor<1xindex>
}

// -----

// reduce_window's windowed shape, with the bound of a dynamic dimension windowed too.
// CHECK-LABEL: func.func @reduce_window
// CHECK: types0 = tensor<2x?xf32, #stablehlo.bounds<?, 3>>
func.func @reduce_window(%a: tensor<4x?xf32, #stablehlo.bounds<?, 6>>, %i: tensor<f32>) -> tensor<2xindex> {
  %0 = "stablehlo.reduce_window"(%a, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x?xf32, #stablehlo.bounds<?, 6>>, tensor<f32>) -> tensor<2x?xf32>
  %1 = "hlo_test_infer.get_return_types"(%0) : (tensor<2x?xf32>) -> tensor<2xindex>
  return %1 : tensor<2xindex>
}
