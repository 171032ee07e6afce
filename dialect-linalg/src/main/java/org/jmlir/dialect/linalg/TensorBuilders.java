package org.jmlir.dialect.linalg;

import java.util.List;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.OffsetsSizesStrides;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/** Builders of the tensor/memref ops linalg's rewrites create from mixed (static or SSA) sizes. */
public final class TensorBuilders {
  private TensorBuilders() {}

  /** {@code tensor.empty} of mixed sizes, at the rewriter's insertion point. */
  public static Value empty(PatternRewriter rw, Location loc, List<OpFoldResult> sizes, Type element) {
    long[] shape = new long[sizes.size()];
    OperationState s = new OperationState(rw.context(), rw.context().opDef("tensor.empty"), loc);
    for (int i = 0; i < shape.length; i++) {
      switch (sizes.get(i)) {
        case OpFoldResult.Constant(Attribute a) -> shape[i] = ((IntegerAttr) a).longValue();
        case OpFoldResult.Folded(Value v) -> {
          shape[i] = ShapedType.DYNAMIC;
          s.addOperand(v);
        }
      }
    }
    s.addType(RankedTensorType.get(rw.context(), shape, element));
    return rw.create(s).result(0);
  }

  /** {@code value} cast to {@code type} with tensor.cast when its type differs. */
  public static Value castTo(PatternRewriter rw, Location loc, Value value, Type type) {
    if (value.type().equals(type)) {
      return value;
    }
    OperationState cast = new OperationState(rw.context(), rw.context().opDef("tensor.cast"), loc);
    cast.addOperand(value).addType(type);
    return rw.create(cast).result(0);
  }

  /**
   * A tensor.extract_slice or memref.subview ({@code dest} null, result {@code type}) or tensor.insert_slice
   * ({@code dest} given, its type) from mixed offsets, sizes and strides.
   */
  public static Operation slice(
      PatternRewriter rw, Location loc, String name, Value source, Value dest, List<OpFoldResult> offsets, List<OpFoldResult> sizes,
      List<OpFoldResult> strides, Type type) {
    MLIRContext ctx = rw.context();
    OperationState s = new OperationState(ctx, ctx.opDef(name), loc);
    s.addOperand(source);
    if (dest != null) {
      s.addOperand(dest);
    }
    int[] counts = new int[3];
    List<List<OpFoldResult>> lists = List.of(offsets, sizes, strides);
    String[] attrs = {OffsetsSizesStrides.STATIC_OFFSETS, OffsetsSizesStrides.STATIC_SIZES, OffsetsSizesStrides.STATIC_STRIDES};
    for (int l = 0; l < 3; l++) {
      List<OpFoldResult> list = lists.get(l);
      long[] statics = new long[list.size()];
      for (int i = 0; i < statics.length; i++) {
        switch (list.get(i)) {
          case OpFoldResult.Constant(Attribute a) -> statics[i] = ((IntegerAttr) a).longValue();
          case OpFoldResult.Folded(Value v) -> {
            statics[i] = ShapedType.DYNAMIC;
            s.addOperand(v);
            counts[l]++;
          }
        }
      }
      s.addAttribute(attrs[l], DynamicIndexList.toAttr(ctx, statics));
    }
    s.addAttribute(OperandSegments.ATTR, dest == null
        ? OperandSegments.sizesAttr(ctx, 1, counts[0], counts[1], counts[2])
        : OperandSegments.sizesAttr(ctx, 1, 1, counts[0], counts[1], counts[2]));
    if (dest == null) {
      s.addType(type);
    } else if (name.equals("tensor.insert_slice")) {
      s.addType(dest.type());
    }
    return rw.create(s);
  }

  /** The mixed offsets, sizes or strides ({@code attrName} one of OffsetsSizesStrides' names) of a slice op with {@code leading} non-index operands. */
  public static List<OpFoldResult> mixed(Operation op, String attrName, int leading) {
    long[] so = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_OFFSETS);
    long[] ss = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_SIZES);
    long[] st = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_STRIDES);
    int no = DynamicIndexList.countDynamic(so);
    int ns = DynamicIndexList.countDynamic(ss);
    int nt = DynamicIndexList.countDynamic(st);
    List<Value> ops = op.operands();
    return switch (attrName) {
      case OffsetsSizesStrides.STATIC_OFFSETS -> org.jmlir.dialect.memref.MemRefBuilders.mixed(op.context(), so, ops.subList(leading, leading + no));
      case OffsetsSizesStrides.STATIC_SIZES -> org.jmlir.dialect.memref.MemRefBuilders.mixed(op.context(), ss, ops.subList(leading + no, leading + no + ns));
      default -> org.jmlir.dialect.memref.MemRefBuilders.mixed(op.context(), st, ops.subList(leading + no + ns, leading + no + ns + nt));
    };
  }
}
