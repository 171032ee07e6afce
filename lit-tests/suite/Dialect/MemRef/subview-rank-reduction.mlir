// memref.subview dropping unit dims: when several dims have size 1, the strides tell which ones are
// dropped (MLIR's computeMemRefRankReductionMask): keeping the unit-stride dim of a 1x1 slice of a
// row-major memref is valid, a stride that matches neither dim is not.
// RUN: jopt %s --split-input-file -verify-diagnostics | jfilecheck %s

// CHECK-LABEL: func.func @drop_by_stride
// CHECK: memref.subview %arg0[%arg1, 1] [1, 1] [1, 1] : memref<?x?xf32> to memref<1xf32, strided<[1], offset: ?>>
func.func @drop_by_stride(%m: memref<?x?xf32>, %i: index) -> memref<1xf32, strided<[1], offset: ?>> {
  %s = memref.subview %m[%i, 1] [1, 1] [1, 1] : memref<?x?xf32> to memref<1xf32, strided<[1], offset: ?>>
  return %s : memref<1xf32, strided<[1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @drop_first
// CHECK: memref.subview %arg0[2, 0, 0] [1, 1, 1] [1, 1, 1] : memref<4x1x1xf32> to memref<1x1xf32, strided<[1, 1], offset: 2>>
func.func @drop_first(%m: memref<4x1x1xf32>) -> memref<1x1xf32, strided<[1, 1], offset: 2>> {
  %s = memref.subview %m[2, 0, 0] [1, 1, 1] [1, 1, 1] : memref<4x1x1xf32> to memref<1x1xf32, strided<[1, 1], offset: 2>>
  return %s : memref<1x1xf32, strided<[1, 1], offset: 2>>
}

// -----

func.func @bad(%m: memref<?x?xf32>, %i: index) -> memref<1xf32, strided<[2], offset: ?>> {
  // expected-error @+1 {{expected result type to be 'memref<1x1xf32, strided<[?, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1xf32, strided<[2], offset: ?>>'}}
  %s = memref.subview %m[%i, 1] [1, 1] [1, 1] : memref<?x?xf32> to memref<1xf32, strided<[2], offset: ?>>
  return %s : memref<1xf32, strided<[2], offset: ?>>
}
