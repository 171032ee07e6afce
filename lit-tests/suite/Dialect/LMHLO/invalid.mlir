// The lmhlo verifiers: buffers are memrefs, element-wise operands share one type, grouped
// operand lists split evenly.
// RUN: not jopt %s -split-input-file 2>&1 | jfilecheck %s

func.func @tensor_operand(%a: tensor<4xf32>, %b: memref<4xf32>) {
  // CHECK: error: 'lmhlo.exponential' op operand #0 must be memref of any type values, but got 'tensor<4xf32>'
  "lmhlo.exponential"(%a, %b) : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @mixed_types(%a: memref<4xf32>, %b: memref<4xf16>) {
  // CHECK: error: 'lmhlo.add' op requires all operands to have the same type
  "lmhlo.add"(%a, %a, %b) : (memref<4xf32>, memref<4xf32>, memref<4xf16>) -> ()
  return
}

// -----

func.func @uneven(%a: memref<4xf32>, %b: memref<f32>) {
  // CHECK: error: 'lmhlo.reduce' op
  // CHECK-SAME: operands split into 3 groups of the same size
  "lmhlo.reduce"(%a, %b) ({
  ^bb0(%x: memref<f32>):
    "lmhlo.terminator"() : () -> ()
  }) {dimensions = dense<0> : tensor<1xi64>} : (memref<4xf32>, memref<f32>) -> ()
  return
}
