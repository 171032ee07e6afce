// convert-complex-to-standard: complex arithmetic on the real and imaginary parts, MLIR 22's formulas op for op (abs scaled by the larger part, exp and sqrt with their infinity cases, division by range reduction); create and re stay for convert-complex-to-llvm.
// RUN: jopt %s --convert-complex-to-standard | jfilecheck %s

// CHECK-LABEL: func.func @parts(%arg0: complex<f32>, %arg1: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: %3 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %4 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %5 = arith.addf %3, %4 : f32
// CHECK-NEXT: %6 = complex.create %2, %5 : complex<f32>
// CHECK-NEXT: %7 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %8 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %9 = arith.subf %7, %8 fastmath<nnan> : f32
// CHECK-NEXT: %10 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %11 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %12 = arith.subf %10, %11 fastmath<nnan> : f32
// CHECK-NEXT: %13 = complex.create %9, %12 : complex<f32>
// CHECK-NEXT: %14 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %15 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %16 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %17 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %18 = arith.mulf %14, %16 : f32
// CHECK-NEXT: %19 = arith.mulf %15, %17 : f32
// CHECK-NEXT: %20 = arith.subf %18, %19 : f32
// CHECK-NEXT: %21 = arith.mulf %15, %16 : f32
// CHECK-NEXT: %22 = arith.mulf %14, %17 : f32
// CHECK-NEXT: %23 = arith.addf %21, %22 : f32
// CHECK-NEXT: %24 = complex.create %20, %23 : complex<f32>
// CHECK-NEXT: %25 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %26 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %27 = arith.negf %25 : f32
// CHECK-NEXT: %28 = arith.negf %26 : f32
// CHECK-NEXT: %29 = complex.create %27, %28 : complex<f32>
// CHECK-NEXT: %30 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %31 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %32 = arith.negf %31 : f32
// CHECK-NEXT: %33 = complex.create %30, %32 : complex<f32>
// CHECK-NEXT: return %6, %13, %24, %29, %33 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
// CHECK-LABEL: func.func @magnitude(%arg0: complex<f64>) -> (f64, f64, complex<f64>) {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %2 = math.absf %0 : f64
// CHECK-NEXT: %3 = math.absf %1 : f64
// CHECK-NEXT: %4 = arith.maximumf %2, %3 : f64
// CHECK-NEXT: %5 = arith.minimumf %2, %3 : f64
// CHECK-NEXT: %6 = arith.divf %5, %4 : f64
// CHECK-NEXT: %7 = arith.mulf %6, %6 : f64
// CHECK-NEXT: %8 = arith.addf %7, %cst : f64
// CHECK-NEXT: %9 = math.sqrt %8 : f64
// CHECK-NEXT: %10 = arith.mulf %4, %9 : f64
// CHECK-NEXT: %11 = arith.cmpf uno, %10, %10 : f64
// CHECK-NEXT: %12 = arith.select %11, %5, %10 : f64
// CHECK-NEXT: %13 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %14 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %15 = math.atan2 %14, %13 : f64
// CHECK-NEXT: %16 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %17 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %18 = arith.cmpf oeq, %16, %cst_0 : f64
// CHECK-NEXT: %19 = arith.cmpf oeq, %17, %cst_0 : f64
// CHECK-NEXT: %20 = arith.andi %18, %19 : i1
// CHECK-NEXT: %21 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %22 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %23 = math.absf %21 : f64
// CHECK-NEXT: %24 = math.absf %22 : f64
// CHECK-NEXT: %25 = arith.maximumf %23, %24 : f64
// CHECK-NEXT: %26 = arith.minimumf %23, %24 : f64
// CHECK-NEXT: %27 = arith.divf %26, %25 : f64
// CHECK-NEXT: %28 = arith.mulf %27, %27 : f64
// CHECK-NEXT: %29 = arith.addf %28, %cst_1 : f64
// CHECK-NEXT: %30 = math.sqrt %29 : f64
// CHECK-NEXT: %31 = arith.mulf %25, %30 : f64
// CHECK-NEXT: %32 = arith.cmpf uno, %31, %31 : f64
// CHECK-NEXT: %33 = arith.select %32, %26, %31 : f64
// CHECK-NEXT: %34 = arith.divf %16, %33 : f64
// CHECK-NEXT: %35 = arith.divf %17, %33 : f64
// CHECK-NEXT: %36 = complex.create %34, %35 : complex<f64>
// CHECK-NEXT: %37 = arith.select %20, %arg0, %36 : complex<f64>
// CHECK-NEXT: return %12, %15, %37 : f64, f64, complex<f64>
// CHECK-LABEL: func.func @compare(%arg0: complex<f32>, %arg1: complex<f32>) -> (i1, i1) {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %2 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %3 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %4 = arith.cmpf oeq, %0, %2 : f32
// CHECK-NEXT: %5 = arith.cmpf oeq, %1, %3 : f32
// CHECK-NEXT: %6 = arith.andi %4, %5 : i1
// CHECK-NEXT: %7 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %8 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %9 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %10 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %11 = arith.cmpf une, %7, %9 : f32
// CHECK-NEXT: %12 = arith.cmpf une, %8, %10 : f32
// CHECK-NEXT: %13 = arith.ori %11, %12 : i1
// CHECK-NEXT: return %6, %13 : i1, i1
// CHECK-LABEL: func.func @functions(%arg0: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %2 = math.exp %0 : f32
// CHECK-NEXT: %3 = arith.mulf %0, %cst_0 : f32
// CHECK-NEXT: %4 = math.exp %3 : f32
// CHECK-NEXT: %5 = math.cos %1 : f32
// CHECK-NEXT: %6 = math.sin %1 : f32
// CHECK-NEXT: %7 = arith.cmpf oeq, %2, %cst_1 : f32
// CHECK-NEXT: %8 = arith.cmpf oeq, %1, %cst : f32
// CHECK-NEXT: %9 = arith.mulf %2, %5 : f32
// CHECK-NEXT: %10 = arith.mulf %4, %5 : f32
// CHECK-NEXT: %11 = arith.mulf %10, %4 : f32
// CHECK-NEXT: %12 = arith.select %7, %11, %9 : f32
// CHECK-NEXT: %13 = arith.mulf %2, %6 : f32
// CHECK-NEXT: %14 = arith.mulf %4, %6 : f32
// CHECK-NEXT: %15 = arith.mulf %14, %4 : f32
// CHECK-NEXT: %16 = arith.select %7, %15, %13 : f32
// CHECK-NEXT: %17 = arith.select %8, %cst, %16 : f32
// CHECK-NEXT: %18 = complex.create %12, %17 : complex<f32>
// CHECK-NEXT: %19 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %20 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst_2 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %21 = math.absf %19 : f32
// CHECK-NEXT: %22 = math.absf %20 : f32
// CHECK-NEXT: %23 = arith.maximumf %21, %22 : f32
// CHECK-NEXT: %24 = arith.minimumf %21, %22 : f32
// CHECK-NEXT: %25 = arith.divf %24, %23 : f32
// CHECK-NEXT: %26 = arith.mulf %25, %25 : f32
// CHECK-NEXT: %27 = arith.addf %26, %cst_2 : f32
// CHECK-NEXT: %28 = math.sqrt %27 : f32
// CHECK-NEXT: %29 = arith.mulf %23, %28 : f32
// CHECK-NEXT: %30 = arith.cmpf uno, %29, %29 : f32
// CHECK-NEXT: %31 = arith.select %30, %24, %29 : f32
// CHECK-NEXT: %32 = math.log %31 : f32
// CHECK-NEXT: %33 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %34 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %35 = math.atan2 %34, %33 : f32
// CHECK-NEXT: %36 = complex.create %32, %35 : complex<f32>
// CHECK-NEXT: %cst_3 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %37 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %38 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst_5 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %39 = math.absf %37 : f32
// CHECK-NEXT: %40 = math.absf %38 : f32
// CHECK-NEXT: %41 = arith.maximumf %39, %40 : f32
// CHECK-NEXT: %42 = arith.minimumf %39, %40 : f32
// CHECK-NEXT: %43 = arith.divf %42, %41 : f32
// CHECK-NEXT: %44 = arith.mulf %43, %43 : f32
// CHECK-NEXT: %45 = arith.addf %44, %cst_5 : f32
// CHECK-NEXT: %cst_6 = arith.constant 2.500000e-01 : f32
// CHECK-NEXT: %46 = math.sqrt %41 : f32
// CHECK-NEXT: %47 = math.powf %45, %cst_6 : f32
// CHECK-NEXT: %48 = arith.mulf %46, %47 : f32
// CHECK-NEXT: %49 = arith.cmpf uno, %48, %48 : f32
// CHECK-NEXT: %50 = arith.select %49, %42, %48 : f32
// CHECK-NEXT: %51 = math.atan2 %38, %37 : f32
// CHECK-NEXT: %52 = arith.mulf %51, %cst_4 : f32
// CHECK-NEXT: %53 = math.cos %52 : f32
// CHECK-NEXT: %54 = math.sin %52 : f32
// CHECK-NEXT: %55 = arith.cmpf oeq, %54, %cst_3 : f32
// CHECK-NEXT: %56 = arith.mulf %50, %53 : f32
// CHECK-NEXT: %57 = arith.mulf %50, %54 : f32
// CHECK-NEXT: %58 = arith.select %55, %cst_3, %57 : f32
// CHECK-NEXT: %cst_7 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_8 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %cst_9 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %59 = math.absf %38 : f32
// CHECK-NEXT: %60 = arith.cmpf oeq, %59, %cst_7 : f32
// CHECK-NEXT: %61 = arith.cmpf one, %59, %cst_7 : f32
// CHECK-NEXT: %62 = arith.cmpf oeq, %37, %cst_7 : f32
// CHECK-NEXT: %63 = arith.cmpf oeq, %37, %cst_8 : f32
// CHECK-NEXT: %64 = arith.andi %63, %61 : i1
// CHECK-NEXT: %65 = arith.select %64, %cst_3, %56 : f32
// CHECK-NEXT: %66 = arith.ori %60, %62 : i1
// CHECK-NEXT: %67 = arith.select %66, %cst_7, %65 : f32
// CHECK-NEXT: %68 = math.copysign %cst_7, %38 : f32
// CHECK-NEXT: %69 = arith.cmpf uno, %50, %50 : f32
// CHECK-NEXT: %70 = arith.select %69, %cst_9, %58 : f32
// CHECK-NEXT: %71 = arith.ori %60, %63 : i1
// CHECK-NEXT: %72 = arith.select %71, %68, %70 : f32
// CHECK-NEXT: %73 = arith.cmpf oeq, %50, %cst_3 : f32
// CHECK-NEXT: %74 = arith.select %73, %cst_3, %67 : f32
// CHECK-NEXT: %75 = arith.select %73, %cst_3, %72 : f32
// CHECK-NEXT: %76 = complex.create %74, %75 : complex<f32>
// CHECK-NEXT: %77 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %78 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst_10 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %79 = math.exp %78 : f32
// CHECK-NEXT: %80 = arith.mulf %cst_10, %79 : f32
// CHECK-NEXT: %81 = arith.divf %cst_10, %79 : f32
// CHECK-NEXT: %82 = math.sin %77 : f32
// CHECK-NEXT: %83 = math.cos %77 : f32
// CHECK-NEXT: %84 = arith.addf %80, %81 : f32
// CHECK-NEXT: %85 = arith.mulf %84, %82 : f32
// CHECK-NEXT: %86 = arith.subf %80, %81 : f32
// CHECK-NEXT: %87 = arith.mulf %86, %83 : f32
// CHECK-NEXT: %88 = complex.create %85, %87 : complex<f32>
// CHECK-NEXT: %89 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %90 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst_11 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %91 = math.exp %90 fastmath<fast> : f32
// CHECK-NEXT: %92 = arith.mulf %cst_11, %91 fastmath<fast> : f32
// CHECK-NEXT: %93 = arith.divf %cst_11, %91 fastmath<fast> : f32
// CHECK-NEXT: %94 = math.sin %89 fastmath<fast> : f32
// CHECK-NEXT: %95 = math.cos %89 fastmath<fast> : f32
// CHECK-NEXT: %96 = arith.addf %93, %92 fastmath<fast> : f32
// CHECK-NEXT: %97 = arith.mulf %96, %95 fastmath<fast> : f32
// CHECK-NEXT: %98 = arith.subf %93, %92 fastmath<fast> : f32
// CHECK-NEXT: %99 = arith.mulf %98, %94 fastmath<fast> : f32
// CHECK-NEXT: %100 = complex.create %97, %99 : complex<f32>
// CHECK-NEXT: return %18, %36, %76, %88, %100 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
// CHECK-LABEL: func.func @division(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %2 = complex.re %arg1 : complex<f32>
// CHECK-NEXT: %3 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %4 = arith.divf %2, %3 : f32
// CHECK-NEXT: %5 = arith.mulf %4, %2 : f32
// CHECK-NEXT: %6 = arith.addf %3, %5 : f32
// CHECK-NEXT: %7 = arith.mulf %0, %4 : f32
// CHECK-NEXT: %8 = arith.addf %7, %1 : f32
// CHECK-NEXT: %9 = arith.divf %8, %6 : f32
// CHECK-NEXT: %10 = arith.mulf %1, %4 : f32
// CHECK-NEXT: %11 = arith.subf %10, %0 : f32
// CHECK-NEXT: %12 = arith.divf %11, %6 : f32
// CHECK-NEXT: %13 = arith.divf %3, %2 : f32
// CHECK-NEXT: %14 = arith.mulf %13, %3 : f32
// CHECK-NEXT: %15 = arith.addf %2, %14 : f32
// CHECK-NEXT: %16 = arith.mulf %1, %13 : f32
// CHECK-NEXT: %17 = arith.addf %0, %16 : f32
// CHECK-NEXT: %18 = arith.divf %17, %15 : f32
// CHECK-NEXT: %19 = arith.mulf %0, %13 : f32
// CHECK-NEXT: %20 = arith.subf %1, %19 : f32
// CHECK-NEXT: %21 = arith.divf %20, %15 : f32
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %22 = math.absf %2 : f32
// CHECK-NEXT: %23 = arith.cmpf oeq, %22, %cst : f32
// CHECK-NEXT: %24 = math.absf %3 : f32
// CHECK-NEXT: %25 = arith.cmpf oeq, %24, %cst : f32
// CHECK-NEXT: %26 = arith.cmpf ord, %0, %cst : f32
// CHECK-NEXT: %27 = arith.cmpf ord, %1, %cst : f32
// CHECK-NEXT: %28 = arith.ori %26, %27 : i1
// CHECK-NEXT: %29 = arith.andi %23, %25 : i1
// CHECK-NEXT: %30 = arith.andi %28, %29 : i1
// CHECK-NEXT: %cst_0 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %31 = math.copysign %cst_0, %2 : f32
// CHECK-NEXT: %32 = arith.mulf %31, %0 : f32
// CHECK-NEXT: %33 = arith.mulf %31, %1 : f32
// CHECK-NEXT: %34 = arith.cmpf one, %22, %cst_0 : f32
// CHECK-NEXT: %35 = arith.cmpf one, %24, %cst_0 : f32
// CHECK-NEXT: %36 = arith.andi %34, %35 : i1
// CHECK-NEXT: %37 = math.absf %0 : f32
// CHECK-NEXT: %38 = arith.cmpf oeq, %37, %cst_0 : f32
// CHECK-NEXT: %39 = math.absf %1 : f32
// CHECK-NEXT: %40 = arith.cmpf oeq, %39, %cst_0 : f32
// CHECK-NEXT: %41 = arith.ori %38, %40 : i1
// CHECK-NEXT: %42 = arith.andi %41, %36 : i1
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %43 = arith.select %38, %cst_1, %cst : f32
// CHECK-NEXT: %44 = math.copysign %43, %0 : f32
// CHECK-NEXT: %45 = arith.select %40, %cst_1, %cst : f32
// CHECK-NEXT: %46 = math.copysign %45, %1 : f32
// CHECK-NEXT: %47 = arith.mulf %44, %2 : f32
// CHECK-NEXT: %48 = arith.mulf %46, %3 : f32
// CHECK-NEXT: %49 = arith.addf %47, %48 : f32
// CHECK-NEXT: %50 = arith.mulf %cst_0, %49 : f32
// CHECK-NEXT: %51 = arith.mulf %44, %3 : f32
// CHECK-NEXT: %52 = arith.mulf %46, %2 : f32
// CHECK-NEXT: %53 = arith.subf %52, %51 : f32
// CHECK-NEXT: %54 = arith.mulf %cst_0, %53 : f32
// CHECK-NEXT: %55 = arith.cmpf one, %37, %cst_0 : f32
// CHECK-NEXT: %56 = arith.cmpf one, %39, %cst_0 : f32
// CHECK-NEXT: %57 = arith.andi %55, %56 : i1
// CHECK-NEXT: %58 = arith.cmpf oeq, %22, %cst_0 : f32
// CHECK-NEXT: %59 = arith.cmpf oeq, %24, %cst_0 : f32
// CHECK-NEXT: %60 = arith.ori %58, %59 : i1
// CHECK-NEXT: %61 = arith.andi %57, %60 : i1
// CHECK-NEXT: %62 = arith.select %58, %cst_1, %cst : f32
// CHECK-NEXT: %63 = math.copysign %62, %2 : f32
// CHECK-NEXT: %64 = arith.select %59, %cst_1, %cst : f32
// CHECK-NEXT: %65 = math.copysign %64, %3 : f32
// CHECK-NEXT: %66 = arith.mulf %0, %63 : f32
// CHECK-NEXT: %67 = arith.mulf %1, %65 : f32
// CHECK-NEXT: %68 = arith.addf %66, %67 : f32
// CHECK-NEXT: %69 = arith.mulf %cst, %68 : f32
// CHECK-NEXT: %70 = arith.mulf %1, %63 : f32
// CHECK-NEXT: %71 = arith.mulf %0, %65 : f32
// CHECK-NEXT: %72 = arith.subf %70, %71 : f32
// CHECK-NEXT: %73 = arith.mulf %cst, %72 : f32
// CHECK-NEXT: %74 = arith.cmpf olt, %22, %24 : f32
// CHECK-NEXT: %75 = arith.select %74, %9, %18 : f32
// CHECK-NEXT: %76 = arith.select %74, %12, %21 : f32
// CHECK-NEXT: %77 = arith.select %61, %69, %75 : f32
// CHECK-NEXT: %78 = arith.select %61, %73, %76 : f32
// CHECK-NEXT: %79 = arith.select %42, %50, %77 : f32
// CHECK-NEXT: %80 = arith.select %42, %54, %78 : f32
// CHECK-NEXT: %81 = arith.select %30, %32, %79 : f32
// CHECK-NEXT: %82 = arith.select %30, %33, %80 : f32
// CHECK-NEXT: %83 = arith.cmpf uno, %75, %cst : f32
// CHECK-NEXT: %84 = arith.cmpf uno, %76, %cst : f32
// CHECK-NEXT: %85 = arith.andi %83, %84 : i1
// CHECK-NEXT: %86 = arith.select %85, %81, %75 : f32
// CHECK-NEXT: %87 = arith.select %85, %82, %76 : f32
// CHECK-NEXT: %88 = complex.create %86, %87 : complex<f32>
// CHECK-NEXT: return %88 : complex<f32>
// CHECK-LABEL: func.func @untouched(%arg0: complex<f32>, %arg1: f32) -> (complex<f32>, f32) {
// CHECK-NEXT: %0 = complex.create %arg1, %arg1 : complex<f32>
// CHECK-NEXT: %1 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: return %0, %1 : complex<f32>, f32

