// convert-math-to-libm unrolls a math op on a vector: the result starts as a zero vector, and for
// each element (row-major) the operands' elements are extracted, the libm function called (through
// f32 for f16) and the result inserted.
// RUN: jopt %s -convert-math-to-libm | jfilecheck %s

func.func @m(%v: vector<2xf32>, %w: vector<2x2xf64>, %h: f16, %x: vector<3xf16>) -> (vector<2xf32>, vector<2x2xf64>, f16, vector<3xf16>) {
  %2 = math.erf %v : vector<2xf32>
  %3 = math.atan2 %w, %w : vector<2x2xf64>
  %9 = math.sinh %h : f16
  %10 = math.tan %x : vector<3xf16>
  return %2, %3, %9, %10 : vector<2xf32>, vector<2x2xf64>, f16, vector<3xf16>
}

// CHECK-LABEL: module {
// CHECK-LABEL: func.func private @tanf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @sinhf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @atan2(f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @erff(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func @m(%arg0: vector<2xf32>, %arg1: vector<2x2xf64>, %arg2: f16, %arg3: vector<3xf16>) -> (vector<2xf32>, vector<2x2xf64>, f16, vector<3xf16>) {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<2xf32>
// CHECK-NEXT: %1 = call @erff(%0) : (f32) -> f32
// CHECK-NEXT: %2 = vector.insert %1, %cst [0] : f32 into vector<2xf32>
// CHECK-NEXT: %3 = vector.extract %arg0[1] : f32 from vector<2xf32>
// CHECK-NEXT: %4 = call @erff(%3) : (f32) -> f32
// CHECK-NEXT: %5 = vector.insert %4, %2 [1] : f32 into vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x2xf64>
// CHECK-NEXT: %6 = vector.extract %arg1[0, 0] : f64 from vector<2x2xf64>
// CHECK-NEXT: %7 = vector.extract %arg1[0, 0] : f64 from vector<2x2xf64>
// CHECK-NEXT: %8 = call @atan2(%6, %7) : (f64, f64) -> f64
// CHECK-NEXT: %9 = vector.insert %8, %cst_0 [0, 0] : f64 into vector<2x2xf64>
// CHECK-NEXT: %10 = vector.extract %arg1[0, 1] : f64 from vector<2x2xf64>
// CHECK-NEXT: %11 = vector.extract %arg1[0, 1] : f64 from vector<2x2xf64>
// CHECK-NEXT: %12 = call @atan2(%10, %11) : (f64, f64) -> f64
// CHECK-NEXT: %13 = vector.insert %12, %9 [0, 1] : f64 into vector<2x2xf64>
// CHECK-NEXT: %14 = vector.extract %arg1[1, 0] : f64 from vector<2x2xf64>
// CHECK-NEXT: %15 = vector.extract %arg1[1, 0] : f64 from vector<2x2xf64>
// CHECK-NEXT: %16 = call @atan2(%14, %15) : (f64, f64) -> f64
// CHECK-NEXT: %17 = vector.insert %16, %13 [1, 0] : f64 into vector<2x2xf64>
// CHECK-NEXT: %18 = vector.extract %arg1[1, 1] : f64 from vector<2x2xf64>
// CHECK-NEXT: %19 = vector.extract %arg1[1, 1] : f64 from vector<2x2xf64>
// CHECK-NEXT: %20 = call @atan2(%18, %19) : (f64, f64) -> f64
// CHECK-NEXT: %21 = vector.insert %20, %17 [1, 1] : f64 into vector<2x2xf64>
// CHECK-NEXT: %22 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT: %23 = call @sinhf(%22) : (f32) -> f32
// CHECK-NEXT: %24 = arith.truncf %23 : f32 to f16
// CHECK-NEXT: %cst_1 = arith.constant dense<0.000000e+00> : vector<3xf16>
// CHECK-NEXT: %25 = vector.extract %arg3[0] : f16 from vector<3xf16>
// CHECK-NEXT: %26 = arith.extf %25 : f16 to f32
// CHECK-NEXT: %27 = call @tanf(%26) : (f32) -> f32
// CHECK-NEXT: %28 = arith.truncf %27 : f32 to f16
// CHECK-NEXT: %29 = vector.insert %28, %cst_1 [0] : f16 into vector<3xf16>
// CHECK-NEXT: %30 = vector.extract %arg3[1] : f16 from vector<3xf16>
// CHECK-NEXT: %31 = arith.extf %30 : f16 to f32
// CHECK-NEXT: %32 = call @tanf(%31) : (f32) -> f32
// CHECK-NEXT: %33 = arith.truncf %32 : f32 to f16
// CHECK-NEXT: %34 = vector.insert %33, %29 [1] : f16 into vector<3xf16>
// CHECK-NEXT: %35 = vector.extract %arg3[2] : f16 from vector<3xf16>
// CHECK-NEXT: %36 = arith.extf %35 : f16 to f32
// CHECK-NEXT: %37 = call @tanf(%36) : (f32) -> f32
// CHECK-NEXT: %38 = arith.truncf %37 : f32 to f16
// CHECK-NEXT: %39 = vector.insert %38, %34 [2] : f16 into vector<3xf16>
// CHECK-NEXT: return %5, %21, %24, %39 : vector<2xf32>, vector<2x2xf64>, f16, vector<3xf16>
// CHECK-NEXT: }
// CHECK-NEXT: }
