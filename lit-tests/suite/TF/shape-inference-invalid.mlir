// RUN: jopt %s -tf-shape-inference | jfilecheck %s

// Where TensorFlow's shape function fails, TensorFlow's pass leaves the op's types as they are and
// reports nothing (it calls the shape function without a location); so do we. Each op below is one
// TensorFlow rejects: a shrunk index out of bounds, k larger than the last dimension, a range going
// the wrong way, a reshape to a different element count, mismatched inner matrix sizes, a
// reflection wider than the dimension. (batch_dims greater than the axis, a split that does not
// divide, a window larger than the input, a one-hot axis below -1 and packed shapes that differ are
// rejected by those ops' verifiers, as in TensorFlow: see the *-op-verifiers.mlir tests.)
// CHECK-LABEL: func.func @rejected
// CHECK: "tf.StridedSlice"{{.*}} -> tensor<*xf32>
// CHECK: "tf.TopKV2"{{.*}} -> (tensor<*xf32>, tensor<*xi32>)
// CHECK: "tf.Range"{{.*}} -> tensor<*xi32>
// CHECK: "tf.Reshape"{{.*}} -> tensor<*xf32>
// CHECK: "tf.MatMul"{{.*}} -> tensor<*xf32>
// CHECK: "tf.MirrorPad"{{.*}} -> tensor<*xf32>
func.func @rejected(%p: tensor<4x10x3xf32>, %i: tensor<4x5xi32>, %x: tensor<6x4xf32>, %w: tensor<5x5x1x1xf32>, %img: tensor<1x3x3x1xf32>, %a: tensor<2xf32>, %b: tensor<3xf32>) {
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %seven = "tf.Const"() {value = dense<7> : tensor<1xi32>} : () -> tensor<1xi32>
  %eight = "tf.Const"() {value = dense<8> : tensor<1xi32>} : () -> tensor<1xi32>
  %s1 = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %1 = "tf.StridedSlice"(%x, %seven, %eight, %s1) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64} : (tensor<6x4xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<*xf32>
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %five = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
  %3:2 = "tf.TopKV2"(%x, %five) {sorted = true} : (tensor<6x4xf32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xi32>)
  %4 = "tf.Range"(%five, %zero, %one) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<*xi32>
  %shape = "tf.Const"() {value = dense<[5, 5]> : tensor<2xi32>} : () -> tensor<2xi32>
  %5 = "tf.Reshape"(%x, %shape) : (tensor<6x4xf32>, tensor<2xi32>) -> tensor<*xf32>
  %6 = "tf.MatMul"(%x, %x) {transpose_a = false, transpose_b = false} : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<*xf32>
  %on = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %pads = "tf.Const"() {value = dense<[[2, 0]]> : tensor<1x2xi32>} : () -> tensor<1x2xi32>
  %10 = "tf.MirrorPad"(%a, %pads) {mode = "REFLECT"} : (tensor<2xf32>, tensor<1x2xi32>) -> tensor<*xf32>
  return
}
