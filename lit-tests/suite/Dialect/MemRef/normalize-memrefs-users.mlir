// normalize-memrefs: which users let an allocation be normalized, as mlir-opt 22 decides:
// reinterpret_cast sources and memory_space_cast do; rank, atomic_rmw, assume_alignment, prefetch,
// extract_aligned_pointer_as_index and copy do not; get_global results are left alone; an affine.apply
// feeding an affine.load is composed into the new map.
// RUN: jopt %s -allow-unregistered-dialect -normalize-memrefs | jfilecheck %s

// CHECK: #map = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 4)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @rcsrc() {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [16], strides: [1] : memref<4x4xf32> to memref<16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank() -> index {
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xf32, #map>
// CHECK-NEXT: %0 = memref.rank %alloc : memref<16xf32, #map>
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rmw(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xf32, #map>
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg1, %alloc[%arg0] : (f32, memref<16xf32, #map>) -> f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @msc() {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %alloc : memref<4x4xf32> to memref<4x4xf32, 1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @aa() {
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xf32, #map>
// CHECK-NEXT: %assume_align = memref.assume_alignment %alloc, 16 : memref<16xf32, #map>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @apply(%arg0: index) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4x4xf32>
// CHECK-NEXT: affine.for %arg1 = 0 to 4 {
// CHECK-NEXT: %0 = affine.apply #map1(%arg1)
// CHECK-NEXT: %1 = affine.load %alloca[%arg1, 0] : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pf(%arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xf32, #map>
// CHECK-NEXT: memref.prefetch %alloc[%arg0], read, locality<3>, data : memref<16xf32, #map>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @eap() -> index {
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xf32, #map>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<16xf32, #map> -> index
// CHECK-NEXT: return %intptr : index
// CHECK-NEXT: }
// CHECK-NEXT: memref.global "private" @g : memref<16xf32, #map>
// CHECK-LABEL: func.func @gg() {
// CHECK-NEXT: %0 = memref.get_global @g : memref<16xf32, #map>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dma(%arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xf32, #map>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<16xf32, #map>
// CHECK-NEXT: memref.copy %alloc, %alloc_0 : memref<16xf32, #map> to memref<16xf32, #map>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

#tile = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func @rcsrc() {
  %a = memref.alloc() : memref<16xf32, #tile>
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [16], strides: [1] : memref<16xf32, #tile> to memref<16xf32>
  return
}
func.func @rank() -> index {
  %a = memref.alloc() : memref<16xf32, #tile>
  %r = memref.rank %a : memref<16xf32, #tile>
  return %r : index
}
func.func @rmw(%i: index, %v: f32) -> f32 {
  %a = memref.alloc() : memref<16xf32, #tile>
  %r = memref.atomic_rmw addf %v, %a[%i] : (f32, memref<16xf32, #tile>) -> f32
  return %r : f32
}
func.func @msc() {
  %a = memref.alloc() : memref<16xf32, #tile>
  %r = memref.memory_space_cast %a : memref<16xf32, #tile> to memref<16xf32, #tile, 1>
  return
}
func.func @aa() {
  %a = memref.alloc() : memref<16xf32, #tile>
  %r = memref.assume_alignment %a, 16 : memref<16xf32, #tile>
  return
}
func.func @apply(%i: index) {
  %a = memref.alloca() : memref<16xf32, #tile>
  affine.for %j = 0 to 4 {
    %k = affine.apply affine_map<(d0) -> (d0 * 4)>(%j)
    %v = affine.load %a[%k] : memref<16xf32, #tile>
  }
  return
}
func.func @pf(%i: index) {
  %a = memref.alloc() : memref<16xf32, #tile>
  memref.prefetch %a[%i], read, locality<3>, data : memref<16xf32, #tile>
  return
}
func.func @eap() -> index {
  %a = memref.alloc() : memref<16xf32, #tile>
  %p = memref.extract_aligned_pointer_as_index %a : memref<16xf32, #tile> -> index
  return %p : index
}
memref.global "private" @g : memref<16xf32, #tile>
func.func @gg() {
  %a = memref.get_global @g : memref<16xf32, #tile>
  return
}
func.func @dma(%i: index) {
  %a = memref.alloc() : memref<16xf32, #tile>
  %b = memref.alloc() : memref<16xf32, #tile>
  memref.copy %a, %b : memref<16xf32, #tile> to memref<16xf32, #tile>
  return
}
