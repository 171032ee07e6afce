// -test-vector-gather-lowering: a 1-D vector.gather becomes one scf.if per lane, on the lane's mask
// bit, loading the element at the last offset plus the lane's index (a one-element vector.load and
// an extract for a memref, tensor.extract for a tensor) into the vector built so far; the chain
// starts from the pass-through. An i32 index vector is cast to index first; an offset of constant 0
// is not added. A 2-D gather is first split into 1-D gathers inserted into a ub.poison vector. A
// gather from a column subview (stride = the source's row length) reads the collapsed source with
// scaled indices.
// RUN: jopt %s -split-input-file --test-vector-gather-lowering | jfilecheck %s

// CHECK-LABEL: func.func @lanes
// CHECK-SAME: (%[[B:.*]]: memref<?x?xf64>, %[[I:.*]]: vector<3xi32>, %[[M:.*]]: vector<3xi1>, %[[P:.*]]: vector<3xf64>, %[[R:.*]]: index)
// CHECK-NEXT: %[[IX:.*]] = arith.index_cast %[[I]] : vector<3xi32> to vector<3xindex>
// CHECK-NEXT: %[[M0:.*]] = vector.extract %[[M]][0] : i1 from vector<3xi1>
// CHECK-NEXT: %[[I0:.*]] = vector.extract %[[IX]][0] : index from vector<3xindex>
// CHECK-NEXT: %[[G0:.*]] = scf.if %[[M0]] -> (vector<3xf64>) {
// CHECK-NEXT:   %[[L:.*]] = vector.load %[[B]][%[[R]], %[[I0]]] {alignment = 8 : i64} : memref<?x?xf64>, vector<1xf64>
// CHECK-NEXT:   %[[E:.*]] = vector.extract %[[L]][0] : f64 from vector<1xf64>
// CHECK-NEXT:   %[[N:.*]] = vector.insert %[[E]], %[[P]] [0] : f64 into vector<3xf64>
// CHECK-NEXT:   scf.yield %[[N]] : vector<3xf64>
// CHECK-NEXT: } else {
// CHECK-NEXT:   scf.yield %[[P]] : vector<3xf64>
// CHECK-NEXT: }
// CHECK: vector.extract %[[M]][1]
// CHECK: scf.if
// CHECK: vector.insert %{{.*}}, %[[G0]] [1]
// CHECK: vector.extract %[[M]][2]
// CHECK: %[[G2:.*]] = scf.if
// CHECK: return %[[G2]] : vector<3xf64>
func.func @lanes(%base: memref<?x?xf64>, %idx: vector<3xi32>, %mask: vector<3xi1>, %pass: vector<3xf64>, %row: index) -> vector<3xf64> {
  %c0 = arith.constant 0 : index
  %g = vector.gather %base[%row, %c0][%idx], %mask, %pass {alignment = 8} : memref<?x?xf64>, vector<3xi32>, vector<3xi1>, vector<3xf64> into vector<3xf64>
  return %g : vector<3xf64>
}

// -----

// CHECK-LABEL: func.func @from_tensor
// CHECK-SAME: (%[[T:.*]]: tensor<16xi8>, %[[I:.*]]: vector<2xindex>, %[[M:.*]]: vector<2xi1>, %[[P:.*]]: vector<2xi8>, %[[O:.*]]: index)
// CHECK-NEXT: %[[M0:.*]] = vector.extract %[[M]][0] : i1 from vector<2xi1>
// CHECK-NEXT: %[[I0:.*]] = vector.extract %[[I]][0] : index from vector<2xindex>
// CHECK-NEXT: %[[A0:.*]] = arith.addi %[[O]], %[[I0]] : index
// CHECK-NEXT: %[[G0:.*]] = scf.if %[[M0]] -> (vector<2xi8>) {
// CHECK-NEXT:   %[[X:.*]] = tensor.extract %[[T]][%[[A0]]] : tensor<16xi8>
// CHECK-NEXT:   vector.insert %[[X]], %[[P]] [0] : i8 into vector<2xi8>
// CHECK: arith.addi %[[O]], %{{.*}} : index
// CHECK: tensor.extract
// CHECK-NOT: vector.gather
func.func @from_tensor(%t: tensor<16xi8>, %idx: vector<2xindex>, %mask: vector<2xi1>, %pass: vector<2xi8>, %off: index) -> vector<2xi8> {
  %g = vector.gather %t[%off][%idx], %mask, %pass : tensor<16xi8>, vector<2xindex>, vector<2xi1>, vector<2xi8> into vector<2xi8>
  return %g : vector<2xi8>
}

