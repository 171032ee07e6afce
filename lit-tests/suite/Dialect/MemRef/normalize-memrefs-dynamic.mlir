// normalize-memrefs with dynamic sizes: a layout result that uses a dynamic dimension is
// dynamic; a dynamic alloc computes the new sizes from the old ones (static ones as constants) through
// the layout, a tile's floordiv as ceildiv.
// RUN: jopt %s -normalize-memrefs | jfilecheck %s

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (3)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @dyn(%arg0: memref<?x2x32xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x2x32xf32>
// CHECK-NEXT: %0 = affine.apply #map(%arg1)
// CHECK-NEXT: %1 = affine.apply #map(%arg1)
// CHECK-NEXT: %2 = affine.load %arg0[symbol(%arg1), symbol(%arg1) floordiv 32, symbol(%arg1) mod 32] : memref<?x2x32xf32>
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %3 = affine.apply #map1(%dim, %c64)
// CHECK-NEXT: %alloc = memref.alloc(%3) : memref<?x2x32xf32>
// CHECK-NEXT: %4 = affine.apply #map(%arg1)
// CHECK-NEXT: %5 = affine.apply #map2(%arg1)
// CHECK-NEXT: affine.store %2, %alloc[symbol(%arg1), 0, 3] : memref<?x2x32xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?x2x32xf32>
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

#tile = affine_map<(d0, d1) -> (d0, d1 floordiv 32, d1 mod 32)>
func.func @dyn(%m: memref<?x64xf32, #tile>, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x64xf32, #tile>
  %v = affine.load %m[%i, %i] : memref<?x64xf32, #tile>
  %a = memref.alloc(%d) : memref<?x64xf32, #tile>
  affine.store %v, %a[%i, 3] : memref<?x64xf32, #tile>
  memref.dealloc %a : memref<?x64xf32, #tile>
  return %v : f32
}
