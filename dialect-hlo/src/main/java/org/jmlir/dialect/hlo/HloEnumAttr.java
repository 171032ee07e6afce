package org.jmlir.dialect.hlo;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;

/**
 * One case of an HLO enumeration: {@code #stablehlo<comparison_direction LT>},
 * {@code #mhlo<precision DEFAULT>}, {@code #stablehlo.result_accuracy_mode<HIGHEST>}. Interned.
 */
public final class HloEnumAttr implements DialectAttribute {
  private record Key(String namespace, HloEnum kind, int index) {}

  private final String namespace;
  private final HloEnum kind;
  private final int index;
  private final String body;

  private HloEnumAttr(Key k) {
    this.namespace = k.namespace;
    this.kind = k.kind;
    this.index = k.index;
    String c = kind.cases().get(index);
    this.body = kind.printsWithAngles() ? kind.mnemonic() + "<" + c + ">" : kind.mnemonic() + " " + c;
  }

  /** The attribute of case {@code index} of {@code kind} in dialect {@code namespace}. */
  public static HloEnumAttr get(MLIRContext ctx, String namespace, HloEnum kind, int index) {
    if (index < 0 || index >= kind.cases().size()) {
      throw new IllegalArgumentException("no case " + index + " in " + kind);
    }
    return ctx.intern(new Key(namespace, kind, index), HloEnumAttr::new);
  }

  /** The attribute of the case named {@code caseName}; null when there is none. */
  public static HloEnumAttr get(MLIRContext ctx, String namespace, HloEnum kind, String caseName) {
    int i = kind.cases().indexOf(caseName);
    return i < 0 ? null : get(ctx, namespace, kind, i);
  }

  public HloEnum kind() {
    return kind;
  }

  /** The case's position among the enum's cases. */
  public int index() {
    return index;
  }

  /** The case's name ({@code LT}). */
  public String value() {
    return kind.cases().get(index);
  }

  @Override
  public String dialectNamespace() {
    return namespace;
  }

  @Override
  public String body() {
    return body;
  }

  @Override
  public String toString() {
    return kind.printsWithAngles() ? "#" + namespace + "." + body : "#" + namespace + "<" + body + ">";
  }
}
