// convert-vector-to-llvm as MLIR 22 on extract/insert corners and rank-reduced ops: a one-element
// vector extracted at a full position (the element, cast back), 0-D sources and destinations (element
// 0 of the vector<1xT>), poison positions (ub.poison of the op's type), n-D fma unrolled at vector level
// over a zero splat, reductions with an accumulator (integer min/max as icmp + select, float min/max
// with the reduction first).
// RUN: jopt %s --convert-vector-to-llvm | jfilecheck %s

// CHECK-LABEL: func.func @extract_vec_1e_from_vec_1d_f32(
// CHECK-NEXT: %0 = llvm.mlir.constant(15 : i64) : i64
// CHECK-NEXT: %1 = llvm.extractelement %arg0[%0 : i64] : vector<16xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : f32 to vector<1xf32>
// CHECK-NEXT: return %2 : vector<1xf32>
// CHECK-LABEL: func.func @extract_scalar_from_vec_0d_index(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<index> to vector<1xi64>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %2 = llvm.extractelement %0[%1 : i64] : vector<1xi64>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: return %3 : index
// CHECK-LABEL: func.func @extract_poison_idx(
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: return %0 : f32
// CHECK-LABEL: func.func @insert_scalar_into_vec_2d_f32_dynamic_idx(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<1x16xf32> to !llvm.array<1 x vector<16xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.array<1 x vector<16xf32>>
// CHECK-NEXT: %3 = llvm.insertelement %arg1, %2[%0 : i64] : vector<16xf32>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %1[0] : !llvm.array<1 x vector<16xf32>>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !llvm.array<1 x vector<16xf32>> to vector<1x16xf32>
// CHECK-NEXT: return %5 : vector<1x16xf32>
// CHECK-LABEL: func.func @insert_scalar_into_vec_0d(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %2 = llvm.insertelement %arg0, %0[%1 : i64] : vector<1xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<1xf32> to vector<f32>
// CHECK-NEXT: return %3 : vector<f32>
// CHECK-LABEL: func.func @insert_poison_idx(
// CHECK-NEXT: %0 = ub.poison : vector<16xf32>
// CHECK-NEXT: return %0 : vector<16xf32>
// CHECK-LABEL: func.func @vector_fma(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<1x1x1xf32> to !llvm.array<1 x array<1 x vector<1xf32>>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<1x1xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst : vector<1x1xf32> to !llvm.array<1 x vector<1xf32>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<1x1x1xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %cst_0 : vector<1x1x1xf32> to !llvm.array<1 x array<1 x vector<1xf32>>>
// CHECK-NEXT: %cst_1 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %cst_1 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %6 = llvm.intr.fmuladd(%arg0, %arg0, %arg0) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %7 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %10 = llvm.intr.fmuladd(%7, %8, %9) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %5[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %12 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %13 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %14 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %15 = llvm.intr.fmuladd(%12, %13, %14) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %11[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %18 = llvm.extractvalue %1[0, 0] : !llvm.array<1 x array<1 x vector<1xf32>>>
// CHECK-NEXT: %19 = llvm.extractvalue %1[0, 0] : !llvm.array<1 x array<1 x vector<1xf32>>>
// CHECK-NEXT: %20 = llvm.extractvalue %1[0, 0] : !llvm.array<1 x array<1 x vector<1xf32>>>
// CHECK-NEXT: %21 = llvm.intr.fmuladd(%18, %19, %20) : (vector<1xf32>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
// CHECK-NEXT: %22 = llvm.insertvalue %21, %3[0] : !llvm.array<1 x vector<1xf32>>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %4[0] : !llvm.array<1 x array<1 x vector<1xf32>>>
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %23 : !llvm.array<1 x array<1 x vector<1xf32>>> to vector<1x1x1xf32>
// CHECK-NEXT: %25 = llvm.intr.fmuladd(%0, %0, %0) : (vector<1xf32>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
// CHECK-NEXT: %26 = builtin.unrealized_conversion_cast %25 : vector<1xf32> to vector<f32>
// CHECK-NEXT: return %6, %17, %24, %26 : vector<8xf32>, vector<2x4xf32>, vector<1x1x1xf32>, vector<f32>
// CHECK-LABEL: func.func @reductions(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : vector<16xindex> to vector<16xi64>
// CHECK-NEXT: %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %2 = "llvm.intr.vector.reduce.fadd"(%1, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
// CHECK-NEXT: %3 = "llvm.intr.vector.reduce.fadd"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<16xf32>) -> f32
// CHECK-NEXT: %4 = "llvm.intr.vector.reduce.fmul"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<16xf32>) -> f32
// CHECK-NEXT: %5 = llvm.intr.vector.reduce.fmaximum(%arg0) : (vector<16xf32>) -> f32
// CHECK-NEXT: %6 = llvm.intr.vector.reduce.fmin(%arg0) : (vector<16xf32>) -> f32
// CHECK-NEXT: %7 = llvm.intr.minnum(%6, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %8 = llvm.intr.vector.reduce.fmax(%arg0) : (vector<16xf32>) -> f32
// CHECK-NEXT: %9 = "llvm.intr.vector.reduce.add"(%arg2) : (vector<16xi32>) -> i32
// CHECK-NEXT: %10 = "llvm.intr.vector.reduce.add"(%arg2) : (vector<16xi32>) -> i32
// CHECK-NEXT: %11 = llvm.add %arg3, %10 : i32
// CHECK-NEXT: %12 = "llvm.intr.vector.reduce.umin"(%arg2) : (vector<16xi32>) -> i32
// CHECK-NEXT: %13 = llvm.icmp "ule" %arg3, %12 : i32
// CHECK-NEXT: %14 = llvm.select %13, %arg3, %12 : i1, i32
// CHECK-NEXT: %15 = "llvm.intr.vector.reduce.xor"(%arg2) : (vector<16xi32>) -> i32
// CHECK-NEXT: %16 = "llvm.intr.vector.reduce.smax"(%arg4) : (vector<16xi64>) -> i64
// CHECK-NEXT: %17 = "llvm.intr.vector.reduce.add"(%0) : (vector<16xi64>) -> i64
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : i64 to index
// CHECK-NEXT: return %2, %3, %4, %5, %7, %8, %9, %11, %14, %15, %16, %18 : f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i64, index

