package org.jmlir.dialect.utils;

import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;

/** MLIR's attribute constraints used by memref and tensor ops, with their summaries word for word. */
public final class CommonAttrs {
  private CommonAttrs() {}

  public static boolean isSignlessIntAttr(Attribute a, int width) {
    return a instanceof IntegerAttr i && i.type() instanceof IntegerType t && t.isSignless() && t.width() == width;
  }

  private static boolean isDenseArray(Attribute a, int width) {
    return a instanceof DenseArrayAttr d && d.elementType() instanceof IntegerType t && t.isSignless() && t.width() == width;
  }

  /** I64Attr. */
  public static final AttrConstraint I64 = AttrConstraint.signlessInteger(64);

  /** I32Attr. */
  public static final AttrConstraint I32 = AttrConstraint.signlessInteger(32);

  /** BoolAttr. */
  public static final AttrConstraint BOOL = AttrConstraint.of("bool attribute", a -> isSignlessIntAttr(a, 1));

  /** DenseI64ArrayAttr. */
  public static final AttrConstraint DENSE_I64_ARRAY =
      AttrConstraint.of("i64 dense array attribute", a -> isDenseArray(a, 64));

  /** DenseI32ArrayAttr (operandSegmentSizes). */
  public static final AttrConstraint DENSE_I32_ARRAY =
      AttrConstraint.of("i32 dense array attribute", a -> isDenseArray(a, 32));

  /** AffineMapAttr. */
  public static final AttrConstraint AFFINE_MAP = AttrConstraint.of("AffineMap attribute", a -> a instanceof AffineMapAttr);

  /** MemRefTypeAttr. */
  public static final AttrConstraint MEMREF_TYPE =
      AttrConstraint.of("memref type attribute", a -> a instanceof TypeAttr t && t.value() instanceof MemRefType);

  /** ConfinedAttr<I64Attr, [IntPositive, IntPowerOf2]> (alignments). */
  public static final AttrConstraint I64_POSITIVE_POWER_OF_2 =
      AttrConstraint.of(
          "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
          a -> isSignlessIntAttr(a, 64) && ((IntegerAttr) a).value().signum() > 0
              && ((IntegerAttr) a).value().bitCount() == 1);

  /** ConfinedAttr<I32Attr, [IntPositive]>. */
  public static final AttrConstraint I32_POSITIVE =
      AttrConstraint.of(
          "32-bit signless integer attribute whose value is positive",
          a -> isSignlessIntAttr(a, 32) && ((IntegerAttr) a).value().signum() > 0);

  /** ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>. */
  public static final AttrConstraint I32_0_TO_3 =
      AttrConstraint.of(
          "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
          a -> isSignlessIntAttr(a, 32) && ((IntegerAttr) a).longValue() >= 0 && ((IntegerAttr) a).longValue() <= 3);

  /** IndexListArrayAttr: an array of arrays of i64 integers (reassociations). */
  public static final AttrConstraint INDEX_LIST_ARRAY =
      AttrConstraint.of(
          "Array of 64-bit integer array attributes",
          a -> {
            if (!(a instanceof ArrayAttr outer)) {
              return false;
            }
            for (Attribute group : outer.elements()) {
              if (!(group instanceof ArrayAttr inner)) {
                return false;
              }
              for (Attribute e : inner.elements()) {
                if (!isSignlessIntAttr(e, 64)) {
                  return false;
                }
              }
            }
            return true;
          });

  /** StrAttr written as a bare string literal (sym_visibility): a symbol or keyword is not taken for it. */
  public static final AttrConstraint STRING_LITERAL =
      new AttrConstraint(
          "string attribute",
          a -> a instanceof StringAttr,
          p -> StringAttr.get(p.context(), p.parseString()),
          p -> {
            String v = p.parseOptionalString();
            return v == null ? null : StringAttr.get(p.context(), v);
          },
          (a, p) -> p.printString(((StringAttr) a).value()));

  /**
   * A signless integer attribute of {@code width} bits written as a bare integer in a format (ODS
   * gives it its type), e.g. {@code memref.assume_alignment %m, 16}.
   */
  public static AttrConstraint bareInteger(AttrConstraint checked, int width) {
    return new AttrConstraint(
        checked.description(),
        checked.predicate(),
        p -> IntegerAttr.get(p.context(), IntegerType.get(p.context(), width), p.parseInteger()),
        p -> {
          java.math.BigInteger v = p.parseOptionalInteger();
          return v == null ? null : IntegerAttr.get(p.context(), IntegerType.get(p.context(), width), v);
        },
        (a, p) -> p.print(((IntegerAttr) a).value().toString()));
  }

  /**
   * An I64EnumAttr written as its keyword ({@code addf}) and stored as its {@code i64} case number;
   * {@code cases} are the keywords in case-number order.
   */
  public static AttrConstraint i64Enum(String description, String enumName, String attrName, java.util.List<String> cases) {
    return new AttrConstraint(
        description,
        a -> isSignlessIntAttr(a, 64) && ((IntegerAttr) a).longValue() >= 0 && ((IntegerAttr) a).longValue() < cases.size(),
        p -> {
          int offset = p.currentOffset();
          String k = p.parseOptionalKeywordOrString();
          int i = k == null ? -1 : cases.indexOf(k);
          if (i < 0) {
            throw p.emitError(
                offset,
                "expected string or keyword containing one of the following enum values for attribute '" + attrName + "' ["
                    + String.join(", ", cases) + "]");
          }
          return IntegerAttr.get(p.context(), IntegerType.get(p.context(), 64), i);
        },
        p -> {
          String k = p.parseOptionalKeyword(cases);
          return k == null ? null : IntegerAttr.get(p.context(), IntegerType.get(p.context(), 64), cases.indexOf(k));
        },
        (a, p) -> p.print(cases.get((int) ((IntegerAttr) a).longValue())));
  }
}
