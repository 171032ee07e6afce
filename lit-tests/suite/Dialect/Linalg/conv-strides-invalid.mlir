// strides/dilations of a convolution or pooling must be i64 elements of the op's spatial rank;
// the custom parser checks them (at the attribute dictionary), as MLIR 22's verifyInherentAttrs.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @float_strides(%i: memref<1x9x9x4xf32>, %f: memref<3x3x4xf32>, %o: memref<1x4x4x4xf32>) {
  // expected-error@+1 {{custom op 'linalg.depthwise_conv_2d_nhwc_hwc' 'linalg.depthwise_conv_2d_nhwc_hwc' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<2.0> : vector<2xf32>}
    ins(%i, %f : memref<1x9x9x4xf32>, memref<3x3x4xf32>) outs(%o : memref<1x4x4x4xf32>)
  return
}

// -----

func.func @long_strides(%i: memref<1x9x9x4xf32>, %f: memref<3x3x4xf32>, %o: memref<1x4x4x4xf32>) {
  // expected-error@+1 {{op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<2> : vector<3xi64>}
    ins(%i, %f : memref<1x9x9x4xf32>, memref<3x3x4xf32>) outs(%o : memref<1x4x4x4xf32>)
  return
}

// -----

func.func @dilations_1d(%i: memref<1x13x8xf32>, %f: memref<3x8xf32>, %o: memref<1x11x8xf32>) {
  // expected-error@+1 {{op attribute 'dilations' failed to satisfy constraint: 64-bit signless int elements attribute of shape [1]}}
  linalg.depthwise_conv_1d_nwc_wc {dilations = dense<[1, 1]> : vector<2xi64>}
    ins(%i, %f : memref<1x13x8xf32>, memref<3x8xf32>) outs(%o : memref<1x11x8xf32>)
  return
}

// -----

func.func @generic_form(%i: memref<1x9x9x4xf32>, %f: memref<3x3x4xf32>, %o: memref<1x4x4x4xf32>) {
  // expected-error@+1 {{'linalg.pooling_nchw_max' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  "linalg.pooling_nchw_max"(%i, %f, %o) ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    linalg.yield %c : f32
  }) {operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<1xi64>} : (memref<1x9x9x4xf32>, memref<3x3x4xf32>, memref<1x4x4x4xf32>) -> ()
  return
}
