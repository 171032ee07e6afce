// bufferization-lower-deallocations: one memref lowers to a guarded memref.dealloc as in MLIR (pointer
// comparisons with the retained values); several lower inline the same way (MLIR calls a generated
// helper function instead, with the same results).
// RUN: jopt %s -split-input-file -bufferization-lower-deallocations | jfilecheck %s

func.func @f(%m: memref<2xf32>, %c: i1, %r: memref<2xf32>, %r2: memref<4xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%r, %r2 : memref<2xf32>, memref<4xf32>)
  return %0#0, %0#1 : i1, i1
}
func.func @g(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  return
}

// CHECK-LABEL: func.func @f(%arg0: memref<2xf32>, %arg1: i1, %arg2: memref<2xf32>, %arg3: memref<4xf32>) -> (i1, i1) {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %arg2 : memref<2xf32> -> index
// CHECK-NEXT: %0 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %intptr_1 = memref.extract_aligned_pointer_as_index %arg3 : memref<4xf32> -> index
// CHECK-NEXT: %1 = arith.cmpi ne, %intptr, %intptr_1 : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: %3 = arith.andi %2, %arg1 : i1
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %4 = arith.xori %0, %true : i1
// CHECK-NEXT: %5 = arith.andi %4, %arg1 : i1
// CHECK-NEXT: %6 = arith.xori %1, %true : i1
// CHECK-NEXT: %7 = arith.andi %6, %arg1 : i1
// CHECK-NEXT: return %5, %7 : i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: memref<2xf32>, %arg1: i1) {
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Two memrefs and a retained value: each freed unless it is the retained one or an earlier memref.
func.func @two(%m: memref<2xf32>, %n: memref<?xf32>, %c: i1, %d: i1, %r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc (%m, %n : memref<2xf32>, memref<?xf32>) if (%c, %d) retain (%r : memref<2xf32>)
  return %0 : i1
}

// CHECK-LABEL: func.func @two(%arg0: memref<2xf32>, %arg1: memref<?xf32>, %arg2: i1, %arg3: i1, %arg4: memref<2xf32>) -> i1 {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %arg4 : memref<2xf32> -> index
// CHECK-NEXT: %0 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %1 = arith.andi %0, %arg2 : i1
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %intptr_1 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32> -> index
// CHECK-NEXT: %2 = arith.cmpi ne, %intptr_1, %intptr_0 : index
// CHECK-NEXT: %3 = arith.cmpi ne, %intptr_1, %intptr : index
// CHECK-NEXT: %4 = arith.andi %2, %3 : i1
// CHECK-NEXT: %5 = arith.andi %4, %arg3 : i1
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: memref.dealloc %arg1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %6 = arith.xori %0, %true : i1
// CHECK-NEXT: %7 = arith.andi %6, %arg2 : i1
// CHECK-NEXT: %8 = arith.xori %2, %true : i1
// CHECK-NEXT: %9 = arith.andi %8, %arg3 : i1
// CHECK-NEXT: %10 = arith.ori %7, %9 : i1
// CHECK-NEXT: return %10 : i1
// CHECK-NEXT: }
