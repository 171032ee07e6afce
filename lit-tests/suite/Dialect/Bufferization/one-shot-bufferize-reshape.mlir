// Reshapes under One-Shot Bufferize: a collapse of a strided argument is copied into a row-major buffer
// first, an expand keeps the strides (scaled per group), reshapes of fresh buffers stay identity layouts.
// RUN: jopt %s -one-shot-bufferize="bufferize-function-boundaries" | jfilecheck %s
// RUN: jopt %s -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | jfilecheck %s --check-prefix=IDENTITY

func.func @reshape(%a: tensor<?x4xf32>, %n: index) -> (tensor<?xf32>, tensor<?x2x4xf32>, f32) {
  %c = tensor.collapse_shape %a [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %e = tensor.expand_shape %a [[0, 1], [2]] output_shape [%n, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %c[%c0] : tensor<?xf32>
  return %c, %e, %x : tensor<?xf32>, tensor<?x2x4xf32>, f32
}
func.func @local(%n: index) -> tensor<2x?xf32> {
  %0 = tensor.empty(%n) : tensor<?xf32>
  %f = arith.constant 1.0 : f32
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
  %c2 = arith.constant 2 : index
  %m = arith.divui %n, %c2 : index
  %2 = tensor.expand_shape %1 [[0, 1]] output_shape [2, %m] : tensor<?xf32> into tensor<2x?xf32>
  return %2 : tensor<2x?xf32>
}

// CHECK-LABEL: func.func @reshape(%arg0: memref<?x4xf32, strided<[?, ?], offset: ?>>, %arg1: index) -> (memref<?xf32>, memref<?x2x4xf32, strided<[?, ?, ?], offset: ?>>, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[}}[0, 1]] : memref<?x4xf32> into memref<?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[}}[0, 1], [2]] output_shape [%arg1, 2, 4] : memref<?x4xf32, strided<[?, ?], offset: ?>> into memref<?x2x4xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %collapse_shape[%c0_0] : memref<?xf32>
// CHECK-NEXT: %cast = memref.cast %collapse_shape : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %collapse_shape, %expand_shape, %0 : memref<?xf32>, memref<?x2x4xf32, strided<[?, ?, ?], offset: ?>>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @local(%arg0: index) -> memref<2x?xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.divui %arg0, %c2 : index
// CHECK-NEXT: %expand_shape = memref.expand_shape %alloc {{\[}}[0, 1]] output_shape [2, %0] : memref<?xf32> into memref<2x?xf32>
// CHECK-NEXT: %cast = memref.cast %expand_shape : memref<2x?xf32> to memref<2x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %expand_shape : memref<2x?xf32>
// CHECK-NEXT: }

// IDENTITY-LABEL: func.func @reshape(%arg0: memref<?x4xf32>, %arg1: index) -> (memref<?xf32>, memref<?x2x4xf32>, f32) {
// IDENTITY-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[}}[0, 1]] : memref<?x4xf32> into memref<?xf32>
// IDENTITY-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[}}[0, 1], [2]] output_shape [%arg1, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
// IDENTITY-NEXT: %c0 = arith.constant 0 : index
// IDENTITY-NEXT: %0 = memref.load %collapse_shape[%c0] : memref<?xf32>
// IDENTITY-NEXT: return %collapse_shape, %expand_shape, %0 : memref<?xf32>, memref<?x2x4xf32>, f32
// IDENTITY-NEXT: }
// IDENTITY-LABEL: func.func @local(%arg0: index) -> memref<2x?xf32> {
// IDENTITY-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// IDENTITY-NEXT: %cst = arith.constant 1.000000e+00 : f32
// IDENTITY-NEXT: linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
// IDENTITY-NEXT: %c2 = arith.constant 2 : index
// IDENTITY-NEXT: %0 = arith.divui %arg0, %c2 : index
// IDENTITY-NEXT: %expand_shape = memref.expand_shape %alloc {{\[}}[0, 1]] output_shape [2, %0] : memref<?xf32> into memref<2x?xf32>
// IDENTITY-NEXT: return %expand_shape : memref<2x?xf32>
// IDENTITY-NEXT: }
