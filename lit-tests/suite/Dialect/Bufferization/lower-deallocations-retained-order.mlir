// One memref and several retained values: every pointer comparison comes first, then the andi chain
// that decides the dealloc, as MLIR 22's -bufferization-lower-deallocations emits them.
// RUN: jopt %s -bufferization-lower-deallocations | jfilecheck %s

func.func @three_retained(%m: memref<4xf32>, %c: i1, %r0: memref<4xf32>, %r1: memref<2xf32>, %r2: memref<4xf32>) -> (i1, i1, i1) {
  %o:3 = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%r0, %r1, %r2 : memref<4xf32>, memref<2xf32>, memref<4xf32>)
  return %o#0, %o#1, %o#2 : i1, i1, i1
}

// CHECK-LABEL: func.func @three_retained(
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4xf32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %arg2 : memref<4xf32> -> index
// CHECK-NEXT: %0 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %intptr_1 = memref.extract_aligned_pointer_as_index %arg3 : memref<2xf32> -> index
// CHECK-NEXT: %1 = arith.cmpi ne, %intptr, %intptr_1 : index
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %arg4 : memref<4xf32> -> index
// CHECK-NEXT: %2 = arith.cmpi ne, %intptr, %intptr_2 : index
// CHECK-NEXT: %3 = arith.andi %0, %1 : i1
// CHECK-NEXT: %4 = arith.andi %3, %2 : i1
// CHECK-NEXT: %5 = arith.andi %4, %arg1 : i1
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: }
