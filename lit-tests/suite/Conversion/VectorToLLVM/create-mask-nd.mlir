// An n-D vector.create_mask unrolls row by row over the mask of one rank lower (compare, select,
// insert), before the 1-D masks become lane comparisons. The output is mlir-opt 22's, byte for byte.
// RUN: jopt %s -convert-vector-to-llvm | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: index) -> vector<2x3xi1> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<2x3xi1>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %cst : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %cst_0 = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<[0, 1, 2]> : vector<3xi32>
// CHECK-NEXT: %1 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: %2 = llvm.mlir.poison : vector<3xi32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %4 = llvm.insertelement %1, %2[%3 : i32] : vector<3xi32>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %2 [0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %6 = arith.cmpi sgt, %5, %cst_1 : vector<3xi32>
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c0 : index
// CHECK-NEXT: %8 = arith.select %7, %6, %cst_0 : vector<3xi1>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %0[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %10 = arith.cmpi sgt, %arg0, %c1 : index
// CHECK-NEXT: %11 = arith.select %10, %6, %cst_0 : vector<3xi1>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %9[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : !llvm.array<2 x vector<3xi1>> to vector<2x3xi1>
// CHECK-NEXT: return %13 : vector<2x3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%a: index, %b: index) -> vector<2x3xi1> {
  %0 = vector.create_mask %a, %b : vector<2x3xi1>
  return %0 : vector<2x3xi1>
}
