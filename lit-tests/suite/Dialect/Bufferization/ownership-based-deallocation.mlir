// ownership-based-buffer-deallocation, mlir-opt 22's output: ownership indicators for allocations
// (true), allocas and function arguments (false), values of enclosing regions (false, never freed
// inside); scf.for/scf.while/scf.if/index_switch pass ownership as extra i1 iter_args, arguments and
// results; cf.br and cf.cond_br forward it as block arguments (cond_br with a dealloc per successor
// under the branch condition); an arith.select of differently owned buffers selects their indicators;
// returned buffers are cloned unless owned; scf.parallel/forall/alloca_scope free their own allocations.
// RUN: jopt %s -ownership-based-buffer-deallocation | jfilecheck %s

func.func @loop_alloc(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %u = memref.load %0[%lb] : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %2 = arith.cmpi eq, %i, %ub : index
    %3 = memref.alloc() : memref<2xf32>
    scf.yield %3 : memref<2xf32>
  }
  memref.copy %1, %res : memref<2xf32> to memref<2xf32>
  return
}
func.func @if_alloc(%c: i1, %n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %r = scf.if %c -> memref<?xf32> {
    %b = memref.alloc(%n) : memref<?xf32>
    scf.yield %b : memref<?xf32>
  } else {
    scf.yield %a : memref<?xf32>
  }
  return %r : memref<?xf32>
}
func.func @nested(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>) -> memref<2xf32> {
  %1 = scf.for %i = %lb to %ub step %step iter_args(%x = %buf) -> memref<2xf32> {
    %2 = scf.for %j = %lb to %ub step %step iter_args(%y = %x) -> memref<2xf32> {
      %3 = memref.alloc() : memref<2xf32>
      memref.copy %y, %3 : memref<2xf32> to memref<2xf32>
      scf.yield %3 : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  return %1 : memref<2xf32>
}
func.func @select(%c: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %s = arith.select %c, %a, %b : memref<?xf32>
  %v = memref.load %s[%c0] : memref<?xf32>
  return %v : f32
}
func.func @view(%n: index) -> memref<2xf32, strided<[1], offset: 1>> {
  %a = memref.alloc() : memref<8xf32>
  %v = memref.subview %a[1] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 1>>
  return %v : memref<2xf32, strided<[1], offset: 1>>
}
func.func @while_loop(%buf: memref<2xf32>, %n: index) -> memref<2xf32> {
  %r = scf.while (%x = %buf) : (memref<2xf32>) -> memref<2xf32> {
    %c = arith.cmpi eq, %n, %n : index
    scf.condition(%c) %x : memref<2xf32>
  } do {
  ^bb0(%y: memref<2xf32>):
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @unknown(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloca() : memref<2xf32>
  %s = arith.select %c, %a, %b : memref<2xf32>
  return %s : memref<2xf32>
}
func.func @unknown2(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %v = memref.cast %a : memref<2xf32> to memref<2xf32>
  %s = arith.select %c, %a, %arg : memref<2xf32>
  return %s : memref<2xf32>
}
func.func @cf(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb2:
  cf.br ^bb3(%arg : memref<2xf32>)
^bb3(%r: memref<2xf32>):
  return %r : memref<2xf32>
}
#map = affine_map<(d0) -> (d0)>
func.func @gen(%a: memref<4xf32>) -> memref<4xf32> {
  %b = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return %b : memref<4xf32>
}
func.func @par(%a: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %t = memref.alloc() : memref<4xf32>
    %v = memref.load %t[%i] : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
    scf.reduce
  }
  scf.forall (%i) in (4) {
    %t = memref.alloc() : memref<4xf32>
    %v = memref.load %t[%i] : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
  }
  memref.alloca_scope {
    %t = memref.alloca() : memref<4xf32>
    %z = memref.load %t[%c0] : memref<4xf32>
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @loop_alloc(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>, %arg4: memref<2xf32>) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %false_1 = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = memref.load %alloc[%arg0] : memref<2xf32>
// CHECK-NEXT: %1:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %false) -> (memref<2xf32>, i1) {
// CHECK-NEXT: %true_14 = arith.constant true
// CHECK-NEXT: %2 = arith.cmpi eq, %arg5, %arg1 : index
// CHECK-NEXT: %alloc_15 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer_16, %offset_17, %sizes_18, %strides_19 = memref.extract_strided_metadata %arg6 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %alloc_15 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_16, %base_buffer_20 : memref<f32>, memref<f32>) if (%arg7, %true_14) retain (%alloc_15 : memref<2xf32>)
// CHECK-NEXT: scf.yield %alloc_15, %3 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %1#0, %arg4 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg3 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %arg4 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %1#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6, %base_buffer_10 : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%false_0, %false_1, %true, %1#1)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_alloc(%arg0: i1, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (memref<?xf32>, i1) {
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: %alloc_10 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %alloc_10 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_11 : memref<f32>) if (%true_9) retain (%alloc_10 : memref<?xf32>)
// CHECK-NEXT: scf.yield %alloc_10, %3 : memref<?xf32>, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %false_9 = arith.constant false
// CHECK-NEXT: %3 = bufferization.dealloc retain (%alloc : memref<?xf32>)
// CHECK-NEXT: scf.yield %alloc, %3 : memref<?xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<?xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %3 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%true, %0#1, %true_0) retain (%1 : memref<?xf32>)
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %false) -> (memref<2xf32>, i1) {
// CHECK-NEXT: %false_9 = arith.constant false
// CHECK-NEXT: %3:2 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg5, %arg9 = %false_9) -> (memref<2xf32>, i1) {
// CHECK-NEXT: %true_18 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg8, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %base_buffer_19, %offset_20, %sizes_21, %strides_22 = memref.extract_strided_metadata %arg8 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_23, %offset_24, %sizes_25, %strides_26 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %5 = bufferization.dealloc (%base_buffer_19, %base_buffer_23 : memref<f32>, memref<f32>) if (%arg9, %true_18) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: scf.yield %alloc, %5 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg5 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %3#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %4 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg6, %3#1) retain (%3#0 : memref<2xf32>)
// CHECK-NEXT: scf.yield %3#0, %4 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg3 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @select(%arg0: i1, %arg1: index) -> f32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %0 = arith.select %arg0, %alloc, %alloc_1 : memref<?xf32>
// CHECK-NEXT: %1 = memref.load %0[%c0] : memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %alloc_1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_2 : memref<f32>, memref<f32>) if (%true_0, %true)
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @view(%arg0: index) -> memref<2xf32, strided<[1], offset: 1>> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[1] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%subview : memref<2xf32, strided<[1], offset: 1>>)
// CHECK-NEXT: return %subview : memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_loop(%arg0: memref<2xf32>, %arg1: index) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %false) : (memref<2xf32>, i1) -> (memref<2xf32>, i1) {
// CHECK-NEXT: %3 = arith.cmpi eq, %arg1, %arg1 : index
// CHECK-NEXT: %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %4 = bufferization.dealloc (%base_buffer_9 : memref<f32>) if (%arg3) retain (%arg2 : memref<2xf32>)
// CHECK-NEXT: scf.condition(%3) %arg2, %4 : memref<2xf32>, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: memref<2xf32>, %arg3: i1):
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg3, %true_9) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: scf.yield %alloc, %3 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unknown(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: %0 = arith.select %arg0, %alloc, %alloca : memref<2xf32>
// CHECK-NEXT: %1 = arith.select %arg0, %true, %false : i1
// CHECK-NEXT: %2 = scf.if %1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%true, %true_0) retain (%2 : memref<2xf32>)
// CHECK-NEXT: return %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unknown2(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %0 = arith.select %arg0, %alloc, %arg1 : memref<2xf32>
// CHECK-NEXT: %1 = arith.select %arg0, %true, %false : i1
// CHECK-NEXT: %2 = scf.if %1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false, %true, %true_0) retain (%2 : memref<2xf32>)
// CHECK-NEXT: return %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cf(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = arith.andi %false, %arg0 : i1
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%0)
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %1 = arith.xori %true, %arg0 : i1
// CHECK-NEXT: %2 = arith.andi %false, %1 : i1
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer : memref<f32>) if (%2) retain (%arg1 : memref<2xf32>)
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %4 = bufferization.dealloc (%base_buffer_1 : memref<f32>) if (%true_0) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: cf.br ^bb3(%alloc, %4 : memref<2xf32>, i1)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %5 = bufferization.dealloc (%base_buffer_5 : memref<f32>) if (%3) retain (%arg1 : memref<2xf32>)
// CHECK-NEXT: cf.br ^bb3(%arg1, %5 : memref<2xf32>, i1)
// CHECK-NEXT: ^bb3(%6: memref<2xf32>, %7: i1):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %8 = scf.if %7 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %6 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %10 = bufferization.clone %6 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %10 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %6 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %8 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %9 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%7, %true_9) retain (%8 : memref<2xf32>)
// CHECK-NEXT: return %8 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gen(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf32>) outs(%alloc : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: linalg.yield %in : f32
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%alloc : memref<4xf32>)
// CHECK-NEXT: return %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @par(%arg0: memref<4xf32>, %arg1: index) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %false_1 = arith.constant false
// CHECK-NEXT: %false_2 = arith.constant false
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false_3 = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %base_buffer_4, %offset_5, %sizes_6, %strides_7 = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_4 : memref<f32>) if (%true)
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg2) in (4) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false_3 = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: %base_buffer_4, %offset_5, %sizes_6, %strides_7 = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_4 : memref<f32>) if (%true)
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %false_3 = arith.constant false
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%false_2)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
