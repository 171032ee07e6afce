// -buffer-hoisting (MLIR 22): an allocation whose buffer leaves an scf.if through its results moves
// in front of the scf.if unless its sizes are computed inside; others, and loop bodies, stay.
// RUN: jopt %s -buffer-hoisting | jfilecheck %s

// CHECK:   func.func @f(%arg0: i1, %arg1: index, %arg2: memref<4xf32>, %arg3: memref<?xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %0 = scf.if %arg0 -> (memref<4xf32>) {
// CHECK-NEXT:       memref.copy %arg2, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:       scf.yield %alloc : memref<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %alloc_0 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       %alloc_2 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:       memref.copy %arg2, %alloc_2 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %alloc_1 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT:     %1 = scf.if %arg0 -> (memref<?xf32>) {
// CHECK-NEXT:       %3 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT:       %alloc_2 = memref.alloc(%3) : memref<?xf32>
// CHECK-NEXT:       scf.yield %alloc_2 : memref<?xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %alloc_1 : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.copy %1, %arg3 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:     %2 = scf.for %arg4 = %arg1 to %arg1 step %arg1 iter_args(%arg5 = %arg2) -> (memref<4xf32>) {
// CHECK-NEXT:       %alloc_2 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:       scf.yield %alloc_2 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.copy %2, %arg2 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     return %0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @f(%c: i1, %n: index, %src: memref<4xf32>, %dyn: memref<?xf32>) -> memref<4xf32> {
  %0 = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %src, %a : memref<4xf32> to memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  scf.if %c {
    %t = memref.alloc() : memref<4xf32>
    memref.copy %src, %t : memref<4xf32> to memref<4xf32>
  }
  %1 = scf.if %c -> memref<?xf32> {
    %k = arith.addi %n, %n : index
    %d = memref.alloc(%k) : memref<?xf32>
    scf.yield %d : memref<?xf32>
  } else {
    %e = memref.alloc(%n) : memref<?xf32>
    scf.yield %e : memref<?xf32>
  }
  memref.copy %1, %dyn : memref<?xf32> to memref<?xf32>
  %2 = scf.for %i = %n to %n step %n iter_args(%it = %src) -> memref<4xf32> {
    %l = memref.alloc() : memref<4xf32>
    scf.yield %l : memref<4xf32>
  }
  memref.copy %2, %src : memref<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
