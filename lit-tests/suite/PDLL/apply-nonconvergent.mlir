// RUN: jopt %s --pass-pipeline='builtin.module(apply-pdll{file=%S/Inputs/typed-rules.pdll max-num-rewrites=7})' 2>&1 | jfilecheck %s

// Swap (a - b -> b - a) applies to its own result: each of the 10 iterations stops after 7
// rewrites, and the pass ends with a warning; 70 swaps leave the operands in their order.
// CHECK: warning: apply-pdll: the patterns did not converge within 10 iterations (70 rewrites)
// CHECK-LABEL: func.func @swap
// CHECK-NEXT: arith.subf %arg0, %arg1 : f32
func.func @swap(%a: f32, %b: f32) -> f32 {
  %0 = arith.subf %a, %b : f32
  return %0 : f32
}
