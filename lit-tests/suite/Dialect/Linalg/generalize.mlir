// -linalg-generalize-named-ops: named ops become linalg.generic with their
// maps, iterator types and body; linalg.generic stays as it is.
// RUN: jopt %s -linalg-generalize-named-ops | jfilecheck %s

// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[SCALAR:.*]] = affine_map<(d0) -> ()>
// CHECK-DAG: #[[ID1:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[T:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @named(
func.func @named(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %x: f32, %v: tensor<4xf32>, %t: tensor<16x4xf32>) -> (tensor<4x16xf32>, tensor<4xf32>, tensor<16x4xf32>, tensor<4xf32>) {
  // CHECK: linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8x16xf32>) outs(%{{.*}} : tensor<4x16xf32>) {
  // CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %[[IN0:.*]]: f32, %[[OUT:.*]]: f32):
  // CHECK-NEXT: %[[M:.*]] = arith.mulf %[[IN]], %[[IN0]] : f32
  // CHECK-NEXT: %[[S:.*]] = arith.addf %[[OUT]], %[[M]] : f32
  // CHECK-NEXT: linalg.yield %[[S]] : f32
  // CHECK-NEXT: } -> tensor<4x16xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  // CHECK: linalg.generic {indexing_maps = [#[[SCALAR]], #[[ID1]]], iterator_types = ["parallel"]} ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4xf32>)
  %1 = linalg.fill ins(%x : f32) outs(%v : tensor<4xf32>) -> tensor<4xf32>
  // CHECK: linalg.generic {indexing_maps = [#[[T]], #[[ID2]]], iterator_types = ["parallel", "parallel"]} ins(%{{.*}} : tensor<4x16xf32>) outs(%{{.*}} : tensor<16x4xf32>)
  %2 = linalg.transpose ins(%0 : tensor<4x16xf32>) outs(%t : tensor<16x4xf32>) permutation = [1, 0]
  // CHECK: linalg.generic {indexing_maps = [#[[ID2]], #[[ROW]]], iterator_types = ["parallel", "reduction"]} ins(%{{.*}} : tensor<4x16xf32>) outs(%{{.*}} : tensor<4xf32>)
  // CHECK: arith.addf
  %3 = linalg.reduce { arith.addf } ins(%0 : tensor<4x16xf32>) outs(%1 : tensor<4xf32>) dimensions = [1]
  return %0, %1, %2, %3 : tensor<4x16xf32>, tensor<4xf32>, tensor<16x4xf32>, tensor<4xf32>
}

// Unused results on tensors go; ops writing buffers stay.
// CHECK-LABEL: func.func @effects(
func.func @effects(%a: tensor<4xf32>, %m: memref<4xf32>, %n: memref<4xf32>) {
  // CHECK-NOT: tensor<4xf32>)
  %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  // CHECK: linalg.generic {{.*}} ins(%{{.*}} : memref<4xf32>) outs(%{{.*}} : memref<4xf32>)
  linalg.copy ins(%m : memref<4xf32>) outs(%n : memref<4xf32>)
  return
}
