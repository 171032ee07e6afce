// vector.extract_strided_slice and insert_strided_slice canonicalization (MLIR 22): slices of constant
// masks, of inserted slices, of dense constants and of broadcasts; full-range and write-back inserts.
// The CHECK lines are mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK: func.func @mask_slices() -> (vector<3x2xi1>, vector<2x4xi1>, vector<3xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<2x4xi1>
// CHECK-NEXT: %0 = vector.constant_mask [2, 2] : vector<3x2xi1>
// CHECK-NEXT: %1 = vector.constant_mask [2] : vector<3xi1>
// CHECK-NEXT: return %0, %cst, %1 : vector<3x2xi1>, vector<2x4xi1>, vector<3xi1>
// CHECK-NEXT: }
// CHECK: func.func @slice_of_inserts(%arg0: vector<6x10xf32>, %arg1: vector<2x4xf32>, %arg2: vector<3x3xf32>) -> (vector<2x4xf32>, vector<1x2xf32>, vector<2x2xf32>) {
// CHECK-NEXT: %0 = vector.insert_strided_slice %arg1, %arg0 {offsets = [0, 1], strides = [1, 1]} : vector<2x4xf32> into vector<6x10xf32>
// CHECK-NEXT: %1 = vector.insert_strided_slice %arg2, %0 {offsets = [3, 6], strides = [1, 1]} : vector<3x3xf32> into vector<6x10xf32>
// CHECK-NEXT: %2 = vector.extract_strided_slice %arg1 {offsets = [1, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x2xf32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %1 {offsets = [1, 4], sizes = [2, 2], strides = [1, 1]} : vector<6x10xf32> to vector<2x2xf32>
// CHECK-NEXT: return %arg1, %2, %3 : vector<2x4xf32>, vector<1x2xf32>, vector<2x2xf32>
// CHECK-NEXT: }
// CHECK: func.func @slice_of_constants() -> (vector<2x2xi32>, vector<3xf16>) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}5, 6], [8, 9]]> : vector<2x2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1.500000e+00> : vector<3xf16>
// CHECK-NEXT: return %cst, %cst_0 : vector<2x2xi32>, vector<3xf16>
// CHECK-NEXT: }
// CHECK: func.func @slice_of_broadcasts(%arg0: vector<6xi8>, %arg1: vector<1x5xi8>, %arg2: i8) -> (vector<3x6xi8>, vector<2x3xi8>, vector<2x1x4xi8>, vector<2x2xi8>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<6xi8> to vector<3x6xi8>
// CHECK-NEXT: %1 = vector.extract_strided_slice %arg0 {offsets = [2], sizes = [3], strides = [1]} : vector<6xi8> to vector<3xi8>
// CHECK-NEXT: %2 = vector.broadcast %1 : vector<3xi8> to vector<2x3xi8>
// CHECK-NEXT: %3 = vector.extract_strided_slice %arg1 {offsets = [0, 1], sizes = [1, 4], strides = [1, 1]} : vector<1x5xi8> to vector<1x4xi8>
// CHECK-NEXT: %4 = vector.broadcast %3 : vector<1x4xi8> to vector<2x1x4xi8>
// CHECK-NEXT: %5 = vector.broadcast %arg2 : i8 to vector<2x2xi8>
// CHECK-NEXT: return %0, %2, %4, %5 : vector<3x6xi8>, vector<2x3xi8>, vector<2x1x4xi8>, vector<2x2xi8>
// CHECK-NEXT: }
// CHECK: func.func @insert_strided_folds(%arg0: vector<4x4xf32>, %arg1: vector<4x4xf32>, %arg2: vector<8x8xf32>) -> (vector<4x4xf32>, vector<8x8xf32>) {
// CHECK-NEXT: return %arg0, %arg2 : vector<4x4xf32>, vector<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @mask_slices() -> (vector<3x2xi1>, vector<2x4xi1>, vector<3xi1>) {
  %m = vector.constant_mask [3, 5] : vector<6x8xi1>
  %a = vector.extract_strided_slice %m {offsets = [1, 2], sizes = [3, 2], strides = [1, 1]} : vector<6x8xi1> to vector<3x2xi1>
  %b = vector.extract_strided_slice %m {offsets = [4, 0], sizes = [2, 4], strides = [1, 1]} : vector<6x8xi1> to vector<2x4xi1>
  %n = vector.constant_mask [5] : vector<8xi1>
  %c = vector.extract_strided_slice %n {offsets = [3], sizes = [3], strides = [1]} : vector<8xi1> to vector<3xi1>
  return %a, %b, %c : vector<3x2xi1>, vector<2x4xi1>, vector<3xi1>
}
func.func @slice_of_inserts(%big: vector<6x10xf32>, %p: vector<2x4xf32>, %q: vector<3x3xf32>) -> (vector<2x4xf32>, vector<1x2xf32>, vector<2x2xf32>) {
  %0 = vector.insert_strided_slice %p, %big {offsets = [0, 1], strides = [1, 1]} : vector<2x4xf32> into vector<6x10xf32>
  %1 = vector.insert_strided_slice %q, %0 {offsets = [3, 6], strides = [1, 1]} : vector<3x3xf32> into vector<6x10xf32>
  %a = vector.extract_strided_slice %1 {offsets = [0, 1], sizes = [2, 4], strides = [1, 1]} : vector<6x10xf32> to vector<2x4xf32>
  %b = vector.extract_strided_slice %1 {offsets = [1, 2], sizes = [1, 2], strides = [1, 1]} : vector<6x10xf32> to vector<1x2xf32>
  %c = vector.extract_strided_slice %1 {offsets = [1, 4], sizes = [2, 2], strides = [1, 1]} : vector<6x10xf32> to vector<2x2xf32>
  return %a, %b, %c : vector<2x4xf32>, vector<1x2xf32>, vector<2x2xf32>
}
func.func @slice_of_constants() -> (vector<2x2xi32>, vector<3xf16>) {
  %k = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : vector<3x3xi32>
  %a = vector.extract_strided_slice %k {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x3xi32> to vector<2x2xi32>
  %s = arith.constant dense<1.5> : vector<9xf16>
  %b = vector.extract_strided_slice %s {offsets = [4], sizes = [3], strides = [1]} : vector<9xf16> to vector<3xf16>
  return %a, %b : vector<2x2xi32>, vector<3xf16>
}
func.func @slice_of_broadcasts(%v: vector<6xi8>, %w: vector<1x5xi8>, %x: i8) -> (vector<3x6xi8>, vector<2x3xi8>, vector<2x1x4xi8>, vector<2x2xi8>) {
  %0 = vector.broadcast %v : vector<6xi8> to vector<7x6xi8>
  %a = vector.extract_strided_slice %0 {offsets = [2, 0], sizes = [3, 6], strides = [1, 1]} : vector<7x6xi8> to vector<3x6xi8>
  %b = vector.extract_strided_slice %0 {offsets = [1, 2], sizes = [2, 3], strides = [1, 1]} : vector<7x6xi8> to vector<2x3xi8>
  %1 = vector.broadcast %w : vector<1x5xi8> to vector<3x4x5xi8>
  %c = vector.extract_strided_slice %1 {offsets = [0, 1, 1], sizes = [2, 1, 4], strides = [1, 1, 1]} : vector<3x4x5xi8> to vector<2x1x4xi8>
  %2 = vector.broadcast %x : i8 to vector<4x4xi8>
  %d = vector.extract_strided_slice %2 {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4xi8> to vector<2x2xi8>
  return %a, %b, %c, %d : vector<3x6xi8>, vector<2x3xi8>, vector<2x1x4xi8>, vector<2x2xi8>
}
func.func @insert_strided_folds(%a: vector<4x4xf32>, %b: vector<4x4xf32>, %c: vector<8x8xf32>) -> (vector<4x4xf32>, vector<8x8xf32>) {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0], strides = [1, 1]} : vector<4x4xf32> into vector<4x4xf32>
  %1 = vector.extract_strided_slice %c {offsets = [2, 4], sizes = [3, 3], strides = [1, 1]} : vector<8x8xf32> to vector<3x3xf32>
  %2 = vector.insert_strided_slice %1, %c {offsets = [2, 4], strides = [1, 1]} : vector<3x3xf32> into vector<8x8xf32>
  return %0, %2 : vector<4x4xf32>, vector<8x8xf32>
}
