package org.jmlir.dialect.index;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.parse.AsmParser;

/**
 * {@code #index<cmp_predicate slt>}: the predicate of {@code index.cmp}. Inside the op's custom
 * form only the keyword is written ({@code index.cmp slt(%a, %b)}).
 */
public final class IndexCmpPredicateAttr implements DialectAttribute {
  private record Key(IndexCmpPredicate value) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(value, k.value);
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hashCode(value);
    }
  }

  private final IndexCmpPredicate value;

  private IndexCmpPredicateAttr(Key k) {
    this.value = k.value;
  }

  public static IndexCmpPredicateAttr get(MLIRContext ctx, IndexCmpPredicate value) {
    return ctx.intern(new Key(value), IndexCmpPredicateAttr::new);
  }

  public IndexCmpPredicate value() {
    return value;
  }

  @Override
  public String dialectNamespace() {
    return IndexDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return "cmp_predicate " + value.keyword();
  }

  @Override
  public String toString() {
    return "#index<" + body() + ">";
  }

  /** Matches mlir-opt 22: the bare keyword, with its two-part error for an unknown case. */
  static IndexCmpPredicateAttr parseKeyword(AsmParser p) {
    int offset = p.currentOffset();
    String keyword = p.parseOptionalKeyword();
    IndexCmpPredicate pred = keyword == null ? null : IndexCmpPredicate.fromKeyword(keyword);
    if (pred == null) {
      p.emitError(
          offset,
          "expected ::mlir::index::IndexCmpPredicate to be one of: " + IndexCmpPredicate.allKeywords());
      throw p.emitError(
          "failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a "
              + "`::mlir::index::IndexCmpPredicate`");
    }
    return get(p.context(), pred);
  }

  /** MLIR's IndexCmpPredicateAttr constraint, written as the bare keyword in formats. */
  public static final AttrConstraint CONSTRAINT =
      new AttrConstraint(
          "index comparison predicate kind",
          a -> a instanceof IndexCmpPredicateAttr,
          IndexCmpPredicateAttr::parseKeyword,
          p -> {
            String k = p.parseOptionalKeyword(keywords());
            return k == null ? null : get(p.context(), IndexCmpPredicate.fromKeyword(k));
          },
          (a, p) -> p.print(((IndexCmpPredicateAttr) a).value.keyword()));

  private static java.util.List<String> keywords() {
    java.util.List<String> out = new java.util.ArrayList<>();
    for (IndexCmpPredicate v : IndexCmpPredicate.values()) {
      out.add(v.keyword());
    }
    return out;
  }
}
