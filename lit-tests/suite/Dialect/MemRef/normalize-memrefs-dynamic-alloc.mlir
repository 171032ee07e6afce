// normalize-memrefs on dynamically sized allocations: a blocked alloca blocks its function and
// callers; every dynamic size of the normalized shape is an affine.apply over the old sizes (static ones
// as constants), in the order of the layout results; a layout that is not tiled (floordiv and mod with
// different divisors) keeps a dynamic memref as it is; alignment stays.
// RUN: jopt %s -normalize-memrefs | jfilecheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1 floordiv 4, d1 mod 4)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1 floordiv 4, d0, d1 mod 4)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d1 ceildiv 4)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (4)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT: #map5 = affine_map<()[s0] -> (s0)>
// CHECK-NEXT: #map6 = affine_map<()[s0] -> (s0 mod 4)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1) -> (d0 ceildiv 8)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1) -> (d1 ceildiv 2)>
// CHECK-NEXT: #map9 = affine_map<(d0, d1) -> (8)>
// CHECK-NEXT: #map10 = affine_map<(d0, d1) -> (2)>
// CHECK-NEXT: #map11 = affine_map<(d0, d1) -> (d0 floordiv 8, d1, d0 mod 4)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @alloca_blocked(%arg0: index, %arg1: memref<?x16xf32, #map>) {
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?x16xf32, #map>
// CHECK-NEXT: memref.copy %alloca, %arg1 : memref<?x16xf32, #map> to memref<?x16xf32, #map>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller(%arg0: index, %arg1: memref<?x16xf32, #map>) {
// CHECK-NEXT: call @alloca_blocked(%arg0, %arg1) : (index, memref<?x16xf32, #map>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alone(%arg0: index) {
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?x16xf32, #map>
// CHECK-NEXT: memref.copy %alloca, %alloca : memref<?x16xf32, #map> to memref<?x16xf32, #map>
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<16x?xf32, #map1>
// CHECK-NEXT: memref.dealloc %alloc : memref<16x?xf32, #map1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mixed(%arg0: index, %arg1: index) -> f32 {
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %0 = affine.apply #map2(%c16, %arg0)
// CHECK-NEXT: %1 = affine.apply #map3(%c16, %arg0)
// CHECK-NEXT: %alloc = memref.alloc(%0, %1) {alignment = 16 : i64} : memref<?x16x?xf32>
// CHECK-NEXT: %2 = affine.apply #map4()[%arg1]
// CHECK-NEXT: %3 = affine.apply #map5()[%arg1]
// CHECK-NEXT: %4 = affine.apply #map6()[%arg1]
// CHECK-NEXT: %5 = memref.load %alloc[%2, %3, %4] : memref<?x16x?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %alloc, %c0 : memref<?x16x?xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?x16x?xf32>
// CHECK-NEXT: return %5 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two(%arg0: index, %arg1: index) {
// CHECK-NEXT: %0 = affine.apply #map7(%arg0, %arg1)
// CHECK-NEXT: %1 = affine.apply #map8(%arg0, %arg1)
// CHECK-NEXT: %2 = affine.apply #map9(%arg0, %arg1)
// CHECK-NEXT: %3 = affine.apply #map10(%arg0, %arg1)
// CHECK-NEXT: %alloca = memref.alloca(%0, %1, %2, %3) : memref<?x?x?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nottiled(%arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?x4xf32, #map11>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

#tile = affine_map<(d0, d1) -> (d0, d1 floordiv 4, d1 mod 4)>
func.func @alloca_blocked(%n: index, %m: memref<?x16xf32, #tile>) {
  %a = memref.alloca(%n) : memref<?x16xf32, #tile>
  memref.copy %a, %m : memref<?x16xf32, #tile> to memref<?x16xf32, #tile>
  return
}
func.func @caller(%n: index, %m: memref<?x16xf32, #tile>) {
  call @alloca_blocked(%n, %m) : (index, memref<?x16xf32, #tile>) -> ()
  return
}
func.func @alone(%n: index) {
  %a = memref.alloca(%n) : memref<?x16xf32, #tile>
  memref.copy %a, %a : memref<?x16xf32, #tile> to memref<?x16xf32, #tile>
  %b = memref.alloc(%n) : memref<16x?xf32, affine_map<(d0, d1) -> (d1 floordiv 4, d0, d1 mod 4)>>
  memref.dealloc %b : memref<16x?xf32, affine_map<(d0, d1) -> (d1 floordiv 4, d0, d1 mod 4)>>
  return
}
#t = affine_map<(d0, d1) -> (d1 floordiv 4, d0, d1 mod 4)>
func.func @mixed(%n: index, %i: index) -> f32 {
  %b = memref.alloc(%n) {alignment = 16 : i64} : memref<16x?xf32, #t>
  %v = memref.load %b[%i, %i] : memref<16x?xf32, #t>
  %c0 = arith.constant 0 : index
  %d = memref.dim %b, %c0 : memref<16x?xf32, #t>
  memref.dealloc %b : memref<16x?xf32, #t>
  return %v : f32
}
func.func @two(%n: index, %k: index) {
  %b = memref.alloca(%n, %k) : memref<?x?xf32, affine_map<(d0, d1) -> (d0 floordiv 8, d1 floordiv 2, d0 mod 8, d1 mod 2)>>
  return
}
func.func @nottiled(%n: index) {
  %b = memref.alloc(%n) : memref<?x4xf32, affine_map<(d0, d1) -> (d0 floordiv 8, d1, d0 mod 4)>>
  return
}
