// tensor.extract_slice takes its constant offsets, sizes and strides into its static lists (not
// negative offsets or sizes, not when the slice would run out of bounds); the new static result type
// is cast back to the old one. A rank-reducing slice drops the first unit dimensions.
// RUN: jopt %s -canonicalize -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @static_sizes
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %arg0[3, 1] [3, 5] [1, 2] : tensor<10x12xf32> to tensor<3x5xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[S]] : tensor<3x5xf32> to tensor<?x5xf32>
// CHECK-NEXT: return %[[C]]
func.func @static_sizes(%t: tensor<10x12xf32>) -> tensor<?x5xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.extract_slice %t[%c3, 1] [%c3, 5] [1, %c2] : tensor<10x12xf32> to tensor<?x5xf32>
  return %0 : tensor<?x5xf32>
}

// -----

// CHECK-LABEL: func.func @rank_reducing
// CHECK: tensor.extract_slice %arg0[0, %arg1, 0] [1, 1, 6] [1, 1, 1] : tensor<4x?x8xf32> to tensor<1x6xf32>
// CHECK-NEXT: tensor.cast %{{.*}} : tensor<1x6xf32> to tensor<?x?xf32>
func.func @rank_reducing(%t: tensor<4x?x8xf32>, %i: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %0 = tensor.extract_slice %t[%c0, %i, 0] [%c1, 1, %c6] [1, 1, 1] : tensor<4x?x8xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @no_fold
// CHECK: tensor.extract_slice %arg0[%{{.*}}] [%{{.*}}] [1] : tensor<8xf32> to tensor<?xf32>
// CHECK: tensor.extract_slice %arg0[%{{.*}}] [4] [1] : tensor<8xf32> to tensor<4xf32>
func.func @no_fold(%t: tensor<8xf32>) -> (tensor<?xf32>, tensor<4xf32>) {
  %m1 = arith.constant -1 : index
  %c6 = arith.constant 6 : index
  %0 = tensor.extract_slice %t[%m1] [%m1] [1] : tensor<8xf32> to tensor<?xf32>
  %1 = tensor.extract_slice %t[%c6] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return %0, %1 : tensor<?xf32>, tensor<4xf32>
}
