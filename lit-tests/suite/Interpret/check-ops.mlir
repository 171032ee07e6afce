// The check and interpreter dialects print back as stablehlo-opt prints them: default tolerances
// and iterations are elided, given ones kept.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK-LABEL: func.func @checks
func.func @checks(%a: tensor<2xf32>, %i: tensor<2xi32>) {
  // CHECK-NEXT: check.expect_eq_const %arg1, dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const %i, dense<[1, 2]> : tensor<2xi32>
  // CHECK-NEXT: check.expect_eq %arg1, %arg1 : tensor<2xi32>
  check.expect_eq %i, %i : tensor<2xi32>
  // CHECK-NEXT: check.expect_almost_eq %arg0, %arg0 : tensor<2xf32>
  check.expect_almost_eq %a, %a : tensor<2xf32>
  // CHECK-NEXT: check.expect_almost_eq %arg0, %arg0, tolerance = 1.000000e-03 : tensor<2xf32>
  check.expect_almost_eq %a, %a, tolerance = 0.001 : tensor<2xf32>
  // CHECK-NEXT: check.expect_almost_eq_const %arg0, dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, tolerance = 5.000000e-01
  check.expect_almost_eq_const %a, dense<[1.0, 2.0]> : tensor<2xf32>, tolerance = 0.5
  // CHECK-NEXT: check.expect_close %arg0, %arg0, max_ulp_difference = 3 : tensor<2xf32>, tensor<2xf32>
  check.expect_close %a, %a, max_ulp_difference = 3 : tensor<2xf32>, tensor<2xf32>
  // CHECK-NEXT: check.expect_close %arg0, %arg0, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>
  check.expect_close %a, %a, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>
  // CHECK-NEXT: %[[P:.*]] = interpreter.probe %arg0, probe_id = "p" : tensor<2xf32>
  %p = interpreter.probe %a, probe_id = "p" : tensor<2xf32>
  // CHECK-NEXT: check.expect_serialized_eq %[[P]], probe_id = "p" : tensor<2xf32>
  check.expect_serialized_eq %p, probe_id = "p", iter = 0 : tensor<2xf32>
  // CHECK-NEXT: check.expect_serialized_eq %[[P]], probe_id = "p", iter = 1 : tensor<2xf32>
  check.expect_serialized_eq %p, probe_id = "p", iter = 1 : tensor<2xf32>
  // CHECK-NEXT: interpreter.print %arg0 : tensor<2xf32>
  interpreter.print %a : tensor<2xf32>
  return
}
