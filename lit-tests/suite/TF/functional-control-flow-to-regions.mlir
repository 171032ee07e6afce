// RUN: jopt %s -split-input-file -tf-functional-control-flow-to-regions | jfilecheck %s
// RUN: jopt %s -split-input-file --pass-pipeline='builtin.module(tf-functional-control-flow-to-regions{allow-passthrough-args})' | jfilecheck %s --check-prefix=PASS

// tf.If: each branch region calls its function on the op's inputs (cast where the parameter type
// differs) and yields the results. The IfRegion keeps is_stateless, device and the underscored
// attributes, and records the function names; other attributes are dropped.
func.func private @grow(tensor<*xf32>) -> tensor<*xf32>
func.func private @shrink(tensor<*xf32>) -> tensor<*xf32>

// CHECK-LABEL: func.func @choose
// CHECK-NEXT: %[[R:.*]] = "tf.IfRegion"(%arg0) <{_else_func_name = "shrink", _then_func_name = "grow", is_stateless = false}> ({
// CHECK-NEXT: %[[C1:.*]] = "tf.Cast"(%arg1) <{Truncate = false}> : (tensor<3xf32>) -> tensor<*xf32>
// CHECK-NEXT: %[[T:.*]] = func.call @grow(%[[C1]]) : (tensor<*xf32>) -> tensor<*xf32>
// CHECK-NEXT: "tf.Yield"(%[[T]]) : (tensor<*xf32>) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %[[C2:.*]] = "tf.Cast"(%arg1) <{Truncate = false}> : (tensor<3xf32>) -> tensor<*xf32>
// CHECK-NEXT: %[[E:.*]] = func.call @shrink(%[[C2]]) : (tensor<*xf32>) -> tensor<*xf32>
// CHECK-NEXT: "tf.Yield"(%[[E]]) : (tensor<*xf32>) -> ()
// CHECK-NEXT: }) {_marker = 7 : i32, device = "/device:CPU:0"} : (tensor<i1>) -> tensor<3xf32>
// CHECK-NEXT: return %[[R]]
func.func @choose(%p: tensor<i1>, %v: tensor<3xf32>) -> tensor<3xf32> {
  %r = "tf.If"(%p, %v) {then_branch = @grow, else_branch = @shrink, is_stateless = false, _marker = 7 : i32, device = "/device:CPU:0", Tcond = i1, dropped = "yes"} : (tensor<i1>, tensor<3xf32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

// A condition that is not a tensor<i1> goes through tf.ToBool, which gets the op's device.
// tf.StatelessIf is stateless without saying so.
func.func private @yes() -> ()
func.func private @no() -> ()

// CHECK-LABEL: func.func @truthy
// CHECK-NEXT: %[[B:.*]] = "tf.ToBool"(%arg0) {device = "gpu"} : (tensor<2xi32>) -> tensor<i1>
// CHECK-NEXT: "tf.IfRegion"(%[[B]]) <{_else_func_name = "no", _then_func_name = "yes", is_stateless = true}> ({
// CHECK-NEXT: func.call @yes() : () -> ()
// CHECK-NEXT: "tf.Yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: func.call @no() : () -> ()
// CHECK-NEXT: "tf.Yield"() : () -> ()
// CHECK-NEXT: }) {device = "gpu"} : (tensor<i1>) -> ()
func.func @truthy(%p: tensor<2xi32>) {
  "tf.StatelessIf"(%p) {then_branch = @yes, else_branch = @no, device = "gpu"} : (tensor<2xi32>) -> ()
  return
}

// -----

// tf.While: both regions take the loop variables as block arguments of the functions' parameter
// types; a condition function returning a non-boolean gets tf.ToBool. parallel_iterations is kept,
// 10 when absent. With allow-passthrough-args the condition also yields its arguments.
func.func private @more(tensor<?xf32>, tensor<i32>) -> tensor<i32>
func.func private @step(tensor<?xf32>, tensor<i32>) -> (tensor<?xf32>, tensor<i32>)

// CHECK-LABEL: func.func @loop
// CHECK-NEXT: %[[W:.*]]:2 = "tf.WhileRegion"(%arg0, %arg1) <{is_stateless = true, parallel_iterations = 10 : i64, shape_invariant}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<?xf32>, %[[N:.*]]: tensor<i32>):
// CHECK-NEXT: %[[K:.*]] = func.call @more(%[[A]], %[[N]]) : (tensor<?xf32>, tensor<i32>) -> tensor<i32>
// CHECK-NEXT: %[[P:.*]] = "tf.ToBool"(%[[K]]) : (tensor<i32>) -> tensor<i1>
// CHECK-NEXT: "tf.Yield"(%[[P]]) : (tensor<i1>) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%[[BA:.*]]: tensor<?xf32>, %[[BN:.*]]: tensor<i32>):
// CHECK-NEXT: %[[S:.*]]:2 = func.call @step(%[[BA]], %[[BN]]) : (tensor<?xf32>, tensor<i32>) -> (tensor<?xf32>, tensor<i32>)
// CHECK-NEXT: "tf.Yield"(%[[S]]#0, %[[S]]#1) : (tensor<?xf32>, tensor<i32>) -> ()
// CHECK-NEXT: }) {_a} : (tensor<4xf32>, tensor<i32>) -> (tensor<?xf32>, tensor<i32>)
// CHECK-NEXT: return %[[W]]#0
// PASS-LABEL: func.func @loop
// PASS: ^bb0(%[[A:.*]]: tensor<?xf32>, %[[N:.*]]: tensor<i32>):
// PASS: %[[P:.*]] = "tf.ToBool"
// PASS-NEXT: "tf.Yield"(%[[P]], %[[A]], %[[N]]) : (tensor<i1>, tensor<?xf32>, tensor<i32>) -> ()
func.func @loop(%v: tensor<4xf32>, %n: tensor<i32>) -> tensor<?xf32> {
  %r:2 = "tf.StatelessWhile"(%v, %n) {cond = @more, body = @step, shape_invariant, _a} : (tensor<4xf32>, tensor<i32>) -> (tensor<?xf32>, tensor<i32>)
  return %r#0 : tensor<?xf32>
}

// -----

// A loop without variables.
func.func private @check() -> tensor<i1>
func.func private @work() -> ()

// CHECK-LABEL: func.func @spin
// CHECK-NEXT: "tf.WhileRegion"() <{is_stateless = false, parallel_iterations = 2 : i64}> ({
// CHECK-NEXT: %[[C:.*]] = func.call @check() : () -> tensor<i1>
// CHECK-NEXT: "tf.Yield"(%[[C]]) : (tensor<i1>) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: func.call @work() : () -> ()
// CHECK-NEXT: "tf.Yield"() : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @spin() {
  "tf.While"() {cond = @check, body = @work, is_stateless = false, parallel_iterations = 2 : i64} : () -> ()
  return
}

// -----

// tf.Case: one region per branch function, in order.
func.func private @first(tensor<!tf_type.resource>) -> tensor<*xf32>
func.func private @second(tensor<!tf_type.resource<tensor<4xf32>>>) -> tensor<*xf32>

// CHECK-LABEL: func.func @select
// CHECK-NEXT: %[[R:.*]] = "tf.CaseRegion"(%arg0) <{is_stateless = true}> ({
// CHECK-NEXT: %[[C:.*]] = "tf.Cast"(%arg1) <{Truncate = false}> : (tensor<!tf_type.resource<tensor<4xf32>>>) -> tensor<!tf_type.resource>
// CHECK-NEXT: %[[A:.*]] = func.call @first(%[[C]])
// CHECK-NEXT: "tf.Yield"(%[[A]]) : (tensor<*xf32>) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %[[B:.*]] = func.call @second(%arg1)
// CHECK-NEXT: "tf.Yield"(%[[B]]) : (tensor<*xf32>) -> ()
// CHECK-NEXT: }) : (tensor<i32>) -> tensor<4xf32>
func.func @select(%i: tensor<i32>, %h: tensor<!tf_type.resource<tensor<4xf32>>>) -> tensor<4xf32> {
  %r = "tf.StatelessCase"(%i, %h) {branches = [@first, @second]} : (tensor<i32>, tensor<!tf_type.resource<tensor<4xf32>>>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Ops inside islands are converted too.
func.func private @id(tensor<f32>) -> tensor<f32>

// CHECK-LABEL: func.func @graph
// CHECK: tf_executor.island wraps "tf.IfRegion"
// CHECK: func.call @id
func.func @graph(%p: tensor<i1>, %v: tensor<f32>) -> tensor<f32> {
  %g = tf_executor.graph {
    %r, %c = tf_executor.island wraps "tf.If"(%p, %v) {then_branch = @id, else_branch = @id, is_stateless = true} : (tensor<i1>, tensor<f32>) -> tensor<f32>
    tf_executor.fetch %r : tensor<f32>
  }
  return %g : tensor<f32>
}
