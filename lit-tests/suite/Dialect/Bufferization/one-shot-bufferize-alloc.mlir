// Allocating tensor ops under One-Shot Bufferize: tensor.splat (an alloc filled by linalg.map), dense
// constants of rank 1 and 0 (private globals named after their shape), and a loop yielding a fresh tensor,
// which needs allow-return-allocs-from-loops (without it: the error on the yield).
// RUN: jopt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | jfilecheck %s
// RUN: jopt %s -split-input-file -one-shot-bufferize="bufferize-function-boundaries" -verify-diagnostics -o /dev/null

func.func @f(%v: f32, %n: index) -> (tensor<?x4xf32>, tensor<2xi32>, tensor<i64>) {
  %s = tensor.splat %v[%n] : tensor<?x4xf32>
  %c = arith.constant dense<[1, 2]> : tensor<2xi32>
  %d = arith.constant dense<7> : tensor<i64>
  return %s, %c, %d : tensor<?x4xf32>, tensor<2xi32>, tensor<i64>
}

// CHECK: memref.global "private" constant @__constant_xi64 : memref<i64> = dense<7> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @__constant_2xi32 : memref<2xi32> = dense<[1, 2]> {alignment = 64 : i64}
// CHECK-NEXT: func.func @f(%arg0: f32, %arg1: index) -> (memref<?x4xf32>, memref<2xi32>, memref<i64>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<?x4xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: linalg.yield %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.get_global @__constant_2xi32 : memref<2xi32>
// CHECK-NEXT: %1 = memref.get_global @__constant_xi64 : memref<i64>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast_0 = memref.cast %0 : memref<2xi32> to memref<2xi32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_1 = memref.cast %1 : memref<i64> to memref<i64, strided<[], offset: ?>>
// CHECK-NEXT: return %alloc, %0, %1 : memref<?x4xf32>, memref<2xi32>, memref<i64>
// CHECK-NEXT: }

// -----

func.func @f(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %g = linalg.copy ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    // expected-error @+1 {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @f(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.copy ins(%arg3 : memref<4xf32, strided<[?], offset: ?>>) outs(%alloc : memref<4xf32>)
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
