// Shapes of linalg and bufferization results, as mlir-opt 22: -resolve-ranked-shaped-type-result-dims
// reifies the result sizes of linalg structured ops (each loop sized by the first operand dimension
// it indexes alone; the init's dim where that is the init) and of bufferization.alloc_tensor (its
// dynamic sizes or its copy's dims). -canonicalize folds tensor.dim of a linalg result to the dim of
// its init (DimOfDestStyleOp), memref.dim of bufferization.to_buffer to the tensor.dim of its tensor
// (DimOfCastOp), tensor.dim of alloc_tensor to its size (FoldDimOfAllocTensorOp) and makes constant
// alloc_tensor sizes static behind a tensor.cast (ReplaceStaticShapeDims).
// RUN: jopt %s -resolve-ranked-shaped-type-result-dims | jfilecheck %s --check-prefix=RESOLVE
// RUN: jopt %s -canonicalize | jfilecheck %s --check-prefix=CANON

// RESOLVE: module {
// RESOLVE-LABEL: func.func @generic_dim(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> (index, index) {
// RESOLVE-NEXT: %c1 = arith.constant 1 : index
// RESOLVE-NEXT: %c0 = arith.constant 0 : index
// RESOLVE-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// RESOLVE-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// RESOLVE-NEXT: return %dim, %dim_0 : index, index
// RESOLVE-NEXT: }
// RESOLVE-LABEL: func.func @fill_dim(%arg0: f32, %arg1: tensor<4x?xf32>) -> index {
// RESOLVE-NEXT: %c1 = arith.constant 1 : index
// RESOLVE-NEXT: %dim = tensor.dim %arg1, %c1 : tensor<4x?xf32>
// RESOLVE-NEXT: return %dim : index
// RESOLVE-NEXT: }
// RESOLVE-LABEL: func.func @matmul_dim(%arg0: tensor<?x8xf32>, %arg1: tensor<8x?xf32>, %arg2: tensor<?x?xf32>, %arg3: index) -> index {
// RESOLVE-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<?x8xf32>, tensor<8x?xf32>) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
// RESOLVE-NEXT: %dim = tensor.dim %0, %arg3 : tensor<?x?xf32>
// RESOLVE-NEXT: return %dim : index
// RESOLVE-NEXT: }
// RESOLVE-LABEL: func.func @alloc_tensor_dim(%arg0: index, %arg1: index) -> (index, index) {
// RESOLVE-NEXT: %0 = bufferization.alloc_tensor(%arg0, %arg1) : tensor<?x4x?xf32>
// RESOLVE-NEXT: return %arg0, %arg1 : index, index
// RESOLVE-NEXT: }
// RESOLVE-LABEL: func.func @alloc_tensor_copy_dim(%arg0: tensor<?xf32>) -> index {
// RESOLVE-NEXT: %c0 = arith.constant 0 : index
// RESOLVE-NEXT: %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<?xf32>
// RESOLVE-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// RESOLVE-NEXT: return %dim : index
// RESOLVE-NEXT: }
// RESOLVE-LABEL: func.func @to_buffer_dim(%arg0: tensor<?x?xf32>) -> index {
// RESOLVE-NEXT: %c1 = arith.constant 1 : index
// RESOLVE-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32>
// RESOLVE-NEXT: %dim = memref.dim %0, %c1 : memref<?x?xf32>
// RESOLVE-NEXT: return %dim : index
// RESOLVE-NEXT: }
// RESOLVE-LABEL: func.func @matmul(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> (index, index) {
// RESOLVE-NEXT: %c1 = arith.constant 1 : index
// RESOLVE-NEXT: %c0 = arith.constant 0 : index
// RESOLVE-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// RESOLVE-NEXT: %dim_0 = tensor.dim %arg1, %c1 : tensor<?x?xf32>
// RESOLVE-NEXT: return %dim, %dim_0 : index, index
// RESOLVE-NEXT: }
// RESOLVE-LABEL: func.func @conv(%arg0: tensor<1x?x?x3xf32>, %arg1: tensor<?x?x3x8xf32>, %arg2: tensor<1x?x?x8xf32>) -> index {
// RESOLVE-NEXT: %c1 = arith.constant 1 : index
// RESOLVE-NEXT: %dim = tensor.dim %arg2, %c1 : tensor<1x?x?x8xf32>
// RESOLVE-NEXT: return %dim : index
// RESOLVE-NEXT: }
// RESOLVE-LABEL: func.func @two_results(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?xf32>) -> (index, index) {
// RESOLVE-NEXT: %c1 = arith.constant 1 : index
// RESOLVE-NEXT: %c0 = arith.constant 0 : index
// RESOLVE-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// RESOLVE-NEXT: %dim_0 = tensor.dim %arg2, %c1 : tensor<?x?xf32>
// RESOLVE-NEXT: return %dim, %dim_0 : index, index
// RESOLVE-NEXT: }
// RESOLVE-LABEL: func.func @reduce(%arg0: tensor<?x?xf32>, %arg1: tensor<?xf32>) -> index {
// RESOLVE-NEXT: %c0 = arith.constant 0 : index
// RESOLVE-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// RESOLVE-NEXT: return %dim : index
// RESOLVE-NEXT: }
// RESOLVE-LABEL: func.func @alloc_const(%arg0: index) -> tensor<?x?xf32> {
// RESOLVE-NEXT: %c5 = arith.constant 5 : index
// RESOLVE-NEXT: %0 = bufferization.alloc_tensor(%c5, %arg0) : tensor<?x?xf32>
// RESOLVE-NEXT: return %0 : tensor<?x?xf32>
// RESOLVE-NEXT: }
// RESOLVE-LABEL: func.func @to_buffer_static(%arg0: tensor<4x?xf32>, %arg1: index) -> index {
// RESOLVE-NEXT: %0 = bufferization.to_buffer %arg0 read_only : tensor<4x?xf32> to memref<4x?xf32>
// RESOLVE-NEXT: %dim = memref.dim %0, %arg1 : memref<4x?xf32>
// RESOLVE-NEXT: return %dim : index
// RESOLVE-NEXT: }
// RESOLVE-LABEL: func.func @alloc_hint(%arg0: index, %arg1: index) -> tensor<?x?x?xf32> {
// RESOLVE-NEXT: %c5 = arith.constant 5 : index
// RESOLVE-NEXT: %c7 = arith.constant 7 : index
// RESOLVE-NEXT: %0 = bufferization.alloc_tensor(%c5, %arg0, %c7) size_hint=%arg1 {memory_space = 1 : i64} : tensor<?x?x?xf32>
// RESOLVE-NEXT: return %0 : tensor<?x?x?xf32>
// RESOLVE-NEXT: }
// RESOLVE-NEXT: }

