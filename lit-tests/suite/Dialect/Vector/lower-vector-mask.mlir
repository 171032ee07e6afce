// -lower-vector-mask: masked transfers take the mask as their mask operand; a read with a passthru
// and other masked ops stay masked; empty masks go and all-true masks unmask (vector.mask's
// canonicalization, which the pass applies too). The output is mlir-opt 22's.
// RUN: jopt %s -lower-vector-mask | jfilecheck %s
// RUN: jopt %s -canonicalize | jfilecheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @transfers(
// CHECK-SAME: %[[A:.*]]: memref<?x?xf32>, %[[I:.*]]: index, %[[M:.*]]: vector<8xi1>, %[[PT:.*]]: vector<8xf32>, %[[V:.*]]: vector<8xf32>, %[[T:.*]]: tensor<?x?xf32>, %[[M2:.*]]: vector<4x8xi1>)
// CHECK-NEXT: %[[PAD:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[R:.*]] = vector.transfer_read %[[A]][%[[I]], %[[I]]], %[[PAD]], %[[M]] : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: %[[P:.*]] = vector.mask %[[M]], %[[PT]] { vector.transfer_read %[[A]][%[[I]], %[[I]]], %[[PAD]] {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT: vector.transfer_write %[[V]], %[[A]][%[[I]], %[[I]]], %[[M]] {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
// CHECK-NEXT: %[[W:.*]] = vector.transfer_write %[[V]], %[[T]][%[[I]], %[[I]]], %[[M]] : vector<8xf32>, tensor<?x?xf32>
// CHECK-NEXT: %[[X:.*]] = vector.transfer_read %[[A]][%[[I]], %[[I]]], %[[PAD]], %[[M2]] {permutation_map = #map} : memref<?x?xf32>, vector<8x4xf32>
// CHECK-NEXT: %[[S:.*]] = vector.mask %[[M]] { vector.reduction <add>, %[[V]] : vector<8xf32> into f32 } : vector<8xi1> -> f32
// CHECK-NEXT: return %[[R]], %[[P]], %[[W]], %[[X]], %[[S]]
func.func @transfers(%a: memref<?x?xf32>, %i: index, %m: vector<8xi1>, %pt: vector<8xf32>, %v: vector<8xf32>, %t: tensor<?x?xf32>, %m2: vector<4x8xi1>)
    -> (vector<8xf32>, vector<8xf32>, tensor<?x?xf32>, vector<8x4xf32>, f32) {
  %pad = arith.constant 0.0 : f32
  %0 = vector.mask %m { vector.transfer_read %a[%i, %i], %pad : memref<?x?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %1 = vector.mask %m, %pt { vector.transfer_read %a[%i, %i], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %m { vector.transfer_write %v, %a[%i, %i] {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32> } : vector<8xi1>
  %2 = vector.mask %m { vector.transfer_write %v, %t[%i, %i] : vector<8xf32>, tensor<?x?xf32> } : vector<8xi1> -> tensor<?x?xf32>
  %3 = vector.mask %m2 { vector.transfer_read %a[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<8x4xf32> } : vector<4x8xi1> -> vector<8x4xf32>
  %4 = vector.mask %m { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return %0, %1, %2, %3, %4 : vector<8xf32>, vector<8xf32>, tensor<?x?xf32>, vector<8x4xf32>, f32
}

// CHECK-LABEL: func.func @folds(
// CHECK-NEXT: %[[R:.*]] = vector.reduction <add>, %arg1 : vector<8xf32> into f32
// CHECK-NEXT: %[[Q:.*]] = vector.reduction <mul>, %arg1 : vector<8xf32> into f32
// CHECK-NEXT: return %arg1, %[[R]], %[[Q]] : vector<8xf32>, f32, f32
// CANON-LABEL: func.func @folds(
// CANON-NEXT: %[[R:.*]] = vector.reduction <add>, %arg1 : vector<8xf32> into f32
// CANON-NEXT: %[[Q:.*]] = vector.reduction <mul>, %arg1 : vector<8xf32> into f32
// CANON-NEXT: return %arg1, %[[R]], %[[Q]] : vector<8xf32>, f32, f32
func.func @folds(%m: vector<8xi1>, %v: vector<8xf32>, %a: memref<8xf32>) -> (vector<8xf32>, f32, f32) {
  %c8 = arith.constant 8 : index
  %pad = arith.constant 0.0 : f32
  %all = vector.constant_mask [8] : vector<8xi1>
  %true = arith.constant dense<true> : vector<8xi1>
  %c = vector.create_mask %c8 : vector<8xi1>
  %0 = vector.mask %m { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %m { } : vector<8xi1>
  %1 = vector.mask %all { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %2 = vector.mask %true { vector.reduction <mul>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  // An unused masked read is dead.
  %3 = vector.mask %c { vector.transfer_read %a[%c8], %pad : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %4 = vector.mask %m { vector.transfer_read %a[%c8], %pad : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %0, %1, %2 : vector<8xf32>, f32, f32
}
