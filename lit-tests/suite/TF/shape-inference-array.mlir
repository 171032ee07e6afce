// RUN: jopt %s -split-input-file -tf-shape-inference | jfilecheck %s

// Reshape to a shape built by tf.Shape, by tf.Pack of scalars (one unknown solved from the
// element count) and by a non-constant vector of known length (rank only).
// CHECK-LABEL: func.func @reshape
// CHECK: "tf.Reshape"{{.*}} -> tensor<2x3x4xf32>
// CHECK: "tf.Reshape"{{.*}} -> tensor<6x4xf32>
// CHECK: "tf.Reshape"{{.*}} -> tensor<?x?xf32>
// CHECK: "tf.Reshape"{{.*}} -> tensor<?x4xf32>
// CHECK: "tf.Reshape"{{.*}} -> tensor<*xf32>
func.func @reshape(%x: tensor<24xf32>, %y: tensor<2x3x4xf32>, %s: tensor<2xi32>, %q: tensor<?x6xf32>, %u: tensor<?xi32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %shape = "tf.Shape"(%y) : (tensor<2x3x4xf32>) -> tensor<3xi32>
  %0 = "tf.Reshape"(%x, %shape) : (tensor<24xf32>, tensor<3xi32>) -> tensor<*xf32>
  %m1 = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %four = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %packed = "tf.Pack"(%m1, %four) {axis = 0 : i64} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
  %1 = "tf.Reshape"(%x, %packed) : (tensor<24xf32>, tensor<2xi32>) -> tensor<*xf32>
  %2 = "tf.Reshape"(%x, %s) : (tensor<24xf32>, tensor<2xi32>) -> tensor<*xf32>
  %3 = "tf.Reshape"(%q, %packed) : (tensor<?x6xf32>, tensor<2xi32>) -> tensor<*xf32>
  %4 = "tf.Reshape"(%x, %u) : (tensor<24xf32>, tensor<?xi32>) -> tensor<*xf32>
  return %0, %1, %2, %3, %4 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// Shape, ShapeN and Size of partial and unranked inputs; Transpose without a constant permutation
// keeps the rank; Tile multiplies known sizes only.
// CHECK-LABEL: func.func @shape_and_transpose
// CHECK: "tf.Shape"{{.*}} -> tensor<2xi32>
// CHECK: "tf.Shape"{{.*}} -> tensor<?xi32>
// CHECK: "tf.ShapeN"{{.*}} -> (tensor<2xi32>, tensor<?xi32>)
// CHECK: "tf.Size"{{.*}} -> tensor<i32>
// CHECK: "tf.Transpose"{{.*}} -> tensor<3x?xf32>
// CHECK: "tf.Transpose"{{.*}} -> tensor<?x?xf32>
// CHECK: "tf.Tile"{{.*}} -> tensor<?x6xf32>
// CHECK: "tf.Tile"{{.*}} -> tensor<?x?xf32>
func.func @shape_and_transpose(%p: tensor<?x3xf32>, %u: tensor<*xf32>, %perm: tensor<2xi32>) -> (tensor<*xi32>, tensor<*xi32>, tensor<*xi32>, tensor<*xi32>, tensor<*xi32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %0 = "tf.Shape"(%p) : (tensor<?x3xf32>) -> tensor<*xi32>
  %1 = "tf.Shape"(%u) : (tensor<*xf32>) -> tensor<*xi32>
  %2:2 = "tf.ShapeN"(%p, %u) : (tensor<?x3xf32>, tensor<*xf32>) -> (tensor<*xi32>, tensor<*xi32>)
  %3 = "tf.Size"(%u) : (tensor<*xf32>) -> tensor<*xi32>
  %c = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %4 = "tf.Transpose"(%p, %c) : (tensor<?x3xf32>, tensor<2xi32>) -> tensor<*xf32>
  %5 = "tf.Transpose"(%p, %perm) : (tensor<?x3xf32>, tensor<2xi32>) -> tensor<*xf32>
  %m = "tf.Const"() {value = dense<[4, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %6 = "tf.Tile"(%p, %m) : (tensor<?x3xf32>, tensor<2xi32>) -> tensor<*xf32>
  %7 = "tf.Tile"(%u, %perm) : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
  return %0, %1, %2#0, %2#1, %3, %4, %5, %6, %7 : tensor<*xi32>, tensor<*xi32>, tensor<*xi32>, tensor<*xi32>, tensor<*xi32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// Fill and the random ops take the shape operand; BroadcastTo takes its shape operand, a size
// greater than 1 of the input deciding an unknown one.
// CHECK-LABEL: func.func @fill_and_broadcast
// CHECK: "tf.Fill"{{.*}} -> tensor<2x5xf32>
// CHECK: "tf.RandomUniform"{{.*}} -> tensor<2x5xf32>
// CHECK: "tf.BroadcastTo"{{.*}} -> tensor<2x5xf32>
// CHECK: "tf.BroadcastTo"{{.*}} -> tensor<?x3xf32>
// CHECK: "tf.BroadcastTo"{{.*}} -> tensor<?x?xf32>
func.func @fill_and_broadcast(%v: tensor<f32>, %row: tensor<5xf32>, %col: tensor<3xf32>, %s: tensor<2xi32>, %n: tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %dims = "tf.Const"() {value = dense<[2, 5]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.Fill"(%dims, %v) : (tensor<2xi32>, tensor<f32>) -> tensor<*xf32>
  %1 = "tf.RandomUniform"(%dims) {seed = 0 : i64, seed2 = 0 : i64} : (tensor<2xi32>) -> tensor<*xf32>
  %2 = "tf.BroadcastTo"(%row, %dims) : (tensor<5xf32>, tensor<2xi32>) -> tensor<*xf32>
  %m1 = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %partial = "tf.Pack"(%n, %m1) {axis = 0 : i64} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
  %3 = "tf.BroadcastTo"(%col, %partial) : (tensor<3xf32>, tensor<2xi32>) -> tensor<*xf32>
  %4 = "tf.BroadcastTo"(%v, %s) : (tensor<f32>, tensor<2xi32>) -> tensor<*xf32>
  return %0, %1, %2, %3, %4 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// ConcatV2 sums the axis (unknown if any input's is) and merges the other sizes; an unranked input
// does not hide the others' rank. Pack merges its inputs; Unpack drops the axis.
// CHECK-LABEL: func.func @concat_pack_unpack
// CHECK: "tf.ConcatV2"{{.*}} -> tensor<4x5xf32>
// CHECK: "tf.ConcatV2"{{.*}} -> tensor<4x?xf32>
// CHECK: "tf.ConcatV2"{{.*}} -> tensor<?x?xf32>
// CHECK: "tf.Pack"{{.*}} -> tensor<4x4x3xf32>
// CHECK: "tf.Unpack"{{.*}} -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>)
// CHECK: "tf.Unpack"{{.*}} -> (tensor<*xf32>, tensor<*xf32>)
func.func @concat_pack_unpack(%a: tensor<4x2xf32>, %b: tensor<?x3xf32>, %u: tensor<*xf32>, %i: tensor<i32>, %c: tensor<?x3xf32>, %d: tensor<4x?xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.ConcatV2"(%a, %b, %one) : (tensor<4x2xf32>, tensor<?x3xf32>, tensor<i32>) -> tensor<*xf32>
  %1 = "tf.ConcatV2"(%a, %u, %one) : (tensor<4x2xf32>, tensor<*xf32>, tensor<i32>) -> tensor<*xf32>
  %2 = "tf.ConcatV2"(%a, %b, %i) : (tensor<4x2xf32>, tensor<?x3xf32>, tensor<i32>) -> tensor<*xf32>
  %3 = "tf.Pack"(%c, %d, %c, %d) {axis = 0 : i64} : (tensor<?x3xf32>, tensor<4x?xf32>, tensor<?x3xf32>, tensor<4x?xf32>) -> tensor<*xf32>
  %4:3 = "tf.Unpack"(%c) {axis = 1 : i64, num = 3 : i64} : (tensor<?x3xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  %5:2 = "tf.Unpack"(%u) {axis = 0 : i64, num = 2 : i64} : (tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %0, %1, %2, %3, %4#0, %4#1, %4#2, %5#0, %5#1 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// Pad, PadV2 and MirrorPad add both paddings of each dimension; without constant paddings only the
// rank (from the input or the paddings' first dimension) is known.
// CHECK-LABEL: func.func @pads
// CHECK: "tf.Pad"{{.*}} -> tensor<4x8xf32>
// CHECK: "tf.PadV2"{{.*}} -> tensor<?x8xf32>
// CHECK: "tf.MirrorPad"{{.*}} -> tensor<4x8xf32>
// CHECK: "tf.Pad"{{.*}} -> tensor<?x?xf32>
// CHECK: "tf.Pad"{{.*}} -> tensor<?x?x?xf32>
func.func @pads(%x: tensor<2x5xf32>, %p: tensor<?x5xf32>, %u: tensor<*xf32>, %np: tensor<2x2xi32>, %np3: tensor<3x2xi32>, %v: tensor<f32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %pads = "tf.Const"() {value = dense<[[1, 1], [1, 2]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %0 = "tf.Pad"(%x, %pads) : (tensor<2x5xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  %1 = "tf.PadV2"(%p, %pads, %v) : (tensor<?x5xf32>, tensor<2x2xi32>, tensor<f32>) -> tensor<*xf32>
  %2 = "tf.MirrorPad"(%x, %pads) {mode = "REFLECT"} : (tensor<2x5xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  %3 = "tf.Pad"(%x, %np) : (tensor<2x5xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  %4 = "tf.Pad"(%u, %np3) : (tensor<*xf32>, tensor<3x2xi32>) -> tensor<*xf32>
  return %0, %1, %2, %3, %4 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// OneHot inserts the depth at axis (-1: last); an unknown depth is an unknown size.
// CHECK-LABEL: func.func @one_hot
// CHECK: "tf.OneHot"{{.*}} -> tensor<4x?x10xf32>
// CHECK: "tf.OneHot"{{.*}} -> tensor<10x4x?xf32>
// CHECK: "tf.OneHot"{{.*}} -> tensor<4x?x?xf32>
// CHECK: "tf.OneHot"{{.*}} -> tensor<*xf32>
func.func @one_hot(%i: tensor<4x?xi32>, %u: tensor<*xi32>, %d: tensor<i32>, %on: tensor<f32>, %off: tensor<f32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %depth = "tf.Const"() {value = dense<10> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.OneHot"(%i, %depth, %on, %off) {axis = -1 : i64} : (tensor<4x?xi32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  %1 = "tf.OneHot"(%i, %depth, %on, %off) {axis = 0 : i64} : (tensor<4x?xi32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  %2 = "tf.OneHot"(%i, %d, %on, %off) {axis = -1 : i64} : (tensor<4x?xi32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  %3 = "tf.OneHot"(%u, %depth, %on, %off) {axis = -1 : i64} : (tensor<*xi32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  return %0, %1, %2, %3 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// Range counts ceil(|limit - start| / |delta|) elements for integers and ceil(|(limit - start) /
// delta|) for floats; with an operand not constant the length is unknown.
// CHECK-LABEL: func.func @range
// CHECK: "tf.Range"{{.*}} -> tensor<4xi32>
// CHECK: "tf.Range"{{.*}} -> tensor<5xi32>
// CHECK: "tf.Range"{{.*}} -> tensor<3xf32>
// CHECK: "tf.Range"{{.*}} -> tensor<?xi32>
func.func @range(%n: tensor<i32>) -> (tensor<*xi32>, tensor<*xi32>, tensor<*xf32>, tensor<*xi32>) {
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %ten = "tf.Const"() {value = dense<10> : tensor<i32>} : () -> tensor<i32>
  %three = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %m2 = "tf.Const"() {value = dense<-2> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.Range"(%zero, %ten, %three) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<*xi32>
  %1 = "tf.Range"(%ten, %zero, %m2) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<*xi32>
  %fs = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %fl = "tf.Const"() {value = dense<1.75> : tensor<f32>} : () -> tensor<f32>
  %fd = "tf.Const"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %2 = "tf.Range"(%fs, %fl, %fd) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<*xf32>
  %3 = "tf.Range"(%zero, %n, %three) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<*xi32>
  return %0, %1, %2, %3 : tensor<*xi32>, tensor<*xi32>, tensor<*xf32>, tensor<*xi32>
}

// -----

// Where has an unknown number of rows, one column per input dimension; Unique an unknown number of
// values and an index per input element.
// CHECK-LABEL: func.func @where_unique
// CHECK: "tf.Where"{{.*}} -> tensor<?x3xi64>
// CHECK: "tf.Where"{{.*}} -> tensor<?x?xi64>
// CHECK: "tf.Unique"{{.*}} -> (tensor<?xf32>, tensor<7xi32>)
// CHECK: "tf.Unique"{{.*}} -> (tensor<?xf32>, tensor<?xi32>)
func.func @where_unique(%c: tensor<2x?x4xi1>, %u: tensor<*xi1>, %x: tensor<7xf32>, %y: tensor<*xf32>) -> (tensor<*xi64>, tensor<*xi64>, tensor<*xf32>, tensor<*xi32>, tensor<*xf32>, tensor<*xi32>) {
  %0 = "tf.Where"(%c) : (tensor<2x?x4xi1>) -> tensor<*xi64>
  %1 = "tf.Where"(%u) : (tensor<*xi1>) -> tensor<*xi64>
  %2:2 = "tf.Unique"(%x) : (tensor<7xf32>) -> (tensor<*xf32>, tensor<*xi32>)
  %3:2 = "tf.Unique"(%y) : (tensor<*xf32>) -> (tensor<*xf32>, tensor<*xi32>)
  return %0, %1, %2#0, %2#1, %3#0, %3#1 : tensor<*xi64>, tensor<*xi64>, tensor<*xf32>, tensor<*xi32>, tensor<*xf32>, tensor<*xi32>
}

// -----

// ExpandDims without a constant axis still knows the rank; Squeeze of all size-1 dimensions needs
// every size known, of listed ones only those.
// CHECK-LABEL: func.func @expand_squeeze
// CHECK: "tf.ExpandDims"{{.*}} -> tensor<?x?x?xf32>
// CHECK: "tf.Squeeze"{{.*}} -> tensor<*xf32>
// CHECK: "tf.Squeeze"{{.*}} -> tensor<?xf32>
func.func @expand_squeeze(%x: tensor<?x1xf32>, %a: tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %0 = "tf.ExpandDims"(%x, %a) : (tensor<?x1xf32>, tensor<i32>) -> tensor<*xf32>
  %1 = "tf.Squeeze"(%x) : (tensor<?x1xf32>) -> tensor<*xf32>
  %2 = "tf.Squeeze"(%x) {squeeze_dims = [-1]} : (tensor<?x1xf32>) -> tensor<*xf32>
  return %0, %1, %2 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// ReadVariableOp takes the shape of its variable from the resource handle's subtype; a handle
// without one leaves the result as it is.
// CHECK-LABEL: func.func @read_variable
// CHECK: "tf.ReadVariableOp"(%arg0) : (tensor<!tf_type.resource<tensor<2x3xf32>>>) -> tensor<2x3xf32>
// CHECK: "tf.ReadVariableOp"(%arg1) : (tensor<!tf_type.resource>) -> tensor<*xf32>
func.func @read_variable(%arg0: tensor<!tf_type.resource<tensor<2x3xf32>>>, %arg1: tensor<!tf_type.resource>) -> (tensor<*xf32>, tensor<*xf32>) {
  %0 = "tf.ReadVariableOp"(%arg0) : (tensor<!tf_type.resource<tensor<2x3xf32>>>) -> tensor<*xf32>
  %1 = "tf.ReadVariableOp"(%arg1) : (tensor<!tf_type.resource>) -> tensor<*xf32>
  return %0, %1 : tensor<*xf32>, tensor<*xf32>
}
