// An element-type mismatch inside a named op's implicit body is reported by the body's ops (MLIR
// puts them at <unknown>; jopt at the named op, so the error stays located); linalg.reciprocal
// divides in the input's own type (its 1.0 constant is not cast to the output's).
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @add_mixed_widths(%a: memref<6xf32>, %b: memref<6xf16>, %c: memref<6xf32>) {
  // expected-error@+1 {{'arith.addf' op requires the same type for all operands and results}}
  linalg.add ins(%a, %b : memref<6xf32>, memref<6xf16>) outs(%c : memref<6xf32>)
  return
}

// -----

func.func @reciprocal_widths(%a: memref<6xf16>, %c: memref<6xf32>) {
  // expected-error@+1 {{'linalg.yield' op type of yield operand 1 ('f16') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
  linalg.reciprocal ins(%a : memref<6xf16>) outs(%c : memref<6xf32>)
  return
}
