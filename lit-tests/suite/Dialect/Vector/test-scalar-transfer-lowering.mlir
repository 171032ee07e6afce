// -test-scalar-vector-transfer-lowering: a scalar vector.extract of an in-bounds, unmasked,
// minor-identity transfer_read (its only use, unless allow-multiple-uses and every use is an
// extract) becomes a memref.load / tensor.extract with the positions added to the trailing indices
// (affine.apply, folded when constant); a transfer_write of a one-element vector becomes a
// memref.store / tensor.insert of that element.
// RUN: jopt %s -split-input-file -test-scalar-vector-transfer-lowering | jfilecheck %s
// RUN: jopt %s -split-input-file -test-scalar-vector-transfer-lowering=allow-multiple-uses | jfilecheck %s --check-prefix=MULTI

// CHECK: #[[$MAP:.*]] = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-LABEL: func.func @read_dynamic
// CHECK-SAME: (%[[M:.*]]: memref<?x?xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK-NEXT: %[[IJ:.*]] = affine.apply #[[$MAP]]()[%[[I]], %[[J]]]
// CHECK-NEXT: %[[L:.*]] = memref.load %[[M]][%[[I]], %[[IJ]]] : memref<?x?xf32>
// CHECK-NEXT: return %[[L]] : f32
func.func @read_dynamic(%m: memref<?x?xf32>, %i: index, %j: index) -> f32 {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
  %1 = vector.extract %0[%j] : f32 from vector<8xf32>
  return %1 : f32
}

// -----

// CHECK-LABEL: func.func @read_constant
// CHECK: %[[C5:.*]] = arith.constant 5 : index
// CHECK: tensor.extract %{{.*}}[%[[C5]]] : tensor<16xi32>
func.func @read_constant(%t: tensor<16xi32>) -> i32 {
  %pad = arith.constant 0 : i32
  %c2 = arith.constant 2 : index
  %0 = vector.transfer_read %t[%c2], %pad {in_bounds = [true]} : tensor<16xi32>, vector<4xi32>
  %1 = vector.extract %0[3] : i32 from vector<4xi32>
  return %1 : i32
}

// -----

// CHECK-LABEL: func.func @writes
// CHECK-SAME: (%[[M:.*]]: memref<?x?xf32>, %[[T:.*]]: tensor<?xf32>, %[[I:.*]]: index, %[[F:.*]]: f32)
// CHECK-NEXT: memref.store %[[F]], %[[M]][%[[I]], %[[I]]] : memref<?x?xf32>
// CHECK-NEXT: %[[R:.*]] = tensor.insert %[[F]] into %[[T]][%[[I]]] : tensor<?xf32>
// CHECK-NEXT: return %[[R]]
func.func @writes(%m: memref<?x?xf32>, %t: tensor<?xf32>, %i: index, %f: f32) -> tensor<?xf32> {
  %0 = vector.broadcast %f : f32 to vector<1x1xf32>
  vector.transfer_write %0, %m[%i, %i] : vector<1x1xf32>, memref<?x?xf32>
  %1 = vector.broadcast %f : f32 to vector<f32>
  %2 = vector.transfer_write %1, %t[%i] : vector<f32>, tensor<?xf32>
  return %2 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @two_uses
// CHECK: vector.transfer_read
// CHECK: vector.extract
// MULTI-LABEL: func.func @two_uses
// MULTI-NOT: vector.transfer_read
// MULTI: memref.load
// MULTI: memref.load
func.func @two_uses(%m: memref<?xf32>, %i: index) -> (f32, f32) {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
  %1 = vector.extract %0[0] : f32 from vector<4xf32>
  %2 = vector.extract %0[1] : f32 from vector<4xf32>
  return %1, %2 : f32, f32
}
