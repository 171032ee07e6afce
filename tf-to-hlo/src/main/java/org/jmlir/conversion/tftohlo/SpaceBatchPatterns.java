package org.jmlir.conversion.tftohlo;

import static org.jmlir.conversion.tftohlo.ArrayPatterns.p;

import java.math.BigInteger;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.RankedTensorType;

/**
 * SpaceToBatchND and BatchToSpaceND as TensorFlow's rules write them, for static shapes and
 * constant block shapes, paddings and crops: SpaceToBatchND pads the spatial dimensions, splits
 * each into (extent / block, block), moves the blocks in front of the batch and merges them into
 * it; BatchToSpaceND splits the blocks out of the batch, interleaves each with its spatial
 * dimension, merges them and slices the crops off.
 */
final class SpaceBatchPatterns {
  private SpaceBatchPatterns() {}

  static void add(List<RewritePattern> out, Reasons why) {
    out.add(p("tf.SpaceToBatchND", (op, e) -> spaceToBatch(op, e, why)));
    out.add(p("tf.BatchToSpaceND", (op, e) -> batchToSpace(op, e, why)));
    // The 4-D forms: block_size for both spatial dimensions, the paddings / crops the second operand.
    out.add(p("tf.SpaceToBatch", (op, e) -> spaceToBatch(op, e, why, square(op), TfShapes.constInts(op.operand(1)))));
    out.add(p("tf.BatchToSpace", (op, e) -> batchToSpace(op, e, why, square(op), TfShapes.constInts(op.operand(1)))));
    out.add(p("tf.ReverseSequence", (op, e) -> reverseSequence(op, e, why)));
  }

  /**
   * ReverseSequence: a gather of the input at (b, src(b, t)) for each batch entry b and step t,
   * src = len[b] - 1 - t for t < len[b], else t; the gathered [B, S, rest...] is transposed back.
   */
  private static boolean reverseSequence(Operation op, Emit e, Reasons why) {
    RankedTensorType x = TfShapes.staticTensor(op.operand(0));
    RankedTensorType lens = TfShapes.staticTensor(op.operand(1));
    if (x == null || lens == null || lens.rank() != 1) {
      return why.dynamic(op, "the input and seq_lengths must be static");
    }
    long bd = TfShapes.axis(op.attr("batch_dim") instanceof org.jmlir.ir.attr.IntegerAttr b ? b.longValue() : 0, x.rank());
    long sd = TfShapes.axis(op.attr("seq_dim") instanceof org.jmlir.ir.attr.IntegerAttr q ? q.longValue() : 1, x.rank());
    if (bd == sd) {
      return why.attribute(op, "batch_dim equal to seq_dim");
    }
    int rank = x.rank();
    long batch = x.shape()[(int) bd];
    long steps = x.shape()[(int) sd];
    org.jmlir.ir.type.Type it = lens.elementType();
    RankedTensorType grid = TfShapes.tensor(e.ctx, new long[] {batch, steps}, it);
    Value t = e.put(e.b.iota(grid, 1));
    Value len = e.broadcastInDim(op.operand(1), new long[] {0}, grid);
    Value reversed = e.binary("subtract", e.binary("subtract", len, e.splat(grid, BigInteger.ONE)), t);
    Value src = e.put(e.b.select(e.compare("LT", t, len), reversed, t));
    RankedTensorType column = TfShapes.tensor(e.ctx, new long[] {batch, steps, 1}, it);
    Value indices = e.put(e.b.concatenate(List.of(e.reshape(e.put(e.b.iota(grid, 0)), column), e.reshape(src, column)), 2));
    long[] offsetDims = new long[rank - 2];
    long[] sliceSizes = x.shape().clone();
    sliceSizes[(int) bd] = 1;
    sliceSizes[(int) sd] = 1;
    long[] outShape = new long[rank];
    outShape[0] = batch;
    outShape[1] = steps;
    long[] perm = new long[rank];
    perm[(int) bd] = 0;
    perm[(int) sd] = 1;
    for (int i = 0, j = 0; i < rank; i++) {
      if (i != bd && i != sd) {
        offsetDims[j] = 2 + j;
        outShape[2 + j] = x.shape()[i];
        perm[i] = 2 + j;
        j++;
      }
    }
    var dn = org.jmlir.dialect.hlo.GatherDimensionNumbersAttr.get(e.ctx, Emit.NS, offsetDims, new long[] {Math.min(bd, sd), Math.max(bd, sd)},
        new long[0], new long[0], new long[] {bd, sd}, 2);
    Value g = e.op("gather", List.of(op.operand(0), indices), TfShapes.tensor(e.ctx, outShape, x.elementType()),
        e.attr("dimension_numbers", dn), e.attr("slice_sizes", e.dims(sliceSizes)),
        e.attr("indices_are_sorted", org.jmlir.ir.attr.IntegerAttr.bool(e.ctx, false)));
    e.replace(e.put(e.b.transpose(g, perm)));
    return true;
  }

  /** SpaceToBatch/BatchToSpace's block: block_size in both spatial dimensions (null without the attribute). */
  private static long[] square(Operation op) {
    return op.attr("block_size") instanceof org.jmlir.ir.attr.IntegerAttr b ? new long[] {b.longValue(), b.longValue()} : null;
  }

