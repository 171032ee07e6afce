// One-Shot Analysis decisions (test-analysis-only) for scf.while, scf.index_switch, scf.forall with
// tensor.parallel_insert_slice and a matching extract_slice/insert_slice pair, with and without
// function boundaries; unknown ops (func.return without function boundaries) are analyzed and
// annotated too, as in MLIR.
// RUN: jopt %s -one-shot-bufferize="test-analysis-only allow-return-allocs-from-loops" | jfilecheck %s --check-prefix=CHECK
// RUN: jopt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops" | jfilecheck %s --check-prefix=FB

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
func.func @pair(%t: tensor<10x10xf32>, %i: index, %f: f32) -> tensor<10x10xf32> {
  %s = tensor.extract_slice %t[%i, 0] [2, 10] [1, 1] : tensor<10x10xf32> to tensor<2x10xf32>
  %fill = linalg.fill ins(%f : f32) outs(%s : tensor<2x10xf32>) -> tensor<2x10xf32>
  %r = tensor.insert_slice %fill into %t[%i, 0] [2, 10] [1, 1] : tensor<2x10xf32> into tensor<10x10xf32>
  return %r : tensor<10x10xf32>
}

// CHECK: #map = affine_map<(d0) -> (d0 * 16)>
// CHECK-LABEL: func.func @w(
// CHECK-SAME: %arg0: tensor<5xf32>, %arg1: index) -> tensor<5xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %c0) : (tensor<5xf32>, index) -> (tensor<5xf32>, index) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg1 : index
// CHECK-NEXT: scf.condition(%1) {__inplace_operands_attr__ = ["none", "true", "none"]} %arg2, %arg3 : tensor<5xf32>, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: tensor<5xf32>, %arg3: index):
// CHECK-NEXT: %inserted = tensor.insert %cst into %arg2[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<5xf32>
// CHECK-NEXT: %1 = arith.addi %arg3, %c1 : index
// CHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted, %1 : tensor<5xf32>, index
// CHECK-NEXT: } attributes {__inplace_operands_attr__ = ["false", "none"]}
// CHECK-NEXT: return {__inplace_operands_attr__ = ["true"]} %0#0 : tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @swap(
// CHECK-SAME: %arg0: tensor<5xf32>, %arg1: tensor<5xf32>, %arg2: i1) -> (tensor<5xf32>, tensor<5xf32>) {
// CHECK-NEXT: %0:2 = scf.while (%arg3 = %arg0, %arg4 = %arg1) : (tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
// CHECK-NEXT: scf.condition(%arg2) {__inplace_operands_attr__ = ["none", "true", "true"]} %arg3, %arg4 : tensor<5xf32>, tensor<5xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: tensor<5xf32>, %arg4: tensor<5xf32>):
// CHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true", "true"]} %arg4, %arg3 : tensor<5xf32>, tensor<5xf32>
// CHECK-NEXT: } attributes {__inplace_operands_attr__ = ["false", "false"]}
// CHECK-NEXT: return {__inplace_operands_attr__ = ["true", "true"]} %0#0, %0#1 : tensor<5xf32>, tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sw(
// CHECK-SAME: %arg0: index, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> tensor<4xf32>
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %arg2 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fa(
// CHECK-SAME: %arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<64xf32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg2)
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg1[%1] [16] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<64xf32> to tensor<16xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg3[%1] [16] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<64xf32> to tensor<16xf32>
// CHECK-NEXT: %mapped = linalg.map { arith.addf } ins(%extracted_slice, %extracted_slice_0 : tensor<16xf32>, tensor<16xf32>) outs(%extracted_slice_0 : tensor<16xf32>) {__inplace_operands_attr__ = ["true", "true", "true"]}
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %mapped into %arg3[%1] [16] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<16xf32> into tensor<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } {__inplace_operands_attr__ = ["false"]}
// CHECK-NEXT: return {__inplace_operands_attr__ = ["true"]} %0 : tensor<64xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fa2(
// CHECK-SAME: %arg0: tensor<64xf32>, %arg1: index) -> (tensor<64xf32>, tensor<64xf32>) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = scf.forall (%arg2) = (0) to (%arg1) step (16) shared_outs(%arg3 = %arg0) -> (tensor<64xf32>) {
// CHECK-NEXT: %1 = tensor.empty() : tensor<16xf32>
// CHECK-NEXT: %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst : f32) outs(%1 : tensor<16xf32>) -> tensor<16xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %2 into %arg3[%arg2] [16] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<16xf32> into tensor<64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } {__inplace_operands_attr__ = ["none", "false"], mapping = [#gpu.thread<x>]}
// CHECK-NEXT: return {__inplace_operands_attr__ = ["true", "false"]} %0, %arg0 : tensor<64xf32>, tensor<64xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pair(
// CHECK-SAME: %arg0: tensor<10x10xf32>, %arg1: index, %arg2: f32) -> tensor<10x10xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [2, 10] [1, 1] {__inplace_operands_attr__ = ["false", "none"]} : tensor<10x10xf32> to tensor<2x10xf32>
// CHECK-NEXT: %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%extracted_slice : tensor<2x10xf32>) -> tensor<2x10xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg0[%arg1, 0] [2, 10] [1, 1] {__inplace_operands_attr__ = ["true", "false", "none"]} : tensor<2x10xf32> into tensor<10x10xf32>
// CHECK-NEXT: return {__inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<10x10xf32>
// CHECK-NEXT: }

