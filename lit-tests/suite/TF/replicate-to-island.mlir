// RUN: jopt %s -split-input-file -verify-diagnostics -tf-replicate-to-island | jfilecheck %s
// RUN: jopt %s -split-input-file -verify-diagnostics -tf-replicate-to-island=legacy-graph-export=false | jfilecheck %s --check-prefix=SPLIT
// tf-replicate-to-island: one island per replica with the replica's operands, aliased launch
// devices resolved per replica, ordinal placeholders turned into constants; legacy export pins
// unused replicas to the fetch, the new one annotates each op and splits the replicas per op
// (the new islands have no control inputs, as TensorFlow's split).

// CHECK-LABEL: func @two_replicas
// CHECK: %[[R0:.*]]:2, %[[C0:.*]] = tf_executor.island(%arg2) {
// CHECK-NEXT: "tf_device.launch"() <{device = "/job:w/replica:0/task:0/device:TPU:3"}>
// CHECK-NEXT: "tf.Neg"(%arg0)
// CHECK: "tf.Sub"(%arg1, %arg1)
// CHECK: %[[R1:.*]]:2, %[[C1:.*]] = tf_executor.island(%arg2) {
// CHECK-NEXT: "tf_device.launch"() <{device = "/job:w/replica:0/task:0/device:TPU:5"}>
// CHECK-NEXT: "tf.Neg"(%arg3)
// CHECK: "tf.Sub"(%arg1, %arg1)
// CHECK: tf_executor.fetch %[[R0]]#1, %[[C1]] :
// SPLIT-LABEL: func @two_replicas
// SPLIT: tf_executor.island wraps "tf_device.launch"
// SPLIT: }) {_parallel_execution_ids = "r0:0"}
// SPLIT: tf_executor.island wraps "tf.Sub"(%arg1, %arg1) {_parallel_execution_ids = "r0:0"}
// SPLIT: }) {_parallel_execution_ids = "r0:1"}
// SPLIT: tf_executor.island wraps "tf.Sub"(%arg1, %arg1) {_parallel_execution_ids = "r0:1"}
// SPLIT: tf_executor.fetch %{{[a-z_0-9]*}} : tensor<i32>
func.func @two_replicas(%a: tensor<i32>, %p: tensor<i32>, %ctl: !tf_executor.control, %b: tensor<i32>) -> tensor<i32> {
  %r = tf_executor.graph {
    %o:4, %c = tf_executor.island(%ctl) {
      %0:4 = tf_device.replicate([%a, %b] as %ri: tensor<i32>, %p as %pi: tensor<i32>) {n = 2 : i32, devices = {CORE = ["/job:w/replica:0/task:0/device:TPU:3", "/job:w/replica:0/task:0/device:TPU:5"]}} {
        %1 = "tf_device.launch"() ({
          %2 = "tf.Neg"(%ri) : (tensor<i32>) -> tensor<i32>
          tf_device.return %2 : tensor<i32>
        }) {device = "CORE"} : () -> tensor<i32>
        %3 = "tf.Sub"(%pi, %pi) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        tf_device.return %1, %3 : tensor<i32>, tensor<i32>
      }
      tf_executor.yield %0#0, %0#1, %0#2, %0#3 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
    }
    tf_executor.fetch %o#2 : tensor<i32>
  }
  return %r : tensor<i32>
}

// -----

// Each placeholder reads the ordinal of its logical core's device; the second replicate of a
// function is group r1; enqueue ops learn their replica.
// CHECK-LABEL: func @ordinals
// CHECK: "tf.Const"() <{value = dense<6> : tensor<i64>}>
// CHECK: "tf.Const"() <{value = dense<7> : tensor<i64>}>
// CHECK: "tf.EnqueueTPUEmbeddingArbitraryTensorBatch"(%arg0) {_xla_replica_id = 0 : i64
// CHECK: "tf.EnqueueTPUEmbeddingArbitraryTensorBatch"(%arg0) {_xla_replica_id = 1 : i64
// SPLIT-LABEL: func @ordinals
// SPLIT: wraps "tf.Const"() <{value = dense<6> : tensor<i64>}> {_parallel_execution_ids = "x:1,r0:0"}
// SPLIT: wraps "tf.Const"() <{value = dense<7> : tensor<i64>}> {_parallel_execution_ids = "x:1,r0:1"}
// SPLIT: _parallel_execution_ids = "r1:0", _xla_replica_id = 0 : i64
// SPLIT: _parallel_execution_ids = "r1:1", _xla_replica_id = 1 : i64
func.func @ordinals(%s: tensor<!tf_type.string>) {
  tf_executor.graph {
    %0 = tf_executor.island {
      tf_device.replicate {n = 2 : i32, _parallel_execution_ids = "x:1", devices = {TPU_REPLICATED_CORE_1 = ["/job:w/replica:0/task:0/device:TPU:6", "/job:w/replica:0/task:0/device:TPU:7"]}} {
        %1 = "tf._TPUDeviceOrdinalPlaceholder"() {logical_core = 1} : () -> tensor<i64>
        tf_device.return
      }
      tf_executor.yield
    }
    %2 = tf_executor.island {
      tf_device.replicate([%s, %s] as %ri: tensor<!tf_type.string>) {n = 2 : i32} {
        "tf.EnqueueTPUEmbeddingArbitraryTensorBatch"(%ri) {table_ids = [1]} : (tensor<!tf_type.string>) -> ()
        tf_device.return
      }
      tf_executor.yield
    }
    tf_executor.fetch
  }
  return
}

// -----

func.func @no_core(%s: tensor<i32>) {
  tf_executor.graph {
    %0 = tf_executor.island {
      tf_device.replicate {n = 2 : i32, devices = {TPU_REPLICATED_CORE_1 = ["/job:w/replica:0/task:0/device:TPU:6", "/job:w/replica:0/task:0/device:TPU:7"]}} {
        // expected-error@+1 {{'tf._TPUDeviceOrdinalPlaceholder' op requires device ordinal from device TPU_REPLICATED_CORE_0 to be present in 'tf.device.replicate' op}}
        %1 = "tf._TPUDeviceOrdinalPlaceholder"() {logical_core = 0} : () -> tensor<i64>
        tf_device.return
      }
      tf_executor.yield
    }
    tf_executor.fetch
  }
  return
}

// -----

func.func @no_devices(%s: tensor<i32>) {
  tf_executor.graph {
    %0 = tf_executor.island {
      tf_device.replicate {n = 2 : i32} {
        // expected-error@+1 {{'tf._TPUDeviceOrdinalPlaceholder' op devices attribute is not present}}
        %1 = "tf._TPUDeviceOrdinalPlaceholder"() {logical_core = 0} : () -> tensor<i64>
        tf_device.return
      }
      tf_executor.yield
    }
    tf_executor.fetch
  }
  return
}