// CANON: module {
// CANON-LABEL: func.func @generic_dim(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> (index, index) {
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %c1 = arith.constant 1 : index
// CANON-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CANON-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CANON-NEXT: return %dim, %dim_0 : index, index
// CANON-NEXT: }
// CANON-LABEL: func.func @fill_dim(%arg0: f32, %arg1: tensor<4x?xf32>) -> index {
// CANON-NEXT: %c1 = arith.constant 1 : index
// CANON-NEXT: %dim = tensor.dim %arg1, %c1 : tensor<4x?xf32>
// CANON-NEXT: return %dim : index
// CANON-NEXT: }
// CANON-LABEL: func.func @matmul_dim(%arg0: tensor<?x8xf32>, %arg1: tensor<8x?xf32>, %arg2: tensor<?x?xf32>, %arg3: index) -> index {
// CANON-NEXT: %dim = tensor.dim %arg2, %arg3 : tensor<?x?xf32>
// CANON-NEXT: return %dim : index
// CANON-NEXT: }
// CANON-LABEL: func.func @alloc_tensor_dim(%arg0: index, %arg1: index) -> (index, index) {
// CANON-NEXT: %0 = bufferization.alloc_tensor(%arg0, %arg1) : tensor<?x4x?xf32>
// CANON-NEXT: return %arg0, %arg1 : index, index
// CANON-NEXT: }
// CANON-LABEL: func.func @alloc_tensor_copy_dim(%arg0: tensor<?xf32>) -> index {
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<?xf32>
// CANON-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CANON-NEXT: return %dim : index
// CANON-NEXT: }
// CANON-LABEL: func.func @to_buffer_dim(%arg0: tensor<?x?xf32>) -> index {
// CANON-NEXT: %c1 = arith.constant 1 : index
// CANON-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CANON-NEXT: return %dim : index
// CANON-NEXT: }
// CANON-LABEL: func.func @matmul(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> (index, index) {
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %c1 = arith.constant 1 : index
// CANON-NEXT: %dim = tensor.dim %arg2, %c0 : tensor<?x?xf32>
// CANON-NEXT: %dim_0 = tensor.dim %arg2, %c1 : tensor<?x?xf32>
// CANON-NEXT: return %dim, %dim_0 : index, index
// CANON-NEXT: }
// CANON-LABEL: func.func @conv(%arg0: tensor<1x?x?x3xf32>, %arg1: tensor<?x?x3x8xf32>, %arg2: tensor<1x?x?x8xf32>) -> index {
// CANON-NEXT: %c1 = arith.constant 1 : index
// CANON-NEXT: %dim = tensor.dim %arg2, %c1 : tensor<1x?x?x8xf32>
// CANON-NEXT: return %dim : index
// CANON-NEXT: }
// CANON-LABEL: func.func @two_results(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?xf32>) -> (index, index) {
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %c1 = arith.constant 1 : index
// CANON-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?xf32>
// CANON-NEXT: %dim_0 = tensor.dim %arg2, %c1 : tensor<?x?xf32>
// CANON-NEXT: return %dim, %dim_0 : index, index
// CANON-NEXT: }
// CANON-LABEL: func.func @reduce(%arg0: tensor<?x?xf32>, %arg1: tensor<?xf32>) -> index {
// CANON-NEXT: %c0 = arith.constant 0 : index
// CANON-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?xf32>
// CANON-NEXT: return %dim : index
// CANON-NEXT: }
// CANON-LABEL: func.func @alloc_const(%arg0: index) -> tensor<?x?xf32> {
// CANON-NEXT: %0 = bufferization.alloc_tensor(%arg0) : tensor<5x?xf32>
// CANON-NEXT: %cast = tensor.cast %0 : tensor<5x?xf32> to tensor<?x?xf32>
// CANON-NEXT: return %cast : tensor<?x?xf32>
// CANON-NEXT: }
// CANON-LABEL: func.func @to_buffer_static(%arg0: tensor<4x?xf32>, %arg1: index) -> index {
// CANON-NEXT: %dim = tensor.dim %arg0, %arg1 : tensor<4x?xf32>
// CANON-NEXT: return %dim : index
// CANON-NEXT: }
// CANON-LABEL: func.func @alloc_hint(%arg0: index, %arg1: index) -> tensor<?x?x?xf32> {
// CANON-NEXT: %0 = bufferization.alloc_tensor(%arg0) : tensor<5x?x7xf32>
// CANON-NEXT: %cast = tensor.cast %0 : tensor<5x?x7xf32> to tensor<?x?x?xf32>
// CANON-NEXT: return %cast : tensor<?x?x?xf32>
// CANON-NEXT: }
// CANON-NEXT: }

