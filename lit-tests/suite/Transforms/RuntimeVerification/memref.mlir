// generate-runtime-verification on memref ops: the checks are arith ops before the op and a
// cf.assert whose message shows the op as the input names its values, the failure, and the location.
// RUN: jopt %s -generate-runtime-verification | jfilecheck %s

// CHECK-LABEL: func.func @load(
// CHECK: %[[Z:.*]] = arith.constant 0 : index
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[A:.*]] = arith.cmpi sge, %{{.*}}, %[[Z]] : index
// CHECK: %[[B:.*]] = arith.cmpi slt, %{{.*}}, %[[C2]] : index
// CHECK: arith.andi %[[A]], %[[B]] : i1
// CHECK: %[[D:.*]] = memref.dim %{{.*}}, %{{.*}} : memref<2x?xf32>
// CHECK: arith.cmpi slt, %{{.*}}, %[[D]] : index
// CHECK: cf.assert %{{.*}}, "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%arg1, %arg2] : memref<2x?xf32>\0A^ out-of-bounds access\0ALocation: loc(
// CHECK-NEXT: memref.load
func.func @load(%memref: memref<2x?xf32>, %i: index, %j: index) -> f32 {
  %0 = memref.load %memref[%i, %j] :  memref<2x?xf32>
  return %0 : f32
}

// CHECK-LABEL: func.func @align(
// CHECK: %[[P:.*]] = memref.extract_aligned_pointer_as_index %{{.*}} : memref<1xf32> -> index
// CHECK: %[[R:.*]] = arith.remui %[[P]], %{{.*}} : index
// CHECK: %[[OK:.*]] = arith.cmpi eq, %[[R]], %{{.*}} : index
// CHECK: cf.assert %[[OK]], "{{.*}}^ memref is not aligned to 4{{.*}}"
func.func @align(%m: memref<1xf32>) {
  %0 = memref.assume_alignment %m, 4 : memref<1xf32>
  return
}

// Only dynamic sizes are compared.
// CHECK-LABEL: func.func @copy(
// CHECK: cf.assert %{{.*}}, "{{.*}}memref.copy %arg0, %arg1 : memref<?x4xf32> to memref<?x4xf32>\0A^ size of 0-th source/target dim does not match{{.*}}"
// CHECK-NOT: cf.assert
// CHECK: memref.copy
func.func @copy(%a: memref<?x4xf32>, %b: memref<?x4xf32>) {
  memref.copy %a, %b : memref<?x4xf32> to memref<?x4xf32>
  return
}
