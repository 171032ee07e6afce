// expand-realloc: a memref.realloc compares the old and new sizes; growing allocates (with the realloc's
// alignment), copies into a subview and frees the old buffer (unless emit-deallocs=false, as in the
// deallocation pipeline, which then frees it by ownership); otherwise the old buffer is reinterpreted.
// RUN: jopt %s -expand-realloc | jfilecheck %s
// RUN: jopt %s -buffer-deallocation-pipeline | jfilecheck %s --check-prefix=PIPE

func.func @dyn(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}
func.func @stat(%m: memref<4xf32>) -> memref<8xf32> {
  %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
  return %r : memref<8xf32>
}
func.func @mixed(%m: memref<?xf32>) -> memref<10xf32> {
  %r = memref.realloc %m : memref<?xf32> to memref<10xf32>
  return %r : memref<10xf32>
}
func.func @align(%m: memref<4xf32>) -> memref<8xf32> {
  %r = memref.realloc %m {alignment = 16 : i64} : memref<4xf32> to memref<8xf32>
  return %r : memref<8xf32>
}

// CHECK-LABEL: func.func @dyn(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.cmpi ult, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @stat(%arg0: memref<4xf32>) -> memref<8xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %c4, %c8 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<8xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<8xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [8], strides: [1] : memref<4xf32> to memref<8xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mixed(%arg0: memref<?xf32>) -> memref<10xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %dim, %c10 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<10xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<10xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<10xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @align(%arg0: memref<4xf32>) -> memref<8xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %c4, %c8 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<8xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 16 : i64} : memref<8xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<8xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [8], strides: [1] : memref<4xf32> to memref<8xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// PIPE-LABEL: func.func @dyn(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// PIPE-NEXT: %c0 = arith.constant 0 : index
// PIPE-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// PIPE-NEXT: %0 = arith.cmpi ult, %dim, %arg1 : index
// PIPE-NEXT: %1:2 = scf.if %0 -> (memref<?xf32>, memref<?xf32>) {
// PIPE-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// PIPE-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// PIPE-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// PIPE-NEXT: scf.yield %alloc, %alloc : memref<?xf32>, memref<?xf32>
// PIPE-NEXT: } else {
// PIPE-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// PIPE-NEXT: %4 = bufferization.clone %reinterpret_cast : memref<?xf32> to memref<?xf32>
// PIPE-NEXT: scf.yield %reinterpret_cast, %4 : memref<?xf32>, memref<?xf32>
// PIPE-NEXT: }
// PIPE-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %1#0 : memref<?xf32> -> memref<f32>, index, index, index
// PIPE-NEXT: %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// PIPE-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %1#1 : memref<?xf32> -> index
// PIPE-NEXT: %2 = arith.cmpi ne, %intptr, %intptr_0 : index
// PIPE-NEXT: %3 = arith.andi %2, %0 : i1
// PIPE-NEXT: scf.if %3 {
// PIPE-NEXT: memref.dealloc %base_buffer : memref<f32>
// PIPE-NEXT: }
// PIPE-NEXT: return %1#1 : memref<?xf32>
// PIPE-NEXT: }
// PIPE-LABEL: func.func @stat(%arg0: memref<4xf32>) -> memref<8xf32> {
// PIPE-NEXT: %alloc = memref.alloc() : memref<8xf32>
// PIPE-NEXT: %subview = memref.subview %alloc[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
// PIPE-NEXT: memref.copy %arg0, %subview : memref<4xf32> to memref<4xf32, strided<[1]>>
// PIPE-NEXT: return %alloc : memref<8xf32>
// PIPE-NEXT: }
// PIPE-LABEL: func.func @mixed(%arg0: memref<?xf32>) -> memref<10xf32> {
// PIPE-NEXT: %c10 = arith.constant 10 : index
// PIPE-NEXT: %c0 = arith.constant 0 : index
// PIPE-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// PIPE-NEXT: %0 = arith.cmpi ult, %dim, %c10 : index
// PIPE-NEXT: %1:2 = scf.if %0 -> (memref<10xf32>, memref<10xf32>) {
// PIPE-NEXT: %alloc = memref.alloc() : memref<10xf32>
// PIPE-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<10xf32> to memref<?xf32, strided<[1]>>
// PIPE-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// PIPE-NEXT: scf.yield %alloc, %alloc : memref<10xf32>, memref<10xf32>
// PIPE-NEXT: } else {
// PIPE-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32>
// PIPE-NEXT: %4 = bufferization.clone %reinterpret_cast : memref<10xf32> to memref<10xf32>
// PIPE-NEXT: scf.yield %reinterpret_cast, %4 : memref<10xf32>, memref<10xf32>
// PIPE-NEXT: }
// PIPE-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %1#0 : memref<10xf32> -> memref<f32>, index, index, index
// PIPE-NEXT: %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// PIPE-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %1#1 : memref<10xf32> -> index
// PIPE-NEXT: %2 = arith.cmpi ne, %intptr, %intptr_0 : index
// PIPE-NEXT: %3 = arith.andi %2, %0 : i1
// PIPE-NEXT: scf.if %3 {
// PIPE-NEXT: memref.dealloc %base_buffer : memref<f32>
// PIPE-NEXT: }
// PIPE-NEXT: return %1#1 : memref<10xf32>
// PIPE-NEXT: }
// PIPE-LABEL: func.func @align(%arg0: memref<4xf32>) -> memref<8xf32> {
// PIPE-NEXT: %alloc = memref.alloc() {alignment = 16 : i64} : memref<8xf32>
// PIPE-NEXT: %subview = memref.subview %alloc[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
// PIPE-NEXT: memref.copy %arg0, %subview : memref<4xf32> to memref<4xf32, strided<[1]>>
// PIPE-NEXT: return %alloc : memref<8xf32>
// PIPE-NEXT: }
// PIPE-NEXT: }
