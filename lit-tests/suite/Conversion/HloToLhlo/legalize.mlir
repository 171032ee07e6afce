// -hlo-legalize-to-lhlo: one buffer per result, allocated just before the op; signatures and
// returns move to memrefs.
// RUN: jopt %s -hlo-legalize-to-lhlo -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @chain(%arg0: memref<3xf32>, %arg1: memref<3xf32>) -> memref<3xf32>
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<3xf32>
// CHECK-NEXT: "lmhlo.multiply"(%arg0, %arg1, %[[A]]) {note = "kept"} : (memref<3xf32>, memref<3xf32>, memref<3xf32>) -> ()
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<3xf32>
// CHECK-NEXT: "lmhlo.negate"(%[[A]], %[[B]]) : (memref<3xf32>, memref<3xf32>) -> ()
// CHECK-NEXT: return %[[B]] : memref<3xf32>
func.func @chain(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {
  %0 = mhlo.multiply %x, %y {note = "kept"} : tensor<3xf32>
  %1 = mhlo.negate %0 : tensor<3xf32>
  return %1 : tensor<3xf32>
}

// -----

// The dot of two matrices gets [1]x[0] contracting dimensions; dot_general keeps its own.
// CHECK-LABEL: func.func @dots
// CHECK: "lmhlo.dot"(%arg0, %arg1, %{{.*}}) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (memref<2x3xf32>, memref<3x4xf32>, memref<2x4xf32>) -> ()
// CHECK: "lmhlo.dot"(%arg2, %arg2, %{{.*}}) <{dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (memref<5x2x2xf32>, memref<5x2x2xf32>, memref<5x2x2xf32>) -> ()
func.func @dots(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<5x2x2xf32>) -> (tensor<2x4xf32>, tensor<5x2x2xf32>) {
  %0 = "mhlo.dot"(%a, %b) : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %1 = "mhlo.dot_general"(%c, %c) {dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<5x2x2xf32>, tensor<5x2x2xf32>) -> tensor<5x2x2xf32>
  return %0, %1 : tensor<2x4xf32>, tensor<5x2x2xf32>
}

// -----

// A dynamic result: its sizes come from the shape of the first operand, seen as a tensor.
// CHECK-LABEL: func.func @dynamic(%arg0: memref<?x4xf32>) -> memref<?x4xf32>
// CHECK-NEXT: %[[T:.*]] = bufferization.to_tensor %arg0 : memref<?x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: %[[S:.*]] = shape.shape_of %[[T]] : tensor<?x4xf32> -> tensor<2xindex>
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D0:.*]] = tensor.extract %[[S]][%[[C0]]] : tensor<2xindex>
// CHECK-NEXT: %[[R:.*]] = memref.alloc(%[[D0]]) : memref<?x4xf32>
// CHECK-NEXT: "lmhlo.sqrt"(%arg0, %[[R]]) : (memref<?x4xf32>, memref<?x4xf32>) -> ()
// CHECK-NEXT: return %[[R]]
func.func @dynamic(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = mhlo.sqrt %x : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// The reduction body takes memrefs, one more argument per result, and copies its results there.
// CHECK-LABEL: func.func @reduce
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT: "lmhlo.reduce"(%arg0, %arg1, %[[OUT]]) <{dimensions = dense<0> : tensor<1xi64>}> ({
// CHECK-NEXT: ^bb0(%[[X:.*]]: memref<i32>, %[[Y:.*]]: memref<i32>, %[[R:.*]]: memref<i32>):
// CHECK-NEXT:   %[[T:.*]] = memref.alloc() : memref<i32>
// CHECK-NEXT:   "lmhlo.maximum"(%[[X]], %[[Y]], %[[T]])
// CHECK-NEXT:   "lmhlo.copy"(%[[T]], %[[R]]) : (memref<i32>, memref<i32>) -> ()
// CHECK-NEXT:   "lmhlo.terminator"() : () -> ()
// CHECK-NEXT: }) : (memref<3x4xi32>, memref<i32>, memref<4xi32>) -> ()
func.func @reduce(%x: tensor<3x4xi32>, %init: tensor<i32>) -> tensor<4xi32> {
  %0 = mhlo.reduce(%x init: %init) applies mhlo.maximum across dimensions = [0] : (tensor<3x4xi32>, tensor<i32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Ops the pass leaves on tensors see buffers through bufferization.to_tensor / to_buffer.
// CHECK-LABEL: func.func @mixed(%arg0: memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: %[[T:.*]] = bufferization.to_tensor %arg0 : memref<2xf32> to tensor<2xf32>
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "lmhlo.exponential"(%arg0, %[[A]])
// CHECK-NEXT: %[[E:.*]] = bufferization.to_tensor %[[A]] : memref<2xf32> to tensor<2xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[T]], %[[E]] : tensor<2xf32>
// CHECK-NEXT: %[[SB:.*]] = bufferization.to_buffer %[[S]] : tensor<2xf32> to memref<2xf32>
// CHECK-NEXT: %[[L:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "lmhlo.log"(%[[SB]], %[[L]])
func.func @mixed(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = mhlo.exponential %x : tensor<2xf32>
  %1 = arith.addf %x, %0 : tensor<2xf32>
  %2 = mhlo.log %1 : tensor<2xf32>
  return %2 : tensor<2xf32>
}

// -----

// Calls and declarations move to memrefs with the functions they call.
// CHECK-LABEL: func.func private @ext(memref<2xf32>) -> memref<2xf32>
// CHECK-LABEL: func.func @caller(%arg0: memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "lmhlo.abs"(%arg0, %[[A]])
// CHECK-NEXT: %[[C:.*]] = call @ext(%[[A]]) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: %[[N:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "lmhlo.negate"(%[[C]], %[[N]])
// CHECK-NEXT: return %[[N]] : memref<2xf32>
func.func private @ext(tensor<2xf32>) -> tensor<2xf32>
func.func @caller(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = mhlo.abs %x : tensor<2xf32>
  %1 = call @ext(%0) : (tensor<2xf32>) -> tensor<2xf32>
  %2 = mhlo.negate %1 : tensor<2xf32>
  return %2 : tensor<2xf32>
}
