package org.jmlir.dialect.arith;

import java.util.List;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.parse.AsmParser;
import org.jmlir.ir.type.IntegerType;

/**
 * An integer-backed enum attribute (ODS's I64EnumAttr / I32EnumAttr): stored as {@code 2 : i64},
 * written as its keyword ({@code slt}) in op syntax.
 */
final class IntEnum {
  private IntEnum() {}

  /** The constraint of an enum whose case {@code i} is {@code keywords.get(i)}, stored in {@code width} bits. */
  static AttrConstraint constraint(String description, List<String> keywords, int width, String attrName) {
    return new AttrConstraint(
        description,
        a -> caseOf(a, keywords, width) >= 0,
        p -> {
          int offset = p.currentOffset();
          Attribute a = parseOptional(p, keywords, width);
          if (a == null) {
            throw p.emitError(
                offset,
                "expected string or keyword containing one of the following enum values for attribute '"
                    + attrName
                    + "' ["
                    + String.join(", ", keywords)
                    + "]");
          }
          return a;
        },
        p -> parseOptional(p, keywords, width),
        (a, printer) -> printer.print(keywords.get(caseOf(a, keywords, width))));
  }

  /** MLIR's description of an integer enum: "allowed 64-bit signless integer cases: 0, 1, 2". */
  static String casesDescription(int width, int count) {
    StringBuilder sb = new StringBuilder("allowed " + width + "-bit signless integer cases: ");
    for (int i = 0; i < count; i++) {
      if (i > 0) {
        sb.append(", ");
      }
      sb.append(i);
    }
    return sb.toString();
  }

  private static Attribute parseOptional(AsmParser p, List<String> keywords, int width) {
    String word = p.parseOptionalKeyword(keywords);
    if (word == null) {
      word = p.parseOptionalString();
      if (word == null || !keywords.contains(word)) {
        return null;
      }
    }
    int i = keywords.indexOf(word);
    return IntegerAttr.get(p.context(), IntegerType.get(p.context(), width), i);
  }

  /** The case index of {@code a}, or -1 when it is not one of the enum's values. */
  static int caseOf(Attribute a, List<String> keywords, int width) {
    if (a instanceof IntegerAttr i
        && i.type() instanceof IntegerType t
        && t.isSignless()
        && t.width() == width
        && i.value().signum() >= 0
        && i.value().intValue() < keywords.size()) {
      return i.value().intValue();
    }
    return -1;
  }
}
