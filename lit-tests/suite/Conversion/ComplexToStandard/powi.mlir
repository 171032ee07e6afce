// complex.powi lowers through complex.pow of (n, 0), itself lowered in turn; bitcast stays.
// RUN: jopt %s --convert-complex-to-standard | jfilecheck %s

// CHECK-LABEL: func.func @p(%arg0: complex<f32>, %arg1: i32) -> complex<f32> {
// CHECK-NEXT: %0 = arith.sitofp %arg1 : i32 to f32
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1 = complex.create %0, %cst : complex<f32>
// CHECK-NEXT: %2 = complex.re %1 : complex<f32>
// CHECK-NEXT: %3 = complex.im %1 : complex<f32>
// CHECK-NEXT: %4 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %5 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %6 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %7 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %8 = math.absf %6 fastmath<nnan> : f32
// CHECK-NEXT: %9 = math.absf %7 fastmath<nnan> : f32
// CHECK-NEXT: %10 = arith.maximumf %8, %9 fastmath<nnan> : f32
// CHECK-NEXT: %11 = arith.minimumf %8, %9 fastmath<nnan> : f32
// CHECK-NEXT: %12 = arith.divf %11, %10 : f32
// CHECK-NEXT: %13 = arith.mulf %12, %12 : f32
// CHECK-NEXT: %14 = arith.addf %13, %cst_0 : f32
// CHECK-NEXT: %15 = math.sqrt %14 : f32
// CHECK-NEXT: %16 = arith.mulf %10, %15 : f32
// CHECK-NEXT: %17 = arith.cmpf uno, %16, %16 : f32
// CHECK-NEXT: %18 = arith.select %17, %11, %16 : f32
// CHECK-NEXT: %19 = math.powf %18, %2 fastmath<nnan> : f32
// CHECK-NEXT: %20 = arith.negf %3 fastmath<nnan> : f32
// CHECK-NEXT: %21 = math.atan2 %5, %4 fastmath<nnan> : f32
// CHECK-NEXT: %22 = arith.mulf %20, %21 fastmath<nnan> : f32
// CHECK-NEXT: %23 = math.exp %22 fastmath<nnan> : f32
// CHECK-NEXT: %24 = arith.mulf %19, %23 fastmath<nnan> : f32
// CHECK-NEXT: %25 = math.log %18 fastmath<nnan> : f32
// CHECK-NEXT: %26 = arith.mulf %2, %21 fastmath<nnan> : f32
// CHECK-NEXT: %27 = arith.mulf %3, %25 fastmath<nnan> : f32
// CHECK-NEXT: %28 = arith.addf %26, %27 fastmath<nnan> : f32
// CHECK-NEXT: %29 = math.cos %28 fastmath<nnan> : f32
// CHECK-NEXT: %30 = math.sin %28 fastmath<nnan> : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %31 = complex.create %cst_3, %cst_2 : complex<f32>
// CHECK-NEXT: %32 = complex.create %cst_2, %cst_2 : complex<f32>
// CHECK-NEXT: %33 = complex.create %cst_1, %cst_2 : complex<f32>
// CHECK-NEXT: %34 = arith.cmpf oeq, %18, %cst_2 fastmath<nnan> : f32
// CHECK-NEXT: %35 = arith.cmpf oeq, %3, %cst_2 fastmath<nnan> : f32
// CHECK-NEXT: %36 = arith.cmpf oeq, %2, %cst_2 fastmath<nnan> : f32
// CHECK-NEXT: %37 = arith.cmpf oeq, %5, %cst_2 fastmath<nnan> : f32
// CHECK-NEXT: %38 = arith.cmpf ole, %cst_2, %2 fastmath<nnan> : f32
// CHECK-NEXT: %39 = arith.mulf %24, %29 fastmath<nnan> : f32
// CHECK-NEXT: %40 = arith.mulf %24, %30 fastmath<nnan> : f32
// CHECK-NEXT: %41 = arith.select %36, %31, %32 : complex<f32>
// CHECK-NEXT: %42 = complex.create %39, %40 : complex<f32>
// CHECK-NEXT: %43 = arith.andi %34, %35 : i1
// CHECK-NEXT: %44 = arith.andi %43, %38 : i1
// CHECK-NEXT: %45 = arith.select %44, %41, %42 : complex<f32>
// CHECK-NEXT: %46 = arith.andi %36, %35 : i1
// CHECK-NEXT: %47 = arith.select %46, %31, %45 : complex<f32>
// CHECK-NEXT: %48 = arith.cmpf oeq, %4, %cst_3 fastmath<nnan> : f32
// CHECK-NEXT: %49 = arith.andi %48, %37 : i1
// CHECK-NEXT: %50 = arith.select %49, %31, %47 : complex<f32>
// CHECK-NEXT: %51 = arith.cmpf oeq, %4, %cst_1 fastmath<nnan> : f32
// CHECK-NEXT: %52 = arith.andi %51, %37 : i1
// CHECK-NEXT: %53 = arith.cmpf ogt, %2, %cst_2 fastmath<nnan> : f32
// CHECK-NEXT: %54 = arith.andi %35, %53 : i1
// CHECK-NEXT: %55 = arith.andi %52, %54 : i1
// CHECK-NEXT: %56 = arith.select %55, %33, %50 : complex<f32>
// CHECK-NEXT: %57 = arith.cmpf olt, %2, %cst_2 fastmath<nnan> : f32
// CHECK-NEXT: %58 = arith.andi %35, %57 : i1
// CHECK-NEXT: %59 = arith.andi %52, %58 : i1
// CHECK-NEXT: %60 = arith.select %59, %32, %56 : complex<f32>
// CHECK-NEXT: return %60 : complex<f32>
// CHECK-LABEL: func.func @bc(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT: %0 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK-NEXT: %1 = complex.bitcast %0 : i64 to complex<f32>
// CHECK-NEXT: return %1 : complex<f32>

func.func @p(%a: complex<f32>, %n: i32) -> complex<f32> {
  %0 = complex.powi %a, %n fastmath<nnan> : complex<f32>, i32
  return %0 : complex<f32>
}
func.func @bc(%a: complex<f32>) -> complex<f32> {
  %0 = complex.bitcast %a : complex<f32> to i64
  %1 = complex.bitcast %0 : i64 to complex<f32>
  %2 = complex.bitcast %1 : complex<f32> to complex<f32>
  return %2 : complex<f32>
}

