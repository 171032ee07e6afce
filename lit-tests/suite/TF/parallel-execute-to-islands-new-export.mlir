// RUN: jopt %s -split-input-file -verify-diagnostics -tf-parallel-execute-to-islands=legacy-graph-export=false | jfilecheck %s
// The new graph export: each region's ops (yield included) carry the parallel group and branch in
// _parallel_execution_ids, a region of several ops becomes one island per op, and unused regions
// are not pinned to the fetch.

// CHECK-LABEL: func.func @annotated
// CHECK: %[[IN:.*]] = tf_executor.island wraps "tf.NoOp"()
// CHECK: %[[N:.*]], %{{.*}} = tf_executor.island wraps "tf.Neg"(%arg0) {_parallel_execution_ids = "outer:1,p0:0"}
// CHECK-NEXT: %[[E:.*]], %{{.*}} = tf_executor.island wraps "tf.Exp"(%[[N]]) {_parallel_execution_ids = "outer:1,p0:0"}
// CHECK-NEXT: %{{.*}} = tf_executor.island(%[[IN]]) {
// CHECK-NEXT: "tf.NoOp"() {_parallel_execution_ids = "outer:1,p0:1"} : () -> ()
// CHECK-NEXT: tf_executor.yield {_parallel_execution_ids = "outer:1,p0:1"}
// CHECK: tf_executor.fetch %[[E]] : tensor<f32>
func.func @annotated(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = tf_executor.graph {
    %c = tf_executor.island wraps "tf.NoOp"() : () -> ()
    %1:2 = tf_executor.island(%c) {
      %2 = "tf_device.parallel_execute"() ({
        %3 = "tf.Neg"(%arg0) : (tensor<f32>) -> tensor<f32>
        %4 = "tf.Exp"(%3) : (tensor<f32>) -> tensor<f32>
        tf_device.return %4 : tensor<f32>
      }, {
        "tf.NoOp"() : () -> ()
        tf_device.return
      }) {_parallel_execution_ids = "outer:1"} : () -> tensor<f32>
      tf_executor.yield %2 : tensor<f32>
    }
    tf_executor.fetch %1#0 : tensor<f32>
  }
  return %0 : tensor<f32>
}

// -----

// Every island must wrap exactly one op.
func.func @not_wrapping() {
  tf_executor.graph {
    // expected-error@+1 {{tf_executor.island must perfectly wrap a single op}}
    %0 = tf_executor.island {
      "tf.NoOp"() : () -> ()
      "tf.NoOp"() : () -> ()
      tf_executor.yield
    }
    tf_executor.fetch
  }
  return
}
