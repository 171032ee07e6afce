// Each verifier rule of the math ops, one case per split.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @absf_on_integer(%i: i32) {
  // expected-error@+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.absf %i : i32
  return
}

// -----

func.func @ctlz_on_float(%f: f32) {
  // expected-error@+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.ctlz %f : f32
  return
}

// -----

func.func @fpowi_float_exponent(%f: f32) {
  // expected-error@+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = math.fpowi %f, %f : f32, f32
  return
}

// -----

func.func @absf_result_type(%f: f32) {
  // expected-error@+1 {{'math.absf' op requires the same type for all operands and results}}
  %0 = "math.absf"(%f) : (f32) -> f64
  return
}

// -----

func.func @isnan_i32_result(%f: f32) {
  // expected-error@+1 {{'math.isnan' op result #0 must be bool-like, but got 'i32'}}
  %0 = "math.isnan"(%f) : (f32) -> i32
  return
}

// -----

func.func @isinf_shape(%f: f32) {
  // expected-error@+1 {{'math.isinf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isinf"(%f) : (f32) -> vector<2xi1>
  return
}

// -----

func.func @fpowi_shapes(%f: f32, %v: vector<4xi32>) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%f, %v) : (f32, vector<4xi32>) -> f32
  return
}

// -----

func.func @fpowi_result(%f: f32, %i: i32) {
  // expected-error@+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%f, %i) : (f32, i32) -> f64
  return
}

// -----

func.func @sincos_result_types(%f: f32) {
  // expected-error@+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%f) : (f32) -> (f32, f64)
  return
}

// -----

func.func @ipowi_on_floats(%f: f32) {
  // expected-error@+1 {{'math.ipowi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ipowi"(%f, %f) : (f32, f32) -> f32
  return
}

// -----

func.func @ipowi_result(%i: i32) {
  // expected-error@+1 {{'math.ipowi' op requires the same type for all operands and results}}
  %0 = "math.ipowi"(%i, %i) : (i32, i32) -> i64
  return
}

// -----

func.func @clampf_bound_type(%f: f32, %i: i32) {
  // expected-error@+1 {{'math.clampf' op operand #2 must be floating-point-like, but got 'i32'}}
  %0 = "math.clampf"(%f, %f, %i) : (f32, f32, i32) -> f32
  return
}

// -----

func.func @clampf_mixed_floats(%f: f32, %d: f64) {
  // expected-error@+1 {{'math.clampf' op requires the same type for all operands and results}}
  %0 = "math.clampf"(%f, %f, %d) : (f32, f32, f64) -> f32
  return
}

// -----

func.func @fastmath_not_flags(%f: f32) {
  // expected-error@+1 {{'math.absf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "math.absf"(%f) {fastmath = 1} : (f32) -> f32
  return
}

// -----

func.func @unknown_fastmath_flag(%f: f32) {
  // expected-error@+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = math.sqrt %f fastmath<quick> : f32
  return
}
