// vector.shuffle: one llvm.shufflevector when both 1-D operands have the same type; otherwise each
// selected element (index constants) or row (n-D) is moved into a poison value one by one, as
// mlir-opt 22 prints it (a -1 index is extracted as is from the first operand).
// RUN: jopt %s -convert-vector-to-llvm | jfilecheck %s

func.func @s(%a: vector<2xf32>, %b: vector<3xf32>) -> vector<4xf32> {
  %0 = vector.shuffle %a, %b [0, 4, 1, 2] : vector<2xf32>, vector<3xf32>
  return %0 : vector<4xf32>
}
func.func @same(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<3xi32> {
  %0 = vector.shuffle %a, %b [7, 0, 3] : vector<4xi32>, vector<4xi32>
  return %0 : vector<3xi32>
}
func.func @twod(%a: vector<2x2xf32>, %b: vector<1x2xf32>) -> vector<3x2xf32> {
  %0 = vector.shuffle %a, %b [2, 0, 1] : vector<2x2xf32>, vector<1x2xf32>
  return %0 : vector<3x2xf32>
}
func.func @p(%a: vector<2xf32>, %b: vector<3xf32>) -> vector<3xf32> {
 %0 = vector.shuffle %a, %b [0, -1, 3] : vector<2xf32>, vector<3xf32>
 return %0 : vector<3xf32>
}

// CHECK-LABEL: func.func @s(
// CHECK-NEXT: %0 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %2 = llvm.extractelement %arg0[%1 : i64] : vector<2xf32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.insertelement %2, %0[%3 : i64] : vector<4xf32>
// CHECK-NEXT: %5 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %6 = llvm.extractelement %arg1[%5 : i64] : vector<3xf32>
// CHECK-NEXT: %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %8 = llvm.insertelement %6, %4[%7 : i64] : vector<4xf32>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.extractelement %arg0[%9 : i64] : vector<2xf32>
// CHECK-NEXT: %11 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %12 = llvm.insertelement %10, %8[%11 : i64] : vector<4xf32>
// CHECK-NEXT: %13 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %14 = llvm.extractelement %arg1[%13 : i64] : vector<3xf32>
// CHECK-NEXT: %15 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %16 = llvm.insertelement %14, %12[%15 : i64] : vector<4xf32>
// CHECK-NEXT: return %16 : vector<4xf32>
// CHECK-LABEL: func.func @same(
// CHECK-NEXT: %0 = llvm.shufflevector %arg0, %arg1 [7, 0, 3] : vector<4xi32>
// CHECK-NEXT: return %0 : vector<3xi32>
// CHECK-LABEL: func.func @twod(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<1x2xf32> to !llvm.array<1 x vector<2xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<2xf32>>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// CHECK-NEXT: return %9 : vector<3x2xf32>
// CHECK-LABEL: func.func @p(
// CHECK-NEXT: %0 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %2 = llvm.extractelement %arg0[%1 : i64] : vector<2xf32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.insertelement %2, %0[%3 : i64] : vector<3xf32>
// CHECK-NEXT: %5 = llvm.mlir.constant(-1 : index) : i64
// CHECK-NEXT: %6 = llvm.extractelement %arg0[%5 : i64] : vector<2xf32>
// CHECK-NEXT: %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %8 = llvm.insertelement %6, %4[%7 : i64] : vector<3xf32>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.extractelement %arg1[%9 : i64] : vector<3xf32>
// CHECK-NEXT: %11 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %12 = llvm.insertelement %10, %8[%11 : i64] : vector<3xf32>
// CHECK-NEXT: return %12 : vector<3xf32>
