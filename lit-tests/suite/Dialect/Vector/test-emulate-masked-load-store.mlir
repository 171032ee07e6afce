// -test-vector-emulate-masked-load-store: each lane of a 1-D maskedload/maskedstore becomes an scf.if
// on its mask bit around a scalar memref.load (inserted into the vector so far, which starts as the
// pass-through) or memref.store (of the extracted lane); the last index moves by one per lane
// (constant indices fold), an alignment is kept on the scalar accesses. n-D masks are left alone.
// RUN: jopt %s -split-input-file --test-vector-emulate-masked-load-store | jfilecheck %s

// CHECK-LABEL: func.func @load3
// CHECK-SAME: (%[[M:.*]]: memref<8xf32>, %[[MASK:.*]]: vector<3xi1>, %[[P:.*]]: vector<3xf32>)
// CHECK: %[[B0:.*]] = vector.extract %[[MASK]][0] : i1 from vector<3xi1>
// CHECK-NEXT: %[[V0:.*]] = scf.if %[[B0]] -> (vector<3xf32>) {
// CHECK-NEXT: %[[L0:.*]] = memref.load %[[M]][%{{.*}}] : memref<8xf32>
// CHECK-NEXT: %[[I0:.*]] = vector.insert %[[L0]], %[[P]] [0] : f32 into vector<3xf32>
// CHECK-NEXT: scf.yield %[[I0]] : vector<3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[P]] : vector<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[B1:.*]] = vector.extract %[[MASK]][1] : i1 from vector<3xi1>
// CHECK-NEXT: %[[V1:.*]] = scf.if %[[B1]] -> (vector<3xf32>) {
// CHECK: vector.insert %{{.*}}, %[[V0]] [1] : f32 into vector<3xf32>
// CHECK: %[[V2:.*]] = scf.if
// CHECK: return %[[V2]] : vector<3xf32>
func.func @load3(%m: memref<8xf32>, %mask: vector<3xi1>, %p: vector<3xf32>) -> vector<3xf32> {
  %c2 = arith.constant 2 : index
  %0 = vector.maskedload %m[%c2], %mask, %p : memref<8xf32>, vector<3xi1>, vector<3xf32> into vector<3xf32>
  return %0 : vector<3xf32>
}

// -----

// CHECK-LABEL: func.func @store_dynamic
// CHECK-SAME: (%[[M:.*]]: memref<?x?xi32>, %[[I:.*]]: index, %[[MASK:.*]]: vector<2xi1>, %[[V:.*]]: vector<2xi32>)
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[B0:.*]] = vector.extract %[[MASK]][0] : i1 from vector<2xi1>
// CHECK-NEXT: scf.if %[[B0]] {
// CHECK-NEXT: %[[E0:.*]] = vector.extract %[[V]][0] : i32 from vector<2xi32>
// CHECK-NEXT: memref.store %[[E0]], %[[M]][%[[I]], %[[I]]] {alignment = 4 : i64} : memref<?x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[I]], %[[C1]] : index
// CHECK-NEXT: %[[B1:.*]] = vector.extract %[[MASK]][1] : i1 from vector<2xi1>
// CHECK-NEXT: scf.if %[[B1]] {
// CHECK-NEXT: %[[E1:.*]] = vector.extract %[[V]][1] : i32 from vector<2xi32>
// CHECK-NEXT: memref.store %[[E1]], %[[M]][%[[I]], %[[NEXT]]] {alignment = 4 : i64} : memref<?x?xi32>
func.func @store_dynamic(%m: memref<?x?xi32>, %i: index, %mask: vector<2xi1>, %v: vector<2xi32>) {
  vector.maskedstore %m[%i, %i], %mask, %v {alignment = 4} : memref<?x?xi32>, vector<2xi1>, vector<2xi32>
  return
}

// -----

// CHECK-LABEL: func.func @two_d
// CHECK: vector.maskedload
func.func @two_d(%m: memref<?x?xi32>, %i: index, %mask: vector<2x2xi1>, %p: vector<2x2xi32>) -> vector<2x2xi32> {
  %0 = vector.maskedload %m[%i, %i], %mask, %p : memref<?x?xi32>, vector<2x2xi1>, vector<2x2xi32> into vector<2x2xi32>
  return %0 : vector<2x2xi32>
}
