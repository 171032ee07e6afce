// RUN: jopt %s -canonicalize | jfilecheck %s
// TensorFlow's canonicalization patterns and folders for tf ops.

// CHECK-LABEL: func.func @rewrites
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xf32>)
func.func @rewrites(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK-DAG: %[[A:.*]] = "tf.AddV2"(%[[X]], %[[Y]]) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %a = "tf.Add"(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %n = "tf.Neg"(%y) : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK-DAG: %[[S:.*]] = "tf.AddV2"(%[[X]], %[[Y]]) {{.*}}
  %s = "tf.Sub"(%x, %n) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // CHECK-DAG: %[[B:.*]] = "tf.Sub"(%[[X]], %[[Y]])
  %b = "tf.AddV2"(%x, %n) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %d = "tf.Sub"(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // CHECK-DAG: %[[SQ:.*]] = "tf.SquaredDifference"(%[[X]], %[[Y]])
  %sq = "tf.Square"(%d) : (tensor<4xf32>) -> tensor<4xf32>
  %sm = "tf.Softmax"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK-DAG: %[[LS:.*]] = "tf.LogSoftmax"(%[[X]])
  %ls = "tf.Log"(%sm) : (tensor<4xf32>) -> tensor<4xf32>
  %r = "tf.Sqrt"(%y) : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK-DAG: %[[RS:.*]] = "tf.Rsqrt"(%[[Y]])
  // CHECK-DAG: %[[M:.*]] = "tf.Mul"(%[[X]], %[[RS]])
  %m = "tf.RealDiv"(%x, %r) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // CHECK-NOT: tf.Neg
  // CHECK: return %[[A]], %[[S]], %[[B]], %[[SQ]], %[[LS]], %[[M]]
  return %a, %s, %b, %sq, %ls, %m : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// Strings: tf.Add concatenates, so it stays.
// CHECK-LABEL: func.func @string_add
func.func @string_add(%x: tensor<!tf_type.string>) -> tensor<!tf_type.string> {
  // CHECK: "tf.Add"
  %a = "tf.Add"(%x, %x) : (tensor<!tf_type.string>, tensor<!tf_type.string>) -> tensor<!tf_type.string>
  return %a : tensor<!tf_type.string>
}

// CHECK-LABEL: func.func @comparisons
func.func @comparisons(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>) {
  %e = "tf.Equal"(%x, %y) {incompatible_shape_error = false} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // The operands have the same static shape, so the inverse comparison also sets
  // incompatible_shape_error to true.
  // CHECK-DAG: "tf.NotEqual"(%arg0, %arg1) <{incompatible_shape_error = true}>
  %ne = "tf.LogicalNot"(%e) : (tensor<4xi1>) -> tensor<4xi1>
  %g = "tf.Greater"(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  // CHECK-DAG: "tf.LessEqual"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %le = "tf.LogicalNot"(%g) : (tensor<4xi1>) -> tensor<4xi1>
  return %ne, %le : tensor<4xi1>, tensor<4xi1>
}

// Involutions, same-type casts, identity and cancelling transposes, one-input AddN fold away.
// CHECK-LABEL: func.func @folds
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xi32>)
func.func @folds(%x: tensor<2x3xi32>) -> (tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>) {
  %n = "tf.Neg"(%x) : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %nn = "tf.Neg"(%n) : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %c = "tf.Cast"(%x) {Truncate = false} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %p = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %t = "tf.Transpose"(%x, %p) : (tensor<2x3xi32>, tensor<2xi32>) -> tensor<3x2xi32>
  %tt = "tf.Transpose"(%t, %p) : (tensor<3x2xi32>, tensor<2xi32>) -> tensor<2x3xi32>
  %i = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %ti = "tf.Transpose"(%x, %i) : (tensor<2x3xi32>, tensor<2xi32>) -> tensor<2x3xi32>
  %s = "tf.AddN"(%x) : (tensor<2x3xi32>) -> tensor<2x3xi32>
  // CHECK-NEXT: return %[[X]], %[[X]], %[[X]], %[[X]], %[[X]]
  return %nn, %c, %tt, %ti, %s : tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>
}

// CHECK-LABEL: func.func @constant_folds
func.func @constant_folds(%x: tensor<4x3x2xf32>) -> (tensor<i32>, tensor<*xf32>) {
  // CHECK-DAG: "tf.Const"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
  %r = "tf.Rank"(%x) : (tensor<4x3x2xf32>) -> tensor<i32>
  %d = "tf.Const"() {value = dense<[2, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %v = "tf.Const"() {value = dense<5.0> : tensor<f32>} : () -> tensor<f32>
  // A fill with an unranked result folds to a constant of the shape the dims give.
  // CHECK-DAG: "tf.Const"() <{value = dense<5.000000e+00> : tensor<2x1xf32>}> : () -> tensor<*xf32>
  %f = "tf.Fill"(%d, %v) : (tensor<2xi32>, tensor<f32>) -> tensor<*xf32>
  return %r, %f : tensor<i32>, tensor<*xf32>
}

// CHECK-LABEL: func.func @assert_and_matmul
func.func @assert_and_matmul(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x2xf32> {
  %t = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  // CHECK-NOT: tf.Assert
  "tf.Assert"(%t, %a) {summarize = 3} : (tensor<i1>, tensor<2x3xf32>) -> ()
  // CHECK: "tf.MatMul"(%arg0, %arg1) <{transpose_a = false, transpose_b = true}>
  %m = "tf.BatchMatMulV2"(%a, %b) {adj_x = false, adj_y = true} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
  return %m : tensor<2x2xf32>
}

// Reads through a Cast of the resource read the resource itself.
// CHECK-LABEL: func.func @read_of_cast
func.func @read_of_cast(%r: tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32> {
  %c = "tf.Cast"(%r) : (tensor<!tf_type.resource<tensor<f32>>>) -> tensor<*x!tf_type.resource>
  // CHECK-NEXT: "tf.ReadVariableOp"(%arg0) : (tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32>
  %v = "tf.ReadVariableOp"(%c) : (tensor<*x!tf_type.resource>) -> tensor<f32>
  return %v : tensor<f32>
}
