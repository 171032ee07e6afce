// stablehlo.reduce_window with two inputs compiled: the body reduces a value and its column index
// together (an argmax per window: 3x3 windows, stride 2, padding [1, 0] x [0, 1], where padding
// contributes nothing). Values as the StableHLO interpreter gives them.
// RUN: jopt %s --hlo-to-llvm=runner-main=true | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s
// RUN: jopt %s --hlo-to-loops | jfilecheck %s --check-prefix=IR

// IR:         scf.for
// IR:           %[[R:.*]]:2 = scf.for %{{.*}} = %c0{{.*}} to %c3{{.*}} step %c1{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (f32, i32)
// CHECK:      sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}5,   9,   7],
// CHECK-NEXT: [8,   9,   7{{\]\]}}
// CHECK:      sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}1,   3,   4],
// CHECK-NEXT: [2,   3,   5{{\]\]}}

func.func @main() -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %x = stablehlo.constant dense<[[1.0, 5.0, 2.0, 2.0, 7.0, 0.0], [3.0, 4.0, 2.0, 9.0, 1.0, 7.0], [0.0, 0.0, 8.0, 1.0, 6.0, 6.0], [2.0, 1.0, 3.0, 8.0, 5.0, 4.0]]> : tensor<4x6xf32>
  %io = stablehlo.iota dim = 1 : tensor<4x6xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m1 = stablehlo.constant dense<-1> : tensor<i32>
  %2:2 = "stablehlo.reduce_window"(%x, %io, %ninf, %m1) ({
  ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
    %gt = stablehlo.compare GT, %bv, %av : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v = stablehlo.select %gt, %bv, %av : tensor<i1>, tensor<f32>
    %i = stablehlo.select %gt, %bi, %ai : tensor<i1>, tensor<i32>
    stablehlo.return %v, %i : tensor<f32>, tensor<i32>
  }) {window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 2, 2>, padding = dense<[[1, 0], [0, 1]]> : tensor<2x2xi64>} : (tensor<4x6xf32>, tensor<4x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %2#0, %2#1 : tensor<2x3xf32>, tensor<2x3xi32>
}
