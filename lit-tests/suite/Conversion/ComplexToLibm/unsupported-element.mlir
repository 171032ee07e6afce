// libm has complex functions for float and double only: a complex<f16> op that libm would
// implement fails to legalize (these ops are illegal), and the pass fails.
// RUN: not jopt %s -convert-complex-to-libm 2>&1 | jfilecheck %s

func.func @half(%h: complex<f16>) -> complex<f16> {
  %0 = complex.tanh %h : complex<f16>
  return %0 : complex<f16>
}
// CHECK: error: failed to legalize operation 'complex.tanh' that was explicitly marked illegal
