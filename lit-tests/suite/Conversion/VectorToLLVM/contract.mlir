// vector.contract lowers before the conversion as mlir-opt 22's default vector-contract-lowering=dot
// does: a matmul brings its operands to rows with vector.transpose (eltwise), each result element
// is an add reduction of a row product inserted into a zero vector, and the accumulator is added
// once at the end (arith ops stay for -convert-arith-to-llvm); a matvec needs no transpose in its
// row-major form; a 1-D dot product is one multiply and a reduction into the accumulator.
// RUN: jopt %s -convert-vector-to-llvm | jfilecheck %s

#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @mm(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
func.func @mm5(%a: vector<2x4xi32>, %b: vector<3x4xi32>, %c: vector<3x2xi32>) -> vector<3x2xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xi32>, vector<3x4xi32> into vector<3x2xi32>
  return %0 : vector<3x2xi32>
}
func.func @mm6(%a: vector<4x2xf32>, %b: vector<4x3xf32>, %c: vector<3x2xf32>) -> vector<3x2xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d1, d0)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x2xf32>, vector<4x3xf32> into vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
func.func @mv3(%a: vector<3xi64>, %b: vector<3x2xi64>, %c: vector<2xi64>) -> vector<2xi64> {
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<3xi64>, vector<3x2xi64> into vector<2xi64>
  return %0 : vector<2xi64>
}
func.func @dot(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return %0 : f32
}
func.func @mv(%a: vector<2x3xi32>, %b: vector<3xi32>, %c: vector<2xi32>) -> vector<2xi32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} %a, %b, %c : vector<2x3xi32>, vector<3xi32> into vector<2xi32>
  return %0 : vector<2xi32>
}

