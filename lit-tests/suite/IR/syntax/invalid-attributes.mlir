// RUN: jopt %s --allow-unregistered-dialect -split-input-file -verify-diagnostics
// Malformed attributes are reported at the offending token.

// expected-error@+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"test.op"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"test.op"() {a = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for attribute}}
"test.op"() {a = 256 : i8} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range}}
"test.op"() {a = array<i8: 300>} : () -> ()

// -----

// expected-error@+1 {{use of undeclared identifier}}
"test.op"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error@+1 {{expected ',' or ']'}}
"test.op"() {a = [1, 2} : () -> ()

// -----

// expected-error@+1 {{floating point value not valid for specified type}}
"test.op"() {a = 1.0 : i32} : () -> ()

// -----

// expected-error@+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"test.op"() {a = dense<[[1], [2, 3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error@+1 {{expected attribute value}}
"test.op"() {a = } : () -> ()
