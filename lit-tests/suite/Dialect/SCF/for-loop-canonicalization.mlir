// scf-for-loop-canonicalization: tensor.dim/memref.dim of an iteration argument or loop result whose
// shape the loop preserves (yielded back, through insert_slice destinations or inner loops) read the
// init value; the greedy driver also folds (a loop left without uses of its result goes away).
// RUN: jopt -allow-unregistered-dialect %s -scf-for-loop-canonicalization | jfilecheck %s

// CHECK-LABEL: func.func @iter(%arg0: tensor<?x?xf32>, %arg1: tensor<2x2xf32>, %arg2: index) -> (index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (tensor<?x?xf32>) {
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: "test.use"(%dim_0) : (index) -> ()
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg4[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
// CHECK-NEXT: scf.yield %inserted_slice : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: return %dim, %c1 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mem(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (memref<?xf32>) {
// CHECK-NEXT: %dim_0 = memref.dim %arg4, %c0 : memref<?xf32>
// CHECK-NEXT: "test.use"(%dim_0) : (index) -> ()
// CHECK-NEXT: scf.yield %arg1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim = memref.dim %0, %c0 : memref<?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: tensor<?xf32>, %arg1: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }

func.func @iter(%t: tensor<?x?xf32>, %s: tensor<2x2xf32>, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?x?xf32> {
    %d = tensor.dim %a, %c0 : tensor<?x?xf32>
    "test.use"(%d) : (index) -> ()
    %u = tensor.insert_slice %s into %a[0, 0][2, 2][1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
    scf.yield %u : tensor<?x?xf32>
  }
  %d1 = tensor.dim %r, %c1 : tensor<?x?xf32>
  %x = arith.addi %c1, %c0 : index
  return %d1, %x : index, index
}
func.func @mem(%m: memref<?xf32>, %o: memref<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %m) -> memref<?xf32> {
    %d = memref.dim %a, %c0 : memref<?xf32>
    "test.use"(%d) : (index) -> ()
    scf.yield %o : memref<?xf32>
  }
  %d1 = memref.dim %r, %c0 : memref<?xf32>
  return %d1 : index
}
func.func @nested(%t: tensor<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    %q = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> tensor<?xf32> {
      scf.yield %b : tensor<?xf32>
    }
    scf.yield %q : tensor<?xf32>
  }
  %d1 = tensor.dim %r, %c0 : tensor<?xf32>
  return %d1 : index
}
