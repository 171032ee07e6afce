// Strided slices lower before the conversion as mlir-opt 22 does: a 1-D extract is a shuffle of the
// source with itself, a 2-D one slicing both dimensions goes row by row into a zero vector, and a
// 1-D insert is two shuffles (the source widened, then merged into the destination).
// RUN: jopt %s -convert-vector-to-llvm | jfilecheck %s

func.func @e(%a: vector<8xf32>) -> vector<3xf32> {
  %0 = vector.extract_strided_slice %a {offsets = [2], sizes = [3], strides = [1]} : vector<8xf32> to vector<3xf32>
  return %0 : vector<3xf32>
}
func.func @i(%a: vector<3xf32>, %b: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.insert_strided_slice %a, %b {offsets = [2], strides = [1]} : vector<3xf32> into vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @e2(%a: vector<4x8xf32>) -> vector<2x3xf32> {
  %0 = vector.extract_strided_slice %a {offsets = [1, 2], sizes = [2, 3], strides = [1, 1]} : vector<4x8xf32> to vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @e_i32(%a: vector<8xi32>) -> vector<3xi32> {
  %0 = vector.extract_strided_slice %a {offsets = [1], sizes = [3], strides = [1]} : vector<8xi32> to vector<3xi32>
  return %0 : vector<3xi32>
}
func.func @i_i32(%a: vector<3xi32>, %b: vector<8xi32>) -> vector<8xi32> {
  %0 = vector.insert_strided_slice %a, %b {offsets = [1], strides = [1]} : vector<3xi32> into vector<8xi32>
  return %0 : vector<8xi32>
}

// CHECK-LABEL: func.func @e(
// CHECK-NEXT: %0 = llvm.shufflevector %arg0, %arg0 [2, 3, 4] : vector<8xf32>
// CHECK-NEXT: return %0 : vector<3xf32>
// CHECK-LABEL: func.func @i(
// CHECK-NEXT: %0 = llvm.shufflevector %arg0, %arg0 [0, 1, 2, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %1 = llvm.shufflevector %0, %arg1 [8, 9, 0, 1, 2, 13, 14, 15] : vector<8xf32>
// CHECK-NEXT: return %1 : vector<8xf32>
// CHECK-LABEL: func.func @e2(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x8xf32> to !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %3 = llvm.shufflevector %2, %2 [2, 3, 4] : vector<8xf32>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %5 [2, 3, 4] : vector<8xf32>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %4[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %8 : vector<2x3xf32>
// CHECK-LABEL: func.func @e_i32(
// CHECK-NEXT: %0 = llvm.shufflevector %arg0, %arg0 [1, 2, 3] : vector<8xi32>
// CHECK-NEXT: return %0 : vector<3xi32>
// CHECK-LABEL: func.func @i_i32(
// CHECK-NEXT: %0 = llvm.shufflevector %arg0, %arg0 [0, 1, 2, 0, 0, 0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %1 = llvm.shufflevector %0, %arg1 [8, 0, 1, 2, 12, 13, 14, 15] : vector<8xi32>
// CHECK-NEXT: return %1 : vector<8xi32>
