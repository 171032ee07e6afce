// RUN: jopt %s -split-input-file -tf-device-index-selector | jfilecheck %s --check-prefix=INDEX
// RUN: jopt %s -split-input-file -tf-replica-id-to-device-ordinal | jfilecheck %s --check-prefix=ORDINAL

// A DeviceIndex feeding only Case ops becomes the number of its device names: the default branch.
// INDEX-LABEL: func.func @pick
// INDEX-NEXT: %[[KEPT:.*]] = "tf.DeviceIndex"()
// INDEX-NEXT: %[[C:.*]] = arith.constant dense<3> : tensor<i32>
// INDEX-NEXT: "tf.Case"(%[[C]], %arg0)
// INDEX: return %[[KEPT]]
func.func @pick(%arg0: tensor<f32>) -> (tensor<i32>, tensor<f32>) {
  %0 = "tf.DeviceIndex"() {device_names = ["CPU", "GPU", "TPU"]} : () -> tensor<i32>
  %1 = "tf.DeviceIndex"() {device_names = ["CPU", "GPU", "TPU"]} : () -> tensor<i32>
  %2 = "tf.Case"(%1, %arg0) {branches = [@b, @b, @b, @b], is_stateless = true} : (tensor<i32>, tensor<f32>) -> tensor<f32>
  return %0, %2 : tensor<i32>, tensor<f32>
}
func.func private @b(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

// -----

// With three TPUs, replica r gets ordinal r % 3.
// ORDINAL-LABEL: module attributes
// ORDINAL: "tf.opX"() {_xla_replica_id = 4 : i64, device_ordinal = 1 : i64}
// ORDINAL: "tf.opX"() {_xla_replica_id = 2 : i64, device_ordinal = 2 : i64}
// ORDINAL: "tf.opY"() {device_ordinal = -1 : i64}
module attributes {tf.devices = ["/job:w/replica:0/task:0/device:CPU:0", "/job:w/replica:0/task:0/device:TPU:0", "/job:w/replica:0/task:0/device:TPU:1", "/job:w/replica:0/task:0/device:TPU:2"]} {
  func.func @f() {
    "tf.opX"() {_xla_replica_id = 4 : i64, device_ordinal = -1 : i64} : () -> ()
    "tf.opX"() {_xla_replica_id = 2 : i64, device_ordinal = -1 : i64} : () -> ()
    "tf.opY"() {device_ordinal = -1 : i64} : () -> ()
    return
  }
}

// -----

// No TPU: nothing changes.
// ORDINAL-LABEL: module attributes
// ORDINAL: "tf.opX"() {_xla_replica_id = 0 : i64, device_ordinal = -1 : i64}
module attributes {tf.devices = ["/job:w/replica:0/task:0/device:CPU:0"]} {
  func.func @g() {
    "tf.opX"() {_xla_replica_id = 0 : i64, device_ordinal = -1 : i64} : () -> ()
    return
  }
}
