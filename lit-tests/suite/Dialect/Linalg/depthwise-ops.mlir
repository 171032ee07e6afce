// The depth-wise convolutions the StableHLO lowering emits, checked against
// their generalized (OpDSL) forms.
// RUN: jopt %s | jfilecheck %s --check-prefix=SHORT
// RUN: jopt %s -linalg-generalize-named-ops | jfilecheck %s

// SHORT: linalg.depthwise_conv_1d_nwc_wc {
// SHORT: linalg.depthwise_conv_1d_nwc_wcm {
// SHORT: linalg.depthwise_conv_2d_nhwc_hwcm {
// SHORT: linalg.depthwise_conv_3d_ndhwc_dhwc {
// SHORT: linalg.depthwise_conv_3d_ndhwc_dhwcm {
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
// CHECK-DAG: #[[D:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d7)>
// CHECK-DAG: #[[E:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d8, d4)>
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "reduction"]
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]
func.func @f(%i1: tensor<1x8x3xf32>, %k1: tensor<2x3xf32>, %o1: tensor<1x7x3xf32>, %km1: tensor<2x3x2xf32>, %om1: tensor<1x7x3x2xf32>,
             %i2: tensor<1x8x8x3xf32>, %km2: tensor<2x2x3x2xf32>, %om2: tensor<1x7x7x3x2xf32>,
             %i3: tensor<1x8x8x8x3xf32>, %k3: tensor<2x2x2x3xf32>, %o3: tensor<1x7x7x7x3xf32>, %km3: tensor<2x2x2x3x2xf32>, %om3: tensor<1x7x7x7x3x2xf32>) -> (tensor<1x7x3xf32>, tensor<1x7x3x2xf32>, tensor<1x7x7x3x2xf32>, tensor<1x7x7x7x3xf32>, tensor<1x7x7x7x3x2xf32>) {
  %0 = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i1, %k1 : tensor<1x8x3xf32>, tensor<2x3xf32>) outs(%o1 : tensor<1x7x3xf32>) -> tensor<1x7x3xf32>
  %1 = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i1, %km1 : tensor<1x8x3xf32>, tensor<2x3x2xf32>) outs(%om1 : tensor<1x7x3x2xf32>) -> tensor<1x7x3x2xf32>
  %2 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i2, %km2 : tensor<1x8x8x3xf32>, tensor<2x2x3x2xf32>) outs(%om2 : tensor<1x7x7x3x2xf32>) -> tensor<1x7x7x3x2xf32>
  %3 = linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%i3, %k3 : tensor<1x8x8x8x3xf32>, tensor<2x2x2x3xf32>) outs(%o3 : tensor<1x7x7x7x3xf32>) -> tensor<1x7x7x7x3xf32>
  %4 = linalg.depthwise_conv_3d_ndhwc_dhwcm {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%i3, %km3 : tensor<1x8x8x8x3xf32>, tensor<2x2x2x3x2xf32>) outs(%om3 : tensor<1x7x7x7x3x2xf32>) -> tensor<1x7x7x7x3x2xf32>
  return %0, %1, %2, %3, %4 : tensor<1x7x3xf32>, tensor<1x7x3x2xf32>, tensor<1x7x7x3x2xf32>, tensor<1x7x7x7x3xf32>, tensor<1x7x7x7x3x2xf32>
}
