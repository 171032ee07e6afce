// Shape and data-movement ops with constant shape operands.
// RUN: jopt %s -xla-legalize-tf -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @shapes
// CHECK-DAG: %[[R:.*]] = mhlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-DAG: %[[T:.*]] = "mhlo.transpose"(%arg0) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
// CHECK-DAG: %[[C:.*]] = "mhlo.concatenate"(%[[R]], %[[T]]) <{dimension = 1 : i64}> : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x4xf32>
// CHECK: return %[[C]]
func.func @shapes(%x: tensor<2x3xf32>) -> tensor<3x4xf32> {
  %s = "tf.Const"() {value = dense<[3, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %p = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %ax = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.Reshape"(%x, %s) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<3x2xf32>
  %1 = "tf.Transpose"(%x, %p) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<3x2xf32>
  %2 = "tf.ConcatV2"(%0, %1, %ax) : (tensor<3x2xf32>, tensor<3x2xf32>, tensor<i32>) -> tensor<3x4xf32>
  func.return %2 : tensor<3x4xf32>
}

// -----

// A -1 in a constant shape is the element count over the other extents, at run time.
// CHECK-LABEL: func.func @dynamic_reshape
// CHECK: "mhlo.get_dimension_size"(%arg0) <{dimension = 0 : i64}>
// CHECK: mhlo.divide
// CHECK: %[[S:.*]] = "mhlo.concatenate"
// CHECK: mhlo.dynamic_reshape %arg0, %[[S]] : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<?x2xf32>
func.func @dynamic_reshape(%x: tensor<?x4xf32>) -> tensor<?x2xf32> {
  %s = "tf.Const"() {value = dense<[-1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.Reshape"(%x, %s) : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<?x2xf32>
  func.return %0 : tensor<?x2xf32>
}

// -----

// CHECK-LABEL: func.func @slices
// CHECK-DAG: "mhlo.slice"(%arg0) <{limit_indices = dense<[3, 2]> : tensor<2xi64>, start_indices = dense<[1, 0]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}> : (tensor<4x3xf32>) -> tensor<2x2xf32>
// CHECK-DAG: %[[S:.*]] = "mhlo.slice"(%arg0) <{limit_indices = dense<[4, 2]> : tensor<2xi64>, start_indices = dense<[0, 1]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}> : (tensor<4x3xf32>) -> tensor<2x1xf32>
// CHECK-DAG: mhlo.reshape %[[S]] : (tensor<2x1xf32>) -> tensor<2xf32>
func.func @slices(%x: tensor<4x3xf32>) -> (tensor<2x2xf32>, tensor<2xf32>) {
  %b = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %n = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.Slice"(%x, %b, %n) : (tensor<4x3xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2x2xf32>
  %sb = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %se = "tf.Const"() {value = dense<[0, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %ss = "tf.Const"() {value = dense<[2, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %1 = "tf.StridedSlice"(%x, %sb, %se, %ss) {begin_mask = 0 : i64, end_mask = 1 : i64, shrink_axis_mask = 2 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64} : (tensor<4x3xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xf32>
  func.return %0, %1 : tensor<2x2xf32>, tensor<2xf32>
}

// -----

// GatherV2 with a constant axis becomes torch_index_select (TensorFlow's rule; -tf-to-stablehlo
// turns it into a gather of whole slices), dynamic params and batch dimensions included.
// CHECK-LABEL: func.func @gather
// CHECK: "mhlo.torch_index_select"(%arg0, %arg1) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<5x8xf32>, tensor<3xi32>) -> tensor<3x8xf32>
// CHECK: "mhlo.torch_index_select"(%arg2, %arg3) <{batch_dims = 1 : i64, dim = 2 : i64}> : (tensor<?x4x6xf32>, tensor<?x2xi32>) -> tensor<?x4x2xf32>
func.func @gather(%p: tensor<5x8xf32>, %i: tensor<3xi32>, %q: tensor<?x4x6xf32>, %j: tensor<?x2xi32>) -> (tensor<3x8xf32>, tensor<?x4x2xf32>) {
  %ax = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.GatherV2"(%p, %i, %ax) {batch_dims = 0 : i64} : (tensor<5x8xf32>, tensor<3xi32>, tensor<i32>) -> tensor<3x8xf32>
  %last = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %1 = "tf.GatherV2"(%q, %j, %last) {batch_dims = -1 : i64} : (tensor<?x4x6xf32>, tensor<?x2xi32>, tensor<i32>) -> tensor<?x4x2xf32>
  func.return %0, %1 : tensor<3x8xf32>, tensor<?x4x2xf32>
}

// -----

// CHECK-LABEL: func.func @fill_pad_tile
// CHECK-DAG: "mhlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<2x3xf32>
// CHECK-DAG: "mhlo.pad"(%arg1, %{{.*}}) <{edge_padding_high = dense<2> : tensor<1xi64>, edge_padding_low = dense<1> : tensor<1xi64>, interior_padding = dense<0> : tensor<1xi64>}> : (tensor<2xf32>, tensor<f32>) -> tensor<5xf32>
// CHECK-DAG: %[[B:.*]] = "mhlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<2xf32>) -> tensor<3x2xf32>
// CHECK-DAG: mhlo.reshape %[[B]] : (tensor<3x2xf32>) -> tensor<6xf32>
func.func @fill_pad_tile(%v: tensor<f32>, %x: tensor<2xf32>) -> (tensor<2x3xf32>, tensor<5xf32>, tensor<6xf32>) {
  %d = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.Fill"(%d, %v) : (tensor<2xi32>, tensor<f32>) -> tensor<2x3xf32>
  %pads = "tf.Const"() {value = dense<[[1, 2]]> : tensor<1x2xi32>} : () -> tensor<1x2xi32>
  %1 = "tf.Pad"(%x, %pads) : (tensor<2xf32>, tensor<1x2xi32>) -> tensor<5xf32>
  %m = "tf.Const"() {value = dense<3> : tensor<1xi32>} : () -> tensor<1xi32>
  %2 = "tf.Tile"(%x, %m) : (tensor<2xf32>, tensor<1xi32>) -> tensor<6xf32>
  func.return %0, %1, %2 : tensor<2x3xf32>, tensor<5xf32>, tensor<6xf32>
}

// -----

// Shape of a dynamic tensor: one get_dimension_size per dimension.
// CHECK-LABEL: func.func @shape
// CHECK: %[[D0:.*]] = "mhlo.get_dimension_size"(%arg0) <{dimension = 0 : i64}>
// CHECK: %[[D1:.*]] = "mhlo.get_dimension_size"(%arg0) <{dimension = 1 : i64}>
// CHECK: mhlo.concatenate
func.func @shape(%x: tensor<?x?xf32>) -> tensor<2xi32> {
  %0 = "tf.Shape"(%x) : (tensor<?x?xf32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

// An axis that is not a constant cannot be legalized: the op stays.
// CHECK-LABEL: func.func @runtime_axis
// CHECK-NEXT: "tf.ConcatV2"
func.func @runtime_axis(%x: tensor<2xf32>, %ax: tensor<i32>) -> tensor<4xf32> {
  %0 = "tf.ConcatV2"(%x, %x, %ax) : (tensor<2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
