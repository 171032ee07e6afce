package org.jmlir.conversion.vectortollvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * The vector lowering pattern sets that convert-vector-to-llvm applies before converting, one set
 * per upstream {@code populateVector...LoweringPatterns}, for callers outside this package (the
 * transform dialect's {@code transform.apply_patterns.vector.*} descriptors).
 */
public final class VectorLoweringPatterns {
  private VectorLoweringPatterns() {}

  /** vector.contract lowered with {@code strategy}: dot, outerproduct, llvmintr or parallelarith. */
  public static List<RewritePattern> contraction(String strategy) {
    List<RewritePattern> out = new ArrayList<>(ContractUnrolling.patterns(strategy.equals("outerproduct")));
    if (strategy.equals("dot")) {
      out.addAll(ContractDotLowering.patterns());
    } else {
      out.add(ContractDotLowering.patterns().get(1));
    }
    out.add(ContractGenericLowering.pattern());
    if (strategy.equals("llvmintr")) {
      out.add(ContractMatmulLowering.pattern());
    }
    return out;
  }

  /** vector.outerproduct to elementwise ops. */
  public static List<RewritePattern> outerProduct() {
    return OuterProductLowering.patterns();
  }

  /** vector.transpose, elementwise. */
  public static List<RewritePattern> transpose() {
    return List.of(TransposeLowering.pattern());
  }

  public static List<RewritePattern> shapeCast() {
    return List.of(ShapeCastLowering.pattern());
  }

  public static List<RewritePattern> broadcast() {
    return List.of(BroadcastLowering.pattern());
  }

  /** vector.create_mask, vector.constant_mask and vector.step. */
  public static List<RewritePattern> masks() {
    return MaskAndStepLowering.patterns();
  }

  public static List<RewritePattern> gather() {
    return List.of(GatherUnrolling.pattern());
  }

  public static List<RewritePattern> bitcast() {
    return List.of(BitCastUnrolling.pattern());
  }

  public static List<RewritePattern> interleave() {
    return InterleaveLowering.prePatterns();
  }

  /** vector.transfer_read/write of rank at most {@code maxRank} to loads and stores. */
  public static List<RewritePattern> transfer(int maxRank) {
    return VectorTransferLowering.patterns(false, maxRank);
  }
}
