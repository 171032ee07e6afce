// normalize-memrefs on more layouts: an unused layout symbol does not block (the allocation
// drops its symbol operands), permutations, mixed tiled sums and cumulative strides get one past their
// upper bound, a map reaching below zero stays; affine.parallel results and affine.yield operands are
// normalized with the memref they carry.
// RUN: jopt %s -allow-unregistered-dialect -normalize-memrefs | jfilecheck %s

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 - 20, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0 * 3 + d1 + (d1 floordiv 3) * 9)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0 * 5 + d1 * 11)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @sym(%arg0: index, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<36xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 6 {
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: %1 = affine.apply #map(%arg2)
// CHECK-NEXT: %2 = affine.load %alloc[%arg2 * 7] : memref<36xf32>
// CHECK-NEXT: "use.it"(%2) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @par() -> memref<2x4xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x4xf32>
// CHECK-NEXT: %0 = affine.parallel (%arg0) = (0) to (8) reduce ("assign") -> (memref<2x4xf32>) {
// CHECK-NEXT: affine.store %cst, %alloc[%arg0 floordiv 4, %arg0 mod 4] : memref<2x4xf32>
// CHECK-NEXT: affine.yield %alloc : memref<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @perm_neg_mix(%arg0: memref<24xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<16x8xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<8x16xf32, #map1>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<55xf32>
// CHECK-NEXT: affine.for %arg1 = 0 to 4 {
// CHECK-NEXT: affine.for %arg2 = 0 to 6 {
// CHECK-NEXT: %0 = affine.apply #map2(%arg1, %arg2)
// CHECK-NEXT: %1 = memref.load %arg0[%0] : memref<24xf32>
// CHECK-NEXT: affine.store %1, %arg0[%arg2 * 3 + %arg1 + (%arg1 floordiv 3) * 9] : memref<24xf32>
// CHECK-NEXT: %2 = affine.load %alloc[%arg2, %arg1] : memref<16x8xf32>
// CHECK-NEXT: %3 = affine.apply #map3(%arg1, %arg2)
// CHECK-NEXT: memref.store %2, %alloc_1[%3] : memref<55xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @symarg(%arg0: memref<16xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
#mix = affine_map<(d0, d1) -> (3 * (d0 mod 2) + (d1 mod 3) + 6 * (d0 floordiv 2) + 12 * (d1 floordiv 3))>
func.func @sym(%s: index, %n: index) {
  %a = memref.alloc()[%s] : memref<6x6xf32, affine_map<(d0, d1)[s0] -> (6 * d0 + d1)>>
  affine.for %i = 0 to 6 {
    %v = affine.load %a[%i, %i] : memref<6x6xf32, affine_map<(d0, d1)[s0] -> (6 * d0 + d1)>>
    "use.it"(%v) : (f32) -> ()
  }
  return
}
func.func @par() -> memref<8xf32, #tile> {
  %c = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<8xf32, #tile>
  %r = affine.parallel (%i) = (0) to (8) reduce ("assign") -> memref<8xf32, #tile> {
    affine.store %c, %a[%i] : memref<8xf32, #tile>
    affine.yield %a : memref<8xf32, #tile>
  }
  return %r : memref<8xf32, #tile>
}
func.func @perm_neg_mix(%x: memref<4x6xf32, #mix>) {
  %a = memref.alloc() : memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %b = memref.alloc() : memref<8x16xf32, affine_map<(d0, d1) -> (d0 - 20, d1)>>
  %c = memref.alloc() : memref<3x5xf32, affine_map<(d0, d1) -> (5 * d0 + 11 * d1)>>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 6 {
      %v = memref.load %x[%i, %j] : memref<4x6xf32, #mix>
      affine.store %v, %x[%j, %i] : memref<4x6xf32, #mix>
      %u = affine.load %a[%i, %j] : memref<8x16xf32, affine_map<(d0, d1) -> (d1, d0)>>
      memref.store %u, %c[%i, %j] : memref<3x5xf32, affine_map<(d0, d1) -> (5 * d0 + 11 * d1)>>
    }
  }
  return
}
func.func @symarg(%m: memref<4x4xf32, affine_map<(d0, d1)[s0] -> (4 * d0 + d1)>>) {
  return
}
