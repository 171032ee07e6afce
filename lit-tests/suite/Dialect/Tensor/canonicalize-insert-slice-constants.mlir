// tensor.insert_slice and tensor.parallel_insert_slice take their constant offsets, sizes and strides
// into the static lists; the source is cast to the slice's static type (before scf.forall.in_parallel
// for the parallel form). A slice that would run out of the destination is left alone.
// RUN: jopt %s -canonicalize -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @insert
// CHECK-NEXT: %[[C:.*]] = tensor.cast %arg0 : tensor<?x3xf32> to tensor<2x3xf32>
// CHECK-NEXT: tensor.insert_slice %[[C]] into %arg1[4, 0] [2, 3] [1, 3] : tensor<2x3xf32> into tensor<6x9xf32>
func.func @insert(%s: tensor<?x3xf32>, %d: tensor<6x9xf32>) -> tensor<6x9xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.insert_slice %s into %d[%c4, 0] [%c2, 3] [1, %c3] : tensor<?x3xf32> into tensor<6x9xf32>
  return %0 : tensor<6x9xf32>
}

// -----

// CHECK-LABEL: func.func @parallel
// CHECK: scf.forall
// CHECK-NEXT: %[[C:.*]] = tensor.cast %arg0 : tensor<?xf32> to tensor<2xf32>
// CHECK-NEXT: scf.forall.in_parallel
// CHECK-NEXT: tensor.parallel_insert_slice %[[C]] into %{{.*}}[%{{.*}}] [2] [1] : tensor<2xf32> into tensor<8xf32>
func.func @parallel(%s: tensor<?xf32>, %d: tensor<8xf32>) -> tensor<8xf32> {
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> tensor<8xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [%c2] [1] : tensor<?xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @out_of_bounds
// CHECK: tensor.insert_slice %arg0 into %arg1[%{{.*}}] [4] [1]
func.func @out_of_bounds(%s: tensor<4xf32>, %d: tensor<16xf32>) -> tensor<16xf32> {
  %c13 = arith.constant 13 : index
  %0 = tensor.insert_slice %s into %d[%c13] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %0 : tensor<16xf32>
}
