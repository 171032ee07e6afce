// memref-expand: memref.reshape with a statically sized shape operand becomes a reinterpret_cast
// (sizes loaded from the shape and cast to index, strides multiplied out); a dynamically sized shape
// and atomic_rmw (no longer expanded by MLIR 22) stay.
// RUN: jopt -allow-unregistered-dialect %s -memref-expand | jfilecheck %s

// CHECK-LABEL: func.func @rmw(%arg0: memref<10xf32>, %arg1: f32, %arg2: index) -> (f32, f32, f32) {
// CHECK-NEXT: %0 = memref.atomic_rmw maximumf %arg1, %arg0[%arg2] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %1 = memref.atomic_rmw minimumf %arg1, %arg0[%arg2] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %2 = memref.atomic_rmw addf %arg1, %arg0[%arg2] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: return %0, %1, %2 : f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape(%arg0: memref<?xf32>, %arg1: memref<3xi32>) -> memref<?x?x8xf32> {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c1] : memref<3xi32>
// CHECK-NEXT: %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT: %c8_0 = arith.constant 8 : index
// CHECK-NEXT: %2 = arith.muli %c8_0, %1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %3 = memref.load %arg1[%c0] : memref<3xi32>
// CHECK-NEXT: %4 = arith.index_cast %3 : i32 to index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%4, %1, 8], strides: [%2, 8, 1] : memref<?xf32> to memref<?x?x8xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_idx(%arg0: memref<?x?xf32>, %arg1: memref<2xindex>) -> memref<4x?xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c1] : memref<2xindex>
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.muli %c1_0, %0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, %0], strides: [%1, 1] : memref<?x?xf32> to memref<4x?xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<4x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_dyn(%arg0: memref<?xf32>, %arg1: memref<?xindex>) -> memref<*xf32> {
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT: return %reshape : memref<*xf32>
// CHECK-NEXT: }

func.func @rmw(%m: memref<10xf32>, %v: f32, %i: index) -> (f32, f32, f32) {
  %a = memref.atomic_rmw maximumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %b = memref.atomic_rmw minimumf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %c = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return %a, %b, %c : f32, f32, f32
}
func.func @reshape(%m: memref<?xf32>, %s: memref<3xi32>) -> memref<?x?x8xf32> {
  %r = memref.reshape %m(%s) : (memref<?xf32>, memref<3xi32>) -> memref<?x?x8xf32>
  return %r : memref<?x?x8xf32>
}
func.func @reshape_idx(%m: memref<?x?xf32>, %s: memref<2xindex>) -> memref<4x?xf32> {
  %r = memref.reshape %m(%s) : (memref<?x?xf32>, memref<2xindex>) -> memref<4x?xf32>
  return %r : memref<4x?xf32>
}
func.func @reshape_dyn(%m: memref<?xf32>, %s: memref<?xindex>) -> memref<*xf32> {
  %r = memref.reshape %m(%s) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
  return %r : memref<*xf32>
}
