package org.jmlir.dialect.utils;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * MLIR's OpWithOffsetSizesAndStridesConstantArgumentFolder: the constant offsets, sizes and strides
 * of a slice-like op with one leading operand (its source) move into its static lists (offsets and
 * sizes only when non-negative); the op is rebuilt with the result type {@code resultType} infers
 * from the new lists and, when that type differs, cast back to the old one.
 */
public final class SliceConstantFolder {
  private SliceConstantFolder() {}

  /** The canonical result type for the new static lists, or null when the pattern does not apply. */
  @FunctionalInterface
  public interface ResultType {
    Type infer(Operation op, long[] offsets, long[] sizes, long[] strides);
  }

  public static boolean apply(Operation op, PatternRewriter rw, ResultType resultType, String castOp) {
    List<Value> dynamic = op.operands().subList(1, op.operands().size());
    List<Value> kept = new ArrayList<>();
    int[] counts = new int[3];
    long[][] lists = new long[3][];
    String[] names = {OffsetsSizesStrides.STATIC_OFFSETS, OffsetsSizesStrides.STATIC_SIZES, OffsetsSizesStrides.STATIC_STRIDES};
    boolean changed = false;
    int next = 0;
    for (int l = 0; l < 3; l++) {
      long[] statics = OffsetsSizesStrides.statics(op, names[l]).clone();
      for (int i = 0; i < statics.length; i++) {
        if (statics[i] != ShapedType.DYNAMIC || next >= dynamic.size()) {
          continue;
        }
        Value v = dynamic.get(next++);
        if (OperationFolder.constantValue(v) instanceof IntegerAttr c && (l == 2 || c.value().signum() >= 0)
            && c.value().bitLength() < 64) {
          statics[i] = c.value().longValue();
          changed = true;
        } else {
          kept.add(v);
          counts[l]++;
        }
      }
      lists[l] = statics;
    }
    if (!changed || !(op.operand(0).type() instanceof ShapedType source) || !source.hasRank()
        || !inBounds(source.shape(), lists[0], lists[1], lists[2])) {
      return false;
    }
    Type type = resultType.infer(op, lists[0], lists[1], lists[2]);
    if (type == null) {
      return false;
    }
    OperationState s = new OperationState(rw.context(), op.name(), op.location());
    s.addOperand(op.operand(0));
    s.addOperands(kept);
    s.addType(type);
    List<NamedAttribute> props = new ArrayList<>();
    if (op.properties() instanceof DictionaryAttr d) {
      for (NamedAttribute a : d.entries()) {
        if (!List.of(names).contains(a.name()) && !a.name().equals(OperandSegments.ATTR)) {
          props.add(a);
        }
      }
    }
    for (int l = 0; l < 3; l++) {
      props.add(new NamedAttribute(names[l], DynamicIndexList.toAttr(rw.context(), lists[l])));
    }
    props.add(new NamedAttribute(OperandSegments.ATTR, OperandSegments.sizesAttr(rw.context(), 1, counts[0], counts[1], counts[2])));
    s.properties = DictionaryAttr.get(rw.context(), props);
    s.attributes.addAll(op.attributes().entries());
    Value result = rw.create(s).result(0);
    if (!type.equals(op.result(0).type())) {
      OperationState cast = new OperationState(rw.context(), castOp, op.location());
      cast.addOperand(result);
      cast.addType(op.result(0).type());
      result = rw.create(cast).result(0);
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  /** MLIR's verifyInBoundsSlice, answering only whether the slice is valid. */
  private static boolean inBounds(long[] shape, long[] offsets, long[] sizes, long[] strides) {
    for (int i = 0; i < shape.length && i < offsets.length && i < sizes.length && i < strides.length; i++) {
      if (shape[i] == ShapedType.DYNAMIC || offsets[i] == ShapedType.DYNAMIC) {
        continue;
      }
      if (offsets[i] >= shape[i] && sizes[i] != 0) {
        return false;
      }
      if (sizes[i] != ShapedType.DYNAMIC && strides[i] != ShapedType.DYNAMIC && sizes[i] != 0
          && offsets[i] + (sizes[i] - 1) * strides[i] >= shape[i]) {
        return false;
      }
    }
    return true;
  }
}
