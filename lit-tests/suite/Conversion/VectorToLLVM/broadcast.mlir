// convert-vector-to-llvm on broadcasts as MLIR 22 lowers them: scalars directly (0-D an insertelement,
// 1-D a zero shuffle with the poison, n-D the array poison first and one row shuffled with itself put
// at every position, scalable rows kept scalable); vector sources first at vector level (ub.poison,
// extracts, lower-rank broadcasts and inserts), so a ub.poison of the vector type stays, cast.
// RUN: jopt %s --convert-vector-to-llvm | jfilecheck %s

// CHECK-LABEL: func.func @scalar_0d_1d(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.poison : vector<1xf32>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %3 = llvm.insertelement %arg0, %1[%2 : i32] : vector<1xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<1xf32> to vector<f32>
// CHECK-NEXT: %5 = llvm.mlir.poison : vector<[2]xf32>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %7 = llvm.insertelement %arg0, %5[%6 : i32] : vector<[2]xf32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 0] : vector<[2]xf32>
// CHECK-NEXT: %9 = llvm.mlir.poison : vector<2xi64>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %11 = llvm.insertelement %0, %9[%10 : i32] : vector<2xi64>
// CHECK-NEXT: %12 = llvm.shufflevector %11, %9 [0, 0] : vector<2xi64>
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : vector<2xi64> to vector<2xindex>
// CHECK-NEXT: return %4, %8, %13 : vector<f32>, vector<[2]xf32>, vector<2xindex>
// CHECK-LABEL: func.func @scalar_nd(
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.array<2 x vector<[3]xf32>>
// CHECK-NEXT: %1 = llvm.mlir.poison : vector<[3]xf32>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %3 = llvm.insertelement %arg0, %1[%2 : i32] : vector<[3]xf32>
// CHECK-NEXT: %4 = llvm.shufflevector %3, %3 [0, 0, 0] : vector<[3]xf32>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %0[0] : !llvm.array<2 x vector<[3]xf32>>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[1] : !llvm.array<2 x vector<[3]xf32>>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !llvm.array<2 x vector<[3]xf32>> to vector<2x[3]xf32>
// CHECK-NEXT: return %7 : vector<2x[3]xf32>
// CHECK-LABEL: func.func @from_0d(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %1 = ub.poison : vector<3x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %4 = llvm.extractelement %0[%3 : i64] : vector<1xf32>
// CHECK-NEXT: %5 = llvm.mlir.poison : vector<2xf32>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %7 = llvm.insertelement %4, %5[%6 : i32] : vector<2xf32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 0] : vector<2xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %10 = llvm.insertvalue %8, %9[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// CHECK-NEXT: return %12 : vector<3x2xf32>
// CHECK-LABEL: func.func @rank_up(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<4x3x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<4x3x2xf32> to !llvm.array<4 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %3 = llvm.insertvalue %0, %2[0] : !llvm.array<4 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %4 = llvm.insertvalue %0, %3[1] : !llvm.array<4 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %5 = llvm.insertvalue %0, %4[2] : !llvm.array<4 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %6 = llvm.insertvalue %0, %5[3] : !llvm.array<4 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !llvm.array<4 x array<3 x vector<2xf32>>> to vector<4x3x2xf32>
// CHECK-NEXT: return %7 : vector<4x3x2xf32>
// CHECK-LABEL: func.func @stretch_1d(
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %1 = llvm.extractelement %arg0[%0 : i64] : vector<1xf32>
// CHECK-NEXT: %2 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %4 = llvm.insertelement %1, %2[%3 : i32] : vector<4xf32>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: return %5 : vector<4xf32>
// CHECK-LABEL: func.func @stretch_lead(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<3x4xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %4[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %6 = llvm.insertvalue %3, %5[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !llvm.array<3 x vector<4xf32>> to vector<3x4xf32>
// CHECK-NEXT: return %7 : vector<3x4xf32>
// CHECK-LABEL: func.func @stretch_inner(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x1xf32> to !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<4x3xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %3[%4 : i64] : vector<1xf32>
// CHECK-NEXT: %6 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %8 = llvm.insertelement %5, %6[%7 : i32] : vector<3xf32>
// CHECK-NEXT: %9 = llvm.shufflevector %8, %6 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %2[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %13 = llvm.extractelement %11[%12 : i64] : vector<1xf32>
// CHECK-NEXT: %14 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %16 = llvm.insertelement %13, %14[%15 : i32] : vector<3xf32>
// CHECK-NEXT: %17 = llvm.shufflevector %16, %14 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %18 = llvm.insertvalue %17, %10[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %19 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %21 = llvm.extractelement %19[%20 : i64] : vector<1xf32>
// CHECK-NEXT: %22 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %23 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %24 = llvm.insertelement %21, %22[%23 : i32] : vector<3xf32>
// CHECK-NEXT: %25 = llvm.shufflevector %24, %22 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %18[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %27 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %28 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %29 = llvm.extractelement %27[%28 : i64] : vector<1xf32>
// CHECK-NEXT: %30 = llvm.mlir.poison : vector<3xf32>
// CHECK-NEXT: %31 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %32 = llvm.insertelement %29, %30[%31 : i32] : vector<3xf32>
// CHECK-NEXT: %33 = llvm.shufflevector %32, %30 [0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %34 = llvm.insertvalue %33, %26[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %35 = builtin.unrealized_conversion_cast %34 : !llvm.array<4 x vector<3xf32>> to vector<4x3xf32>
// CHECK-NEXT: return %35 : vector<4x3xf32>
// CHECK-LABEL: func.func @bitcast_scalable(
// CHECK-NEXT: %0 = llvm.bitcast %arg0 : vector<[16]xf32> to vector<[16]xi32>
// CHECK-NEXT: return %0 : vector<[16]xi32>

