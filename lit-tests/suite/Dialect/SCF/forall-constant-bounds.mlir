// -canonicalize turns scf.forall bounds and steps defined by constants into static values (MLIR 22's
// ForallOpControlOperandsFolder); values that are not constants stay operands, in their places.
// RUN: jopt %s -canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @all_constant(
//  CHECK-SAME:     %[[T:.*]]: tensor<64xf32>
//   CHECK-NOT:   arith.constant
//       CHECK:   scf.forall (%[[I:.*]]) = (0) to (64) step (4) shared_outs(%[[O:.*]] = %[[T]]) -> (tensor<64xf32>)
func.func @all_constant(%t: tensor<64xf32>) -> tensor<64xf32> {
  %lo = arith.constant 0 : index
  %hi = arith.constant 64 : index
  %st = arith.constant 4 : index
  %r = scf.forall (%i) = (%lo) to (%hi) step (%st) shared_outs(%o = %t) -> tensor<64xf32> {
    %s = tensor.extract_slice %o[%i] [4] [1] : tensor<64xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [4] [1] : tensor<4xf32> into tensor<64xf32>
    }
  }
  return %r : tensor<64xf32>
}

// CHECK-LABEL: func.func @some_dynamic(
//  CHECK-SAME:     %[[M:.*]]: memref<32xf32>, %[[LB:.*]]: index, %[[N:.*]]: index
//       CHECK:   scf.forall (%{{.*}}, %{{.*}}) = (2, %[[LB]]) to (%[[N]], 16) step (1, 3) {
func.func @some_dynamic(%m: memref<32xf32>, %lb: index, %n: index) {
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c3 = arith.constant 3 : index
  scf.forall (%i, %j) = (%c2, %lb) to (%n, %c16) step (1, %c3) {
    %v = memref.load %m[%j] : memref<32xf32>
    memref.store %v, %m[%i] : memref<32xf32>
  }
  return
}

// CHECK-LABEL: func.func @normalized_form(
//       CHECK:   scf.forall (%{{.*}}, %{{.*}}) in (%{{.*}}, 8) {
func.func @normalized_form(%m: memref<32xf32>, %n: index) {
  %c8 = arith.constant 8 : index
  scf.forall (%i, %j) in (%n, %c8) {
    %v = memref.load %m[%j] : memref<32xf32>
    memref.store %v, %m[%i] : memref<32xf32>
  }
  return
}
