package org.jmlir.dialect.llvm;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;

/**
 * An llvm attribute jmlir keeps as its text, as written ({@code #llvm.loop_annotation<...>},
 * {@code #llvm.target_features<[...]>}, debug-info attributes, ...): it round-trips and can be
 * compared, but its parameters are not modelled. {@link #mnemonic()} says which attribute it is.
 */
public final class LlvmTextAttr implements DialectAttribute {
  private record Key(String mnemonic, String params) {
    // Spelled out: a record's generated equals/hashCode link through method handles on first use
    // (start-up time; see MLIRContext.intern).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(mnemonic, k.mnemonic)
          && java.util.Objects.equals(params, k.params);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(mnemonic) + java.util.Objects.hashCode(params);
    }
  }

  private final String mnemonic;
  private final String params;

  private LlvmTextAttr(Key k) {
    this.mnemonic = k.mnemonic;
    this.params = k.params;
  }

  /** {@code params} is the text after the mnemonic (including its angle brackets), or "". */
  public static LlvmTextAttr get(MLIRContext ctx, String mnemonic, String params) {
    return ctx.intern(new Key(mnemonic, params), LlvmTextAttr::new);
  }

  public String mnemonic() {
    return mnemonic;
  }

  public String params() {
    return params;
  }

  @Override
  public String dialectNamespace() {
    return LlvmDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return mnemonic + params;
  }

  @Override
  public String toString() {
    return "#llvm." + body();
  }
}
