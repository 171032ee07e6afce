// -canonicalize of tensor.dim, as mlir-opt 22: DimOfReshapeOp extracts the size from a tensor.reshape's
// shape operand (index_cast for an integer shape); DimOfDestStyleOp reads the dim of the destination
// of tensor.insert and tensor.insert_slice instead of their result.
// RUN: jopt %s -canonicalize | jfilecheck %s

// CHECK: module {
// CHECK-LABEL: func.func @reshape(%arg0: tensor<?xf32>, %arg1: tensor<2xindex>) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %extracted = tensor.extract %arg1[%c0] : tensor<2xindex>
// CHECK-NEXT: return %extracted : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_i64(%arg0: tensor<?xf32>, %arg1: tensor<2xi64>, %arg2: index) -> index {
// CHECK-NEXT: %extracted = tensor.extract %arg1[%arg2] : tensor<2xi64>
// CHECK-NEXT: %0 = arith.index_cast %extracted : i64 to index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert(%arg0: tensor<?xf32>, %arg1: f32, %arg2: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_slice(%arg0: tensor<?x?xf32>, %arg1: tensor<2x2xf32>, %arg2: index) -> (index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg2 : tensor<?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: return %dim, %dim_0 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_slice_used(%arg0: tensor<?x?xf32>, %arg1: tensor<2x2xf32>, %arg2: index) -> (tensor<?x?xf32>, index) {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg0[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg2 : tensor<?x?xf32>
// CHECK-NEXT: return %inserted_slice, %dim : tensor<?x?xf32>, index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @reshape(%t: tensor<?xf32>, %s: tensor<2xindex>) -> index {
  %c0 = arith.constant 0 : index
  %v = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %d = tensor.dim %v, %c0 : tensor<?x?xf32>
  return %d : index
}
func.func @reshape_i64(%t: tensor<?xf32>, %s: tensor<2xi64>, %i: index) -> index {
  %v = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %d = tensor.dim %v, %i : tensor<?x?xf32>
  return %d : index
}
func.func @insert(%t: tensor<?xf32>, %f: f32, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %v = tensor.insert %f into %t[%i] : tensor<?xf32>
  %d = tensor.dim %v, %c0 : tensor<?xf32>
  return %d : index
}
func.func @insert_slice(%t: tensor<?x?xf32>, %u: tensor<2x2xf32>, %i: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %v = tensor.insert_slice %u into %t[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
  %d = tensor.dim %v, %i : tensor<?x?xf32>
  %e = tensor.dim %v, %c1 : tensor<?x?xf32>
  return %d, %e : index, index
}
func.func @insert_slice_used(%t: tensor<?x?xf32>, %u: tensor<2x2xf32>, %i: index) -> (tensor<?x?xf32>, index) {
  %v = tensor.insert_slice %u into %t[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
  %d = tensor.dim %v, %i : tensor<?x?xf32>
  return %v, %d : tensor<?x?xf32>, index
}