// FB: #map = affine_map<(d0) -> (d0 * 16)>
// FB-LABEL: func.func @w(
// FB-SAME: %arg0: tensor<5xf32> {bufferization.access = "read-write"}, %arg1: index) -> tensor<5xf32> {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %cst = arith.constant 1.000000e+00 : f32
// FB-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %c0) : (tensor<5xf32>, index) -> (tensor<5xf32>, index) {
// FB-NEXT: %1 = arith.cmpi slt, %arg3, %arg1 : index
// FB-NEXT: scf.condition(%1) {__inplace_operands_attr__ = ["none", "true", "none"]} %arg2, %arg3 : tensor<5xf32>, index
// FB-NEXT: } do {
// FB-NEXT: ^bb0(%arg2: tensor<5xf32>, %arg3: index):
// FB-NEXT: %inserted = tensor.insert %cst into %arg2[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<5xf32>
// FB-NEXT: %1 = arith.addi %arg3, %c1 : index
// FB-NEXT: scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted, %1 : tensor<5xf32>, index
// FB-NEXT: } attributes {__inplace_operands_attr__ = ["true", "none"]}
// FB-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0#0 : tensor<5xf32>
// FB-NEXT: }
// FB-LABEL: func.func @swap(
// FB-SAME: %arg0: tensor<5xf32> {bufferization.access = "read-write"}, %arg1: tensor<5xf32> {bufferization.access = "read-write"}, %arg2: i1) -> (tensor<5xf32>, tensor<5xf32>) {
// FB-NEXT: %0:2 = scf.while (%arg3 = %arg0, %arg4 = %arg1) : (tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
// FB-NEXT: scf.condition(%arg2) {__inplace_operands_attr__ = ["none", "true", "true"]} %arg3, %arg4 : tensor<5xf32>, tensor<5xf32>
// FB-NEXT: } do {
// FB-NEXT: ^bb0(%arg3: tensor<5xf32>, %arg4: tensor<5xf32>):
// FB-NEXT: scf.yield {__inplace_operands_attr__ = ["true", "true"]} %arg4, %arg3 : tensor<5xf32>, tensor<5xf32>
// FB-NEXT: } attributes {__inplace_operands_attr__ = ["true", "true"]}
// FB-NEXT: return {__inplace_operands_attr__ = ["true", "true"]} %0#0, %0#1 : tensor<5xf32>, tensor<5xf32>
// FB-NEXT: }
// FB-LABEL: func.func @sw(
// FB-SAME: %arg0: index, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: tensor<4xf32> {bufferization.access = "read"}) -> tensor<4xf32> {
// FB-NEXT: %0 = scf.index_switch %arg0 -> tensor<4xf32>
// FB-NEXT: case 1 {
// FB-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<4xf32>
// FB-NEXT: }
// FB-NEXT: default {
// FB-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} %arg2 : tensor<4xf32>
// FB-NEXT: }
// FB-NEXT: return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// FB-NEXT: }
// FB-LABEL: func.func @fa(
// FB-SAME: %arg0: tensor<64xf32> {bufferization.access = "read-write"}, %arg1: tensor<64xf32> {bufferization.access = "read"}) -> tensor<64xf32> {
// FB-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<64xf32>) {
// FB-NEXT: %1 = affine.apply #map(%arg2)
// FB-NEXT: %extracted_slice = tensor.extract_slice %arg1[%1] [16] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<64xf32> to tensor<16xf32>
// FB-NEXT: %extracted_slice_0 = tensor.extract_slice %arg3[%1] [16] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<64xf32> to tensor<16xf32>
// FB-NEXT: %mapped = linalg.map { arith.addf } ins(%extracted_slice, %extracted_slice_0 : tensor<16xf32>, tensor<16xf32>) outs(%extracted_slice_0 : tensor<16xf32>) {__inplace_operands_attr__ = ["true", "true", "true"]}
// FB-NEXT: scf.forall.in_parallel {
// FB-NEXT: tensor.parallel_insert_slice %mapped into %arg3[%1] [16] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<16xf32> into tensor<64xf32>
// FB-NEXT: }
// FB-NEXT: } {__inplace_operands_attr__ = ["true"]}
// FB-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<64xf32>
// FB-NEXT: }
// FB-LABEL: func.func @fa2(
// FB-SAME: %arg0: tensor<64xf32> {bufferization.access = "read"}, %arg1: index) -> (tensor<64xf32>, tensor<64xf32>) {
// FB-NEXT: %cst = arith.constant 0.000000e+00 : f32
// FB-NEXT: %0 = scf.forall (%arg2) = (0) to (%arg1) step (16) shared_outs(%arg3 = %arg0) -> (tensor<64xf32>) {
// FB-NEXT: %1 = tensor.empty() : tensor<16xf32>
// FB-NEXT: %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst : f32) outs(%1 : tensor<16xf32>) -> tensor<16xf32>
// FB-NEXT: scf.forall.in_parallel {
// FB-NEXT: tensor.parallel_insert_slice %2 into %arg3[%arg2] [16] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<16xf32> into tensor<64xf32>
// FB-NEXT: }
// FB-NEXT: } {__inplace_operands_attr__ = ["none", "false"], mapping = [#gpu.thread<x>]}
// FB-NEXT: return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]} %0, %arg0 : tensor<64xf32>, tensor<64xf32>
// FB-NEXT: }
// FB-LABEL: func.func @pair(
// FB-SAME: %arg0: tensor<10x10xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<10x10xf32> {
// FB-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [2, 10] [1, 1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<10x10xf32> to tensor<2x10xf32>
// FB-NEXT: %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%extracted_slice : tensor<2x10xf32>) -> tensor<2x10xf32>
// FB-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg0[%arg1, 0] [2, 10] [1, 1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2x10xf32> into tensor<10x10xf32>
// FB-NEXT: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<10x10xf32>
// FB-NEXT: }
