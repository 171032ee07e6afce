package org.jmlir.dialect.utils;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.type.ShapedType;

/**
 * Reassociations of expand_shape/collapse_shape ({@code [[0, 1], [2]]}: which expanded dimensions
 * form each collapsed one) and the shape check memref and tensor share (MLIR's verifyCollapsedShape).
 */
public final class Reassociations {
  private Reassociations() {}

  /** The groups of an IndexListArrayAttr. */
  public static List<long[]> groups(Attribute reassociation) {
    List<long[]> out = new ArrayList<>();
    if (!(reassociation instanceof ArrayAttr outer)) {
      return out;
    }
    for (Attribute g : outer.elements()) {
      ArrayAttr inner = (ArrayAttr) g;
      long[] dims = new long[inner.size()];
      for (int i = 0; i < dims.length; i++) {
        dims[i] = ((IntegerAttr) inner.get(i)).longValue();
      }
      out.add(dims);
    }
    return out;
  }

  /**
   * Checks that {@code groups} collapse {@code expanded} into {@code collapsed}, with mlir-opt 22's
   * messages; reports on {@code op} and returns false on the first problem.
   */
  public static boolean verifyCollapsedShape(
      Operation op, long[] collapsed, long[] expanded, List<long[]> groups, boolean allowMultipleDynamicDimsPerGroup) {
    if (collapsed.length != groups.size()) {
      return op.emitOpError(
              "invalid number of reassociation groups: found " + groups.size() + ", expected " + collapsed.length)
          .report();
    }
    long nextDim = 0;
    for (int c = 0; c < groups.size(); c++) {
      boolean foundDynamic = false;
      for (long e : groups.get(c)) {
        if (e != nextDim++) {
          return op.emitOpError("reassociation indices must be contiguous").report();
        }
        if (e >= expanded.length) {
          return op.emitOpError("reassociation index " + e + " is out of bounds").report();
        }
        if (expanded[(int) e] == ShapedType.DYNAMIC) {
          if (foundDynamic && !allowMultipleDynamicDimsPerGroup) {
            return op.emitOpError("at most one dimension in a reassociation group may be dynamic").report();
          }
          foundDynamic = true;
        }
      }
      if ((collapsed[c] == ShapedType.DYNAMIC) != foundDynamic) {
        return op.emitOpError(
                "collapsed dim (" + c + ") must be dynamic if and only if reassociation group is dynamic")
            .report();
      }
      if (!foundDynamic) {
        long size = 1;
        for (long e : groups.get(c)) {
          size *= expanded[(int) e];
        }
        if (size != collapsed[c]) {
          return op.emitOpError(
                  "collapsed dim size (" + collapsed[c] + ") must equal reassociation group size (" + size + ")")
              .report();
        }
      }
    }
    if (collapsed.length == 0) {
      for (long d : expanded) {
        if (d != 1) {
          return op.emitOpError("rank 0 memrefs can only be extended/collapsed with/from ones").report();
        }
      }
    } else if (nextDim != expanded.length) {
      return op.emitOpError(
              "expanded rank (" + expanded.length + ") inconsistent with number of reassociation indices (" + nextDim
                  + ")")
          .report();
    }
    return true;
  }

  /**
   * The output_shape checks of expand_shape: one static entry per result dimension, one value per
   * dynamic entry, and static entries that agree with the result type.
   */
  public static boolean verifyOutputShape(Operation op, long[] resultShape, long[] staticOutputShape, int numValues) {
    if (staticOutputShape.length != resultShape.length) {
      return op.emitOpError(
              "expected number of static shape bounds to be equal to the output rank (" + resultShape.length
                  + ") but found " + staticOutputShape.length + " inputs instead")
          .report();
    }
    int dynamic = DynamicIndexList.countDynamic(staticOutputShape);
    if (numValues != dynamic) {
      return op.emitOpError(
              "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has " + dynamic
                  + " dynamic dims while output_shape has " + numValues + " values")
          .report();
    }
    for (int i = 0; i < resultShape.length; i++) {
      if (resultShape[i] != ShapedType.DYNAMIC && resultShape[i] != staticOutputShape[i]) {
        return op.emitOpError("invalid output shape provided at pos " + i).report();
      }
    }
    return true;
  }
}
