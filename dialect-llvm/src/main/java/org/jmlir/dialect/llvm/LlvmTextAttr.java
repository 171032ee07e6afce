package org.jmlir.dialect.llvm;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;

/**
 * An llvm attribute jmlir keeps as its text, as written ({@code #llvm.loop_annotation<...>},
 * {@code #llvm.target_features<[...]>}, debug-info attributes, ...): it round-trips and can be
 * compared, but its parameters are not modelled. {@link #mnemonic()} says which attribute it is.
 */
public final class LlvmTextAttr implements DialectAttribute {
  private record Key(String mnemonic, String params) {}

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
