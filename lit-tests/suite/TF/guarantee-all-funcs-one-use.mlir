// RUN: jopt %s -split-input-file -verify-diagnostics -tf-guarantee-all-funcs-one-use | jfilecheck %s
// Every function ends up with at most one referencing op: the second and later users get private
// clones, added at the end of the module; functional ops count as users like calls.

// CHECK-LABEL: func.func @main
// CHECK-NEXT: call @leaf(%arg0)
// CHECK-NEXT: "tf.PartitionedCall"(%arg0) <{config = "", config_proto = "", executor_type = "", f = @leaf_0}>
// CHECK-NEXT: call @leaf_1(%arg0)
// CHECK: func.func @leaf(
// CHECK: func.func private @leaf_0(
// CHECK: func.func private @leaf_1(
func.func @main(%arg0: tensor<f32>) {
  %0 = call @leaf(%arg0) : (tensor<f32>) -> tensor<f32>
  %1 = "tf.PartitionedCall"(%arg0) {config = "", config_proto = "", executor_type = "", f = @leaf} : (tensor<f32>) -> tensor<f32>
  %2 = call @leaf(%arg0) : (tensor<f32>) -> tensor<f32>
  return
}
func.func @leaf(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

// -----

// One op referring to a function twice is a single user.
// CHECK-LABEL: func.func @twice
// CHECK: "tf.If"(%arg0, %arg1) <{else_branch = @branch, is_stateless = true, then_branch = @branch}>
// CHECK-NOT: @branch_0
func.func @twice(%arg0: tensor<i1>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "tf.If"(%arg0, %arg1) {then_branch = @branch, else_branch = @branch, is_stateless = true} : (tensor<i1>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @branch(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

// -----

// A function calling itself: no number of clones gives each one use.
// expected-error@+1 {{recursive call graph cannot be transformed}}
module {
  func.func private @forever() {
    call @forever() : () -> ()
    call @forever() : () -> ()
    return
  }
}

// -----

// Two functions calling each other through tf.PartitionedCall.
// expected-error@+1 {{recursive call graph cannot be transformed}}
module {
  func.func private @ping() {
    "tf.PartitionedCall"() {f = @pong, config = "", config_proto = "", executor_type = ""} : () -> ()
    return
  }
  func.func private @pong() {
    "tf.PartitionedCall"() {f = @ping, config = "", config_proto = "", executor_type = ""} : () -> ()
    return
  }
}
