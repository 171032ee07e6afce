// Windowed ops: a max pool (reduce_window) applies its reducer to scalars over the window, from the
// init value (a scalar constant, no buffer); no bounds check where no window reaches the padding; a convolution without library calls is a loop nest that accumulates
// into its zero-filled result, skipping positions in the padding.
// RUN: jopt %s --hlo-to-loops --canonicalize --cse | jfilecheck %s

// CHECK-LABEL: func.func @pool
// CHECK-NOT:     memref.alloc() : memref<f32>
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}) : memref<?x2x2x3xf32>
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             scf.for
// CHECK:               scf.for
// CHECK:                 %[[W:.*]] = scf.for {{.*}} iter_args(%{{.*}} = %cst) -> (f32) {
// CHECK:                   scf.for {{.*}} iter_args
// CHECK-NOT:                 scf.if
// CHECK:                     %[[X:.*]] = memref.load %arg0
// CHECK-NEXT:                %[[M:.*]] = arith.maximumf %{{.*}}, %[[X]] : f32
// CHECK:                 memref.store %[[W]], %[[OUT]]
func.func @pool(%x: tensor<?x4x4x3xf32>) -> tensor<?x2x2x3xf32> {
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<?x4x4x3xf32>, tensor<f32>) -> tensor<?x2x2x3xf32>
  return %0 : tensor<?x2x2x3xf32>
}

// CHECK-LABEL: func.func @conv
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}) : memref<?x4x4x3xf32>
// CHECK:         memref.store %cst{{.*}}, %[[OUT]]
// CHECK:         %[[IN:.*]] = arith.andi
// CHECK:         scf.if %{{.*}} {
// CHECK:           scf.for
// CHECK:             scf.for
// CHECK:               arith.mulf
// CHECK:               arith.addf
// CHECK:               memref.store {{.*}}, %[[OUT]]
func.func @conv(%x: tensor<?x4x4x2xf32>, %k: tensor<3x3x2x3xf32>) -> tensor<?x4x4x3xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x4x4x2xf32>, tensor<3x3x2x3xf32>) -> tensor<?x4x4x3xf32>
  return %0 : tensor<?x4x4x3xf32>
}
