// Packing, splitting, constants of a shape, ranges, broadcasts, pads and one-hot encodings.
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s

// CHECK-LABEL: func.func @pack_unpack
// CHECK-NEXT: %[[V0:.*]] = mhlo.reshape %arg0 : (tensor<2xf32>) -> tensor<1x2xf32>
// CHECK-NEXT: %[[V1:.*]] = mhlo.reshape %arg1 : (tensor<2xf32>) -> tensor<1x2xf32>
// CHECK-NEXT: %[[V2:.*]] = "mhlo.concatenate"(%[[V0]], %[[V1]]) <{dimension = 0 : i64}> : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: %[[V3:.*]] = "mhlo.slice"(%[[V2]]) <{limit_indices = dense<2> : tensor<2xi64>, start_indices = dense<[0, 1]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}> : (tensor<2x2xf32>) -> tensor<2x1xf32>
// CHECK-NEXT: %[[V4:.*]] = mhlo.reshape %[[V3]] : (tensor<2x1xf32>) -> tensor<2xf32>
// CHECK-NEXT: %[[V5:.*]] = mhlo.reshape %arg0 : (tensor<2xf32>) -> tensor<1x2xf32>
// CHECK-NEXT: %[[V6:.*]] = mhlo.reshape %[[V5]] : (tensor<1x2xf32>) -> tensor<2xf32>
// CHECK-NEXT: return %[[V2]], %[[V4]], %[[V5]], %[[V6]] : tensor<2x2xf32>, tensor<2xf32>, tensor<1x2xf32>, tensor<2xf32>
// CHECK-LABEL: func.func @concat_split
// CHECK-NEXT: %[[V0:.*]] = "mhlo.concatenate"(%arg0, %arg0) <{dimension = 0 : i64}> : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<8x2xf32>
// CHECK-NEXT: %[[V1:.*]] = "mhlo.slice"(%arg0) <{limit_indices = dense<2> : tensor<2xi64>, start_indices = dense<0> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}> : (tensor<4x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT: %[[V2:.*]] = "mhlo.slice"(%arg0) <{limit_indices = dense<[1, 2]> : tensor<2xi64>, start_indices = dense<0> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}> : (tensor<4x2xf32>) -> tensor<1x2xf32>
// CHECK-NEXT: %[[V3:.*]] = "mhlo.slice"(%arg0) <{limit_indices = dense<[4, 2]> : tensor<2xi64>, start_indices = dense<[1, 0]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}> : (tensor<4x2xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: return %[[V0]], %[[V1]], %[[V2]], %[[V3]] : tensor<8x2xf32>, tensor<2x2xf32>, tensor<1x2xf32>, tensor<3x2xf32>
// CHECK-LABEL: func.func @like_range
// CHECK-NEXT: %[[VCST:.*]] = mhlo.constant dense<1.000000e+00> : tensor<2x3xf32>
// CHECK-NEXT: %[[VC:.*]] = mhlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %[[V0:.*]] = shape.shape_of %arg1 : tensor<?xi32> -> tensor<1xindex>
// CHECK-NEXT: %[[V1:.*]] = "mhlo.dynamic_broadcast_in_dim"(%[[VC]], %[[V0]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<i32>, tensor<1xindex>) -> tensor<?xi32>
// CHECK-NEXT: %[[VC0:.*]] = mhlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %[[VC1:.*]] = mhlo.constant dense<2> : tensor<i32>
// CHECK-NEXT: %[[V2:.*]] = "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
// CHECK-NEXT: %[[V3:.*]] = "mhlo.broadcast_in_dim"(%[[VC1]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<i32>) -> tensor<4xi32>
// CHECK-NEXT: %[[V4:.*]] = mhlo.multiply %[[V2]], %[[V3]] : tensor<4xi32>
// CHECK-NEXT: %[[V5:.*]] = "mhlo.broadcast_in_dim"(%[[VC0]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<i32>) -> tensor<4xi32>
// CHECK-NEXT: %[[V6:.*]] = mhlo.add %[[V4]], %[[V5]] : tensor<4xi32>
// CHECK-NEXT: %[[VC2:.*]] = mhlo.constant dense<2> : tensor<i32>
// CHECK-NEXT: %[[VC3:.*]] = mhlo.constant dense<6> : tensor<i32>
// CHECK-NEXT: %[[V7:.*]] = "mhlo.get_dimension_size"(%arg1) <{dimension = 0 : i64}> : (tensor<?xi32>) -> tensor<i32>
// CHECK-NEXT: return %[[VCST]], %[[V1]], %[[V6]], %[[VC2]], %[[VC3]], %[[V7]] : tensor<2x3xf32>, tensor<?xi32>, tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<i32>
// CHECK-LABEL: func.func @broadcast_reverse
// CHECK-NEXT: %[[V0:.*]] = "mhlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[V1:.*]] = "mhlo.reverse"(%arg0) <{dimensions = dense<0> : tensor<1xi64>}> : (tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: %[[V2:.*]] = "mhlo.pad"(%arg0, %arg1) <{edge_padding_high = dense<2> : tensor<1xi64>, edge_padding_low = dense<0> : tensor<1xi64>, interior_padding = dense<0> : tensor<1xi64>}> : (tensor<3xf32>, tensor<f32>) -> tensor<5xf32>
// CHECK-NEXT: %[[VCST:.*]] = mhlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[VCST0:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[V3:.*]] = "mhlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = dense<0> : tensor<1xi64>}> : (tensor<2xi32>) -> tensor<2x4xi32>
// CHECK-NEXT: %[[V4:.*]] = "mhlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x4xi32>
// CHECK-NEXT: %[[V5:.*]] = mhlo.compare EQ, %[[V3]], %[[V4]] : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
// CHECK-NEXT: %[[V6:.*]] = "mhlo.broadcast_in_dim"(%[[VCST]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<2x4xf32>
// CHECK-NEXT: %[[V7:.*]] = "mhlo.broadcast_in_dim"(%[[VCST0]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<2x4xf32>
// CHECK-NEXT: %[[V8:.*]] = mhlo.select %[[V5]], %[[V6]], %[[V7]] : tensor<2x4xi1>, tensor<2x4xf32>
// CHECK-NEXT: return %[[V0]], %[[V1]], %[[V2]], %[[V8]] : tensor<2x3xf32>, tensor<3xf32>, tensor<5xf32>, tensor<2x4xf32>
func.func @pack_unpack(%a: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<1x2xf32>, tensor<2xf32>) {
  %0 = "tf.Pack"(%a, %b) {axis = 0 : i64} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  %1:2 = "tf.Unpack"(%0) {axis = 1 : i64} : (tensor<2x2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  %d = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %2 = "tf.ExpandDims"(%a, %d) : (tensor<2xf32>, tensor<i32>) -> tensor<1x2xf32>
  %3 = "tf.Squeeze"(%2) {squeeze_dims = [0]} : (tensor<1x2xf32>) -> tensor<2xf32>
  func.return %0, %1#1, %2, %3 : tensor<2x2xf32>, tensor<2xf32>, tensor<1x2xf32>, tensor<2xf32>
}
func.func @concat_split(%a: tensor<4x2xf32>) -> (tensor<8x2xf32>, tensor<2x2xf32>, tensor<1x2xf32>, tensor<3x2xf32>) {
  %d = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.Concat"(%d, %a, %a) : (tensor<i32>, tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<8x2xf32>
  %1:2 = "tf.Split"(%d, %a) : (tensor<i32>, tensor<4x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>)
  %s = "tf.Const"() {value = dense<[1, -1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %2:2 = "tf.SplitV"(%a, %s, %d) : (tensor<4x2xf32>, tensor<2xi32>, tensor<i32>) -> (tensor<1x2xf32>, tensor<3x2xf32>)
  func.return %0, %1#0, %2#0, %2#1 : tensor<8x2xf32>, tensor<2x2xf32>, tensor<1x2xf32>, tensor<3x2xf32>
}
func.func @like_range(%a: tensor<2x3xf32>, %n: tensor<?xi32>) -> (tensor<2x3xf32>, tensor<?xi32>, tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<i32>) {
  %0 = "tf.OnesLike"(%a) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = "tf.ZerosLike"(%n) : (tensor<?xi32>) -> tensor<?xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %l = "tf.Const"() {value = dense<9> : tensor<i32>} : () -> tensor<i32>
  %dl = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %2 = "tf.Range"(%s, %l, %dl) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4xi32>
  %3 = "tf.Rank"(%a) : (tensor<2x3xf32>) -> tensor<i32>
  %4 = "tf.Size"(%a) : (tensor<2x3xf32>) -> tensor<i32>
  %5 = "tf.Size"(%n) : (tensor<?xi32>) -> tensor<i32>
  func.return %0, %1, %2, %3, %4, %5 : tensor<2x3xf32>, tensor<?xi32>, tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<i32>
}
func.func @broadcast_reverse(%a: tensor<3xf32>, %v: tensor<f32>, %i: tensor<2xi32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<5xf32>, tensor<2x4xf32>) {
  %s = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.BroadcastTo"(%a, %s) : (tensor<3xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  %ax = "tf.Const"() {value = dense<[0]> : tensor<1xi32>} : () -> tensor<1xi32>
  %1 = "tf.ReverseV2"(%a, %ax) : (tensor<3xf32>, tensor<1xi32>) -> tensor<3xf32>
  %p = "tf.Const"() {value = dense<[[0, 2]]> : tensor<1x2xi32>} : () -> tensor<1x2xi32>
  %2 = "tf.PadV2"(%a, %p, %v) : (tensor<3xf32>, tensor<1x2xi32>, tensor<f32>) -> tensor<5xf32>
  %depth = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %on = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %off = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %3 = "tf.OneHot"(%i, %depth, %on, %off) {axis = -1 : i64} : (tensor<2xi32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<2x4xf32>
  func.return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<3xf32>, tensor<5xf32>, tensor<2x4xf32>
}
