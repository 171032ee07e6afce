// An n-D vector.from_elements is unrolled at vector level as MLIR 22 does: a ub.poison of the vector
// type (left as is, cast to the LLVM array) gets one 1-D from_elements per row, each an insertelement
// chain into an llvm.mlir.poison row.
// RUN: jopt %s --convert-vector-to-llvm | jfilecheck %s

// CHECK-LABEL: func.func @from_elements_2d
// CHECK-NEXT: %0 = ub.poison : vector<2x2xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %2 = llvm.mlir.poison : vector<2xf32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %4 = llvm.insertelement %arg0, %2[%3 : i64] : vector<2xf32>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %6 = llvm.insertelement %arg1, %4[%5 : i64] : vector<2xf32>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %1[0] : !llvm.array<2 x vector<2xf32>>
// CHECK: %13 = llvm.insertvalue %12, %7[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
func.func @from_elements_2d(%a: f32, %b: f32) -> vector<2x2xf32> {
  %0 = vector.from_elements %a, %b, %b, %a : vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
