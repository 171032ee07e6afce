// -lower-vector-multi-reduction=lowering-strategy=inner-reduction: reduced dims innermost, one
// vector.reduction per row into a zero vector (1-D: a single reduction). mlir-opt 22's output.
// RUN: jopt %s -lower-vector-multi-reduction=lowering-strategy=inner-reduction | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK-NEXT: func.func @inner(%arg0: vector<4x8xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = vector.extract %arg0[0] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT: %1 = vector.extract %arg1[0] : f32 from vector<4xf32>
// CHECK-NEXT: %2 = vector.reduction <add>, %0, %1 : vector<8xf32> into f32
// CHECK-NEXT: %3 = vector.insert %2, %cst [0] : f32 into vector<4xf32>
// CHECK-NEXT: %4 = vector.extract %arg0[1] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT: %5 = vector.extract %arg1[1] : f32 from vector<4xf32>
// CHECK-NEXT: %6 = vector.reduction <add>, %4, %5 : vector<8xf32> into f32
// CHECK-NEXT: %7 = vector.insert %6, %3 [1] : f32 into vector<4xf32>
// CHECK-NEXT: %8 = vector.extract %arg0[2] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT: %9 = vector.extract %arg1[2] : f32 from vector<4xf32>
// CHECK-NEXT: %10 = vector.reduction <add>, %8, %9 : vector<8xf32> into f32
// CHECK-NEXT: %11 = vector.insert %10, %7 [2] : f32 into vector<4xf32>
// CHECK-NEXT: %12 = vector.extract %arg0[3] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT: %13 = vector.extract %arg1[3] : f32 from vector<4xf32>
// CHECK-NEXT: %14 = vector.reduction <add>, %12, %13 : vector<8xf32> into f32
// CHECK-NEXT: %15 = vector.insert %14, %11 [3] : f32 into vector<4xf32>
// CHECK-NEXT: return %15 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @outer(%arg0: vector<4x8xi32>, %arg1: vector<8xi32>) -> vector<8xi32> {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<8xi32>
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<4x8xi32> to vector<8x4xi32>
// CHECK-NEXT: %1 = vector.extract %0[0] : vector<4xi32> from vector<8x4xi32>
// CHECK-NEXT: %2 = vector.extract %arg1[0] : i32 from vector<8xi32>
// CHECK-NEXT: %3 = vector.reduction <maxsi>, %1, %2 : vector<4xi32> into i32
// CHECK-NEXT: %4 = vector.insert %3, %cst [0] : i32 into vector<8xi32>
// CHECK-NEXT: %5 = vector.extract %0[1] : vector<4xi32> from vector<8x4xi32>
// CHECK-NEXT: %6 = vector.extract %arg1[1] : i32 from vector<8xi32>
// CHECK-NEXT: %7 = vector.reduction <maxsi>, %5, %6 : vector<4xi32> into i32
// CHECK-NEXT: %8 = vector.insert %7, %4 [1] : i32 into vector<8xi32>
// CHECK-NEXT: %9 = vector.extract %0[2] : vector<4xi32> from vector<8x4xi32>
// CHECK-NEXT: %10 = vector.extract %arg1[2] : i32 from vector<8xi32>
// CHECK-NEXT: %11 = vector.reduction <maxsi>, %9, %10 : vector<4xi32> into i32
// CHECK-NEXT: %12 = vector.insert %11, %8 [2] : i32 into vector<8xi32>
// CHECK-NEXT: %13 = vector.extract %0[3] : vector<4xi32> from vector<8x4xi32>
// CHECK-NEXT: %14 = vector.extract %arg1[3] : i32 from vector<8xi32>
// CHECK-NEXT: %15 = vector.reduction <maxsi>, %13, %14 : vector<4xi32> into i32
// CHECK-NEXT: %16 = vector.insert %15, %12 [3] : i32 into vector<8xi32>
// CHECK-NEXT: %17 = vector.extract %0[4] : vector<4xi32> from vector<8x4xi32>
// CHECK-NEXT: %18 = vector.extract %arg1[4] : i32 from vector<8xi32>
// CHECK-NEXT: %19 = vector.reduction <maxsi>, %17, %18 : vector<4xi32> into i32
// CHECK-NEXT: %20 = vector.insert %19, %16 [4] : i32 into vector<8xi32>
// CHECK-NEXT: %21 = vector.extract %0[5] : vector<4xi32> from vector<8x4xi32>
// CHECK-NEXT: %22 = vector.extract %arg1[5] : i32 from vector<8xi32>
// CHECK-NEXT: %23 = vector.reduction <maxsi>, %21, %22 : vector<4xi32> into i32
// CHECK-NEXT: %24 = vector.insert %23, %20 [5] : i32 into vector<8xi32>
// CHECK-NEXT: %25 = vector.extract %0[6] : vector<4xi32> from vector<8x4xi32>
// CHECK-NEXT: %26 = vector.extract %arg1[6] : i32 from vector<8xi32>
// CHECK-NEXT: %27 = vector.reduction <maxsi>, %25, %26 : vector<4xi32> into i32
// CHECK-NEXT: %28 = vector.insert %27, %24 [6] : i32 into vector<8xi32>
// CHECK-NEXT: %29 = vector.extract %0[7] : vector<4xi32> from vector<8x4xi32>
// CHECK-NEXT: %30 = vector.extract %arg1[7] : i32 from vector<8xi32>
// CHECK-NEXT: %31 = vector.reduction <maxsi>, %29, %30 : vector<4xi32> into i32
// CHECK-NEXT: %32 = vector.insert %31, %28 [7] : i32 into vector<8xi32>
// CHECK-NEXT: return %32 : vector<8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @all(%arg0: vector<2x3xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x3xf32> to vector<6xf32>
// CHECK-NEXT: %1 = vector.reduction <mul>, %0, %arg1 : vector<6xf32> into f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @one(%arg0: vector<3xi32>, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = vector.reduction <xor>, %arg0, %arg1 : vector<3xi32> into i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @three(%arg0: vector<2x3x4xf32>, %arg1: vector<3xf32>) -> vector<3xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<3xf32>
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<3x2x4xf32> to vector<3x8xf32>
// CHECK-NEXT: %2 = vector.extract %1[0] : vector<8xf32> from vector<3x8xf32>
// CHECK-NEXT: %3 = vector.extract %arg1[0] : f32 from vector<3xf32>
// CHECK-NEXT: %4 = vector.reduction <maxnumf>, %2, %3 : vector<8xf32> into f32
// CHECK-NEXT: %5 = vector.insert %4, %cst [0] : f32 into vector<3xf32>
// CHECK-NEXT: %6 = vector.extract %1[1] : vector<8xf32> from vector<3x8xf32>
// CHECK-NEXT: %7 = vector.extract %arg1[1] : f32 from vector<3xf32>
// CHECK-NEXT: %8 = vector.reduction <maxnumf>, %6, %7 : vector<8xf32> into f32
// CHECK-NEXT: %9 = vector.insert %8, %5 [1] : f32 into vector<3xf32>
// CHECK-NEXT: %10 = vector.extract %1[2] : vector<8xf32> from vector<3x8xf32>
// CHECK-NEXT: %11 = vector.extract %arg1[2] : f32 from vector<3xf32>
// CHECK-NEXT: %12 = vector.reduction <maxnumf>, %10, %11 : vector<8xf32> into f32
// CHECK-NEXT: %13 = vector.insert %12, %9 [2] : f32 into vector<3xf32>
// CHECK-NEXT: return %13 : vector<3xf32>
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
func.func @three(%v: vector<2x3x4xf32>, %acc: vector<3xf32>) -> vector<3xf32> {
  %0 = vector.multi_reduction <maxnumf>, %v, %acc [0, 2] : vector<2x3x4xf32> to vector<3xf32>
  return %0 : vector<3xf32>
}
