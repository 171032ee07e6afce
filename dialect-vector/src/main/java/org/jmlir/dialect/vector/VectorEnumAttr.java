package org.jmlir.dialect.vector;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.parse.AsmParser;

/**
 * The vector dialect's enum attributes, one keyword each: {@code #vector.kind<add>} (combining kind),
 * {@code #vector.punctuation<comma>} and {@code #vector.iterator_type<parallel>}. Interned.
 */
public final class VectorEnumAttr implements DialectAttribute {
  public static final String KIND = "kind";
  public static final String PUNCTUATION = "punctuation";
  public static final String ITERATOR_TYPE = "iterator_type";

  /** MLIR 22's CombiningKind cases. */
  public static final List<String> KINDS =
      List.of("add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor", "maximumf", "minimumf");

  public static final List<String> PUNCTUATIONS = List.of("no_punctuation", "newline", "comma", "open", "close");

  public static final List<String> ITERATOR_TYPES = List.of("parallel", "reduction");

  private record Key(String mnemonic, String keyword) {
    // Spelled out: a record's generated equals/hashCode link through method handles on first use
    // (start-up time; see MLIRContext.intern).
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(mnemonic, k.mnemonic)
          && java.util.Objects.equals(keyword, k.keyword);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(mnemonic) + java.util.Objects.hashCode(keyword);
    }
  }

  private final String mnemonic;
  private final String keyword;

  private VectorEnumAttr(Key k) {
    this.mnemonic = k.mnemonic;
    this.keyword = k.keyword;
  }

  public static VectorEnumAttr get(MLIRContext ctx, String mnemonic, String keyword) {
    return ctx.intern(new Key(mnemonic, keyword), VectorEnumAttr::new);
  }

  public static VectorEnumAttr kind(MLIRContext ctx, String keyword) {
    return get(ctx, KIND, keyword);
  }

  public static VectorEnumAttr punctuation(MLIRContext ctx, String keyword) {
    return get(ctx, PUNCTUATION, keyword);
  }

  public static VectorEnumAttr iteratorType(MLIRContext ctx, String keyword) {
    return get(ctx, ITERATOR_TYPE, keyword);
  }

  /** The cases of a mnemonic, or null when the dialect has no such enum. */
  static List<String> casesOf(String mnemonic) {
    return switch (mnemonic) {
      case KIND -> KINDS;
      case PUNCTUATION -> PUNCTUATIONS;
      case ITERATOR_TYPE -> ITERATOR_TYPES;
      default -> null;
    };
  }

  /** The ODS attribute definition name mlir-opt's enum parse errors name. */
  private static String attrDefName(String mnemonic) {
    return switch (mnemonic) {
      case KIND -> "Vector_CombiningKindAttr";
      case PUNCTUATION -> "Vector_PrintPunctuation";
      default -> "Vector_IteratorTypeEnum";
    };
  }

  /** The C++ enum name mlir-opt quotes in its parse errors. */
  private static String enumName(String mnemonic) {
    return switch (mnemonic) {
      case KIND -> "::mlir::vector::CombiningKind";
      case PUNCTUATION -> "::mlir::vector::PrintPunctuation";
      default -> "::mlir::vector::IteratorType";
    };
  }

  public String mnemonic() {
    return mnemonic;
  }

  public String keyword() {
    return keyword;
  }

  /** Whether this is {@code #vector.<mnemonic><keyword>}. */
  public boolean is(String m, String k) {
    return mnemonic.equals(m) && keyword.equals(k);
  }

  /** The keyword of {@code a} when it is an enum attribute of {@code mnemonic}, else null. */
  public static String keywordOf(Attribute a, String mnemonic) {
    return a instanceof VectorEnumAttr e && e.mnemonic.equals(mnemonic) ? e.keyword : null;
  }

  @Override
  public String dialectNamespace() {
    return VectorDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return mnemonic + "<" + keyword + ">";
  }

  @Override
  public String toString() {
    return "#vector." + body();
  }

  /** Parses {@code <keyword>} after the mnemonic. */
  static VectorEnumAttr parseParams(AsmParser p, String mnemonic) {
    p.parseLess();
    int at = p.currentOffset();
    String kw = p.parseOptionalKeyword();
    List<String> cases = casesOf(mnemonic);
    if (kw == null || !cases.contains(kw)) {
      p.emitError(at, "expected " + enumName(mnemonic) + " to be one of: " + String.join(", ", cases));
      throw p.emitError("failed to parse " + attrDefName(mnemonic) + " parameter 'value' which is to be a `" + enumName(mnemonic) + "`");
    }
    p.parseGreater();
    return get(p.context(), mnemonic, kw);
  }

  /** The constraint of an enum attribute written {@code <keyword>} in op syntax. */
  static AttrConstraint constraint(String mnemonic, String description) {
    return new AttrConstraint(
        description,
        a -> keywordOf(a, mnemonic) != null,
        p -> parseParams(p, mnemonic),
        null,
        (a, printer) -> printer.print("<" + ((VectorEnumAttr) a).keyword + ">"));
  }
}
