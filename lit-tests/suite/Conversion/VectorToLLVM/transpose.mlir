// vector.transpose lowers before the conversion as mlir-opt 22's default
// vector-transpose-lowering=eltwise does: each element (or each trailing sub-vector the permutation
// keeps in place) is extracted and inserted at its permuted position into a ub.poison vector.
// RUN: jopt %s -convert-vector-to-llvm | jfilecheck %s

func.func @t(%a: vector<2x3xf32>) -> vector<3x2xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
func.func @keeps_trailing(%a: vector<2x1x4xi32>) -> vector<1x2x4xi32> {
  %0 = vector.transpose %a, [1, 0, 2] : vector<2x1x4xi32> to vector<1x2x4xi32>
  return %0 : vector<1x2x4xi32>
}
func.func @unit(%a: vector<1x4xf32>) -> vector<4x1xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  return %0 : vector<4x1xf32>
}
func.func @unit2(%a: vector<4x1xf32>) -> vector<1x4xf32> {
  %0 = vector.transpose %a, [1, 0] : vector<4x1xf32> to vector<1x4xf32>
  return %0 : vector<1x4xf32>
}

// CHECK-LABEL: func.func @t(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<3x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %3[%4 : i64] : vector<3xf32>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %8 = llvm.insertelement %5, %6[%7 : i64] : vector<2xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<3xf32>
// CHECK-NEXT: %13 = llvm.extractvalue %9[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %15 = llvm.insertelement %12, %13[%14 : i64] : vector<2xf32>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %9[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %17 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %18 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %19 = llvm.extractelement %17[%18 : i64] : vector<3xf32>
// CHECK-NEXT: %20 = llvm.extractvalue %16[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %22 = llvm.insertelement %19, %20[%21 : i64] : vector<2xf32>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %16[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %24 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %26 = llvm.extractelement %24[%25 : i64] : vector<3xf32>
// CHECK-NEXT: %27 = llvm.extractvalue %23[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %29 = llvm.insertelement %26, %27[%28 : i64] : vector<2xf32>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %23[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %31 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %32 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %33 = llvm.extractelement %31[%32 : i64] : vector<3xf32>
// CHECK-NEXT: %34 = llvm.extractvalue %30[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %35 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %36 = llvm.insertelement %33, %34[%35 : i64] : vector<2xf32>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %30[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %38 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %39 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %40 = llvm.extractelement %38[%39 : i64] : vector<3xf32>
// CHECK-NEXT: %41 = llvm.extractvalue %37[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %42 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %43 = llvm.insertelement %40, %41[%42 : i64] : vector<2xf32>
// CHECK-NEXT: %44 = llvm.insertvalue %43, %37[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %45 = builtin.unrealized_conversion_cast %44 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// CHECK-NEXT: return %45 : vector<3x2xf32>
// CHECK-LABEL: func.func @keeps_trailing(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x1x4xi32> to !llvm.array<2 x array<1 x vector<4xi32>>>
// CHECK-NEXT: %1 = ub.poison : vector<1x2x4xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<1x2x4xi32> to !llvm.array<1 x array<2 x vector<4xi32>>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<1 x vector<4xi32>>>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[0, 0] : !llvm.array<1 x array<2 x vector<4xi32>>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<1 x vector<4xi32>>>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[0, 1] : !llvm.array<1 x array<2 x vector<4xi32>>>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !llvm.array<1 x array<2 x vector<4xi32>>> to vector<1x2x4xi32>
// CHECK-NEXT: return %7 : vector<1x2x4xi32>
// CHECK-LABEL: func.func @unit(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<4x1xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<4x1xf32> to !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %3[%4 : i64] : vector<4xf32>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %8 = llvm.insertelement %5, %6[%7 : i64] : vector<1xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %2[0] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<4xf32>
// CHECK-NEXT: %13 = llvm.extractvalue %9[1] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %15 = llvm.insertelement %12, %13[%14 : i64] : vector<1xf32>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %9[1] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %17 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %18 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %19 = llvm.extractelement %17[%18 : i64] : vector<4xf32>
// CHECK-NEXT: %20 = llvm.extractvalue %16[2] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %22 = llvm.insertelement %19, %20[%21 : i64] : vector<1xf32>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %16[2] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %24 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %25 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %26 = llvm.extractelement %24[%25 : i64] : vector<4xf32>
// CHECK-NEXT: %27 = llvm.extractvalue %23[3] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %28 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %29 = llvm.insertelement %26, %27[%28 : i64] : vector<1xf32>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %23[3] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %31 = builtin.unrealized_conversion_cast %30 : !llvm.array<4 x vector<1xf32>> to vector<4x1xf32>
// CHECK-NEXT: return %31 : vector<4x1xf32>
// CHECK-LABEL: func.func @unit2(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x1xf32> to !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<1x4xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %3[%4 : i64] : vector<1xf32>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %8 = llvm.insertelement %5, %6[%7 : i64] : vector<4xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %2[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<1xf32>
// CHECK-NEXT: %13 = llvm.extractvalue %9[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %15 = llvm.insertelement %12, %13[%14 : i64] : vector<4xf32>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %9[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %17 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %19 = llvm.extractelement %17[%18 : i64] : vector<1xf32>
// CHECK-NEXT: %20 = llvm.extractvalue %16[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %21 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %22 = llvm.insertelement %19, %20[%21 : i64] : vector<4xf32>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %16[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %24 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %26 = llvm.extractelement %24[%25 : i64] : vector<1xf32>
// CHECK-NEXT: %27 = llvm.extractvalue %23[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %28 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %29 = llvm.insertelement %26, %27[%28 : i64] : vector<4xf32>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %23[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %31 = builtin.unrealized_conversion_cast %30 : !llvm.array<1 x vector<4xf32>> to vector<1x4xf32>
// CHECK-NEXT: return %31 : vector<1x4xf32>
