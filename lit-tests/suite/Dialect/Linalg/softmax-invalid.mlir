// linalg.softmax's verifier (MLIR 22's messages).
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @shape(%a: tensor<2x16x32xf32>, %o: tensor<2x16xf32>) -> tensor<2x16xf32> {
  // expected-error@+1 {{'linalg.softmax' op incompatible output shape}}
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x16x32xf32>) outs(%o : tensor<2x16xf32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}

// -----

func.func @dimension(%a: tensor<2x16x32xf32>, %o: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  // expected-error@+1 {{'linalg.softmax' op incorrect dimension specified}}
  %0 = linalg.softmax dimension(3) ins(%a : tensor<2x16x32xf32>) outs(%o : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %0 : tensor<2x16x32xf32>
}

// -----

func.func @no_result(%a: tensor<2x16x32xf32>, %o: tensor<2x16x32xf32>) {
  // expected-error@+1 {{'linalg.softmax' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.softmax dimension(1) ins(%a : tensor<2x16x32xf32>) outs(%o : tensor<2x16x32xf32>)
  return
}