func.func @generic_dim(%a: tensor<?x?xf32>, %init: tensor<?x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x?xf32>) outs(%init : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<?x?xf32>
  %d0 = tensor.dim %r, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %r, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

func.func @fill_dim(%f: f32, %init: tensor<4x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %r = linalg.fill ins(%f : f32) outs(%init : tensor<4x?xf32>) -> tensor<4x?xf32>
  %d = tensor.dim %r, %c1 : tensor<4x?xf32>
  return %d : index
}

func.func @matmul_dim(%a: tensor<?x8xf32>, %b: tensor<8x?xf32>, %init: tensor<?x?xf32>, %i: index) -> index {
  %r = linalg.matmul ins(%a, %b : tensor<?x8xf32>, tensor<8x?xf32>) outs(%init : tensor<?x?xf32>) -> tensor<?x?xf32>
  %d = tensor.dim %r, %i : tensor<?x?xf32>
  return %d : index
}

func.func @alloc_tensor_dim(%n: index, %m: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = bufferization.alloc_tensor(%n, %m) : tensor<?x4x?xf32>
  %d0 = tensor.dim %t, %c0 : tensor<?x4x?xf32>
  %d2 = arith.constant 2 : index
  %d = tensor.dim %t, %d2 : tensor<?x4x?xf32>
  return %d0, %d : index, index
}

func.func @alloc_tensor_copy_dim(%s: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %t = bufferization.alloc_tensor() copy(%s) : tensor<?xf32>
  %d0 = tensor.dim %t, %c0 : tensor<?xf32>
  return %d0 : index
}

func.func @to_buffer_dim(%t: tensor<?x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %m = bufferization.to_buffer %t : tensor<?x?xf32> to memref<?x?xf32>
  %d = memref.dim %m, %c1 : memref<?x?xf32>
  return %d : index
}
func.func @matmul(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %init: tensor<?x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%init : tensor<?x?xf32>) -> tensor<?x?xf32>
  %d0 = tensor.dim %r, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %r, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

func.func @conv(%in: tensor<1x?x?x3xf32>, %f: tensor<?x?x3x8xf32>, %init: tensor<1x?x?x8xf32>) -> index {
  %c1 = arith.constant 1 : index
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f : tensor<1x?x?x3xf32>, tensor<?x?x3x8xf32>) outs(%init : tensor<1x?x?x8xf32>) -> tensor<1x?x?x8xf32>
  %d = tensor.dim %r, %c1 : tensor<1x?x?x8xf32>
  return %d : index
}

func.func @two_results(%a: tensor<?xf32>, %i0: tensor<?xf32>, %i1: tensor<?x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?xf32>) outs(%i0, %i1 : tensor<?xf32>, tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s, %z : f32, f32
  } -> (tensor<?xf32>, tensor<?x?xf32>)
  %d0 = tensor.dim %r#0, %c0 : tensor<?xf32>
  %d1 = tensor.dim %r#1, %c1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

func.func @reduce(%a: tensor<?x?xf32>, %init: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %r = linalg.reduce ins(%a : tensor<?x?xf32>) outs(%init : tensor<?xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}

func.func @alloc_const(%n: index) -> tensor<?x?xf32> {
  %c5 = arith.constant 5 : index
  %t = bufferization.alloc_tensor(%c5, %n) : tensor<?x?xf32>
  return %t : tensor<?x?xf32>
}

func.func @to_buffer_static(%t: tensor<4x?xf32>, %i: index) -> index {
  %m = bufferization.to_buffer %t read_only : tensor<4x?xf32> to memref<4x?xf32>
  %d = memref.dim %m, %i : memref<4x?xf32>
  return %d : index
}
func.func @alloc_hint(%n: index, %s: index) -> tensor<?x?x?xf32> {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %t = bufferization.alloc_tensor(%c5, %n, %c7) size_hint=%s {memory_space = 1 : i64} : tensor<?x?x?xf32>
  return %t : tensor<?x?x?xf32>
}
