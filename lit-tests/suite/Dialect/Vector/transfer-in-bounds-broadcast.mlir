// The transfers' in_bounds fold (MLIR 22's foldTransferInBoundsAttribute): a broadcast dimension is
// marked in bounds only once every other dimension is; a dynamic index keeps it as it was.
// RUN: jopt %s -canonicalize | jfilecheck %s

#bcast = affine_map<(d0) -> (0, d0)>

// CHECK-LABEL: func.func @dynamic_index
// CHECK: vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} {permutation_map = #{{.*}}} : memref<?xf32>, vector<2x8xf32>
func.func @dynamic_index(%m: memref<?xf32>, %i: index) -> vector<2x8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i], %pad {permutation_map = #bcast} : memref<?xf32>, vector<2x8xf32>
  return %v : vector<2x8xf32>
}

// CHECK-LABEL: func.func @static_fit
// CHECK: vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} {in_bounds = [true, true], permutation_map = #{{.*}}} : memref<16xf32>, vector<2x8xf32>
func.func @static_fit(%m: memref<16xf32>) -> vector<2x8xf32> {
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c4], %pad {permutation_map = #bcast} : memref<16xf32>, vector<2x8xf32>
  return %v : vector<2x8xf32>
}

// CHECK-LABEL: func.func @static_overflow
// CHECK: vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} {permutation_map = #{{.*}}} : memref<16xf32>, vector<2x8xf32>
func.func @static_overflow(%m: memref<16xf32>) -> vector<2x8xf32> {
  %c12 = arith.constant 12 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c12], %pad {permutation_map = #bcast} : memref<16xf32>, vector<2x8xf32>
  return %v : vector<2x8xf32>
}
