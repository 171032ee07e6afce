// A forall with shared outputs fails the pass (no message, as mlir-opt 22); scf-forall-to-for warns
// and leaves it.
// RUN: not jopt %s -scf-forall-to-parallel 2>&1 | jfilecheck %s --check-prefix=FAIL --allow-empty
// RUN: jopt %s -scf-forall-to-for 2>&1 | jfilecheck %s --check-prefix=WARN
// FAIL-NOT: error
// WARN: warning: skipping scf.forall with outputs, currently not supported
// WARN: scf.forall (%arg2) in (%arg0) shared_outs(%arg3 = %arg1)

func.func @outs(%n: index, %t: tensor<?xf32>) -> tensor<?xf32> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<?xf32> {
    %e = tensor.extract_slice %o[%i][1][1] : tensor<?xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[%i][1][1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}
