// buffer-deallocation-pipeline: a dealloc of several fresh allocations that cannot alias each other
// splits into one dealloc per allocation (MLIR's SplitDeallocWhenNotAliasingAnyOther), each lowered
// inline against the retained (returned) value; the base buffer of the retained value is never freed.
// RUN: jopt %s -buffer-deallocation-pipeline | jfilecheck %s --check-prefix=CHECK

func.func @two(%n: index, %c: i1) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %r = arith.select %c, %a, %b : memref<?xf32>
  return %r : memref<?xf32>
}
func.func @three(%n: index, %c: i1, %d: i1) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %e = memref.alloc(%n) : memref<?xf32>
  %r = arith.select %c, %a, %b : memref<?xf32>
  %s = arith.select %d, %r, %e : memref<?xf32>
  return %s : memref<?xf32>
}

// CHECK-LABEL: func.func @two(
// CHECK-SAME: %arg0: index, %arg1: i1) -> memref<?xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %0 = arith.select %arg1, %alloc, %alloc_0 : memref<?xf32>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<?xf32> -> index
// CHECK-NEXT: %intptr_1 = memref.extract_aligned_pointer_as_index %0 : memref<?xf32> -> index
// CHECK-NEXT: %1 = arith.cmpi ne, %intptr, %intptr_1 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %alloc_0 : memref<?xf32> -> index
// CHECK-NEXT: %2 = arith.cmpi ne, %intptr_2, %intptr_1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @three(
// CHECK-SAME: %arg0: index, %arg1: i1, %arg2: i1) -> memref<?xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %0 = arith.select %arg1, %alloc, %alloc_0 : memref<?xf32>
// CHECK-NEXT: %1 = arith.select %arg2, %0, %alloc_1 : memref<?xf32>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<?xf32> -> index
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %1 : memref<?xf32> -> index
// CHECK-NEXT: %2 = arith.cmpi ne, %intptr, %intptr_2 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %intptr_3 = memref.extract_aligned_pointer_as_index %alloc_0 : memref<?xf32> -> index
// CHECK-NEXT: %3 = arith.cmpi ne, %intptr_3, %intptr_2 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %intptr_4 = memref.extract_aligned_pointer_as_index %alloc_1 : memref<?xf32> -> index
// CHECK-NEXT: %4 = arith.cmpi ne, %intptr_4, %intptr_2 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