  private static boolean spaceToBatch(Operation op, Emit e, Reasons why) {
    return spaceToBatch(op, e, why, TfShapes.constInts(op.operand(1)), TfShapes.constInts(op.operand(2)));
  }

  private static boolean spaceToBatch(Operation op, Emit e, Reasons why, long[] block, long[] pads) {
    RankedTensorType x = TfShapes.staticTensor(op.operand(0));
    if (x == null) {
      return why.dynamic(op, "the input shape is not static");
    }
    if (block == null || pads == null || pads.length != 2 * block.length || block.length + 1 > x.rank()) {
      return why.attribute(op, "block_shape and paddings must be constants, one block and two paddings per spatial dimension");
    }
    int m = block.length;
    int rank = x.rank();
    long[] low = new long[rank];
    long[] high = new long[rank];
    long[] padded = x.shape().clone();
    for (int i = 0; i < m; i++) {
      low[1 + i] = pads[2 * i];
      high[1 + i] = pads[2 * i + 1];
      padded[1 + i] += pads[2 * i] + pads[2 * i + 1];
      if (block[i] <= 0 || padded[1 + i] % block[i] != 0) {
        return why.attribute(op, "a padded spatial extent that the block does not divide");
      }
    }
    Value v = e.put(e.b.pad(op.operand(0), e.splat(TfShapes.tensor(e.ctx, new long[0], x.elementType()), BigInteger.ZERO), low, high,
        new long[rank]));
    // [B, p1 / b1, b1, ..., pm / bm, bm, rest...]
    long[] split = new long[rank + m];
    split[0] = x.shape()[0];
    for (int i = 0; i < m; i++) {
      split[1 + 2 * i] = padded[1 + i] / block[i];
      split[2 + 2 * i] = block[i];
    }
    for (int i = m + 1; i < rank; i++) {
      split[m + i] = x.shape()[i];
    }
    v = e.reshape(v, TfShapes.tensor(e.ctx, split, x.elementType()));
    // [b1, ..., bm, B, p1 / b1, ..., pm / bm, rest...]
    long[] perm = new long[rank + m];
    for (int i = 0; i < m; i++) {
      perm[i] = 2 + 2 * i;
      perm[m + 1 + i] = 1 + 2 * i;
    }
    perm[m] = 0;
    for (int i = 2 * m + 1; i < rank + m; i++) {
      perm[i] = i;
    }
    v = e.put(e.b.transpose(v, perm));
    e.replace(e.reshape(v, op.result(0).type()));
    return true;
  }

  private static boolean batchToSpace(Operation op, Emit e, Reasons why) {
    return batchToSpace(op, e, why, TfShapes.constInts(op.operand(1)), TfShapes.constInts(op.operand(2)));
  }

  private static boolean batchToSpace(Operation op, Emit e, Reasons why, long[] block, long[] crops) {
    RankedTensorType x = TfShapes.staticTensor(op.operand(0));
    if (x == null) {
      return why.dynamic(op, "the input shape is not static");
    }
    if (block == null || crops == null || crops.length != 2 * block.length || block.length + 1 > x.rank()) {
      return why.attribute(op, "block_shape and crops must be constants, one block and two crops per spatial dimension");
    }
    int m = block.length;
    int rank = x.rank();
    long blocks = 1;
    for (long b : block) {
      blocks *= b;
    }
    if (blocks <= 0 || x.shape()[0] % blocks != 0) {
      return why.attribute(op, "a batch that the blocks do not divide");
    }
    // [b1, ..., bm, B / prod(b), s1, ..., sm, rest...]
    long[] split = new long[rank + m];
    for (int i = 0; i < m; i++) {
      split[i] = block[i];
    }
    split[m] = x.shape()[0] / blocks;
    for (int i = 1; i < rank; i++) {
      split[m + i] = x.shape()[i];
    }
    Value v = e.reshape(op.operand(0), TfShapes.tensor(e.ctx, split, x.elementType()));
    // [B / prod(b), s1, b1, ..., sm, bm, rest...]
    long[] perm = new long[rank + m];
    perm[0] = m;
    for (int i = 0; i < m; i++) {
      perm[1 + 2 * i] = m + 1 + i;
      perm[2 + 2 * i] = i;
    }
    for (int i = 2 * m + 1; i < rank + m; i++) {
      perm[i] = i;
    }
    v = e.put(e.b.transpose(v, perm));
    long[] merged = new long[rank];
    merged[0] = split[m];
    for (int i = 0; i < m; i++) {
      merged[1 + i] = x.shape()[1 + i] * block[i];
    }
    for (int i = m + 1; i < rank; i++) {
      merged[i] = x.shape()[i];
    }
    v = e.reshape(v, TfShapes.tensor(e.ctx, merged, x.elementType()));
    long[] start = new long[rank];
    long[] limit = merged.clone();
    for (int i = 0; i < m; i++) {
      start[1 + i] = crops[2 * i];
      limit[1 + i] = merged[1 + i] - crops[2 * i + 1];
    }
    e.replace(BoundedPatterns.cast(e, e.put(e.b.slice(v, start, limit, TfShapes.ones(rank))), op.result(0).type()));
    return true;
  }
}
