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

  private static final String[] NAMES =
      {OffsetsSizesStrides.STATIC_OFFSETS, OffsetsSizesStrides.STATIC_SIZES, OffsetsSizesStrides.STATIC_STRIDES};

  /** The three static lists with the constants folded in, and the dynamic values still needed. */
  private record Folded(long[][] lists, List<Value> kept, int[] counts) {}

  /** Folds the constants of the lists after {@code leading} operands; null when none folds or the slice leaves {@code shaped}. */
  private static Folded fold(Operation op, int leading, Type shaped) {
    List<Value> dynamic = op.operands().subList(leading, op.operands().size());
    List<Value> kept = new ArrayList<>();
    int[] counts = new int[3];
    long[][] lists = new long[3][];
    boolean changed = false;
    int next = 0;
    for (int l = 0; l < 3; l++) {
      long[] statics = OffsetsSizesStrides.statics(op, NAMES[l]).clone();
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
    if (!changed || !(shaped instanceof ShapedType t) || !t.hasRank() || !inBounds(t.shape(), lists[0], lists[1], lists[2])) {
      return null;
    }
    return new Folded(lists, kept, counts);
  }

  /** A copy of {@code op} with operands {@code leading} then the kept dynamic values, and the folded lists. */
  private static Value rebuild(Operation op, PatternRewriter rw, Folded f, List<Value> leading, Type type) {
    OperationState s = new OperationState(rw.context(), op.name(), op.location());
    s.addOperands(leading);
    s.addOperands(f.kept());
    if (type != null) {
      s.addType(type);
    }
    List<NamedAttribute> props = new ArrayList<>();
    if (op.properties() instanceof DictionaryAttr d) {
      for (NamedAttribute a : d.entries()) {
        if (!List.of(NAMES).contains(a.name()) && !a.name().equals(OperandSegments.ATTR)) {
          props.add(a);
        }
      }
    }
    for (int l = 0; l < 3; l++) {
      props.add(new NamedAttribute(NAMES[l], DynamicIndexList.toAttr(rw.context(), f.lists()[l])));
    }
    int[] segments = new int[leading.size() + 3];
    java.util.Arrays.fill(segments, 0, leading.size(), 1);
    System.arraycopy(f.counts(), 0, segments, leading.size(), 3);
    props.add(new NamedAttribute(OperandSegments.ATTR, OperandSegments.sizesAttr(rw.context(), segments)));
    s.properties = DictionaryAttr.get(rw.context(), props);
    s.attributes.addAll(op.attributes().entries());
    Operation created = rw.create(s);
    return created.numResults() > 0 ? created.result(0) : null;
  }

  private static Value cast(PatternRewriter rw, Operation at, String castOp, Value v, Type to) {
    OperationState cast = new OperationState(rw.context(), castOp, at.location());
    cast.addOperand(v);
    cast.addType(to);
    return rw.create(cast).result(0);
  }

  /** The extract_slice / subview form: one leading source operand, the result re-typed and cast back. */
  public static boolean apply(Operation op, PatternRewriter rw, ResultType resultType, String castOp) {
    Folded f = fold(op, 1, op.operand(0).type());
    Type type = f == null ? null : resultType.infer(op, f.lists()[0], f.lists()[1], f.lists()[2]);
    if (type == null) {
      return false;
    }
    Value result = rebuild(op, rw, f, List.of(op.operand(0)), type);
    if (!type.equals(op.result(0).type())) {
      result = cast(rw, op, castOp, result, op.result(0).type());
    }
    rw.replaceOp(op, List.of(result));
    return true;
  }

  /**
   * MLIR's InsertSliceOpConstantArgumentFolder (tensor.insert_slice, parallel_insert_slice): source and
   * destination lead; the source is cast to the type the folded lists infer ({@code sourceType}), before
   * the parallel combining op when the slice is inside one.
   */
  public static boolean applyInsert(Operation op, PatternRewriter rw, ResultType sourceType, boolean parallel) {
    Folded f = fold(op, 2, op.operand(1).type());
    Type type = f == null ? null : sourceType.infer(op, f.lists()[0], f.lists()[1], f.lists()[2]);
    if (type == null) {
      return false;
    }
    Value source = op.operand(0);
    if (!type.equals(source.type())) {
      Operation at = parallel && op.parentOp() != null ? op.parentOp() : op;
      rw.setInsertionPoint(at);
      source = cast(rw, at, "tensor.cast", source, type);
      rw.setInsertionPoint(op);
    }
    Value result = rebuild(op, rw, f, List.of(source, op.operand(1)), op.numResults() > 0 ? op.result(0).type() : null);
    if (result != null) {
      rw.replaceOp(op, List.of(result));
    } else {
      rw.eraseOp(op);
    }
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