func.func @scalar_0d_1d(%arg0: f32, %i: index) -> (vector<f32>, vector<[2]xf32>, vector<2xindex>) {
  %0 = vector.broadcast %arg0 : f32 to vector<f32>
  %1 = vector.broadcast %arg0 : f32 to vector<[2]xf32>
  %2 = vector.broadcast %i : index to vector<2xindex>
  return %0, %1, %2 : vector<f32>, vector<[2]xf32>, vector<2xindex>
}
func.func @scalar_nd(%arg0: f32) -> vector<2x[3]xf32> {
  %0 = vector.broadcast %arg0 : f32 to vector<2x[3]xf32>
  return %0 : vector<2x[3]xf32>
}
func.func @from_0d(%arg0: vector<f32>) -> vector<3x2xf32> {
  %0 = vector.broadcast %arg0 : vector<f32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
func.func @rank_up(%arg0: vector<3x2xf32>) -> vector<4x3x2xf32> {
  %0 = vector.broadcast %arg0 : vector<3x2xf32> to vector<4x3x2xf32>
  return %0 : vector<4x3x2xf32>
}
func.func @stretch_1d(%arg0: vector<1xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %arg0 : vector<1xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @stretch_lead(%arg0: vector<1x4xf32>) -> vector<3x4xf32> {
  %0 = vector.broadcast %arg0 : vector<1x4xf32> to vector<3x4xf32>
  return %0 : vector<3x4xf32>
}
func.func @stretch_inner(%arg0: vector<4x1xf32>) -> vector<4x3xf32> {
  %0 = vector.broadcast %arg0 : vector<4x1xf32> to vector<4x3xf32>
  return %0 : vector<4x3xf32>
}
func.func @bitcast_scalable(%input: vector<[16]xf32>) -> vector<[16]xi32> {
  %0 = vector.bitcast %input : vector<[16]xf32> to vector<[16]xi32>
  return %0 : vector<[16]xi32>
}