func.func @parts(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.sub %a, %b fastmath<nnan> : complex<f32>
  %2 = complex.mul %a, %b : complex<f32>
  %3 = complex.neg %a : complex<f32>
  %4 = complex.conj %b : complex<f32>
  return %0, %1, %2, %3, %4 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}
func.func @magnitude(%a: complex<f64>) -> (f64, f64, complex<f64>) {
  %0 = complex.abs %a : complex<f64>
  %1 = complex.angle %a : complex<f64>
  %2 = complex.sign %a : complex<f64>
  return %0, %1, %2 : f64, f64, complex<f64>
}
func.func @compare(%a: complex<f32>, %b: complex<f32>) -> (i1, i1) {
  %0 = complex.eq %a, %b : complex<f32>
  %1 = complex.neq %a, %b : complex<f32>
  return %0, %1 : i1, i1
}
func.func @functions(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %0 = complex.exp %a : complex<f32>
  %1 = complex.log %a : complex<f32>
  %2 = complex.sqrt %a : complex<f32>
  %3 = complex.sin %a : complex<f32>
  %4 = complex.cos %a fastmath<fast> : complex<f32>
  return %0, %1, %2, %3, %4 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}
func.func @division(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.div %a, %b : complex<f32>
  return %0 : complex<f32>
}
func.func @untouched(%a: complex<f32>, %x: f32) -> (complex<f32>, f32) {
  %0 = complex.create %x, %x : complex<f32>
  %1 = complex.re %a : complex<f32>
  return %0, %1 : complex<f32>, f32
}

