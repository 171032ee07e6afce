// scf-forall-to-for: one scf.for per dimension, outermost first; the mapping is dropped.
// RUN: jopt -allow-unregistered-dialect %s -scf-forall-to-for | jfilecheck %s

// CHECK-LABEL: func.func @fa(%arg0: index, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c2 to %c16 step %c4 {
// CHECK-NEXT: %0 = memref.load %arg1[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: memref.store %0, %arg1[%arg3, %arg2] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fa2(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: "test.op"(%arg1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @fa(%n: index, %m: memref<?x?xf32>) {
  scf.forall (%i, %j) = (0, 2) to (%n, 16) step (1, 4) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  return
}
func.func @fa2(%n: index) {
  scf.forall (%i) in (%n) {
    "test.op"(%i) : (index) -> ()
  } {mapping = [#gpu.thread<x>]}
  return
}
