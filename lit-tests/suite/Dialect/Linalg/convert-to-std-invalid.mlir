// -convert-linalg-to-std is a full conversion: ops on tensors, element types or memory spaces the name
// mangling cannot spell, and ops of other dialects than affine/arith/func/memref/scf fail it. The OpDSL
// unary functions take floats only.
// RUN: jopt %s -split-input-file -verify-diagnostics -convert-linalg-to-std

func.func @on_tensors(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'linalg.copy'}}
  %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// -----
func.func @complex_elements(%a: memref<4xcomplex<f32>>, %b: memref<4xcomplex<f32>>) {
  // expected-error @+1 {{failed to legalize operation 'linalg.copy'}}
  linalg.copy ins(%a : memref<4xcomplex<f32>>) outs(%b : memref<4xcomplex<f32>>)
  return
}
// -----
func.func @other_dialect(%a: memref<4xf32>, %b: memref<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'tensor.empty'}}
  %t = tensor.empty() : tensor<4xf32>
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  return %t : tensor<4xf32>
}
// -----
func.func @string_space(%c: memref<2xi32, "gpu">) {
  // expected-error @+1 {{failed to legalize operation 'linalg.copy'}}
  linalg.copy ins(%c : memref<2xi32, "gpu">) outs(%c : memref<2xi32, "gpu">)
  return
}
// -----
func.func @unary_on_integers(%b: memref<4xi8>) {
  // expected-error @+1 {{custom op 'linalg.exp' unsupported non numeric type}}
  linalg.exp ins(%b : memref<4xi8>) outs(%b : memref<4xi8>)
  return
}
// -----
func.func @square_on_integers(%b: memref<4xi32>) {
  // expected-error @+1 {{custom op 'linalg.square' unsupported non numeric type}}
  linalg.square ins(%b : memref<4xi32>) outs(%b : memref<4xi32>)
  return
}
