// -convert-linalg-to-loops: a loop nest per linalg op on buffers (one scf.for
// per iterator, bounds from the operand shapes, memref.dim for dynamic ones),
// loads at the indexing maps, the body inlined, stores of the yielded values.
// Constants end up unified at the top of the function; ops on tensors stay.
// RUN: jopt %s -convert-linalg-to-loops | jfilecheck %s

// CHECK-DAG: #[[WIN:.*]] = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// CHECK-LABEL: func.func @matmul(
// CHECK-SAME: %[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<8x16xf32>, %[[C:.*]]: memref<4x16xf32>)
func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  // CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
  // CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
  // CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
  // CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
  // CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
  // CHECK: scf.for %[[I:.*]] = %[[C0]] to %[[C4]] step %[[C1]] {
  // CHECK-NEXT: scf.for %[[J:.*]] = %[[C0]] to %[[C16]] step %[[C1]] {
  // CHECK-NEXT: scf.for %[[K:.*]] = %[[C0]] to %[[C8]] step %[[C1]] {
  // CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[I]], %[[K]]] : memref<4x8xf32>
  // CHECK-NEXT: %[[Y:.*]] = memref.load %[[B]][%[[K]], %[[J]]] : memref<8x16xf32>
  // CHECK-NEXT: %[[Z:.*]] = memref.load %[[C]][%[[I]], %[[J]]] : memref<4x16xf32>
  // CHECK-NEXT: %[[P:.*]] = arith.mulf %[[X]], %[[Y]] : f32
  // CHECK-NEXT: %[[S:.*]] = arith.addf %[[Z]], %[[P]] : f32
  // CHECK-NEXT: memref.store %[[S]], %[[C]][%[[I]], %[[J]]] : memref<4x16xf32>
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// CHECK-LABEL: func.func @dynamic_fill(
// CHECK-SAME: %[[X:.*]]: f32, %[[V:.*]]: memref<?xf32>)
func.func @dynamic_fill(%x: f32, %v: memref<?xf32>) {
  // CHECK: %[[D:.*]] = memref.dim %[[V]], %{{.*}} : memref<?xf32>
  // CHECK-NEXT: scf.for %[[I:.*]] = %{{.*}} to %[[D]] step %{{.*}} {
  // The output is never read: its load is dead.
  // CHECK-NEXT: memref.store %[[X]], %[[V]][%[[I]]] : memref<?xf32>
  // CHECK-NEXT: }
  linalg.fill ins(%x : f32) outs(%v : memref<?xf32>)
  return
}

// CHECK-LABEL: func.func @strided_conv(
func.func @strided_conv(%i: memref<1x9x9x2xf32>, %w: memref<3x3x2x4xf32>, %o: memref<1x4x4x4xf32>) {
  // Seven loops; window subscripts go through affine.apply.
  // CHECK-COUNT-7: scf.for
  // CHECK: %[[H:.*]] = affine.apply #[[WIN]](%{{.*}}, %{{.*}})
  // CHECK-NEXT: %[[W:.*]] = affine.apply #[[WIN]](%{{.*}}, %{{.*}})
  // CHECK-NEXT: memref.load %{{.*}}[%{{.*}}, %[[H]], %[[W]], %{{.*}}] : memref<1x9x9x2xf32>
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%i, %w : memref<1x9x9x2xf32>, memref<3x3x2x4xf32>) outs(%o : memref<1x4x4x4xf32>)
  return
}

// CHECK-LABEL: func.func @generic_with_index(
func.func @generic_with_index(%m: memref<?xi32>) {
  // linalg.index becomes the loop variable.
  // CHECK: scf.for %[[I:.*]] =
  // CHECK-NEXT: %[[C:.*]] = arith.index_cast %[[I]] : index to i32
  // CHECK-NEXT: memref.store %[[C]], %{{.*}}[%[[I]]] : memref<?xi32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<?xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i32
    linalg.yield %c : i32
  }
  return
}

// CHECK-LABEL: func.func @tensors_stay(
func.func @tensors_stay(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: linalg.copy
  %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
