// The complex ops' folders and canonicalization as MLIR 22: re/im of a create or a constant (materialized as arith.constant), create of re/im of one value, add/sub that undo each other or add zero, mul/div by one, neg/conj/exp/log that undo themselves, re/im of neg(create) as arith.negf.
// RUN: jopt %s --canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @f(%arg0: complex<f32>, %arg1: complex<f32>, %arg2: f32, %arg3: f32) -> (f32, f32, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, f32, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: return %arg2, %arg3, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %cst, %arg0, %arg0, %arg0 : f32, f32, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, f32, complex<f32>, complex<f32>, complex<f32>
// CHECK-LABEL: func.func @neg_parts(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = arith.negf %arg0 : f32
// CHECK-NEXT: %1 = arith.negf %arg1 : f32
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-LABEL: func.func @div_one(%arg0: complex<f64>) -> (complex<f64>, f64) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: return %arg0, %cst : complex<f64>, f64
// CHECK-LABEL: func.func @im_of_create(%arg0: complex<f64>, %arg1: f64, %arg2: f64) -> (complex<f64>, f64) {
// CHECK-NEXT: %0 = complex.create %arg1, %arg2 : complex<f64>
// CHECK-NEXT: return %0, %arg2 : complex<f64>, f64

func.func @f(%a: complex<f32>, %b: complex<f32>, %x: f32, %y: f32) -> (f32, f32, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, f32, complex<f32>, complex<f32>, complex<f32>) {
  %c = complex.create %x, %y : complex<f32>
  %0 = complex.re %c : complex<f32>
  %1 = complex.im %c : complex<f32>
  %r = complex.re %a : complex<f32>
  %i = complex.im %a : complex<f32>
  %2 = complex.create %r, %i : complex<f32>
  %s = complex.sub %a, %b : complex<f32>
  %3 = complex.add %s, %b : complex<f32>
  %t = complex.add %a, %b : complex<f32>
  %4 = complex.sub %t, %b : complex<f32>
  %n = complex.neg %a : complex<f32>
  %5 = complex.neg %n : complex<f32>
  %e = complex.exp %a : complex<f32>
  %6 = complex.log %e : complex<f32>
  %l = complex.log %a : complex<f32>
  %7 = complex.exp %l : complex<f32>
  %k = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %8 = complex.re %k : complex<f32>
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %9 = complex.mul %a, %one : complex<f32>
  %zero = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %10 = complex.add %a, %zero : complex<f32>
  %cj = complex.conj %a : complex<f32>
  %11 = complex.conj %cj : complex<f32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, f32, complex<f32>, complex<f32>, complex<f32>
}
func.func @neg_parts(%x: f32, %y: f32) -> (f32, f32) {
  %c = complex.create %x, %y : complex<f32>
  %n = complex.neg %c : complex<f32>
  %0 = complex.re %n : complex<f32>
  %1 = complex.im %n : complex<f32>
  return %0, %1 : f32, f32
}
func.func @div_one(%a: complex<f64>) -> (complex<f64>, f64) {
  %one = complex.constant [1.0, 0.0] : complex<f64>
  %0 = complex.div %a, %one : complex<f64>
  %1 = complex.im %one : complex<f64>
  return %0, %1 : complex<f64>, f64
}
func.func @im_of_create(%a: complex<f64>, %x: f64, %y: f64) -> (complex<f64>, f64) {
  %0 = complex.create %x, %y : complex<f64>
  %1 = complex.im %0 : complex<f64>
  return %0, %1 : complex<f64>, f64
}

