package org.jmlir.dialect.index;

/** The comparisons of {@code index.cmp}, in MLIR 22's enum order (IndexCmpPredicate). */
public enum IndexCmpPredicate {
  EQ,
  NE,
  SLT,
  SLE,
  SGT,
  SGE,
  ULT,
  ULE,
  UGT,
  UGE;

  private static final IndexCmpPredicate[] VALUES = values();

  /** The keyword as written ({@code slt}). */
  public String keyword() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  /** The predicate spelled {@code keyword}, or null. */
  public static IndexCmpPredicate fromKeyword(String keyword) {
    for (IndexCmpPredicate p : VALUES) {
      if (p.keyword().equals(keyword)) {
        return p;
      }
    }
    return null;
  }

  /** "eq, ne, slt, ..." as MLIR lists the cases in its parse error. */
  static String allKeywords() {
    StringBuilder sb = new StringBuilder();
    for (IndexCmpPredicate p : VALUES) {
      if (sb.length() > 0) {
        sb.append(", ");
      }
      sb.append(p.keyword());
    }
    return sb.toString();
  }
}
