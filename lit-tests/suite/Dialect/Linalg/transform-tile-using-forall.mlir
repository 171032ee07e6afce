// transform.structured.tile_using_forall: linalg ops tiled into one scf.forall, by tile sizes (the
// loop counts tiles and each induction variable is scaled back to an offset) or by a number of
// threads (tile ceildiv(size, threads), the last tiles clamped, affine.max where a thread may get
// nothing), on tensors with tensor.parallel_insert_slice and on buffers with memref.subview.
// RUN: jopt %s -split-input-file -transform-interpreter -verify-diagnostics | jfilecheck %s

// CHECK-DAG:   #[[$OFF:.*]] = affine_map<(d0) -> (d0 * 16)>
// CHECK-DAG:   #[[$LAST:.*]] = affine_map<(d0) -> (-d0 + 40, 16)>
// CHECK-LABEL: func.func @sizes
// CHECK-SAME:    (%[[A:.*]]: tensor<40x12xf32>, %[[B:.*]]: tensor<40x12xf32>)
// CHECK:         %[[R:.*]] = scf.forall (%[[I:.*]], %[[J:.*]]) in (3, 3) shared_outs(%[[O:.*]] = %[[B]]) -> (tensor<40x12xf32>) {
// CHECK:           %[[OI:.*]] = affine.apply #[[$OFF]](%[[I]])
// CHECK:           %[[OJ:.*]] = affine.apply #{{.*}}(%[[J]])
// CHECK:           %[[SZ:.*]] = affine.min #[[$LAST]](%[[OI]])
// CHECK:           %[[S:.*]] = tensor.extract_slice %[[A]][%[[OI]], %[[OJ]]] [%[[SZ]], 4] [1, 1] : tensor<40x12xf32> to tensor<?x4xf32>
// CHECK:           %[[T:.*]] = linalg.negf ins(%[[S]] : tensor<?x4xf32>) outs(%{{.*}} : tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK:           scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %[[T]] into %[[O]][%[[OI]], %[[OJ]]] [%[[SZ]], 4] [1, 1] : tensor<?x4xf32> into tensor<40x12xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    } {mapping = [#gpu.block<y>, #gpu.block<x>]}
// CHECK:         return %[[R]]
// CHECK:         %tiled_op, %forall_op = transform.structured.tile_using_forall %{{.*}} tile_sizes [16, 4](mapping = [#gpu.block<y>, #gpu.block<x>]) :
func.func @sizes(%a: tensor<40x12xf32>, %b: tensor<40x12xf32>) -> tensor<40x12xf32> {
  %0 = linalg.negf ins(%a : tensor<40x12xf32>) outs(%b : tensor<40x12xf32>) -> tensor<40x12xf32>
  return %0 : tensor<40x12xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %n = transform.structured.match ops{["linalg.negf"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %n tile_sizes [16, 4] (mapping = [#gpu.block<y>, #gpu.block<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A dynamic size: the trip count is an affine.apply before the loop.
// CHECK-DAG:   #[[$COUNT:.*]] = affine_map<()[s0] -> (s0 ceildiv 8)>
// CHECK-LABEL: func.func @dynamic_count
// CHECK:         %[[D:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?xf32>
// CHECK:         %[[N:.*]] = affine.apply #[[$COUNT]]()[%[[D]]]
// CHECK:         scf.forall (%{{.*}}) in (%[[N]]) shared_outs
func.func @dynamic_count(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.copy ins(%a : tensor<?xf32>) outs(%b : tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %c tile_sizes [8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Threads on buffers: 50 rows over 4 threads is 13 rows each, 11 for the last one; three threads
// always have work, so no affine.max.
// CHECK-DAG:   #[[$ROW:.*]] = affine_map<(d0) -> (d0 * 13)>
// CHECK-DAG:   #[[$ROWS:.*]] = affine_map<(d0) -> (d0 * -13 + 50, 13)>
// CHECK-LABEL: func.func @threads
// CHECK:         scf.forall (%[[T:.*]]) in (4) {
// CHECK:           %[[OFF:.*]] = affine.apply #[[$ROW]](%[[T]])
// CHECK:           %[[N:.*]] = affine.min #[[$ROWS]](%[[T]])
// CHECK-NOT:       affine.max
// CHECK:           memref.subview %{{.*}}[%{{.*}}, 0] [%[[N]], 6] [1, 1] : memref<50x6xf32> to memref<?x6xf32, strided<[6, 1], offset: ?>>
// CHECK:           linalg.copy
// CHECK-NOT:       scf.forall.in_parallel
// CHECK:         }
func.func @threads(%a: memref<50x6xf32>, %b: memref<50x6xf32>) {
  linalg.copy ins(%a : memref<50x6xf32>) outs(%b : memref<50x6xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %c num_threads [4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Dynamic size over threads: a thread may start past the end, so the size is clamped at 0.
// CHECK-LABEL: func.func @threads_dynamic
// CHECK:         scf.forall (%{{.*}}) in (6) shared_outs
// CHECK:           %[[M:.*]] = affine.min
// CHECK:           %[[Z:.*]] = affine.max #{{.*}}(%[[M]])
// CHECK:           tensor.extract_slice %{{.*}}[%{{.*}}] [%[[Z]]] [1] : tensor<?xf32> to tensor<?xf32>
func.func @threads_dynamic(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.copy ins(%a : tensor<?xf32>) outs(%b : tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %c num_threads [6] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Tiling a reduction across threads is reported as not thread safe (the tiling still happens).
func.func @reduction(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-warning @below {{tiling is not thread safe at axis #2}}
  %0 = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %m tile_sizes [4, 0, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
