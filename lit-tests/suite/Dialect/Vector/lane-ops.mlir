// expandload/compressstore, scan, interleave/deinterleave round-trip in mlir-opt 22's form: scan and
// deinterleave name their results, 0-D and scalable interleaves, alignment on the compressed accesses.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK-LABEL: func.func @compressed
// CHECK: %[[E:.*]] = vector.expandload %arg0[%arg3, %arg3], %arg1, %arg2 : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK: vector.compressstore %arg0[%arg3, %arg3], %arg1, %[[E]] {alignment = 16 : i64} : memref<?x?xf32>, vector<8xi1>, vector<8xf32>
func.func @compressed(%m: memref<?x?xf32>, %mask: vector<8xi1>, %pass: vector<8xf32>, %i: index) {
  %0 = vector.expandload %m[%i, %i], %mask, %pass : memref<?x?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.compressstore %m[%i, %i], %mask, %0 {alignment = 16} : memref<?x?xf32>, vector<8xi1>, vector<8xf32>
  return
}

// CHECK-LABEL: func.func @scans
// CHECK: %dest, %accumulated_value = vector.scan <add>, %arg0, %arg1 {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<4xf32>
// CHECK: %dest_0, %accumulated_value_1 = vector.scan <maxsi>, %arg2, %arg3 {inclusive = false, reduction_dim = 0 : i64} : vector<6xi16>, vector<i16>
// CHECK: return %dest, %accumulated_value_1
func.func @scans(%v: vector<4x8xf32>, %init: vector<4xf32>, %w: vector<6xi16>, %init2: vector<i16>) -> (vector<4x8xf32>, vector<i16>) {
  %0:2 = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 1} : vector<4x8xf32>, vector<4xf32>
  %1:2 = vector.scan <maxsi>, %w, %init2 {inclusive = false, reduction_dim = 0} : vector<6xi16>, vector<i16>
  return %0#0, %1#1 : vector<4x8xf32>, vector<i16>
}

// CHECK-LABEL: func.func @zips
// CHECK: %[[A:.*]] = vector.interleave %arg0, %arg0 : vector<f32> -> vector<2xf32>
// CHECK: %[[B:.*]] = vector.interleave %arg1, %arg1 : vector<2x[4]xi8> -> vector<2x[8]xi8>
// CHECK: %res1, %res2 = vector.deinterleave %[[B]] : vector<2x[8]xi8> -> vector<2x[4]xi8>
// CHECK: return %[[A]], %res2
func.func @zips(%s: vector<f32>, %v: vector<2x[4]xi8>) -> (vector<2xf32>, vector<2x[4]xi8>) {
  %0 = vector.interleave %s, %s : vector<f32> -> vector<2xf32>
  %1 = vector.interleave %v, %v : vector<2x[4]xi8> -> vector<2x[8]xi8>
  %2, %3 = vector.deinterleave %1 : vector<2x[8]xi8> -> vector<2x[4]xi8>
  return %0, %3 : vector<2xf32>, vector<2x[4]xi8>
}
