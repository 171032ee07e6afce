package org.jmlir.dialect.vector.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.vector.VectorMask;
import org.jmlir.dialect.vector.VectorTransfers;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code -lower-vector-mask} (MLIR 22's LowerVectorMaskPass): a {@code vector.mask} around a
 * transfer_read (without passthru) or transfer_write becomes that transfer with the mask as its mask
 * operand; with vector.mask's canonicalization (empty and all-true masks) applied greedily. Other
 * masked ops stay masked.
 */
public final class LowerVectorMask extends Pass {
  public LowerVectorMask(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "lower-vector-mask";
  }

  @Override
  public String name() {
    return "LowerVectorMaskPass";
  }

  @Override
  public String summary() {
    return "Lower 'vector.mask' operations";
  }

  /** The masked-transfer patterns (populateVectorMaskLoweringPatternsForSideEffectingOps). */
  public static List<RewritePattern> patterns() {
    return List.of(
        new NamedPattern("MaskedTransferReadOpPattern", "vector.mask", 1, (op, rw) -> lowerTransfer(op, rw, true)),
        new NamedPattern("MaskedTransferWriteOpPattern", "vector.mask", 1, (op, rw) -> lowerTransfer(op, rw, false)));
  }

  private static boolean lowerTransfer(Operation mask, PatternRewriter rw, boolean read) {
    Operation xfer = VectorMask.maskedOp(mask);
    if (xfer == null || !xfer.name().equals(read ? "vector.transfer_read" : "vector.transfer_write")) {
      return false;
    }
    if (read && VectorMask.passthru(mask) != null) {
      return rw.notifyMatchFailure(mask, "Can't lower passthru to vector.transfer_read");
    }
    rw.setInsertionPoint(mask);
    rw.replaceOpWithNewOp(mask, VectorTransfers.withMask(xfer, mask.operand(0), mask.location()));
    return true;
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<RewritePattern> all = new ArrayList<>(patterns());
    all.addAll(VectorMask.MASK.extension(CanonicalizationPatterns.class).patterns());
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(all), GreedyRewriteConfig.DEFAULT);
  }
}
