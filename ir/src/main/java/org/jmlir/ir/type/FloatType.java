package org.jmlir.ir.type;

import org.jmlir.ir.MLIRContext;

/** Every builtin floating-point type: {@code f16}, {@code bf16}, {@code f32}, ..., the f8/f6/f4 variants. */
public final class FloatType implements BuiltinType {
  /** The float formats, with their MLIR spelling, bit width and IEEE-like layout. */
  public enum Kind {
    F4E2M1FN("f4E2M1FN", 4, 2, 1),
    F6E2M3FN("f6E2M3FN", 6, 2, 3),
    F6E3M2FN("f6E3M2FN", 6, 3, 2),
    F8E5M2("f8E5M2", 8, 5, 2),
    F8E4M3("f8E4M3", 8, 4, 3),
    F8E4M3FN("f8E4M3FN", 8, 4, 3),
    F8E5M2FNUZ("f8E5M2FNUZ", 8, 5, 2),
    F8E4M3FNUZ("f8E4M3FNUZ", 8, 4, 3),
    F8E4M3B11FNUZ("f8E4M3B11FNUZ", 8, 4, 3),
    F8E3M4("f8E3M4", 8, 3, 4),
    F8E8M0FNU("f8E8M0FNU", 8, 8, 0),
    BF16("bf16", 16, 8, 7),
    F16("f16", 16, 5, 10),
    TF32("tf32", 19, 8, 10),
    F32("f32", 32, 8, 23),
    F64("f64", 64, 11, 52),
    F80("f80", 80, 15, 64),
    F128("f128", 128, 15, 112);

    private final String spelling;
    private final int width;
    private final int exponentBits;
    private final int mantissaBits;

    Kind(String spelling, int width, int exponentBits, int mantissaBits) {
      this.spelling = spelling;
      this.width = width;
      this.exponentBits = exponentBits;
      this.mantissaBits = mantissaBits;
    }

    public String spelling() {
      return spelling;
    }

    public int width() {
      return width;
    }

    public int exponentBits() {
      return exponentBits;
    }

    /** Stored mantissa bits (for f80, including the explicit integer bit). */
    public int mantissaBits() {
      return mantissaBits;
    }

    /** values() once: the type parser asks for every float type it reads. */
    private static final Kind[] ALL = values();

    /** The kind spelled {@code s}, or null. */
    public static Kind fromSpelling(String s) {
      for (Kind k : ALL) {
        if (k.spelling.equals(s)) {
          return k;
        }
      }
      return null;
    }
  }

  private record Key(Kind kind) {

    @Override

    public boolean equals(Object o) {

      return o instanceof Key k

          && java.util.Objects.equals(kind, k.kind);

    }


    @Override

    public int hashCode() {

      return java.util.Objects.hashCode(kind);

    }

  }

  private final Kind kind;

  private FloatType(Key k) {
    this.kind = k.kind;
  }

  public static FloatType get(MLIRContext ctx, Kind kind) {
    return ctx.intern(new Key(kind), FloatType::new);
  }

  public static FloatType f32(MLIRContext ctx) {
    return get(ctx, Kind.F32);
  }

  public static FloatType f64(MLIRContext ctx) {
    return get(ctx, Kind.F64);
  }

  public Kind kind() {
    return kind;
  }

  public int width() {
    return kind.width();
  }

  @Override
  public String toString() {
    return kind.spelling();
  }
}
