// -lower-vector-multi-reduction (default inner-parallel): reduced dims transposed outermost, rows
// combined element-wise into the accumulator; a full reduction flattened, made 1xN and transposed.
// The output is mlir-opt 22's, byte for byte.
// RUN: jopt %s -lower-vector-multi-reduction | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK-NEXT: func.func @inner(%arg0: vector<4x8xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
// CHECK-NEXT: %1 = vector.extract %0[0] : vector<4xf32> from vector<8x4xf32>
// CHECK-NEXT: %2 = arith.addf %1, %arg1 : vector<4xf32>
// CHECK-NEXT: %3 = vector.extract %0[1] : vector<4xf32> from vector<8x4xf32>
// CHECK-NEXT: %4 = arith.addf %3, %2 : vector<4xf32>
// CHECK-NEXT: %5 = vector.extract %0[2] : vector<4xf32> from vector<8x4xf32>
// CHECK-NEXT: %6 = arith.addf %5, %4 : vector<4xf32>
// CHECK-NEXT: %7 = vector.extract %0[3] : vector<4xf32> from vector<8x4xf32>
// CHECK-NEXT: %8 = arith.addf %7, %6 : vector<4xf32>
// CHECK-NEXT: %9 = vector.extract %0[4] : vector<4xf32> from vector<8x4xf32>
// CHECK-NEXT: %10 = arith.addf %9, %8 : vector<4xf32>
// CHECK-NEXT: %11 = vector.extract %0[5] : vector<4xf32> from vector<8x4xf32>
// CHECK-NEXT: %12 = arith.addf %11, %10 : vector<4xf32>
// CHECK-NEXT: %13 = vector.extract %0[6] : vector<4xf32> from vector<8x4xf32>
// CHECK-NEXT: %14 = arith.addf %13, %12 : vector<4xf32>
// CHECK-NEXT: %15 = vector.extract %0[7] : vector<4xf32> from vector<8x4xf32>
// CHECK-NEXT: %16 = arith.addf %15, %14 : vector<4xf32>
// CHECK-NEXT: return %16 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @outer(%arg0: vector<4x8xi32>, %arg1: vector<8xi32>) -> vector<8xi32> {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : vector<8xi32> from vector<4x8xi32>
// CHECK-NEXT: %1 = arith.maxsi %0, %arg1 : vector<8xi32>
// CHECK-NEXT: %2 = vector.extract %arg0[1] : vector<8xi32> from vector<4x8xi32>
// CHECK-NEXT: %3 = arith.maxsi %2, %1 : vector<8xi32>
// CHECK-NEXT: %4 = vector.extract %arg0[2] : vector<8xi32> from vector<4x8xi32>
// CHECK-NEXT: %5 = arith.maxsi %4, %3 : vector<8xi32>
// CHECK-NEXT: %6 = vector.extract %arg0[3] : vector<8xi32> from vector<4x8xi32>
// CHECK-NEXT: %7 = arith.maxsi %6, %5 : vector<8xi32>
// CHECK-NEXT: return %7 : vector<8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @all(%arg0: vector<2x3xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<1x6xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : f32 to vector<1xf32>
// CHECK-NEXT: %2 = vector.transpose %0, [1, 0] : vector<1x6xf32> to vector<6x1xf32>
// CHECK-NEXT: %3 = vector.extract %2[0] : vector<1xf32> from vector<6x1xf32>
// CHECK-NEXT: %4 = arith.mulf %3, %1 : vector<1xf32>
// CHECK-NEXT: %5 = vector.extract %2[1] : vector<1xf32> from vector<6x1xf32>
// CHECK-NEXT: %6 = arith.mulf %5, %4 : vector<1xf32>
// CHECK-NEXT: %7 = vector.extract %2[2] : vector<1xf32> from vector<6x1xf32>
// CHECK-NEXT: %8 = arith.mulf %7, %6 : vector<1xf32>
// CHECK-NEXT: %9 = vector.extract %2[3] : vector<1xf32> from vector<6x1xf32>
// CHECK-NEXT: %10 = arith.mulf %9, %8 : vector<1xf32>
// CHECK-NEXT: %11 = vector.extract %2[4] : vector<1xf32> from vector<6x1xf32>
// CHECK-NEXT: %12 = arith.mulf %11, %10 : vector<1xf32>
// CHECK-NEXT: %13 = vector.extract %2[5] : vector<1xf32> from vector<6x1xf32>
// CHECK-NEXT: %14 = arith.mulf %13, %12 : vector<1xf32>
// CHECK-NEXT: %15 = vector.extract %14[0] : f32 from vector<1xf32>
// CHECK-NEXT: return %15 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @one(%arg0: vector<3xi32>, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<3xi32> to vector<1x3xi32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : i32 to vector<1xi32>
// CHECK-NEXT: %2 = vector.transpose %0, [1, 0] : vector<1x3xi32> to vector<3x1xi32>
// CHECK-NEXT: %3 = vector.extract %2[0] : vector<1xi32> from vector<3x1xi32>
// CHECK-NEXT: %4 = arith.xori %3, %1 : vector<1xi32>
// CHECK-NEXT: %5 = vector.extract %2[1] : vector<1xi32> from vector<3x1xi32>
// CHECK-NEXT: %6 = arith.xori %5, %4 : vector<1xi32>
// CHECK-NEXT: %7 = vector.extract %2[2] : vector<1xi32> from vector<3x1xi32>
// CHECK-NEXT: %8 = arith.xori %7, %6 : vector<1xi32>
// CHECK-NEXT: %9 = vector.extract %8[0] : i32 from vector<1xi32>
// CHECK-NEXT: return %9 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @inner(%v: vector<4x8xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @outer(%v: vector<4x8xi32>, %acc: vector<8xi32>) -> vector<8xi32> {
  %0 = vector.multi_reduction <maxsi>, %v, %acc [0] : vector<4x8xi32> to vector<8xi32>
  return %0 : vector<8xi32>
}
func.func @all(%v: vector<2x3xf32>, %acc: f32) -> f32 {
  %0 = vector.multi_reduction <mul>, %v, %acc [0, 1] : vector<2x3xf32> to f32
  return %0 : f32
}
func.func @one(%v: vector<3xi32>, %acc: i32) -> i32 {
  %0 = vector.multi_reduction <xor>, %v, %acc [0] : vector<3xi32> to i32
  return %0 : i32
}
