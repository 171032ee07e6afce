// The complex dialect's ops round-trip in MLIR 22's forms.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jopt | jfilecheck %s

// CHECK-LABEL: func.func @ops(
func.func @ops(%a: complex<f32>, %b: complex<f32>, %x: f32) -> (complex<f32>, f32, i1) {
  // CHECK: %[[C:.*]] = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
  %c = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  // CHECK-NEXT: %[[S:.*]] = complex.add %arg0, %[[C]] : complex<f32>
  %s = complex.add %a, %c : complex<f32>
  // CHECK-NEXT: %[[M:.*]] = complex.mul %[[S]], %arg1 fastmath<nnan> : complex<f32>
  %m = complex.mul %s, %b fastmath<nnan> : complex<f32>
  // CHECK-NEXT: %[[E:.*]] = complex.exp %[[M]] : complex<f32>
  %e = complex.exp %m : complex<f32>
  // CHECK-NEXT: %[[R:.*]] = complex.re %[[E]] : complex<f32>
  %r = complex.re %e : complex<f32>
  // CHECK-NEXT: %[[AB:.*]] = complex.abs %[[E]] : complex<f32>
  %ab = complex.abs %e : complex<f32>
  // CHECK-NEXT: %[[N:.*]] = complex.create %[[R]], %[[AB]] : complex<f32>
  %n = complex.create %r, %ab : complex<f32>
  // CHECK-NEXT: %[[EQ:.*]] = complex.eq %[[N]], %arg0 : complex<f32>
  %eq = complex.eq %n, %a : complex<f32>
  // CHECK-NEXT: return %[[N]], %[[R]], %[[EQ]] : complex<f32>, f32, i1
  return %n, %r, %eq : complex<f32>, f32, i1
}
