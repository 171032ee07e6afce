// A pass that checks its own option names (pipelines such as test-lower-to-llvm or hlo-to-llvm,
// the conversions to llvm, reconcile-unrealized-casts) rejects an unknown name the way mlir-opt does:
// one diagnostic, exit 1, no crash report.
// RUN: not jopt %s -test-lower-to-llvm=foo=1 2>&1 | jfilecheck %s
// RUN: not jopt %s -convert-scf-to-cf=foo=1 2>&1 | jfilecheck %s
// RUN: not jopt %s -reconcile-unrealized-casts=foo=1 2>&1 | jfilecheck %s
// RUN: not jopt %s -convert-math-to-libm=foo=1 2>&1 | jfilecheck %s
// RUN: not jopt %s -hlo-to-llvm=foo=1 2>&1 | jfilecheck %s
// RUN: not jopt %s --pass-pipeline='builtin.module(test-lower-to-llvm{foo=1})' 2>&1 | jfilecheck %s

// CHECK-NOT: crashed
// CHECK: error: <Pass-Options-Parser>: no such option foo
// CHECK-NOT: Exception
func.func @f() {
  return
}
