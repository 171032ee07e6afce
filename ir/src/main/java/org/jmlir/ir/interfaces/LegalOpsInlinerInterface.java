package org.jmlir.ir.interfaces;

import org.jmlir.ir.Block;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;

/**
 * The inliner interface most dialects register upstream: every op of the dialect may be inlined
 * (arith, math, cf, index), and with {@code regionsLegal} a body may also be inlined into the regions
 * of its ops (scf, memref, tensor).
 */
public record LegalOpsInlinerInterface(boolean regionsLegal) implements DialectInlinerInterface {
  /** Ops only: arith, math, cf and index. */
  public static final LegalOpsInlinerInterface OPS = new LegalOpsInlinerInterface(false);

  /** Ops and regions: scf, memref and tensor. */
  public static final LegalOpsInlinerInterface OPS_AND_REGIONS = new LegalOpsInlinerInterface(true);

  @Override
  public boolean isLegalToInline(Operation op, Region dest, boolean wouldBeCloned, IRMapping mapping) {
    return true;
  }

  /** Branch terminators (cf's) stay as they are when several blocks are inlined. */
  @Override
  public void handleTerminator(Operation op, Block newDest) {}

  @Override
  public boolean isLegalToInline(Region dest, Region src, boolean wouldBeCloned, IRMapping mapping) {
    return regionsLegal;
  }
}
