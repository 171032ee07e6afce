// The Xla ops whose computations are functions (TensorFlow's legalize_tf rules): the HLO op with
// regions that call the function and return its results; the functions legalize like the rest.
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[[1.0, 7.0, 2.0, 3.0, 0.0, 4.0], [5.0, 6.0, 9.0, 1.0, 2.0, 8.0], [3.0, 3.0, 1.0, 0.0, 6.0, 2.0], [2.0, 4.0, 5.0, 7.0, 1.0, 1.0]]> : tensor<4x6xf32>, dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>]" | jfilecheck %s
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=HLO

// Max pooling 2x2, its gradient (select GE, scatter add), an arg-max along rows (a variadic
// reduce of values and indices) and a stable key-value sort.
// CHECK: dense<{{\[\[}}7.000000e+00, 9.000000e+00, 8.000000e+00], [4.000000e+00, 7.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<{{\[\[}}0.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 2.000000e+00, 0.000000e+00, 0.000000e+00, 3.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 6.000000e+00, 0.000000e+00], [0.000000e+00, 4.000000e+00, 0.000000e+00, 5.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x6xf32>
// CHECK-NEXT: dense<[7.000000e+00, 9.000000e+00, 6.000000e+00, 7.000000e+00]> : tensor<4xf32>
// CHECK-NEXT: dense<[1, 2, 4, 3]> : tensor<4xi32>
// CHECK-NEXT: dense<[-1.000000e+00, 0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 5.000000e+00]> : tensor<6xf32>
// CHECK-NEXT: dense<[1, 4, 5, 2, 0, 3]> : tensor<6xi32>

// HLO-LABEL: func.func @main
// HLO: "mhlo.reduce_window"(%arg0, %{{.*}}) <{base_dilations = dense<1> : tensor<2xi64>, padding = dense<0> : tensor<2x2xi64>, window_dilations = dense<1> : tensor<2xi64>, window_dimensions = dense<2> : tensor<2xi64>, window_strides = dense<2> : tensor<2xi64>}> ({
// HLO-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// HLO-NEXT: %[[M:.*]] = func.call @max(%[[A]], %[[B]]) : (tensor<f32>, tensor<f32>) -> tensor<f32>
// HLO-NEXT: mhlo.return %[[M]] : tensor<f32>
// HLO: "mhlo.select_and_scatter"(%arg0, %arg1, %{{.*}})
// HLO: func.call @ge
// HLO: func.call @add
// HLO: mhlo.reduce(%arg0 init: %{{.*}}), (%{{.*}} init: %{{.*}}) across dimensions = [1]
// HLO: func.call @argmax(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (tensor<f32>, tensor<i32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
// HLO: "mhlo.sort"(%{{.*}}, %{{.*}}) <{dimension = 0 : i64, is_stable = true}>
// HLO: func.call @less
// HLO-LABEL: func.func private @max
// HLO-NEXT: mhlo.maximum %arg0, %arg1 : tensor<f32>
func.func @main(%x: tensor<4x6xf32>, %s: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<4x6xf32>, tensor<4xf32>, tensor<4xi32>, tensor<6xf32>, tensor<6xi32>) {
  %init = "tf.Const"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
  %zero = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %w = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %one = "tf.Const"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
  %pad = "tf.Const"() {value = dense<0> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %0 = "tf.XlaReduceWindow"(%x, %init, %w, %w, %one, %one, %pad) {computation = @max} : (tensor<4x6xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<2x3xf32>
  %1 = "tf.XlaSelectAndScatter"(%x, %w, %w, %pad, %s, %zero) {select = @ge, scatter = @add} : (tensor<4x6xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  %iota = "tf.Const"() {value = dense<[[0, 1, 2, 3, 4, 5], [0, 1, 2, 3, 4, 5], [0, 1, 2, 3, 4, 5], [0, 1, 2, 3, 4, 5]]> : tensor<4x6xi32>} : () -> tensor<4x6xi32>
  %izero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %2:2 = "tf.XlaVariadicReduceV2"(%x, %iota, %init, %izero) {dimensions_to_reduce = [1], reducer = @argmax} : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
  %row = "tf.Const"() {value = dense<[3.0, -1.0, 2.0, 5.0, 0.0, 1.0]> : tensor<6xf32>} : () -> tensor<6xf32>
  %idx = "tf.Const"() {value = dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi32>} : () -> tensor<6xi32>
  %d = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %3:2 = "tf.XlaVariadicSort"(%row, %idx, %d) {comparator = @less, is_stable = true} : (tensor<6xf32>, tensor<6xi32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
  return %0, %1, %2#0, %2#1, %3#0, %3#1 : tensor<2x3xf32>, tensor<4x6xf32>, tensor<4xf32>, tensor<4xi32>, tensor<6xf32>, tensor<6xi32>
}
func.func private @max(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = "tf.Maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @ge(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
  %0 = "tf.GreaterEqual"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}
func.func private @add(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = "tf.AddV2"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @argmax(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
  %gt = "tf.Greater"(%bv, %av) : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %v = "tf.SelectV2"(%gt, %bv, %av) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
  %i = "tf.SelectV2"(%gt, %bi, %ai) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %v, %i : tensor<f32>, tensor<i32>
}
func.func private @less(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>) -> tensor<i1> {
  %0 = "tf.Less"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}
