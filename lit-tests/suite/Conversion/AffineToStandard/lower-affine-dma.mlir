// -lower-affine turns affine.dma_start/dma_wait into memref.dma_start/dma_wait: the source,
// destination and tag subscripts are expanded in that order, the element count moves before the
// tag, stride operands follow unchanged.
// RUN: jopt %s -lower-affine | jfilecheck %s

// CHECK-LABEL: func.func @copy_tile(
// CHECK-SAME:      %[[BASE:.*]]: index, %[[N:.*]]: index)
// CHECK-DAG:     %[[SRC:.*]] = memref.alloc() : memref<64x64xf32>
// CHECK-DAG:     %[[DST:.*]] = memref.alloc() : memref<32xf32, 1>
// CHECK-DAG:     %[[TAG:.*]] = memref.alloc() : memref<2xi32>
// CHECK-DAG:     %[[STRIDE:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[PER:.*]] = arith.constant 4 : index
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:           %[[R0:.*]] = arith.muli %[[I]], %{{.*}} overflow<nsw> : index
// CHECK:           %[[R1:.*]] = arith.addi %[[BASE]], %{{.*}} : index
// CHECK:           %[[D0:.*]] = arith.addi %[[I]], %{{.*}} : index
// CHECK:           %[[M:.*]] = arith.remsi %[[I]]
// CHECK:           %[[T0:.*]] = arith.select
// CHECK-NEXT:      memref.dma_start %[[SRC]][%[[R0]], %[[R1]]], %[[DST]][%[[D0]]], %[[N]], %[[TAG]][%[[T0]]], %[[STRIDE]], %[[PER]] : memref<64x64xf32>, memref<32xf32, 1>, memref<2xi32>
// CHECK:           %[[W:.*]] = arith.select
// CHECK-NEXT:      memref.dma_wait %[[TAG]][%[[W]]], %[[N]] : memref<2xi32>
// CHECK-NOT:     affine.
func.func @copy_tile(%base: index, %n: index) {
  %src = memref.alloc() : memref<64x64xf32>
  %dst = memref.alloc() : memref<32xf32, 1>
  %tag = memref.alloc() : memref<2xi32>
  %stride = arith.constant 8 : index
  %per = arith.constant 4 : index
  affine.for %i = 0 to 4 {
    affine.dma_start %src[%i * 2, symbol(%base) + 3], %dst[%i + 1], %tag[%i mod 2], %n, %stride, %per
        : memref<64x64xf32>, memref<32xf32, 1>, memref<2xi32>
    affine.dma_wait %tag[%i mod 2], %n : memref<2xi32>
  }
  return
}

// An affine.apply whose operands are other affine.apply ops is not folded even when those fold to
// constants: MLIR's conversion replaces the producers only at its end, so the fold still sees
// them; the apply is expanded on the constants.
// CHECK-LABEL: func.func @folds_see_original_producers(
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:    %[[A:.*]] = arith.muli %[[C0]], %[[C3]] overflow<nsw> : index
// CHECK-NEXT:    %[[B:.*]] = arith.addi %[[A]], %[[C0]] : index
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[R:.*]] = arith.addi %[[B]], %[[C2]] : index
// CHECK-NEXT:    return %[[R]] : index
func.func @folds_see_original_producers(%a: index) -> index {
  %z = affine.apply affine_map<() -> (0)>()
  %s = affine.apply affine_map<()[s0] -> (s0)>()[%z]
  %r = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0 + 2)>(%s)[%z]
  return %r : index
}
