// MLIR's test dialect registers test.read_buffer and test.forward_buffer with known effects (upstream's
// deallocation tests use them in generic form): the pass accepts them; a forwarded buffer has its operand's ownership.
// RUN: jopt %s --allow-unregistered-dialect -ownership-based-buffer-deallocation | jfilecheck %s

func.func @reads(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  "test.read_buffer"(%a) : (memref<?xf32>) -> ()
  %f = "test.forward_buffer"(%a) : (memref<?xf32>) -> memref<?xf32>
  return %f : memref<?xf32>
}

// CHECK-LABEL: func.func @reads(%arg0: index) -> memref<?xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: "test.read_buffer"(%alloc) : (memref<?xf32>) -> ()
// CHECK-NEXT: %0 = "test.forward_buffer"(%alloc) : (memref<?xf32>) -> memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%0 : memref<?xf32>)
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
