// vector.outerproduct lowers before the conversion as mlir-opt 22 does: row by row, the lhs lane
// is extracted and broadcast, then combined with the rhs and the accumulator row (llvm.intr.fmuladd
// for a float add, else a multiply and the kind's arith op, which stays for -convert-arith-to-llvm);
// rows are inserted into a zero constant. A scalar rhs (AXPY) is broadcast once.
// RUN: jopt %s -convert-vector-to-llvm | jfilecheck %s

func.func @op(%a: vector<2xf32>, %b: vector<3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.outerproduct %a, %b, %c : vector<2xf32>, vector<3xf32>
  return %0 : vector<2x3xf32>
}
func.func @axpy(%a: vector<3xf32>, %s: f32) -> vector<3xf32> {
  %0 = vector.outerproduct %a, %s : vector<3xf32>, f32
  return %0 : vector<3xf32>
}
func.func @axpy_acc(%a: vector<3xf32>, %s: f32, %c: vector<3xf32>) -> vector<3xf32> {
  %0 = vector.outerproduct %a, %s, %c {kind = #vector.kind<maxnumf>} : vector<3xf32>, f32
  return %0 : vector<3xf32>
}
func.func @intxor(%a: vector<2xi32>, %b: vector<2xi32>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<xor>} : vector<2xi32>, vector<2xi32>
  return %0 : vector<2x2xi32>
}
func.func @fmul(%a: vector<2xf64>, %b: vector<2xf64>, %c: vector<2x2xf64>) -> vector<2x2xf64> {
  %0 = vector.outerproduct %a, %b, %c {kind = #vector.kind<mul>} : vector<2xf64>, vector<2xf64>
  return %0 : vector<2x2xf64>
}

// CHECK-LABEL: func.func @op(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %3 = llvm.extractelement %arg0[%2 : i64] : vector<2xf32>
// CHECK-NEXT: %4 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %6 = llvm.insertelement %3, %4[%5 : i32] : vector<3xf32>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %4 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %8 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.intr.fmuladd(%7, %arg1, %8) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %arg0[%11 : i64] : vector<2xf32>
// CHECK-NEXT: %13 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %15 = llvm.insertelement %12, %13[%14 : i32] : vector<3xf32>
// CHECK-NEXT: %16 = llvm.shufflevector %15, %13 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %18 = llvm.intr.fmuladd(%16, %arg1, %17) : (vector<3xf32>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %10[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: return %20 : vector<2x3xf32>
// CHECK-LABEL: func.func @axpy(
// CHECK-NEXT: %0 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %2 = llvm.insertelement %arg1, %0[%1 : i32] : vector<3xf32>
// CHECK-NEXT: %3 = llvm.shufflevector %2, %0 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %4 = arith.mulf %arg0, %3 : vector<3xf32>
// CHECK-NEXT: return %4 : vector<3xf32>
// CHECK-LABEL: func.func @axpy_acc(
// CHECK-NEXT: %0 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %2 = llvm.insertelement %arg1, %0[%1 : i32] : vector<3xf32>
// CHECK-NEXT: %3 = llvm.shufflevector %2, %0 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %4 = arith.mulf %arg0, %3 : vector<3xf32>
// CHECK-NEXT: %5 = arith.maxnumf %4, %arg2 : vector<3xf32>
// CHECK-NEXT: return %5 : vector<3xf32>
// CHECK-LABEL: func.func @intxor(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x2xi32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %3 = llvm.extractelement %arg0[%2 : i64] : vector<2xi32>
// CHECK-NEXT: %4 = llvm.mlir.poison : vector<2xi32>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %6 = llvm.insertelement %3, %4[%5 : i32] : vector<2xi32>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %4 [0, 0] : vector<2xi32>
// CHECK-NEXT: %8 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %9 = arith.muli %7, %arg1 : vector<2xi32>
// CHECK-NEXT: %10 = arith.xori %9, %8 : vector<2xi32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %1[0] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %13 = llvm.extractelement %arg0[%12 : i64] : vector<2xi32>
// CHECK-NEXT: %14 = llvm.mlir.poison : vector<2xi32>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %16 = llvm.insertelement %13, %14[%15 : i32] : vector<2xi32>
// CHECK-NEXT: %17 = llvm.shufflevector %16, %14 [0, 0] : vector<2xi32>
// CHECK-NEXT: %18 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %19 = arith.muli %17, %arg1 : vector<2xi32>
// CHECK-NEXT: %20 = arith.xori %19, %18 : vector<2xi32>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %11[1] : !llvm.array<2 x vector<2xi32>>
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : !llvm.array<2 x vector<2xi32>> to vector<2x2xi32>
// CHECK-NEXT: return %22 : vector<2x2xi32>
// CHECK-LABEL: func.func @fmul(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xf64> to !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf64>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x2xf64> to !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %3 = llvm.extractelement %arg0[%2 : i64] : vector<2xf64>
// CHECK-NEXT: %4 = llvm.mlir.poison : vector<2xf64>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %6 = llvm.insertelement %3, %4[%5 : i32] : vector<2xf64>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %4 [0, 0] : vector<2xf64>
// CHECK-NEXT: %8 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %9 = arith.mulf %7, %arg1 : vector<2xf64>
// CHECK-NEXT: %10 = arith.mulf %9, %8 : vector<2xf64>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %1[0] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %13 = llvm.extractelement %arg0[%12 : i64] : vector<2xf64>
// CHECK-NEXT: %14 = llvm.mlir.poison : vector<2xf64>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %16 = llvm.insertelement %13, %14[%15 : i32] : vector<2xf64>
// CHECK-NEXT: %17 = llvm.shufflevector %16, %14 [0, 0] : vector<2xf64>
// CHECK-NEXT: %18 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %19 = arith.mulf %17, %arg1 : vector<2xf64>
// CHECK-NEXT: %20 = arith.mulf %19, %18 : vector<2xf64>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %11[1] : !llvm.array<2 x vector<2xf64>>
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : !llvm.array<2 x vector<2xf64>> to vector<2x2xf64>
// CHECK-NEXT: return %22 : vector<2x2xf64>
