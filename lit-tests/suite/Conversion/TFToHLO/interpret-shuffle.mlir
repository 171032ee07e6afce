// RandomShuffle of the rows [i, 10 i], i = 0..5, run by the interpreter: the order is random (seeds
// are not modelled), so the checks are that the rows stay whole (10 * first = second everywhere)
// and the multiset is kept (the column sums 15 and 150, the products of the first column plus one
// 720 = 6!).
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[[0, 0], [1, 10], [2, 20], [3, 30], [4, 40], [5, 50]]> : tensor<6x2xi32>]" | jfilecheck %s
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=HLO

// HLO: "mhlo.rng"({{.*}}) <{rng_distribution = #mhlo<rng_distribution UNIFORM>}> : (tensor<i32>, tensor<i32>, tensor<1xi64>) -> tensor<6xi32>
// HLO: "mhlo.sort"
// HLO: "mhlo.gather"

// CHECK: dense<true> : tensor<i1>
// CHECK-NEXT: dense<[15, 150]> : tensor<2xi32>
// CHECK-NEXT: dense<720> : tensor<i32>
func.func @main(%x: tensor<6x2xi32>) -> (tensor<i1>, tensor<2xi32>, tensor<i32>) {
  %s = "tf.RandomShuffle"(%x) {seed = 0 : i64, seed2 = 0 : i64} : (tensor<6x2xi32>) -> tensor<6x2xi32>
  %b0 = "tf.Const"() {value = dense<[0, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %b1 = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %size = "tf.Const"() {value = dense<[6, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %c0 = "tf.Slice"(%s, %b0, %size) : (tensor<6x2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<6x1xi32>
  %c1 = "tf.Slice"(%s, %b1, %size) : (tensor<6x2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<6x1xi32>
  %ten = "tf.Const"() {value = dense<10> : tensor<i32>} : () -> tensor<i32>
  %t = "tf.Mul"(%c0, %ten) : (tensor<6x1xi32>, tensor<i32>) -> tensor<6x1xi32>
  %eq = "tf.Equal"(%t, %c1) {incompatible_shape_error = true} : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x1xi1>
  %both = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.All"(%eq, %both) {keep_dims = false} : (tensor<6x1xi1>, tensor<2xi32>) -> tensor<i1>
  %axis = "tf.Const"() {value = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %1 = "tf.Sum"(%s, %axis) {keep_dims = false} : (tensor<6x2xi32>, tensor<1xi32>) -> tensor<2xi32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %p1 = "tf.AddV2"(%c0, %one) : (tensor<6x1xi32>, tensor<i32>) -> tensor<6x1xi32>
  %2 = "tf.Prod"(%p1, %both) {keep_dims = false} : (tensor<6x1xi32>, tensor<2xi32>) -> tensor<i32>
  func.return %0, %1, %2 : tensor<i1>, tensor<2xi32>, tensor<i32>
}
