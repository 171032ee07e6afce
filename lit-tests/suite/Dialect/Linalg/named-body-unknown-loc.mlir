// The implicit bodies of named ops live at an unknown location (MLIR's fillStructuredOpRegion), so
// an element-type mismatch inside them is reported at <unknown>; linalg.reciprocal divides in the
// input's own type (its 1.0 constant is not cast to the output's).
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @add_mixed_widths(%a: memref<6xf32>, %b: memref<6xf16>, %c: memref<6xf32>) {
  // expected-error@unknown {{'arith.addf' op requires the same type for all operands and results}}
  linalg.add ins(%a, %b : memref<6xf32>, memref<6xf16>) outs(%c : memref<6xf32>)
  return
}

// -----

func.func @reciprocal_widths(%a: memref<6xf16>, %c: memref<6xf32>) {
  // expected-error@unknown {{'linalg.yield' op type of yield operand 1 ('f16') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
  linalg.reciprocal ins(%a : memref<6xf16>) outs(%c : memref<6xf32>)
  return
}
