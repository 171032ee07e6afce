// affine.vector_load / vector_store, affine.dma_start / dma_wait and affine.prefetch: custom and generic forms.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GEN

// CHECK-LABEL: func @vectors
// CHECK: %{{.*}} = affine.vector_load %arg0[%arg1 * 4, symbol(%arg2)] : memref<64x64xf16>, vector<4xf16>
// CHECK: affine.vector_store %{{.*}}, %arg0[%arg1, %arg1 + 8] : memref<64x64xf16>, vector<4xf16>
// GEN: "affine.vector_load"(%{{.*}}, %{{.*}}, %{{.*}}) <{map = #map}> : (memref<64x64xf16>, index, index) -> vector<4xf16>
// GEN: "affine.vector_store"(%{{.*}}, %{{.*}}, %{{.*}}) <{map = #map1}> : (vector<4xf16>, memref<64x64xf16>, index) -> ()
func.func @vectors(%m: memref<64x64xf16>, %i: index, %n: index) {
  %v = affine.vector_load %m[%i * 4, symbol(%n)] : memref<64x64xf16>, vector<4xf16>
  affine.vector_store %v, %m[%i, %i + 8] : memref<64x64xf16>, vector<4xf16>
  return
}

// CHECK-LABEL: func @prefetches
// CHECK: affine.prefetch %arg0[%arg1 floordiv 2, 3], write, locality<1>, instr : memref<64x64xf16>
// CHECK: affine.prefetch %arg0[0, %arg1], read, locality<2>, data : memref<64x64xf16>
// GEN: "affine.prefetch"(%{{.*}}, %{{.*}}) <{isDataCache = false, isWrite = true, localityHint = 1 : i32, map = #map2}> : (memref<64x64xf16>, index) -> ()
func.func @prefetches(%m: memref<64x64xf16>, %i: index) {
  affine.prefetch %m[%i floordiv 2, 3], write, locality<1>, instr : memref<64x64xf16>
  affine.prefetch %m[0, %i], read, locality<2>, data : memref<64x64xf16>
  return
}

// CHECK-LABEL: func @dmas
// CHECK: affine.dma_start %arg0[%{{.*}} + 2], %arg1[%{{.*}}], %arg2[0], %arg3 : memref<128xf32>, memref<32xf32, 2>, memref<1xi32>
// CHECK: affine.dma_wait %arg2[0], %arg3 : memref<1xi32>
// CHECK: affine.dma_start %arg0[%{{.*}}], %arg1[0], %arg2[0], %arg3, %arg4, %arg4 : memref<128xf32>, memref<32xf32, 2>, memref<1xi32>
// GEN: "affine.dma_start"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) {dst_map = #map{{[0-9]*}}, src_map = #map{{[0-9]*}}, tag_map = #map{{[0-9]*}}} : (memref<128xf32>, index, memref<32xf32, 2>, index, memref<1xi32>, index) -> ()
// GEN: "affine.dma_wait"(%{{.*}}, %{{.*}}) {tag_map = #map{{[0-9]*}}} : (memref<1xi32>, index) -> ()
func.func @dmas(%a: memref<128xf32>, %b: memref<32xf32, 2>, %tag: memref<1xi32>, %n: index, %s: index) {
  affine.for %i = 0 to 4 {
    affine.dma_start %a[%i + 2], %b[%i], %tag[0], %n : memref<128xf32>, memref<32xf32, 2>, memref<1xi32>
    affine.dma_wait %tag[0], %n : memref<1xi32>
    affine.dma_start %a[%i], %b[0], %tag[0], %n, %s, %s : memref<128xf32>, memref<32xf32, 2>, memref<1xi32>
  }
  return
}

// CHECK-LABEL: func @empty_parallel
// CHECK: affine.parallel () = () to () {
func.func @empty_parallel() {
  affine.parallel () = () to () {
  }
  return
}
