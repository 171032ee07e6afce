// convert-bufferization-to-memref: a clone becomes an identity-layout alloc (sizes from memref.dim),
// a cast back to the clone type and a copy; a dealloc lowers to a guarded memref.dealloc.
// RUN: jopt %s -convert-bufferization-to-memref | jfilecheck %s

func.func @clone(%m: memref<?x4xf32, strided<[?, ?], offset: ?>>) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
  %c = bufferization.clone %m : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[?, ?], offset: ?>>
  return %c : memref<?x4xf32, strided<[?, ?], offset: ?>>
}
func.func @dealloc(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  return
}

// CHECK-LABEL: func.func @clone(%arg0: memref<?x4xf32, strided<[?, ?], offset: ?>>) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) : memref<?x4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %cast : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dealloc(%arg0: memref<2xf32>, %arg1: i1) {
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
