// RUN: jopt %s -split-input-file -tf-shape-inference | jfilecheck %s

// StridedSlice: x[1:3, :, ::2]; x[..., newaxis, 2] (ellipsis, new axis, shrink); x[::-1] and
// x[3:0:-1] (negative strides); x[-2:]; an unknown dimension stays unknown; a begin that is not
// constant leaves the sliced size unknown but a shrunk axis still goes.
// CHECK-LABEL: func.func @strided_slice
// CHECK: "tf.StridedSlice"{{.*}} -> tensor<2x5x3xf32>
// CHECK: "tf.StridedSlice"{{.*}} -> tensor<4x5x1xf32>
// CHECK: "tf.StridedSlice"{{.*}} -> tensor<4x5x6xf32>
// CHECK: "tf.StridedSlice"{{.*}} -> tensor<3x5x6xf32>
// CHECK: "tf.StridedSlice"{{.*}} -> tensor<2x5x6xf32>
// CHECK: "tf.StridedSlice"{{.*}} -> tensor<?xf32>
// CHECK: "tf.StridedSlice"{{.*}} -> tensor<?x5x6xf32>
// CHECK: "tf.StridedSlice"{{.*}} -> tensor<5x6xf32>
// CHECK: "tf.StridedSlice"{{.*}} -> tensor<*xf32>
func.func @strided_slice(%x: tensor<4x5x6xf32>, %p: tensor<?x5xf32>, %u: tensor<*xf32>, %b: tensor<1xi32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %b0 = "tf.Const"() {value = dense<[1, 0, 0]> : tensor<3xi32>} : () -> tensor<3xi32>
  %e0 = "tf.Const"() {value = dense<[3, 0, 0]> : tensor<3xi32>} : () -> tensor<3xi32>
  %s0 = "tf.Const"() {value = dense<[1, 1, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  %0 = "tf.StridedSlice"(%x, %b0, %e0, %s0) {begin_mask = 6 : i64, end_mask = 6 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64} : (tensor<4x5x6xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<*xf32>
  %b1 = "tf.Const"() {value = dense<[0, 0, 2]> : tensor<3xi32>} : () -> tensor<3xi32>
  %e1 = "tf.Const"() {value = dense<[0, 0, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
  %s1 = "tf.Const"() {value = dense<1> : tensor<3xi32>} : () -> tensor<3xi32>
  %1 = "tf.StridedSlice"(%x, %b1, %e1, %s1) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 1 : i64, new_axis_mask = 2 : i64, shrink_axis_mask = 4 : i64} : (tensor<4x5x6xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<*xf32>
  %z = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %m1 = "tf.Const"() {value = dense<-1> : tensor<1xi32>} : () -> tensor<1xi32>
  %2 = "tf.StridedSlice"(%x, %z, %z, %m1) {begin_mask = 1 : i64, end_mask = 1 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64} : (tensor<4x5x6xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<*xf32>
  %three = "tf.Const"() {value = dense<3> : tensor<1xi32>} : () -> tensor<1xi32>
  %3 = "tf.StridedSlice"(%x, %three, %z, %m1) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64} : (tensor<4x5x6xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<*xf32>
  %m2 = "tf.Const"() {value = dense<-2> : tensor<1xi32>} : () -> tensor<1xi32>
  %one = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %4 = "tf.StridedSlice"(%x, %m2, %z, %one) {begin_mask = 0 : i64, end_mask = 1 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64} : (tensor<4x5x6xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<*xf32>
  %b5 = "tf.Const"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %e5 = "tf.Const"() {value = dense<[3, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s5 = "tf.Const"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
  %5 = "tf.StridedSlice"(%p, %b5, %e5, %s5) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 2 : i64} : (tensor<?x5xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  %6 = "tf.StridedSlice"(%x, %b, %three, %one) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64} : (tensor<4x5x6xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<*xf32>
  %7 = "tf.StridedSlice"(%x, %b, %three, %one) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64} : (tensor<4x5x6xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<*xf32>
  %8 = "tf.StridedSlice"(%u, %z, %three, %one) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64} : (tensor<*xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<*xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// Slice: a size of -1 takes the rest after begin; an unranked input takes its rank from size.
// CHECK-LABEL: func.func @slice
// CHECK: "tf.Slice"{{.*}} -> tensor<2x5xf32>
// CHECK: "tf.Slice"{{.*}} -> tensor<?x3xf32>
// CHECK: "tf.Slice"{{.*}} -> tensor<?x?xf32>
// CHECK: "tf.Slice"{{.*}} -> tensor<2x3xf32>
func.func @slice(%x: tensor<4x5xf32>, %p: tensor<?x5xf32>, %u: tensor<*xf32>, %n: tensor<2xi32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %b = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s = "tf.Const"() {value = dense<[2, -1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.Slice"(%x, %b, %s) : (tensor<4x5xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  %s1 = "tf.Const"() {value = dense<[-1, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %1 = "tf.Slice"(%p, %b, %s1) : (tensor<?x5xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  %2 = "tf.Slice"(%x, %b, %n) : (tensor<4x5xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  %s3 = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %3 = "tf.Slice"(%u, %b, %s3) : (tensor<*xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  return %0, %1, %2, %3 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// Split divides the split dimension evenly; SplitV takes the constant sizes (-1: the rest);
// without a constant axis only the rank is known.
// CHECK-LABEL: func.func @split
// CHECK: "tf.Split"{{.*}} -> (tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>)
// CHECK: "tf.Split"{{.*}} -> (tensor<?x?xf32>, tensor<?x?xf32>)
// CHECK: "tf.Split"{{.*}} -> (tensor<*xf32>, tensor<*xf32>)
// CHECK: "tf.SplitV"{{.*}} -> (tensor<4x2xf32>, tensor<4x5xf32>, tensor<4x3xf32>)
// CHECK: "tf.SplitV"{{.*}} -> (tensor<?x2xf32>, tensor<?x?xf32>, tensor<?x3xf32>)
func.func @split(%x: tensor<4x6xf32>, %y: tensor<4x10xf32>, %p: tensor<?x?xf32>, %u: tensor<*xf32>, %d: tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %0:3 = "tf.Split"(%one, %x) {num_split = 3 : i64} : (tensor<i32>, tensor<4x6xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  %1:2 = "tf.Split"(%d, %x) {num_split = 2 : i64} : (tensor<i32>, tensor<4x6xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  %2:2 = "tf.Split"(%one, %u) {num_split = 2 : i64} : (tensor<i32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  %sizes = "tf.Const"() {value = dense<[2, -1, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
  %3:3 = "tf.SplitV"(%y, %sizes, %one) : (tensor<4x10xf32>, tensor<3xi32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  %4:3 = "tf.SplitV"(%p, %sizes, %one) : (tensor<?x?xf32>, tensor<3xi32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %0#0, %0#1, %0#2, %1#0, %1#1, %2#0, %2#1, %3#0, %3#1, %3#2, %4#0, %4#1, %4#2 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// Gather: indices' shape then params' tail. GatherV2: params[:axis] + indices[batch_dims:] +
// params[axis+1:]; an axis that is not constant leaves only the rank. GatherNd: indices[:-1] +
// params[depth:]; an unknown depth leaves the rank unknown.
// CHECK-LABEL: func.func @gather
// CHECK: "tf.Gather"{{.*}} -> tensor<4x?x3xf32>
// CHECK: "tf.GatherV2"{{.*}} -> tensor<4x3xf32>
// CHECK: "tf.GatherV2"{{.*}} -> tensor<10x4xf32>
// CHECK: "tf.GatherV2"{{.*}} -> tensor<4x5x3xf32>
// CHECK: "tf.GatherV2"{{.*}} -> tensor<?x?x?xf32>
// CHECK: "tf.GatherV2"{{.*}} -> tensor<*xf32>
// CHECK: "tf.GatherNd"{{.*}} -> tensor<4x30xf32>
// CHECK: "tf.GatherNd"{{.*}} -> tensor<?xf32>
// CHECK: "tf.GatherNd"{{.*}} -> tensor<*xf32>
func.func @gather(%params: tensor<10x3xf32>, %i2: tensor<4x?xi32>, %i1: tensor<4xi32>, %bp: tensor<?x10x3xf32>, %bi: tensor<4x5xi32>, %a: tensor<i32>, %u: tensor<*xf32>, %nd: tensor<10x20x30xf32>, %ndi: tensor<4x2xi32>, %ndj: tensor<?x3xi32>, %ndk: tensor<4x?xi32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %0 = "tf.Gather"(%params, %i2) : (tensor<10x3xf32>, tensor<4x?xi32>) -> tensor<*xf32>
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %1 = "tf.GatherV2"(%params, %i1, %zero) {batch_dims = 0 : i64} : (tensor<10x3xf32>, tensor<4xi32>, tensor<i32>) -> tensor<*xf32>
  %2 = "tf.GatherV2"(%params, %i1, %one) {batch_dims = 0 : i64} : (tensor<10x3xf32>, tensor<4xi32>, tensor<i32>) -> tensor<*xf32>
  %3 = "tf.GatherV2"(%bp, %bi, %one) {batch_dims = 1 : i64} : (tensor<?x10x3xf32>, tensor<4x5xi32>, tensor<i32>) -> tensor<*xf32>
  %4 = "tf.GatherV2"(%bp, %bi, %a) {batch_dims = 1 : i64} : (tensor<?x10x3xf32>, tensor<4x5xi32>, tensor<i32>) -> tensor<*xf32>
  %5 = "tf.GatherV2"(%u, %i1, %zero) {batch_dims = 0 : i64} : (tensor<*xf32>, tensor<4xi32>, tensor<i32>) -> tensor<*xf32>
  %6 = "tf.GatherNd"(%nd, %ndi) : (tensor<10x20x30xf32>, tensor<4x2xi32>) -> tensor<*xf32>
  %7 = "tf.GatherNd"(%nd, %ndj) : (tensor<10x20x30xf32>, tensor<?x3xi32>) -> tensor<*xf32>
  %8 = "tf.GatherNd"(%nd, %ndk) : (tensor<10x20x30xf32>, tensor<4x?xi32>) -> tensor<*xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}
