package org.jmlir.dialect.chlo;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.parse.AsmParser;

/**
 * chlo's enum attributes: {@code #chlo<comparison_direction EQ>}, {@code #chlo<comparison_type
 * FLOAT>} and {@code #chlo<precision DEFAULT>} (ChloEnums.td). Interned per kind and case.
 */
public final class ChloEnumAttr implements DialectAttribute {
  /** An enum of the dialect: its mnemonic, C++ name and cases in value order. */
  public enum Kind {
    COMPARISON_DIRECTION("comparison_direction", "ComparisonDirection", List.of("EQ", "NE", "GE", "GT", "LE", "LT")),
    COMPARISON_TYPE("comparison_type", "ComparisonType", List.of("NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED")),
    PRECISION("precision", "Precision", List.of("DEFAULT", "HIGH", "HIGHEST"));

    final String mnemonic;
    final String cppName;
    final List<String> cases;

    Kind(String mnemonic, String cppName, List<String> cases) {
      this.mnemonic = mnemonic;
      this.cppName = cppName;
      this.cases = cases;
    }

    public List<String> cases() {
      return cases;
    }
  }

  private record Key(Kind kind, int value) {}

  private final Kind kind;
  private final int value;

  private ChloEnumAttr(Key k) {
    this.kind = k.kind;
    this.value = k.value;
  }

  public static ChloEnumAttr get(MLIRContext ctx, Kind kind, int value) {
    return ctx.intern(new Key(kind, value), ChloEnumAttr::new);
  }

  public static ChloEnumAttr get(MLIRContext ctx, Kind kind, String caseName) {
    int v = kind.cases.indexOf(caseName);
    if (v < 0) {
      throw new IllegalArgumentException("no case " + caseName + " in " + kind.cppName);
    }
    return get(ctx, kind, v);
  }

  public Kind kind() {
    return kind;
  }

  public int value() {
    return value;
  }

  /** The case's name ({@code EQ}). */
  public String caseName() {
    return kind.cases.get(value);
  }

  @Override
  public String dialectNamespace() {
    return ChloDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return kind.mnemonic + " " + caseName();
  }

  @Override
  public String toString() {
    return "#chlo<" + body() + ">";
  }

  /** The mnemonic's kind, or null. */
  static Kind kindOf(String mnemonic) {
    for (Kind k : Kind.values()) {
      if (k.mnemonic.equals(mnemonic)) {
        return k;
      }
    }
    return null;
  }

  /** Parses the case keyword after the mnemonic, with MLIR's two-part error for an unknown case. */
  static ChloEnumAttr parseCase(AsmParser p, Kind kind) {
    int offset = p.currentOffset();
    String keyword = p.parseOptionalKeyword();
    int v = keyword == null ? -1 : kind.cases.indexOf(keyword);
    if (v < 0) {
      p.emitError(offset, "expected ::mlir::chlo::" + kind.cppName + " to be one of: " + String.join(", ", kind.cases));
      throw p.emitError(
          "failed to parse CHLO_" + kind.cppName + "Attr parameter 'value' which is to be a `::mlir::chlo::"
              + kind.cppName + "`");
    }
    return get(p.context(), kind, v);
  }

  /** The attribute constraint of one kind (a full {@code #chlo<...>} attribute in formats). */
  static AttrConstraint constraint(Kind kind, String description) {
    return AttrConstraint.of(description, a -> a instanceof ChloEnumAttr e && e.kind == kind);
  }
}
