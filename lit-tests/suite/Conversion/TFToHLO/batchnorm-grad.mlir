// FusedBatchNormGrad(V2/V3): training is batch_norm_grad (feature 3 for NHWC, 1 for NCHW);
// inference computes the gradients (interpret-batchnorm-grad.mlir checks their numbers); the
// reserve-space results are zeros; half precision is computed in the scale's type.
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s

// CHECK-LABEL: func.func @training
// CHECK: %[[GX:.*]], %[[GS:.*]], %[[GO:.*]] = "mhlo.batch_norm_grad"(%arg1, %arg2, %arg3, %arg4, %arg0) <{epsilon = 1.000000e-03 : f32, feature_index = 3 : i64}> : (tensor<2x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x2x2x3xf32>) -> (tensor<2x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>)
// CHECK: return %[[GX]], %[[GS]], %[[GO]]
func.func @training(%dy: tensor<2x2x2x3xf32>, %x: tensor<2x2x2x3xf32>, %s: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>, %r: tensor<3xf32>) -> (tensor<2x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>) {
  %0:5 = "tf.FusedBatchNormGradV3"(%dy, %x, %s, %m, %v, %r) {epsilon = 0.001 : f32, data_format = "NHWC", is_training = true} : (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>)
  func.return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<2x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>, tensor<0xf32>
}

// CHECK-LABEL: func.func @training_nchw_half
// CHECK: %[[DY:.*]] = mhlo.convert %arg0 : (tensor<2x3x2x2xf16>) -> tensor<2x3x2x2xf32>
// CHECK: %[[X:.*]] = mhlo.convert %arg1 : (tensor<2x3x2x2xf16>) -> tensor<2x3x2x2xf32>
// CHECK: %[[GX:[^,]*]], {{.*}} = "mhlo.batch_norm_grad"(%[[X]], %arg2, %arg3, %arg4, %[[DY]]) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}>
// CHECK: mhlo.convert %[[GX]] : (tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf16>
func.func @training_nchw_half(%dy: tensor<2x3x2x2xf16>, %x: tensor<2x3x2x2xf16>, %s: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> (tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0:5 = "tf.FusedBatchNormGradV2"(%dy, %x, %s, %m, %v) {epsilon = 0.001 : f32, data_format = "NCHW", is_training = true} : (tensor<2x3x2x2xf16>, tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<2x3x2x2xf16>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}

// CHECK-LABEL: func.func @inference
// CHECK-NOT: batch_norm_grad
// CHECK: mhlo.rsqrt
// CHECK: mhlo.reduce
// CHECK-NOT: tf.FusedBatchNormGrad
func.func @inference(%dy: tensor<4x3xf32>, %x: tensor<4x3xf32>, %s: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0:5 = "tf.FusedBatchNormGrad"(%dy, %x, %s, %m, %v) {epsilon = 0.001 : f32, data_format = "NHWC", is_training = false} : (tensor<4x3xf32>, tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<4x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}
