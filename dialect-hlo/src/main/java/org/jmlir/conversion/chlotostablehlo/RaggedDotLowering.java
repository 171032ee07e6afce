package org.jmlir.conversion.chlotostablehlo;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.chlo.ChloEnumAttr;
import org.jmlir.dialect.chlo.RaggedDotDimensionNumbersAttr;
import org.jmlir.dialect.hlo.DotDimensionNumbersAttr;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.dialect.hlo.HloEnum;
import org.jmlir.dialect.hlo.HloEnumAttr;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code chlo.ragged_dot} as StableHLO lowers it. Mode 1 (the ragged dimension is an lhs
 * non-contracting one): for each of the g groups, the lhs rows of the group are kept by a mask
 * built from an iota and the running start/limit of the group sizes, multiplied with that group's
 * rhs slice by a dot_general, and the products are summed. Mode 3 (ragged batch dimension) is a
 * plain dot_general. Mode 2 (ragged contracting dimension) is not lowered yet.
 */
final class RaggedDotLowering {
  private RaggedDotLowering() {}

  static Value lower(Operation op) {
    if (!(op.operand(0).type() instanceof RankedTensorType lhsTy)
        || !(op.operand(1).type() instanceof RankedTensorType rhsTy)
        || !(op.operand(2).type() instanceof RankedTensorType groupsTy)
        || !(op.result(0).type() instanceof RankedTensorType resultTy)) {
      return null;
    }
    RaggedDotDimensionNumbersAttr dn = (RaggedDotDimensionNumbersAttr) op.attr("ragged_dot_dimension_numbers");
    if (lhsTy.rank() < rhsTy.rank()) {
      return mode1(op, dn, lhsTy, rhsTy, groupsTy, resultTy);
    }
    if (lhsTy.rank() < resultTy.rank()) {
      return null;
    }
    OpCreator b = new OpCreator(op);
    return dotGeneral(b, op, resultTy, op.operand(0), op.operand(1), dn.lhsBatchingDimensions(),
        dn.rhsBatchingDimensions(), dn.lhsContractingDimensions(), dn.rhsContractingDimensions());
  }

  private static Value dotGeneral(OpCreator b, Operation op, Type resultTy, Value lhs, Value rhs, long[] lb, long[] rb,
      long[] lc, long[] rc) {
    MLIRContext ctx = op.context();
    List<NamedAttribute> attrs = new ArrayList<>();
    attrs.add(new NamedAttribute("dot_dimension_numbers", DotDimensionNumbersAttr.get(ctx, "stablehlo", lb, rb, lc, rc)));
    if (op.attr("precision_config") instanceof ArrayAttr pc) {
      List<Attribute> precisions = new ArrayList<>();
      for (Attribute a : pc.elements()) {
        String v = ((ChloEnumAttr) a).caseName();
        precisions.add(HloEnumAttr.get(ctx, "stablehlo", HloEnum.PRECISION, v.equals("HIGH") || v.equals("HIGHEST") ? v : "DEFAULT"));
      }
      attrs.add(new NamedAttribute("precision_config", ArrayAttr.get(ctx, precisions)));
    }
    return b.create("stablehlo.dot_general", List.of(lhs, rhs), List.of(resultTy), attrs, 0).result(0);
  }

