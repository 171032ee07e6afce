package org.jmlir.dialect.memref;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.arith.ConstantOp;
import org.jmlir.dialect.utils.CustomAssembly;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.OffsetsSizesStrides;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * Builders of memref ops for the memref transforms (MLIR's {@code Op::create} with mixed static and
 * dynamic lists, {@code getValueOrCreateConstantIndexOp}).
 */
public final class MemRefBuilders {
  private MemRefBuilders() {}

  /** {@code memref.extract_strided_metadata %source} with its inferred result types. */
  public static Operation extractStridedMetadata(OpBuilder b, Location loc, Value source) {
    MLIRContext ctx = b.context();
    MemRefType src = (MemRefType) source.type();
    OperationState s = new OperationState(ctx, ExtractStridedMetadataOp.DEF, loc);
    s.addOperand(source);
    s.addType(MemRefType.get(ctx, new long[0], src.elementType(), null, src.memorySpace()));
    for (int i = 0; i < 1 + 2 * src.rank(); i++) {
      s.addType(IndexType.get(ctx));
    }
    return b.create(s);
  }

  /** {@code memref.reinterpret_cast %source to offset: [o], sizes: [..], strides: [..]}. */
  public static Operation reinterpretCast(OpBuilder b, Location loc, Type resultType, Value source, OpFoldResult offset,
      List<OpFoldResult> sizes, List<OpFoldResult> strides) {
    OperationState s = new OperationState(b.context(), ReinterpretCastOp.DEF, loc);
    s.addOperand(source);
    Map<String, Attribute> props = CustomAssembly.props();
    int nOffsets = addMixed(s, props, List.of(offset), OffsetsSizesStrides.STATIC_OFFSETS);
    int nSizes = addMixed(s, props, sizes, OffsetsSizesStrides.STATIC_SIZES);
    int nStrides = addMixed(s, props, strides, OffsetsSizesStrides.STATIC_STRIDES);
    props.put(OperandSegments.ATTR, OperandSegments.sizesAttr(b.context(), 1, nOffsets, nSizes, nStrides));
    s.addType(resultType);
    CustomAssembly.setProperties(s, props);
    return b.create(s);
  }

  private static int addMixed(OperationState s, Map<String, Attribute> props, List<OpFoldResult> mixed, String attr) {
    long[] statics = new long[mixed.size()];
    int dynamic = 0;
    for (int i = 0; i < statics.length; i++) {
      if (mixed.get(i) instanceof OpFoldResult.Constant(Attribute a)) {
        statics[i] = ((IntegerAttr) a).longValue();
      } else {
        statics[i] = ShapedType.DYNAMIC;
        s.addOperand(((OpFoldResult.Folded) mixed.get(i)).value());
        dynamic++;
      }
    }
    props.put(attr, DynamicIndexList.toAttr(s.context, statics));
    return dynamic;
  }

  /** The mixed list of a static list and its dynamic values (MLIR's getMixedValues). */
  public static List<OpFoldResult> mixed(MLIRContext ctx, long[] statics, List<Value> dynamics) {
    List<OpFoldResult> out = new ArrayList<>();
    int d = 0;
    for (long v : statics) {
      out.add(v == ShapedType.DYNAMIC ? OpFoldResult.of(dynamics.get(d++)) : OpFoldResult.of(ShapedFolds.index(ctx, v)));
    }
    return out;
  }

  /** {@code arith.constant v : index}. */
  public static Value constantIndex(OpBuilder b, Location loc, long v) {
    OperationState s = new OperationState(b.context(), ConstantOp.DEF, loc);
    s.properties = DictionaryAttr.get(b.context(), List.of(new NamedAttribute("value", ShapedFolds.index(b.context(), v))));
    s.addType(IndexType.get(b.context()));
    return b.create(s).result(0);
  }

  /** The value of a fold result, materializing a constant as {@code arith.constant} (getValueOrCreateConstantIndexOp). */
  public static Value valueOrConstant(OpBuilder b, Location loc, OpFoldResult r) {
    return switch (r) {
      case OpFoldResult.Folded(Value v) -> v;
      case OpFoldResult.Constant(Attribute a) -> constantIndex(b, loc, ((IntegerAttr) a).longValue());
    };
  }

  /** The dynamic sizes of a memref.alloc or memref.alloca. */
  public static List<Value> allocDynamicSizes(Operation alloc) {
    return AllocLike.SEGMENTS.group(alloc, 0);
  }

  /** The symbol operands of a memref.alloc or memref.alloca (bound to its layout map's symbols). */
  public static List<Value> allocSymbolOperands(Operation alloc) {
    return AllocLike.SEGMENTS.group(alloc, 1);
  }
}
