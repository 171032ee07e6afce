// XlaReduceScatter: mhlo.reduce_scatter with the replica groups, the scatter dimension and the
// reducer as its body; Mean divides by the group size. XlaDynamicUpdateSlice unpacks its indices.
// RUN: jopt %s -xla-legalize-tf=legalize-chlo=false -split-input-file | jfilecheck %s

// CHECK-LABEL: func @rs
// CHECK: %[[R:.*]] = "mhlo.reduce_scatter"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64}> ({
// CHECK: mhlo.add
// CHECK: %[[N:.*]] = mhlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK: chlo.broadcast_divide %[[R]], %[[N]]
func.func @rs(%x: tensor<8xf32>) -> tensor<4xf32> {
  %g = "tf.Const"() {value = dense<[[0, 1]]> : tensor<1x2xi32>} : () -> tensor<1x2xi32>
  %d = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.XlaReduceScatter"(%x, %g, %d) {reduce_op = "Mean"} : (tensor<8xf32>, tensor<1x2xi32>, tensor<i32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func @dus
// CHECK: %[[S0:.*]] = "mhlo.slice"(%arg2) <{limit_indices = dense<1> : tensor<1xi64>, start_indices = dense<0> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}> : (tensor<2xi32>) -> tensor<1xi32>
// CHECK: %[[I0:.*]] = mhlo.reshape %[[S0]] : (tensor<1xi32>) -> tensor<i32>
// CHECK: %[[S1:.*]] = "mhlo.slice"(%arg2) <{limit_indices = dense<2> : tensor<1xi64>, start_indices = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}> : (tensor<2xi32>) -> tensor<1xi32>
// CHECK: %[[I1:.*]] = mhlo.reshape %[[S1]] : (tensor<1xi32>) -> tensor<i32>
// CHECK: mhlo.dynamic_update_slice %arg0, %arg1, %[[I0]], %[[I1]] : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
func.func @dus(%x: tensor<4x4xf32>, %u: tensor<2x2xf32>, %i: tensor<2xi32>) -> tensor<4x4xf32> {
  %0 = "tf.XlaDynamicUpdateSlice"(%x, %u, %i) : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<2xi32>) -> tensor<4x4xf32>
  func.return %0 : tensor<4x4xf32>
}

// -----

// A reduction TensorFlow does not know stays.
// CHECK-LABEL: func @rs_bad
// CHECK: "tf.XlaReduceScatter"
func.func @rs_bad(%x: tensor<8xf32>) -> tensor<4xf32> {
  %g = "tf.Const"() {value = dense<[[0, 1]]> : tensor<1x2xi32>} : () -> tensor<1x2xi32>
  %d = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.XlaReduceScatter"(%x, %g, %d) {reduce_op = "Xor"} : (tensor<8xf32>, tensor<1x2xi32>, tensor<i32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
