// Gradients of the activations and special functions, and the compile-time constants the tf2xla
// kernels need: an operand that is not a constant keeps the op, with the kernel's reason.
// interpret-kernels.mlir checks the numbers of the kernel ops.
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s
// RUN: not jopt %s -xla-legalize-tf-no-fallback 2>&1 | jfilecheck %s --check-prefix=ERR

// EluGrad: g where the output is positive, else g * (output + 1).
// CHECK-LABEL: func.func @elu_grad
// CHECK: %[[POS:.*]] = mhlo.compare GT, %arg1, %{{.*}}
// CHECK: %[[SC:.*]] = mhlo.multiply %arg0, %{{.*}} : tensor<2x3xf32>
// CHECK: mhlo.select %[[POS]], %arg0, %[[SC]] : tensor<2x3xi1>, tensor<2x3xf32>
func.func @elu_grad(%g: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tf.EluGrad"(%g, %y) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// SeluGrad: the positive side scaled by 1.0507..., the negative by output + 1.7581 (scale * alpha).
// CHECK-LABEL: func.func @selu_grad
// CHECK-DAG: mhlo.constant dense<1.05070102> : tensor<f32>
// CHECK-DAG: mhlo.constant dense<1.75809932> : tensor<f32>
// CHECK: mhlo.select
func.func @selu_grad(%g: tensor<2x3xf32>, %y: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tf.SeluGrad"(%g, %y) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @softplus_grad
// CHECK: %[[S:.*]] = mhlo.logistic %arg1 : tensor<2x3xf32>
// CHECK-NEXT: mhlo.multiply %arg0, %[[S]] : tensor<2x3xf32>
func.func @softplus_grad(%g: tensor<2x3xf32>, %f: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tf.SoftplusGrad"(%g, %f) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @softsign_grad
// CHECK: %[[A:.*]] = mhlo.abs %arg1
// CHECK: %[[D:.*]] = mhlo.add %[[A]], %{{.*}}
// CHECK: %[[SQ:.*]] = mhlo.multiply %[[D]], %[[D]]
// CHECK: mhlo.divide %arg0, %[[SQ]]
func.func @softsign_grad(%g: tensor<2x3xf32>, %f: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tf.SoftsignGrad"(%g, %f) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// Ndtri: sqrt(2) * erfinv(2p - 1); Xlog1py: 0 where x is 0, else x * log1p(y).
// CHECK-LABEL: func.func @ndtri_xlog1py
// CHECK: mhlo.constant dense<1.41421354> : tensor<f32>
// CHECK: %[[L:.*]] = mhlo.log_plus_one %arg1 : tensor<4xf32>
// CHECK: mhlo.multiply %arg0, %[[L]] : tensor<4xf32>
// CHECK: mhlo.compare EQ, %arg0
// CHECK: mhlo.select
func.func @ndtri_xlog1py(%p: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "tf.Ndtri"(%p) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "tf.Xlog1py"(%p, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// ERR-DAG: :[[@LINE+6]]:8: error: failed to legalize operation 'tf.XlaPad': unsupported attribute value: lowering requires operand #2 to be a constant
// ERR-DAG: :[[@LINE+7]]:8: error: failed to legalize operation 'tf.Roll': unsupported attribute value: lowering requires operand #1 to be a constant
// CHECK-LABEL: func.func @needs_constants
// CHECK: "tf.XlaPad"
// CHECK: "tf.Roll"
func.func @needs_constants(%x: tensor<2x3xf32>, %v: tensor<f32>, %l: tensor<2xi32>, %s: tensor<1xi32>) -> (tensor<4x5xf32>, tensor<2x3xf32>) {
  %0 = "tf.XlaPad"(%x, %v, %l, %l, %l) : (tensor<2x3xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<4x5xf32>
  %a = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %1 = "tf.Roll"(%x, %s, %a) : (tensor<2x3xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<2x3xf32>
  func.return %0, %1 : tensor<4x5xf32>, tensor<2x3xf32>
}

// A diagonal given by a k that is not a constant is not handled: the op stays (the band's layout
// is computed at compile time).
// CHECK-LABEL: func.func @off_diagonal
// CHECK: "tf.MatrixDiagPartV3"
func.func @off_diagonal(%x: tensor<2x3xf32>, %k: tensor<i32>) -> tensor<2xf32> {
  %pad = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %0 = "tf.MatrixDiagPartV3"(%x, %k, %pad) {align = "RIGHT_LEFT"} : (tensor<2x3xf32>, tensor<i32>, tensor<f32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
