// One-Shot Bufferize of scf.while (in place; copies in the before-region where the loop swaps its
// arguments), scf.index_switch and scf.forall with tensor.parallel_insert_slice (copies into subviews
// of the shared outputs, in place with function boundaries), with and without function boundaries.
// Several results of one op get their to_tensor in reverse order, as in MLIR.
// RUN: jopt %s -one-shot-bufferize=allow-return-allocs-from-loops | jfilecheck %s --check-prefix=CHECK
// RUN: jopt %s -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | jfilecheck %s --check-prefix=FB

func.func @w(%t: tensor<5xf32>, %n: index) -> tensor<5xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<5xf32>, index) -> (tensor<5xf32>, index) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %a, %i : tensor<5xf32>, index
  } do {
  ^bb0(%b: tensor<5xf32>, %j: index):
    %x = tensor.insert %f into %b[%j] : tensor<5xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %x, %k : tensor<5xf32>, index
  }
  return %r#0 : tensor<5xf32>
}
func.func @swap(%a: tensor<5xf32>, %b: tensor<5xf32>, %c: i1) -> (tensor<5xf32>, tensor<5xf32>) {
  %r:2 = scf.while (%x = %a, %y = %b) : (tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
    scf.condition(%c) %x, %y : tensor<5xf32>, tensor<5xf32>
  } do {
  ^bb0(%x2: tensor<5xf32>, %y2: tensor<5xf32>):
    scf.yield %y2, %x2 : tensor<5xf32>, tensor<5xf32>
  }
  return %r#0, %r#1 : tensor<5xf32>, tensor<5xf32>
}
func.func @sw(%i: index, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.index_switch %i -> tensor<4xf32>
  case 1 {
    scf.yield %a : tensor<4xf32>
  }
  default {
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @fa(%t: tensor<64xf32>, %s: tensor<64xf32>) -> tensor<64xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<64xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 16)>(%i)
    %a = tensor.extract_slice %s[%off] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %b = tensor.extract_slice %o[%off] [16] [1] : tensor<64xf32> to tensor<16xf32>
    %c = linalg.map { arith.addf } ins(%a, %b : tensor<16xf32>, tensor<16xf32>) outs(%b : tensor<16xf32>)
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %c into %o[%off] [16] [1] : tensor<16xf32> into tensor<64xf32>
    }
  }
  return %r : tensor<64xf32>
}
func.func @fa2(%t: tensor<64xf32>, %n: index) -> (tensor<64xf32>, tensor<64xf32>) {
  %cst = arith.constant 0.0 : f32
  %r = scf.forall (%i) = (0) to (%n) step (16) shared_outs(%o = %t) -> (tensor<64xf32>) {
    %e = tensor.empty() : tensor<16xf32>
    %c = linalg.fill ins(%cst : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %c into %o[%i] [16] [1] : tensor<16xf32> into tensor<64xf32>
    }
  } {mapping = [#gpu.thread<x>]}
  return %r, %t : tensor<64xf32>, tensor<64xf32>
}

// CHECK: #map = affine_map<(d0) -> (d0 * 16)>
// CHECK-LABEL: func.func @w(
// CHECK-SAME: %arg0: tensor<5xf32>, %arg1: index) -> tensor<5xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32>
// CHECK-NEXT: %1:2 = scf.while (%arg2 = %alloc, %arg3 = %c0) : (memref<5xf32>, index) -> (memref<5xf32>, index) {
// CHECK-NEXT: %3 = arith.cmpi slt, %arg3, %arg1 : index
// CHECK-NEXT: scf.condition(%3) %arg2, %arg3 : memref<5xf32>, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: memref<5xf32>, %arg3: index):
// CHECK-NEXT: memref.store %cst, %arg2[%arg3] : memref<5xf32>
// CHECK-NEXT: %3 = arith.addi %arg3, %c1 : index
// CHECK-NEXT: scf.yield %arg2, %3 : memref<5xf32>, index
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %1#0 : memref<5xf32> to tensor<5xf32>
// CHECK-NEXT: return %2 : tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @swap(
// CHECK-SAME: %arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: i1) -> (tensor<5xf32>, tensor<5xf32>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: memref.copy %0, %alloc_0 : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32>
// CHECK-NEXT: %2:2 = scf.while (%arg3 = %alloc, %arg4 = %alloc_0) : (memref<5xf32>, memref<5xf32>) -> (memref<5xf32>, memref<5xf32>) {
// CHECK-NEXT: %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: memref.copy %arg3, %alloc_1 : memref<5xf32> to memref<5xf32>
// CHECK-NEXT: %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: memref.copy %arg4, %alloc_2 : memref<5xf32> to memref<5xf32>
// CHECK-NEXT: scf.condition(%arg2) %alloc_1, %alloc_2 : memref<5xf32>, memref<5xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: memref<5xf32>, %arg4: memref<5xf32>):
// CHECK-NEXT: scf.yield %arg4, %arg3 : memref<5xf32>, memref<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = bufferization.to_tensor %2#1 : memref<5xf32> to tensor<5xf32>
// CHECK-NEXT: %4 = bufferization.to_tensor %2#0 : memref<5xf32> to tensor<5xf32>
// CHECK-NEXT: return %4, %3 : tensor<5xf32>, tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sw(
// CHECK-SAME: %arg0: index, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %2 = scf.index_switch %arg0 -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// CHECK-NEXT: return %3 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fa(
// CHECK-SAME: %arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<64xf32> to memref<64xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<64xf32> to memref<64xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<64xf32, strided<[?], offset: ?>> to memref<64xf32>
// CHECK-NEXT: scf.forall (%arg2) in (4) {
// CHECK-NEXT: %3 = affine.apply #map(%arg2)
// CHECK-NEXT: %subview = memref.subview %0[%3] [16] [1] : memref<64xf32, strided<[?], offset: ?>> to memref<16xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %alloc[%3] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: ?>>
// CHECK-NEXT: linalg.map { arith.addf } ins(%subview, %subview_0 : memref<16xf32, strided<[?], offset: ?>>, memref<16xf32, strided<[1], offset: ?>>) outs(%subview_0 : memref<16xf32, strided<[1], offset: ?>>)
// CHECK-NEXT: %subview_1 = memref.subview %alloc[%3] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %subview_0, %subview_1 : memref<16xf32, strided<[1], offset: ?>> to memref<16xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc : memref<64xf32> to tensor<64xf32>
// CHECK-NEXT: return %2 : tensor<64xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fa2(
// CHECK-SAME: %arg0: tensor<64xf32>, %arg1: index) -> (tensor<64xf32>, tensor<64xf32>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<64xf32> to memref<64xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<64xf32, strided<[?], offset: ?>> to memref<64xf32>
// CHECK-NEXT: scf.forall (%arg2) = (0) to (%arg1) step (16) {
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<16xf32>)
// CHECK-NEXT: %subview = memref.subview %alloc[%arg2] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %alloc_0, %subview : memref<16xf32> to memref<16xf32, strided<[1], offset: ?>>
// CHECK-NEXT: } {mapping = [#gpu.thread<x>]}
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<64xf32> to tensor<64xf32>
// CHECK-NEXT: return %1, %arg0 : tensor<64xf32>, tensor<64xf32>
// CHECK-NEXT: }

// FB: #map = affine_map<(d0) -> (d0 * 16)>
// FB-LABEL: func.func @w(
// FB-SAME: %arg0: memref<5xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<5xf32, strided<[?], offset: ?>> {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %cst = arith.constant 1.000000e+00 : f32
// FB-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %c0) : (memref<5xf32, strided<[?], offset: ?>>, index) -> (memref<5xf32, strided<[?], offset: ?>>, index) {
// FB-NEXT: %1 = arith.cmpi slt, %arg3, %arg1 : index
// FB-NEXT: scf.condition(%1) %arg2, %arg3 : memref<5xf32, strided<[?], offset: ?>>, index
// FB-NEXT: } do {
// FB-NEXT: ^bb0(%arg2: memref<5xf32, strided<[?], offset: ?>>, %arg3: index):
// FB-NEXT: memref.store %cst, %arg2[%arg3] : memref<5xf32, strided<[?], offset: ?>>
// FB-NEXT: %1 = arith.addi %arg3, %c1 : index
// FB-NEXT: scf.yield %arg2, %1 : memref<5xf32, strided<[?], offset: ?>>, index
// FB-NEXT: }
// FB-NEXT: return %0#0 : memref<5xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @swap(
// FB-SAME: %arg0: memref<5xf32, strided<[?], offset: ?>>, %arg1: memref<5xf32, strided<[?], offset: ?>>, %arg2: i1) -> (memref<5xf32>, memref<5xf32>) {
// FB-NEXT: %0:2 = scf.while (%arg3 = %arg0, %arg4 = %arg1) : (memref<5xf32, strided<[?], offset: ?>>, memref<5xf32, strided<[?], offset: ?>>) -> (memref<5xf32>, memref<5xf32>) {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// FB-NEXT: memref.copy %arg3, %alloc : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32>
// FB-NEXT: %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// FB-NEXT: memref.copy %arg4, %alloc_1 : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32>
// FB-NEXT: scf.condition(%arg2) %alloc, %alloc_1 : memref<5xf32>, memref<5xf32>
// FB-NEXT: } do {
// FB-NEXT: ^bb0(%arg3: memref<5xf32>, %arg4: memref<5xf32>):
// FB-NEXT: %cast_1 = memref.cast %arg4 : memref<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// FB-NEXT: %cast_2 = memref.cast %arg3 : memref<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// FB-NEXT: scf.yield %cast_1, %cast_2 : memref<5xf32, strided<[?], offset: ?>>, memref<5xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: %cast = memref.cast %0#0 : memref<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// FB-NEXT: %cast_0 = memref.cast %0#1 : memref<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// FB-NEXT: return %0#0, %0#1 : memref<5xf32>, memref<5xf32>
// FB-NEXT: }
// FB-LABEL: func.func @sw(
// FB-SAME: %arg0: index, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// FB-NEXT: %0 = scf.index_switch %arg0 -> memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: case 1 {
// FB-NEXT: scf.yield %arg1 : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: default {
// FB-NEXT: scf.yield %arg2 : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: return %0 : memref<4xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @fa(
// FB-SAME: %arg0: memref<64xf32, strided<[?], offset: ?>>, %arg1: memref<64xf32, strided<[?], offset: ?>>) -> memref<64xf32, strided<[?], offset: ?>> {
// FB-NEXT: scf.forall (%arg2) in (4) {
// FB-NEXT: %0 = affine.apply #map(%arg2)
// FB-NEXT: %subview = memref.subview %arg1[%0] [16] [1] : memref<64xf32, strided<[?], offset: ?>> to memref<16xf32, strided<[?], offset: ?>>
// FB-NEXT: %subview_0 = memref.subview %arg0[%0] [16] [1] : memref<64xf32, strided<[?], offset: ?>> to memref<16xf32, strided<[?], offset: ?>>
// FB-NEXT: linalg.map { arith.addf } ins(%subview, %subview_0 : memref<16xf32, strided<[?], offset: ?>>, memref<16xf32, strided<[?], offset: ?>>) outs(%subview_0 : memref<16xf32, strided<[?], offset: ?>>)
// FB-NEXT: %subview_1 = memref.subview %arg0[%0] [16] [1] : memref<64xf32, strided<[?], offset: ?>> to memref<16xf32, strided<[?], offset: ?>>
// FB-NEXT: memref.copy %subview_0, %subview_1 : memref<16xf32, strided<[?], offset: ?>> to memref<16xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-NEXT: return %arg0 : memref<64xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @fa2(
// FB-SAME: %arg0: memref<64xf32, strided<[?], offset: ?>>, %arg1: index) -> (memref<64xf32>, memref<64xf32, strided<[?], offset: ?>>) {
// FB-NEXT: %cst = arith.constant 0.000000e+00 : f32
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
// FB-NEXT: memref.copy %arg0, %alloc : memref<64xf32, strided<[?], offset: ?>> to memref<64xf32>
// FB-NEXT: scf.forall (%arg2) = (0) to (%arg1) step (16) {
// FB-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// FB-NEXT: linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<16xf32>)
// FB-NEXT: %subview = memref.subview %alloc[%arg2] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: ?>>
// FB-NEXT: memref.copy %alloc_0, %subview : memref<16xf32> to memref<16xf32, strided<[1], offset: ?>>
// FB-NEXT: } {mapping = [#gpu.thread<x>]}
// FB-NEXT: %cast = memref.cast %alloc : memref<64xf32> to memref<64xf32, strided<[?], offset: ?>>
// FB-NEXT: return %alloc, %arg0 : memref<64xf32>, memref<64xf32, strided<[?], offset: ?>>
// FB-NEXT: }
