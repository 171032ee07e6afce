// RUN: not jopt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=1 test-convergence=true}))' 2>&1 | jfilecheck %s --check-prefix=FAIL
// RUN: jopt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=2 test-convergence=true}))' | jfilecheck %s
// RUN: jopt %s --pass-pipeline='builtin.module(func.func(canonicalize{top-down=false max-num-rewrites=1}))' | jfilecheck %s

// With test-convergence, an iteration limit reached while the IR still changes fails the pass
// (mlir-opt 22 fails silently; we say why, at the op). Two iterations suffice here: the second
// changes nothing. The bottom-up order and a rewrite limit give the same result on this input.

// FAIL: [[@LINE+4]]:1: error: Canonicalizer failed to converge within 1 iterations
// CHECK-LABEL: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
func.func @f(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}
