// Complex exp/log/log1p/sqrt become real arithmetic; real operands and ops asking for a
// particular accuracy stay.
// RUN: jopt %s --stablehlo-complex-math-expander -split-input-file | jfilecheck %s
// RUN: jopt %s --stablehlo-complex-math-expander -split-input-file | jfilecheck %s --check-prefix=GONE

// exp(x + iy) = exp(x)(cos y + i sin y), with exp(x/2)^2 where exp(x) overflows.
// CHECK-LABEL: func.func @exp
// CHECK-SAME: (%[[Z:.*]]: tensor<3xcomplex<f32>>)
// CHECK-DAG: %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<3xf32>
// CHECK-DAG: %[[HALF:.*]] = stablehlo.constant dense<5.000000e-01> : tensor<3xf32>
// CHECK-DAG: %[[INF:.*]] = stablehlo.constant dense<0x7F800000> : tensor<3xf32>
// CHECK: %[[X:.*]] = stablehlo.real %[[Z]] : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
// CHECK: %[[E:.*]] = stablehlo.exponential %[[X]] : tensor<3xf32>
// CHECK: %[[OVF:.*]] = stablehlo.compare  EQ, %[[E]], %[[INF]] : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
// CHECK: %[[XH:.*]] = stablehlo.multiply %[[X]], %[[HALF]] : tensor<3xf32>
// CHECK: %[[E2:.*]] = stablehlo.exponential %[[XH]] : tensor<3xf32>
// CHECK: %[[Y:.*]] = stablehlo.imag %[[Z]] : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
// CHECK: %[[COS:.*]] = stablehlo.cosine %[[Y]] : tensor<3xf32>
// CHECK: %[[RE:.*]] = stablehlo.select %[[OVF]]
// CHECK: %[[SIN:.*]] = stablehlo.sine %[[Y]] : tensor<3xf32>
// CHECK: %[[IS0:.*]] = stablehlo.compare  EQ, %[[Y]], %[[ZERO]]
// CHECK: %[[IM:.*]] = stablehlo.select %[[IS0]], %[[ZERO]],
// CHECK: %[[R:.*]] = stablehlo.complex %[[RE]], %[[IM]] : tensor<3xcomplex<f32>>
// CHECK: return %[[R]]
func.func @exp(%z: tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
  %0 = stablehlo.exponential %z : tensor<3xcomplex<f32>>
  return %0 : tensor<3xcomplex<f32>>
}

// -----

// GONE-LABEL: func.func @all
// GONE-NOT: stablehlo.log {{.*}}complex
// GONE-NOT: stablehlo.log_plus_one {{.*}}complex
// GONE-NOT: stablehlo.sqrt {{.*}}complex
// GONE: return
// CHECK-LABEL: func.func @all
// CHECK: stablehlo.atan2
// CHECK: stablehlo.atan2
// CHECK: stablehlo.complex
func.func @all(%z: tensor<complex<f64>>) -> (tensor<complex<f64>>, tensor<complex<f64>>, tensor<complex<f64>>) {
  %0 = stablehlo.log %z : tensor<complex<f64>>
  %1 = stablehlo.log_plus_one %z : tensor<complex<f64>>
  %2 = stablehlo.sqrt %z : tensor<complex<f64>>
  return %0, %1, %2 : tensor<complex<f64>>, tensor<complex<f64>>, tensor<complex<f64>>
}

// -----

// CHECK-LABEL: func.func @kept
// CHECK-NEXT: stablehlo.log %arg0 : tensor<2xf32>
// CHECK-NEXT: stablehlo.sqrt %arg1 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xcomplex<f32>>
func.func @kept(%x: tensor<2xf32>, %z: tensor<2xcomplex<f32>>) -> (tensor<2xf32>, tensor<2xcomplex<f32>>) {
  %0 = stablehlo.log %x : tensor<2xf32>
  %1 = stablehlo.sqrt %z {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xcomplex<f32>>
  return %0, %1 : tensor<2xf32>, tensor<2xcomplex<f32>>
}
