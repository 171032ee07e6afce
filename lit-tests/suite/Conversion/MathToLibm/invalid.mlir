// The libm lowering makes the math dialect illegal: an op libm has no function for fails
// legalization, named with its location, and the pass fails.
// RUN: jopt %s -convert-math-to-libm -split-input-file -verify-diagnostics

func.func @count_leading_zeros(%i: i32) -> i32 {
  // expected-error@+1 {{failed to legalize operation 'math.ctlz' that was explicitly marked illegal}}
  %0 = math.ctlz %i : i32
  return %0 : i32
}
