// The stateless integer draws with Philox, as TensorFlow's CPU kernels (TfToHloOracleTest compares
// with TensorFlow-java): UniformInt is lo + word % (hi - lo) in unsigned arithmetic (int64: two words
// per element, the first the low one), FullInt the words themselves; V1 and V2 forms.
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[7, -3]> : tensor<2xi32>]" | jfilecheck %s
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=HLO

// CHECK: dense<{{\[\[}}467, 952, 88], [288, 157, 709]]> : tensor<2x3xi32>
// CHECK-NEXT: dense<[4874141852, 4880953761, 5433079052]> : tensor<3xi64>
// CHECK-NEXT: dense<[2125963867, 973626102, 694137288, 2165508788, 969637407]> : tensor<5xui32>
// The V2 ops with GetKeyCounter's key and counter (algorithm 3, auto-select: Philox) draw the same.
// CHECK-NEXT: dense<[467, 952, 88]> : tensor<3xi32>
// CHECK-NEXT: dense<[2125963867, 973626102]> : tensor<2xui32>

// HLO-LABEL: func.func @ints
// HLO: mhlo.remainder %{{.*}}, %{{.*}} : tensor<2xui32>
// HLO: mhlo.remainder %{{.*}}, %{{.*}} : tensor<2xui64>
// HLO-NOT: tf.Stateless
// HLO: return
func.func @ints(%seed: tensor<2xi32>) -> (tensor<2x3xi32>, tensor<3xi64>, tensor<5xui32>, tensor<3xi32>, tensor<2xui32>) {
  %s = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s3 = "tf.Const"() {value = dense<3> : tensor<1xi32>} : () -> tensor<1xi32>
  %s5 = "tf.Const"() {value = dense<5> : tensor<1xi32>} : () -> tensor<1xi32>
  %lo = "tf.Const"() {value = dense<-50> : tensor<i32>} : () -> tensor<i32>
  %hi = "tf.Const"() {value = dense<1000> : tensor<i32>} : () -> tensor<i32>
  %lo64 = "tf.Const"() {value = dense<-7> : tensor<i64>} : () -> tensor<i64>
  %hi64 = "tf.Const"() {value = dense<8589934597> : tensor<i64>} : () -> tensor<i64>
  %0 = "tf.StatelessRandomUniformInt"(%s, %seed, %lo, %hi) : (tensor<2xi32>, tensor<2xi32>, tensor<i32>, tensor<i32>) -> tensor<2x3xi32>
  %1 = "tf.StatelessRandomUniformInt"(%s3, %seed, %lo64, %hi64) : (tensor<1xi32>, tensor<2xi32>, tensor<i64>, tensor<i64>) -> tensor<3xi64>
  %2 = "tf.StatelessRandomUniformFullInt"(%s5, %seed) : (tensor<1xi32>, tensor<2xi32>) -> tensor<5xui32>
  %alg = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %s2 = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %k:2 = "tf.StatelessRandomGetKeyCounter"(%seed) : (tensor<2xi32>) -> (tensor<1xui64>, tensor<2xui64>)
  %3 = "tf.StatelessRandomUniformIntV2"(%s3, %k#0, %k#1, %alg, %lo, %hi) : (tensor<1xi32>, tensor<1xui64>, tensor<2xui64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3xi32>
  %4 = "tf.StatelessRandomUniformFullIntV2"(%s2, %k#0, %k#1, %alg) : (tensor<1xi32>, tensor<1xui64>, tensor<2xui64>, tensor<i32>) -> tensor<2xui32>
  return %0, %1, %2, %3, %4 : tensor<2x3xi32>, tensor<3xi64>, tensor<5xui32>, tensor<3xi32>, tensor<2xui32>
}
