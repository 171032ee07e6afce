package org.jmlir.dialect.hlo;

import org.jmlir.dialect.quant.LongArrayKey;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.ShapedType;

/**
 * {@code #stablehlo.bounds<3, ?>}: a tensor encoding giving an upper bound for each dynamic
 * dimension ({@code ?} for a static dimension or an unbounded one), StableHLO's TypeExtensions.
 */
public final class TypeExtensionsAttr extends HloAttr {
  private record Key(String ns, LongArrayKey bounds) {}

  private final long[] bounds;

  private TypeExtensionsAttr(Key k) {
    super(k.ns);
    bounds = k.bounds.values();
  }

  /** {@code bounds}: one entry per dimension, {@link ShapedType#DYNAMIC} for none. */
  public static TypeExtensionsAttr get(MLIRContext ctx, String ns, long[] bounds) {
    return ctx.intern(new Key(ns, LongArrayKey.of(bounds)), TypeExtensionsAttr::new);
  }

  public long[] bounds() {
    return bounds.clone();
  }

  /** The bound of dimension {@code i}, or {@link ShapedType#DYNAMIC}. */
  public long bound(int i) {
    return bounds[i];
  }

  public int rank() {
    return bounds.length;
  }

  @Override
  void printBody(StringBuilder out) {
    out.append("bounds<");
    for (int i = 0; i < bounds.length; i++) {
      if (i > 0) {
        out.append(", ");
      }
      if (bounds[i] == ShapedType.DYNAMIC) {
        out.append('?');
      } else {
        out.append(bounds[i]);
      }
    }
    out.append('>');
  }
}
