// RUN: jopt %s -split-input-file -tf-shape-inference | jfilecheck %s

// Reductions with and without keep_dims on a partial shape; axes that are not constant keep only
// the rank, and only with keep_dims. ArgMax drops its axis (rank only when the axis is unknown);
// TopKV2 gives both results k as last size; Cumsum keeps the shape.
// CHECK-LABEL: func.func @reductions
// CHECK: "tf.Mean"{{.*}} -> tensor<?x1x1xf32>
// CHECK: "tf.Sum"{{.*}} -> tensor<?xf32>
// CHECK: "tf.Max"{{.*}} -> tensor<?x?x?xf32>
// CHECK: "tf.Min"{{.*}} -> tensor<*xf32>
// CHECK: "tf.Prod"{{.*}} -> tensor<*xf32>
// CHECK: "tf.ArgMax"{{.*}} -> tensor<?x4xi64>
// CHECK: "tf.ArgMin"{{.*}} -> tensor<?x?xi64>
// CHECK: "tf.TopKV2"{{.*}} -> (tensor<?x3x2xf32>, tensor<?x3x2xi32>)
// CHECK: "tf.TopKV2"{{.*}} -> (tensor<?x3x?xf32>, tensor<?x3x?xi32>)
// CHECK: "tf.Cumsum"{{.*}} -> tensor<?x3x4xf32>
func.func @reductions(%x: tensor<?x3x4xf32>, %a: tensor<1xi32>, %u: tensor<*xf32>, %k: tensor<i32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xi64>, tensor<*xi64>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %axes = "tf.Const"() {value = dense<[1, -1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.Mean"(%x, %axes) {keep_dims = true} : (tensor<?x3x4xf32>, tensor<2xi32>) -> tensor<*xf32>
  %1 = "tf.Sum"(%x, %axes) {keep_dims = false} : (tensor<?x3x4xf32>, tensor<2xi32>) -> tensor<*xf32>
  %2 = "tf.Max"(%x, %a) {keep_dims = true} : (tensor<?x3x4xf32>, tensor<1xi32>) -> tensor<*xf32>
  %3 = "tf.Min"(%x, %a) {keep_dims = false} : (tensor<?x3x4xf32>, tensor<1xi32>) -> tensor<*xf32>
  %4 = "tf.Prod"(%u, %axes) {keep_dims = true} : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %5 = "tf.ArgMax"(%x, %one) : (tensor<?x3x4xf32>, tensor<i32>) -> tensor<*xi64>
  %6 = "tf.ArgMin"(%x, %k) : (tensor<?x3x4xf32>, tensor<i32>) -> tensor<*xi64>
  %two = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %7:2 = "tf.TopKV2"(%x, %two) {sorted = true} : (tensor<?x3x4xf32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xi32>)
  %8:2 = "tf.TopKV2"(%x, %k) {sorted = true} : (tensor<?x3x4xf32>, tensor<i32>) -> (tensor<*xf32>, tensor<*xi32>)
  %9 = "tf.Cumsum"(%x, %one) {exclusive = false, reverse = false} : (tensor<?x3x4xf32>, tensor<i32>) -> tensor<*xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7#0, %8#0, %9 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xi64>, tensor<*xi64>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// Element-wise: AddN merges its inputs, SelectV2 broadcasts all three operands, Select (v1) takes
// then/else's shape, IdentityN each input's, a gradient merges both; ZerosLike/Cast pass through.
// CHECK-LABEL: func.func @elementwise
// CHECK: "tf.AddN"{{.*}} -> tensor<2x3xf32>
// CHECK: "tf.SelectV2"{{.*}} -> tensor<4x2x3xf32>
// CHECK: "tf.Select"{{.*}} -> tensor<2x3xf32>
// CHECK: "tf.IdentityN"{{.*}} -> (tensor<2x?xf32>, tensor<*xf32>)
// CHECK: "tf.ReluGrad"{{.*}} -> tensor<2x3xf32>
// CHECK: "tf.ZerosLike"{{.*}} -> tensor<2x?xf32>
// CHECK: "tf.Cast"{{.*}} -> tensor<2x?xi32>
func.func @elementwise(%a: tensor<2x?xf32>, %b: tensor<?x3xf32>, %c: tensor<4x1x1xi1>, %v: tensor<2xi1>, %u: tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xi32>) {
  %0 = "tf.AddN"(%a, %b, %u) : (tensor<2x?xf32>, tensor<?x3xf32>, tensor<*xf32>) -> tensor<*xf32>
  %1 = "tf.SelectV2"(%c, %a, %b) : (tensor<4x1x1xi1>, tensor<2x?xf32>, tensor<?x3xf32>) -> tensor<*xf32>
  %2 = "tf.Select"(%v, %a, %b) : (tensor<2xi1>, tensor<2x?xf32>, tensor<?x3xf32>) -> tensor<*xf32>
  %3:2 = "tf.IdentityN"(%a, %u) : (tensor<2x?xf32>, tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  %4 = "tf.ReluGrad"(%a, %b) : (tensor<2x?xf32>, tensor<?x3xf32>) -> tensor<*xf32>
  %5 = "tf.ZerosLike"(%a) : (tensor<2x?xf32>) -> tensor<*xf32>
  %6 = "tf.Cast"(%a) {Truncate = false} : (tensor<2x?xf32>) -> tensor<*xi32>
  %7 = "tf.Neg"(%6) : (tensor<*xi32>) -> tensor<*xi32>
  return %0, %1, %2, %3#0, %3#1, %4, %5, %7 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xi32>
}
