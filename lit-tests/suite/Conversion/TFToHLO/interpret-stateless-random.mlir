// TensorFlow's stateless random ops with Philox, as TensorFlow's CPU kernels draw them (the
// numbers below are TensorFlow's for seed [7, -3]; TfToHloOracleTest compares with
// TensorFlow-java): GenerateKey's key and counter, one Philox block per four elements, uniform
// floats from the low 23 bits, Box-Muller normals. The V2 op with StatelessRandomGetKeyCounter's key
// and counter draws the V1 op's numbers (uniform and normal).
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[7, -3]> : tensor<2xi32>]" | jfilecheck %s
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=HLO
// RUN: not jopt %s -xla-legalize-tf-no-fallback -split-input-file 2>&1 | jfilecheck %s --check-prefix=ERR

// CHECK: dense<{{\[\[}}0.434642196, 0.0652759075, 0.747612953], [0.148764133, 0.58978641, 0.31938231]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<[0.514737666, 1.18385363, 0.61355257, 0.453092754, 0.931503653]> : tensor<5xf32>
// CHECK-NEXT: dense<13399541416664089238> : tensor<1xui64>
// CHECK-NEXT: dense<[0, 2845039061138926877]> : tensor<2xui64>
// CHECK-NEXT: dense<[0.434642196, 0.0652759075, 0.747612953, 0.148764133]> : tensor<4xf32>
// CHECK-NEXT: dense<[0.514737666, 1.18385363, 0.61355257, 0.453092754]> : tensor<4xf32>

// The Philox rounds: 64-bit products of the counter words by Philox's multipliers.
// HLO-LABEL: func.func @main
// HLO: mhlo.constant dense<3528531795> : tensor<ui64>
// HLO: mhlo.multiply %{{.*}}, %{{.*}} : tensor<ui64>
// HLO: "mhlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui32>
// HLO: mhlo.bitcast_convert %{{.*}} : (tensor<2xui32>) -> tensor<2xf32>
// HLO-NOT: tf.Stateless
// HLO: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x3xf32>, tensor<5xf32>, tensor<1xui64>, tensor<2xui64>, tensor<4xf32>, tensor<4xf32>
func.func @main(%seed: tensor<2xi32>) -> (tensor<2x3xf32>, tensor<5xf32>, tensor<1xui64>, tensor<2xui64>, tensor<4xf32>, tensor<4xf32>) {
  %s = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s5 = "tf.Const"() {value = dense<5> : tensor<1xi32>} : () -> tensor<1xi32>
  %s4 = "tf.Const"() {value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
  %alg = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.StatelessRandomUniform"(%s, %seed) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2x3xf32>
  %1 = "tf.StatelessRandomNormal"(%s5, %seed) : (tensor<1xi32>, tensor<2xi32>) -> tensor<5xf32>
  %k:2 = "tf.StatelessRandomGetKeyCounter"(%seed) : (tensor<2xi32>) -> (tensor<1xui64>, tensor<2xui64>)
  %2 = "tf.StatelessRandomUniformV2"(%s4, %k#0, %k#1, %alg) : (tensor<1xi32>, tensor<1xui64>, tensor<2xui64>, tensor<i32>) -> tensor<4xf32>
  %3 = "tf.StatelessRandomNormalV2"(%s4, %k#0, %k#1, %alg) : (tensor<1xi32>, tensor<1xui64>, tensor<2xui64>, tensor<i32>) -> tensor<4xf32>
  return %0, %1, %k#0, %k#1, %2, %3 : tensor<2x3xf32>, tensor<5xf32>, tensor<1xui64>, tensor<2xui64>, tensor<4xf32>, tensor<4xf32>
}

// -----

// ERR: error: failed to legalize operation 'tf.StatelessRandomUniform': unsupported type: only float32 results are drawn
func.func @f64(%seed: tensor<2xi32>) -> tensor<3xf64> {
  %s = "tf.Const"() {value = dense<3> : tensor<1xi32>} : () -> tensor<1xi32>
  %0 = "tf.StatelessRandomUniform"(%s, %seed) : (tensor<1xi32>, tensor<2xi32>) -> tensor<3xf64>
  return %0 : tensor<3xf64>
}

// -----

// ERR: error: failed to legalize operation 'tf.StatelessRandomUniformV2': unsupported attribute value: the algorithm must be a constant Philox (1) or auto-select (3)
func.func @threefry(%k: tensor<1xui64>, %c: tensor<2xui64>) -> tensor<3xf32> {
  %s = "tf.Const"() {value = dense<3> : tensor<1xi32>} : () -> tensor<1xi32>
  %alg = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.StatelessRandomUniformV2"(%s, %k, %c, %alg) : (tensor<1xi32>, tensor<1xui64>, tensor<2xui64>, tensor<i32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
