// normalize-memrefs across calls: argument and result types change in callee and callers
// together (a caller's signature follows the results it returns), external declarations get normalized
// signatures, and call results are rewritten like allocations.
// RUN: jopt %s -normalize-memrefs | jfilecheck %s

// CHECK: #map = affine_map<(d0) -> (-d0 + 15)>
// CHECK-NEXT: #map1 = affine_map<() -> (0)>
// CHECK-NEXT: #map2 = affine_map<() -> (1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func private @ext(memref<4x4xf32>) -> memref<8x1x8xf32>
// CHECK-LABEL: func.func @callee(%arg0: memref<4x4xf32>, %arg1: index) -> memref<4x4xf32> {
// CHECK-NEXT: affine.for %arg2 = 0 to 16 {
// CHECK-NEXT: %3 = affine.load %arg0[%arg2 floordiv 4, %arg2 mod 4] : memref<4x4xf32>
// CHECK-NEXT: %4 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.store %3, %arg0[(-%arg2 + 15) floordiv 4, -%arg2 - ((-%arg2 + 15) floordiv 4) * 4 + 15] : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = affine.apply #map1()
// CHECK-NEXT: %1 = affine.apply #map2()
// CHECK-NEXT: %2 = memref.load %arg0[%0, %1] : memref<4x4xf32>
// CHECK-NEXT: return %arg0 : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller(%arg0: index) -> memref<4x4xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: %0 = call @callee(%alloc, %arg0) : (memref<4x4xf32>, index) -> memref<4x4xf32>
// CHECK-NEXT: %1 = call @ext(%0) : (memref<4x4xf32>) -> memref<8x1x8xf32>
// CHECK-NEXT: affine.for %arg1 = 0 to 8 {
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: %2 = affine.load %1[%arg2, %arg1 floordiv 8, %arg1 mod 8] : memref<8x1x8xf32>
// CHECK-NEXT: affine.store %2, %1[%arg1, %arg2 floordiv 8, %arg2 mod 8] : memref<8x1x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @top() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = call @caller(%c0) : (index) -> memref<4x4xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<4x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
#t2 = affine_map<(d0, d1) -> (d1, d0 floordiv 8, d0 mod 8)>
func.func private @ext(memref<16xf32, #tile>) -> memref<8x8xf32, #t2>
func.func @callee(%m: memref<16xf32, #tile>, %n: index) -> memref<16xf32, #tile> {
  affine.for %i = 0 to 16 {
    %v = affine.load %m[%i] : memref<16xf32, #tile>
    affine.store %v, %m[15 - %i] : memref<16xf32, #tile>
  }
  %c1 = arith.constant 1 : index
  %w = memref.load %m[%c1] : memref<16xf32, #tile>
  return %m : memref<16xf32, #tile>
}
func.func @caller(%n: index) -> memref<16xf32, #tile> {
  %a = memref.alloc() : memref<16xf32, #tile>
  %r = call @callee(%a, %n) : (memref<16xf32, #tile>, index) -> memref<16xf32, #tile>
  %e = call @ext(%r) : (memref<16xf32, #tile>) -> memref<8x8xf32, #t2>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %e[%i, %j] : memref<8x8xf32, #t2>
      affine.store %v, %e[%j, %i] : memref<8x8xf32, #t2>
    }
  }
  return %r : memref<16xf32, #tile>
}
func.func @top() {
  %c = arith.constant 0 : index
  %x = func.call @caller(%c) : (index) -> memref<16xf32, #tile>
  memref.dealloc %x : memref<16xf32, #tile>
  return
}
