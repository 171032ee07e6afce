// convert-arith-to-apfloat leaves ops on floats or integers wider than 64 bits alone (the runtime
// passes values as i64), and stops with an error at a function that already holds a runtime
// function's name with another type.
// RUN: jopt %s --convert-arith-to-apfloat -split-input-file -verify-diagnostics | jfilecheck %s

// CHECK-LABEL: func.func @too_wide
// CHECK-NEXT: arith.mulf %arg0, %arg0 : f128
// CHECK-NEXT: arith.extf %arg1 : f64 to f80
// CHECK-NEXT: arith.fptoui %arg1 : f64 to i100
// CHECK-NEXT: arith.truncf %arg0 : f128 to f16
// CHECK-NEXT: return
func.func @too_wide(%a: f128, %b: f64) {
  %0 = arith.mulf %a, %a : f128
  %1 = arith.extf %b : f64 to f80
  %2 = arith.fptoui %b : f64 to i100
  %3 = arith.truncf %a : f128 to f16
  return
}

// -----

// expected-error@+1 {{matched function '_mlir_apfloat_multiply' but with different type: '(i64) -> i64' (expected '(i32, i64, i64) -> i64')}}
func.func private @_mlir_apfloat_multiply(i64) -> i64
func.func @clash(%a: f8E5M2) -> f8E5M2 {
  %0 = arith.mulf %a, %a : f8E5M2
  return %0 : f8E5M2
}