func.func @extract_vec_1e_from_vec_1d_f32(%arg0: vector<16xf32>) -> vector<1xf32> {
  %0 = vector.extract %arg0[15]: vector<1xf32> from vector<16xf32>
  return %0 : vector<1xf32>
}

func.func @extract_scalar_from_vec_0d_index(%arg0: vector<index>) -> index {
  %0 = vector.extract %arg0[]: index from vector<index>
  return %0 : index
}

func.func @extract_poison_idx(%arg0: vector<16xf32>) -> f32 {
  %0 = vector.extract %arg0[-1]: f32 from vector<16xf32>
  return %0 : f32
}

func.func @insert_scalar_into_vec_2d_f32_dynamic_idx(%arg0: vector<1x16xf32>, %arg1: f32, %idx: index) -> vector<1x16xf32> {
  %0 = vector.insert %arg1, %arg0[0, %idx]: f32 into vector<1x16xf32>
  return %0 : vector<1x16xf32>
}

func.func @insert_scalar_into_vec_0d(%a: f32, %b: vector<f32>) -> vector<f32> {
  %1 = vector.insert %a, %b[] : f32 into vector<f32>
  return %1 : vector<f32>
}

func.func @insert_poison_idx(%a: f32, %b: vector<16xf32>) -> vector<16xf32> {
  %1 = vector.insert %a, %b[-1] : f32 into vector<16xf32>
  return %1 : vector<16xf32>
}

func.func @vector_fma(%a: vector<8xf32>, %b: vector<2x4xf32>, %c: vector<1x1x1xf32>, %d: vector<f32>) -> (vector<8xf32>, vector<2x4xf32>, vector<1x1x1xf32>, vector<f32>) {
  %0 = vector.fma %a, %a, %a : vector<8xf32>
  %1 = vector.fma %b, %b, %b : vector<2x4xf32>
  %2 = vector.fma %c, %c, %c : vector<1x1x1xf32>
  %3 = vector.fma %d, %d, %d : vector<f32>
  return %0, %1, %2, %3 : vector<8xf32>, vector<2x4xf32>, vector<1x1x1xf32>, vector<f32>
}

func.func @reductions(%a: vector<16xf32>, %acc: f32, %i: vector<16xi32>, %ia: i32, %x: vector<16xi64>, %idx: vector<16xindex>) -> (f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i64, index) {
  %0 = vector.reduction <add>, %a : vector<16xf32> into f32
  %1 = vector.reduction <add>, %a, %acc : vector<16xf32> into f32
  %2 = vector.reduction <mul>, %a, %acc fastmath<reassoc> : vector<16xf32> into f32
  %3 = vector.reduction <maximumf>, %a : vector<16xf32> into f32
  %4 = vector.reduction <minnumf>, %a, %acc : vector<16xf32> into f32
  %5 = vector.reduction <maxnumf>, %a : vector<16xf32> into f32
  %6 = vector.reduction <add>, %i : vector<16xi32> into i32
  %7 = vector.reduction <add>, %i, %ia : vector<16xi32> into i32
  %8 = vector.reduction <minui>, %i, %ia : vector<16xi32> into i32
  %9 = vector.reduction <xor>, %i : vector<16xi32> into i32
  %10 = vector.reduction <maxsi>, %x : vector<16xi64> into i64
  %11 = vector.reduction <add>, %idx : vector<16xindex> into index
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i64, index
}
