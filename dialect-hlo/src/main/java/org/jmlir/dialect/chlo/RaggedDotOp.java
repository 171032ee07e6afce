package org.jmlir.dialect.chlo;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;

/**
 * {@code chlo.ragged_dot}: a dot_general whose lhs is split into groups along one ragged dimension
 * ({@code group_sizes}), in the three modes of ChloOps.td (ragged non-contracting, contracting or
 * batch dimension). Generic syntax only; verified as StableHLO verifies it.
 */
public final class RaggedDotOp extends Operation implements ChloOp {
  static final AttrConstraint DIMENSION_NUMBERS =
      AttrConstraint.of(
          "Attribute that models the dimension information for ragged dot.",
          a -> a instanceof RaggedDotDimensionNumbersAttr);

  static final AttrConstraint PRECISION_CONFIG =
      AttrConstraint.of(
          "Precision Config attribute",
          a -> a instanceof ArrayAttr arr
              && arr.elements().stream()
                  .allMatch(e -> e instanceof ChloEnumAttr c && c.kind() == ChloEnumAttr.Kind.PRECISION));

  public static final OpDef DEF =
      ChloDialect.op("ragged_dot", RaggedDotOp::new)
          .operand("lhs", ChloTypes.ANY_TENSOR)
          .operand("rhs", ChloTypes.ANY_TENSOR)
          .operand("group_sizes", ChloTypes.INT_TENSOR)
          .attr("ragged_dot_dimension_numbers", DIMENSION_NUMBERS)
          .optionalAttr("precision_config", PRECISION_CONFIG)
          .result("result", ChloTypes.ANY_TENSOR)
          .traits(Trait.PURE)
          .verifier(RaggedDotOp::verify)
          .build();

  private RaggedDotOp() {}

  public RaggedDotDimensionNumbersAttr dimensionNumbers() {
    return (RaggedDotDimensionNumbersAttr) attr("ragged_dot_dimension_numbers");
  }

  private static boolean contains(long[] dims, long d) {
    for (long x : dims) {
      if (x == d) {
        return true;
      }
    }
    return false;
  }

  private static boolean error(Operation op, String message) {
    return op.emitError(message).report();
  }

  private static boolean distinct(Operation op, long[] a, long[] b, String an, String bn) {
    Set<Long> seen = new HashSet<>();
    for (long[] dims : new long[][] {a, b}) {
      for (long d : dims) {
        if (!seen.add(d)) {
          return error(op, "has duplicated dimension from " + an + " and " + bn + ": " + d);
        }
      }
    }
    return true;
  }

  private static boolean inRange(Operation op, int rank, long[] dims, String name) {
    for (long d : dims) {
      if (d < 0 || d >= rank) {
        return error(op, name + " value: " + d + " is out of range: [0, " + rank + ")");
      }
    }
    return true;
  }

  private static boolean compatibleDims(long a, long b) {
    return a == b || a == ShapedType.DYNAMIC || b == ShapedType.DYNAMIC;
  }

