// A channels-last f32 convolution with 8 to 64 output features (a multiple of 8) is a register-
// blocked vector kernel: per output row, blocks of positions along the last spatial dimension keep
// their accumulators (one vector of output features each) in registers through the window and input
// feature loops; a window row in the padding is skipped (scf.if), a column in it reads zero (select
// on a clamped index); positions left over after the blocks run one at a time. No im2col buffer.
// RUN: jopt %s --split-input-file --hlo-to-loops --canonicalize --cse | jfilecheck %s
// RUN: jopt %s --split-input-file --hlo-to-llvm | jfilecheck %s --check-prefix=LLVM

// CHECK-LABEL: func.func @main
// CHECK-NOT:     memref.alloc({{.*}}) : memref<?x18xf32>
// CHECK:         %[[OUT:.*]] = memref.alloc(%{{.*}}) : memref<?x3x11x16xf32>
// CHECK:         scf.for %[[B:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK-NEXT:      scf.for %[[H:.*]] = %c0 to %c3 step %c1 {
// CHECK-NEXT:        scf.for %{{.*}} = %c0 to %c1 step %c1 {
// CHECK:               scf.for {{.*}} iter_args({{.*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>) {
// CHECK:                 scf.if
// CHECK:                   arith.select %{{.*}}, %{{.*}}, %c0 : index
// CHECK:                   %[[W:.*]] = vector.load %arg1[{{.*}}] : memref<3x3x2x16xf32>, vector<16xf32>
// CHECK-NEXT:              %[[X:.*]] = memref.load %arg0
// CHECK-NEXT:              %[[Z:.*]] = arith.select %{{.*}}, %[[X]], %cst{{.*}} : f32
// CHECK-NEXT:              %[[XB:.*]] = vector.broadcast %[[Z]] : f32 to vector<16xf32>
// CHECK-NEXT:              vector.fma %[[XB]], %[[W]], %{{.*}} : vector<16xf32>
// CHECK-COUNT-8:       vector.store %{{.*}}, %[[OUT]][%[[B]], %[[H]], %{{.*}}, %c0] : memref<?x3x11x16xf32>, vector<16xf32>
// CHECK:             scf.for %{{.*}} = %c8 to %c11 step %c1 {
// CHECK:               vector.fma
// CHECK:               vector.store {{.*}} : memref<?x3x11x16xf32>, vector<16xf32>
// LLVM-LABEL: llvm.func @main
// LLVM:         llvm.intr.fmuladd({{.*}}) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
func.func @main(%x: tensor<?x3x11x2xf32>, %k: tensor<3x3x2x16xf32>) -> tensor<?x3x11x16xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x3x11x2xf32>, tensor<3x3x2x16xf32>) -> tensor<?x3x11x16xf32>
  return %0 : tensor<?x3x11x16xf32>
}

// -----

// 24 output features: three vectors of 8 per position, so at most 5 positions per block; a 1-D
// convolution with stride 2, dilation 2 and padding on one side; its 6 positions take 2 blocks of 3
// (the largest divisor of 6 from 5 down to 2) and nothing is left over.
// CHECK-LABEL: func.func @main
// CHECK:         scf.for %{{.*}} = %c0 to %c2 step %c1 {
// CHECK-NEXT:      arith.muli %{{.*}}, %c3 : index
// CHECK-NEXT:      scf.for {{.*}} -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
// CHECK-NOT:       scf.if
// CHECK:             vector.load %arg1[%{{.*}}, %{{.*}}, %c0] : memref<3x4x24xf32>, vector<8xf32>
// CHECK-NEXT:        vector.load %arg1[%{{.*}}, %{{.*}}, %c8] : memref<3x4x24xf32>, vector<8xf32>
// CHECK-NEXT:        vector.load %arg1[%{{.*}}, %{{.*}}, %c16] : memref<3x4x24xf32>, vector<8xf32>
// CHECK-COUNT-9:     vector.fma
// CHECK-COUNT-9:   vector.store
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  return
func.func @main(%x: tensor<?x15x4xf32>, %k: tensor<3x4x24xf32>) -> tensor<?x6x24xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[1, 0]], rhs_dilate = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x15x4xf32>, tensor<3x4x24xf32>) -> tensor<?x6x24xf32>
  return %0 : tensor<?x6x24xf32>
}
