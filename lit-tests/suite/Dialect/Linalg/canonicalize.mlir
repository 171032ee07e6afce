// -canonicalize on linalg ops: identity ops (all maps equal, the body only
// yields a block argument) forward their input on tensors (with a tensor.cast
// where the types differ) and vanish on buffers when in and out are the same
// buffer; identity transposes and broadcasts fold the same way; ops on a
// buffer with a zero-sized dimension and copies of a buffer to itself go; a
// memref.cast to a less static type folds into the op.
// RUN: jopt %s -canonicalize -split-input-file | jfilecheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @identity(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: tensor<4x8xf32>
// CHECK-NEXT: return %[[A]]
func.func @identity(%a: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @identity_cast(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: tensor<?x8xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[A]] : tensor<?x8xf32> to tensor<4x8xf32>
// CHECK-NEXT: return %[[C]]
func.func @identity_cast(%a: tensor<?x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x8xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// The body computes something: kept.
// CHECK-LABEL: func.func @not_identity(
// CHECK: linalg.generic
func.func @not_identity(%a: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @buffers(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: memref<4x8xf32>, %[[B:[a-z0-9_]+]]: memref<4x8xf32>, %[[Z:[a-z0-9_]+]]: memref<0x8xf32>, %[[X:[a-z0-9_]+]]: f32)
func.func @buffers(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %z: memref<0x8xf32>, %x: f32) {
  // CHECK-NEXT: linalg.fill ins(%[[X]] : f32) outs(%[[A]] : memref<4x8xf32>)
  // CHECK-NEXT: linalg.copy ins(%[[A]] : memref<4x8xf32>) outs(%[[B]] : memref<4x8xf32>)
  // CHECK-NEXT: return
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>) {
  ^bb0(%v: f32, %out: f32):
    linalg.yield %v : f32
  }
  linalg.fill ins(%x : f32) outs(%z : memref<0x8xf32>)
  %c = memref.cast %a : memref<4x8xf32> to memref<?x?xf32>
  linalg.fill ins(%x : f32) outs(%c : memref<?x?xf32>)
  linalg.copy ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.copy ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  return
}

// CHECK-LABEL: func.func @transpose_broadcast(
// CHECK-SAME: %[[A:[a-z0-9_]+]]: tensor<4x8xf32>
// CHECK-NEXT: return %[[A]], %[[A]]
func.func @transpose_broadcast(%a: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) permutation = [0, 1]
  %1 = linalg.broadcast ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) dimensions = []
  return %0, %1 : tensor<4x8xf32>, tensor<4x8xf32>
}
