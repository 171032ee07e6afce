// BatchMatMulV2 under -xla-legalize-tf: TensorFlow's rule broadcasts the batch dimensions through
// the shape dialect (split at -2, broadcast the heads, concat each tail), with a
// dynamic_broadcast_in_dim only for an operand whose type is not the broadcast one. Under
// -tf-to-stablehlo the batch dimensions are broadcast statically.
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s
// RUN: jopt %s -tf-to-stablehlo | jfilecheck %s --check-prefix=STABLE

// CHECK-LABEL: func.func @rhs_batch
// CHECK-NEXT: %[[LS:.*]] = shape.shape_of %arg0 : tensor<4x2xf32> -> tensor<2xindex>
// CHECK-NEXT: %[[RS:.*]] = shape.shape_of %arg1 : tensor<5x2x3xf32> -> tensor<3xindex>
// CHECK-NEXT: %[[M2:.*]] = arith.constant -2 : index
// CHECK-NEXT: %[[LH:.*]], %[[LT:.*]] = "shape.split_at"(%[[LS]], %[[M2]]) : (tensor<2xindex>, index) -> (!shape.shape, !shape.shape)
// CHECK-NEXT: %[[RH:.*]], %[[RT:.*]] = "shape.split_at"(%[[RS]], %[[M2]]) : (tensor<3xindex>, index) -> (!shape.shape, !shape.shape)
// CHECK-NEXT: %[[H:.*]] = shape.broadcast %[[LH]], %[[RH]] : !shape.shape, !shape.shape -> !shape.shape
// CHECK-NEXT: %[[LC:.*]] = shape.concat %[[H]], %[[LT]] : !shape.shape, !shape.shape -> !shape.shape
// CHECK-NEXT: %[[LE:.*]] = shape.to_extent_tensor %[[LC]] : !shape.shape -> tensor<3xindex>
// CHECK-NEXT: %[[LB:.*]] = "mhlo.dynamic_broadcast_in_dim"(%arg0, %[[LE]]) <{broadcast_dimensions = dense<[1, 2]> : tensor<2xi64>}> : (tensor<4x2xf32>, tensor<3xindex>) -> tensor<5x4x2xf32>
// CHECK-NEXT: shape.concat %[[H]], %[[RT]] : !shape.shape, !shape.shape -> !shape.shape
// CHECK-NEXT: %[[D:.*]] = "mhlo.dot_general"(%[[LB]], %arg1) <{dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<5x4x2xf32>, tensor<5x2x3xf32>) -> tensor<5x4x3xf32>
// CHECK-NEXT: return %[[D]]
// STABLE-LABEL: func.func @rhs_batch
// STABLE-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<4x2xf32>) -> tensor<5x4x2xf32>
// STABLE-NEXT: stablehlo.dot_general %[[B]], %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1]
func.func @rhs_batch(%x: tensor<4x2xf32>, %y: tensor<5x2x3xf32>) -> tensor<5x4x3xf32> {
  %0 = "tf.BatchMatMulV2"(%x, %y) {adj_x = false, adj_y = false} : (tensor<4x2xf32>, tensor<5x2x3xf32>) -> tensor<5x4x3xf32>
  func.return %0 : tensor<5x4x3xf32>
}

// Unknown batch dimensions: both operands already have the broadcast type.
// CHECK-LABEL: func.func @dynamic
// CHECK: shape.shape_of %arg0 : tensor<?x3x4xf32> -> tensor<3xindex>
// CHECK-NOT: dynamic_broadcast_in_dim
// CHECK: "mhlo.dot_general"(%arg0, %arg1)
// CHECK-SAME: -> tensor<?x3x5xf32>
func.func @dynamic(%x: tensor<?x3x4xf32>, %y: tensor<?x4x5xf32>) -> tensor<?x3x5xf32> {
  %0 = "tf.BatchMatMulV2"(%x, %y) {adj_x = false, adj_y = false} : (tensor<?x3x4xf32>, tensor<?x4x5xf32>) -> tensor<?x3x5xf32>
  func.return %0 : tensor<?x3x5xf32>
}
