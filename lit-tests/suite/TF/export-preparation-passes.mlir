// RUN: jopt %s -split-input-file -constant-op-device-assignment | jfilecheck %s --check-prefix=CONST
// RUN: jopt %s -split-input-file -tf-canonicalize-compile-and-replicate-attributes | jfilecheck %s --check-prefix=CANON
// RUN: not jopt %s -split-input-file -tf-verify-for-export 2>&1 | jfilecheck %s --check-prefix=EXPORT
// RUN: jopt %s -split-input-file -tf-print | jfilecheck %s --check-prefix=PRINT
// Device assignment of constants, the compile attributes' canonical form, the export check, the
// printing pass (prints the IR and leaves it as it is).

// CONST-LABEL: func @devices
// CONST-NEXT: %[[G:.*]] = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = "/device:GPU:0"}
// CONST-NEXT: %[[C:.*]] = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = "/device:CPU:0"}
// CONST-NEXT: %[[K:.*]] = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
// CONST-NEXT: "tf.Neg"(%[[C]]) {{{.*}}device = "/device:CPU:0"}
// CONST-NEXT: "tf.Neg"(%[[G]]) {{{.*}}device = "/device:GPU:0"}
// CONST-NEXT: "tf.Neg"(%[[K]]) :
// CANON-LABEL: func @devices
// CANON: "tf.Neg"(%{{.*}}) {_replication_info = "c", _xla_compile_device_type = "TPU", device = "/device:CPU:0"}
// CANON: "tf.Neg"(%{{.*}}) {_xla_compile_device_type = "GPU", device = "/device:GPU:0"}
// EXPORT: :[[@LINE+4]]:8: error: functions must be of a single Graph with single op Islands: first op in function is not a tf_executor.graph
// PRINT: func.func @devices()
// PRINT-NEXT: %cst = "tf.Const"()
func.func @devices() {
  %c = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.Neg"(%c) {device = "/device:CPU:0", _tpu_replicate = "c"} : (tensor<i32>) -> tensor<i32>
  %1 = "tf.Neg"(%c) {device = "/device:GPU:0", _XlaMustCompile = true} : (tensor<i32>) -> tensor<i32>
  %2 = "tf.Neg"(%c) : (tensor<i32>) -> tensor<i32>
  return
}

// -----

// EXPORT: :[[@LINE+3]]:10: error: functions must be of a single Graph with single op Islands: tf_executor.island must perfectly wrap a single op
func.func @two_ops() {
  tf_executor.graph {
    %c = tf_executor.island {
      "tf.NoOp"() : () -> ()
      "tf.NoOp"() : () -> ()
      tf_executor.yield
    }
    tf_executor.fetch
  }
  return
}
