// vector-contract-lowering=llvmintr: a row-major matmul contraction becomes LLVM's matrix multiply
// intrinsic on the flattened operands, reshaped back and added to the accumulator (mlir-opt 22's
// output, byte for byte).
// RUN: jopt %s -convert-vector-to-llvm=vector-contract-lowering=llvmintr | jfilecheck %s

func.func @mm_f32(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @mm_i32(%a: vector<2x2xi32>, %b: vector<2x2xi32>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
  return %0 : vector<2x2xi32>
}

// CHECK-LABEL: func.func @mm_f32(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %2 = ub.poison : vector<2x3xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = ub.poison : vector<12xf32>
// CHECK-NEXT: %5 = ub.poison : vector<8xf32>
// CHECK-NEXT: %6 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %6 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 1, 2, 3, 12, 13, 14, 15] : vector<8xf32>
// CHECK-NEXT: %9 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %9 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %11 = llvm.shufflevector %10, %8 [8, 9, 10, 11, 0, 1, 2, 3] : vector<8xf32>
// CHECK-NEXT: %12 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %13 = llvm.shufflevector %12, %12 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %14 = llvm.shufflevector %13, %4 [0, 1, 2, 15, 16, 17, 18, 19, 20, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %15 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %16 = llvm.shufflevector %15, %15 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %17 = llvm.shufflevector %16, %14 [12, 13, 14, 0, 1, 2, 18, 19, 20, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %18 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %19 = llvm.shufflevector %18, %18 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %20 = llvm.shufflevector %19, %17 [12, 13, 14, 15, 16, 17, 0, 1, 2, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %21 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %22 = llvm.shufflevector %21, %21 [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %23 = llvm.shufflevector %22, %20 [12, 13, 14, 15, 16, 17, 18, 19, 20, 0, 1, 2] : vector<12xf32>
// CHECK-NEXT: %24 = llvm.intr.matrix.multiply %11, %23 {lhs_columns = 4 : i32, lhs_rows = 2 : i32, rhs_columns = 3 : i32} : (vector<8xf32>, vector<12xf32>) -> vector<6xf32>
// CHECK-NEXT: %25 = llvm.shufflevector %24, %24 [0, 1, 2] : vector<6xf32>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %3[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %27 = llvm.shufflevector %24, %24 [3, 4, 5] : vector<6xf32>
// CHECK-NEXT: %28 = llvm.insertvalue %27, %26[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %29 = builtin.unrealized_conversion_cast %28 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %30 = arith.addf %arg2, %29 : vector<2x3xf32>
// CHECK-NEXT: return %30 : vector<2x3xf32>
// CHECK-LABEL: func.func @mm_i32(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %2 = ub.poison : vector<2x2xi32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %4 = ub.poison : vector<4xi32>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %5 [0, 1, 0, 0] : vector<2xi32>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %4 [0, 1, 6, 7] : vector<4xi32>
// CHECK-NEXT: %8 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %9 = llvm.shufflevector %8, %8 [0, 1, 0, 0] : vector<2xi32>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %7 [4, 5, 0, 1] : vector<4xi32>
// CHECK-NEXT: %11 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %12 = llvm.shufflevector %11, %11 [0, 1, 0, 0] : vector<2xi32>
// CHECK-NEXT: %13 = llvm.shufflevector %12, %4 [0, 1, 6, 7] : vector<4xi32>
// CHECK-NEXT: %14 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %15 = llvm.shufflevector %14, %14 [0, 1, 0, 0] : vector<2xi32>
// CHECK-NEXT: %16 = llvm.shufflevector %15, %13 [4, 5, 0, 1] : vector<4xi32>
// CHECK-NEXT: %17 = llvm.intr.matrix.multiply %10, %16 {lhs_columns = 2 : i32, lhs_rows = 2 : i32, rhs_columns = 2 : i32} : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// CHECK-NEXT: %18 = llvm.shufflevector %17, %17 [0, 1] : vector<4xi32>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %3[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %20 = llvm.shufflevector %17, %17 [2, 3] : vector<4xi32>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %19[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : !llvm.array<2 x vector<2xi32>> to vector<2x2xi32>
// CHECK-NEXT: %23 = arith.addi %arg2, %22 : vector<2x2xi32>
// CHECK-NEXT: return %23 : vector<2x2xi32>
