// private-function-dynamic-ownership: a private function returns the ownership of each memref result as
// an extra i1 result, which callers use instead of assuming ownership; public functions and declarations
// keep the ABI (results owned, arguments not). Unranked memrefs are freed through a rank-0
// reinterpret_cast of their base. The second RUN line is the whole pipeline with that option.
// RUN: jopt %s -ownership-based-buffer-deallocation=private-function-dynamic-ownership | jfilecheck %s
// RUN: jopt %s -buffer-deallocation-pipeline=private-function-dynamic-ownership | jfilecheck %s --check-prefix=PIPE

func.func private @f(%arg0: memref<f64>) -> memref<f64> {
  return %arg0 : memref<f64>
}
func.func @g(%arg0: memref<f64>, %c: i1) -> memref<f64> {
  %alloc = memref.alloc() : memref<f64>
  %alloc2 = memref.alloca() : memref<f64>
  %0 = arith.select %c, %alloc, %alloc2 : memref<f64>
  %ret = call @f(%0) : (memref<f64>) -> memref<f64>
  %ret2 = call @f(%arg0) : (memref<f64>) -> memref<f64>
  memref.copy %ret, %alloc : memref<f64> to memref<f64>
  return %ret2 : memref<f64>
}
func.func private @h(%arg0: memref<?xf32>, %n: index) -> (memref<?xf32>, memref<?xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  %v = memref.subview %arg0[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  %c = memref.cast %a : memref<?xf32> to memref<?xf32>
  return %c, %arg0 : memref<?xf32>, memref<?xf32>
}
func.func @unranked(%arg0: memref<*xf32>) -> memref<*xf32> {
  %a = memref.alloc() : memref<4xf32>
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  return %u : memref<*xf32>
}
func.func @exec(%n: index) -> memref<?xf32> {
  %r = scf.execute_region -> memref<?xf32> {
    %a = memref.alloc(%n) : memref<?xf32>
    scf.yield %a : memref<?xf32>
  }
  return %r : memref<?xf32>
}
func.func @br(%n: index, %m: memref<?xf32>) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  cf.br ^bb1(%a : memref<?xf32>)
^bb1(%x: memref<?xf32>):
  %b = memref.alloc(%n) : memref<?xf32>
  memref.copy %x, %b : memref<?xf32> to memref<?xf32>
  memref.copy %m, %b : memref<?xf32> to memref<?xf32>
  return %x : memref<?xf32>
}

