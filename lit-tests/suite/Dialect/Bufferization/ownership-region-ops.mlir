// Region ops the deallocation pass meets in upstream's tests: shape.assuming passes ownership out of its
// body like a region branch op (and buffer-deallocation-simplification sees its results' origins, so the
// two deallocs stay apart); the test dialect's region op without branch semantics is accepted while no
// memref leaves its body, and rejected once one does.
// RUN: jopt %s -split-input-file -verify-diagnostics -ownership-based-buffer-deallocation -buffer-deallocation-simplification | jfilecheck %s

func.func @assuming(%w: !shape.witness, %in: memref<4xf32>, %out: memref<4xf32>) {
  %a = shape.assuming %w -> memref<4xf32> {
    %t = memref.alloc() : memref<4xf32>
    "test.read_buffer"(%t) : (memref<4xf32>) -> ()
    shape.assuming_yield %in : memref<4xf32>
  }
  %b = shape.assuming %w -> memref<4xf32> {
    %n = memref.alloc() : memref<4xf32>
    shape.assuming_yield %n : memref<4xf32>
  }
  test.copy(%b, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// CHECK-LABEL: func.func @assuming(%arg0: !shape.witness, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0:2 = shape.assuming %arg0 -> (memref<4xf32>, i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.read_buffer"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc : memref<4xf32>) if (%true)
// CHECK-NEXT: shape.assuming_yield %arg1, %false : memref<4xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = shape.assuming %arg0 -> (memref<4xf32>, i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: shape.assuming_yield %alloc, %true : memref<4xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: test.copy(%1#0, %arg2) : (memref<4xf32>, memref<4xf32>)
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %1#0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_0 : memref<f32>) if (%1#1)
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%0#1)
// CHECK-NEXT: return

// -----

func.func @inner_use_only() {
  %0 = "test.one_region_with_recursive_memory_effects"() ({
    %b = memref.alloc() : memref<8xi8>
    "test.read_buffer"(%b) : (memref<8xi8>) -> ()
    "test.return"() : () -> ()
  }) : () -> (i32)
  return
}

// CHECK-LABEL: func.func @inner_use_only() {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = "test.one_region_with_recursive_memory_effects"() ({
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xi8>
// CHECK-NEXT: "test.read_buffer"(%alloc) : (memref<8xi8>) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc : memref<8xi8>) if (%true)
// CHECK-NEXT: "test.return"() : () -> ()
// CHECK-NEXT: }) : () -> i32

// -----

func.func @escapes() {
  // expected-error@+1 {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
  %0 = "test.one_region_with_recursive_memory_effects"() ({
    %b = memref.alloc() : memref<8xi8>
    "test.return"(%b) : (memref<8xi8>) -> ()
  }) : () -> (memref<8xi8>)
  return
}
