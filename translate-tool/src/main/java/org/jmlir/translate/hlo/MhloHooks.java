package org.jmlir.translate.hlo;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.type.DialectType;
import org.jmlir.ir.type.Type;

/** {@link HloDialectHooks} for the mhlo dialect. */
final class MhloHooks implements HloDialectHooks {
  static final MhloHooks INSTANCE = new MhloHooks();

  /** An mhlo attribute or type by its printed body, until the dialect's own classes are wired in. */
  private record Sym(String namespace, String body) implements DialectAttribute, DialectType {
    @Override
    public String dialectNamespace() {
      return namespace;
    }
  }

  @Override
  public Type tokenType(MLIRContext ctx) {
    return ctx.intern(new Sym("mhlo", "token"), k -> k);
  }

  @Override
  public Attribute boundsEncoding(MLIRContext ctx, long[] bounds) {
    StringBuilder sb = new StringBuilder("type_extensions<bounds = [");
    for (int i = 0; i < bounds.length; i++) {
      sb.append(i > 0 ? ", " : "").append(bounds[i] == org.jmlir.ir.type.ShapedType.DYNAMIC ? "?" : bounds[i]);
    }
    return ctx.intern(new Sym("mhlo", sb.append("]>").toString()), k -> k);
  }

  @Override
  public Attribute enumAttr(MLIRContext ctx, String kind, String value) {
    return ctx.intern(new Sym("mhlo", kind + " " + value), k -> k);
  }

  @Override
  public String enumValue(Attribute attr) {
    if (attr instanceof Sym s && s.body().contains(" ")) {
      return s.body().substring(s.body().indexOf(' ') + 1);
    }
    return null;
  }

  @Override
  public long[] bounds(Attribute encoding) {
    return null;
  }

  @Override
  public Attribute dotDimensionNumbers(
      MLIRContext ctx, long[] lhsBatch, long[] rhsBatch, long[] lhsContract, long[] rhsContract) {
    StringBuilder sb = new StringBuilder("dot<");
    String sep = "";
    String[] names = {
      "lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions", "rhs_contracting_dimensions"
    };
    long[][] values = {lhsBatch, rhsBatch, lhsContract, rhsContract};
    for (int i = 0; i < 4; i++) {
      if (values[i].length == 0) {
        continue;
      }
      sb.append(sep).append(names[i]).append(" = [");
      for (int j = 0; j < values[i].length; j++) {
        sb.append(j > 0 ? ", " : "").append(values[i][j]);
      }
      sb.append(']');
      sep = ", ";
    }
    return ctx.intern(new Sym("mhlo", sb.append('>').toString()), k -> k);
  }

  @Override
  public boolean isToken(Type t) {
    return t instanceof Sym s && s.body().equals("token");
  }
}