// CHECK-LABEL: func.func @mm(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %3 = ub.poison : vector<2x3xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %7 = llvm.extractelement %5[%6 : i64] : vector<2xf32>
// CHECK-NEXT: %8 = llvm.extractvalue %4[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %10 = llvm.insertelement %7, %8[%9 : i64] : vector<3xf32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %4[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %12 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %14 = llvm.extractelement %12[%13 : i64] : vector<2xf32>
// CHECK-NEXT: %15 = llvm.extractvalue %11[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %16 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %17 = llvm.insertelement %14, %15[%16 : i64] : vector<3xf32>
// CHECK-NEXT: %18 = llvm.insertvalue %17, %11[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %19 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %21 = llvm.extractelement %19[%20 : i64] : vector<2xf32>
// CHECK-NEXT: %22 = llvm.extractvalue %18[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %23 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %24 = llvm.insertelement %21, %22[%23 : i64] : vector<3xf32>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %18[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %26 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %27 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %28 = llvm.extractelement %26[%27 : i64] : vector<2xf32>
// CHECK-NEXT: %29 = llvm.extractvalue %25[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %31 = llvm.insertelement %28, %29[%30 : i64] : vector<3xf32>
// CHECK-NEXT: %32 = llvm.insertvalue %31, %25[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %33 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %34 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %35 = llvm.extractelement %33[%34 : i64] : vector<2xf32>
// CHECK-NEXT: %36 = llvm.extractvalue %32[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %37 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %38 = llvm.insertelement %35, %36[%37 : i64] : vector<3xf32>
// CHECK-NEXT: %39 = llvm.insertvalue %38, %32[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %40 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %41 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %42 = llvm.extractelement %40[%41 : i64] : vector<2xf32>
// CHECK-NEXT: %43 = llvm.extractvalue %39[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %44 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %45 = llvm.insertelement %42, %43[%44 : i64] : vector<3xf32>
// CHECK-NEXT: %46 = llvm.insertvalue %45, %39[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %47 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %48 = llvm.extractvalue %46[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %49 = arith.mulf %47, %48 : vector<3xf32>
// CHECK-NEXT: %50 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %51 = "llvm.intr.vector.reduce.fadd"(%50, %49) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %52 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %53 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %54 = llvm.insertelement %51, %52[%53 : i64] : vector<2xf32>
// CHECK-NEXT: %55 = llvm.insertvalue %54, %2[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %56 = llvm.extractvalue %46[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %57 = arith.mulf %47, %56 : vector<3xf32>
// CHECK-NEXT: %58 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %59 = "llvm.intr.vector.reduce.fadd"(%58, %57) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %60 = llvm.extractvalue %55[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %61 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %62 = llvm.insertelement %59, %60[%61 : i64] : vector<2xf32>
// CHECK-NEXT: %63 = llvm.insertvalue %62, %55[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %64 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %65 = arith.mulf %64, %48 : vector<3xf32>
// CHECK-NEXT: %66 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %67 = "llvm.intr.vector.reduce.fadd"(%66, %65) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %68 = llvm.extractvalue %63[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %69 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %70 = llvm.insertelement %67, %68[%69 : i64] : vector<2xf32>
// CHECK-NEXT: %71 = llvm.insertvalue %70, %63[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %72 = arith.mulf %64, %56 : vector<3xf32>
// CHECK-NEXT: %73 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %74 = "llvm.intr.vector.reduce.fadd"(%73, %72) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %75 = llvm.extractvalue %71[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %76 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %77 = llvm.insertelement %74, %75[%76 : i64] : vector<2xf32>
// CHECK-NEXT: %78 = llvm.insertvalue %77, %71[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %79 = builtin.unrealized_conversion_cast %78 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %80 = arith.addf %79, %arg2 : vector<2x2xf32>
// CHECK-NEXT: return %80 : vector<2x2xf32>
// CHECK-LABEL: func.func @mm5(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xi32> to !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<3x4xi32> to !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<3x2xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<3x2xi32> to !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %5 = arith.muli %3, %4 : vector<4xi32>
// CHECK-NEXT: %6 = "llvm.intr.vector.reduce.add"(%5) : (vector<4xi32>) -> i32
// CHECK-NEXT: %7 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.insertelement %6, %7[%8 : i64] : vector<2xi32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %2[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %12 = arith.muli %3, %11 : vector<4xi32>
// CHECK-NEXT: %13 = "llvm.intr.vector.reduce.add"(%12) : (vector<4xi32>) -> i32
// CHECK-NEXT: %14 = llvm.extractvalue %10[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %16 = llvm.insertelement %13, %14[%15 : i64] : vector<2xi32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %10[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %18 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %19 = arith.muli %18, %4 : vector<4xi32>
// CHECK-NEXT: %20 = "llvm.intr.vector.reduce.add"(%19) : (vector<4xi32>) -> i32
// CHECK-NEXT: %21 = llvm.extractvalue %17[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %23 = llvm.insertelement %20, %21[%22 : i64] : vector<2xi32>
// CHECK-NEXT: %24 = llvm.insertvalue %23, %17[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %25 = arith.muli %18, %11 : vector<4xi32>
// CHECK-NEXT: %26 = "llvm.intr.vector.reduce.add"(%25) : (vector<4xi32>) -> i32
// CHECK-NEXT: %27 = llvm.extractvalue %24[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %29 = llvm.insertelement %26, %27[%28 : i64] : vector<2xi32>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %24[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %31 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %32 = arith.muli %31, %4 : vector<4xi32>
// CHECK-NEXT: %33 = "llvm.intr.vector.reduce.add"(%32) : (vector<4xi32>) -> i32
// CHECK-NEXT: %34 = llvm.extractvalue %30[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %35 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %36 = llvm.insertelement %33, %34[%35 : i64] : vector<2xi32>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %30[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %38 = arith.muli %31, %11 : vector<4xi32>
// CHECK-NEXT: %39 = "llvm.intr.vector.reduce.add"(%38) : (vector<4xi32>) -> i32
// CHECK-NEXT: %40 = llvm.extractvalue %37[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %41 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %42 = llvm.insertelement %39, %40[%41 : i64] : vector<2xi32>
// CHECK-NEXT: %43 = llvm.insertvalue %42, %37[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %44 = builtin.unrealized_conversion_cast %43 : !llvm.array<3 x vector<2xi32>> to vector<3x2xi32>
// CHECK-NEXT: %45 = arith.addi %44, %arg2 : vector<3x2xi32>
// CHECK-NEXT: return %45 : vector<3x2xi32>
// CHECK-LABEL: func.func @mm6(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x2xf32> to !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<3x2xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<3x2xf32> to !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %3 = ub.poison : vector<2x4xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %5 = ub.poison : vector<3x4xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.extractelement %7[%8 : i64] : vector<3xf32>
// CHECK-NEXT: %10 = llvm.extractvalue %6[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %12 = llvm.insertelement %9, %10[%11 : i64] : vector<4xf32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %6[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %14 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %16 = llvm.extractelement %14[%15 : i64] : vector<3xf32>
// CHECK-NEXT: %17 = llvm.extractvalue %13[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %19 = llvm.insertelement %16, %17[%18 : i64] : vector<4xf32>
// CHECK-NEXT: %20 = llvm.insertvalue %19, %13[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %21 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %22 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %23 = llvm.extractelement %21[%22 : i64] : vector<3xf32>
// CHECK-NEXT: %24 = llvm.extractvalue %20[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %26 = llvm.insertelement %23, %24[%25 : i64] : vector<4xf32>
// CHECK-NEXT: %27 = llvm.insertvalue %26, %20[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %28 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %29 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %30 = llvm.extractelement %28[%29 : i64] : vector<3xf32>
// CHECK-NEXT: %31 = llvm.extractvalue %27[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %32 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %33 = llvm.insertelement %30, %31[%32 : i64] : vector<4xf32>
// CHECK-NEXT: %34 = llvm.insertvalue %33, %27[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %35 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %36 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %37 = llvm.extractelement %35[%36 : i64] : vector<3xf32>
// CHECK-NEXT: %38 = llvm.extractvalue %34[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %39 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %40 = llvm.insertelement %37, %38[%39 : i64] : vector<4xf32>
// CHECK-NEXT: %41 = llvm.insertvalue %40, %34[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %42 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %43 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %44 = llvm.extractelement %42[%43 : i64] : vector<3xf32>
// CHECK-NEXT: %45 = llvm.extractvalue %41[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %46 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %47 = llvm.insertelement %44, %45[%46 : i64] : vector<4xf32>
// CHECK-NEXT: %48 = llvm.insertvalue %47, %41[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %49 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %50 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %51 = llvm.extractelement %49[%50 : i64] : vector<3xf32>
// CHECK-NEXT: %52 = llvm.extractvalue %48[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %53 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %54 = llvm.insertelement %51, %52[%53 : i64] : vector<4xf32>
// CHECK-NEXT: %55 = llvm.insertvalue %54, %48[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %56 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %57 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %58 = llvm.extractelement %56[%57 : i64] : vector<3xf32>
// CHECK-NEXT: %59 = llvm.extractvalue %55[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %60 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %61 = llvm.insertelement %58, %59[%60 : i64] : vector<4xf32>
// CHECK-NEXT: %62 = llvm.insertvalue %61, %55[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %63 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %64 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %65 = llvm.extractelement %63[%64 : i64] : vector<3xf32>
// CHECK-NEXT: %66 = llvm.extractvalue %62[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %67 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %68 = llvm.insertelement %65, %66[%67 : i64] : vector<4xf32>
// CHECK-NEXT: %69 = llvm.insertvalue %68, %62[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %70 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %71 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %72 = llvm.extractelement %70[%71 : i64] : vector<3xf32>
// CHECK-NEXT: %73 = llvm.extractvalue %69[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %74 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %75 = llvm.insertelement %72, %73[%74 : i64] : vector<4xf32>
// CHECK-NEXT: %76 = llvm.insertvalue %75, %69[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %77 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %78 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %79 = llvm.extractelement %77[%78 : i64] : vector<3xf32>
// CHECK-NEXT: %80 = llvm.extractvalue %76[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %81 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %82 = llvm.insertelement %79, %80[%81 : i64] : vector<4xf32>
// CHECK-NEXT: %83 = llvm.insertvalue %82, %76[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %84 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %85 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %86 = llvm.extractelement %84[%85 : i64] : vector<3xf32>
// CHECK-NEXT: %87 = llvm.extractvalue %83[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %88 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %89 = llvm.insertelement %86, %87[%88 : i64] : vector<4xf32>
// CHECK-NEXT: %90 = llvm.insertvalue %89, %83[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %91 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %92 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %93 = llvm.extractelement %91[%92 : i64] : vector<2xf32>
// CHECK-NEXT: %94 = llvm.extractvalue %4[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %95 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %96 = llvm.insertelement %93, %94[%95 : i64] : vector<4xf32>
// CHECK-NEXT: %97 = llvm.insertvalue %96, %4[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %98 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %99 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %100 = llvm.extractelement %98[%99 : i64] : vector<2xf32>
// CHECK-NEXT: %101 = llvm.extractvalue %97[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %102 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %103 = llvm.insertelement %100, %101[%102 : i64] : vector<4xf32>
// CHECK-NEXT: %104 = llvm.insertvalue %103, %97[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %105 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %106 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %107 = llvm.extractelement %105[%106 : i64] : vector<2xf32>
// CHECK-NEXT: %108 = llvm.extractvalue %104[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %109 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %110 = llvm.insertelement %107, %108[%109 : i64] : vector<4xf32>
// CHECK-NEXT: %111 = llvm.insertvalue %110, %104[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %112 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %113 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %114 = llvm.extractelement %112[%113 : i64] : vector<2xf32>
// CHECK-NEXT: %115 = llvm.extractvalue %111[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %116 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %117 = llvm.insertelement %114, %115[%116 : i64] : vector<4xf32>
// CHECK-NEXT: %118 = llvm.insertvalue %117, %111[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %119 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %120 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %121 = llvm.extractelement %119[%120 : i64] : vector<2xf32>
// CHECK-NEXT: %122 = llvm.extractvalue %118[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %123 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %124 = llvm.insertelement %121, %122[%123 : i64] : vector<4xf32>
// CHECK-NEXT: %125 = llvm.insertvalue %124, %118[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %126 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %127 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %128 = llvm.extractelement %126[%127 : i64] : vector<2xf32>
// CHECK-NEXT: %129 = llvm.extractvalue %125[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %130 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %131 = llvm.insertelement %128, %129[%130 : i64] : vector<4xf32>
// CHECK-NEXT: %132 = llvm.insertvalue %131, %125[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %133 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %134 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %135 = llvm.extractelement %133[%134 : i64] : vector<2xf32>
// CHECK-NEXT: %136 = llvm.extractvalue %132[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %137 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %138 = llvm.insertelement %135, %136[%137 : i64] : vector<4xf32>
// CHECK-NEXT: %139 = llvm.insertvalue %138, %132[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %140 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %141 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %142 = llvm.extractelement %140[%141 : i64] : vector<2xf32>
// CHECK-NEXT: %143 = llvm.extractvalue %139[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %144 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %145 = llvm.insertelement %142, %143[%144 : i64] : vector<4xf32>
// CHECK-NEXT: %146 = llvm.insertvalue %145, %139[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %147 = llvm.extractvalue %90[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %148 = llvm.extractvalue %146[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %149 = arith.mulf %147, %148 : vector<4xf32>
// CHECK-NEXT: %150 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %151 = "llvm.intr.vector.reduce.fadd"(%150, %149) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %152 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %153 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %154 = llvm.insertelement %151, %152[%153 : i64] : vector<2xf32>
// CHECK-NEXT: %155 = llvm.insertvalue %154, %2[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %156 = llvm.extractvalue %146[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %157 = arith.mulf %147, %156 : vector<4xf32>
// CHECK-NEXT: %158 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %159 = "llvm.intr.vector.reduce.fadd"(%158, %157) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %160 = llvm.extractvalue %155[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %161 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %162 = llvm.insertelement %159, %160[%161 : i64] : vector<2xf32>
// CHECK-NEXT: %163 = llvm.insertvalue %162, %155[0] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %164 = llvm.extractvalue %90[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %165 = arith.mulf %164, %148 : vector<4xf32>
// CHECK-NEXT: %166 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %167 = "llvm.intr.vector.reduce.fadd"(%166, %165) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %168 = llvm.extractvalue %163[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %169 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %170 = llvm.insertelement %167, %168[%169 : i64] : vector<2xf32>
// CHECK-NEXT: %171 = llvm.insertvalue %170, %163[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %172 = arith.mulf %164, %156 : vector<4xf32>
// CHECK-NEXT: %173 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %174 = "llvm.intr.vector.reduce.fadd"(%173, %172) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %175 = llvm.extractvalue %171[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %176 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %177 = llvm.insertelement %174, %175[%176 : i64] : vector<2xf32>
// CHECK-NEXT: %178 = llvm.insertvalue %177, %171[1] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %179 = llvm.extractvalue %90[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %180 = arith.mulf %179, %148 : vector<4xf32>
// CHECK-NEXT: %181 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %182 = "llvm.intr.vector.reduce.fadd"(%181, %180) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %183 = llvm.extractvalue %178[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %184 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %185 = llvm.insertelement %182, %183[%184 : i64] : vector<2xf32>
// CHECK-NEXT: %186 = llvm.insertvalue %185, %178[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %187 = arith.mulf %179, %156 : vector<4xf32>
// CHECK-NEXT: %188 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %189 = "llvm.intr.vector.reduce.fadd"(%188, %187) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %190 = llvm.extractvalue %186[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %191 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %192 = llvm.insertelement %189, %190[%191 : i64] : vector<2xf32>
// CHECK-NEXT: %193 = llvm.insertvalue %192, %186[2] : !llvm.array<3 x vector<2xf32>>
// CHECK-NEXT: %194 = builtin.unrealized_conversion_cast %193 : !llvm.array<3 x vector<2xf32>> to vector<3x2xf32>
// CHECK-NEXT: %195 = arith.addf %194, %arg2 : vector<3x2xf32>
// CHECK-NEXT: return %195 : vector<3x2xf32>
// CHECK-LABEL: func.func @mv3(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x2xi64> to !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi64>
// CHECK-NEXT: %1 = ub.poison : vector<2x3xi64>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<2x3xi64> to !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %3[%4 : i64] : vector<2xi64>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %8 = llvm.insertelement %5, %6[%7 : i64] : vector<3xi64>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %2[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<2xi64>
// CHECK-NEXT: %13 = llvm.extractvalue %9[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %15 = llvm.insertelement %12, %13[%14 : i64] : vector<3xi64>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %9[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %19 = llvm.extractelement %17[%18 : i64] : vector<2xi64>
// CHECK-NEXT: %20 = llvm.extractvalue %16[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %21 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %22 = llvm.insertelement %19, %20[%21 : i64] : vector<3xi64>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %16[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %24 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %26 = llvm.extractelement %24[%25 : i64] : vector<2xi64>
// CHECK-NEXT: %27 = llvm.extractvalue %23[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %29 = llvm.insertelement %26, %27[%28 : i64] : vector<3xi64>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %23[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %31 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %32 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %33 = llvm.extractelement %31[%32 : i64] : vector<2xi64>
// CHECK-NEXT: %34 = llvm.extractvalue %30[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %35 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %36 = llvm.insertelement %33, %34[%35 : i64] : vector<3xi64>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %30[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %38 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %39 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %40 = llvm.extractelement %38[%39 : i64] : vector<2xi64>
// CHECK-NEXT: %41 = llvm.extractvalue %37[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %42 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %43 = llvm.insertelement %40, %41[%42 : i64] : vector<3xi64>
// CHECK-NEXT: %44 = llvm.insertvalue %43, %37[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %45 = llvm.extractvalue %44[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %46 = arith.muli %45, %arg0 : vector<3xi64>
// CHECK-NEXT: %47 = "llvm.intr.vector.reduce.add"(%46) : (vector<3xi64>) -> i64
// CHECK-NEXT: %48 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %49 = llvm.insertelement %47, %cst[%48 : i64] : vector<2xi64>
// CHECK-NEXT: %50 = llvm.extractvalue %44[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %51 = arith.muli %50, %arg0 : vector<3xi64>
// CHECK-NEXT: %52 = "llvm.intr.vector.reduce.add"(%51) : (vector<3xi64>) -> i64
// CHECK-NEXT: %53 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %54 = llvm.insertelement %52, %49[%53 : i64] : vector<2xi64>
// CHECK-NEXT: %55 = arith.addi %54, %arg2 : vector<2xi64>
// CHECK-NEXT: return %55 : vector<2xi64>
// CHECK-LABEL: func.func @dot(
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 : vector<4xf32>
// CHECK-NEXT: %1 = "llvm.intr.vector.reduce.fadd"(%arg2, %0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: return %1 : f32
// CHECK-LABEL: func.func @mv(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %2 = arith.muli %1, %arg1 : vector<3xi32>
// CHECK-NEXT: %3 = "llvm.intr.vector.reduce.add"(%2) : (vector<3xi32>) -> i32
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.insertelement %3, %cst[%4 : i64] : vector<2xi32>
// CHECK-NEXT: %6 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %7 = arith.muli %6, %arg1 : vector<3xi32>
// CHECK-NEXT: %8 = "llvm.intr.vector.reduce.add"(%7) : (vector<3xi32>) -> i32
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %10 = llvm.insertelement %8, %5[%9 : i64] : vector<2xi32>
// CHECK-NEXT: %11 = arith.addi %10, %arg2 : vector<2xi32>
// CHECK-NEXT: return %11 : vector<2xi32>
