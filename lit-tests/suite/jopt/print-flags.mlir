// Printing flags: eliding large element attributes, no implicit module, local scope.
// RUN: jopt %s --mlir-elide-elementsattrs-if-larger=2 | jfilecheck %s --check-prefix=ELIDE
// RUN: jopt %s --mlir-print-op-generic --mlir-elide-elementsattrs-if-larger=2 | jfilecheck %s --check-prefix=GENERIC
// RUN: jopt %s --no-implicit-module | jfilecheck %s --check-prefix=NOMODULE
// RUN: jopt %s --mlir-print-local-scope | jfilecheck %s --check-prefix=LOCAL

// Only the attribute with more than 2 elements is elided; the splat stays.
// ELIDE:      %cst = arith.constant dense_resource<__elided__> : tensor<4xi32>
// ELIDE-NEXT: %cst_0 = arith.constant dense<7> : tensor<4xi32>

// GENERIC: %0 = "arith.constant"() <{value = dense_resource<__elided__> : tensor<4xi32>}> : () -> tensor<4xi32>
// GENERIC: %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>

// Without the implicit module, the function is the top-level op.
// NOMODULE-NOT: module
// NOMODULE:     {{^}}func.func @f() -> tensor<4xi32> {
// NOMODULE:     {{^}}  return %0 : tensor<4xi32>

// LOCAL: module {
// LOCAL: %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
func.func @f() -> tensor<4xi32> {
  %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %1 = arith.constant dense<7> : tensor<4xi32>
  %2 = arith.addi %0, %1 : tensor<4xi32>
  return %2 : tensor<4xi32>
}
