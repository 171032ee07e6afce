// convert-complex-to-standard with complex-range=basic: the textbook division; fast-math flags reach the arithmetic (abs drops nnan and ninf where it must see NaNs and infinities).
// RUN: jopt %s --convert-complex-to-standard=complex-range=basic | jfilecheck %s

// CHECK-LABEL: func.func @division(%arg0: complex<f64>, %arg1: complex<f64>) -> complex<f64> {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f64>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %2 = complex.re %arg1 : complex<f64>
// CHECK-NEXT: %3 = complex.im %arg1 : complex<f64>
// CHECK-NEXT: %4 = arith.mulf %2, %2 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %5 = arith.mulf %3, %3 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %6 = arith.addf %4, %5 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %7 = arith.mulf %0, %2 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %8 = arith.mulf %1, %3 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %9 = arith.addf %7, %8 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %10 = arith.mulf %1, %2 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %11 = arith.mulf %0, %3 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %12 = arith.subf %10, %11 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %13 = arith.divf %9, %6 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %14 = arith.divf %12, %6 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %15 = complex.create %13, %14 : complex<f64>
// CHECK-NEXT: return %15 : complex<f64>
// CHECK-LABEL: func.func @abs_fastmath(%arg0: complex<f32>) -> f32 {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %2 = math.absf %0 fastmath<nnan,contract> : f32
// CHECK-NEXT: %3 = math.absf %1 fastmath<nnan,contract> : f32
// CHECK-NEXT: %4 = arith.maximumf %2, %3 fastmath<nnan,contract> : f32
// CHECK-NEXT: %5 = arith.minimumf %2, %3 fastmath<nnan,contract> : f32
// CHECK-NEXT: %6 = arith.divf %5, %4 fastmath<contract> : f32
// CHECK-NEXT: %7 = arith.mulf %6, %6 fastmath<contract> : f32
// CHECK-NEXT: %8 = arith.addf %7, %cst fastmath<contract> : f32
// CHECK-NEXT: %9 = math.sqrt %8 fastmath<contract> : f32
// CHECK-NEXT: %10 = arith.mulf %4, %9 fastmath<contract> : f32
// CHECK-NEXT: %11 = arith.cmpf uno, %10, %10 fastmath<contract> : f32
// CHECK-NEXT: %12 = arith.select %11, %5, %10 : f32
// CHECK-NEXT: return %12 : f32

func.func @division(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %0 = complex.div %a, %b fastmath<nnan,ninf> : complex<f64>
  return %0 : complex<f64>
}
func.func @abs_fastmath(%a: complex<f32>) -> f32 {
  %0 = complex.abs %a fastmath<nnan,contract> : complex<f32>
  return %0 : f32
}

