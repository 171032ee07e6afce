package org.jmlir.ir.rewrite.conversion;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * A pattern of a dialect conversion: it sees the op's operands already converted (the adaptor's
 * values) and must change IR only through the {@link ConversionPatternRewriter}.
 */
public abstract class ConversionPattern extends RewritePattern {
  private final TypeConverter typeConverter;

  protected ConversionPattern(String rootName, int benefit, TypeConverter typeConverter) {
    super(rootName, benefit);
    this.typeConverter = typeConverter;
  }

  /** The type converter, or null for a pattern that converts no types. */
  public final TypeConverter typeConverter() {
    return typeConverter;
  }

  /** Returns true when it rewrote {@code op}; {@code operands} are the remapped operand values. */
  public abstract boolean matchAndRewrite(Operation op, List<Value> operands, ConversionPatternRewriter rewriter);

  @Override
  public final boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
    if (!(rewriter instanceof ConversionPatternRewriter cr)) {
      throw new IllegalStateException("conversion patterns run only under the conversion driver");
    }
    if (typeConverter != null) {
      // As MLIR's remapValues: an operand whose type the converter cannot convert fails the pattern
      // ("unable to convert type for operand #N"); the op stays as it is.
      for (Value v : op.operands()) {
        if (typeConverter.convertTypeN(v.type()) == null) {
          return false;
        }
      }
    }
    return matchAndRewrite(op, cr.remappedOperands(op, typeConverter), cr);
  }

  /** A conversion pattern's rewrite: returns true when it rewrote {@code op}. */
  @FunctionalInterface
  public interface Body {
    boolean apply(Operation op, List<Value> operands, ConversionPatternRewriter rewriter);
  }

  /** A conversion pattern given as a function (the lambda pattern helper for conversions). */
  public static ConversionPattern of(String rootName, TypeConverter typeConverter, Body body) {
    return of(rootName, 1, typeConverter, body);
  }

  public static ConversionPattern of(String rootName, int benefit, TypeConverter typeConverter, Body body) {
    return new ConversionPattern(rootName, benefit, typeConverter) {
      @Override
      public boolean matchAndRewrite(Operation op, List<Value> operands, ConversionPatternRewriter rewriter) {
        return body.apply(op, operands, rewriter);
      }
    };
  }
}
