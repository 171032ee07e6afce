// normalize-memrefs on memref.reinterpret_cast: a static cast to a strided affine layout becomes
// a cast to the flat buffer (offset 0, unit stride), after the constants MLIR materializes for each old
// size minus one (kept even where a memref.copy blocks the rewrite); a dynamic strided (untiled) cast
// stays.
// RUN: jopt %s -normalize-memrefs | jfilecheck %s

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 * 9)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0 * 8 + d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @rc(%arg0: memref<6x8xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [20], strides: [1] : memref<6x8xf32> to memref<20xf32>
// CHECK-NEXT: %0 = affine.apply #map(%arg1)
// CHECK-NEXT: %1 = affine.apply #map(%arg1)
// CHECK-NEXT: %2 = affine.load %reinterpret_cast[symbol(%arg1) * 9] : memref<20xf32>
// CHECK-NEXT: %3 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %4 = memref.load %reinterpret_cast[%3] : memref<20xf32>
// CHECK-NEXT: %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg2, 4], strides: [8, 1] : memref<6x8xf32> to memref<?x4xf32, strided<[8, 1]>>
// CHECK-NEXT: %5 = memref.load %reinterpret_cast_0[%arg1, %arg1] : memref<?x4xf32, strided<[8, 1]>>
// CHECK-NEXT: %6 = arith.addf %2, %4 : f32
// CHECK-NEXT: %7 = arith.addf %6, %5 : f32
// CHECK-NEXT: return %7 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rc2(%arg0: memref<6x8xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [3, 4], strides: [8, 1] : memref<6x8xf32> to memref<3x4xf32, #map2>
// CHECK-NEXT: memref.copy %reinterpret_cast, %reinterpret_cast : memref<3x4xf32, #map2> to memref<3x4xf32, #map2>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @rc(%m: memref<6x8xf32>, %i: index, %n: index) -> f32 {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [3, 4], strides: [8, 1] : memref<6x8xf32> to memref<3x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>
  %v = affine.load %r[%i, %i] : memref<3x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>
  %w = memref.load %r[%i, %i] : memref<3x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>
  %d = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 4], strides: [8, 1] : memref<6x8xf32> to memref<?x4xf32, strided<[8, 1]>>
  %x = memref.load %d[%i, %i] : memref<?x4xf32, strided<[8, 1]>>
  %s = arith.addf %v, %w : f32
  %t = arith.addf %s, %x : f32
  return %t : f32
}
func.func @rc2(%m: memref<6x8xf32>) {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [3, 4], strides: [8, 1] : memref<6x8xf32> to memref<3x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>
  memref.copy %r, %r : memref<3x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>> to memref<3x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>
  return
}
