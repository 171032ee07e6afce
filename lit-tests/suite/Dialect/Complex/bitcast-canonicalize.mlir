// complex.bitcast of a bitcast back to the first type folds away (MergeComplexBitcast, then the same-type fold).
// RUN: jopt %s --canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @p(%arg0: complex<f32>, %arg1: i32) -> complex<f32> {
// CHECK-NEXT: %0 = complex.powi %arg0, %arg1 fastmath<nnan> : complex<f32>, i32
// CHECK-NEXT: return %0 : complex<f32>
// CHECK-LABEL: func.func @bc(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT: return %arg0 : complex<f32>

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

