// Arith and math ops on n-D vectors unroll over the arrays of 1-D vectors their operands convert
// to: extractvalue of each operand, the 1-D op, insertvalue into a poison, position by position in
// row-major order. The output is mlir-opt 22's, byte for byte.
// RUN: jopt %s -convert-arith-to-llvm -convert-math-to-llvm | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK-NEXT: func.func @nd(%arg0: vector<2x4xf32>, %arg1: vector<2x4xf32>, %arg2: vector<2x4xi32>, %arg3: vector<2x1x3xindex>) -> (vector<2x4xf32>, vector<2x4xi64>, vector<2x4xf32>, vector<2x1x3xi32>, vector<2x4xi32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg3 : vector<2x1x3xindex> to !llvm.array<2 x array<1 x vector<3xi64>>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : vector<2x4xi32> to !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg1 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %6 = llvm.extractvalue %4[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %8 = llvm.fadd %6, %7 {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %5[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %10 = llvm.extractvalue %4[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %12 = llvm.fadd %10, %11 {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %9[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %15 = llvm.mlir.poison : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %16 = llvm.extractvalue %4[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %17 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %18 = llvm.fcmp "olt" %16, %17 : vector<4xf32>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %15[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %20 = llvm.extractvalue %4[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %21 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %22 = llvm.fcmp "olt" %20, %21 : vector<4xf32>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %19[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %24 = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %25 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %26 = llvm.sitofp %25 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %27 = llvm.insertvalue %26, %24[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %28 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %29 = llvm.sitofp %28 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %27[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %31 = builtin.unrealized_conversion_cast %30 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %32 = llvm.mlir.poison : !llvm.array<2 x vector<4xi64>>
// CHECK-NEXT: %33 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %34 = llvm.sext %33 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT: %35 = llvm.insertvalue %34, %32[0] : !llvm.array<2 x vector<4xi64>>
// CHECK-NEXT: %36 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %37 = llvm.sext %36 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT: %38 = llvm.insertvalue %37, %35[1] : !llvm.array<2 x vector<4xi64>>
// CHECK-NEXT: %39 = builtin.unrealized_conversion_cast %38 : !llvm.array<2 x vector<4xi64>> to vector<2x4xi64>
// CHECK-NEXT: %40 = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %41 = llvm.extractvalue %30[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %42 = llvm.intr.sqrt(%41) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %43 = llvm.insertvalue %42, %40[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %44 = llvm.extractvalue %30[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %45 = llvm.intr.sqrt(%44) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %46 = llvm.insertvalue %45, %43[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %47 = builtin.unrealized_conversion_cast %46 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %48 = builtin.unrealized_conversion_cast %47 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %49 = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %50 = llvm.extractvalue %23[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %51 = llvm.extractvalue %48[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %52 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %53 = llvm.select %50, %51, %52 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %54 = llvm.insertvalue %53, %49[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %55 = llvm.extractvalue %23[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %56 = llvm.extractvalue %48[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %57 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %58 = llvm.select %55, %56, %57 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %59 = llvm.insertvalue %58, %54[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %60 = builtin.unrealized_conversion_cast %59 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %61 = llvm.mlir.constant(dense<1.000000e+00> : vector<2x4xf32>) : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %62 = llvm.mlir.poison : !llvm.array<2 x array<1 x vector<3xi32>>>
// CHECK-NEXT: %63 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<1 x vector<3xi64>>>
// CHECK-NEXT: %64 = llvm.trunc %63 : vector<3xi64> to vector<3xi32>
// CHECK-NEXT: %65 = llvm.insertvalue %64, %62[0, 0] : !llvm.array<2 x array<1 x vector<3xi32>>>
// CHECK-NEXT: %66 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<1 x vector<3xi64>>>
// CHECK-NEXT: %67 = llvm.trunc %66 : vector<3xi64> to vector<3xi32>
// CHECK-NEXT: %68 = llvm.insertvalue %67, %65[1, 0] : !llvm.array<2 x array<1 x vector<3xi32>>>
// CHECK-NEXT: %69 = builtin.unrealized_conversion_cast %68 : !llvm.array<2 x array<1 x vector<3xi32>>> to vector<2x1x3xi32>
// CHECK-NEXT: %70 = llvm.mlir.poison : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %71 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %72 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %73 = llvm.add %71, %72 overflow<nsw> : vector<4xi32>
// CHECK-NEXT: %74 = llvm.insertvalue %73, %70[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %75 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %76 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %77 = llvm.add %75, %76 overflow<nsw> : vector<4xi32>
// CHECK-NEXT: %78 = llvm.insertvalue %77, %74[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %79 = llvm.mlir.poison : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %80 = llvm.extractvalue %78[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %81 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %82 = llvm.icmp "slt" %80, %81 : vector<4xi32>
// CHECK-NEXT: %83 = llvm.insertvalue %82, %79[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %84 = llvm.extractvalue %78[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %85 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %86 = llvm.icmp "slt" %84, %85 : vector<4xi32>
// CHECK-NEXT: %87 = llvm.insertvalue %86, %83[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %88 = llvm.mlir.poison : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %89 = llvm.extractvalue %87[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %90 = llvm.zext %89 : vector<4xi1> to vector<4xi32>
// CHECK-NEXT: %91 = llvm.insertvalue %90, %88[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %92 = llvm.extractvalue %87[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %93 = llvm.zext %92 : vector<4xi1> to vector<4xi32>
// CHECK-NEXT: %94 = llvm.insertvalue %93, %91[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %95 = builtin.unrealized_conversion_cast %94 : !llvm.array<2 x vector<4xi32>> to vector<2x4xi32>
// CHECK-NEXT: %96 = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %97 = llvm.extractvalue %13[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %98 = llvm.extractvalue %59[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %99 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %100 = llvm.intr.fma(%97, %98, %99) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %101 = llvm.insertvalue %100, %96[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %102 = llvm.extractvalue %13[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %103 = llvm.extractvalue %59[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %104 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %105 = llvm.intr.fma(%102, %103, %104) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %106 = llvm.insertvalue %105, %101[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %107 = builtin.unrealized_conversion_cast %106 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: return %107, %39, %60, %69, %95 : vector<2x4xf32>, vector<2x4xi64>, vector<2x4xf32>, vector<2x1x3xi32>, vector<2x4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @nd(%a: vector<2x4xf32>, %b: vector<2x4xf32>, %i: vector<2x4xi32>, %x: vector<2x1x3xindex>) -> (vector<2x4xf32>, vector<2x4xi64>, vector<2x4xf32>, vector<2x1x3xi32>, vector<2x4xi32>) {
  %0 = arith.addf %a, %b fastmath<fast> : vector<2x4xf32>
  %1 = arith.cmpf olt, %a, %b : vector<2x4xf32>
  %2 = arith.sitofp %i : vector<2x4xi32> to vector<2x4xf32>
  %3 = arith.extsi %i : vector<2x4xi32> to vector<2x4xi64>
  %4 = math.sqrt %2 : vector<2x4xf32>
  %5 = arith.select %1, %4, %b : vector<2x4xi1>, vector<2x4xf32>
  %c = arith.constant dense<1.0> : vector<2x4xf32>
  %6 = arith.mulf %5, %c : vector<2x4xf32>
  %7 = arith.index_cast %x : vector<2x1x3xindex> to vector<2x1x3xi32>
  %8 = arith.addi %i, %i overflow<nsw> : vector<2x4xi32>
  %9 = arith.cmpi slt, %8, %i : vector<2x4xi32>
  %10 = arith.extui %9 : vector<2x4xi1> to vector<2x4xi32>
  %11 = math.fma %0, %6, %a : vector<2x4xf32>
  return %11, %3, %6, %7, %10 : vector<2x4xf32>, vector<2x4xi64>, vector<2x4xf32>, vector<2x1x3xi32>, vector<2x4xi32>
}
