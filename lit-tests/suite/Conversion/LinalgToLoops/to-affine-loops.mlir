// -convert-linalg-to-affine-loops: affine.for loops (constant bounds, or the
// dim value as a symbol) with affine.load/affine.store.
// RUN: jopt %s -convert-linalg-to-affine-loops | jfilecheck %s

// CHECK-DAG: #[[SUM:.*]] = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-LABEL: func.func @pool(
// CHECK-SAME: %[[I:.*]]: memref<1x5x5x2xf32>, %[[W:.*]]: memref<3x3xf32>, %[[O:.*]]: memref<1x3x3x2xf32>)
func.func @pool(%i: memref<1x5x5x2xf32>, %w: memref<3x3xf32>, %o: memref<1x3x3x2xf32>) {
  // CHECK: affine.for %[[N:.*]] = 0 to 1 {
  // CHECK-NEXT: affine.for %[[H:.*]] = 0 to 3 {
  // CHECK-NEXT: affine.for %[[X:.*]] = 0 to 3 {
  // CHECK-NEXT: affine.for %[[C:.*]] = 0 to 2 {
  // CHECK-NEXT: affine.for %[[KH:.*]] = 0 to 3 {
  // CHECK-NEXT: affine.for %[[KW:.*]] = 0 to 3 {
  // CHECK-NEXT: %[[R:.*]] = affine.apply #[[SUM]](%[[H]], %[[KH]])
  // CHECK-NEXT: %[[S:.*]] = affine.apply #[[SUM]](%[[X]], %[[KW]])
  // CHECK-NEXT: %[[V:.*]] = affine.load %[[I]][%[[N]], %[[R]], %[[S]], %[[C]]] : memref<1x5x5x2xf32>
  // CHECK-NEXT: %[[ACC:.*]] = affine.load %[[O]][%[[N]], %[[H]], %[[X]], %[[C]]] : memref<1x3x3x2xf32>
  // CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[ACC]], %[[V]] : f32
  // CHECK-NEXT: affine.store %[[M]], %[[O]][%[[N]], %[[H]], %[[X]], %[[C]]] : memref<1x3x3x2xf32>
  linalg.pooling_nhwc_max ins(%i, %w : memref<1x5x5x2xf32>, memref<3x3xf32>) outs(%o : memref<1x3x3x2xf32>)
  return
}

// CHECK-LABEL: func.func @dynamic(
// CHECK-SAME: %[[A:.*]]: memref<?xf32>, %[[B:.*]]: memref<?xf32>)
func.func @dynamic(%a: memref<?xf32>, %b: memref<?xf32>) {
  // CHECK: %[[D:.*]] = memref.dim %[[A]], %{{.*}} : memref<?xf32>
  // CHECK-NEXT: affine.for %[[K:.*]] = 0 to %[[D]] {
  // CHECK-NEXT: %[[X:.*]] = affine.load %[[A]][%[[K]]] : memref<?xf32>
  // CHECK-NEXT: %[[E:.*]] = math.exp %[[X]] : f32
  // CHECK-NEXT: affine.store %[[E]], %[[B]][%[[K]]] : memref<?xf32>
  linalg.map { math.exp } ins(%a : memref<?xf32>) outs(%b : memref<?xf32>)
  return
}
