// RUN: jopt %s -inline='default-pipeline=' | jfilecheck %s
// TensorFlow's inliner rules: tf._noinline callees stay called, ops TensorFlow may not duplicate
// (unknown tf ops, stateful ones) are not inlined into a second caller, tf_device regions accept
// inlined bodies, and a partitioned call's device places the inlined ops.

func.func private @plain() -> tensor<2xi32> {
  %c = "tf.Const"() {value = dense<2> : tensor<2xi32>} : () -> tensor<2xi32>
  return %c : tensor<2xi32>
}

func.func private @kept() -> tensor<2xi32> attributes {tf._noinline = true} {
  %c = "tf.Const"() {value = dense<2> : tensor<2xi32>} : () -> tensor<2xi32>
  return %c : tensor<2xi32>
}

func.func private @not_kept() -> tensor<2xi32> attributes {tf._noinline = false} {
  %c = "tf.Const"() {value = dense<3> : tensor<2xi32>} : () -> tensor<2xi32>
  return %c : tensor<2xi32>
}

// CHECK-LABEL: func @noinline(
// CHECK-NEXT: %[[K:.*]] = "tf.PartitionedCall"() <{{.*}}f = @kept}>
// CHECK-NEXT: %[[C:.*]] = "tf.Const"() <{value = dense<3>
// CHECK-NEXT: return %[[K]], %[[C]]
func.func @noinline() -> (tensor<2xi32>, tensor<2xi32>) {
  %0 = "tf.PartitionedCall"() {config = "", config_proto = "", executor_type = "", f = @kept} : () -> tensor<2xi32>
  %1 = "tf.PartitionedCall"() {config = "", config_proto = "", executor_type = "", f = @not_kept} : () -> tensor<2xi32>
  return %0, %1 : tensor<2xi32>, tensor<2xi32>
}

func.func private @unknown_op() -> tensor<2xi32> {
  %0 = "tf.MyCustomKernel"() : () -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// Two callers would clone the unknown op: both calls stay.
// CHECK-LABEL: func @unknown_twice(
// CHECK-NEXT: "tf.PartitionedCall"() <{{.*}}f = @unknown_op}>
// CHECK-NEXT: "tf.PartitionedCall"() <{{.*}}f = @unknown_op}>
// CHECK-NEXT: return
func.func @unknown_twice() -> tensor<2xi32> {
  %0 = "tf.PartitionedCall"() {config = "", config_proto = "", executor_type = "", f = @unknown_op} : () -> tensor<2xi32>
  %1 = "tf.PartitionedCall"() {config = "", config_proto = "", executor_type = "", f = @unknown_op} : () -> tensor<2xi32>
  return %1 : tensor<2xi32>
}

// CHECK-LABEL: func @into_cluster(
// CHECK-NEXT: "tf_device.cluster"()
// CHECK-NEXT: %[[C:.*]] = "tf.Const"
// CHECK-NEXT: tf_device.return %[[C]]
func.func @into_cluster() -> tensor<2xi32> {
  %0 = "tf_device.cluster"() ({
    %1 = "tf.StatefulPartitionedCall"() {config = "", config_proto = "", executor_type = "", f = @plain} : () -> tensor<2xi32>
    tf_device.return %1 : tensor<2xi32>
  }) : () -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

func.func private @placed() -> (tensor<2xi32>, tensor<2xf32>, tensor<2xf32>) {
  %a = "tf.Const"() {value = dense<2> : tensor<2xi32>} : () -> tensor<2xi32>
  %b = "tf.Const"() {value = dense<2.0> : tensor<2xf32>, device = "/device:GPU:1"} : () -> tensor<2xf32>
  %c = "tf.Const"() {value = dense<3.0> : tensor<2xf32>, device = "/gpu:0"} : () -> tensor<2xf32>
  return %a, %b, %c : tensor<2xi32>, tensor<2xf32>, tensor<2xf32>
}

// An op without a device takes the caller's; one with a device keeps it and gains the job, replica
// and task it leaves unset.
// CHECK-LABEL: func @devices(
// CHECK-DAG: "tf.Const"() <{value = dense<2> : tensor<2xi32>}> {device = "/job:w/replica:0/task:1/device:CPU:0"}
// CHECK-DAG: "tf.Const"() <{value = dense<2.000000e+00> : tensor<2xf32>}> {device = "/job:w/replica:0/task:1/device:GPU:1"}
// CHECK-DAG: "tf.Const"() <{value = dense<3.000000e+00> : tensor<2xf32>}> {device = "/job:w/replica:0/task:1/device:GPU:0"}
func.func @devices() -> tensor<2xi32> {
  %r:3 = "tf.StatefulPartitionedCall"() {config = "", config_proto = "", executor_type = "", f = @placed, device = "/job:w/replica:0/task:1/device:CPU:0"} : () -> (tensor<2xi32>, tensor<2xf32>, tensor<2xf32>)
  return %r#0 : tensor<2xi32>
}
