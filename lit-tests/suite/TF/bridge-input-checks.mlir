// RUN: jopt %s -split-input-file -verify-diagnostics -tf-xla-validate-inputs
// RUN: not jopt %s -split-input-file -verify-no-outside-compilation-markers 2>&1 | jfilecheck %s
// Checks of the bridge's input and of outside compilation's output, with TensorFlow's errors.

// expected-error@+1 {{expects no nested calls of entry functions as they prevent graph traversal in some passes from working correctly}}
func.func @outer() attributes {tf.entry_function = {inputs = "", outputs = ""}} {
  "tf.PartitionedCall"() {config = "", config_proto = "", executor_type = "", f = @inner} : () -> ()
  return
}
func.func @inner() attributes {tf.entry_function = {inputs = "", outputs = ""}} {
  return
}

// -----

// expected-error@+1 {{does not support top-level compilation marker}}
func.func @marked() attributes {_xla_compile_device_type = "TPU", tf.entry_function = {}} {
  return
}

// -----

// A plain function calling an entry function is fine.
func.func @plain() {
  "tf.PartitionedCall"() {config = "", config_proto = "", executor_type = "", f = @entry} : () -> ()
  return
}
func.func @entry() attributes {tf.entry_function = {}} {
  // CHECK: bridge-input-checks.mlir:[[# @LINE + 1]]:3: error: Node `tf.NoOp` has _xla_outside_compilation set which should have been removed by outside compilation
  "tf.NoOp"() {_xla_outside_compilation = "0"} : () -> ()
  return
}

// -----

func.func @cluster_with_launch() {
  // CHECK: bridge-input-checks.mlir:[[# @LINE + 1]]:3: error: Node `tf_device.cluster` is a launch op which should have been removed by outside compilation
  "tf_device.cluster"() ({
    "tf_device.launch"() ({
      tf_device.return
    }) {device = "cpu"} : () -> ()
    tf_device.return
  }) : () -> ()
  return
}
