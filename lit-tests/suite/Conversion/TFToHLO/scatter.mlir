// The scatter family (TensorScatterUpdate/Add/Sub/Min/Max, ScatterNd, UnsortedSegment*) becomes
// one mhlo.scatter whose body combines the old and the new element; the small XLA ops
// ApproximateEqual, XlaReplicaId and XlaReducePrecision as TensorFlow's rules write them.
// RUN: jopt %s -xla-legalize-tf=legalize-chlo=false -split-input-file | jfilecheck %s

// Row updates: the index vector is the last indices dimension, the rest of updates is the window.
// CHECK-LABEL: func @update_rows
// CHECK: "mhlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #mhlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
// CHECK-NEXT: ^bb0(%[[OLD:.*]]: tensor<f32>, %[[NEW:.*]]: tensor<f32>):
// CHECK-NEXT:   mhlo.return %[[NEW]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<5x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<5x3xf32>
func.func @update_rows(%t: tensor<5x3xf32>, %i: tensor<2x1xi32>, %u: tensor<2x3xf32>) -> tensor<5x3xf32> {
  %0 = "tf.TensorScatterUpdate"(%t, %i, %u) : (tensor<5x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<5x3xf32>
  func.return %0 : tensor<5x3xf32>
}

// -----

// Element updates (index depth = operand rank): no window dimension; Sub subtracts the update.
// CHECK-LABEL: func @sub_elements
// CHECK: scatter_dimension_numbers = #mhlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>
// CHECK: %[[D:.*]] = mhlo.subtract %{{.*}}, %{{.*}} : tensor<i32>
// CHECK-NEXT: mhlo.return %[[D]]
func.func @sub_elements(%t: tensor<5x3xi32>, %i: tensor<4x2xi32>, %u: tensor<4xi32>) -> tensor<5x3xi32> {
  %0 = "tf.TensorScatterSub"(%t, %i, %u) : (tensor<5x3xi32>, tensor<4x2xi32>, tensor<4xi32>) -> tensor<5x3xi32>
  func.return %0 : tensor<5x3xi32>
}

// -----

// CHECK-LABEL: func @add_min_max
// CHECK: mhlo.add
// CHECK: mhlo.minimum
// CHECK: mhlo.maximum
func.func @add_min_max(%t: tensor<4xf32>, %i: tensor<2x1xi32>, %u: tensor<2xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = "tf.TensorScatterAdd"(%t, %i, %u) : (tensor<4xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<4xf32>
  %1 = "tf.TensorScatterMin"(%t, %i, %u) : (tensor<4xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<4xf32>
  %2 = "tf.TensorScatterMax"(%t, %i, %u) : (tensor<4xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<4xf32>
  func.return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// ScatterNd adds the updates into zeros of the constant shape.
// CHECK-LABEL: func @scatter_nd
// CHECK: %[[Z:.*]] = mhlo.constant dense<0.000000e+00> : tensor<4x3xf32>
// CHECK: "mhlo.scatter"(%[[Z]], %arg0, %arg1)
// CHECK: mhlo.add
func.func @scatter_nd(%i: tensor<2x1xi32>, %u: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %s = "tf.Const"() {value = dense<[4, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.ScatterNd"(%i, %u, %s) : (tensor<2x1xi32>, tensor<2x3xf32>, tensor<2xi32>) -> tensor<4x3xf32>
  func.return %0 : tensor<4x3xf32>
}

// -----

// Segment reductions start from the identity: -inf for Max, the largest i32 for Min, 1 for Prod.
// CHECK-LABEL: func @segments
// CHECK: %[[NINF:.*]] = mhlo.constant dense<0xFF800000> : tensor<3x2xf32>
// CHECK: "mhlo.scatter"(%[[NINF]], %arg1, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #mhlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}>
// CHECK: mhlo.maximum
// CHECK: mhlo.constant dense<2147483647> : tensor<3xi32>
// CHECK: mhlo.minimum
// CHECK: mhlo.constant dense<1> : tensor<3xi32>
// CHECK: mhlo.multiply
// CHECK: mhlo.constant dense<0> : tensor<3xi32>
// CHECK: mhlo.add
func.func @segments(%d: tensor<6x2xf32>, %ids: tensor<6xi32>, %di: tensor<6xi32>) -> (tensor<3x2xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) {
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.UnsortedSegmentMax"(%d, %ids, %n) : (tensor<6x2xf32>, tensor<6xi32>, tensor<i32>) -> tensor<3x2xf32>
  %1 = "tf.UnsortedSegmentMin"(%di, %ids, %n) : (tensor<6xi32>, tensor<6xi32>, tensor<i32>) -> tensor<3xi32>
  %2 = "tf.UnsortedSegmentProd"(%di, %ids, %n) : (tensor<6xi32>, tensor<6xi32>, tensor<i32>) -> tensor<3xi32>
  %3 = "tf.UnsortedSegmentSum"(%di, %ids, %n) : (tensor<6xi32>, tensor<6xi32>, tensor<i32>) -> tensor<3xi32>
  func.return %0, %1, %2, %3 : tensor<3x2xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
}

// -----

// Unknown index depth: the op stays.
// CHECK-LABEL: func @unknown_depth
// CHECK: "tf.TensorScatterUpdate"
func.func @unknown_depth(%t: tensor<5x3xf32>, %i: tensor<2x?xi32>, %u: tensor<*xf32>) -> tensor<5x3xf32> {
  %0 = "tf.TensorScatterUpdate"(%t, %i, %u) : (tensor<5x3xf32>, tensor<2x?xi32>, tensor<*xf32>) -> tensor<5x3xf32>
  func.return %0 : tensor<5x3xf32>
}

// -----

// CHECK-LABEL: func @approximate_equal
// CHECK: %[[SUB:.*]] = mhlo.subtract %arg0, %arg1 : tensor<?xf64>
// CHECK: %[[ABS:.*]] = mhlo.abs %[[SUB]] : tensor<?xf64>
// CHECK: %[[TOL:.*]] = mhlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK: %[[CONV:.*]] = mhlo.convert %[[TOL]] : (tensor<f32>) -> tensor<f64>
// CHECK: chlo.broadcast_compare %[[ABS]], %[[CONV]] {comparison_direction = #chlo<comparison_direction LT>} : (tensor<?xf64>, tensor<f64>) -> tensor<?xi1>
func.func @approximate_equal(%a: tensor<?xf64>, %b: tensor<?xf64>) -> tensor<?xi1> {
  %0 = "tf.ApproximateEqual"(%a, %b) {tolerance = 2.0 : f32} : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xi1>
  func.return %0 : tensor<?xi1>
}

// -----

// CHECK-LABEL: func @replica_id
// CHECK: %[[ID:.*]] = mhlo.replica_id : tensor<ui32>
// CHECK: mhlo.convert %[[ID]] : (tensor<ui32>) -> tensor<i32>
func.func @replica_id() -> tensor<i32> {
  %0 = "tf.XlaReplicaId"() : () -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

// CHECK-LABEL: func @reduce_precision
// CHECK: mhlo.reduce_precision %arg0, format = e8m7 : tensor<4xf32>
func.func @reduce_precision(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "tf.XlaReducePrecision"(%x) {exponent_bits = 8 : i64, mantissa_bits = 7 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
