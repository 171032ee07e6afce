// linalg.generic prints its trait attributes first (iterator types as plain
// strings, #linalg.iterator_type in the generic form), then ins/outs, other
// attributes after `attrs =`, the region and the result types. transpose,
// broadcast, reduce and map have their own forms; map and reduce print a
// single-op body as `{ op }`.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @generic(
func.func @generic(%a: tensor<4x8xf32>, %r: tensor<4xf32>, %m: memref<4xi32>) -> tensor<4xf32> {
  // CHECK: linalg.generic {doc = "row sums", indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "reduction"]} ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<4xf32>) attrs =  {tag} {
  // CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %[[OUT:.*]]: f32):
  // CHECK-NEXT: %[[S:.*]] = arith.addf %[[IN]], %[[OUT]] : f32
  // CHECK-NEXT: linalg.yield %[[S]] : f32
  // CHECK-NEXT: } -> tensor<4xf32>
  // GENERIC: iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>
  %0 = linalg.generic {iterator_types = ["parallel", "reduction"], indexing_maps = [#id, #row], doc = "row sums"}
      ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) attrs = {tag} {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  // Buffers: no results; linalg.index reads the iteration index.
  // CHECK: linalg.generic {indexing_maps = [#{{.*}}], iterator_types = ["parallel"]} outs(%{{.*}} : memref<4xi32>) {
  // CHECK: linalg.index 0 : index
  // GENERIC: "linalg.index"() <{dim = 0 : i64}> : () -> index
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<4xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i32
    linalg.yield %c : i32
  }
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @own_forms(
func.func @own_forms(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>, %r: tensor<4xf32>, %c: tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>) {
  // CHECK: %[[T:.*]] = linalg.transpose ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<8x4xf32>) permutation = [1, 0]
  // GENERIC: "linalg.transpose"(%{{.*}}, %{{.*}}) <{permutation = array<i64: 1, 0>}>
  %transposed = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  // CHECK: %[[R:.*]] = linalg.reduce ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<4xf32>) dimensions = [1]
  // CHECK-NEXT: (%[[IN:.*]]: f32, %[[INIT:.*]]: f32) {
  // CHECK-NEXT: arith.mulf %[[IN]], %[[INIT]] : f32
  %reduced = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %p = arith.mulf %x, %acc : f32
      linalg.yield %p : f32
    }
  // CHECK: %[[B:.*]] = linalg.broadcast ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<4x8xf32>) dimensions = [1]
  %broadcasted = linalg.broadcast ins(%reduced : tensor<4xf32>) outs(%c : tensor<4x8xf32>) dimensions = [1]
  // CHECK: %[[M:.*]] = linalg.map { arith.subf } ins(%{{.*}}, %[[B]] : tensor<4x8xf32>, tensor<4x8xf32>) outs(%{{.*}} : tensor<4x8xf32>)
  // GENERIC: ^bb0(%{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32):
  %mapped = linalg.map { arith.subf } ins(%a, %broadcasted : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)
  // The short form of reduce takes the init first.
  // CHECK: linalg.reduce { arith.maximumf {fastmath = #arith.fastmath<nnan>} } ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<4xf32>) dimensions = [1]
  // GENERIC: "arith.maximumf"(%[[ACC:.*]], %[[X:.*]]) <{fastmath = #arith.fastmath<nnan>}>
  %max = linalg.reduce { arith.maximumf {fastmath = #arith.fastmath<nnan>} } ins(%mapped : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
  return %transposed, %reduced, %broadcasted, %mapped, %max : tensor<8x4xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>
}
