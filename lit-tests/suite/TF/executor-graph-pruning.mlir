// RUN: jopt %s -split-input-file -tf-executor-graph-pruning | jfilecheck %s
// RUN: jopt %s -split-input-file -tf-executor-graph-pruning='ops-to-preserve=tf.Keep' | jfilecheck %s --check-prefix=KEEP

// What the fetch needs stays, through data, control and captured values; the rest goes.
// CHECK-LABEL: func.func @reachability
// CHECK: "tf.Producer"
// CHECK: "tf.Captured"
// CHECK: "tf.Ordered"
// CHECK-NOT: "tf.Keep"
// CHECK: "tf.User"
// CHECK-NOT: "tf.Dead
// CHECK: tf_executor.fetch
// KEEP-LABEL: func.func @reachability
// KEEP: "tf.Keep"
func.func @reachability(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = tf_executor.graph {
    %p, %pc = tf_executor.island wraps "tf.Producer"(%arg0) : (tensor<i32>) -> tensor<i32>
    %c, %cc = tf_executor.island wraps "tf.Captured"() : () -> tensor<i32>
    %o = tf_executor.island wraps "tf.Ordered"() : () -> ()
    %d, %dc = tf_executor.island wraps "tf.DeadUser"(%p) : (tensor<i32>) -> tensor<i32>
    %k = tf_executor.island wraps "tf.Keep"() : () -> ()
    %u, %uc = tf_executor.island(%o) {
      %x = "tf.User"(%p, %c) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      tf_executor.yield %x : tensor<i32>
    }
    tf_executor.fetch %u : tensor<i32>
  }
  return %0 : tensor<i32>
}

// -----

// A NextIteration.Sink lives as long as its source does.
// CHECK-LABEL: func.func @loop_kept
// CHECK: tf_executor.NextIteration.Source
// CHECK: tf_executor.NextIteration.Sink
func.func @loop_kept() -> tensor<i32> {
  %0 = tf_executor.graph {
    %out, %token, %ctl = tf_executor.NextIteration.Source : tensor<i32>
    tf_executor.NextIteration.Sink[%token] %out : tensor<i32>
    tf_executor.fetch %out : tensor<i32>
  }
  return %0 : tensor<i32>
}

// CHECK-LABEL: func.func @loop_dead
// CHECK-NOT: NextIteration
// CHECK: tf_executor.fetch
func.func @loop_dead() {
  tf_executor.graph {
    %out, %token, %ctl = tf_executor.NextIteration.Source : tensor<i32>
    tf_executor.NextIteration.Sink[%token] %out : tensor<i32>
    tf_executor.fetch
  }
  return
}

// -----

// @main without tf.entry_function may be a V1 graph imported without fetches: not pruned.
// CHECK-LABEL: func.func @main
// CHECK: tf_executor.island wraps "tf.Unfetched"
func.func @main() {
  tf_executor.graph {
    %c = tf_executor.island wraps "tf.Unfetched"() : () -> ()
    tf_executor.fetch
  }
  return
}

// -----

// With tf.entry_function, @main is pruned like any function.
// CHECK-LABEL: func.func @main
// CHECK-NOT: tf.Unfetched
func.func @main() attributes {tf.entry_function = {control_outputs = "", inputs = "", outputs = ""}} {
  tf_executor.graph {
    %c = tf_executor.island wraps "tf.Unfetched"() : () -> ()
    tf_executor.fetch
  }
  return
}

// -----

// An op TensorFlow marks as must-execute stays, with what it needs, though nothing fetches it.
// CHECK-LABEL: func.func @must_execute
// CHECK: "tf.Input"
// CHECK: "tf.CheckNumerics"
// CHECK-NOT: "tf.Unneeded"
func.func @must_execute(%arg0: tensor<f32>) {
  tf_executor.graph {
    %i, %ic = tf_executor.island wraps "tf.Input"() : () -> tensor<f32>
    %c, %cc = tf_executor.island wraps "tf.CheckNumerics"(%i) {message = "bad"} : (tensor<f32>) -> tensor<f32>
    %u, %uc = tf_executor.island wraps "tf.Unneeded"() : () -> tensor<f32>
    tf_executor.fetch
  }
  return
}
