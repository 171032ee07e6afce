// Named linalg ops print in their short form (ins/outs and the result types);
// their region is implicit and appears in the generic form, where the matmul
// family carries its indexing maps as a property and the OpDSL ops record
// them as linalg.memoized_indexing_maps once verified.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC
// RUN: jopt %s -mlir-print-op-generic | jopt | jfilecheck %s

// The stride of the convolution below shows in its input's map.
// GENERIC-DAG: = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>

// CHECK-LABEL: func.func @contractions(
func.func @contractions(%a: tensor<3x5xf32>, %b: tensor<5x7xf32>, %c: tensor<3x7xf32>,
                        %ba: tensor<2x3x5xf32>, %bb: tensor<2x5x7xf32>, %bc: tensor<2x3x7xf32>,
                        %v: tensor<5xf32>, %r: tensor<3xf32>) -> (tensor<3x7xf32>, tensor<2x3x7xf32>, tensor<3xf32>) {
  // CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<3x5xf32>, tensor<5x7xf32>) outs(%{{.*}} : tensor<3x7xf32>) -> tensor<3x7xf32>
  // GENERIC: "linalg.matmul"(%{{.*}}, %{{.*}}, %{{.*}}) <{indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], operandSegmentSizes = array<i32: 2, 1>}> ({
  // GENERIC-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %[[Z:.*]]: f32):
  // GENERIC-NEXT: %[[P:.*]] = "arith.mulf"(%[[X]], %[[Y]])
  // GENERIC-NEXT: %[[S:.*]] = "arith.addf"(%[[Z]], %[[P]])
  // GENERIC-NEXT: "linalg.yield"(%[[S]]) : (f32) -> ()
  %0 = linalg.matmul ins(%a, %b : tensor<3x5xf32>, tensor<5x7xf32>) outs(%c : tensor<3x7xf32>) -> tensor<3x7xf32>
  // CHECK: linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<2x3x5xf32>, tensor<2x5x7xf32>) outs(%{{.*}} : tensor<2x3x7xf32>) -> tensor<2x3x7xf32>
  %1 = linalg.batch_matmul ins(%ba, %bb : tensor<2x3x5xf32>, tensor<2x5x7xf32>) outs(%bc : tensor<2x3x7xf32>) -> tensor<2x3x7xf32>
  // CHECK: linalg.matvec ins(%{{.*}}, %{{.*}} : tensor<3x5xf32>, tensor<5xf32>) outs(%{{.*}} : tensor<3xf32>) -> tensor<3xf32>
  // GENERIC: "linalg.matvec"
  // GENERIC: {linalg.memoized_indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}]}
  %2 = linalg.matvec ins(%a, %v : tensor<3x5xf32>, tensor<5xf32>) outs(%r : tensor<3xf32>) -> tensor<3xf32>
  return %0, %1, %2 : tensor<3x7xf32>, tensor<2x3x7xf32>, tensor<3xf32>
}

// A matmul with other maps (here: transposed A) prints them.
// CHECK-LABEL: func.func @transposed_a(
func.func @transposed_a(%a: memref<5x3xf32>, %b: memref<5x7xf32>, %c: memref<3x7xf32>) {
  // CHECK: linalg.matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%{{.*}}, %{{.*}} : memref<5x3xf32>, memref<5x7xf32>) outs(%{{.*}} : memref<3x7xf32>)
  // CHECK-NOT: ->
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%a, %b : memref<5x3xf32>, memref<5x7xf32>) outs(%c : memref<3x7xf32>)
  return
}

// CHECK-LABEL: func.func @windows(
func.func @windows(%i: tensor<1x9x9x2xf32>, %w: tensor<3x3x2x4xf32>, %o: tensor<1x4x4x4xf32>,
                   %dw: tensor<3x3x2xf32>, %do: tensor<1x7x7x2xf32>, %win: tensor<3x3xf32>,
                   %ci: tensor<1x2x9x9xi32>, %cw: tensor<4x2x3x3xi32>, %co: tensor<1x4x7x7xi32>) {
  // Attributes come before ins and are printed only when written.
  // CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(
  // GENERIC: {linalg.memoized_indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}]}
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%i, %w : tensor<1x9x9x2xf32>, tensor<3x3x2x4xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  // CHECK: linalg.depthwise_conv_2d_nhwc_hwc ins(
  %1 = linalg.depthwise_conv_2d_nhwc_hwc ins(%i, %dw : tensor<1x9x9x2xf32>, tensor<3x3x2xf32>) outs(%do : tensor<1x7x7x2xf32>) -> tensor<1x7x7x2xf32>
  // GENERIC: "linalg.pooling_nhwc_max"
  // GENERIC: "arith.maximumf"
  // CHECK: linalg.pooling_nhwc_max ins(
  %2 = linalg.pooling_nhwc_max ins(%i, %win : tensor<1x9x9x2xf32>, tensor<3x3xf32>) outs(%do : tensor<1x7x7x2xf32>) -> tensor<1x7x7x2xf32>
  // CHECK: linalg.pooling_nhwc_sum ins(
  %3 = linalg.pooling_nhwc_sum ins(%i, %win : tensor<1x9x9x2xf32>, tensor<3x3xf32>) outs(%do : tensor<1x7x7x2xf32>) -> tensor<1x7x7x2xf32>
  // Integer bodies use muli/addi.
  // GENERIC: "linalg.conv_2d_nchw_fchw"
  // GENERIC: "arith.muli"
  // GENERIC: "arith.addi"
  // CHECK: linalg.conv_2d_nchw_fchw ins(
  %4 = linalg.conv_2d_nchw_fchw ins(%ci, %cw : tensor<1x2x9x9xi32>, tensor<4x2x3x3xi32>) outs(%co : tensor<1x4x7x7xi32>) -> tensor<1x4x7x7xi32>
  return
}

// CHECK-LABEL: func.func @fill_copy_elementwise(
func.func @fill_copy_elementwise(%x: f32, %t: tensor<8xf32>, %m: memref<8xf32>, %n: memref<8xf32>) -> tensor<8xf32> {
  // CHECK: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<8xf32>) -> tensor<8xf32>
  %0 = linalg.fill ins(%x : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  // CHECK: linalg.copy ins(%{{.*}} : memref<8xf32>) outs(%{{.*}} : memref<8xf32>)
  linalg.copy ins(%m : memref<8xf32>) outs(%n : memref<8xf32>)
  // CHECK: linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%{{.*}} : tensor<8xf32>) outs(%{{.*}} : tensor<8xf32>) -> tensor<8xf32>
  // GENERIC: kind = #linalg.elementwise_kind<exp>
  // GENERIC: "math.exp"
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%0 : tensor<8xf32>) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  // CHECK: linalg.elementwise kind=#linalg.elementwise_kind<add> ins(
  // GENERIC: "arith.addf"
  %2 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%1, %0 : tensor<8xf32>, tensor<8xf32>) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %2 : tensor<8xf32>
}
