// -convert-linalg-to-parallel-loops: each leading run of parallel loops becomes one scf.parallel
// (ending in scf.reduce), a reduction loop an scf.for, and the loops after it start a new run.
// RUN: jopt %s -convert-linalg-to-parallel-loops | jfilecheck %s

// CHECK-LABEL: func @rows_then_reduce
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : index
// CHECK: scf.parallel (%[[I:.*]]) = (%[[C0]]) to (%[[C3]]) step (%[[C1]]) {
// CHECK-NEXT: scf.for %[[K:.*]] = %[[C0]] to %[[C7]] step %[[C1]] {
// CHECK-NEXT: scf.parallel (%[[J:.*]], %[[L:.*]]) = (%[[C0]], %[[C0]]) to (%{{.*}}, %{{.*}}) step (%[[C1]], %[[C1]]) {
// CHECK-NEXT: memref.load %arg0[%[[I]], %[[K]], %[[J]], %[[L]]]
// CHECK-NEXT: memref.load %arg1[%[[I]], %[[J]], %[[L]]]
// CHECK-NEXT: arith.maxsi
// CHECK-NEXT: memref.store %{{.*}}, %arg1[%[[I]], %[[J]], %[[L]]]
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
func.func @rows_then_reduce(%a: memref<3x7x2x5xi16>, %acc: memref<3x2x5xi16>) {
  linalg.generic {indexing_maps = [affine_map<(i, k, j, l) -> (i, k, j, l)>, affine_map<(i, k, j, l) -> (i, j, l)>],
                  iterator_types = ["parallel", "reduction", "parallel", "parallel"]}
      ins(%a : memref<3x7x2x5xi16>) outs(%acc : memref<3x2x5xi16>) {
  ^bb0(%x: i16, %y: i16):
    %m = arith.maxsi %x, %y : i16
    linalg.yield %m : i16
  }
  return
}

// CHECK-LABEL: func @all_parallel
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}}, %{{.*}}) {
// CHECK-NOT: scf.for
// CHECK: memref.store
// CHECK-NEXT: scf.reduce
func.func @all_parallel(%m: memref<?x?xf64>, %v: f64) {
  linalg.fill ins(%v : f64) outs(%m : memref<?x?xf64>)
  return
}

// CHECK-LABEL: func @scalar
// CHECK-NOT: scf.parallel
// CHECK: memref.store %arg1, %arg0[] : memref<f64>
func.func @scalar(%m: memref<f64>, %v: f64) {
  linalg.fill ins(%v : f64) outs(%m : memref<f64>)
  return
}
