// vector.type_cast's verifier, with mlir-opt 22's wording.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @a(%a: memref<vector<3x4xf32>>) {
  // expected-error@+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<4xvector<3xf32>>'}}
  %0 = vector.type_cast %a : memref<vector<3x4xf32>> to memref<4xvector<3xf32>>
  return
}

// -----

func.func @b(%a: memref<vector<3x4xf32>>) {
  // expected-error@+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<3xvector<4xf16>>'}}
  %0 = vector.type_cast %a : memref<vector<3x4xf32>> to memref<3xvector<4xf16>>
  return
}

// -----

func.func @c(%a: memref<vector<3x4xf32>, 1>) {
  // expected-error@+1 {{'vector.type_cast' op expects result in same memory space}}
  %0 = vector.type_cast %a : memref<vector<3x4xf32>, 1> to memref<3xvector<4xf32>>
  return
}

// -----

func.func @d(%a: memref<3x4xf32, strided<[8, 1]>>) {
  // expected-error@+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %a : memref<3x4xf32, strided<[8, 1]>> to memref<vector<3x4xf32>>
  return
}

// -----

func.func @f(%a: memref<?x4xf32>) {
  // expected-error@+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?x4xf32>'}}
  %0 = vector.type_cast %a : memref<?x4xf32> to memref<vector<3x4xf32>>
  return
}
