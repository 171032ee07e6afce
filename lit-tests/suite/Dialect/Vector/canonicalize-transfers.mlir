// vector.transfer_read/transfer_write canonicalization (MLIR 22): casts bypassed (in_bounds then
// inferred), read-after-write and write-after-read on tensors, write-after-write through disjoint
// writes, a read of a fresh write as broadcast + transpose. The CHECK lines are mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK: func.func @casts(%arg0: memref<8x16xf32>, %arg1: tensor<2x6xf32>) -> (vector<4x16xf32>, vector<2x6xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c2, %c0], %cst {in_bounds = [true, true]} : memref<8x16xf32>, vector<4x16xf32>
// CHECK-NEXT: vector.transfer_write %0, %arg0[%c0, %c0] {in_bounds = [true, true]} : vector<4x16xf32>, memref<8x16xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<2x6xf32>, vector<2x6xf32>
// CHECK-NEXT: return %0, %1 : vector<4x16xf32>, vector<2x6xf32>
// CHECK-NEXT: }
// CHECK: func.func @raw_war(%arg0: tensor<8x8xf32>, %arg1: vector<2x8xf32>, %arg2: vector<2x8xf32>) -> (vector<2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.transfer_write %arg2, %arg0[%c0, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<8x8xf32>
// CHECK-NEXT: return %arg1, %arg0, %0 : vector<2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK: func.func @read_of_write_is_broadcast(%arg0: tensor<3x5xf32>, %arg1: vector<3x5xf32>) -> vector<5x2x3xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg1 : vector<3x5xf32> to vector<2x3x5xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [2, 0, 1] : vector<2x3x5xf32> to vector<5x2x3xf32>
// CHECK-NEXT: return %1 : vector<5x2x3xf32>
// CHECK-NEXT: }
// CHECK: func.func @copy_back(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @casts(%m: memref<8x16xf32>, %t: tensor<2x6xf32>) -> (vector<4x16xf32>, vector<2x6xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %p = arith.constant 1.0 : f32
  %0 = memref.cast %m : memref<8x16xf32> to memref<?x16xf32>
  %a = vector.transfer_read %0[%c2, %c0], %p : memref<?x16xf32>, vector<4x16xf32>
  vector.transfer_write %a, %0[%c0, %c0] : vector<4x16xf32>, memref<?x16xf32>
  %1 = tensor.cast %t : tensor<2x6xf32> to tensor<?x?xf32>
  %b = vector.transfer_read %1[%c0, %c0], %p : tensor<?x?xf32>, vector<2x6xf32>
  return %a, %b : vector<4x16xf32>, vector<2x6xf32>
}
func.func @raw_war(%t: tensor<8x8xf32>, %v: vector<2x8xf32>, %w: vector<2x8xf32>) -> (vector<2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_write %v, %t[%c4, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<8x8xf32>
  %1 = vector.transfer_write %w, %0[%c6, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<8x8xf32>
  %r = vector.transfer_read %1[%c4, %c0], %p {in_bounds = [true, true]} : tensor<8x8xf32>, vector<2x8xf32>
  %x = vector.transfer_read %t[%c6, %c0], %p : tensor<8x8xf32>, vector<2x8xf32>
  %2 = vector.transfer_write %x, %t[%c6, %c0] : vector<2x8xf32>, tensor<8x8xf32>
  %3 = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<8x8xf32>
  %4 = vector.transfer_write %w, %3[%c0, %c0] {in_bounds = [true, true]} : vector<2x8xf32>, tensor<8x8xf32>
  return %r, %2, %4 : vector<2x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
func.func @read_of_write_is_broadcast(%t: tensor<3x5xf32>, %v: vector<3x5xf32>) -> vector<5x2x3xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true]} : vector<3x5xf32>, tensor<3x5xf32>
  %1 = vector.transfer_read %0[%c0, %c0], %p {in_bounds = [true, true, true], permutation_map = affine_map<(d0, d1) -> (d1, 0, d0)>} : tensor<3x5xf32>, vector<5x2x3xf32>
  return %1 : vector<5x2x3xf32>
}
func.func @copy_back(%t: tensor<4x4xf32>, %u: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %t[%c0, %c0], %p {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
  %1 = vector.transfer_write %0, %u[%c0, %c0] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}
