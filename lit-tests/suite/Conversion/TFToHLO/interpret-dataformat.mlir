// DataFormatVecPermute (rows of x reordered from src_format to dst_format; a 2-row x holds the
// spatial dimensions only) and DataFormatDimMap (a dimension index of src_format, negative from
// the end, to its index in dst_format) in the interpreter; RandomUniformInt is an integer rng.
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[1, 2, 3, 4]> : tensor<4xi32>, dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : tensor<4x2xi32>, dense<[0, 1, 2, 3, -1, -3]> : tensor<6xi32>]" | jfilecheck %s
// RUN: jopt %s -split-input-file -xla-legalize-tf | jfilecheck %s --check-prefix=RNG

// CHECK: dense<[1, 4, 2, 3]> : tensor<4xi32>
// CHECK-NEXT: dense<{{\[\[}}1, 2], [5, 6], [7, 8], [3, 4]]> : tensor<4x2xi32>
// CHECK-NEXT: dense<[0, 2, 3, 1, 1, 2]> : tensor<6xi32>
// CHECK-NEXT: dense<[20, 10]> : tensor<2xi32>
func.func @main(%v: tensor<4xi32>, %m: tensor<4x2xi32>, %d: tensor<6xi32>) -> (tensor<4xi32>, tensor<4x2xi32>, tensor<6xi32>, tensor<2xi32>) {
  %0 = "tf.DataFormatVecPermute"(%v) {src_format = "NHWC", dst_format = "NCHW"} : (tensor<4xi32>) -> tensor<4xi32>
  %1 = "tf.DataFormatVecPermute"(%m) {src_format = "NCHW", dst_format = "NHWC"} : (tensor<4x2xi32>) -> tensor<4x2xi32>
  %2 = "tf.DataFormatDimMap"(%d) {src_format = "NHWC", dst_format = "NCHW"} : (tensor<6xi32>) -> tensor<6xi32>
  %s = "tf.Const"() {value = dense<[10, 20]> : tensor<2xi32>} : () -> tensor<2xi32>
  %3 = "tf.DataFormatVecPermute"(%s) {src_format = "NHWC", dst_format = "NWHC"} : (tensor<2xi32>) -> tensor<2xi32>
  func.return %0, %1, %2, %3 : tensor<4xi32>, tensor<4x2xi32>, tensor<6xi32>, tensor<2xi32>
}

// -----

// RNG-LABEL: func.func @random_int
// RNG: %[[S:.*]] = mhlo.convert %{{.*}} : (tensor<2xi32>) -> tensor<2xi64>
// RNG-NEXT: "mhlo.rng"(%arg0, %arg1, %[[S]]) <{rng_distribution = #mhlo<rng_distribution UNIFORM>}> : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<3x4xi32>
func.func @random_int(%lo: tensor<i32>, %hi: tensor<i32>) -> tensor<3x4xi32> {
  %s = "tf.Const"() {value = dense<[3, 4]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.RandomUniformInt"(%s, %lo, %hi) {seed = 0 : i64, seed2 = 0 : i64} : (tensor<2xi32>, tensor<i32>, tensor<i32>) -> tensor<3x4xi32>
  func.return %0 : tensor<3x4xi32>
}
