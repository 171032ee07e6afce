package org.jmlir.dialect.hlo;

import org.jmlir.dialect.quant.LongArrayKey;

import org.jmlir.ir.MLIRContext;

/**
 * {@code #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],
 * lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}: which dimensions of a
 * dot_general's operands are batch and contracting dimensions.
 */
public final class DotDimensionNumbersAttr extends HloAttr {
  private record Key(String ns, LongArrayKey lb, LongArrayKey rb, LongArrayKey lc, LongArrayKey rc) {}

  private final long[] lhsBatching;
  private final long[] rhsBatching;
  private final long[] lhsContracting;
  private final long[] rhsContracting;

  private DotDimensionNumbersAttr(Key k) {
    super(k.ns);
    this.lhsBatching = k.lb.values();
    this.rhsBatching = k.rb.values();
    this.lhsContracting = k.lc.values();
    this.rhsContracting = k.rc.values();
  }

  public static DotDimensionNumbersAttr get(
      MLIRContext ctx, String ns, long[] lhsBatching, long[] rhsBatching, long[] lhsContracting, long[] rhsContracting) {
    return ctx.intern(
        new Key(ns, LongArrayKey.of(lhsBatching), LongArrayKey.of(rhsBatching), LongArrayKey.of(lhsContracting), LongArrayKey.of(rhsContracting)),
        DotDimensionNumbersAttr::new);
  }

  public long[] lhsBatchingDimensions() {
    return lhsBatching.clone();
  }

  public long[] rhsBatchingDimensions() {
    return rhsBatching.clone();
  }

  public long[] lhsContractingDimensions() {
    return lhsContracting.clone();
  }

  public long[] rhsContractingDimensions() {
    return rhsContracting.clone();
  }

  @Override
  void printBody(StringBuilder out) {
    new Struct(out, "dot")
        .list("lhs_batching_dimensions", lhsBatching)
        .list("rhs_batching_dimensions", rhsBatching)
        .list("lhs_contracting_dimensions", lhsContracting)
        .list("rhs_contracting_dimensions", rhsContracting)
        .end();
  }
}
