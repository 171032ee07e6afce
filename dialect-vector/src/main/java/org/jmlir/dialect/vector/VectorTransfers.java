package org.jmlir.dialect.vector;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/** What transfer_read and transfer_write share: operand layout, mask type, verification. */
public final class VectorTransfers {
  private VectorTransfers() {}

  /** The mask type of a transfer of {@code vector} through {@code map}: i1 over the dims the map reads, in source order. */
  static VectorType maskType(MLIRContext ctx, VectorType vector, AffineMap map) {
    long[] shape = vector.shape();
    // MLIR's inferTransferOpMaskType: the inverse of the (compressed) permutation applied to the vector shape.
    int n = map.numResults();
    Integer[] order = new Integer[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    java.util.Arrays.sort(order, (a, b) -> Integer.compare(dimOf(map.results().get(a)), dimOf(map.results().get(b))));
    java.util.List<Long> out = new java.util.ArrayList<>();
    java.util.List<Boolean> scalable = new java.util.ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (dimOf(map.results().get(order[i])) >= 0) {
        out.add(shape[order[i]]);
        scalable.add(vector.scalableDims()[order[i]]);
      }
    }
    boolean[] flags = new boolean[scalable.size()];
    for (int i = 0; i < flags.length; i++) {
      flags[i] = scalable.get(i);
    }
    return VectorType.get(ctx, out.stream().mapToLong(Long::longValue).toArray(), flags, IntegerType.get(ctx, 1));
  }

  private static int dimOf(AffineExpr e) {
    return e instanceof AffineDimExpr d ? d.position() : -1;
  }

  /** The index of the base operand. */
  public static int baseIndex(Operation op) {
    return op.name().equals("vector.transfer_read") ? 0 : 1;
  }

  /** The number of indices. */
  public static int numIndices(Operation op) {
    long[] seg = ((VectorOp) op).longs("operandSegmentSizes");
    return (int) seg[op.name().equals("vector.transfer_read") ? 1 : 2];
  }

  /** The mask operand, or null. */
  public static org.jmlir.ir.Value mask(Operation op) {
    long[] seg = ((VectorOp) op).longs("operandSegmentSizes");
    return seg[3] == 1 ? op.operand(op.numOperands() - 1) : null;
  }

