// The bufferization ops in their custom and generic forms: alloc_tensor
// (dynamic sizes, copy, memory space), to_buffer/to_tensor with their unit
// flags, materialize_in_destination into a tensor (a result) or a memref (no
// result), clone, and dealloc with one i1 result per retained memref.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @ops(
// CHECK-SAME: %[[T:.*]]: tensor<4xf32>, %[[M:.*]]: memref<4xf32>, %[[N:.*]]: index, %[[C:.*]]: i1)
func.func @ops(%t: tensor<4xf32>, %m: memref<4xf32>, %n: index, %c: i1) -> (tensor<?xf32>, memref<4xf32>, tensor<4xf32>, i1) {
  // CHECK: %[[A:.*]] = bufferization.alloc_tensor(%[[N]]) : tensor<?xf32>
  // GENERIC: "bufferization.alloc_tensor"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?xf32>
  %0 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  // CHECK: %[[COPY:.*]] = bufferization.alloc_tensor() copy(%[[T]]) : tensor<4xf32>
  // GENERIC: <{operandSegmentSizes = array<i32: 0, 1, 0>}>
  %1 = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  // CHECK: bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %2 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  // CHECK: %[[B:.*]] = bufferization.to_buffer %[[T]] read_only : tensor<4xf32> to memref<4xf32>
  // GENERIC: "bufferization.to_buffer"(%{{.*}}) <{read_only}> : (tensor<4xf32>) -> memref<4xf32>
  %3 = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  // CHECK: bufferization.to_tensor %[[M]] restrict writable : memref<4xf32> to tensor<4xf32>
  // GENERIC: <{restrict, writable}> : (memref<4xf32>) -> tensor<4xf32>
  %4 = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  // CHECK: %[[D:.*]] = bufferization.materialize_in_destination %[[T]] in %[[COPY]] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %5 = bufferization.materialize_in_destination %t in %1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // CHECK: bufferization.materialize_in_destination %[[T]] in restrict writable %[[M]] : (tensor<4xf32>, memref<4xf32>) -> ()
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  // CHECK: %[[CL:.*]] = bufferization.clone %[[M]] : memref<4xf32> to memref<4xf32>
  %6 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  // CHECK: %[[U:.*]] = bufferization.dealloc (%[[M]] : memref<4xf32>) if (%[[C]]) retain (%[[CL]] : memref<4xf32>)
  // GENERIC: "bufferization.dealloc"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<4xf32>, i1, memref<4xf32>) -> i1
  %7 = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%6 : memref<4xf32>)
  // CHECK: bufferization.dealloc (%[[CL]] : memref<4xf32>) if (%[[C]]){{$}}
  bufferization.dealloc (%6 : memref<4xf32>) if (%c)
  // CHECK: bufferization.dealloc{{$}}
  bufferization.dealloc
  return %0, %3, %5, %7 : tensor<?xf32>, memref<4xf32>, tensor<4xf32>, i1
}
