// --mhlo-broadcast-propagation moves a dynamic broadcast up over the element-wise ops producing
// its operand: the arguments are broadcast once, shared subexpressions stay shared, chains of
// broadcasts compose, and the unused originals disappear.
// RUN: jopt %s --mhlo-broadcast-propagation -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @shared
// CHECK-DAG: %[[A:.*]] = mhlo.dynamic_broadcast_in_dim %arg0, %arg2, dims = [1] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK-DAG: %[[B:.*]] = mhlo.dynamic_broadcast_in_dim %arg1, %arg2, dims = [1] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK: %[[S:.*]] = mhlo.subtract %[[A]], %[[B]] : tensor<?x?xf32>
// CHECK-NEXT: %[[M:.*]] = mhlo.multiply %[[S]], %[[S]] : tensor<?x?xf32>
// CHECK-NEXT: return %[[M]]
func.func @shared(%a: tensor<?xf32>, %b: tensor<?xf32>, %shape: tensor<2xindex>) -> tensor<?x?xf32> {
  %0 = mhlo.subtract %a, %b : tensor<?xf32>
  %1 = mhlo.multiply %0, %0 : tensor<?xf32>
  %2 = "mhlo.dynamic_broadcast_in_dim"(%1, %shape) {broadcast_dimensions = dense<1> : tensor<1xi64>} : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

// -----

// A scalar operand broadcasts with no dimensions; broadcast chains compose.
// CHECK-LABEL: func.func @scalar_and_chain
// CHECK-DAG: mhlo.dynamic_broadcast_in_dim %arg0, %arg2, dims = [0] : (tensor<?xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
// CHECK-DAG: mhlo.dynamic_broadcast_in_dim %arg1, %arg2, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x?x?xf32>
// CHECK: mhlo.add
// CHECK-NOT: mhlo.dynamic_broadcast_in_dim
// CHECK: return
func.func @scalar_and_chain(%a: tensor<?xf32>, %s: tensor<f32>, %shape3: tensor<3xindex>, %shape2: tensor<2xindex>) -> tensor<?x?x?xf32> {
  %0 = "mhlo.dynamic_broadcast_in_dim"(%a, %shape2) {broadcast_dimensions = dense<1> : tensor<1xi64>} : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %1 = "mhlo.dynamic_broadcast_in_dim"(%s, %shape2) {broadcast_dimensions = dense<> : tensor<0xi64>} : (tensor<f32>, tensor<2xindex>) -> tensor<?x?xf32>
  %2 = mhlo.add %0, %1 : tensor<?x?xf32>
  %3 = "mhlo.dynamic_broadcast_in_dim"(%2, %shape3) {broadcast_dimensions = dense<[2, 0]> : tensor<2xi64>} : (tensor<?x?xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
  return %3 : tensor<?x?x?xf32>
}
