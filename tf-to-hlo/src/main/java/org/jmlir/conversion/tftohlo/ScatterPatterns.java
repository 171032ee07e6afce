package org.jmlir.conversion.tftohlo;

import java.math.BigInteger;
import java.util.List;
import org.jmlir.dialect.hlo.HloBuilder;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.dialect.hlo.ScatterDimensionNumbersAttr;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * The scatter family, as TensorFlow's legalize_tf.cc lowers it to one {@code mhlo.scatter} whose
 * body combines the old and the new element: {@code TensorScatterUpdate/Add/Sub/Min/Max} (the
 * index vector is the last indices dimension, each index addresses the leading operand
 * dimensions), {@code ScatterNd} (a zero tensor of the constant shape, updates added), and
 * {@code UnsortedSegmentSum/Prod/Min/Max} (the segment ids index dimension 0 of an output filled
 * with the reduction's identity: 0, 1, the type's largest or lowest value).
 */
final class ScatterPatterns {
  private ScatterPatterns() {}

  static void add(List<RewritePattern> out, Reasons why) {
    out.add(ArrayPatterns.p("tf.TensorScatterUpdate", (op, e) -> tensorScatter(op, e, why, null)));
    out.add(ArrayPatterns.p("tf.TensorScatterAdd", (op, e) -> tensorScatter(op, e, why, "add")));
    out.add(ArrayPatterns.p("tf.TensorScatterSub", (op, e) -> tensorScatter(op, e, why, "subtract")));
    out.add(ArrayPatterns.p("tf.TensorScatterMin", (op, e) -> tensorScatter(op, e, why, "minimum")));
    out.add(ArrayPatterns.p("tf.TensorScatterMax", (op, e) -> tensorScatter(op, e, why, "maximum")));
    out.add(ArrayPatterns.p("tf.ScatterNd", (op, e) -> scatterNd(op, e, why)));
    out.add(ArrayPatterns.p("tf.UnsortedSegmentSum", (op, e) -> segment(op, e, why, "add")));
    out.add(ArrayPatterns.p("tf.UnsortedSegmentProd", (op, e) -> segment(op, e, why, "multiply")));
    out.add(ArrayPatterns.p("tf.UnsortedSegmentMin", (op, e) -> segment(op, e, why, "minimum")));
    out.add(ArrayPatterns.p("tf.UnsortedSegmentMax", (op, e) -> segment(op, e, why, "maximum")));
    // The V2 segment ops take num_segments like the unsorted ones (their ids are sorted: same result).
    out.add(ArrayPatterns.p("tf.SegmentSumV2", (op, e) -> segment(op, e, why, "add")));
    out.add(ArrayPatterns.p("tf.SegmentProdV2", (op, e) -> segment(op, e, why, "multiply")));
    out.add(ArrayPatterns.p("tf.SegmentMinV2", (op, e) -> segment(op, e, why, "minimum")));
    out.add(ArrayPatterns.p("tf.SegmentMaxV2", (op, e) -> segment(op, e, why, "maximum")));
  }

  private static boolean tensorScatter(Operation op, Emit e, Reasons why, String combiner) {
    return scatterInto(op, e, why, op.operand(0), op.operand(1), op.operand(2), combiner);
  }

  private static boolean scatterNd(Operation op, Emit e, Reasons why) {
    if (!(op.result(0).type() instanceof RankedTensorType r) || !r.hasStaticShape()) {
      return why.dynamic(op, "the result shape is not static");
    }
    Value zeros = e.splat(r, BigInteger.ZERO);
    return scatterInto(op, e, why, zeros, op.operand(0), op.operand(1), "add");
  }

  /** {@code operand} with {@code updates} scattered at {@code indices} (last dimension: the index vector). */
  private static boolean scatterInto(Operation op, Emit e, Reasons why, Value operand, Value indices, Value updates, String combiner) {
    RankedTensorType in = TfShapes.ranked(operand);
    RankedTensorType idx = TfShapes.ranked(indices);
    RankedTensorType upd = TfShapes.ranked(updates);
    if (in == null || idx == null || upd == null || idx.rank() == 0 || idx.shape()[idx.rank() - 1] == TfShapes.DYNAMIC) {
      return why.dynamic(op, "the operands must be ranked and the index depth known");
    }
    int depth = (int) idx.shape()[idx.rank() - 1];
    int batch = idx.rank() - 1;
    if (depth > in.rank() || upd.rank() != batch + in.rank() - depth) {
      return why.attribute(op, "the updates do not match the indices and the operand");
    }
    long[] window = new long[upd.rank() - batch];
    for (int i = 0; i < window.length; i++) {
      window[i] = batch + i;
    }
    long[] leading = iota(depth);
    ScatterDimensionNumbersAttr dn =
        ScatterDimensionNumbersAttr.get(e.ctx, Emit.NS, window, leading, new long[0], new long[0], leading, batch);
    e.replace(scatter(op, e, op.result(0).type(), operand, indices, updates, dn, combiner));
    return true;
  }

