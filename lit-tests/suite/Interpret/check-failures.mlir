// A failed check is a located error at the check, with the reference interpreter's wording, and
// exit status 1; the other chunks still run.
// RUN: not jtranslate --interpret -split-input-file %s 2>&1 | jfilecheck %s

func.func @eq() {
  %c = "stablehlo.constant"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  // CHECK: check-failures.mlir:[[@LINE+2]]:3: error: 'check.expect_eq_const': Error evaluating function: eq.
  // CHECK-NEXT: Fallback for check.expect_eq_const failed: Element values don't match: 3 (actual) vs 4 (expected) at index [1]
  check.expect_eq_const %c, dense<[2, 4]> : tensor<2xi32>
  func.return
}

// -----

// The chunk after a failure still runs, and a passing check prints nothing.
// CHECK-NOT: error
func.func @passes() {
  %c = "stablehlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  check.expect_almost_eq_const %c, dense<[1.00001, 2.0]> : tensor<2xf32>
  check.expect_almost_eq_const %c, dense<[1.01, 2.0]> : tensor<2xf32>, tolerance = 0.1
  check.expect_eq %c, %c : tensor<2xf32>
  check.expect_close %c, %c, max_ulp_difference = 0 : tensor<2xf32>, tensor<2xf32>
  func.return
}

// -----

func.func @almost() {
  %c = "stablehlo.constant"() {value = dense<[[1.0], [2.0]]> : tensor<2x1xf64>} : () -> tensor<2x1xf64>
  // CHECK: check-failures.mlir:[[@LINE+2]]:3: error: 'check.expect_almost_eq_const': Error evaluating function: almost.
  // CHECK-NEXT: Fallback for check.expect_almost_eq_const failed: Element values don't match with tolerance 0.000100: 2.000000e+00 (actual) vs 2.100000e+00 (expected) at index [1, 0]
  check.expect_almost_eq_const %c, dense<[[1.0], [2.1]]> : tensor<2x1xf64>
  func.return
}

// -----

func.func @close() {
  %a = "stablehlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %b = "stablehlo.constant"() {value = dense<[1.0, 2.0000005]> : tensor<2xf32>} : () -> tensor<2xf32>
  // CHECK: error: 'check.expect_close': Error evaluating function: close.
  // CHECK-NEXT: Fallback for check.expect_close failed: Elements values don't match with respect to maximal ULP difference=1 limit:
  // CHECK-NEXT: index=[1], actual=2.000000e+00, expected=2.00000048, ULP difference=2
  // CHECK-NEXT: ULP difference == 0 count is 1
  // CHECK-NEXT: ULP difference == 1 count is 0
  // CHECK-NEXT: ULP difference == 2 count is 1
  // CHECK-NEXT: ULP difference == 3 count is 0
  // CHECK-NEXT: ULP difference >= 4 count is 0
  check.expect_close %a, %b, max_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>
  func.return
}

// -----

// An op the interpreter does not know is an error at that op.
func.func @unknown() {
  // CHECK: check-failures.mlir:[[@LINE+1]]:8: error: 'mydialect.no_such_op': Unsupported op: mydialect.no_such_op
  %0 = "mydialect.no_such_op"() : () -> tensor<i32>
  func.return
}

// -----

// Two functions and none named main.
// CHECK: error: module must have entry func with name main
func.func @f() {
  func.return
}
func.func @g() {
  func.return
}

// -----

// Unbounded recursion is an error at the call, not a stack overflow.
func.func @main() -> tensor<i32> {
  // CHECK: check-failures.mlir:[[@LINE+1]]:8: error: 'func.call': calls nested more than 1000 deep (unbounded recursion?)
  %0 = func.call @main() : () -> tensor<i32>
  return %0 : tensor<i32>
}
