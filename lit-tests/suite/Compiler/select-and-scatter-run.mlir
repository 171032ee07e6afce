// stablehlo.select_and_scatter compiled: the result starts as init_value; for each source element
// its operand window is scanned in order (the first element kept while select(kept, next) holds;
// padding never selected) and the selected position accumulates scatter(result, source). First a
// max-pool gradient (GE, disjoint 2x2 windows), then overlapping 3x3 windows, stride 2, padding 1,
// picking the minimum (LE) on a base of 100. Values as the StableHLO interpreter gives them
// (jtranslate --interpret on the same function).
// RUN: jopt %s --hlo-to-llvm=runner-main=true | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s

// CHECK:      sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT: {{\[\[}}0,   10,   0,   0,   30,   0],
// CHECK-NEXT: [0,   0,   0,   20,   0,   0],
// CHECK-NEXT: [0,   0,   50,   0,   60,   0],
// CHECK-NEXT: [40,   0,   0,   0,   0,   0{{\]\]}}
// CHECK:      sizes = [5, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}101,   100,   102,   100,   100],
// CHECK-NEXT: [100,   100,   100,   100,   109],
// CHECK-NEXT: [104,   105,   100,   100,   100],
// CHECK-NEXT: [100,   107,   100,   100,   100],
// CHECK-NEXT: [100,   100,   100,   117,   100{{\]\]}}

func.func @main() -> (tensor<4x6xf32>, tensor<5x5xf32>) {
  %x = stablehlo.constant dense<[[1.0, 5.0, 2.0, 2.0, 7.0, 0.0], [3.0, 4.0, 2.0, 9.0, 1.0, 7.0], [0.0, 0.0, 8.0, 1.0, 6.0, 6.0], [2.0, 1.0, 3.0, 8.0, 5.0, 4.0]]> : tensor<4x6xf32>
  %s = stablehlo.constant dense<[[10.0, 20.0, 30.0], [40.0, 50.0, 60.0]]> : tensor<2x3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %ge : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %sum = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>
  %y = stablehlo.constant dense<[[1.0, 5.0, 2.0, 2.0, 7.0], [3.0, 4.0, 2.0, 9.0, 1.0], [0.0, 0.0, 8.0, 1.0, 6.0], [2.0, 1.0, 3.0, 8.0, 5.0], [6.0, 6.0, 1.0, 0.0, 3.0]]> : tensor<5x5xf32>
  %s2 = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : tensor<3x3xf32>
  %one = stablehlo.constant dense<100.0> : tensor<f32>
  %1 = "stablehlo.select_and_scatter"(%y, %s2, %one) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %le = stablehlo.compare LE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %le : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %sum = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }) {window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 2, 2>, padding = dense<1> : tensor<2x2xi64>} : (tensor<5x5xf32>, tensor<3x3xf32>, tensor<f32>) -> tensor<5x5xf32>
  return %0, %1 : tensor<4x6xf32>, tensor<5x5xf32>
}
