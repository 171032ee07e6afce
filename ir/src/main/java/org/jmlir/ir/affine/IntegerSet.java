package org.jmlir.ir.affine;

import java.util.List;

/**
 * {@code (d0)[s0] : (d0 - s0 >= 0, d0 == 0)}: affine constraints, each {@code expr >= 0} or, when
 * its flag is set, {@code expr == 0}.
 */
public record IntegerSet(int numDims, int numSymbols, List<AffineExpr> constraints, List<Boolean> eqFlags) {
  // equals/hashCode spelled out: a record's generated ones link through method handles on first use,
  // a start-up cost paid by every run that meets an affine map.
  @Override
  public boolean equals(Object o) {
    return o instanceof IntegerSet s
        && numDims == s.numDims
        && numSymbols == s.numSymbols
        && constraints.equals(s.constraints)
        && eqFlags.equals(s.eqFlags);
  }

  @Override
  public int hashCode() {
    return 31 * (31 * (31 * numDims + numSymbols) + constraints.hashCode()) + eqFlags.hashCode();
  }

  public IntegerSet {
    constraints = List.copyOf(constraints);
    eqFlags = List.copyOf(eqFlags);
    if (constraints.size() != eqFlags.size()) {
      throw new IllegalArgumentException("one equality flag per constraint");
    }
  }

  /** Appends MLIR's form. An empty set of constraints prints as {@code (0 == 0)}. */
  public void print(StringBuilder out) {
    AffineMap.printDimsAndSymbols(numDims, numSymbols, out);
    out.append(" : (");
    if (constraints.isEmpty()) {
      out.append("0 == 0");
    }
    for (int i = 0; i < constraints.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      constraints.get(i).print(out);
      out.append(eqFlags.get(i) ? " == 0" : " >= 0");
    }
    out.append(')');
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    print(sb);
    return sb.toString();
  }
}
