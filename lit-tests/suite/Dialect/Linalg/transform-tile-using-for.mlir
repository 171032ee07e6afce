// transform.structured.tile_using_for on linalg ops: scf.for nests over tensor slices (partial tiles
// bounded by affine.min, whole tiles with static slice shapes), buffers tiled through memref.subview,
// loop interchange, linalg.index shifted by the tile offset, tile sizes from a parameter, an op handle
// and vscale, and the silenceable failures.
// RUN: jopt %s -split-input-file -transform-interpreter -verify-diagnostics | jfilecheck %s

// CHECK-DAG:   #[[$MIN:.*]] = affine_map<(d0) -> (-d0 + 100, 24)>
// CHECK-LABEL: func.func @partial_tiles
// CHECK-SAME:    (%[[X:.*]]: tensor<100x64xf32>, %[[Y:.*]]: tensor<100x64xf32>)
// CHECK:         %[[LB:.*]] = arith.constant 0 : index
// CHECK:         %[[UB:.*]] = arith.constant 100 : index
// CHECK:         %[[STEP:.*]] = arith.constant 24 : index
// CHECK:         %[[R:.*]] = scf.for %[[I:.*]] = %[[LB]] to %[[UB]] step %[[STEP]] iter_args(%[[ACC:.*]] = %[[Y]]) -> (tensor<100x64xf32>) {
// CHECK:           %[[SZ:.*]] = affine.min #[[$MIN]](%[[I]])
// CHECK:           %[[IN:.*]] = tensor.extract_slice %[[X]][%[[I]], 0] [%[[SZ]], 64] [1, 1] : tensor<100x64xf32> to tensor<?x64xf32>
// CHECK:           %[[OUT:.*]] = tensor.extract_slice %[[ACC]][%[[I]], 0] [%[[SZ]], 64] [1, 1] : tensor<100x64xf32> to tensor<?x64xf32>
// CHECK:           %[[T:.*]] = linalg.exp ins(%[[IN]] : tensor<?x64xf32>) outs(%[[OUT]] : tensor<?x64xf32>) -> tensor<?x64xf32>
// CHECK:           %[[INS:.*]] = tensor.insert_slice %[[T]] into %[[ACC]][%[[I]], 0] [%[[SZ]], 64] [1, 1] : tensor<?x64xf32> into tensor<100x64xf32>
// CHECK:           scf.yield %[[INS]] : tensor<100x64xf32>
// CHECK:         return %[[R]]
// CHECK:         %{{.*}}, %[[L:.*]] = transform.structured.tile_using_for %{{.*}} tile_sizes [24] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:    transform.print %[[L]] {name = "loop"}
func.func @partial_tiles(%x: tensor<100x64xf32>, %y: tensor<100x64xf32>) -> tensor<100x64xf32> {
  %0 = linalg.exp ins(%x : tensor<100x64xf32>) outs(%y : tensor<100x64xf32>) -> tensor<100x64xf32>
  return %0 : tensor<100x64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %e = transform.structured.match ops{["linalg.exp"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %e tile_sizes [24] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.print %l {name = "loop"} : !transform.any_op
    transform.yield
  }
}

// -----

// Whole tiles: static slice shapes, no affine.min; the loops nest in interchange order.
// CHECK-LABEL: func.func @interchanged
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[C0B:.*]] = arith.constant 0 : index
// CHECK:         %[[C32:.*]] = arith.constant 32 : index
// CHECK:         %[[C16:.*]] = arith.constant 16 : index
// CHECK:         %[[C8:.*]] = arith.constant 8 : index
// CHECK:         %[[C4:.*]] = arith.constant 4 : index
// CHECK:         scf.for %[[J:.*]] = %[[C0]] to %[[C32]] step %[[C8]]
// CHECK:           scf.for %[[I:.*]] = %[[C0B]] to %[[C16]] step %[[C4]]
// CHECK-NOT:         affine.min
// CHECK:             tensor.extract_slice %{{.*}}[%[[I]], %[[J]]] [4, 8] [1, 1] : tensor<16x32xf32> to tensor<4x8xf32>
// CHECK:             linalg.add ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>) outs(%{{.*}} : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK:             tensor.insert_slice %{{.*}} into %{{.*}}[%[[I]], %[[J]]] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<16x32xf32>
// CHECK:         transform.structured.tile_using_for %{{.*}} tile_sizes [4, 8] interchange = [1, 0] :
func.func @interchanged(%a: tensor<16x32xf32>, %b: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.add ins(%a, %a : tensor<16x32xf32>, tensor<16x32xf32>) outs(%b : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %e = transform.structured.match ops{["linalg.add"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.tile_using_for %e tile_sizes [4, 8] interchange = [1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Buffers: the loops carry nothing, the operands become subviews with strided layouts.
// CHECK-DAG:   #[[$BOUND:.*]] = affine_map<(d0)[s0] -> (-d0 + s0, 5)>
// CHECK-LABEL: func.func @buffers
// CHECK-SAME:    (%[[A:.*]]: memref<?x8xf32>, %[[B:.*]]: memref<8x?xf32>, %[[C:.*]]: memref<?x?xf32>)
// CHECK:         %[[D0:.*]] = memref.dim %[[A]], %{{.*}} : memref<?x8xf32>
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %[[D0]] step %{{.*}} {
// CHECK:           %[[M:.*]] = affine.min #[[$BOUND]](%[[I]])[%[[D0]]]
// CHECK:           %[[SA:.*]] = memref.subview %[[A]][%[[I]], 0] [%[[M]], 8] [1, 1] : memref<?x8xf32> to memref<?x8xf32, strided<[8, 1], offset: ?>>
// CHECK:           %[[SC:.*]] = memref.subview %[[C]][%[[I]], 0] [%[[M]], %{{.*}}] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK:           linalg.matmul ins(%[[SA]], %{{.*}} : memref<?x8xf32, strided<[8, 1], offset: ?>>, memref<8x?xf32, strided<[?, 1]>>) outs(%[[SC]] : memref<?x?xf32, strided<[?, 1], offset: ?>>)
// CHECK-NOT:       scf.yield %
// CHECK:         return
func.func @buffers(%a: memref<?x8xf32>, %b: memref<8x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x8xf32>, memref<8x?xf32>) outs(%c : memref<?x?xf32>)
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %m tile_sizes [5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// linalg.index of a tiled dimension is shifted by the loop's induction variable.
// CHECK-DAG:   #[[$SHIFT:.*]] = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @index_offsets
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK:           linalg.generic
// CHECK:             %[[IDX:.*]] = linalg.index 0 : index
// CHECK:             %[[G:.*]] = affine.apply #[[$SHIFT]](%[[I]])[%[[IDX]]]
// CHECK:             arith.index_cast %[[G]] : index to i32
func.func @index_offsets(%o: tensor<12xi32>) -> tensor<12xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%o : tensor<12xi32>) {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i32
    linalg.yield %c : i32
  } -> tensor<12xi32>
  return %0 : tensor<12xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %g tile_sizes [3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Tile sizes from a parameter, from a payload op's index result, and scaled by vscale.
// CHECK-LABEL: func.func @dynamic_sizes
// CHECK:         %[[N:.*]] = call @tile_size() : () -> index
// CHECK:         %[[C4:.*]] = arith.constant 4 : index
// CHECK:         %[[VS:.*]] = vector.vscale
// CHECK:         %[[S:.*]] = arith.muli %[[C4]], %[[VS]] : index
// CHECK:         %[[C6:.*]] = arith.constant 6 : index
// CHECK:         scf.for %{{.*}} step %[[C6]]
// CHECK:           scf.for %{{.*}} step %[[N]]
// CHECK:             scf.for %{{.*}} step %[[S]]
// CHECK:               linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<6x?xf32>, tensor<?x?xf32>) outs(%{{.*}} : tensor<6x?xf32>) -> tensor<6x?xf32>
func.func private @tile_size() -> index
func.func @dynamic_sizes(%a: tensor<30x40xf32>, %b: tensor<40x50xf32>, %c: tensor<30x50xf32>) -> tensor<30x50xf32> {
  %n = func.call @tile_size() : () -> index
  %0 = linalg.matmul ins(%a, %b : tensor<30x40xf32>, tensor<40x50xf32>) outs(%c : tensor<30x50xf32>) -> tensor<30x50xf32>
  return %0 : tensor<30x50xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %call = transform.structured.match ops{["func.call"]} in %root : (!transform.any_op) -> !transform.any_op
    %six = transform.param.constant 6 : i64 -> !transform.param<i64>
    %t, %l:3 = transform.structured.tile_using_for %m tile_sizes [%six, %call, [4]] : (!transform.any_op, !transform.param<i64>, !transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// All sizes 0: nothing is tiled and the op stays.
// CHECK-LABEL: func.func @untiled
// CHECK-NOT:     scf.for
// CHECK:         linalg.copy ins(%{{.*}} : tensor<8xf32>) outs(%{{.*}} : tensor<8xf32>)
func.func @untiled(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.copy ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %t = transform.structured.tile_using_for %c tile_sizes [0] : (!transform.any_op) -> (!transform.any_op)
    transform.yield
  }
}

// -----

func.func @not_linalg() -> tensor<8xf32> {
  // expected-note @below {{target op}}
  %0 = tensor.empty() : tensor<8xf32>
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %e = transform.structured.match ops{["tensor.empty"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{only ops implementing TilingInterface are supported}}
    %t, %l = transform.structured.tile_using_for %e tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @too_many(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{target op}}
  %0 = linalg.copy ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{too many tiles provided, expected at most 1 found 2}}
    %t, %l:2 = transform.structured.tile_using_for %c tile_sizes [2, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.structured.tile_using_for' op expected number of loops to tile (2) to match number of `loops` results (1)}}
    %t, %l = transform.structured.tile_using_for %arg tile_sizes [2, 0, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @two(%a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = linalg.copy ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  %1 = linalg.copy ins(%0 : tensor<8xf32>) outs(%b : tensor<8xf32>) -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{for this parameter}}
    %p = transform.param.constant 2 : i64 -> !transform.param<i64>
    // expected-error @below {{expected as many parameter values (0) as target ops (2)}}
    %t, %l = transform.structured.tile_using_for %c tile_sizes [%p] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
