// RUN: jopt %s --allow-unregistered-dialect -split-input-file -verify-diagnostics
// Malformed types are reported at the offending token.

// expected-error@+1 {{expected non-function type}}
"test.op"() : () -> vector<?xf32>

// -----

// expected-error@+1 {{expected non-function type}}
"test.op"() : () -> tensor<4x-1xf32>

// -----

// expected-error@+1 {{integer bitwidth is limited to 16777215 bits}}
"test.op"() : () -> i16777216

// -----

// expected-error@+1 {{expected '>' in tuple type}}
"test.op"() : () -> tuple<i32

// -----

// expected-error@+1 {{invalid element type for complex}}
"test.op"() : () -> complex<memref<f32>>

// -----

// expected-error@+1 {{expected the number of strides to match the rank}}
"test.op"() : () -> memref<4xf32, strided<[1, 2]>>

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"test.op"() : () -> vector<4xtensor<f32>>

// -----

// expected-error@+1 {{expected non-function type}}
"test.op"() : () -> f7

// -----

// Opaque types of unregistered dialects are not vector elements either.
// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"test.op"() : () -> vector<4x!foo.bar>

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
"test.op"() : () -> vector<4xcomplex<f32>>
