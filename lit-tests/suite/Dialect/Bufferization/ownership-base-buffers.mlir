// Ownership-based deallocation as mlir-opt 22 on this file: every deallocated memref, allocations
// included, goes through memref.extract_strided_metadata's base buffer; allocation ownership indicators
// are built at the start of their block, those of call results before the call. The passes load the
// dialects they create (scf, memref, arith, ...) when initialized, as MLIR's dependent dialects, so that
// the pipeline's canonicalizations see them (scf.if of a true condition folds away, allocations with
// constant sizes become static).
// RUN: jopt %s -ownership-based-buffer-deallocation | jfilecheck %s
// RUN: jopt %s -buffer-deallocation-pipeline | jfilecheck %s --check-prefix=PIPE

func.func @load_after_alloc(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %v = memref.load %a[%c0] : memref<?xf32>
  return %v : f32
}
func.func private @g(memref<?xf32>) -> memref<?xf32>
func.func @call(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %r = func.call @g(%a) : (memref<?xf32>) -> memref<?xf32>
  return
}
// CHECK-LABEL: func.func @load_after_alloc(%arg0: index) -> f32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %0 = memref.load %alloc[%c0] : memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @g(memref<?xf32>) -> memref<?xf32>
// CHECK-LABEL: func.func @call(%arg0: index) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %0 = call @g(%alloc) : (memref<?xf32>) -> memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%true, %true_0)
// CHECK-NEXT: return
// CHECK-NEXT: }
// PIPE-LABEL: func.func @load_after_alloc(%arg0: index) -> f32 {
// PIPE-NEXT: %c0 = arith.constant 0 : index
// PIPE-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// PIPE-NEXT: %0 = memref.load %alloc[%c0] : memref<?xf32>
// PIPE-NEXT: memref.dealloc %alloc : memref<?xf32>
// PIPE-NEXT: return %0 : f32
// PIPE-NEXT: }
// PIPE-LABEL: func.func private @g(memref<?xf32>) -> memref<?xf32>
// PIPE-LABEL: func.func @call(%arg0: index) {
// PIPE-NEXT: %c1 = arith.constant 1 : index
// PIPE-NEXT: %c0 = arith.constant 0 : index
// PIPE-NEXT: %true = arith.constant true
// PIPE-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// PIPE-NEXT: %0 = call @g(%alloc) : (memref<?xf32>) -> memref<?xf32>
// PIPE-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<?xf32> -> memref<f32>, index, index, index
// PIPE-NEXT: %alloc_0 = memref.alloc() : memref<2xindex>
// PIPE-NEXT: %alloc_1 = memref.alloc() : memref<2xi1>
// PIPE-NEXT: %alloc_2 = memref.alloc() : memref<0xindex>
// PIPE-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<?xf32> -> index
// PIPE-NEXT: memref.store %intptr, %alloc_0[%c0] : memref<2xindex>
// PIPE-NEXT: %intptr_3 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// PIPE-NEXT: memref.store %intptr_3, %alloc_0[%c1] : memref<2xindex>
// PIPE-NEXT: memref.store %true, %alloc_1[%c0] : memref<2xi1>
// PIPE-NEXT: memref.store %true, %alloc_1[%c1] : memref<2xi1>
// PIPE-NEXT: %cast = memref.cast %alloc_0 : memref<2xindex> to memref<?xindex>
// PIPE-NEXT: %cast_4 = memref.cast %alloc_1 : memref<2xi1> to memref<?xi1>
// PIPE-NEXT: %cast_5 = memref.cast %alloc_2 : memref<0xindex> to memref<?xindex>
// PIPE-NEXT: %alloc_6 = memref.alloc() : memref<2xi1>
// PIPE-NEXT: %alloc_7 = memref.alloc() : memref<0xi1>
// PIPE-NEXT: %cast_8 = memref.cast %alloc_6 : memref<2xi1> to memref<?xi1>
// PIPE-NEXT: %cast_9 = memref.cast %alloc_7 : memref<0xi1> to memref<?xi1>
// PIPE-NEXT: call @dealloc_helper(%cast, %cast_5, %cast_4, %cast_8, %cast_9) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// PIPE-NEXT: %1 = memref.load %alloc_6[%c0] : memref<2xi1>
// PIPE-NEXT: scf.if %1 {
// PIPE-NEXT: memref.dealloc %alloc : memref<?xf32>
// PIPE-NEXT: }
// PIPE-NEXT: %2 = memref.load %alloc_6[%c1] : memref<2xi1>
// PIPE-NEXT: scf.if %2 {
// PIPE-NEXT: memref.dealloc %base_buffer : memref<f32>
// PIPE-NEXT: }
// PIPE-NEXT: memref.dealloc %alloc_0 : memref<2xindex>
// PIPE-NEXT: memref.dealloc %alloc_2 : memref<0xindex>
// PIPE-NEXT: memref.dealloc %alloc_1 : memref<2xi1>
// PIPE-NEXT: memref.dealloc %alloc_6 : memref<2xi1>
// PIPE-NEXT: memref.dealloc %alloc_7 : memref<0xi1>
// PIPE-NEXT: return
// PIPE-NEXT: }
// PIPE-LABEL: func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// PIPE-NEXT: %c0 = arith.constant 0 : index
// PIPE-NEXT: %c1 = arith.constant 1 : index
// PIPE-NEXT: %true = arith.constant true
// PIPE-NEXT: %false = arith.constant false
// PIPE-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xindex>
// PIPE-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// PIPE-NEXT: scf.for %arg5 = %c0 to %dim_0 step %c1 {
// PIPE-NEXT: memref.store %false, %arg4[%arg5] : memref<?xi1>
// PIPE-NEXT: }
// PIPE-NEXT: scf.for %arg5 = %c0 to %dim step %c1 {
// PIPE-NEXT: %0 = memref.load %arg0[%arg5] : memref<?xindex>
// PIPE-NEXT: %1 = memref.load %arg2[%arg5] : memref<?xi1>
// PIPE-NEXT: %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// PIPE-NEXT: %5 = memref.load %arg1[%arg6] : memref<?xindex>
// PIPE-NEXT: %6 = arith.cmpi eq, %5, %0 : index
// PIPE-NEXT: scf.if %6 {
// PIPE-NEXT: %9 = memref.load %arg4[%arg6] : memref<?xi1>
// PIPE-NEXT: %10 = arith.ori %9, %1 : i1
// PIPE-NEXT: memref.store %10, %arg4[%arg6] : memref<?xi1>
// PIPE-NEXT: }
// PIPE-NEXT: %7 = arith.cmpi ne, %5, %0 : index
// PIPE-NEXT: %8 = arith.andi %arg7, %7 : i1
// PIPE-NEXT: scf.yield %8 : i1
// PIPE-NEXT: }
// PIPE-NEXT: %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// PIPE-NEXT: %5 = memref.load %arg0[%arg6] : memref<?xindex>
// PIPE-NEXT: %6 = arith.cmpi ne, %5, %0 : index
// PIPE-NEXT: %7 = arith.andi %arg7, %6 : i1
// PIPE-NEXT: scf.yield %7 : i1
// PIPE-NEXT: }
// PIPE-NEXT: %4 = arith.andi %3, %1 : i1
// PIPE-NEXT: memref.store %4, %arg3[%arg5] : memref<?xi1>
// PIPE-NEXT: }
// PIPE-NEXT: return
// PIPE-NEXT: }
