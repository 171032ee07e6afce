// StridedSlice with a begin that is not a constant: shrunk dimensions index one element (a
// negative index wraps), the others are taken whole; a dynamic_slice, then a reshape.
// RUN: jopt %s -xla-legalize-tf -split-input-file | jfilecheck %s

// CHECK-LABEL: func @dyn
// CHECK: %[[CST:.*]] = mhlo.constant dense<{{.*}}> : tensor<2x4xf32>
// CHECK: %[[B:.*]] = "mhlo.slice"(%{{.*}}) <{limit_indices = dense<1> : tensor<1xi64>, start_indices = dense<0> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}> : (tensor<1xi32>) -> tensor<1xi32>
// CHECK: %[[I:.*]] = mhlo.reshape %[[B]] : (tensor<1xi32>) -> tensor<i32>
// CHECK-DAG: %[[DIM:.*]] = mhlo.constant dense<2> : tensor<i32>
// CHECK-DAG: %[[ZERO:.*]] = mhlo.constant dense<0> : tensor<i32>
// CHECK: %[[NEG:.*]] = mhlo.compare LT, %[[I]], %[[ZERO]]
// CHECK: %[[WRAP:.*]] = mhlo.add %[[I]], %[[DIM]]
// CHECK: %[[START:.*]] = mhlo.select %[[NEG]], %[[WRAP]], %[[I]]
// CHECK: %[[S:.*]] = "mhlo.dynamic_slice"(%[[CST]], %[[START]], %[[ZERO]]) <{slice_sizes = dense<[1, 4]> : tensor<2xi64>}> : (tensor<2x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>
// CHECK: %[[R:.*]] = mhlo.reshape %[[S]] : (tensor<1x4xf32>) -> tensor<4xf32>
// CHECK: return %[[R]]
func.func @dyn(%arg0: tensor<i32>) -> tensor<4xf32> {
  %0 = "tf.Const"() {value = dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0]]> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
  %1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %2 = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %3 = "tf.AddV2"(%arg0, %1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %4 = "tf.Pack"(%3) {axis = 0 : i64} : (tensor<i32>) -> tensor<1xi32>
  %5 = "tf.Pack"(%arg0) {axis = 0 : i64} : (tensor<i32>) -> tensor<1xi32>
  %6 = "tf.StridedSlice"(%0, %5, %4, %2) {begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64} : (tensor<2x4xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xf32>
  func.return %6 : tensor<4xf32>
}

// -----

// A partial range on a dimension that is not shrunk needs constant bounds: the op stays.
// CHECK-LABEL: func @dyn_partial
// CHECK: "tf.StridedSlice"
func.func @dyn_partial(%b: tensor<2xi32>) -> tensor<1x2xf32> {
  %x = "tf.Const"() {value = dense<1.0> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
  %e = "tf.Const"() {value = dense<[1, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.StridedSlice"(%x, %b, %e, %s) {begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64} : (tensor<2x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x2xf32>
  func.return %0 : tensor<1x2xf32>
}
