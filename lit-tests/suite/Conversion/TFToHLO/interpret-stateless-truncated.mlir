// StatelessTruncatedNormal(V2) as TensorFlow's CPU kernel draws it: output group g (four elements)
// reads Philox blocks from counter + 256 g, Box-Muller pairs in order, keeping the normals below 2
// in magnitude (TfToHloOracleTest compares with TensorFlow-java). The first group keeps the first
// four normals of StatelessRandomNormal's stream; the fifth element starts at block 256.
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[7, -3]> : tensor<2xi32>]" | jfilecheck %s
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=HLO

// CHECK: dense<{{\[\[}}0.514737666, 1.18385363, 0.61355257, 0.453092754, 1.0124135], [-0.0177895166, 0.00640073931, -0.431887627, -1.10400867, -0.852179527]]> : tensor<2x5xf32>
// CHECK-NEXT: dense<[0.514737666, 1.18385363, 0.61355257]> : tensor<3xf32>

// The running count of kept draws along each group's 16 normals.
// HLO-LABEL: func.func @tn
// HLO: "mhlo.reduce_window"(%{{.*}}, %{{.*}}) <{padding = dense<{{\[\[}}0, 0], [15, 0]]> : tensor<2x2xi64>, window_dimensions = dense<[1, 16]> : tensor<2xi64>, window_strides = dense<1> : tensor<2xi64>}>
// HLO-NOT: tf.Stateless
// HLO: return
func.func @tn(%seed: tensor<2xi32>) -> (tensor<2x5xf32>, tensor<3xf32>) {
  %s = "tf.Const"() {value = dense<[2, 5]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s3 = "tf.Const"() {value = dense<3> : tensor<1xi32>} : () -> tensor<1xi32>
  %alg = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.StatelessTruncatedNormal"(%s, %seed) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2x5xf32>
  %k:2 = "tf.StatelessRandomGetKeyCounter"(%seed) : (tensor<2xi32>) -> (tensor<1xui64>, tensor<2xui64>)
  %1 = "tf.StatelessTruncatedNormalV2"(%s3, %k#0, %k#1, %alg) : (tensor<1xi32>, tensor<1xui64>, tensor<2xui64>, tensor<i32>) -> tensor<3xf32>
  return %0, %1 : tensor<2x5xf32>, tensor<3xf32>
}
