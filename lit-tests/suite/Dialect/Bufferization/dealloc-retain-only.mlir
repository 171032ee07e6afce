// bufferization.dealloc that frees nothing but retains values (its own optional group in MLIR's syntax),
// and the canonicalizations that replace a dealloc of nothing or under constant-false conditions by false.
// RUN: jopt %s  | jfilecheck %s --check-prefix=CHECK
// RUN: jopt %s -canonicalize | jfilecheck %s --check-prefix=CANON

func.func @f(%r: memref<2xf32>, %m: memref<4xf32>) -> (i1, i1) {
  %0 = bufferization.dealloc retain (%r : memref<2xf32>)
  %false = arith.constant false
  %1 = bufferization.dealloc (%m : memref<4xf32>) if (%false) retain (%r : memref<2xf32>)
  return %0, %1 : i1, i1
}

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %arg0: memref<2xf32>, %arg1: memref<4xf32>) -> (i1, i1) {
// CHECK-NEXT: %0 = bufferization.dealloc retain (%arg0 : memref<2xf32>)
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %1 = bufferization.dealloc (%arg1 : memref<4xf32>) if (%false) retain (%arg0 : memref<2xf32>)
// CHECK-NEXT: return %0, %1 : i1, i1
// CHECK-NEXT: }

// CANON-LABEL: func.func @f(
// CANON-SAME: %arg0: memref<2xf32>, %arg1: memref<4xf32>) -> (i1, i1) {
// CANON-NEXT: %false = arith.constant false
// CANON-NEXT: return %false, %false : i1, i1
// CANON-NEXT: }
