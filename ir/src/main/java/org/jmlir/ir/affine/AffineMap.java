package org.jmlir.ir.affine;

import java.util.List;

/**
 * {@code (d0, d1)[s0] -> (d0 + s0, d1)}: a map from dims and symbols to result expressions. A plain
 * value compared structurally; wrap it in {@code AffineMapAttr} to use it as an attribute.
 */
public record AffineMap(int numDims, int numSymbols, List<AffineExpr> results) {
  // equals/hashCode spelled out: a record's generated ones link through method handles on first use,
  // a start-up cost paid by every run that meets an affine map.
  @Override
  public boolean equals(Object o) {
    return o instanceof AffineMap m && numDims == m.numDims && numSymbols == m.numSymbols && results.equals(m.results);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * numDims + numSymbols) + results.hashCode();
  }

  public AffineMap {
    results = List.copyOf(results);
  }

  public static AffineMap identity(int rank) {
    AffineExpr[] r = new AffineExpr[rank];
    for (int i = 0; i < rank; i++) {
      r[i] = AffineExpr.dim(i);
    }
    return new AffineMap(rank, 0, List.of(r));
  }

  public int numResults() {
    return results.size();
  }

  public int numInputs() {
    return numDims + numSymbols;
  }

  /** {@code (d0, ..., dn) -> (d0, ..., dn)} with no symbols. */
  public boolean isIdentity() {
    if (numSymbols != 0 || numDims != results.size()) {
      return false;
    }
    for (int i = 0; i < numDims; i++) {
      if (!(results.get(i) instanceof AffineDimExpr d) || d.position() != i) {
        return false;
      }
    }
    return true;
  }

  /** Appends MLIR's form {@code (d0)[s0] -> (d0 + s0)}. */
  public void print(StringBuilder out) {
    printDimsAndSymbols(numDims, numSymbols, out);
    out.append(" -> (");
    for (int i = 0; i < results.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      results.get(i).print(out);
    }
    out.append(')');
  }

  static void printDimsAndSymbols(int numDims, int numSymbols, StringBuilder out) {
    out.append('(');
    for (int i = 0; i < numDims; i++) {
      if (i > 0) {
        out.append(", ");
      }
      out.append('d').append(i);
    }
    out.append(')');
    if (numSymbols > 0) {
      out.append('[');
      for (int i = 0; i < numSymbols; i++) {
        if (i > 0) {
          out.append(", ");
        }
        out.append('s').append(i);
      }
      out.append(']');
    }
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    print(sb);
    return sb.toString();
  }
}
