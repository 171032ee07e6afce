package org.jmlir.conversion.affinetostandard;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers {@code lower-affine} and {@code affine-expand-index-ops}. */
public final class AffineToStandardPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("lower-affine", "Lower Affine operations to a combination of Arith and SCF operations", LowerAffinePass::new);
    r.register("affine-expand-index-ops", "Lower affine operations operating on indices into more fundamental operations",
        AffineExpandIndexOps::new);
  }
}
