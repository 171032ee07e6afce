// drop-equivalent-buffer-results: results of a private function that are its arguments (through a cast)
// are dropped and callers use what they passed (cast back where the types differ); public functions keep theirs.
// RUN: jopt %s -drop-equivalent-buffer-results | jfilecheck %s

func.func private @callee(%a: memref<4xf32>, %b: memref<?xf32>) -> (memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>, f32) {
  %c = memref.cast %b : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %f = arith.constant 1.0 : f32
  return %a, %c, %f : memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>, f32
}
func.func @pub(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
func.func @main(%a: memref<4xf32>, %b: memref<?xf32>) -> f32 {
  %0:3 = call @callee(%a, %b) : (memref<4xf32>, memref<?xf32>) -> (memref<4xf32>, memref<?xf32, strided<[?], offset: ?>>, f32)
  %1 = call @pub(%0#0) : (memref<4xf32>) -> memref<4xf32>
  return %0#2 : f32
}

// CHECK-LABEL: func.func private @callee(%arg0: memref<4xf32>, %arg1: memref<?xf32>) -> f32 {
// CHECK-NEXT: %cast = memref.cast %arg1 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pub(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: return %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @main(%arg0: memref<4xf32>, %arg1: memref<?xf32>) -> f32 {
// CHECK-NEXT: %0 = call @callee(%arg0, %arg1) : (memref<4xf32>, memref<?xf32>) -> f32
// CHECK-NEXT: %cast = memref.cast %arg1 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = call @pub(%arg0) : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