// -----

// CHECK-LABEL: func.func @rows
// CHECK: %[[U:.*]] = ub.poison : vector<2x2xf32>
// CHECK: %[[R0:.*]] = scf.if
// CHECK: %[[R1:.*]] = scf.if
// CHECK: %[[S0:.*]] = vector.insert %[[R1]], %[[U]] [0] : vector<2xf32> into vector<2x2xf32>
// CHECK: scf.if
// CHECK: %[[R3:.*]] = scf.if
// CHECK: %[[S1:.*]] = vector.insert %[[R3]], %[[S0]] [1] : vector<2xf32> into vector<2x2xf32>
// CHECK: return %[[S1]]
func.func @rows(%base: memref<8xf32>, %idx: vector<2x2xindex>, %mask: vector<2x2xi1>, %pass: vector<2x2xf32>) -> vector<2x2xf32> {
  %c0 = arith.constant 0 : index
  %g = vector.gather %base[%c0][%idx], %mask, %pass : memref<8xf32>, vector<2x2xindex>, vector<2x2xi1>, vector<2x2xf32> into vector<2x2xf32>
  return %g : vector<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @column
// CHECK-SAME: (%[[M:.*]]: memref<10x4xf32>, %[[J:.*]]: index, %[[I:.*]]: vector<2xindex>
// CHECK-DAG: %[[K:.*]] = arith.constant dense<4> : vector<2xindex>
// CHECK-DAG: %[[F:.*]] = memref.collapse_shape %[[M]] {{\[\[}}0, 1]] : memref<10x4xf32> into memref<40xf32>
// CHECK: %[[S:.*]] = arith.muli %[[I]], %[[K]] : vector<2xindex>
// CHECK: vector.extract %[[S]][0]
// CHECK: vector.load %[[F]][%{{.*}}] : memref<40xf32>, vector<1xf32>
func.func @column(%m: memref<10x4xf32>, %j: index, %idx: vector<2xindex>, %mask: vector<2xi1>, %pass: vector<2xf32>) -> vector<2xf32> {
  %c0 = arith.constant 0 : index
  %col = memref.subview %m[0, %j] [10, 1] [1, 1] : memref<10x4xf32> to memref<10xf32, strided<[4], offset: ?>>
  %g = vector.gather %col[%c0][%idx], %mask, %pass : memref<10xf32, strided<[4], offset: ?>>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return %g : vector<2xf32>
}

// -----

// An innermost stride other than 1 keeps a gather of several lanes (vector.load needs a unit
// stride), but not a gather of one lane.
// CHECK-LABEL: func.func @strided_lanes
// CHECK: vector.gather
// CHECK-LABEL: func.func @strided_lane
// CHECK-NOT: vector.gather
// CHECK: vector.load %{{.*}}[%{{.*}}] : memref<?xf32, strided<[2]>>, vector<1xf32>
func.func @strided_lanes(%base: memref<?xf32, strided<[2]>>, %idx: vector<2xi64>, %mask: vector<2xi1>, %pass: vector<2xf32>, %o: index) -> vector<2xf32> {
  %g = vector.gather %base[%o][%idx], %mask, %pass : memref<?xf32, strided<[2]>>, vector<2xi64>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return %g : vector<2xf32>
}
func.func @strided_lane(%base: memref<?xf32, strided<[2]>>, %idx: vector<1xi64>, %mask: vector<1xi1>, %pass: vector<1xf32>, %o: index) -> vector<1xf32> {
  %g = vector.gather %base[%o][%idx], %mask, %pass : memref<?xf32, strided<[2]>>, vector<1xi64>, vector<1xi1>, vector<1xf32> into vector<1xf32>
  return %g : vector<1xf32>
}
