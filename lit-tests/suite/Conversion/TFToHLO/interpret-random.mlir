// TruncatedNormal and Multinomial as tf2xla's kernels build them, run by the interpreter. The
// draws are random (seeds are not modelled), so the checks are properties: 4000 truncated normals
// lie in [-2, 2] with a variance near the truncated distribution's 0.7737 (checked in [0.70, 0.85]),
// and samples from classes of logits 0 against -1000 only pick the logit-0 classes.
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[[0.0, -1000.0, -1000.0], [-1000.0, 0.0, 0.0]]> : tensor<2x3xf32>]" | jfilecheck %s
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=HLO

// HLO: %[[U:.*]] = "mhlo.rng"(%{{.*}}, %{{.*}}, %{{.*}}) <{rng_distribution = #mhlo<rng_distribution UNIFORM>}> : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4000xf32>
// HLO: mhlo.clamp
// HLO: "mhlo.rng"{{.*}} -> tensor<2x50x3xf32>
// HLO: mhlo.log
// HLO: mhlo.reduce

// CHECK: dense<true> : tensor<i1>
// CHECK-NEXT: dense<true> : tensor<i1>
// CHECK-NEXT: dense<true> : tensor<i1>
// CHECK-NEXT: dense<0> : tensor<50xi64>
// CHECK-NEXT: dense<1> : tensor<i64>
// CHECK-NEXT: dense<2> : tensor<i64>
func.func @main(%l: tensor<2x3xf32>) -> (tensor<i1>, tensor<i1>, tensor<i1>, tensor<50xi64>, tensor<i64>, tensor<i64>) {
  %shape = "tf.Const"() {value = dense<4000> : tensor<1xi32>} : () -> tensor<1xi32>
  %x = "tf.TruncatedNormal"(%shape) {seed = 0 : i64, seed2 = 0 : i64} : (tensor<1xi32>) -> tensor<4000xf32>
  %axis = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %abs = "tf.Abs"(%x) : (tensor<4000xf32>) -> tensor<4000xf32>
  %max = "tf.Max"(%abs, %axis) {keep_dims = false} : (tensor<4000xf32>, tensor<1xi32>) -> tensor<f32>
  %two = "tf.Const"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
  %0 = "tf.LessEqual"(%max, %two) : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %sq = "tf.Square"(%x) : (tensor<4000xf32>) -> tensor<4000xf32>
  %var = "tf.Mean"(%sq, %axis) {keep_dims = false} : (tensor<4000xf32>, tensor<1xi32>) -> tensor<f32>
  %lo = "tf.Const"() {value = dense<0.70> : tensor<f32>} : () -> tensor<f32>
  %hi = "tf.Const"() {value = dense<0.85> : tensor<f32>} : () -> tensor<f32>
  %1 = "tf.Greater"(%var, %lo) : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %2 = "tf.Less"(%var, %hi) : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %n = "tf.Const"() {value = dense<50> : tensor<i32>} : () -> tensor<i32>
  %s = "tf.Multinomial"(%l, %n) {seed = 0 : i64, seed2 = 0 : i64} : (tensor<2x3xf32>, tensor<i32>) -> tensor<2x50xi64>
  %begin0 = "tf.Const"() {value = dense<[0, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %begin1 = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %size = "tf.Const"() {value = dense<[1, 50]> : tensor<2xi32>} : () -> tensor<2xi32>
  %row0 = "tf.Slice"(%s, %begin0, %size) : (tensor<2x50xi64>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x50xi64>
  %row1 = "tf.Slice"(%s, %begin1, %size) : (tensor<2x50xi64>, tensor<2xi32>, tensor<2xi32>) -> tensor<1x50xi64>
  %flat = "tf.Const"() {value = dense<50> : tensor<1xi32>} : () -> tensor<1xi32>
  %3 = "tf.Reshape"(%row0, %flat) : (tensor<1x50xi64>, tensor<1xi32>) -> tensor<50xi64>
  %both = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %4 = "tf.Min"(%row1, %both) {keep_dims = false} : (tensor<1x50xi64>, tensor<2xi32>) -> tensor<i64>
  %5 = "tf.Max"(%row1, %both) {keep_dims = false} : (tensor<1x50xi64>, tensor<2xi32>) -> tensor<i64>
  func.return %0, %1, %2, %3, %4, %5 : tensor<i1>, tensor<i1>, tensor<i1>, tensor<50xi64>, tensor<i64>, tensor<i64>
}