  private static Value mode1(Operation op, RaggedDotDimensionNumbersAttr dn, RankedTensorType lhsTy,
      RankedTensorType rhsTy, RankedTensorType groupsTy, RankedTensorType resultTy) {
    MLIRContext ctx = op.context();
    OpCreator b = new OpCreator(op);
    Value lhs = op.operand(0);
    Value rhs = op.operand(1);
    Value groupSizes = op.operand(2);
    int rhsGroupDim = (int) dn.rhsGroupDimensions()[0];
    int raggedDim = (int) dn.lhsRaggedDimensions()[0];
    long m = lhsTy.shape()[raggedDim];
    long g = rhsTy.shape()[rhsGroupDim];
    if (g == ShapedType.DYNAMIC || !groupsTy.hasStaticShape() || !rhsTy.hasStaticShape()) {
      return null;
    }
    IntegerType i64 = IntegerType.get(ctx, 64);
    long[] batchShape = java.util.Arrays.copyOf(groupsTy.shape(), groupsTy.rank() - 1);
    RankedTensorType batchTy = RankedTensorType.get(ctx, batchShape, i64);
    Value start = b.constant(batchTy, BigInteger.ZERO);
    // The iota over the ragged dimension.
    long[] iotaShape = new long[lhsTy.rank()];
    java.util.Arrays.fill(iotaShape, 1);
    iotaShape[raggedDim] = m;
    RankedTensorType iotaTy = RankedTensorType.get(ctx, iotaShape, i64);
    NamedAttribute iotaDim = new NamedAttribute("iota_dimension", HloAttrs.i64(ctx, raggedDim));
    Value iota;
    if (m == ShapedType.DYNAMIC) {
      RankedTensorType oneI64 = RankedTensorType.get(ctx, new long[] {1}, i64);
      List<Value> dims = new ArrayList<>();
      for (int d = 0; d < lhsTy.rank(); d++) {
        if (d == raggedDim) {
          Value s = b.value("stablehlo.get_dimension_size", List.of(lhs), RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 32)),
              new NamedAttribute("dimension", HloAttrs.i64(ctx, d)));
          s = b.value("stablehlo.convert", List.of(s), RankedTensorType.get(ctx, new long[0], i64));
          dims.add(b.value("stablehlo.reshape", List.of(s), oneI64));
        } else {
          dims.add(b.constant(oneI64, BigInteger.ONE));
        }
      }
      Value shape = b.value("stablehlo.concatenate", dims, RankedTensorType.get(ctx, new long[] {lhsTy.rank()}, i64),
          new NamedAttribute("dimension", HloAttrs.i64(ctx, 0)));
      iota = b.value("stablehlo.dynamic_iota", List.of(shape), iotaTy, iotaDim);
    } else {
      iota = b.value("stablehlo.iota", List.of(), iotaTy, iotaDim);
    }
    Value zero;
    if (lhsTy.hasStaticShape()) {
      zero = b.constant(lhsTy, BigInteger.ZERO);
    } else {
      Value scalarZero = b.constant(RankedTensorType.get(ctx, new long[0], lhsTy.elementType()), BigInteger.ZERO);
      zero = b.value("stablehlo.dynamic_broadcast_in_dim", List.of(scalarZero, shapeOf(b, lhs, lhsTy)), lhsTy,
          new NamedAttribute("broadcast_dimensions", HloAttrs.i64Array(ctx, new long[0])));
    }
    long[] rb = adjusted(dn.rhsBatchingDimensions(), rhsGroupDim);
    long[] rc = adjusted(dn.rhsContractingDimensions(), rhsGroupDim);
    Value out = null;
    for (long i = 0; i < g; i++) {
      // The group's size from group_sizes[..., i].
      long[] startIdx = new long[groupsTy.rank()];
      long[] limitIdx = groupsTy.shape().clone();
      long[] strides = new long[groupsTy.rank()];
      java.util.Arrays.fill(strides, 1);
      startIdx[groupsTy.rank() - 1] = i;
      limitIdx[groupsTy.rank() - 1] = i + 1;
      long[] sliceShape = groupsTy.shape().clone();
      sliceShape[groupsTy.rank() - 1] = 1;
      Value slice = slice(b, groupSizes, RankedTensorType.get(ctx, sliceShape, groupsTy.elementType()), startIdx, limitIdx, strides);
      Value size = b.value("stablehlo.reshape", List.of(slice), RankedTensorType.get(ctx, batchShape, groupsTy.elementType()));
      if (!(groupsTy.elementType() instanceof IntegerType it && it.width() == 64)) {
        size = b.value("stablehlo.convert", List.of(size), batchTy);
      }
      Value limit = b.value("stablehlo.add", List.of(start, size), batchTy);
      Value masked = mask(b, lhs, lhsTy, zero, start, limit, iota, groupsTy.rank());
      // The rhs of group i, without its group dimension.
      long[] rs = new long[rhsTy.rank()];
      long[] rl = rhsTy.shape().clone();
      long[] rst = new long[rhsTy.rank()];
      java.util.Arrays.fill(rst, 1);
      rs[rhsGroupDim] = i;
      rl[rhsGroupDim] = i + 1;
      long[] rsliceShape = rhsTy.shape().clone();
      rsliceShape[rhsGroupDim] = 1;
      Value rslice = slice(b, rhs, RankedTensorType.get(ctx, rsliceShape, rhsTy.elementType()), rs, rl, rst);
      long[] reshaped = new long[rhsTy.rank() - 1];
      for (int d = 0, k = 0; d < rhsTy.rank(); d++) {
        if (d != rhsGroupDim) {
          reshaped[k++] = rhsTy.shape()[d];
        }
      }
      Value rhsGroup = b.value("stablehlo.reshape", List.of(rslice), RankedTensorType.get(ctx, reshaped, rhsTy.elementType()));
      Value dot = dotGeneral(b, op, resultTy, masked, rhsGroup, dn.lhsBatchingDimensions(), rb, dn.lhsContractingDimensions(), rc);
      out = out == null ? dot : b.value("stablehlo.add", List.of(out, dot), resultTy);
      start = limit;
    }
    return out;
  }

  private static long[] adjusted(long[] dims, int groupDim) {
    long[] out = dims.clone();
    for (int i = 0; i < out.length; i++) {
      if (out[i] > groupDim) {
        out[i]--;
      }
    }
    return out;
  }

  private static Value slice(OpCreator b, Value v, Type type, long[] start, long[] limit, long[] strides) {
    MLIRContext ctx = b.context();
    return b.create("stablehlo.slice", List.of(v), List.of(type), List.of(
        new NamedAttribute("start_indices", HloAttrs.i64Array(ctx, start)),
        new NamedAttribute("limit_indices", HloAttrs.i64Array(ctx, limit)),
        new NamedAttribute("strides", HloAttrs.i64Array(ctx, strides))), 0).result(0);
  }

  private static Value shapeOf(OpCreator b, Value v, RankedTensorType t) {
    return b.value("shape.shape_of", List.of(v),
        RankedTensorType.get(b.context(), new long[] {t.rank()}, IndexType.get(b.context())));
  }

  /** applyRaggedMask: lhs where start <= iota < limit, else zero. */
  private static Value mask(OpCreator b, Value lhs, RankedTensorType lhsTy, Value zero, Value start, Value limit, Value iota,
      int groupSizesRank) {
    MLIRContext ctx = b.context();
    long[] batchDims = new long[groupSizesRank - 1];
    for (int d = 0; d < batchDims.length; d++) {
      batchDims[d] = d;
    }
    RankedTensorType i64Lhs = RankedTensorType.get(ctx, lhsTy.shape(), IntegerType.get(ctx, 64));
    Value startB = broadcastToLhs(b, start, lhs, lhsTy, i64Lhs, batchDims);
    Value limitB = broadcastToLhs(b, limit, lhs, lhsTy, i64Lhs, batchDims);
    long[] all = new long[lhsTy.rank()];
    for (int d = 0; d < all.length; d++) {
      all[d] = d;
    }
    Value iotaB = broadcastToLhs(b, iota, lhs, lhsTy, i64Lhs, all);
    RankedTensorType predTy = RankedTensorType.get(ctx, lhsTy.shape(), IntegerType.get(ctx, 1));
    Value ge = b.value("stablehlo.compare", List.of(iotaB, startB), predTy,
        new NamedAttribute("comparison_direction", HloEnumAttr.get(ctx, "stablehlo", HloEnum.COMPARISON_DIRECTION, "GE")));
    Value lt = b.value("stablehlo.compare", List.of(iotaB, limitB), predTy,
        new NamedAttribute("comparison_direction", HloEnumAttr.get(ctx, "stablehlo", HloEnum.COMPARISON_DIRECTION, "LT")));
    Value both = b.value("stablehlo.and", List.of(ge, lt), predTy);
    return b.value("stablehlo.select", List.of(both, lhs, zero), lhsTy);
  }

  private static Value broadcastToLhs(OpCreator b, Value v, Value lhs, RankedTensorType lhsTy, RankedTensorType to, long[] dims) {
    NamedAttribute attr = new NamedAttribute("broadcast_dimensions", HloAttrs.i64Array(b.context(), dims));
    if (lhsTy.hasStaticShape()) {
      return b.value("stablehlo.broadcast_in_dim", List.of(v), to, attr);
    }
    return b.value("stablehlo.dynamic_broadcast_in_dim", List.of(v, shapeOf(b, lhs, lhsTy)), to, attr);
  }
}
