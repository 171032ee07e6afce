package org.jmlir.dialect.arith;

import org.jmlir.ir.attr.DialectAttribute;

/**
 * An arith bit-enum attribute ({@code #arith.fastmath<...>}, {@code #arith.overflow<...>}): a flag
 * set, printed as its mnemonic and its flags in angle brackets. Instances are interned.
 */
public abstract sealed class ArithFlagsAttr implements DialectAttribute
    permits FastMathFlagsAttr, IntegerOverflowFlagsAttr {
  private final String mnemonic;
  private final int flags;
  private final String params;

  ArithFlagsAttr(String mnemonic, int flags, String params) {
    this.mnemonic = mnemonic;
    this.flags = flags;
    this.params = params;
  }

  /** The flag bits. */
  public final int flags() {
    return flags;
  }

  @Override
  public final String dialectNamespace() {
    return ArithDialect.NAMESPACE;
  }

  /** {@code mnemonic<flags>}, e.g. {@code fastmath<nnan,ninf>}. */
  @Override
  public final String body() {
    return mnemonic + params;
  }

  /** The parameters as op syntax prints them after the keyword: {@code <nnan,ninf>}. */
  public final String params() {
    return params;
  }

  @Override
  public final String toString() {
    return "#arith." + body();
  }
}
