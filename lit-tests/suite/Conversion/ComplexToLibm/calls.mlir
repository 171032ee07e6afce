// complex ops that C99's complex.h implements become calls of it (the f suffix for complex<f32>),
// declared private once each at the top of the module (the last one declared comes first);
// attributes such as fastmath are dropped, an existing declaration is reused, and ops libm has no
// function for (complex.exp, complex.neg) stay.
// RUN: jopt %s -convert-complex-to-libm | jfilecheck %s

func.func private @cabs(complex<f64>) -> f64 attributes {mine}

func.func @calls(%s: complex<f32>, %d: complex<f64>) -> (complex<f32>, f64, f32, complex<f64>) {
  %0 = complex.sqrt %s fastmath<fast> : complex<f32>
  %1 = complex.abs %d : complex<f64>
  %2 = complex.angle %s : complex<f32>
  %3 = complex.pow %d, %d : complex<f64>
  %4 = complex.exp %0 : complex<f32>
  %5 = complex.neg %3 : complex<f64>
  %6 = complex.log %s : complex<f32>
  return %6, %1, %2, %5 : complex<f32>, f64, f32, complex<f64>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @clogf(complex<f32>) -> complex<f32>
// CHECK-NEXT: func.func private @cpow(complex<f64>, complex<f64>) -> complex<f64>
// CHECK-NEXT: func.func private @cargf(complex<f32>) -> f32
// CHECK-NEXT: func.func private @csqrtf(complex<f32>) -> complex<f32>
// CHECK-NEXT: func.func private @cabs(complex<f64>) -> f64 attributes {mine}
// CHECK-LABEL: func.func @calls(
// CHECK-NEXT: %[[SQ:.*]] = call @csqrtf(%arg0) : (complex<f32>) -> complex<f32>
// CHECK-NEXT: %[[AB:.*]] = call @cabs(%arg1) : (complex<f64>) -> f64
// CHECK-NEXT: %[[AN:.*]] = call @cargf(%arg0) : (complex<f32>) -> f32
// CHECK-NEXT: %[[PW:.*]] = call @cpow(%arg1, %arg1) : (complex<f64>, complex<f64>) -> complex<f64>
// CHECK-NEXT: %[[EX:.*]] = complex.exp %[[SQ]] : complex<f32>
// CHECK-NEXT: %[[NG:.*]] = complex.neg %[[PW]] : complex<f64>
// CHECK-NEXT: %[[LG:.*]] = call @clogf(%arg0) : (complex<f32>) -> complex<f32>
// CHECK-NEXT: return %[[LG]], %[[AB]], %[[AN]], %[[NG]]
