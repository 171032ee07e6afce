// convert-vector-to-scf with scalable vectors, as mlir-opt 22: a 1-D scalable transfer on a memref
// whose last dimension is not unit-stride loops to vscale times its minimum lane count (one masked
// scalar store per lane); full-unroll unrolls the fixed leading dimension of vector<3x[4]xf32>
// transfers into 1-D scalable ones, the mask's rows extracted alongside.
// RUN: jopt %s -split-input-file -convert-vector-to-scf | jfilecheck %s
// RUN: jopt %s -split-input-file '-convert-vector-to-scf=full-unroll' | jfilecheck %s --check-prefix=UNROLL

// CHECK-LABEL: func.func @strided_write
// CHECK: %[[VS:.*]] = vector.vscale
// CHECK-NEXT: %[[UB:.*]] = arith.muli %[[VS]], %{{.*}} : index
// CHECK-NEXT: scf.for %[[I:.*]] = %{{.*}} to %[[UB]] step %{{.*}} {
// CHECK-NEXT: %[[M:.*]] = vector.extract %{{.*}}[%[[I]]] : i1 from vector<[8]xi1>
// CHECK-NEXT: scf.if %[[M]] {
// CHECK-NEXT: memref.store %{{.*}}, %{{.*}}[%[[I]]] : memref<?xf32, strided<[?], offset: ?>>
// UNROLL-LABEL: func.func @strided_write
func.func @strided_write(%m: memref<?xf32, strided<[?], offset: ?>>, %f: f32, %mask: vector<[8]xi1>) {
  %c0 = arith.constant 0 : index
  %v = vector.broadcast %f : f32 to vector<[8]xf32>
  vector.transfer_write %v, %m[%c0], %mask {in_bounds = [true]} : vector<[8]xf32>, memref<?xf32, strided<[?], offset: ?>>
  return
}

// -----

// CHECK-LABEL: func.func @rows_of_scalable
// UNROLL-LABEL: func.func @rows_of_scalable
// UNROLL: %[[M0:.*]] = vector.extract %{{.*}}[0] : vector<[4]xi1> from vector<2x[4]xi1>
// UNROLL-NEXT: %[[R0:.*]] = vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %[[M0]] {in_bounds = [true]} : memref<2x?xf32>, vector<[4]xf32>
// UNROLL-NEXT: %[[A0:.*]] = vector.insert %[[R0]], %{{.*}} [0] : vector<[4]xf32> into vector<2x[4]xf32>
// UNROLL-NEXT: %[[M1:.*]] = vector.extract %{{.*}}[1] : vector<[4]xi1> from vector<2x[4]xi1>
// UNROLL-NEXT: %[[R1:.*]] = vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %[[M1]] {in_bounds = [true]} : memref<2x?xf32>, vector<[4]xf32>
// UNROLL-NEXT: vector.insert %[[R1]], %[[A0]] [1] : vector<[4]xf32> into vector<2x[4]xf32>
func.func @rows_of_scalable(%m: memref<2x?xf32>, %mask: vector<2x[4]xi1>) -> vector<2x[4]xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0, %c0], %pad, %mask {in_bounds = [true, true]} : memref<2x?xf32>, vector<2x[4]xf32>
  return %v : vector<2x[4]xf32>
}