  /**
   * A state for {@code xfer} with {@code mask} as its mask operand (added, or replacing the one it
   * has), at {@code loc}, with its inherent attributes and no discardable ones.
   */
  public static org.jmlir.ir.OperationState withMask(Operation xfer, org.jmlir.ir.Value mask, org.jmlir.ir.loc.Location loc) {
    MLIRContext ctx = xfer.context();
    java.util.List<org.jmlir.ir.Value> operands = new java.util.ArrayList<>(xfer.operands());
    long[] seg = ((VectorOp) xfer).longs("operandSegmentSizes");
    if (seg[3] == 1) {
      operands.set(operands.size() - 1, mask);
    } else {
      operands.add(mask);
      seg[3] = 1;
    }
    java.util.List<org.jmlir.ir.attr.NamedAttribute> props = new java.util.ArrayList<>();
    for (org.jmlir.ir.attr.NamedAttribute a : ((org.jmlir.ir.attr.DictionaryAttr) xfer.properties()).entries()) {
      props.add(a.name().equals("operandSegmentSizes")
          ? new org.jmlir.ir.attr.NamedAttribute(a.name(), org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), seg))
          : a);
    }
    org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(ctx, xfer.def(), loc);
    s.addOperands(operands);
    s.addTypes(xfer.resultTypes());
    s.properties = org.jmlir.ir.attr.DictionaryAttr.get(ctx, props);
    return s;
  }

  public static AffineMap permutationMap(Operation op) {
    return ((AffineMapAttr) op.inherentAttr("permutation_map")).map();
  }

  public static boolean inBounds(Operation op, int dim) {
    return op.inherentAttr("in_bounds") instanceof ArrayAttr a && dim < a.size() && ((org.jmlir.ir.attr.IntegerAttr) a.get(dim)).longValue() != 0;
  }

  /** TransferReadOp/TransferWriteOp::verify with MLIR 22's verifyTransferOp and verifyPermutationMap: their order and wording. */
  static boolean verify(Operation op, boolean read) {
    int base = baseIndex(op);
    ShapedType shaped = (ShapedType) op.operand(base).type();
    VectorType vector = (VectorType) (read ? op.result(0).type() : op.operand(0).type());
    AffineMap map = permutationMap(op);
    int nIdx = numIndices(op);
    if (nIdx != shaped.rank()) {
      return VectorVerifiers.fail(op, "requires " + shaped.rank() + " indices");
    }
    if (!read) {
      for (AffineExpr e : map.results()) {
        if (e instanceof org.jmlir.ir.affine.AffineConstantExpr) {
          return VectorVerifiers.fail(op, "should not have broadcast dimensions");
        }
      }
    }
    org.jmlir.ir.Value mask = mask(op);
    Type se = shaped.elementType();
    int vecRank = vector.shape().length;
    if (se instanceof VectorType sv) {
      long sourceBits = (long) VectorVerifiers.bitWidth(sv.elementType()) * sv.shape()[sv.shape().length - 1];
      long resultBits = (long) VectorVerifiers.bitWidth(vector.elementType()) * (vecRank == 0 ? 1 : vector.shape()[vecRank - 1]);
      if (sourceBits > 0 && resultBits % sourceBits != 0) {
        return VectorVerifiers.fail(op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source");
      }
      if (sv.shape().length > vecRank) {
        return VectorVerifiers.fail(op, "requires source vector element and vector result ranks to match.");
      }
      if (map.numResults() != vecRank - sv.shape().length) {
        return VectorVerifiers.fail(op, "requires a permutation_map with result dims of the same rank as the vector type");
      }
      if (mask != null) {
        return VectorVerifiers.fail(op, "does not support masks with vector element type");
      }
    } else {
      long resultBits = (long) VectorVerifiers.bitWidth(vector.elementType()) * (vecRank == 0 ? 1 : vector.shape()[vecRank - 1]);
      int elemBits = VectorVerifiers.bitWidth(se);
      if (elemBits > 0 && resultBits % elemBits != 0) {
        return VectorVerifiers.fail(op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type");
      }
      if (map.numResults() != vecRank) {
        return VectorVerifiers.fail(op, "requires a permutation_map with result dims of the same rank as the vector type");
      }
    }
    if (map.numSymbols() != 0) {
      return VectorVerifiers.fail(op, "requires permutation_map without symbols");
    }
    if (map.numDims() != shaped.rank()) {
      return VectorVerifiers.fail(op, "requires a permutation_map with input dims of the same rank as the source type");
    }
    if (mask != null) {
      VectorType inferred = maskType(op.context(), vector, map);
      if (!mask.type().equals(inferred)) {
        return VectorVerifiers.fail(op, "inferred mask type (" + VectorVerifiers.text(inferred) + ") and mask operand type ("
            + VectorVerifiers.text(mask.type()) + ") don't match");
      }
    }
    ArrayAttr ib = op.inherentAttr("in_bounds") instanceof ArrayAttr a ? a : ArrayAttr.get(op.context(), java.util.List.of());
    if (ib.size() != map.numResults()) {
      return VectorVerifiers.fail(op, "expects the in_bounds attr of same rank as permutation_map results: "
          + org.jmlir.ir.print.AttrTypeText.attribute(AffineMapAttr.get(op.context(), map)) + " vs inBounds of size: " + ib.size());
    }
    if (read) {
      Type padding = op.operand(base + 1 + nIdx).type();
      if (se instanceof VectorType) {
        if (!se.equals(padding)) {
          return VectorVerifiers.fail(op, "requires source element type and padding type to match.");
        }
      } else if (!se.equals(padding)) {
        return VectorVerifiers.fail(op, "requires formal padding and source of the same elemental type");
      }
    }
    boolean[] seen = new boolean[map.numDims()];
    for (AffineExpr e : map.results()) {
      if (e instanceof org.jmlir.ir.affine.AffineConstantExpr c) {
        if (c.value() != 0) {
          return VectorVerifiers.fail(op, PROJECTED);
        }
        continue;
      }
      if (!(e instanceof AffineDimExpr d)) {
        return VectorVerifiers.fail(op, PROJECTED);
      }
      if (seen[d.position()]) {
        return VectorVerifiers.fail(op, "requires a permutation_map that is a permutation (found one dim used more than once)");
      }
      seen[d.position()] = true;
    }
    return true;
  }

  private static final String PROJECTED =
      "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)";

  /**
   * MLIR's foldTransferInBoundsAttribute, the transfers' fold: a dimension not yet in bounds is when
   * the source dimension is static, the index constant and index + vector size fits; a broadcast one
   * when all the others are then in bounds. Updates the op in place (an empty result list) when a flag changes.
   */
  static java.util.List<org.jmlir.ir.rewrite.OpFoldResult> foldInBounds(Operation op, java.util.List<org.jmlir.ir.attr.Attribute> constants) {
    AffineMap map = permutationMap(op);
    int n = map.numResults();
    if (n == 0) {
      return null;
    }
    boolean read = op.name().equals("vector.transfer_read");
    VectorType vector = (VectorType) (read ? op.result(0).type() : op.operand(0).type());
    int base = baseIndex(op);
    ShapedType shaped = (ShapedType) op.operand(base).type();
    java.util.List<org.jmlir.ir.attr.Attribute> flags = new java.util.ArrayList<>();
    boolean changed = false;
    boolean[] in = new boolean[n];
    boolean nonBroadcastInBounds = true;
    for (int i = 0; i < n; i++) {
      in[i] = inBounds(op, i);
      if (!in[i] && map.results().get(i) instanceof AffineDimExpr d) {
        in[i] = shaped.shape()[d.position()] >= 0
            && constants.get(base + 1 + d.position()) instanceof org.jmlir.ir.attr.IntegerAttr idx
            && idx.longValue() + vector.shape()[i] <= shaped.shape()[d.position()];
        changed |= in[i];
        nonBroadcastInBounds &= in[i];
      }
    }
    // Broadcast dimensions follow once every other dimension is in bounds.
    for (int i = 0; i < n; i++) {
      if (!in[i] && nonBroadcastInBounds && map.results().get(i) instanceof org.jmlir.ir.affine.AffineConstantExpr) {
        in[i] = true;
        changed = true;
      }
      flags.add(org.jmlir.ir.attr.IntegerAttr.bool(op.context(), in[i]));
    }
    if (!changed) {
      return null;
    }
    java.util.List<org.jmlir.ir.attr.NamedAttribute> props = new java.util.ArrayList<>();
    boolean seen = false;
    for (org.jmlir.ir.attr.NamedAttribute a : ((org.jmlir.ir.attr.DictionaryAttr) op.properties()).entries()) {
      if (a.name().equals("in_bounds")) {
        props.add(new org.jmlir.ir.attr.NamedAttribute("in_bounds", ArrayAttr.get(op.context(), flags)));
        seen = true;
      } else {
        props.add(a);
      }
    }
    if (!seen) {
      props.add(new org.jmlir.ir.attr.NamedAttribute("in_bounds", ArrayAttr.get(op.context(), flags)));
    }
    op.setProperties(org.jmlir.ir.attr.DictionaryAttr.get(op.context(), props));
    return java.util.List.of();
  }
}