// CHECK-LABEL: func.func private @f(%arg0: memref<f64>) -> (memref<f64>, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<f64> -> memref<f64>, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer : memref<f64>) if (%false) retain (%arg0 : memref<f64>)
// CHECK-NEXT: return %arg0, %0 : memref<f64>, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: memref<f64>, %arg1: i1) -> memref<f64> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<f64>
// CHECK-NEXT: %alloca = memref.alloca() : memref<f64>
// CHECK-NEXT: %0 = arith.select %arg1, %alloc, %alloca : memref<f64>
// CHECK-NEXT: %1:2 = call @f(%0) : (memref<f64>) -> (memref<f64>, i1)
// CHECK-NEXT: %2:2 = call @f(%arg0) : (memref<f64>) -> (memref<f64>, i1)
// CHECK-NEXT: memref.copy %1#0, %alloc : memref<f64> to memref<f64>
// CHECK-NEXT: %3 = scf.if %2#1 -> (memref<f64>) {
// CHECK-NEXT: scf.yield %2#0 : memref<f64>
// CHECK-NEXT: } else {
// CHECK-NEXT: %5 = bufferization.clone %2#0 : memref<f64> to memref<f64>
// CHECK-NEXT: scf.yield %5 : memref<f64>
// CHECK-NEXT: }
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<f64> -> memref<f64>, index
// CHECK-NEXT: %base_buffer_2, %offset_3 = memref.extract_strided_metadata %alloc : memref<f64> -> memref<f64>, index
// CHECK-NEXT: %base_buffer_4, %offset_5 = memref.extract_strided_metadata %1#0 : memref<f64> -> memref<f64>, index
// CHECK-NEXT: %base_buffer_6, %offset_7 = memref.extract_strided_metadata %2#0 : memref<f64> -> memref<f64>, index
// CHECK-NEXT: %base_buffer_8, %offset_9 = memref.extract_strided_metadata %3 : memref<f64> -> memref<f64>, index
// CHECK-NEXT: %4 = bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_4, %base_buffer_6, %base_buffer_8 : memref<f64>, memref<f64>, memref<f64>, memref<f64>, memref<f64>) if (%false_0, %true, %1#1, %2#1, %true_1) retain (%3 : memref<f64>)
// CHECK-NEXT: return %3 : memref<f64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @h(%arg0: memref<?xf32>, %arg1: index) -> (memref<?xf32>, memref<?xf32>, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %arg0[0] [%arg1] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0:2 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%cast, %arg0 : memref<?xf32>, memref<?xf32>)
// CHECK-NEXT: return %cast, %arg0, %0#0, %0#1 : memref<?xf32>, memref<?xf32>, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unranked(%arg0: memref<*xf32>) -> memref<*xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %reinterpret_cast : memref<f32, strided<[]>> -> memref<f32>, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%cast : memref<*xf32>)
// CHECK-NEXT: return %cast : memref<*xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exec(%arg0: index) -> memref<?xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0:2 = scf.execute_region -> (memref<?xf32>, i1) {
// CHECK-NEXT: %true_4 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_5 : memref<f32>) if (%true_4) retain (%alloc : memref<?xf32>)
// CHECK-NEXT: scf.yield %alloc, %3 : memref<?xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<?xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %3 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%0#1, %true) retain (%1 : memref<?xf32>)
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @br(%arg0: index, %arg1: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0:2 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%alloc, %arg1 : memref<?xf32>, memref<?xf32>)
// CHECK-NEXT: cf.br ^bb1(%alloc, %0#0 : memref<?xf32>, i1)
// CHECK-NEXT: ^bb1(%1: memref<?xf32>, %2: i1):  // pred: ^bb0
// CHECK-NEXT: %true_4 = arith.constant true
// CHECK-NEXT: %alloc_5 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: memref.copy %1, %alloc_5 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.copy %arg1, %alloc_5 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %3 = scf.if %2 -> (memref<?xf32>) {
// CHECK-NEXT: scf.yield %1 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %5 = bufferization.clone %1 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %5 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true_6 = arith.constant true
// CHECK-NEXT: %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %arg1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %alloc_5 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_19, %offset_20, %sizes_21, %strides_22 = memref.extract_strided_metadata %3 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %4 = bufferization.dealloc (%base_buffer_7, %base_buffer_11, %base_buffer_15, %base_buffer_19 : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%0#1, %2, %true_4, %true_6) retain (%3 : memref<?xf32>)
// CHECK-NEXT: return %3 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// PIPE-LABEL: func.func private @f(%arg0: memref<f64>) -> (memref<f64>, i1) {
// PIPE-NEXT: %false = arith.constant false
// PIPE-NEXT: return %arg0, %false : memref<f64>, i1
// PIPE-NEXT: }
// PIPE-LABEL: func.func @g(%arg0: memref<f64>, %arg1: i1) -> memref<f64> {
// PIPE-NEXT: %c2 = arith.constant 2 : index
// PIPE-NEXT: %c1 = arith.constant 1 : index
// PIPE-NEXT: %c0 = arith.constant 0 : index
// PIPE-NEXT: %true = arith.constant true
// PIPE-NEXT: %alloc = memref.alloc() : memref<f64>
// PIPE-NEXT: %alloca = memref.alloca() : memref<f64>
// PIPE-NEXT: %0 = arith.select %arg1, %alloc, %alloca : memref<f64>
// PIPE-NEXT: %1:2 = call @f(%0) : (memref<f64>) -> (memref<f64>, i1)
// PIPE-NEXT: %2:2 = call @f(%arg0) : (memref<f64>) -> (memref<f64>, i1)
// PIPE-NEXT: memref.copy %1#0, %alloc : memref<f64> to memref<f64>
// PIPE-NEXT: %3 = scf.if %2#1 -> (memref<f64>) {
// PIPE-NEXT: scf.yield %2#0 : memref<f64>
// PIPE-NEXT: } else {
// PIPE-NEXT: %7 = bufferization.clone %2#0 : memref<f64> to memref<f64>
// PIPE-NEXT: scf.yield %7 : memref<f64>
// PIPE-NEXT: }
// PIPE-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %1#0 : memref<f64> -> memref<f64>, index
// PIPE-NEXT: %base_buffer_0, %offset_1 = memref.extract_strided_metadata %2#0 : memref<f64> -> memref<f64>, index
// PIPE-NEXT: %alloc_2 = memref.alloc() : memref<3xindex>
// PIPE-NEXT: %alloc_3 = memref.alloc() : memref<3xi1>
// PIPE-NEXT: %alloc_4 = memref.alloc() : memref<1xindex>
// PIPE-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<f64> -> index
// PIPE-NEXT: memref.store %intptr, %alloc_2[%c0] : memref<3xindex>
// PIPE-NEXT: %intptr_5 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f64> -> index
// PIPE-NEXT: memref.store %intptr_5, %alloc_2[%c1] : memref<3xindex>
// PIPE-NEXT: %intptr_6 = memref.extract_aligned_pointer_as_index %base_buffer_0 : memref<f64> -> index
// PIPE-NEXT: memref.store %intptr_6, %alloc_2[%c2] : memref<3xindex>
// PIPE-NEXT: memref.store %true, %alloc_3[%c0] : memref<3xi1>
// PIPE-NEXT: memref.store %1#1, %alloc_3[%c1] : memref<3xi1>
// PIPE-NEXT: memref.store %2#1, %alloc_3[%c2] : memref<3xi1>
// PIPE-NEXT: %intptr_7 = memref.extract_aligned_pointer_as_index %3 : memref<f64> -> index
// PIPE-NEXT: memref.store %intptr_7, %alloc_4[%c0] : memref<1xindex>
// PIPE-NEXT: %cast = memref.cast %alloc_2 : memref<3xindex> to memref<?xindex>
// PIPE-NEXT: %cast_8 = memref.cast %alloc_3 : memref<3xi1> to memref<?xi1>
// PIPE-NEXT: %cast_9 = memref.cast %alloc_4 : memref<1xindex> to memref<?xindex>
// PIPE-NEXT: %alloc_10 = memref.alloc() : memref<3xi1>
// PIPE-NEXT: %alloc_11 = memref.alloc() : memref<1xi1>
// PIPE-NEXT: %cast_12 = memref.cast %alloc_10 : memref<3xi1> to memref<?xi1>
// PIPE-NEXT: %cast_13 = memref.cast %alloc_11 : memref<1xi1> to memref<?xi1>
// PIPE-NEXT: call @dealloc_helper(%cast, %cast_9, %cast_8, %cast_12, %cast_13) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// PIPE-NEXT: %4 = memref.load %alloc_10[%c0] : memref<3xi1>
// PIPE-NEXT: scf.if %4 {
// PIPE-NEXT: memref.dealloc %alloc : memref<f64>
// PIPE-NEXT: }
// PIPE-NEXT: %5 = memref.load %alloc_10[%c1] : memref<3xi1>
// PIPE-NEXT: scf.if %5 {
// PIPE-NEXT: memref.dealloc %base_buffer : memref<f64>
// PIPE-NEXT: }
// PIPE-NEXT: %6 = memref.load %alloc_10[%c2] : memref<3xi1>
// PIPE-NEXT: scf.if %6 {
// PIPE-NEXT: memref.dealloc %base_buffer_0 : memref<f64>
// PIPE-NEXT: }
// PIPE-NEXT: memref.dealloc %alloc_2 : memref<3xindex>
// PIPE-NEXT: memref.dealloc %alloc_4 : memref<1xindex>
// PIPE-NEXT: memref.dealloc %alloc_3 : memref<3xi1>
// PIPE-NEXT: memref.dealloc %alloc_10 : memref<3xi1>
// PIPE-NEXT: memref.dealloc %alloc_11 : memref<1xi1>
// PIPE-NEXT: return %3 : memref<f64>
// PIPE-NEXT: }
// PIPE-LABEL: func.func private @h(%arg0: memref<?xf32>, %arg1: index) -> (memref<?xf32>, memref<?xf32>, i1, i1) {
// PIPE-NEXT: %true = arith.constant true
// PIPE-NEXT: %false = arith.constant false
// PIPE-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// PIPE-NEXT: return %alloc, %arg0, %true, %false : memref<?xf32>, memref<?xf32>, i1, i1
// PIPE-NEXT: }
// PIPE-LABEL: func.func @unranked(%arg0: memref<*xf32>) -> memref<*xf32> {
// PIPE-NEXT: %alloc = memref.alloc() : memref<4xf32>
// PIPE-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<*xf32>
// PIPE-NEXT: return %cast : memref<*xf32>
// PIPE-NEXT: }
// PIPE-LABEL: func.func @exec(%arg0: index) -> memref<?xf32> {
// PIPE-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// PIPE-NEXT: return %alloc : memref<?xf32>
// PIPE-NEXT: }
// PIPE-LABEL: func.func @br(%arg0: index, %arg1: memref<?xf32>) -> memref<?xf32> {
// PIPE-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// PIPE-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
// PIPE-NEXT: memref.copy %alloc, %alloc_0 : memref<?xf32> to memref<?xf32>
// PIPE-NEXT: memref.copy %arg1, %alloc_0 : memref<?xf32> to memref<?xf32>
// PIPE-NEXT: memref.dealloc %alloc_0 : memref<?xf32>
// PIPE-NEXT: return %alloc : memref<?xf32>
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
// PIPE-NEXT: }
