package org.jmlir.dialect.hlo;


import org.jmlir.ir.attr.DialectAttribute;

/**
 * The base of the HLO dialects' struct attributes ({@code #stablehlo.dot<...>},
 * {@code #mhlo.gather<...>}, ...): the namespace and the printed body, computed once.
 */
public abstract sealed class HloAttr implements DialectAttribute
    permits DotDimensionNumbersAttr,
        GatherDimensionNumbersAttr,
        ScatterDimensionNumbersAttr,
        ConvDimensionNumbersAttr,
        DotAlgorithmAttr,
        ChannelHandleAttr,
        OutputOperandAliasAttr,
        ResultAccuracyAttr,
        ReplicaGroupMeshAxesAttr,
        TypeExtensionsAttr {
  private final String namespace;
  private String body;

  HloAttr(String namespace) {
    this.namespace = namespace;
  }

  /** Prints the body ({@code dot<...>}); called once. */
  abstract void printBody(StringBuilder out);

  @Override
  public final String dialectNamespace() {
    return namespace;
  }

  @Override
  public final String body() {
    String b = body;
    if (b == null) {
      StringBuilder sb = new StringBuilder();
      printBody(sb);
      b = sb.toString();
      body = b;
    }
    return b;
  }

  @Override
  public final String toString() {
    return "#" + namespace + "." + body();
  }

  /** {@code [1, 2]}. */
  static void dims(StringBuilder out, long[] dims) {
    out.append('[');
    for (int i = 0; i < dims.length; i++) {
      if (i > 0) {
        out.append(", ");
      }
      out.append(dims[i]);
    }
    out.append(']');
  }

  /** Prints StableHLO's struct form: {@code name = [..]} fields, empty lists and zero numbers left out. */
  static final class Struct {
    private final StringBuilder out;
    private String sep = "";

    Struct(StringBuilder out, String mnemonic) {
      this.out = out;
      out.append(mnemonic).append('<');
    }

    Struct list(String name, long[] v) {
      if (v.length > 0) {
        out.append(sep).append(name).append(" = ");
        dims(out, v);
        sep = ", ";
      }
      return this;
    }

    Struct number(String name, long v) {
      if (v != 0) {
        out.append(sep).append(name).append(" = ").append(v);
        sep = ", ";
      }
      return this;
    }

    void end() {
      out.append('>');
    }
  }
}
