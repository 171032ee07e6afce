// RUN: jopt -split-input-file %s -verify-diagnostics

// A complex constant is two values of the element type; a bitcast needs a complex type on one side
// and the same width on both.
func.func @one_value() {
  // expected-error @+1 {{requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [2.5 : f64] : complex<f64>
  return
}

// -----

func.func @element_types_differ() {
  // expected-error @+1 {{requires attribute's element types ('f64', 'f32') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [2.5 : f64, 1.0 : f32] : complex<f32>
  return
}

// -----

func.func @no_complex_side(%x: i32) {
  // expected-error @+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %x : i32 to f32
  return
}

// -----

func.func @widths_differ(%c: complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %c : complex<f32> to i32
  return
}
