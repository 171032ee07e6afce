// -legalize-mhlo-to-thlo: destination-style thlo ops on tensor.empty inits.
// RUN: jopt %s -legalize-mhlo-to-thlo=enable-experimental=true -split-input-file | jfilecheck %s

// Static result dimensions need no sizes; the dynamic concatenation dimension is the sum of the
// operands' sizes there, static ones folded into one constant.
// CHECK-LABEL: func.func @concat
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D:.*]] = tensor.dim %arg1, %[[C0]] : tensor<?x2xi8>
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[D]], %[[C5]] : index
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[S]]) : tensor<?x2xi8>
// CHECK-NEXT: %[[R:.*]] = thlo.concatenate ins(%arg0 : tensor<5x2xi8>, %arg1 : tensor<?x2xi8>) outs(%[[E]] : tensor<?x2xi8>) dimension = 0
// CHECK-NEXT: return %[[R]]
func.func @concat(%a: tensor<5x2xi8>, %b: tensor<?x2xi8>) -> tensor<?x2xi8> {
  %0 = "mhlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<5x2xi8>, tensor<?x2xi8>) -> tensor<?x2xi8>
  return %0 : tensor<?x2xi8>
}

// -----

// Only the dynamic result sizes are read from the shape operand (i32 extents are cast to index).
// CHECK-LABEL: func.func @broadcast
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[X:.*]] = tensor.extract %arg1[%[[C1]]] : tensor<2xi32>
// CHECK-NEXT: %[[I:.*]] = arith.index_cast %[[X]] : i32 to index
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[I]]) : tensor<3x?xf32>
// CHECK-NEXT: thlo.dynamic_broadcast_in_dim ins(%arg0 : tensor<?xf32>) outs(%[[E]] : tensor<3x?xf32>) broadcast_dimensions = [1]
func.func @broadcast(%v: tensor<?xf32>, %shape: tensor<2xi32>) -> tensor<3x?xf32> {
  %0 = "mhlo.dynamic_broadcast_in_dim"(%v, %shape) {broadcast_dimensions = dense<1> : tensor<1xi64>} : (tensor<?xf32>, tensor<2xi32>) -> tensor<3x?xf32>
  return %0 : tensor<3x?xf32>
}

// -----

// A sort on the last dimension, written -1; its comparator on scalars.
// CHECK-LABEL: func.func @sort
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x5xi32>
// CHECK-NEXT: %sorted0 = thlo.sort ins(%arg0 : tensor<2x5xi32>) outs(%[[E]] : tensor<2x5xi32>) dimension = 1 is_stable = false
// CHECK-NEXT: (%lhs0: i32, %rhs0: i32) {
// CHECK: arith.cmpi slt
// CHECK: thlo.yield %{{.*}} : i1
func.func @sort(%x: tensor<2x5xi32>) -> tensor<2x5xi32> {
  %0 = "mhlo.sort"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %lt = "mhlo.compare"(%a, %b) {comparison_direction = #mhlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "mhlo.return"(%lt) : (tensor<i1>) -> ()
  }) {dimension = -1 : i64, is_stable = false} : (tensor<2x5xi32>) -> tensor<2x5xi32>
  return %0 : tensor<2x5xi32>
}

// -----

// Unsigned values are seen as signless through unrealized casts, both ways.
// CHECK-LABEL: func.func @reverse_unsigned
// CHECK-NEXT: %[[IN:.*]] = builtin.unrealized_conversion_cast %arg0 : tensor<?xui16> to tensor<?xi16>
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[IN]], %[[C0]] : tensor<?xi16>
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?xi16>
// CHECK-NEXT: %reversed = thlo.reverse ins(%[[IN]] : tensor<?xi16>) outs(%[[E]] : tensor<?xi16>) reverse_dimensions = [0]
// CHECK-NEXT: %[[OUT:.*]] = builtin.unrealized_conversion_cast %reversed : tensor<?xi16> to tensor<?xui16>
// CHECK-NEXT: return %[[OUT]]
func.func @reverse_unsigned(%x: tensor<?xui16>) -> tensor<?xui16> {
  %0 = "mhlo.reverse"(%x) {dimensions = dense<0> : tensor<1xi64>} : (tensor<?xui16>) -> tensor<?xui16>
  return %0 : tensor<?xui16>
}

// -----

// Gathers and scatters outside XLA's canonical form stay.
// CHECK-LABEL: func.func @not_canonical
// CHECK: mhlo.scatter
// CHECK-NOT: thlo
func.func @not_canonical(%dst: tensor<3xf32>, %idx: tensor<2x1xi32>, %upd: tensor<2xf32>) -> tensor<3xf32> {
  %0 = "mhlo.scatter"(%dst, %idx, %upd) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    "mhlo.return"(%b) : (tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #mhlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
      indices_are_sorted = false, unique_indices = false} : (tensor<3xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
