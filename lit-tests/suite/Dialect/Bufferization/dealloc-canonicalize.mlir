// bufferization.dealloc's canonicalization patterns: duplicate memrefs merge their conditions with
// arith.ori, duplicate retained values share one result, a dealloc of nothing (or only under false)
// yields false, the base buffer of an allocation's metadata is the allocation, and an allocation
// nothing else uses goes away together with its entry.
// RUN: jopt %s --allow-unregistered-dialect -canonicalize | jfilecheck %s

func.func @dup_memrefs(%m: memref<2xf32>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%m, %m : memref<2xf32>, memref<2xf32>) if (%c0, %c1)
  return
}
func.func @dup_memrefs_same_cond(%m: memref<2xf32>, %c0: i1) {
  bufferization.dealloc (%m, %m : memref<2xf32>, memref<2xf32>) if (%c0, %c0)
  return
}
func.func @dup_retained(%m: memref<2xf32>, %r: memref<4xf32>, %c0: i1) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m : memref<2xf32>) if (%c0) retain (%r, %r : memref<4xf32>, memref<4xf32>)
  return %0#0, %0#1 : i1, i1
}
func.func @empty(%r: memref<4xf32>) -> i1 {
  %0 = bufferization.dealloc retain (%r : memref<4xf32>)
  return %0 : i1
}
func.func @always_false(%m: memref<2xf32>, %n: memref<2xf32>, %c0: i1, %r: memref<4xf32>) -> i1 {
  %false = arith.constant false
  %0 = bufferization.dealloc (%m, %n : memref<2xf32>, memref<2xf32>) if (%false, %c0) retain (%r : memref<4xf32>)
  return %0 : i1
}
func.func @all_false(%m: memref<2xf32>, %r: memref<4xf32>) -> i1 {
  %false = arith.constant false
  %0 = bufferization.dealloc (%m : memref<2xf32>) if (%false) retain (%r : memref<4xf32>)
  return %0 : i1
}
func.func @metadata_of_alloc(%c0: i1) {
  %a = memref.alloc() : memref<2x3xf32>
  "test.use"(%a) : (memref<2x3xf32>) -> ()
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<2x3xf32> -> memref<f32>, index, index, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%c0)
  return
}
func.func @alloc_dealloc_pair(%m: memref<2xf32>, %c0: i1, %c1: i1) {
  %a = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%a, %m : memref<2xf32>, memref<2xf32>) if (%c0, %c1)
  return
}
func.func @alloca_pair(%c0: i1) {
  %a = memref.alloca() : memref<2xf32>
  bufferization.dealloc (%a : memref<2xf32>) if (%c0)
  return
}

// CHECK-LABEL: func.func @dup_memrefs(%arg0: memref<2xf32>, %arg1: i1, %arg2: i1) {
// CHECK-NEXT: %0 = arith.ori %arg1, %arg2 : i1
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<2xf32>) if (%0)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dup_memrefs_same_cond(%arg0: memref<2xf32>, %arg1: i1) {
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg1)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dup_retained(%arg0: memref<2xf32>, %arg1: memref<4xf32>, %arg2: i1) -> (i1, i1) {
// CHECK-NEXT: %0 = bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg2) retain (%arg1 : memref<4xf32>)
// CHECK-NEXT: return %0, %0 : i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty(%arg0: memref<4xf32>) -> i1 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @always_false(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: i1, %arg3: memref<4xf32>) -> i1 {
// CHECK-NEXT: %0 = bufferization.dealloc (%arg1 : memref<2xf32>) if (%arg2) retain (%arg3 : memref<4xf32>)
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @all_false(%arg0: memref<2xf32>, %arg1: memref<4xf32>) -> i1 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @metadata_of_alloc(%arg0: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x3xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<2x3xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc : memref<2x3xf32>) if (%arg0)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloc_dealloc_pair(%arg0: memref<2xf32>, %arg1: i1, %arg2: i1) {
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg2)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloca_pair(%arg0: i1) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
