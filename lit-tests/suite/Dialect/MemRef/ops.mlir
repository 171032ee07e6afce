// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | jfilecheck %s
// Every memref op in its custom form: printed, reparsed and printed again, from both forms.

func.func @f(%m: memref<4x?xf32>, %i: index, %j: index, %v: f32, %t: tensor<?x4xf32>, %u: memref<*xf32>, %b: memref<2048xi8>) {
  %0 = memref.alloc(%i) : memref<4x?xf32>
  %1 = memref.alloca(%i)[%j] {alignment = 8} : memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  %2 = memref.load %m[%i, %j] : memref<4x?xf32>
  memref.store %v, %m[%i, %j] {nontemporal = true} : memref<4x?xf32>
  %3 = memref.subview %m[%i, 1] [2, %j] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  %4 = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %5 = memref.dim %m, %i : memref<4x?xf32>
  %6 = memref.rank %u : memref<*xf32>
  memref.copy %m, %0 : memref<4x?xf32> to memref<4x?xf32>
  memref.dealloc %0 : memref<4x?xf32>
  %7 = memref.view %b[%i][%j] : memref<2048xi8> to memref<?x4xf32>
  %8 = memref.reinterpret_cast %u to offset: [0], sizes: [%i, 10], strides: [%j, 1] : memref<*xf32> to memref<?x10xf32, strided<[?, 1]>>
  %9 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, %j] : memref<4x?xf32> into memref<2x2x?xf32>
  %10 = memref.collapse_shape %9 [[0, 1], [2]] : memref<2x2x?xf32> into memref<4x?xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %11 = memref.extract_aligned_pointer_as_index %m : memref<4x?xf32> -> index
  %12 = memref.memory_space_cast %m : memref<4x?xf32> to memref<4x?xf32, 1>
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<4x?xf32>
  %13 = memref.transpose %m (i, j) -> (j, i) : memref<4x?xf32> to memref<?x4xf32, strided<[1, ?]>>
  %14 = memref.atomic_rmw addf %v, %m[%i, %j] : (f32, memref<4x?xf32>) -> f32
  %15 = memref.generic_atomic_rmw %m[%i, %j] : memref<4x?xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  %16 = memref.assume_alignment %m, 16 : memref<4x?xf32>
  %r = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
  }
  %17 = memref.get_global @g : memref<2xf32>
  %18 = memref.realloc %b(%i) : memref<2048xi8> to memref<?xi8>
  %19 = memref.reshape %b(%b) : (memref<2048xi8>, memref<2048xi8>) -> memref<*xi8>
  memref.dma_wait %b[%i], %j : memref<2048xi8>
  memref.dma_start %b[%i], %b[%j], %i, %b[%j] : memref<2048xi8>, memref<2048xi8>, memref<2048xi8>
  return
}
memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64}
memref.global @h : memref<3xf16> = uninitialized
memref.global @k : memref<3xf16>

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// CHECK-LABEL: func.func @f(%arg0: memref<4x?xf32>, %arg1: index, %arg2: index, %arg3: f32, %arg4: tensor<?x4xf32>, %arg5: memref<*xf32>, %arg6: memref<2048xi8>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<4x?xf32>
// CHECK-NEXT: %alloca = memref.alloca(%arg1)[%arg2] {alignment = 8 : i64} : memref<4x?xf32, #map>
// CHECK-NEXT: %0 = memref.load %arg0[%arg1, %arg2] : memref<4x?xf32>
// CHECK-NEXT: memref.store %arg3, %arg0[%arg1, %arg2] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 1] [2, %arg2] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %dim = memref.dim %arg0, %arg1 : memref<4x?xf32>
// CHECK-NEXT: %1 = memref.rank %arg5 : memref<*xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<4x?xf32> to memref<4x?xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4x?xf32>
// CHECK-NEXT: %view = memref.view %arg6[%arg1][%arg2] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg5 to offset: [0], sizes: [%arg1, 10], strides: [%arg2, 1] : memref<*xf32> to memref<?x10xf32, strided<[?, 1]>>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 2, %arg2] : memref<4x?xf32> into memref<2x2x?xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0, 1], [2]] : memref<2x2x?xf32> into memref<4x?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4x?xf32> -> index
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4x?xf32> to memref<4x?xf32, 1>
// CHECK-NEXT: memref.prefetch %arg0[%arg1, %arg2], read, locality<3>, data : memref<4x?xf32>
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<4x?xf32> to memref<?x4xf32, strided<[1, ?]>>
// CHECK-NEXT: %2 = memref.atomic_rmw addf %arg3, %arg0[%arg1, %arg2] : (f32, memref<4x?xf32>) -> f32
// CHECK-NEXT: %3 = memref.generic_atomic_rmw %arg0[%arg1, %arg2] : memref<4x?xf32> {
// CHECK-NEXT: ^bb0(%arg7: f32):
// CHECK-NEXT: memref.atomic_yield %arg7 : f32
// CHECK: %assume_align = memref.assume_alignment %arg0, 16 : memref<4x?xf32>
// CHECK-NEXT: %4 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: memref.alloca_scope.return %arg3 : f32
// CHECK: memref.alloca_scope  {
// CHECK: %5 = memref.get_global @g : memref<2xf32>
// CHECK-NEXT: %6 = memref.realloc %arg6(%arg1) : memref<2048xi8> to memref<?xi8>
// CHECK-NEXT: %reshape = memref.reshape %arg6(%arg6) : (memref<2048xi8>, memref<2048xi8>) -> memref<*xi8>
// CHECK-NEXT: memref.dma_wait %arg6[%arg1], %arg2 : memref<2048xi8>
// CHECK-NEXT: memref.dma_start %arg6[%arg1], %arg6[%arg2], %arg1, %arg6[%arg2] : memref<2048xi8>, memref<2048xi8>, memref<2048xi8>
// CHECK: memref.global "private" constant @g : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global @h : memref<3xf16> = uninitialized
// CHECK-NEXT: memref.global @k : memref<3xf16>
