// One-Shot Bufferize with function boundaries: a matmul that writes into its argument in place, a loop
// whose iter_arg aliases a tensor read after the loop (copied before it), a dense constant (a private
// memref.global), slices (subviews and a copy), a cast and a select of two buffers.
// RUN: jopt %s -one-shot-bufferize="bufferize-function-boundaries" | jfilecheck %s
// RUN: jopt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | jfilecheck %s --check-prefix=ANALYSIS

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @mm(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @loop(%t: tensor<8xf32>, %n: index) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %v = tensor.extract %a[%i] : tensor<8xf32>
    %w = arith.addf %v, %f : f32
    %a2 = tensor.insert %w into %a[%i] : tensor<8xf32>
    scf.yield %a2 : tensor<8xf32>
  }
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  return %r, %x : tensor<8xf32>, f32
}
func.func @main(%n: index) -> f32 {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %r:2 = call @loop(%c, %n) : (tensor<8xf32>, index) -> (tensor<8xf32>, f32)
  %e = tensor.empty() : tensor<4x4xf32>
  %s = tensor.extract_slice %r#0[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %z = tensor.insert_slice %s into %e[1, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<4x4xf32>
  %cc = tensor.cast %z : tensor<4x4xf32> to tensor<?x?xf32>
  %m = call @mm(%cc, %cc, %cc) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %c3 = arith.constant 3 : index
  %q = tensor.extract %m[%c3, %c3] : tensor<?x?xf32>
  %b = arith.cmpf ogt, %q, %r#1 : f32
  %sel = arith.select %b, %r#0, %c : tensor<8xf32>
  %y = tensor.extract %sel[%c3] : tensor<8xf32>
  return %y : f32
}

// CHECK-LABEL: memref.global "private" constant @__constant_8xf32 : memref<8xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> {alignment = 64 : i64}
// CHECK-LABEL: func.func @mm(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg2: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%arg2 : memref<?x?xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: return %arg2 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: index) -> (memref<8xf32>, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %alloc) -> (memref<8xf32>) {
// CHECK-NEXT: %2 = memref.load %arg3[%arg2] : memref<8xf32>
// CHECK-NEXT: %3 = arith.addf %2, %cst : f32
// CHECK-NEXT: memref.store %3, %arg3[%arg2] : memref<8xf32>
// CHECK-NEXT: scf.yield %arg3 : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %arg0[%c0] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %0, %1 : memref<8xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(%arg0: index) -> f32 {
// CHECK-NEXT: %0 = memref.get_global @__constant_8xf32 : memref<8xf32>
// CHECK-NEXT: %cast = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1:2 = call @loop(%cast, %arg0) : (memref<8xf32, strided<[?], offset: ?>>, index) -> (memref<8xf32>, f32)
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CHECK-NEXT: %subview = memref.subview %1#0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT: %subview_0 = memref.subview %alloc[1, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT: memref.copy %subview, %subview_0 : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT: %cast_1 = memref.cast %alloc : memref<4x4xf32> to memref<?x?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %cast_1, %c0 : memref<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_2 = memref.dim %cast_1, %c1 : memref<?x?xf32>
// CHECK-NEXT: %alloc_3 = memref.alloc(%dim, %dim_2) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT: memref.copy %cast_1, %alloc_3 : memref<?x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %cast_4 = memref.cast %cast_1 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast_5 = memref.cast %cast_1 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast_6 = memref.cast %alloc_3 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = call @mm(%cast_4, %cast_5, %cast_6) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %3 = memref.load %2[%c3, %c3] : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %4 = arith.cmpf ogt, %3, %1#1 : f32
// CHECK-NEXT: %5 = arith.select %4, %1#0, %0 : memref<8xf32>
// CHECK-NEXT: %6 = memref.load %5[%c3] : memref<8xf32>
// CHECK-NEXT: return %6 : f32
// CHECK-NEXT: }

// ANALYSIS: func.func @mm(%arg0: tensor<?x?xf32> {bufferization.access = "read"}, %arg1: tensor<?x?xf32> {bufferization.access = "read"}, %arg2: tensor<?x?xf32> {bufferization.access = "read-write"}) -> tensor<?x?xf32> {
// ANALYSIS: %0 = linalg.matmul {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
// ANALYSIS: return {__equivalent_func_args__ = [2], __inplace_operands_attr__ = ["true"]} %0 : tensor<?x?xf32>
// ANALYSIS: func.func @loop(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: index) -> (tensor<8xf32>, f32) {
// ANALYSIS: %extracted_0 = tensor.extract %arg3[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// ANALYSIS: %inserted = tensor.insert %1 into %arg3[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// ANALYSIS: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// ANALYSIS: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS: %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// ANALYSIS: return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<8xf32>, f32
// ANALYSIS: func.func @main(%arg0: index) -> f32 {
// ANALYSIS: %0:2 = call @loop(%cst, %arg0) {__inplace_operands_attr__ = ["true", "none"]} : (tensor<8xf32>, index) -> (tensor<8xf32>, f32)
// ANALYSIS: %extracted_slice = tensor.extract_slice %0#0[2] [4] [1] {__inplace_operands_attr__ = ["true"]} : tensor<8xf32> to tensor<4xf32>
// ANALYSIS: %inserted_slice = tensor.insert_slice %extracted_slice into %1[1, 0] [1, 4] [1, 1] {__inplace_operands_attr__ = ["true", "true"]} : tensor<4xf32> into tensor<4x4xf32>
// ANALYSIS: %cast = tensor.cast %inserted_slice {__inplace_operands_attr__ = ["true"]} : tensor<4x4xf32> to tensor<?x?xf32>
// ANALYSIS: %2 = call @mm(%cast, %cast, %cast) {__inplace_operands_attr__ = ["true", "true", "false"]} : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// ANALYSIS: %extracted = tensor.extract %2[%c3, %c3] {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<?x?xf32>
// ANALYSIS: %4 = arith.select %3, %0#0, %cst {__inplace_operands_attr__ = ["none", "true", "true"]} : tensor<8xf32>
// ANALYSIS: %extracted_0 = tensor.extract %4[%c3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// ANALYSIS: return %extracted_0 : f32
