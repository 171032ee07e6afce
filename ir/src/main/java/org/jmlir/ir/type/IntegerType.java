package org.jmlir.ir.type;

import org.jmlir.ir.MLIRContext;

/** {@code iN}, {@code siN}, {@code uiN}: an integer of any width and signedness. */
public final class IntegerType implements BuiltinType {
  /** The widest integer MLIR accepts ({@code IntegerType::kMaxWidth}). */
  public static final int MAX_WIDTH = (1 << 24) - 1;

  public enum Signedness {
    SIGNLESS(""),
    SIGNED("s"),
    UNSIGNED("u");

    private final String prefix;

    Signedness(String prefix) {
      this.prefix = prefix;
    }

    public String prefix() {
      return prefix;
    }
  }

  private record Key(int width, Signedness signedness) {

    @Override

    public boolean equals(Object o) {

      return o instanceof Key k

          && width == k.width

          && java.util.Objects.equals(signedness, k.signedness);

    }


    @Override

    public int hashCode() {

      return 31 * width + java.util.Objects.hashCode(signedness);

    }

  }

  private final int width;
  private final Signedness signedness;

  private IntegerType(Key k) {
    this.width = k.width;
    this.signedness = k.signedness;
  }

  public static IntegerType get(MLIRContext ctx, int width) {
    return get(ctx, width, Signedness.SIGNLESS);
  }

  public static IntegerType get(MLIRContext ctx, int width, Signedness signedness) {
    if (width < 0 || width > MAX_WIDTH) {
      throw new IllegalArgumentException("integer bitwidth is limited to " + MAX_WIDTH + " bits");
    }
    return ctx.intern(new Key(width, signedness), IntegerType::new);
  }

  public int width() {
    return width;
  }

  public Signedness signedness() {
    return signedness;
  }

  public boolean isSignless() {
    return signedness == Signedness.SIGNLESS;
  }

  public boolean isSigned() {
    return signedness == Signedness.SIGNED;
  }

  public boolean isUnsigned() {
    return signedness == Signedness.UNSIGNED;
  }

  @Override
  public String toString() {
    return signedness.prefix() + "i" + width;
  }
}
