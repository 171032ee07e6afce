package org.jmlir.dialect.utils;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.ShapedType;

/**
 * The offsets/sizes/strides triple of subview-like ops (MLIR's OffsetSizeAndStrideOpInterface):
 * the three mixed lists' parsing into the state, printing, and the interface's verifier.
 */
public final class OffsetsSizesStrides {
  private OffsetsSizesStrides() {}

  public static final String STATIC_OFFSETS = "static_offsets";
  public static final String STATIC_SIZES = "static_sizes";
  public static final String STATIC_STRIDES = "static_strides";

  /** The three parsed lists. */
  public record Lists(DynamicIndexList.Parsed offsets, DynamicIndexList.Parsed sizes, DynamicIndexList.Parsed strides) {}

  /** Declares the three static lists and the segment sizes on an op spec. */
  public static org.jmlir.ir.ods.OpSpec.Builder declare(org.jmlir.ir.ods.OpSpec.Builder b) {
    return b.attr(STATIC_OFFSETS, CommonAttrs.DENSE_I64_ARRAY)
        .attr(STATIC_SIZES, CommonAttrs.DENSE_I64_ARRAY)
        .attr(STATIC_STRIDES, CommonAttrs.DENSE_I64_ARRAY)
        .optionalAttr(OperandSegments.ATTR, CommonAttrs.DENSE_I32_ARRAY);
  }

  /**
   * Adds the three lists' values (as {@code index}) after {@code leading} already-added operands
   * and records the segment sizes {@code [leading..., offsets, sizes, strides]}.
   */
  public static void addAll(
      OpAsmParser p, OperationState state, Map<String, Attribute> props, Lists lists, int... leading) {
    addList(p, state, props, lists.offsets(), STATIC_OFFSETS);
    addList(p, state, props, lists.sizes(), STATIC_SIZES);
    addList(p, state, props, lists.strides(), STATIC_STRIDES);
    int[] sizes = java.util.Arrays.copyOf(leading, leading.length + 3);
    sizes[leading.length] = lists.offsets().values().size();
    sizes[leading.length + 1] = lists.sizes().values().size();
    sizes[leading.length + 2] = lists.strides().values().size();
    props.put(OperandSegments.ATTR, OperandSegments.sizesAttr(p.context(), sizes));
  }

  /** Resolves a parsed list's values as {@code index} into {@code state} and stores its static attribute. */
  public static void addList(
      OpAsmParser p, OperationState state, Map<String, Attribute> props, DynamicIndexList.Parsed list, String attrName) {
    MLIRContext ctx = p.context();
    p.resolveOperands(list.values(), IndexType.get(ctx), state.operands);
    props.put(attrName, DynamicIndexList.toAttr(ctx, list.statics()));
  }

  /** The static entries of {@code op}'s list {@code attrName}. */
  public static long[] statics(Operation op, String attrName) {
    return DynamicIndexList.values(op.inherentAttr(attrName));
  }

  /** Prints the list {@code attrName} whose values are {@code values}. */
  public static void printList(OpAsmPrinter p, Operation op, List<Value> values, String attrName) {
    DynamicIndexList.print(p, values, statics(op, attrName));
  }

  /** The attribute names hand-written printers leave out of the attribute dictionary. */
  public static List<String> elided(String... more) {
    List<String> out = new ArrayList<>(List.of(OperandSegments.ATTR, STATIC_OFFSETS, STATIC_SIZES, STATIC_STRIDES));
    out.addAll(List.of(more));
    return out;
  }

  /**
   * MLIR's verifyOffsetSizeAndStrideOp: list ranks agree, each list has {@code maxRanks[i]} entries
   * and one value per dynamic entry, and static offsets and sizes are non-negative.
   */
  public static boolean verify(Operation op, int[] maxRanks, int numOffsets, int numSizes, int numStrides) {
    long[] offsets = statics(op, STATIC_OFFSETS);
    long[] sizes = statics(op, STATIC_SIZES);
    long[] strides = statics(op, STATIC_STRIDES);
    if (!(offsets.length == 1 && maxRanks[0] == 1) && offsets.length != sizes.length) {
      return op.emitError(
              "expected mixed offsets rank to match mixed sizes rank (" + offsets.length + " vs " + sizes.length
                  + ") so the rank of the result type is well-formed.")
          .report();
    }
    if (sizes.length != strides.length) {
      return op.emitError(
              "expected mixed sizes rank to match mixed strides rank (" + sizes.length + " vs " + strides.length
                  + ") so the rank of the result type is well-formed.")
          .report();
    }
    if (!verifyList(op, "offset", "offsets", maxRanks[0], offsets, numOffsets)
        || !verifyList(op, "size", "sizes", maxRanks[1], sizes, numSizes)
        || !verifyList(op, "stride", "strides", maxRanks[2], strides, numStrides)) {
      return false;
    }
    for (long o : offsets) {
      if (o < 0 && o != ShapedType.DYNAMIC) {
        return op.emitError("expected offsets to be non-negative, but got " + o).report();
      }
    }
    for (long s : sizes) {
      if (s < 0 && s != ShapedType.DYNAMIC) {
        return op.emitError("expected sizes to be non-negative, but got " + s).report();
      }
    }
    return true;
  }

  private static boolean verifyList(Operation op, String name, String plural, int expected, long[] statics, int values) {
    if (statics.length != expected) {
      return op.emitError("expected " + expected + " " + name + " values, got " + statics.length).report();
    }
    int dynamic = DynamicIndexList.countDynamic(statics);
    if (values != dynamic) {
      return op.emitError(
              "expected the number of '" + plural + "' to match the number of dynamic entries in 'static_" + plural
                  + "' (" + values + " vs " + dynamic + ")")
          .report();
    }
    return true;
  }

  /** MLIR's verifyInBoundsSlice against a source shape; reports with emitError. */
  public static boolean verifyInBounds(Operation op, long[] shape, long[] offsets, long[] sizes, long[] strides) {
    for (int i = 0; i < shape.length && i < offsets.length && i < sizes.length && i < strides.length; i++) {
      if (shape[i] == ShapedType.DYNAMIC || offsets[i] == ShapedType.DYNAMIC) {
        continue;
      }
      if (offsets[i] >= shape[i] && sizes[i] != 0) {
        return op.emitError("offset " + i + " is out-of-bounds: " + offsets[i] + " >= " + shape[i]).report();
      }
      if (sizes[i] == ShapedType.DYNAMIC || strides[i] == ShapedType.DYNAMIC || sizes[i] == 0) {
        continue;
      }
      long last = offsets[i] + (sizes[i] - 1) * strides[i];
      if (last >= shape[i]) {
        return op.emitError("slice along dimension " + i + " runs out-of-bounds: " + last + " >= " + shape[i]).report();
      }
    }
    return true;
  }

  /**
   * MLIR's computeRankReductionMask: which dims of {@code original} are dropped (size 1) to get
   * {@code reduced}; null when {@code reduced} is not a rank reduction of {@code original}.
   */
  public static boolean[] rankReductionMask(long[] original, long[] reduced) {
    boolean[] dropped = new boolean[original.length];
    int r = 0;
    for (int o = 0; o < original.length; o++) {
      if (r < reduced.length && original[o] == reduced[r]) {
        r++;
        continue;
      }
      dropped[o] = true;
      if (original[o] != 1) {
        return null;
      }
    }
    return r == reduced.length ? dropped : null;
  }
}
