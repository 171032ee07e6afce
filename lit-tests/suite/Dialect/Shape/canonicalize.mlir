// shape.broadcast and shape.cstr_broadcastable are commutative: constants move last, and two or
// more constant operands of shape.broadcast fold into one constant shape.
// RUN: jopt %s --canonicalize -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @fold
// CHECK-DAG: %[[C:.*]] = shape.const_shape [2, 8, 8] : tensor<3xindex>
// CHECK-DAG: %[[ONE:.*]] = shape.const_shape [1] : tensor<1xindex>
// CHECK-DAG: %[[S:.*]] = shape.shape_of %arg0 : tensor<?xf32> -> tensor<1xindex>
// CHECK: %[[W:.*]] = shape.cstr_broadcastable %[[S]], %[[ONE]], %[[C]] : tensor<1xindex>, tensor<1xindex>, tensor<3xindex>
// CHECK: %[[B:.*]] = shape.broadcast %[[S]], %[[C]] : tensor<1xindex>, tensor<3xindex> -> tensor<3xindex>
// CHECK: return %[[W]], %[[B]]
func.func @fold(%x: tensor<?xf32>) -> (!shape.witness, tensor<3xindex>) {
  %c1 = shape.const_shape [1] : tensor<1xindex>
  %c2 = shape.const_shape [2, 8, 8] : tensor<3xindex>
  %s = shape.shape_of %x : tensor<?xf32> -> tensor<1xindex>
  %w = shape.cstr_broadcastable %c1, %s, %c2 : tensor<1xindex>, tensor<1xindex>, tensor<3xindex>
  %b = shape.broadcast %c1, %s, %c2 : tensor<1xindex>, tensor<1xindex>, tensor<3xindex> -> tensor<3xindex>
  return %w, %b : !shape.witness, tensor<3xindex>
}

// -----

// Incompatible constants stay.
// CHECK-LABEL: func.func @incompatible
// CHECK: shape.broadcast %{{.*}}, %{{.*}} : tensor<1xindex>, tensor<1xindex> -> tensor<1xindex>
func.func @incompatible() -> tensor<1xindex> {
  %a = shape.const_shape [2] : tensor<1xindex>
  %b = shape.const_shape [3] : tensor<1xindex>
  %0 = shape.broadcast %a, %b : tensor<1xindex>, tensor<1xindex> -> tensor<1xindex>
  return %0 : tensor<1xindex>
}