  private static boolean segment(Operation op, Emit e, Reasons why, String reducer) {
    RankedTensorType data = TfShapes.staticTensor(op.operand(0));
    RankedTensorType ids = TfShapes.ranked(op.operand(1));
    Long segments = TfShapes.constInt(op.operand(2));
    if (data == null || ids == null || segments == null) {
      return why.dynamic(op, "the data must be static, the segment ids ranked and the number of segments a constant");
    }
    int n = ids.rank();
    if (n > data.rank()) {
      return why.attribute(op, "the segment ids do not match the data");
    }
    // [num_segments] + the data dimensions after the segment ids' (the result type may be less precise).
    long[] shape = new long[data.rank() - n + 1];
    shape[0] = segments;
    System.arraycopy(data.shape(), n, shape, 1, shape.length - 1);
    RankedTensorType r = RankedTensorType.get(e.ctx, shape, TfShapes.element(op.result(0).type()));
    Type element = r.elementType();
    BigInteger identity = identity(e.ctx, element, reducer);
    if (identity == null) {
      return why.attribute(op, "element type " + element + " has no identity for the reduction");
    }
    Value init = e.splat(r, identity);
    long[] window = new long[data.rank() - n];
    for (int i = 0; i < window.length; i++) {
      window[i] = n + i;
    }
    ScatterDimensionNumbersAttr dn =
        ScatterDimensionNumbersAttr.get(e.ctx, Emit.NS, window, new long[] {0}, new long[0], new long[0], new long[] {0}, n);
    e.replace(BoundedPatterns.cast(e, scatter(op, e, r, init, op.operand(1), op.operand(0), dn, reducer), op.result(0).type()));
    return true;
  }

  /** The scatter op; its body returns the update ({@code combiner} null) or combiner(old, update). */
  private static Value scatter(Operation op, Emit e, Type result, Value operand, Value indices, Value updates,
      ScatterDimensionNumbersAttr dn, String combiner) {
    List<NamedAttribute> attrs = List.of(e.attr("scatter_dimension_numbers", dn),
        e.attr("indices_are_sorted", IntegerAttr.bool(e.ctx, false)), e.attr("unique_indices", IntegerAttr.bool(e.ctx, false)));
    HloOp s = e.b.create("scatter", List.of(operand, indices, updates), attrs, List.of(result), 1);
    Block body = Emit.scalarBlock(e.ctx, 2, TfShapes.element(result), op.location());
    s.region(0).addBlock(body);
    HloBuilder inner = new HloBuilder(e.ctx, Emit.NS, op.location()).atEnd(body);
    Value v = combiner == null ? body.argument(1) : inner.binary(combiner, body.argument(0), body.argument(1)).result(0);
    inner.returnOp(List.of(v));
    return e.put(s);
  }

  /** The identity of {@code reducer} on {@code element}, as bits; null when there is none. */
  private static BigInteger identity(MLIRContext ctx, Type element, String reducer) {
    return switch (reducer) {
      case "add" -> BigInteger.ZERO;
      case "multiply" -> Emit.bits(ctx, element, 1.0);
      default -> extreme(ctx, element, reducer.equals("minimum"));
    };
  }

  /** The largest ({@code max}) or lowest value of {@code element}: +-inf for floats. */
  private static BigInteger extreme(MLIRContext ctx, Type element, boolean max) {
    if (element instanceof FloatType) {
      return Emit.bits(ctx, element, max ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY);
    }
    if (element instanceof IntegerType i) {
      int w = i.width();
      if (i.isUnsigned()) {
        return max ? BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE) : BigInteger.ZERO;
      }
      return max ? BigInteger.ONE.shiftLeft(w - 1).subtract(BigInteger.ONE) : BigInteger.ONE.shiftLeft(w - 1).negate();
    }
    return null;
  }

  private static long[] iota(int n) {
    long[] out = new long[n];
    for (int i = 0; i < n; i++) {
      out[i] = i;
    }
    return out;
  }
}
