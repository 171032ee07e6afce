// Masked 2-D multi_reductions through -lower-vector-multi-reduction: the mask is transposed with the
// source, and each row's combination is selected against the accumulator by its mask row.
// The output is mlir-opt 22's, byte for byte.
// RUN: jopt %s -lower-vector-multi-reduction | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: vector<4x8xf32>, %arg1: vector<4xf32>, %arg2: vector<4x8xi1>) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.transpose %arg2, [1, 0] : vector<4x8xi1> to vector<8x4xi1>
// CHECK-NEXT: %1 = vector.transpose %arg0, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
// CHECK-NEXT: %2 = vector.extract %1[0] : vector<4xf32> from vector<8x4xf32>
// CHECK-NEXT: %3 = vector.extract %0[0] : vector<4xi1> from vector<8x4xi1>
// CHECK-NEXT: %4 = arith.addf %2, %arg1 : vector<4xf32>
// CHECK-NEXT: %5 = arith.select %3, %4, %arg1 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %6 = vector.extract %1[1] : vector<4xf32> from vector<8x4xf32>
// CHECK-NEXT: %7 = vector.extract %0[1] : vector<4xi1> from vector<8x4xi1>
// CHECK-NEXT: %8 = arith.addf %6, %5 : vector<4xf32>
// CHECK-NEXT: %9 = arith.select %7, %8, %5 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %10 = vector.extract %1[2] : vector<4xf32> from vector<8x4xf32>
// CHECK-NEXT: %11 = vector.extract %0[2] : vector<4xi1> from vector<8x4xi1>
// CHECK-NEXT: %12 = arith.addf %10, %9 : vector<4xf32>
// CHECK-NEXT: %13 = arith.select %11, %12, %9 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %14 = vector.extract %1[3] : vector<4xf32> from vector<8x4xf32>
// CHECK-NEXT: %15 = vector.extract %0[3] : vector<4xi1> from vector<8x4xi1>
// CHECK-NEXT: %16 = arith.addf %14, %13 : vector<4xf32>
// CHECK-NEXT: %17 = arith.select %15, %16, %13 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %18 = vector.extract %1[4] : vector<4xf32> from vector<8x4xf32>
// CHECK-NEXT: %19 = vector.extract %0[4] : vector<4xi1> from vector<8x4xi1>
// CHECK-NEXT: %20 = arith.addf %18, %17 : vector<4xf32>
// CHECK-NEXT: %21 = arith.select %19, %20, %17 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %22 = vector.extract %1[5] : vector<4xf32> from vector<8x4xf32>
// CHECK-NEXT: %23 = vector.extract %0[5] : vector<4xi1> from vector<8x4xi1>
// CHECK-NEXT: %24 = arith.addf %22, %21 : vector<4xf32>
// CHECK-NEXT: %25 = arith.select %23, %24, %21 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %26 = vector.extract %1[6] : vector<4xf32> from vector<8x4xf32>
// CHECK-NEXT: %27 = vector.extract %0[6] : vector<4xi1> from vector<8x4xi1>
// CHECK-NEXT: %28 = arith.addf %26, %25 : vector<4xf32>
// CHECK-NEXT: %29 = arith.select %27, %28, %25 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %30 = vector.extract %1[7] : vector<4xf32> from vector<8x4xf32>
// CHECK-NEXT: %31 = vector.extract %0[7] : vector<4xi1> from vector<8x4xi1>
// CHECK-NEXT: %32 = arith.addf %30, %29 : vector<4xf32>
// CHECK-NEXT: %33 = arith.select %31, %32, %29 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: return %33 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: vector<4x8xf32>, %arg1: vector<8xf32>, %arg2: vector<4x8xi1>) -> vector<8xf32> {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT: %1 = vector.extract %arg2[0] : vector<8xi1> from vector<4x8xi1>
// CHECK-NEXT: %2 = arith.addf %0, %arg1 : vector<8xf32>
// CHECK-NEXT: %3 = arith.select %1, %2, %arg1 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %4 = vector.extract %arg0[1] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT: %5 = vector.extract %arg2[1] : vector<8xi1> from vector<4x8xi1>
// CHECK-NEXT: %6 = arith.addf %4, %3 : vector<8xf32>
// CHECK-NEXT: %7 = arith.select %5, %6, %3 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %8 = vector.extract %arg0[2] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT: %9 = vector.extract %arg2[2] : vector<8xi1> from vector<4x8xi1>
// CHECK-NEXT: %10 = arith.addf %8, %7 : vector<8xf32>
// CHECK-NEXT: %11 = arith.select %9, %10, %7 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %12 = vector.extract %arg0[3] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT: %13 = vector.extract %arg2[3] : vector<8xi1> from vector<4x8xi1>
// CHECK-NEXT: %14 = arith.addf %12, %11 : vector<8xf32>
// CHECK-NEXT: %15 = arith.select %13, %14, %11 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return %15 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%v: vector<4x8xf32>, %acc: vector<4xf32>, %m: vector<4x8xi1>) -> vector<4xf32> {
  %0 = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1] : vector<4x8xf32> to vector<4xf32> } : vector<4x8xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @g(%v: vector<4x8xf32>, %acc: vector<8xf32>, %m: vector<4x8xi1>) -> vector<8xf32> {
  %0 = vector.mask %m { vector.multi_reduction <add>, %v, %acc [0] : vector<4x8xf32> to vector<8xf32> } : vector<4x8xi1> -> vector<8xf32>
  return %0 : vector<8xf32>
}
