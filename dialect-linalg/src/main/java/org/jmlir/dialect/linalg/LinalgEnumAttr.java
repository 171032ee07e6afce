package org.jmlir.dialect.linalg;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.parse.AsmParser;

/**
 * linalg's enum attributes: {@code #linalg.iterator_type<parallel>}, {@code
 * #linalg.elementwise_kind<exp>} and {@code #linalg.type_fn<cast_signed>}. Interned per kind and case.
 */
public final class LinalgEnumAttr implements DialectAttribute {
  /** An enum of the dialect: mnemonic, C++ enum name and cases in value order. */
  public enum Kind {
    ITERATOR_TYPE("iterator_type", "mlir::utils::IteratorType", List.of("parallel", "reduction")),
    ELEMENTWISE_KIND(
        "elementwise_kind",
        "mlir::linalg::ElementwiseKind",
        List.of(
            "exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt", "square", "tanh",
            "erf", "add", "sub", "mul", "div", "div_unsigned", "max_signed", "min_signed", "max_unsigned",
            "min_unsigned", "powf", "select")),
    TYPE_FN("type_fn", "mlir::linalg::TypeFn", List.of("cast_signed", "cast_unsigned")),
    UNARY_FN(
        "unary_fn",
        "mlir::linalg::UnaryFn",
        List.of("exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt", "square", "tanh", "erf")),
    BINARY_FN(
        "binary_fn",
        "mlir::linalg::BinaryFn",
        List.of("add", "sub", "mul", "div", "div_unsigned", "max_signed", "min_signed", "max_unsigned", "min_unsigned", "powf")),
    TERNARY_FN("ternary_fn", "mlir::linalg::TernaryFn", List.of("select"));

    final String mnemonic;
    final String cppName;
    final List<String> cases;

    Kind(String mnemonic, String cppName, List<String> cases) {
      this.mnemonic = mnemonic;
      this.cppName = cppName;
      this.cases = cases;
    }
  }

  private record Key(Kind kind, int value) {}

  private final Kind kind;
  private final int value;

  private LinalgEnumAttr(Key k) {
    this.kind = k.kind;
    this.value = k.value;
  }

  public static LinalgEnumAttr get(MLIRContext ctx, Kind kind, String caseName) {
    int v = kind.cases.indexOf(caseName);
    if (v < 0) {
      throw new IllegalArgumentException("no case " + caseName + " in " + kind.cppName);
    }
    return ctx.intern(new Key(kind, v), LinalgEnumAttr::new);
  }

  public Kind kind() {
    return kind;
  }

  public String caseName() {
    return kind.cases.get(value);
  }

  @Override
  public String dialectNamespace() {
    return LinalgDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return kind.mnemonic + "<" + caseName() + ">";
  }

  @Override
  public String toString() {
    return "#linalg." + body();
  }

  static Kind kindOf(String mnemonic) {
    for (Kind k : Kind.values()) {
      if (k.mnemonic.equals(mnemonic)) {
        return k;
      }
    }
    return null;
  }

  /** {@code <case>} after the mnemonic, with MLIR's wording for an unknown case. */
  static LinalgEnumAttr parseBody(AsmParser p, Kind kind) {
    p.parseLess();
    int offset = p.currentOffset();
    String keyword = p.parseOptionalKeyword();
    if (keyword == null || !kind.cases.contains(keyword)) {
      String expected = "expected ::" + kind.cppName + " to be one of: " + String.join(", ", kind.cases);
      String attrName = switch (kind) {
        case ITERATOR_TYPE -> "IteratorTypeEnum";
        case ELEMENTWISE_KIND -> "ElementwiseKindAttr";
        case TYPE_FN -> "TypeFnAttr";
        case UNARY_FN -> "UnaryFnAttr";
        case BINARY_FN -> "BinaryFnAttr";
        case TERNARY_FN -> "TernaryFnAttr";
      };
      p.emitError(offset, expected);
      throw p.emitError("failed to parse " + attrName + " parameter 'value' which is to be a `::" + kind.cppName + "`");
    }
    p.parseGreater();
    return get(p.context(), kind, keyword);
  }
}
