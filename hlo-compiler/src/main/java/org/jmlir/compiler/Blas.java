package org.jmlir.compiler;

import org.jmlir.dialect.hlo.HloOp;

/** Library calls for dot_general (cblas_sgemm). */
final class Blas {
  private Blas() {}

  static boolean tryCall(HloLowering l, HloOp op, boolean matmulShaped, long minFlops) {
    return false;
  }
}
