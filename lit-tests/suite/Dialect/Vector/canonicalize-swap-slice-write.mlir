// SwapExtractSliceOfTransferWrite (MLIR 22): an insert_slice of an extract_slice of a transfer_write that
// writes its whole tensor becomes a transfer_write into a slice of the destination (in_bounds re-inferred);
// a write of part of the tensor stays. The CHECK lines are mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK: func.func @swap(%arg0: vector<4x6xf32>, %arg1: tensor<4x6xf32>, %arg2: tensor<32x32xf32>, %arg3: index, %arg4: index) -> tensor<32x32xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg2[%arg3, 8] [%arg4, 6] [1, 1] : tensor<32x32xf32> to tensor<?x6xf32>
// CHECK-NEXT: %0 = vector.transfer_write %arg0, %extracted_slice[%c0, %c0] {in_bounds = [false, true]} : vector<4x6xf32>, tensor<?x6xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg2[%arg3, 8] [%arg4, 6] [1, 1] : tensor<?x6xf32> into tensor<32x32xf32>
// CHECK-NEXT: return %inserted_slice : tensor<32x32xf32>
// CHECK-NEXT: }
// CHECK: func.func @no_swap_partial_write(%arg0: vector<2x6xf32>, %arg1: tensor<4x6xf32>, %arg2: tensor<32x32xf32>, %arg3: index, %arg4: index) -> tensor<32x32xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.transfer_write %arg0, %arg1[%c0, %c0] {in_bounds = [true, true]} : vector<2x6xf32>, tensor<4x6xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %0[0, 0] [%arg4, 6] [1, 1] : tensor<4x6xf32> to tensor<?x6xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg2[%arg3, 8] [%arg4, 6] [1, 1] : tensor<?x6xf32> into tensor<32x32xf32>
// CHECK-NEXT: return %inserted_slice : tensor<32x32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @swap(%v: vector<4x6xf32>, %init: tensor<4x6xf32>, %big: tensor<32x32xf32>, %i: index, %n: index) -> tensor<32x32xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_write %v, %init[%c0, %c0] {in_bounds = [true, true]} : vector<4x6xf32>, tensor<4x6xf32>
  %1 = tensor.extract_slice %0[0, 0] [%n, 6] [1, 1] : tensor<4x6xf32> to tensor<?x6xf32>
  %2 = tensor.insert_slice %1 into %big[%i, 8] [%n, 6] [1, 1] : tensor<?x6xf32> into tensor<32x32xf32>
  return %2 : tensor<32x32xf32>
}
func.func @no_swap_partial_write(%v: vector<2x6xf32>, %init: tensor<4x6xf32>, %big: tensor<32x32xf32>, %i: index, %n: index) -> tensor<32x32xf32> {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_write %v, %init[%c0, %c0] {in_bounds = [true, true]} : vector<2x6xf32>, tensor<4x6xf32>
  %1 = tensor.extract_slice %0[0, 0] [%n, 6] [1, 1] : tensor<4x6xf32> to tensor<?x6xf32>
  %2 = tensor.insert_slice %1 into %big[%i, 8] [%n, 6] [1, 1] : tensor<?x6xf32> into tensor<32x32xf32>
  return %2 : tensor<32x32xf32>
}
