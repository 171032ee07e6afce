// affine.load/affine.store write their subscripts as affine expressions of
// SSA values: a plain %v is a dim, symbol(%v) a symbol; the generic form keeps
// them as a map over dims then symbols, each value listed once.
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC
// RUN: jopt %s -mlir-print-op-generic | jopt | jfilecheck %s

// CHECK-LABEL: func.func @access(
// CHECK-SAME: %[[N:[^:]*]]: index, %[[M:[^:]*]]: memref<10x20xf32>, %[[Z:[^:]*]]: memref<f32>)
func.func @access(%n: index, %m: memref<10x20xf32>, %z: memref<f32>) {
  // CHECK: affine.for %[[I:.*]] = 0 to 10 step 2 {
  // CHECK: affine.for %[[J:.*]] = 0 to 10 {
  affine.for %i = 0 to 10 step 2 {
    affine.for %j = 0 to 10 {
      // CHECK-NEXT: %[[V:.*]] = affine.load %[[M]][%[[I]] + 3, %[[I]] * 2 + %[[J]]] : memref<10x20xf32>
      %v = affine.load %m[%i + 3, %i * 2 + %j] : memref<10x20xf32>
      // CHECK-NEXT: affine.store %[[V]], %[[M]][%[[I]], -(%[[J]] floordiv 2) + symbol(%[[N]])] : memref<10x20xf32>
      affine.store %v, %m[%i, symbol(%n) - %j floordiv 2] : memref<10x20xf32>
      // CHECK-NEXT: %[[W:.*]] = affine.load %[[Z]][] : memref<f32>
      %w = affine.load %z[] : memref<f32>
      // CHECK-NEXT: affine.store %[[W]], %[[M]][-%[[I]] + symbol(%[[N]]) * 3, 5] {tag} : memref<10x20xf32>
      affine.store %w, %m[-%i + symbol(%n) * 3, 5] {tag} : memref<10x20xf32>
      // CHECK-NEXT: affine.load %[[M]][(%[[J]] + symbol(%[[N]])) mod 4, %[[I]]] : memref<10x20xf32>
      %u = affine.load %m[(%j + symbol(%n)) mod 4, %i] : memref<10x20xf32>
    }
  }
  return
}

// GENERIC-DAG: #[[L0:.*]] = affine_map<(d0, d1) -> (d0 + 3, d0 * 2 + d1)>
// GENERIC-DAG: #[[S0:.*]] = affine_map<(d0, d1)[s0] -> (d0, -(d1 floordiv 2) + s0)>
// GENERIC-DAG: #[[EMPTY:.*]] = affine_map<() -> ()>
// GENERIC: %[[GV:.*]] = "affine.load"(%arg1, %[[GI:.*]], %[[GJ:.*]]) <{map = #[[L0]]}> : (memref<10x20xf32>, index, index) -> f32
// GENERIC-NEXT: "affine.store"(%[[GV]], %arg1, %[[GI]], %[[GJ]], %arg0) <{map = #[[S0]]}> : (f32, memref<10x20xf32>, index, index, index) -> ()
// GENERIC-NEXT: "affine.load"(%arg2) <{map = #[[EMPTY]]}> : (memref<f32>) -> f32
