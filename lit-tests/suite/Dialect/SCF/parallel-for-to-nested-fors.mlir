// scf-parallel-for-to-nested-fors: an scf.parallel without results becomes nested scf.for loops; one
// with reductions and foralls stay.
// RUN: jopt -allow-unregistered-dialect %s -scf-parallel-for-to-nested-fors | jfilecheck %s

// CHECK-LABEL: func.func @fa(%arg0: index, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: scf.forall (%arg2, %arg3) = (0, 2) to (%arg0, 16) step (1, 4) {
// CHECK-NEXT: %0 = memref.load %arg1[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: memref.store %0, %arg1[%arg3, %arg2] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fa2(%arg0: index) {
// CHECK-NEXT: scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT: "test.op"(%arg1) : (index) -> ()
// CHECK-NEXT: } {mapping = [#gpu.thread<x>]}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fa3(%arg0: index, %arg1: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (%arg0) shared_outs(%arg3 = %arg1) -> (tensor<?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg3[%arg2] [1] [1] : tensor<?xf32> to tensor<1xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg3[%arg2] [1] [1] : tensor<1xf32> into tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @par(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg3 step %c1 {
// CHECK-NEXT: scf.for %arg5 = %arg1 to %arg3 step %c1 {
// CHECK-NEXT: scf.for %arg6 = %arg2 to %arg3 step %arg1 {
// CHECK-NEXT: "test.op"(%arg4, %arg5, %arg6) : (index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @par_red(%arg0: index, %arg1: index) -> f32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = scf.parallel (%arg2, %arg3) = (%arg0, %arg0) to (%arg1, %arg1) step (%c1, %c1) init (%cst) -> f32 {
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.reduce(%cst_0 : f32) {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %1 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
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
func.func @fa3(%n: index, %t: tensor<?xf32>) -> tensor<?xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<?xf32> {
    %e = tensor.extract_slice %o[%i][1][1] : tensor<?xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[%i][1][1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}
func.func @par(%a: index, %b: index, %c: index, %d: index) {
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j, %k) = (%a, %b, %c) to (%d, %d, %d) step (%c1, %c1, %b) {
    "test.op"(%i, %j, %k) : (index, index, index) -> ()
    scf.reduce
  }
  return
}
func.func @par_red(%a: index, %b: index) -> f32 {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i, %j) = (%a, %a) to (%b, %b) step (%c1, %c1) init (%z) -> f32 {
    %x = arith.constant 1.0 : f32
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
