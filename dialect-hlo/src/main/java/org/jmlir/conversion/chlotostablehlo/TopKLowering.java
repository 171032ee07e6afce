package org.jmlir.conversion.chlotostablehlo;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.chlo.TopKOp;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.dialect.hlo.HloEnum;
import org.jmlir.dialect.hlo.HloEnumAttr;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code chlo.top_k} as StableHLO lowers it: an iota of indices along the last dimension, a
 * descending (stable by default, TOTALORDER for floats) {@code stablehlo.sort} of values and
 * indices, then a slice of the first k; with dynamic shapes the iota, and the slice limits, come
 * from the operand's run-time dimension sizes.
 */
final class TopKLowering {
  private TopKLowering() {}

  /** The values and indices that replace top_k's results; null when the operand is unranked. */
  static List<Value> lower(Operation op) {
    if (!(op.operand(0).type() instanceof RankedTensorType operand) || operand.rank() == 0) {
      return null;
    }
    MLIRContext ctx = op.context();
    OpCreator b = new OpCreator(op);
    int rank = operand.rank();
    int last = rank - 1;
    long lastSize = operand.shape()[last];
    long k = ((TopKOp) op).k();
    long resultLast = lastSize == ShapedType.DYNAMIC ? k : Math.min(k, lastSize);
    boolean dynamic = !operand.hasStaticShape();
    IntegerType i32 = IntegerType.get(ctx, 32);
    IntegerType i64 = IntegerType.get(ctx, 64);
    RankedTensorType scalarI64 = RankedTensorType.get(ctx, new long[0], i64);
    RankedTensorType oneI64 = RankedTensorType.get(ctx, new long[] {1}, i64);
    RankedTensorType shapeI64 = RankedTensorType.get(ctx, new long[] {rank}, i64);
    Value opShape = null;
    Value resultShape = null;
    if (dynamic) {
      List<Value> sizes = new ArrayList<>();
      for (int i = 0; i < rank; i++) {
        Value size;
        if (operand.shape()[i] == ShapedType.DYNAMIC) {
          Value s32 = b.value("stablehlo.get_dimension_size", List.of(op.operand(0)),
              RankedTensorType.get(ctx, new long[0], i32), new NamedAttribute("dimension", HloAttrs.i64(ctx, i)));
          size = b.value("stablehlo.convert", List.of(s32), scalarI64);
        } else {
          size = b.constant(scalarI64, BigInteger.valueOf(operand.shape()[i]));
        }
        sizes.add(b.value("stablehlo.reshape", List.of(size), oneI64));
      }
      opShape = b.value("stablehlo.concatenate", sizes, shapeI64, new NamedAttribute("dimension", HloAttrs.i64(ctx, 0)));
      Value lastValue = b.constant(scalarI64, BigInteger.valueOf(resultLast));
      sizes.set(last, b.value("stablehlo.reshape", List.of(lastValue), oneI64));
      resultShape = b.value("stablehlo.concatenate", sizes, shapeI64, new NamedAttribute("dimension", HloAttrs.i64(ctx, 0)));
    }
    RankedTensorType iotaType = RankedTensorType.get(ctx, operand.shape(), i32);
    NamedAttribute iotaDim = new NamedAttribute("iota_dimension", HloAttrs.i64(ctx, last));
    Value iota = dynamic
        ? b.value("stablehlo.dynamic_iota", List.of(opShape), iotaType, iotaDim)
        : b.value("stablehlo.iota", List.of(), iotaType, iotaDim);
    Type element = operand.elementType();
    boolean stable = !(op.attr("is_stable") instanceof IntegerAttr s) || s.value().signum() != 0;
    Operation sort = b.create("stablehlo.sort", List.of(op.operand(0), iota), List.of(operand, iotaType),
        List.of(new NamedAttribute("dimension", HloAttrs.i64(ctx, last)),
            new NamedAttribute("is_stable", IntegerAttr.bool(ctx, stable))), 1);
    comparator(ctx, op, sort.region(0).addBlock(), List.of(element, i32));
    long[] begin = new long[rank];
    long[] end = operand.shape().clone();
    end[last] = resultLast;
    long[] strides = new long[rank];
    java.util.Arrays.fill(strides, 1);
    Type valuesType = op.result(0).type();
    Type indicesType = op.result(1).type();
    List<Value> results;
    if (dynamic) {
      Value start = b.value("stablehlo.constant", List.of(), shapeI64,
          new NamedAttribute("value", ConstFold.splat(ctx, shapeI64, BigInteger.ZERO)));
      Value step = b.value("stablehlo.constant", List.of(), shapeI64,
          new NamedAttribute("value", ConstFold.splat(ctx, shapeI64, BigInteger.ONE)));
      results = List.of(
          b.value("stablehlo.real_dynamic_slice", List.of(sort.result(0), start, resultShape, step), valuesType),
          b.value("stablehlo.real_dynamic_slice", List.of(sort.result(1), start, resultShape, step), indicesType));
    } else {
      List<NamedAttribute> sliceAttrs = List.of(
          new NamedAttribute("start_indices", HloAttrs.i64Array(ctx, begin)),
          new NamedAttribute("limit_indices", HloAttrs.i64Array(ctx, end)),
          new NamedAttribute("strides", HloAttrs.i64Array(ctx, strides)));
      results = List.of(
          b.create("stablehlo.slice", List.of(sort.result(0)), List.of(valuesType), sliceAttrs, 0).result(0),
          b.create("stablehlo.slice", List.of(sort.result(1)), List.of(indicesType), sliceAttrs, 0).result(0));
    }
    return results;
  }

  /** buildSortComparisonBody: (lhs, rhs) per input; compares the first pair, descending. */
  private static void comparator(MLIRContext ctx, Operation op, Block body, List<Type> elements) {
    boolean anyFloat = false;
    for (Type e : elements) {
      RankedTensorType scalar = RankedTensorType.get(ctx, new long[0], e);
      body.addArgument(scalar, op.location());
      body.addArgument(scalar, op.location());
      anyFloat |= e instanceof FloatType;
    }
    OpCreator b = new OpCreator(op);
    b.setInsertionPointToEnd(body);
    List<NamedAttribute> attrs = new ArrayList<>();
    attrs.add(new NamedAttribute("comparison_direction", HloEnumAttr.get(ctx, "stablehlo", HloEnum.COMPARISON_DIRECTION, "GT")));
    if (anyFloat) {
      attrs.add(new NamedAttribute("compare_type", HloEnumAttr.get(ctx, "stablehlo", HloEnum.COMPARISON_TYPE, "TOTALORDER")));
    }
    Value cmp = b.create("stablehlo.compare", List.of(body.argument(0), body.argument(1)),
        List.of(RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 1))), attrs, 0).result(0);
    b.create("stablehlo.return", List.of(cmp), List.of(), List.of(), 0);
  }
}
