// thlo's verifier wording (XLA's verifyDestinationStyleOp and the sort checks).
// RUN: not jopt %s -split-input-file 2>&1 | jfilecheck %s

func.func @mixed(%a: tensor<4xf32>, %out: memref<4xf32>) {
  // CHECK: error: 'thlo.reverse' op expected either buffer or tensor semantics
  thlo.reverse ins(%a : tensor<4xf32>) outs(%out : memref<4xf32>) reverse_dimensions = [0]
  return
}

// -----

func.func @sort_dim(%k: tensor<4xf32>, %ki: tensor<4xf32>) {
  // CHECK: error: 'thlo.sort' op sorting dimension must be in range [0, 1) but got 1
  %s = thlo.sort ins(%k : tensor<4xf32>) outs(%ki : tensor<4xf32>) dimension = 1 is_stable = true
    (%a: f32, %b: f32) {
      %lt = arith.cmpf olt, %a, %b : f32
      thlo.yield %lt : i1
    }
  return
}

// -----

func.func @sort_args(%k: tensor<4xf32>, %ki: tensor<4xf32>) {
  // CHECK: error: 'thlo.sort' op expected the number of block arguments 1 to be twice the number of inputs (2*1)
  %s = thlo.sort ins(%k : tensor<4xf32>) outs(%ki : tensor<4xf32>) dimension = 0 is_stable = true
    (%a: f32) {
      %t = arith.constant true
      thlo.yield %t : i1
    }
  return
}

// -----

func.func @arity(%a: tensor<4xf32>) {
  // CHECK: error: 'thlo.gather' op expected 3 operands, but found 2
  %0 = thlo.gather ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>)
  return
}

// -----

func.func @empty_concat() {
  // CHECK: error: 'thlo.concatenate' op expected at least 2 operands, but found 0
  "thlo.concatenate"() {dimension = 0 : index} : () -> ()
  return
}
