// An mhlo op outside the pass's list stays illegal: a located error, exit 1.
// RUN: not jopt %s -hlo-legalize-to-lhlo 2>&1 | jfilecheck %s

// CHECK: unsupported.mlir:[[@LINE+3]]:8: error: failed to legalize operation 'mhlo.cbrt' that was explicitly marked illegal
// CHECK-NOT: Exception
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = mhlo.cbrt %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}
