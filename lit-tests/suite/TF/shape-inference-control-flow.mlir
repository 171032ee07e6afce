// RUN: jopt %s -split-input-file -tf-shape-inference | jfilecheck %s

// tf.If and tf.Case take the result types their branches agree on, once their own results are refined (the
// branches come after the caller: the module is swept again); where they differ the result stays.
// CHECK-LABEL: func.func @if
// CHECK: "tf.If"{{.*}} -> (tensor<2x3xf32>, tensor<*xf32>)
// CHECK: "tf.Neg"{{.*}} -> tensor<2x3xf32>
// CHECK: "tf.Case"{{.*}} -> (tensor<2x3xf32>, tensor<*xf32>)
// CHECK-LABEL: func.func private @then
// CHECK-SAME: -> (tensor<2x3xf32>, tensor<2xf32>)
// CHECK-LABEL: func.func private @else
// CHECK-SAME: -> (tensor<2x3xf32>, tensor<3xf32>)
func.func @if(%c: tensor<i1>, %x: tensor<2x3xf32>) -> tensor<*xf32> {
  %0:2 = "tf.If"(%c, %x) {then_branch = @then, else_branch = @else, is_stateless = true} : (tensor<i1>, tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  %1 = "tf.Neg"(%0#0) : (tensor<*xf32>) -> tensor<*xf32>
  %n = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %2:2 = "tf.Case"(%n, %x) {branches = [@then, @else], is_stateless = true} : (tensor<i32>, tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %1 : tensor<*xf32>
}
func.func private @then(%x: tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %0 = "tf.Relu"(%x) : (tensor<2x3xf32>) -> tensor<*xf32>
  %axis = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %1 = "tf.Sum"(%x, %axis) {keep_dims = false} : (tensor<2x3xf32>, tensor<i32>) -> tensor<*xf32>
  return %0, %1 : tensor<*xf32>, tensor<*xf32>
}
func.func private @else(%x: tensor<2x3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %0 = "tf.Tanh"(%x) : (tensor<2x3xf32>) -> tensor<*xf32>
  %axis = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %1 = "tf.Sum"(%x, %axis) {keep_dims = false} : (tensor<2x3xf32>, tensor<i32>) -> tensor<*xf32>
  return %0, %1 : tensor<*xf32>, tensor<*xf32>
}

// -----

// tf.While keeps its operands' types without shape_invariant; with it, the body's results.
// tf.PartitionedCall takes its callee's result types.
// CHECK-LABEL: func.func @while_and_call
// CHECK: "tf.While"{{.*}} -> (tensor<i32>, tensor<4xf32>)
// CHECK: "tf.While"{{.*}} shape_invariant{{.*}} -> (tensor<i32>, tensor<?xf32>)
// CHECK: "tf.PartitionedCall"{{.*}} -> tensor<4xf32>
func.func @while_and_call(%i: tensor<i32>, %x: tensor<4xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %0:2 = "tf.While"(%i, %x) {cond = @cond, body = @body, is_stateless = true} : (tensor<i32>, tensor<4xf32>) -> (tensor<*xi32>, tensor<*xf32>)
  %1:2 = "tf.While"(%i, %x) {cond = @cond, body = @grow, is_stateless = true, shape_invariant} : (tensor<i32>, tensor<4xf32>) -> (tensor<*xi32>, tensor<*xf32>)
  %2 = "tf.PartitionedCall"(%x) {f = @callee, config = "", config_proto = "", executor_type = ""} : (tensor<4xf32>) -> tensor<*xf32>
  return %0#1, %1#1, %2 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}
func.func private @cond(%i: tensor<*xi32>, %x: tensor<*xf32>) -> tensor<i1> {
  %0 = "tf.Const"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  return %0 : tensor<i1>
}
func.func private @body(%i: tensor<*xi32>, %x: tensor<*xf32>) -> (tensor<*xi32>, tensor<*xf32>) {
  return %i, %x : tensor<*xi32>, tensor<*xf32>
}
func.func private @grow(%i: tensor<*xi32>, %x: tensor<?xf32>) -> (tensor<i32>, tensor<?xf32>) {
  %0 = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  return %0, %x : tensor<i32>, tensor<?xf32>
}
func.func private @callee(%x: tensor<4xf32>) -> tensor<*xf32> {
  %0 = "tf.Exp"(%x) : (tensor<4xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// Inside tf_executor islands the new shape functions apply as the others do, and the graph's and
// the function's results follow.
// CHECK-LABEL: func.func @islands
// CHECK-SAME: -> tensor<8x2xf32>
// CHECK: tf_executor.island wraps "tf.GatherV2"{{.*}} -> tensor<8x2xf32>
// CHECK: tf_executor.fetch %{{.*}} : tensor<8x2xf32>
func.func @islands(%p: tensor<10x2xf32>, %i: tensor<8xi32>) -> tensor<*xf32> {
  %0 = tf_executor.graph {
    %a, %ac = tf_executor.island wraps "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %g, %gc = tf_executor.island wraps "tf.GatherV2"(%p, %i, %a) {batch_dims = 0 : i64} : (tensor<10x2xf32>, tensor<8xi32>, tensor<i32>) -> tensor<*xf32>
    tf_executor.fetch %g : tensor<*xf32>
  }
  return %0 : tensor<*xf32>
}
