// complex.exp with fastmath: every op of the expansion carries the flags except the compare that
// tests the imaginary part for zero, which mlir-opt 22 builds without them.
// RUN: jopt %s --convert-complex-to-standard | jfilecheck %s

func.func @exp_fast(%z: complex<f32>) -> complex<f32> {
  %0 = complex.exp %z fastmath<nnan,ninf> : complex<f32>
  return %0 : complex<f32>
}
// CHECK-LABEL: func.func @exp_fast(
// CHECK: %[[RE:.*]] = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %[[IM:.*]] = complex.im %arg0 : complex<f32>
// CHECK: %[[EXP:.*]] = math.exp %[[RE]] fastmath<nnan,ninf> : f32
// CHECK: math.cos %[[IM]] fastmath<nnan,ninf> : f32
// CHECK-NEXT: math.sin %[[IM]] fastmath<nnan,ninf> : f32
// CHECK-NEXT: arith.cmpf oeq, %[[EXP]], %{{.*}} fastmath<nnan,ninf> : f32
// CHECK-NEXT: arith.cmpf oeq, %[[IM]], %{{.*}} : f32
// CHECK-NEXT: arith.mulf %[[EXP]], %{{.*}} fastmath<nnan,ninf> : f32
