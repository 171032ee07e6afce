// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s -canonicalize | jfilecheck %s --check-prefix=CANON
// The tf_device dialect's ops print back as they parse: launch and the *_func ops generically with
// their declared attributes as properties, replicate and return in their custom forms.

// CHECK-LABEL: func.func @on_device
// CHECK: %[[L:.*]] = "tf_device.launch"() <{device = "/device:CPU:0"}> ({
// CHECK-NEXT: %[[N:.*]] = "tf.Neg"(%arg0)
// CHECK-NEXT: tf_device.return %[[N]] : tensor<3xf32>
// CHECK-NEXT: }) {_note = "kept"} : () -> tensor<3xf32>
// CANON-LABEL: func.func @on_device
// CANON: tf_device.launch
func.func @on_device(%arg0: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "tf_device.launch"() ({
    %1 = "tf.Neg"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>
    tf_device.return %1 : tensor<3xf32>
  }) {device = "/device:CPU:0", _note = "kept"} : () -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// A launch that only forwards values goes away under canonicalization.
// CANON-LABEL: func.func @pass_through
// CANON-NOT: tf_device.launch
// CANON: return %arg1, %arg0
func.func @pass_through(%arg0: tensor<i1>, %arg1: tensor<i8>) -> (tensor<i8>, tensor<i1>) {
  %0:2 = "tf_device.launch"() ({
    tf_device.return %arg0, %arg1 : tensor<i1>, tensor<i8>
  }) {device = "gpu"} : () -> (tensor<i1>, tensor<i8>)
  return %0#1, %0#0 : tensor<i8>, tensor<i1>
}

// Replicated inputs come in groups of n, packed inputs alone; each returned value gives n results.
// CHECK-LABEL: func.func @three_ways
// CHECK: %[[R:.*]]:6 = tf_device.replicate([%arg0, %arg1, %arg0] as %[[A:.*]]: tensor<2xf32>, %arg2 as %[[B:.*]]: tensor<i32>) {devices = {CORE = ["/d:0", "/d:1", "/d:2"]}, n = 3 : i32} {
// CHECK-NEXT: tf_device.return %[[A]], %[[B]] : tensor<2xf32>, tensor<i32>
// CHECK-NEXT: }
// CHECK: tf_device.replicate {n = 2 : i32} {
// CHECK-NEXT: tf_device.return
// CHECK-NEXT: }
func.func @three_ways(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) {
  %0:6 = tf_device.replicate([%arg0, %arg1, %arg0] as %x: tensor<2xf32>, %arg2 as %y: tensor<i32>) {n = 3 : i32, devices = {CORE = ["/d:0", "/d:1", "/d:2"]}} {
    tf_device.return %x, %y : tensor<2xf32>, tensor<i32>
  }
  tf_device.replicate {n = 2 : i32} {
  }
  return
}

// CHECK-LABEL: func.func @side_by_side
// CHECK: "tf_device.parallel_execute"() ({
// CHECK: }, {
// CHECK: }) : () -> (tensor<f32>, tensor<i32>)
// CHECK: "tf_device.cluster"() ({
// CHECK: "tf_device.cluster_func"(%arg0) <{func = @callee}> {_replication_info = "r"} : (tensor<f32>) -> tensor<f32>
// CHECK: tf_device.remote_run "worker" @callee(%arg0) : (tensor<f32>) -> tensor<f32>
func.func @side_by_side(%arg0: tensor<f32>, %arg1: tensor<i32>) {
  %0:2 = "tf_device.parallel_execute"() ({
    tf_device.return %arg0 : tensor<f32>
  }, {
    tf_device.return %arg1 : tensor<i32>
  }) : () -> (tensor<f32>, tensor<i32>)
  "tf_device.cluster"() ({
    "tf.NoOp"() : () -> ()
    tf_device.return
  }) : () -> ()
  %1 = "tf_device.cluster_func"(%arg0) {func = @callee, _replication_info = "r"} : (tensor<f32>) -> tensor<f32>
  %2 = tf_device.remote_run "worker" @callee(%arg0) : (tensor<f32>) -> tensor<f32>
  return
}

func.func private @callee(tensor<f32>) -> tensor<f32>

// A segment-size attribute written in the dictionary is replaced by the one the operands give,
// and not printed.
// CHECK-LABEL: func.func @replicate_given_segments
// CHECK: tf_device.replicate([%arg0, %arg0] as %{{.*}}: tensor<i32>) {n = 2 : i32} {
func.func @replicate_given_segments(%arg0: tensor<i32>) {
  tf_device.replicate([%arg0, %arg0] as %r: tensor<i32>) {n = 2 : i32, operandSegmentSizes = array<i32: 7, 7>} {
    tf_device.return
  }
  return
}
