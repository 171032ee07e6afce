// Where -convert-vector-to-scf's hoisted constants land: MLIR builds the bodies of the loops and
// branches it creates in builder callbacks, whose ops its greedy driver does not queue, so a transfer
// made inside a body is lowered only in the next iteration and its constants are hoisted above those
// of the level before it (the padding vector of an out-of-bounds row comes below the 1-D lowering's).
// RUN: jopt %s -convert-vector-to-scf | jfilecheck %s --check-prefix=LOOPS
// RUN: jopt %s "-convert-vector-to-scf=full-unroll target-rank=0" | jfilecheck %s --check-prefix=UNROLL

// LOOPS-LABEL: func.func @three_levels(
// LOOPS-NEXT:    %[[ROW:.*]] = arith.constant dense<0.000000e+00> : vector<3xf32>
// LOOPS-NEXT:    %[[C3:.*]] = arith.constant 3 : index
// LOOPS-NEXT:    %[[PLANE:.*]] = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// LOOPS-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// LOOPS-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// LOOPS-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// LOOPS-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// LOOPS-NEXT:    memref.alloca() : memref<vector<4x2x3xf32>>
// LOOPS:         scf.for %{{.*}} = %[[C0]] to %[[C3]] step %[[C1]] iter_args(%{{.*}} = %[[ROW]]) -> (vector<3xf32>)
// LOOPS:         memref.store %[[PLANE]], %{{.*}}[%{{.*}}] : memref<4xvector<2x3xf32>>
func.func @three_levels(%A : memref<?x?x?xf32>, %i : index) -> vector<2x3x4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d1, 0, d0)>} : memref<?x?x?xf32>, vector<2x3x4xf32>
  return %v : vector<2x3x4xf32>
}

// UNROLL-LABEL: func.func @unrolled_rows(
// UNROLL-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// UNROLL-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// UNROLL-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// UNROLL-NEXT:    %[[PAD:.*]] = arith.constant 0.000000e+00 : f32
// UNROLL-NEXT:    %[[INIT:.*]] = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// UNROLL-NEXT:    memref.dim %{{.*}}, %[[C0]] : memref<?x?xf32>
// UNROLL:         vector.transfer_read %{{.*}}[%[[C0]], %[[C0]]], %[[PAD]] : memref<?x?xf32>, vector<f32>
func.func @unrolled_rows(%A : memref<?x?xf32>) -> vector<2x3xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%c0, %c0], %pad : memref<?x?xf32>, vector<2x3xf32>
  return %v : vector<2x3xf32>
}
