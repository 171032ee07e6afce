// The named ops the StableHLO lowering needs beyond the first set: vecmat, dot,
// conv_1d_nwc_wcf, conv_3d_ndhwc_dhwcf, pooling_nhwc_min and the NDHWC poolings;
// they print in their short form and generalize with OpDSL's maps and bodies.
// RUN: jopt %s | jfilecheck %s --check-prefix=SHORT
// RUN: jopt %s -linalg-generalize-named-ops | jfilecheck %s

// SHORT: linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(
// SHORT: linalg.vecmat ins(
// SHORT: linalg.dot ins(
// SHORT: linalg.pooling_nhwc_min {dilations
// CHECK-DAG: #[[C1I:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>
// CHECK-DAG: #[[C1K:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
// CHECK-DAG: #[[C3I:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6, d3 + d7, d8)>
// CHECK-DAG: #[[P3I:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 + d6, d3 + d7, d4)>
// CHECK-DAG: #[[VM:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[DOT:.*]] = affine_map<(d0) -> ()>
// CHECK: linalg.generic {indexing_maps = [#[[C1I]], #[[C1K]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
// CHECK: linalg.generic {indexing_maps = [#[[C3I]], {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]}
// CHECK: linalg.generic {indexing_maps = [#[[P3I]], {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
// CHECK: arith.minimumf
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[VM]], #{{.*}}], iterator_types = ["parallel", "reduction"]}
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #[[DOT]]], iterator_types = ["reduction"]}
// CHECK: arith.maximumf
// CHECK: arith.addf
// CHECK: arith.minimumf
func.func @f(%i: tensor<1x8x3xf32>, %k: tensor<2x3x4xf32>, %o: tensor<1x7x4xf32>, %i3: tensor<1x8x8x8x3xf32>, %k3: tensor<2x2x2x3x4xf32>, %o3: tensor<1x7x7x7x4xf32>, %w: tensor<2x2x2xf32>, %p: tensor<1x7x7x7x3xf32>, %v: tensor<4xf32>, %m: tensor<4x5xf32>, %r: tensor<5xf32>, %s: tensor<f32>, %i2: tensor<1x4x4x3xf32>, %w2: tensor<2x2xf32>, %p2: tensor<1x3x3x3xf32>) -> (tensor<1x7x4xf32>, tensor<1x7x7x7x4xf32>, tensor<1x7x7x7x3xf32>, tensor<5xf32>, tensor<f32>, tensor<1x7x7x7x3xf32>, tensor<1x7x7x7x3xf32>, tensor<1x3x3x3xf32>) {
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i, %k : tensor<1x8x3xf32>, tensor<2x3x4xf32>) outs(%o : tensor<1x7x4xf32>) -> tensor<1x7x4xf32>
  %1 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%i3, %k3 : tensor<1x8x8x8x3xf32>, tensor<2x2x2x3x4xf32>) outs(%o3 : tensor<1x7x7x7x4xf32>) -> tensor<1x7x7x7x4xf32>
  %2 = linalg.pooling_ndhwc_min {dilations = dense<1> : vector<3xi64>, strides = dense<1> : vector<3xi64>} ins(%i3, %w : tensor<1x8x8x8x3xf32>, tensor<2x2x2xf32>) outs(%p : tensor<1x7x7x7x3xf32>) -> tensor<1x7x7x7x3xf32>
  %3 = linalg.vecmat ins(%v, %m : tensor<4xf32>, tensor<4x5xf32>) outs(%r : tensor<5xf32>) -> tensor<5xf32>
  %4 = linalg.dot ins(%r, %r : tensor<5xf32>, tensor<5xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %5 = linalg.pooling_ndhwc_max {dilations = dense<1> : vector<3xi64>, strides = dense<1> : vector<3xi64>} ins(%i3, %w : tensor<1x8x8x8x3xf32>, tensor<2x2x2xf32>) outs(%p : tensor<1x7x7x7x3xf32>) -> tensor<1x7x7x7x3xf32>
  %6 = linalg.pooling_ndhwc_sum {dilations = dense<1> : vector<3xi64>, strides = dense<1> : vector<3xi64>} ins(%i3, %w : tensor<1x8x8x8x3xf32>, tensor<2x2x2xf32>) outs(%p : tensor<1x7x7x7x3xf32>) -> tensor<1x7x7x7x3xf32>
  %7 = linalg.pooling_nhwc_min {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%i2, %w2 : tensor<1x4x4x3xf32>, tensor<2x2xf32>) outs(%p2 : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<1x7x4xf32>, tensor<1x7x7x7x4xf32>, tensor<1x7x7x7x3xf32>, tensor<5xf32>, tensor<f32>, tensor<1x7x7x7x3xf32>, tensor<1x7x7x7x3xf32>, tensor<1x3x3x3xf32>
}
