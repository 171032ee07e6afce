// -tf-to-stablehlo ends in StableHLO alone: the shape ops of dynamic broadcasts become
// get_dimension_size, constants and per-dimension selections, and the constraint regions go.
// RUN: jopt %s -tf-to-stablehlo | jfilecheck %s
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=MHLO

// CHECK-LABEL: func.func @dynamic_add
// CHECK-NOT: shape.
// CHECK: %[[L0:.*]] = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?xf32>) -> tensor<i32>
// CHECK-NEXT: %[[LS:.*]] = stablehlo.reshape %[[L0]] : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %[[R0:.*]] = stablehlo.constant dense<3> : tensor<1xi32>
// CHECK-NEXT: %[[R1:.*]] = stablehlo.get_dimension_size %arg1, dim = 1 : (tensor<3x?xf32>) -> tensor<i32>
// CHECK-NEXT: %[[R1S:.*]] = stablehlo.reshape %[[R1]] : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %[[RS:.*]] = stablehlo.concatenate %[[R0]], %[[R1S]], dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
// The constraint's shapes and the region's own shapes (computed again, as StableHLO's CHLO
// lowering does; nothing here runs CSE) both become shape computations.
// CHECK-NEXT: stablehlo.get_dimension_size %arg0, dim = 0
// CHECK-NEXT: %[[LS2:.*]] = stablehlo.reshape
// CHECK-NEXT: stablehlo.constant dense<3> : tensor<1xi32>
// CHECK-NEXT: stablehlo.get_dimension_size %arg1, dim = 1
// CHECK-NEXT: stablehlo.reshape
// CHECK-NEXT: %[[RS2:.*]] = stablehlo.concatenate
// The padded dimension takes the other extent; a shared one, the extent that is not 1.
// CHECK: %[[ONE:.*]] = stablehlo.constant dense<1> : tensor<i32>
// CHECK: %[[A:.*]] = stablehlo.slice %[[RS2]] [0:1] : (tensor<2xi32>) -> tensor<1xi32>
// CHECK: %[[B:.*]] = stablehlo.slice %[[LS2]] [0:1] : (tensor<1xi32>) -> tensor<1xi32>
// CHECK: %[[C:.*]] = stablehlo.slice %[[RS2]] [1:2] : (tensor<2xi32>) -> tensor<1xi32>
// CHECK: %[[IS1:.*]] = stablehlo.compare EQ, %{{.*}}, %[[ONE]]
// CHECK: %[[PICK:.*]] = stablehlo.select %[[IS1]]
// CHECK: %[[SHAPE:.*]] = stablehlo.concatenate
// CHECK: %[[LB:.*]] = stablehlo.dynamic_broadcast_in_dim %arg0, %[[SHAPE]], dims = [1] : (tensor<?xf32>, tensor<2xi32>) -> tensor<3x?xf32>
// CHECK-NEXT: %[[RB:.*]] = stablehlo.dynamic_broadcast_in_dim %arg1, %[[SHAPE]], dims = [0, 1]
// CHECK-NEXT: %[[SUM:.*]] = stablehlo.add %[[LB]], %[[RB]] : tensor<3x?xf32>
// CHECK-NEXT: return %[[SUM]]

// -xla-legalize-tf keeps TensorFlow's shape-dialect form.
// MHLO-LABEL: func.func @dynamic_add
// MHLO: shape.cstr_broadcastable
// MHLO: shape.assuming
func.func @dynamic_add(%arg0: tensor<?xf32>, %arg1: tensor<3x?xf32>) -> tensor<3x?xf32> {
  %0 = "tf.AddV2"(%arg0, %arg1) : (tensor<?xf32>, tensor<3x?xf32>) -> tensor<3x?xf32>
  func.return %0 : tensor<3x?xf32>
}
