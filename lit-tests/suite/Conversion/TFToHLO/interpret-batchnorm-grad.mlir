// FusedBatchNormGradV2 for inference in the interpreter (numpy: x_backprop = dy * scale *
// rsqrt(var + 0.001), scale_backprop [6.986042, -4.747627, -2.249719], offset_backprop [4, 8.5, 9]).
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [[-1.0, 0.5, 2.0], [0.0, 1.0, -2.0]]]> : tensor<2x2x3xf32>, dense<[[[0.5, 1.0, 1.5], [2.0, -1.0, 0.0]], [[1.0, 1.0, 1.0], [3.0, 2.0, 1.0]]]> : tensor<2x2x3xf32>, dense<[1.0, 2.0, 0.5]> : tensor<3xf32>, dense<[1.0, 0.5, 1.0]> : tensor<3xf32>, dense<[0.25, 1.0, 4.0]> : tensor<3xf32>]" | jfilecheck %s

// CHECK: dense<{{\[\[\[}}1.99601{{[0-9]*}}, 3.99800{{[0-9]*}}, 0.74990{{[0-9]*}}], [7.98404{{[0-9]*}}, 9.99500{{[0-9]*}}, 1.49981{{[0-9]*}}]], {{\[\[}}-1.99601{{[0-9]*}}, 0.99950{{[0-9]*}}, 0.49993{{[0-9]*}}], [0.000000e+00, 1.99900{{[0-9]*}}, -0.49993{{[0-9]*}}]]]> : tensor<2x2x3xf32>
// CHECK-NEXT: dense<[6.98604{{[0-9]*}}, -4.74762{{[0-9]*}}, -2.24971{{[0-9]*}}]> : tensor<3xf32>
// CHECK-NEXT: dense<[4.000000e+00, 8.500000e+00, 9.000000e+00]> : tensor<3xf32>
// CHECK-NEXT: dense<0.000000e+00> : tensor<3xf32>
// CHECK-NEXT: dense<0.000000e+00> : tensor<3xf32>
func.func @main(%dy: tensor<2x2x3xf32>, %x: tensor<2x2x3xf32>, %s: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %0:5 = "tf.FusedBatchNormGradV2"(%dy, %x, %s, %m, %v) {epsilon = 0.001 : f32, data_format = "NHWC", is_training = false} : (tensor<2x2x3xf32>, tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}
