// The deallocation pipeline after One-Shot Bufferize: a temporary freed before the return, a loop
// that updates a fresh copy in place (returned without a further copy), and an argument written in
// place and returned (the caller gets a clone it owns).
// RUN: jopt %s -one-shot-bufferize="bufferize-function-boundaries" -buffer-deallocation-pipeline | jfilecheck %s

#id = affine_map<(d0) -> (d0)>
// A temporary freed before the return; the result, a fresh buffer, is returned without a copy.
func.func @temp(%a: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<?xf32>
  %e2 = tensor.empty(%n) : tensor<?xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%t, %a : tensor<?xf32>, tensor<?xf32>) outs(%e2 : tensor<?xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %y = arith.addf %x, %z : f32
    linalg.yield %y : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// A loop updating a copy of the argument in place: the copy is returned as is.
func.func @loop(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %a2 = tensor.insert %f into %a[%i] : tensor<8xf32>
    scf.yield %a2 : tensor<8xf32>
  }
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  %r2 = tensor.insert %x into %r[%c1] : tensor<8xf32>
  return %r2 : tensor<8xf32>
}

// Returning an argument written in place: the caller gets a clone it owns.
func.func @inplace(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 2.0 : f32
  %r = tensor.insert %f into %t[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @temp(%arg0: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<?xf32, strided<[?], offset: ?>>) outs(%alloc : memref<?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = arith.mulf %in, %in : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_0 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%alloc, %arg0 : memref<?xf32>, memref<?xf32, strided<[?], offset: ?>>) outs(%alloc_0 : memref<?xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %0 = arith.addf %in, %in_1 : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: return %alloc_0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<8xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: memref.store %cst, %alloc[%arg2] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.store %0, %alloc[%c1] : memref<8xf32>
// CHECK-NEXT: return %alloc : memref<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inplace(%arg0: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: memref.store %cst, %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
