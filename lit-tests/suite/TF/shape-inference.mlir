// RUN: jopt %s -split-input-file -tf-shape-inference | jfilecheck %s

// Shapes flow forward from the arguments through element-wise ops (with broadcasting), MatMul,
// Reshape with a constant shape (one -1 resolved) and a reduction with keep_dims; the function's
// result type follows what it returns.
// CHECK-LABEL: func.func @main
// CHECK-SAME: -> tensor<4x1xf32>
// CHECK: "tf.AddV2"{{.*}} -> tensor<2x3xf32>
// CHECK: "tf.Relu"{{.*}} -> tensor<2x3xf32>
// CHECK: "tf.MatMul"{{.*}} -> tensor<2x4xf32>
// CHECK: "tf.Reshape"{{.*}} -> tensor<4x2xf32>
// CHECK: "tf.Sum"{{.*}} -> tensor<4x1xf32>
// CHECK: return %{{.*}} : tensor<4x1xf32>
func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>, %w: tensor<3x4xf32>) -> tensor<*xf32> {
  %0 = "tf.AddV2"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<*xf32>
  %1 = "tf.Relu"(%0) : (tensor<*xf32>) -> tensor<*xf32>
  %2 = "tf.MatMul"(%1, %w) {transpose_a = false, transpose_b = false} : (tensor<*xf32>, tensor<3x4xf32>) -> tensor<*xf32>
  %shape = "tf.Const"() {value = dense<[4, -1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %3 = "tf.Reshape"(%2, %shape) : (tensor<*xf32>, tensor<2xi64>) -> tensor<*xf32>
  %axes = "tf.Const"() {value = dense<[1]> : tensor<1xi32>} : () -> tensor<1xi32>
  %4 = "tf.Sum"(%3, %axes) {keep_dims = true} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
  return %4 : tensor<*xf32>
}

// -----

// Island outputs and graph results take the refined types. A function that is called keeps its
// signature: what it returns is cast back; other non-tf users get a cast too.
// CHECK-LABEL: func.func @graph
// CHECK-SAME: -> tensor<?x?xi32>
// CHECK: tf_executor.island wraps "tf.Neg"(%arg0) : (tensor<*xi32>) -> tensor<*xi32>
// CHECK: tf_executor.island wraps "tf.Transpose"{{.*}} -> tensor<3x5xi32>
// CHECK: tf_executor.fetch %{{.*}} : tensor<3x5xi32>
// CHECK: %[[BACK:.*]] = "tf.Cast"(%{{.*}}) <{Truncate = false}> : (tensor<3x5xi32>) -> tensor<?x?xi32>
// CHECK-NEXT: return %[[BACK]] : tensor<?x?xi32>
// CHECK-LABEL: func.func @caller
// CHECK: %[[R:.*]] = "tf.Abs"{{.*}} -> tensor<5xi32>
// CHECK-NEXT: %[[C:.*]] = "tf.Cast"(%[[R]]) <{Truncate = false}> : (tensor<5xi32>) -> tensor<*xi32>
// CHECK-NEXT: call @graph(%[[C]], %arg1)
func.func @graph(%arg0: tensor<*xi32>, %m: tensor<5x3xi32>) -> tensor<?x?xi32> {
  %0 = tf_executor.graph {
    %n, %nc = tf_executor.island wraps "tf.Neg"(%arg0) : (tensor<*xi32>) -> tensor<*xi32>
    %p, %pc = tf_executor.island wraps "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
    %t, %tc = tf_executor.island wraps "tf.Transpose"(%m, %p) : (tensor<5x3xi32>, tensor<2xi32>) -> tensor<?x?xi32>
    tf_executor.fetch %t : tensor<?x?xi32>
  }
  return %0 : tensor<?x?xi32>
}

func.func @caller(%a: tensor<5xi32>, %m: tensor<5x3xi32>) -> tensor<?x?xi32> {
  %r = "tf.Abs"(%a) : (tensor<5xi32>) -> tensor<*xi32>
  %0 = func.call @graph(%r, %m) : (tensor<*xi32>, tensor<5x3xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

// Broadcasting an unknown dimension against a known one greater than 1 takes the known size
// (TensorFlow's rule); against 1 it stays unknown.
// CHECK-LABEL: func.func @dynamic_broadcast
// CHECK: "tf.AddV2"{{.*}} -> tensor<4x3xf32>
// CHECK: "tf.Mul"{{.*}} -> tensor<?x3xf32>
func.func @dynamic_broadcast(%a: tensor<?x3xf32>, %b: tensor<4x1xf32>, %c: tensor<1x3xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %0 = "tf.AddV2"(%a, %b) : (tensor<?x3xf32>, tensor<4x1xf32>) -> tensor<*xf32>
  %1 = "tf.Mul"(%a, %c) : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<*xf32>
  return %0, %1 : tensor<*xf32>, tensor<*xf32>
}

// -----

// Convolution and pooling sizes (VALID: (28 - 5 + 2) / 2, SAME: ceil(28 / 2)), ExpandDims, Squeeze
// of the size-1 dimensions, ArgMax dropping its axis, Rank as a scalar.
// CHECK-LABEL: func.func @main
// CHECK: "tf.Conv2D"{{.*}} -> tensor<1x12x12x8xf32>
// CHECK: "tf.Conv2D"{{.*}} -> tensor<1x14x14x8xf32>
// CHECK: "tf.MaxPool"{{.*}} -> tensor<1x14x14x3xf32>
// CHECK: "tf.ExpandDims"{{.*}} -> tensor<1x1x28x28x3xf32>
// CHECK: "tf.Squeeze"{{.*}} -> tensor<28x28x3xf32>
// CHECK: "tf.ArgMax"{{.*}} -> tensor<1x28x28xi64>
// CHECK: "tf.Rank"{{.*}} -> tensor<i32>
func.func @main(%x: tensor<1x28x28x3xf32>, %w: tensor<5x5x3x8xf32>, %c: tensor<i1>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xi64>, tensor<*xi32>) {
  %conv = "tf.Conv2D"(%x, %w) {padding = "VALID", strides = [1, 2, 2, 1], dilations = [1, 1, 1, 1]} : (tensor<1x28x28x3xf32>, tensor<5x5x3x8xf32>) -> tensor<*xf32>
  %same = "tf.Conv2D"(%x, %w) {padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<1x28x28x3xf32>, tensor<5x5x3x8xf32>) -> tensor<*xf32>
  %pool = "tf.MaxPool"(%x) {ksize = [1, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 1]} : (tensor<1x28x28x3xf32>) -> tensor<*xf32>
  %ax = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %e = "tf.ExpandDims"(%x, %ax) : (tensor<1x28x28x3xf32>, tensor<i32>) -> tensor<*xf32>
  %sq = "tf.Squeeze"(%x) : (tensor<1x28x28x3xf32>) -> tensor<*xf32>
  %d = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %am = "tf.ArgMax"(%x, %d) : (tensor<1x28x28x3xf32>, tensor<i32>) -> tensor<*xi64>
  %r = "tf.Rank"(%x) : (tensor<1x28x28x3xf32>) -> tensor<*xi32>
  return %conv, %same, %pool, %e, %sq, %am, %r : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xi64>, tensor<*xi32>
}
