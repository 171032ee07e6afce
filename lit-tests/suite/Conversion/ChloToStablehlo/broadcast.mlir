// Broadcasting chlo ops: equal static shapes map to the StableHLO op, other static shapes get
// broadcast_in_dim first, ranked dynamic shapes broadcast at run time under a shape constraint.
// RUN: jopt %s --chlo-legalize-to-stablehlo -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @same_shape
// CHECK-NEXT: %[[R:.*]] = stablehlo.power %arg0, %arg1 : tensor<2x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @same_shape(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = chlo.broadcast_power %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @static_broadcast
// CHECK-NEXT: %[[L:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x1xi32>) -> tensor<3x5xi32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<5xi32>) -> tensor<3x5xi32>
// CHECK-NEXT: stablehlo.subtract %[[L]], %[[R]] : tensor<3x5xi32>
func.func @static_broadcast(%a: tensor<3x1xi32>, %b: tensor<5xi32>) -> tensor<3x5xi32> {
  %0 = chlo.broadcast_subtract %a, %b : (tensor<3x1xi32>, tensor<5xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}

// -----

// CHECK-LABEL: func.func @compare_with_type
// CHECK: stablehlo.compare NE, %{{.*}}, %arg1, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
func.func @compare_with_type(%a: tensor<f32>, %b: tensor<4xf32>) -> tensor<4xi1> {
  %0 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction NE>, compare_type = #chlo<comparison_type TOTALORDER>} : (tensor<f32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @dynamic(%arg0: tensor<?xf32>, %arg1: tensor<3x?xf32>) -> tensor<3x?xf32>
// CHECK-NEXT: %[[LS:.*]] = shape.shape_of %arg0 : tensor<?xf32> -> tensor<1xindex>
// CHECK-NEXT: %[[RS:.*]] = shape.shape_of %arg1 : tensor<3x?xf32> -> tensor<2xindex>
// CHECK-NEXT: %[[W:.*]] = shape.cstr_broadcastable %[[LS]], %[[RS]] : tensor<1xindex>, tensor<2xindex>
// CHECK-NEXT: %[[A:.*]] = shape.assuming %[[W]] -> (tensor<3x?xf32>) {
// The region computes the result extents from shape_of ops of its own (as StableHLO does);
// only -cse merges them with the constraint's.
// CHECK-NEXT:   %[[LS2:.*]] = shape.shape_of %arg0 : tensor<?xf32> -> tensor<1xindex>
// CHECK-NEXT:   %[[RS2:.*]] = shape.shape_of %arg1 : tensor<3x?xf32> -> tensor<2xindex>
// CHECK-NEXT:   %[[E:.*]] = shape.broadcast %[[LS2]], %[[RS2]] : tensor<1xindex>, tensor<2xindex> -> tensor<2xindex>
// CHECK-NEXT:   %[[L:.*]] = stablehlo.dynamic_broadcast_in_dim %arg0, %[[E]], dims = [1] : (tensor<?xf32>, tensor<2xindex>) -> tensor<3x?xf32>
// CHECK-NEXT:   %[[R:.*]] = stablehlo.dynamic_broadcast_in_dim %arg1, %[[E]], dims = [0, 1] : (tensor<3x?xf32>, tensor<2xindex>) -> tensor<3x?xf32>
// CHECK-NEXT:   %[[M:.*]] = stablehlo.maximum %[[L]], %[[R]] : tensor<3x?xf32>
// CHECK-NEXT:   shape.assuming_yield %[[M]] : tensor<3x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[A]] : tensor<3x?xf32>
func.func @dynamic(%a: tensor<?xf32>, %b: tensor<3x?xf32>) -> tensor<3x?xf32> {
  %0 = chlo.broadcast_maximum %a, %b : (tensor<?xf32>, tensor<3x?xf32>) -> tensor<3x?xf32>
  return %0 : tensor<3x?xf32>
}
