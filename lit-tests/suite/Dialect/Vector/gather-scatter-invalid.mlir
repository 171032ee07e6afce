// Verifier errors of vector.gather and vector.scatter, with mlir-opt 22's wording.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @a(%b: memref<?xf32>, %i: vector<4xi32>, %m: vector<4xi1>, %p: vector<4xf64>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.gather' op base and result element type should match}}
  %0 = vector.gather %b[%c0][%i], %m, %p : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf64> into vector<4xf64>
  return
}

// -----

func.func @a(%b: memref<?xf32>, %i: vector<4xi32>, %m: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.gather' op requires 1 indices}}
  %0 = vector.gather %b[][%i], %m, %p : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%b: memref<?xf32>, %i: vector<8xi32>, %m: vector<4xi1>, %p: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %b[%c0][%i], %m, %p : memref<?xf32>, vector<8xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%b: memref<?xf32>, %i: vector<4xi32>, %m: vector<8xi1>, %p: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.gather' op expected result dim to match mask dim}}
  %0 = vector.gather %b[%c0][%i], %m, %p : memref<?xf32>, vector<4xi32>, vector<8xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%b: memref<?xf32>, %i: vector<4xi32>, %m: vector<4xi1>, %p: vector<2x2xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.gather' op expected pass_thru of same type as result type}}
  %0 = vector.gather %b[%c0][%i], %m, %p : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<2x2xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%b: vector<4xf32>, %i: vector<4xi32>, %m: vector<4xi1>, %p: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.gather' op operand #0 must be Tensor or MemRef of any type values, but got 'vector<4xf32>'}}
  %0 = vector.gather %b[%c0][%i], %m, %p : vector<4xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%b: memref<?xf32>, %i: vector<4xf32>, %m: vector<4xi1>, %p: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.gather' op operand #2 must be vector of integer or index values, but got 'vector<4xf32>'}}
  %0 = vector.gather %b[%c0][%i], %m, %p : memref<?xf32>, vector<4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @a(%b: memref<?xf32>, %i: vector<4xi32>, %m: vector<4xi1>, %v: vector<4xf64>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.scatter' op base and valueToStore element type should match}}
  vector.scatter %b[%c0][%i], %m, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf64>
  return
}

// -----

func.func @a(%b: memref<?x?xf32>, %i: vector<4xi32>, %m: vector<4xi1>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.scatter' op requires 2 indices}}
  vector.scatter %b[%c0][%i], %m, %v : memref<?x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @a(%b: memref<?xf32>, %i: vector<8xi32>, %m: vector<4xi1>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match indices dim}}
  vector.scatter %b[%c0][%i], %m, %v : memref<?xf32>, vector<8xi32>, vector<4xi1>, vector<4xf32>
  return
}

// -----

func.func @a(%b: memref<?xf32>, %i: vector<4xi32>, %m: vector<8xi1>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %b[%c0][%i], %m, %v : memref<?xf32>, vector<4xi32>, vector<8xi1>, vector<4xf32>
  return
}
