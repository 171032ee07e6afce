// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s -canonicalize | jfilecheck %s --check-prefix=CANON
// Registered tf ops print in the generic form, attributes in a plain dictionary; unknown tf ops
// are accepted (the tf dialect is open). Ops with several results name them after TensorFlow's
// output names.

// CHECK-LABEL: func.func @ops
// CANON-LABEL: func.func @ops
func.func @ops(%a: tensor<2xi32>, %f: tensor<f32>, %m: tensor<2x3xf32>, %r: tensor<!tf_type.resource<tensor<f32>>>) -> (tensor<2xi32>, tensor<f32>, tensor<2xi32>, tensor<f32>) {
  // CHECK: %[[C:.*]] = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
  %c = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  // CHECK: "tf.Sub"
  %s = "tf.Sub"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  // CHECK: "tf.Identity"
  %i = "tf.Identity"(%f) : (tensor<f32>) -> tensor<f32>
  // CHECK: "tf.AddV2"
  %add = "tf.AddV2"(%a, %s) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  // CHECK: %loss, %backprop = "tf.SoftmaxCrossEntropyWithLogits"
  %l:2 = "tf.SoftmaxCrossEntropyWithLogits"(%m, %m) : (tensor<2x3xf32>, tensor<2x3xf32>) -> (tensor<2xf32>, tensor<2x3xf32>)
  // CHECK: "tf.NotARealOp"(%[[C]]) {T = f32}
  %u = "tf.NotARealOp"(%c) {T = f32} : (tensor<f32>) -> tensor<f32>
  // CHECK: "tf.ReadVariableOp"
  %v = "tf.ReadVariableOp"(%r) : (tensor<!tf_type.resource<tensor<f32>>>) -> tensor<f32>
  // CHECK: "tf.AssignVariableOp"
  "tf.AssignVariableOp"(%r, %v) : (tensor<!tf_type.resource<tensor<f32>>>, tensor<f32>) -> ()
  return %s, %i, %add, %u : tensor<2xi32>, tensor<f32>, tensor<2xi32>, tensor<f32>
}
// Canonicalization: the identity folds away, x - x on integers becomes a zero constant, unused
// pure ops go, ops with effects (AssignVariableOp, unknown ops) stay.
// CANON-DAG: %[[ONE:.*]] = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}>
// CANON-DAG: %[[ZERO:.*]] = "tf.Const"() <{value = dense<0> : tensor<2xi32>}>
// CANON: %[[ADD:.*]] = "tf.AddV2"(%arg0, %[[ZERO]])
// CANON-NOT: SoftmaxCrossEntropyWithLogits
// CANON: %[[U:.*]] = "tf.NotARealOp"(%[[ONE]])
// CANON: "tf.AssignVariableOp"
// CANON: return %[[ZERO]], %arg1, %[[ADD]], %[[U]]

// Floats: x - x is not folded (NaN - NaN is NaN).
// CANON-LABEL: func.func @float_sub
func.func @float_sub(%f: tensor<2xf32>) -> tensor<2xf32> {
  // CANON: "tf.Sub"(%arg0, %arg0)
  %s = "tf.Sub"(%f, %f) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %s : tensor<2xf32>
}

// An identity that refines the type stays.
// CANON-LABEL: func.func @refining_identity
func.func @refining_identity(%f: tensor<*xf32>) -> tensor<2xf32> {
  // CANON: "tf.Identity"(%arg0) : (tensor<*xf32>) -> tensor<2xf32>
  %i = "tf.Identity"(%f) : (tensor<*xf32>) -> tensor<2xf32>
  return %i : tensor<2xf32>
}
