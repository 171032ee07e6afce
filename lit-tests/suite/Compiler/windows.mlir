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

// A reduce_window whose windows do not overlap computes its input's element-wise producers inside
// its own loops (a max pool of relu(x + bias): no buffer for the relu); overlapping windows (stride
// 1, window 2) read a buffer instead, so that nothing is computed twice.
// CHECK-LABEL: func.func @pool_relu
// CHECK-NOT:     memref.alloc(%{{.*}}) : memref<?x4x4x3xf32>
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}) : memref<?x2x2x3xf32>
// CHECK:         scf.for {{.*}} iter_args
// CHECK:           scf.for {{.*}} iter_args
// CHECK:             %[[X:.*]] = memref.load %arg0
// CHECK-NEXT:        %[[B:.*]] = memref.load %arg1
// CHECK-NEXT:        %[[S:.*]] = arith.addf %[[X]], %[[B]] : f32
// CHECK-NEXT:        %[[R:.*]] = arith.maximumf %[[S]], %cst{{.*}} : f32
// CHECK-NEXT:        arith.maximumf %{{.*}}, %[[R]] : f32
// CHECK-LABEL: func.func @overlapping_pool_relu
// CHECK:         %[[RELU:.*]] = memref.alloc(%{{.*}}) : memref<?x4x4x3xf32>
// CHECK:           arith.maximumf
// CHECK:           memref.store %{{.*}}, %[[RELU]]
// CHECK:         memref.alloc(%{{.*}}) : memref<?x3x3x3xf32>
// CHECK:           memref.load %[[RELU]]
func.func @pool_relu(%x: tensor<?x4x4x3xf32>, %bias: tensor<3xf32>) -> tensor<?x2x2x3xf32> {
  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4x4x3xf32>) -> tensor<i32>
  %n1 = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %c4 = stablehlo.constant dense<4> : tensor<1xi32>
  %c3 = stablehlo.constant dense<3> : tensor<1xi32>
  %shape = stablehlo.concatenate %n1, %c4, %c4, %c3, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  %b = stablehlo.dynamic_broadcast_in_dim %bias, %shape, dims = [3] : (tensor<3xf32>, tensor<4xi32>) -> tensor<?x4x4x3xf32>
  %s = stablehlo.add %x, %b : tensor<?x4x4x3xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %z = stablehlo.dynamic_broadcast_in_dim %zero, %shape, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x4x4x3xf32>
  %r = stablehlo.maximum %s, %z : tensor<?x4x4x3xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%r, %init) ({
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %m = stablehlo.maximum %a, %c : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<?x4x4x3xf32>, tensor<f32>) -> tensor<?x2x2x3xf32>
  return %0 : tensor<?x2x2x3xf32>
}

func.func @overlapping_pool_relu(%x: tensor<?x4x4x3xf32>) -> tensor<?x3x3x3xf32> {
  %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4x4x3xf32>) -> tensor<i32>
  %n1 = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
  %c4 = stablehlo.constant dense<4> : tensor<1xi32>
  %c3 = stablehlo.constant dense<3> : tensor<1xi32>
  %shape = stablehlo.concatenate %n1, %c4, %c4, %c3, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %z = stablehlo.dynamic_broadcast_in_dim %zero, %shape, dims = [] : (tensor<f32>, tensor<4xi32>) -> tensor<?x4x4x3xf32>
  %r = stablehlo.maximum %x, %z : tensor<?x4x4x3xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%r, %init) ({
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %m = stablehlo.maximum %a, %c : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>} : (tensor<?x4x4x3xf32>, tensor<f32>) -> tensor<?x3x3x3xf32>
  return %0 : tensor<?x3x3x3xf32>
}
