// The named ops' bodies are built as MLIR's RegionBuilderHelper does: operands that are neither all
// complex, all float nor all integer, unsigned functions on floats or i1, and sub/div on i1 are
// parse errors at the token after the op name.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @mixed(%a: memref<8xf32>, %b: memref<8xi32>) {
  // expected-error@+1 {{custom op 'linalg.mul' Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'f32' and 'i32'}}
  linalg.mul ins(%a, %b : memref<8xf32>, memref<8xi32>) outs(%a : memref<8xf32>)
  return
}

// -----

func.func @unsigned_on_float(%i: tensor<1x6x1xf16>, %w: tensor<3xf16>, %o: tensor<1x4x1xf16>) -> tensor<1x4x1xf16> {
  // expected-error@+1 {{custom op 'linalg.pooling_nwc_min_unsigned' unsupported operation: unsigned min not on uint}}
  %r = linalg.pooling_nwc_min_unsigned {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i, %w : tensor<1x6x1xf16>, tensor<3xf16>) outs(%o : tensor<1x4x1xf16>) -> tensor<1x4x1xf16>
  return %r : tensor<1x4x1xf16>
}

// -----

func.func @unsigned_on_bool(%a: memref<8xi1>) {
  // expected-error@+1 {{custom op 'linalg.div_unsigned' unsupported operation: unsigned div not on uint}}
  linalg.div_unsigned ins(%a, %a : memref<8xi1>, memref<8xi1>) outs(%a : memref<8xi1>)
  return
}

// -----

func.func @sub_bools(%a: memref<8xi1>) {
  // expected-error@+1 {{custom op 'linalg.sub' unsupported operation: sub with bools}}
  linalg.sub ins(%a, %a : memref<8xi1>, memref<8xi1>) outs(%a : memref<8xi1>)
  return
}

// -----

func.func @div_bools(%a: memref<8xi1>) {
  // expected-error@+1 {{custom op 'linalg.div' unsupported operation: div with bools}}
  linalg.div ins(%a, %a : memref<8xi1>, memref<8xi1>) outs(%a : memref<8xi1>)
  return
}

// -----

func.func @uncastable(%t: tensor<?xf32>, %v: vector<2xf32>) {
  // expected-warning@unknown {{could not cast operand of type 'f32' to 'vector<2xf32>'}}
  // expected-error@+1 {{Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'vector<2xf32>' and 'f32'}}
  %r = linalg.matmul ins(%t, %t : tensor<?xf32>, tensor<?xf32>) outs(%v : vector<2xf32>) -> tensor<?xf32>
  return
}
