// Reifying a tensor.pad's dynamic size over a static source dimension leaves the index and size
// constants of the folded tensor.dim behind, as MLIR's createOrFold does.
// RUN: jopt %s -one-shot-bufferize | jfilecheck %s

// CHECK-LABEL: func.func @widen
// CHECK: affine.apply #map()[%dim, %c1_0, %arg1]
// CHECK-NEXT: arith.constant 1 : index
// CHECK-NEXT: arith.constant 6 : index
// CHECK-NEXT: %[[SZ:.*]] = affine.apply #map1()[%arg1]
// CHECK-NEXT: memref.alloc(%[[SZ]]) {alignment = 64 : i64} : memref<3x?xf32>
func.func @widen(%t: tensor<3x6xf32>, %h: index, %v: f32) -> tensor<3x?xf32> {
  %p = tensor.pad %t low[0, 1] high[0, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<3x6xf32> to tensor<3x?xf32>
  return %p : tensor<3x?xf32>
}
