// On i1 operands the named ops' bodies use boolean logic as MLIR's RegionBuilderHelper: add is
// arith.ori, mul arith.andi (matmul accumulates with both), max stays arith.maxsi.
// RUN: jopt %s -linalg-generalize-named-ops | jfilecheck %s

func.func @bools(%m: memref<3x3xi1>, %v: memref<3xi1>) {
  linalg.matmul ins(%m, %m : memref<3x3xi1>, memref<3x3xi1>) outs(%m : memref<3x3xi1>)
  linalg.add ins(%v, %v : memref<3xi1>, memref<3xi1>) outs(%v : memref<3xi1>)
  linalg.mul ins(%v, %v : memref<3xi1>, memref<3xi1>) outs(%v : memref<3xi1>)
  linalg.max ins(%v, %v : memref<3xi1>, memref<3xi1>) outs(%v : memref<3xi1>)
  return
}
// CHECK-LABEL: func.func @bools
// CHECK:       ^bb0(%[[A:.*]]: i1, %[[B:.*]]: i1, %[[C:.*]]: i1):
// CHECK-NEXT:    %[[P:.*]] = arith.andi %[[A]], %[[B]] : i1
// CHECK-NEXT:    %[[S:.*]] = arith.ori %[[C]], %[[P]] : i1
// CHECK-NEXT:    linalg.yield %[[S]] : i1
// CHECK:       arith.ori %{{.*}}, %{{.*}} : i1
// CHECK:       arith.andi %{{.*}}, %{{.*}} : i1
// CHECK:       arith.maxsi %{{.*}}, %{{.*}} : i1
