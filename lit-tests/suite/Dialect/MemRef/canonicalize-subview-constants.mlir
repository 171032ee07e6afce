// memref.subview takes its constant offsets, sizes and strides into its static lists; the result
// type (shape, strides and offset) is inferred again and cast back to the old one.
// RUN: jopt %s -canonicalize -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @static_offsets
// CHECK-NEXT: %[[S:.*]] = memref.subview %arg0[2, 3] [3, 2] [2, 1] : memref<10x20xf32> to memref<3x2xf32, strided<[40, 1], offset: 43>>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[S]] : memref<3x2xf32, strided<[40, 1], offset: 43>> to memref<?x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @static_offsets(%m: memref<10x20xf32>) -> memref<?x2xf32, strided<[?, 1], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = memref.subview %m[%c2, %c3] [%c3, 2] [%c2, 1] : memref<10x20xf32> to memref<?x2xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x2xf32, strided<[?, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @dynamic_source
// CHECK: memref.subview %arg0[1, %arg1] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.cast
func.func @dynamic_source(%m: memref<?x?xf32>, %j: index) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%c1, %j] [%c4, 4] [1, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x4xf32, strided<[?, 1], offset: ?>>
}

