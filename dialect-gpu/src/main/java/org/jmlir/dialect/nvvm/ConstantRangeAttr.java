package org.jmlir.dialect.nvvm;

import java.math.BigInteger;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code #llvm.constant_range<i32, lo, hi>}: the half-open range of values a special register can
 * hold (LLVM's {@code range} attribute). It belongs to the llvm dialect's namespace; until that
 * dialect parses it in generic form, the nvvm ops that carry it (in their custom form) build it.
 */
public final class ConstantRangeAttr implements DialectAttribute {
  private record Key(int width, BigInteger lower, BigInteger upper) {}

  private final Key key;

  private ConstantRangeAttr(Key k) {
    this.key = k;
  }

  public static ConstantRangeAttr get(MLIRContext ctx, int width, BigInteger lower, BigInteger upper) {
    return ctx.intern(new Key(width, lower, upper), ConstantRangeAttr::new);
  }

  public int width() {
    return key.width;
  }

  public BigInteger lower() {
    return key.lower;
  }

  public BigInteger upper() {
    return key.upper;
  }

  @Override
  public String dialectNamespace() {
    return "llvm";
  }

  @Override
  public String body() {
    return "constant_range" + params();
  }

  /** {@code <i32, lo, hi>}, the stripped form ops print after {@code range}. */
  public String params() {
    return "<i" + key.width + ", " + key.lower + ", " + key.upper + ">";
  }

  @Override
  public String toString() {
    return "#llvm." + body();
  }

  /** The format form: {@code <iN, lo, hi>}. */
  static final AttrConstraint STRIPPED =
      new AttrConstraint(
          "A range of two integers, corresponding to LLVM's ConstantRange",
          a -> a instanceof ConstantRangeAttr,
          ConstantRangeAttr::parseParams,
          p -> {
            if (!p.parseOptionalLess()) {
              return null;
            }
            return parseAfterLess(p);
          },
          (a, p) -> p.print(((ConstantRangeAttr) a).params()));

  private static ConstantRangeAttr parseParams(org.jmlir.ir.parse.AsmParser p) {
    p.parseLess();
    return parseAfterLess(p);
  }

  private static ConstantRangeAttr parseAfterLess(org.jmlir.ir.parse.AsmParser p) {
    int offset = p.currentOffset();
    Type t = p.parseType();
    if (!(t instanceof IntegerType i)) {
      throw p.emitError(offset, "expected integer type");
    }
    p.parseComma();
    BigInteger lo = p.parseInteger();
    p.parseComma();
    BigInteger hi = p.parseInteger();
    p.parseGreater();
    return get(p.context(), i.width(), lo, hi);
  }
}
