// normalize-memrefs on tiled allocations: alloc/alloca get the identity layout and the
// tiled shape; affine.load/store index it through the layout composed into their maps (a non-identity
// access map leaves its per-result affine.apply behind, as mlir-opt 22 does); memref.load/store get one
// affine.apply per new index; dealloc just takes the new memref.
// RUN: jopt %s -normalize-memrefs | jfilecheck %s

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 mod 4)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @tiled(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<16x4xf32>
// CHECK-NEXT: affine.store %arg1, %alloc[symbol(%arg0) floordiv 4, symbol(%arg0) mod 4] : memref<16x4xf32>
// CHECK-NEXT: %0 = affine.apply #map(%arg0)
// CHECK-NEXT: %1 = affine.load %alloc[(symbol(%arg0) + 1) floordiv 4, symbol(%arg0) - ((symbol(%arg0) + 1) floordiv 4) * 4 + 1] : memref<16x4xf32>
// CHECK-NEXT: %2 = affine.apply #map1()[%arg0]
// CHECK-NEXT: %3 = affine.apply #map2()[%arg0]
// CHECK-NEXT: %4 = memref.load %alloc[%2, %3] : memref<16x4xf32>
// CHECK-NEXT: %5 = affine.apply #map1()[%arg0]
// CHECK-NEXT: %6 = affine.apply #map2()[%arg0]
// CHECK-NEXT: memref.store %1, %alloc[%5, %6] : memref<16x4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<16x4xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<2x2x32x64xf32>
// CHECK-NEXT: %7 = affine.apply #map3(%arg0)
// CHECK-NEXT: %8 = affine.apply #map3(%arg0)
// CHECK-NEXT: %9 = affine.load %alloca[symbol(%arg0) floordiv 32, symbol(%arg0) floordiv 64, symbol(%arg0) mod 32, symbol(%arg0) mod 64] : memref<2x2x32x64xf32>
// CHECK-NEXT: %10 = arith.addf %4, %9 : f32
// CHECK-NEXT: return %10 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
#t2 = affine_map<(d0, d1) -> (d0 floordiv 32, d1 floordiv 64, d0 mod 32, d1 mod 64)>
func.func @tiled(%i: index, %v: f32) -> f32 {
  %a = memref.alloc() : memref<64xf32, #tile>
  affine.store %v, %a[%i] : memref<64xf32, #tile>
  %x = affine.load %a[%i + 1] : memref<64xf32, #tile>
  %y = memref.load %a[%i] : memref<64xf32, #tile>
  memref.store %x, %a[%i] : memref<64xf32, #tile>
  memref.dealloc %a : memref<64xf32, #tile>
  %b = memref.alloca() : memref<64x128xf32, #t2>
  %z = affine.load %b[%i, %i] : memref<64x128xf32, #t2>
  %s = arith.addf %y, %z : f32
  return %s : f32
}
