// Verifier errors of expandload/compressstore, scan and (de)interleave, with mlir-opt 22's wording.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @a(%base: memref<?xf64>, %mask: vector<16xi1>, %pass: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.expandload' op base and result element type should match}}
  %0 = vector.expandload %base[%i], %mask, %pass : memref<?xf64>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @a(%base: memref<?xf32>, %mask: vector<17xi1>, %pass: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %0 = vector.expandload %base[%i], %mask, %pass : memref<?xf32>, vector<17xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @a(%base: memref<?xf32>, %mask: vector<16xi1>, %pass: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.expandload' op requires 1 indices}}
  %0 = vector.expandload %base[%i, %i], %mask, %pass : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @a(%base: memref<?xf32>, %mask: vector<17xi1>, %v: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.compressstore' op expected valueToStore dim to match mask dim}}
  vector.compressstore %base[%i], %mask, %v : memref<?xf32>, vector<17xi1>, vector<16xf32>
  return
}

// -----

func.func @a(%base: memref<?xf32>, %mask: vector<[16]xi1>, %v: vector<[16]xf32>, %i: index) {
  // expected-error@+1 {{'vector.compressstore' op operand #2 must be fixed-length vector of 1-bit signless integer values, but got 'vector<[16]xi1>'}}
  vector.compressstore %base[%i], %mask, %v : memref<?xf32>, vector<[16]xi1>, vector<[16]xf32>
  return
}

// -----

func.func @a(%v: vector<4x3xf32>, %init: vector<4xf32>) {
  // expected-error@+1 {{'vector.scan' op reduction dimension 2 has to be less than 2}}
  %0:2 = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 2} : vector<4x3xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%v: vector<4x3xf32>, %init: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.scan' op initial value rank 2 has to be equal to 1}}
  %0:2 = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 0} : vector<4x3xf32>, vector<4x3xf32>
  return
}

// -----

func.func @a(%v: vector<4x3xf32>, %init: vector<4xf32>) {
  // expected-error@+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 0} : vector<4x3xf32>, vector<4xf32>
  return
}

// -----

func.func @a(%v: vector<4x3xf32>, %init: vector<3xf32>) {
  // expected-error@+1 {{'vector.scan' op unsupported reduction type 'f32' for kind 'xor'}}
  %0:2 = vector.scan <xor>, %v, %init {inclusive = true, reduction_dim = 0} : vector<4x3xf32>, vector<3xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = vector.interleave %v, %v : vector<4xf32> -> vector<7xf32>
  return
}

// -----

func.func @a(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0, %1 = vector.deinterleave %v : vector<4xf32> -> vector<3xf32>
  return
}
