// complex ops round-trip (custom form): constants of f64 and i1 elements, bitcast to and from an integer of twice the element width, powi with its integer exponent type.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | jfilecheck %s

// CHECK-LABEL: func.func @ops(%arg0: f32, %arg1: complex<f32>, %arg2: i32) {
// CHECK-NEXT: %cst = complex.constant [1.000000e-01, -1.000000e+00] : complex<f64>
// CHECK-NEXT: %cst_0 = complex.constant [true, false] : complex<i1>
// CHECK-NEXT: %0 = complex.bitcast %arg1 : complex<f32> to i64
// CHECK-NEXT: %1 = complex.bitcast %0 : i64 to complex<f32>
// CHECK-NEXT: %2 = complex.powi %arg1, %arg2 : complex<f32>, i32
// CHECK-NEXT: return

func.func @ops(%f: f32, %c: complex<f32>, %i: i32) {
  %cst_f64 = complex.constant [0.1, -1.0] : complex<f64>
  %cst_i1 = complex.constant [1 : i1, 0 : i1] : complex<i1>
  %i64 = complex.bitcast %c : complex<f32> to i64
  %back = complex.bitcast %i64 : i64 to complex<f32>
  %p = complex.powi %c, %i : complex<f32>, i32
  return
}