  private static String dims(long[] shape) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < shape.length; i++) {
      sb.append(i > 0 ? ", " : "").append(shape[i] == ShapedType.DYNAMIC ? "?" : String.valueOf(shape[i]));
    }
    return sb.toString();
  }

  /** What {@link #inferredShape} answers for unranked operands. */
  private static final long[] UNKNOWN = new long[0];

  private static boolean verify(Operation op) {
    long[] inferred = inferredShape(op);
    if (inferred == null) {
      return false;
    }
    ShapedType result = (ShapedType) op.result(0).type();
    if (inferred != UNKNOWN && result.hasRank() && !ShapedType.compatibleDims(inferred, result.shape())) {
      return error(
          op, "inferred shape '[" + dims(inferred) + "]' is incompatible with return type of operation " + org.jmlir.ir.ods.Texts.type(result));
    }
    return true;
  }

  /**
   * The result shape ragged_dot's type inference gives (what --stablehlo-refine-shapes uses): null
   * after reporting an error, an empty array when an operand is unranked.
   */
  public static long[] inferredShape(Operation op) {
    RaggedDotDimensionNumbersAttr dn = ((RaggedDotOp) op).dimensionNumbers();
    long[] lb = dn.lhsBatchingDimensions();
    long[] rb = dn.rhsBatchingDimensions();
    long[] lc = dn.lhsContractingDimensions();
    long[] rc = dn.rhsContractingDimensions();
    long[] lr = dn.lhsRaggedDimensions();
    long[] rg = dn.rhsGroupDimensions();
    Attribute pc = op.attr("precision_config");
    if (pc instanceof ArrayAttr arr && arr.elements().size() > 2) {
      return failed(op, "expects precision config to be empty or have <= 2 elements, got " + arr.elements().size());
    }
    if (lb.length != rb.length) {
      return failed(op, "lhs and rhs should have the same number of batching dimensions");
    }
    if (lc.length != rc.length) {
      return failed(op, "lhs and rhs should have the same number of contracting dimensions");
    }
    if (!distinct(op, lb, lc, "lhs_batching_dimensions", "lhs_contracting_dimensions")
        || !distinct(op, rb, rc, "rhs_batching_dimensions", "rhs_contracting_dimensions")) {
      return null;
    }
    if (!(op.operand(0).type() instanceof RankedTensorType lhs)
        || !(op.operand(1).type() instanceof RankedTensorType rhs)) {
      return UNKNOWN;
    }
    RankedTensorType groups = (RankedTensorType) op.operand(2).type();
    if (!inRange(op, lhs.rank(), lb, "lhs_batching_dimensions")
        || !inRange(op, lhs.rank(), lc, "lhs_contracting_dimensions")
        || !inRange(op, rhs.rank(), rb, "rhs_batching_dimensions")
        || !inRange(op, rhs.rank(), rc, "rhs_contracting_dimensions")) {
      return null;
    }
    long[] ls = lhs.shape();
    long[] rs = rhs.shape();
    for (int i = 0; i < lb.length; i++) {
      if (!compatibleDims(ls[(int) lb[i]], rs[(int) rb[i]])) {
        return failed(op, "batching dimension sizes must match for lhs/rhs");
      }
    }
    for (int i = 0; i < lc.length; i++) {
      if (!compatibleDims(ls[(int) lc[i]], rs[(int) rc[i]])) {
        return failed(op, "contracting dimension sizes must match for lhs/rhs");
      }
    }
    if (lr.length != 1) {
      return failed(op, "There must be exactly one ragged dimension in the lhs.");
    }
    long ragged = lr[0];
    if (ragged < 0 || ragged >= lhs.rank()) {
      return failed(
          op, "Expects lhs_ragged_dim to be in range [0, lhs_rank) i.e. [0, " + lhs.rank() + "). got: " + ragged + ".");
    }
    boolean batch = contains(lb, ragged);
    boolean contracting = !batch && contains(lc, ragged);
    List<Long> prefix = new ArrayList<>();
    if (batch) {
      for (long d : lb) {
        if (d == ragged) {
          break;
        }
        prefix.add(d);
      }
    } else {
      for (long d : lb) {
        prefix.add(d);
      }
      if (contracting) {
        for (long d : lc) {
          if (d == ragged) {
            break;
          }
          prefix.add(d);
        }
      } else {
        for (long i = 0; i < ragged; i++) {
          if (!contains(lb, i) && !contains(lc, i)) {
            prefix.add(i);
          }
        }
      }
    }
    long[] gs = groups.shape();
    if (groups.rank() != 1) {
      if (groups.rank() != prefix.size() + 1) {
        return failed(op, "expected group_sizes to have rank " + (prefix.size() + 1) + ", got " + groups.rank());
      }
      long[] expected = new long[prefix.size()];
      boolean equal = true;
      for (int i = 0; i < expected.length; i++) {
        expected[i] = ls[(int) (long) prefix.get(i)];
        equal &= expected[i] == gs[i];
      }
      if (!equal) {
        return failed(
            op,
            "group_sizes is expected to have shape [" + dims(expected) + ", " + gs[gs.length - 1] + "], got ["
                + dims(gs) + "]");
      }
    }
    long numGroups = gs[gs.length - 1];
    for (long d : rg) {
      if (d < 0 || d >= rhs.rank()) {
        return failed(
            op, "Expects rhs_group_dim to be in range [0, rhs_rank) i.e. [0, " + rhs.rank() + "). got: " + d + ".");
      }
    }
    if (!distinct(op, rg, rb, "rhs_group_dimensions", "rhs_batching_dimensions")
        || !distinct(op, rg, rc, "rhs_group_dimensions", "rhs_contracting_dimensions")) {
      return null;
    }
    if (batch || contracting) {
      if (rg.length != 0) {
        return failed(
            op, "There must be zero group dimensions in the rhs when the ragged dimension is batch or contracting.");
      }
    } else {
      if (rg.length != 1) {
        return failed(
            op,
            "There must be exactly one group dimension in the rhs when the lhs ragged dimension is non-contracting.");
      }
      long size = rs[(int) rg[0]];
      if (!compatibleDims(numGroups, size)) {
        return failed(op, "rhs group dimension is expected to have size=" + numGroups + ", got " + size);
      }
    }
    List<Long> out = new ArrayList<>();
    if (contracting) {
      out.add(numGroups);
    }
    for (long d : lb) {
      out.add(ls[(int) d]);
    }
    for (int i = 0; i < ls.length; i++) {
      if (!contains(lb, i) && !contains(lc, i)) {
        out.add(ls[i]);
      }
    }
    for (int i = 0; i < rs.length; i++) {
      if (!contains(rb, i) && !contains(rc, i) && !contains(rg, i)) {
        out.add(rs[i]);
      }
    }
    return out.stream().mapToLong(Long::longValue).toArray();
  }

  private static long[] failed(Operation op, String message) {
    error(op, message);
    return null;
  }
}
