// stablehlo.sort of a 37-element row (not a power of two, 13 distinct keys): merge passes of runs of
// 1, 2, 4, ... 32, 64 elements, results to scratch and back. Stable: the positions (a dynamic_iota
// carried along) of equal keys stay in increasing order. Expected values from Python's sorted()
// (stable) on the runner's inputs ((7k mod 13) - 6) / 4.
// RUN: jopt %s '--hlo-to-llvm=runner-main=true runner-batch=37' | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s

// CHECK:      sizes = [37] strides = [1] data =
// CHECK-NEXT: [-1.5,  -1.5,  -1.5,  -1.25,  -1.25,  -1.25,  -1,  -1,  -1,  -0.75,  -0.75,  -0.75,  -0.5,  -0.5,  -0.5,  -0.25,  -0.25,  -0.25,  0,  0,  0.25,  0.25,  0.25,  0.5,  0.5,  0.5,  0.75,  0.75,  0.75,  1,  1,  1,  1.25,  1.25,  1.25,  1.5,  1.5]
// CHECK:      sizes = [37] strides = [1] data =
// CHECK-NEXT: [0,  13,  26,  2,  15,  28,  4,  17,  30,  6,  19,  32,  8,  21,  34,  10,  23,  36,  12,  25,  1,  14,  27,  3,  16,  29,  5,  18,  31,  7,  20,  33,  9,  22,  35,  11,  24]
// CHECK:      sizes = [37] strides = [1] data =
// CHECK-NEXT: [1.5,  1.5,  1.25,  1.25,  1.25,  1,  1,  1,  0.75,  0.75,  0.75,  0.5,  0.5,  0.5,  0.25,  0.25,  0.25,  0,  0,  -0.25,  -0.25,  -0.25,  -0.5,  -0.5,  -0.5,  -0.75,  -0.75,  -0.75,  -1,  -1,  -1,  -1.25,  -1.25,  -1.25,  -1.5,  -1.5,  -1.5]
func.func @main(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xi32>, tensor<?xf32>) {
  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %s = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %i = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
  %0:2 = "stablehlo.sort"(%x, %i) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<?xf32>, tensor<?xi32>) -> (tensor<?xf32>, tensor<?xi32>)
  %1 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %gt = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = false} : (tensor<?xf32>) -> tensor<?xf32>
  return %0#0, %0#1, %1 : tensor<?xf32>, tensor<?xi32>, tensor<?xf32>
}
