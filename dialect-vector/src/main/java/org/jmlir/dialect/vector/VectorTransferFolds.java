package org.jmlir.dialect.vector;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineConstantExpr;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.VectorType;

/** The transfers' folds and canonicalization patterns of MLIR 22 (on tensors: read-after-write, write-after-read/write). */
final class VectorTransferFolds {
  private VectorTransferFolds() {}

  private static boolean isRead(Operation op) {
    return op.def() == VectorCustomOps.TRANSFER_READ;
  }

  private static Value base(Operation op) {
    return op.operand(VectorTransfers.baseIndex(op));
  }

  private static List<Value> indices(Operation op) {
    int b = VectorTransfers.baseIndex(op) + 1;
    return op.operands().subList(b, b + VectorTransfers.numIndices(op));
  }

  private static VectorType vectorType(Operation op) {
    return (VectorType) (isRead(op) ? op.result(0).type() : op.operand(0).type());
  }

  private static boolean hasOutOfBoundsDim(Operation op) {
    int n = VectorTransfers.permutationMap(op).numResults();
    for (int i = 0; i < n; i++) {
      if (!VectorTransfers.inBounds(op, i)) {
        return true;
      }
    }
    return false;
  }

  private static Operation writeOf(Value v) {
    Operation d = v.definingOp();
    return d != null && d.def() == VectorCustomOps.TRANSFER_WRITE ? d : null;
  }

  /** The transfers' fold: read-after-write and write-after-read on tensors, in_bounds, then bypassed casts. */
  static List<OpFoldResult> fold(Operation op, List<Attribute> constants) {
    if (isRead(op)) {
      Value forwarded = readAfterWrite(op);
      if (forwarded != null) {
        return ShapedFolds.value(forwarded);
      }
    } else {
      Value same = writeOfRead(op);
      if (same != null) {
        return ShapedFolds.value(same);
      }
    }
    List<OpFoldResult> r = VectorTransfers.foldInBounds(op, constants);
    if (r != null) {
      return r;
    }
    Value mask = VectorTransfers.mask(op);
    if (mask != null && VectorMemFolds.maskFormat(mask) == VectorMemFolds.ALL_TRUE) {
      // foldTransferFullMask: an all-true mask is dropped.
      long[] seg = ((VectorOp) op).longs("operandSegmentSizes");
      seg[3] = 0;
      List<org.jmlir.ir.attr.NamedAttribute> props = new ArrayList<>();
      for (org.jmlir.ir.attr.NamedAttribute a : ((org.jmlir.ir.attr.DictionaryAttr) op.properties()).entries()) {
        props.add(a.name().equals("operandSegmentSizes") ? new org.jmlir.ir.attr.NamedAttribute(a.name(),
            org.jmlir.ir.attr.DenseArrayAttr.get(op.context(), org.jmlir.ir.type.IntegerType.get(op.context(), 32), seg)) : a);
      }
      op.setOperands(new ArrayList<>(op.operands().subList(0, op.numOperands() - 1)));
      op.setProperties(org.jmlir.ir.attr.DictionaryAttr.get(op.context(), props));
      return ShapedFolds.inPlace();
    }
    int b = VectorTransfers.baseIndex(op);
    Operation cast = base(op).definingOp();
    if (cast != null && cast.name().equals("memref.cast") && cast.operand(0).type() instanceof MemRefType) {
      op.setOperand(b, cast.operand(0));
      return ShapedFolds.inPlace();
    }
    if (isRead(op) && cast != null && cast.name().equals("tensor.cast") && moreStatic(cast.operand(0).type(), cast.result(0).type())) {
      op.setOperand(b, cast.operand(0));
      return ShapedFolds.inPlace();
    }
    return null;
  }

  /** preservesStaticInformation(to, from): ranked tensors alike but for {@code from} being at least as static. */
  private static boolean moreStatic(org.jmlir.ir.type.Type from, org.jmlir.ir.type.Type to) {
    if (!(from instanceof RankedTensorType f) || !(to instanceof RankedTensorType t) || f.rank() != t.rank()
        || !f.elementType().equals(t.elementType()) || !Objects.equals(f.encoding(), t.encoding())) {
      return false;
    }
    for (int i = 0; i < f.rank(); i++) {
      if (!ShapedType.isDynamic(t.shape()[i]) && ShapedType.isDynamic(f.shape()[i])) {
        return false;
      }
    }
    return true;
  }

  /** foldRAW: a read of a tensor written (in bounds) at the same indices, type and map is the vector written; disjoint writes are skipped. */
  private static Value readAfterWrite(Operation read) {
    if (!(base(read).type() instanceof RankedTensorType)) {
      return null;
    }
    Operation write = writeOf(base(read));
    while (write != null) {
      if (!hasOutOfBoundsDim(write) && indices(write).equals(indices(read)) && vectorType(write).equals(vectorType(read))
          && VectorTransfers.permutationMap(write).equals(VectorTransfers.permutationMap(read))
          && VectorTransfers.mask(write) == null && VectorTransfers.mask(read) == null) {
        return write.operand(0);
      }
      if (!disjoint(write, read)) {
        return null;
      }
      write = writeOf(base(write));
    }
    return null;
  }

  /** isDisjointTransferIndices (constant indices only): same vector type, and some index pair proves the chunks apart. */
  private static boolean disjoint(Operation a, Operation b) {
    VectorType vt = vectorType(a);
    if (!vt.equals(vectorType(b))) {
      return false;
    }
    List<Value> ia = indices(a);
    List<Value> ib = indices(b);
    int offset = ia.size() - vt.shape().length;
    for (int i = 0; i < ia.size(); i++) {
      Long ca = VectorFolds.constantIndex(ia.get(i));
      Long cb = VectorFolds.constantIndex(ib.get(i));
      if (ca == null || cb == null) {
        continue;
      }
      if (i < offset ? !ca.equals(cb) : Math.abs(ca - cb) >= vt.shape()[i - offset]) {
        return true;
      }
    }
    return false;
  }

  /** foldReadInitWrite and foldWAR: writing back, in place, what was just read from a tensor is that tensor. */
  private static Value writeOfRead(Operation write) {
    if (!(base(write).type() instanceof RankedTensorType tensor)) {
      return null;
    }
    Operation read = write.operand(0).definingOp();
    if (read == null || !isRead(read)) {
      return null;
    }
    AffineMap rm = VectorTransfers.permutationMap(read);
    AffineMap wm = VectorTransfers.permutationMap(write);
    if (rm.numResults() > 0 && minorIdentity(rm) && minorIdentity(wm) && rm.numResults() == wm.numResults()
        && !hasOutOfBoundsDim(read) && !hasOutOfBoundsDim(write) && base(read).type().equals(tensor)
        && vectorType(read).equals(vectorType(write)) && java.util.Arrays.equals(vectorType(read).shape(), tensor.shape())
        && indices(read).stream().allMatch(VectorTransferFolds::isZero) && indices(write).stream().allMatch(VectorTransferFolds::isZero)) {
      return base(read);
    }
    if (base(read) == base(write) && indices(read).equals(indices(write)) && rm.equals(wm) && vectorType(read).equals(vectorType(write))
        && VectorTransfers.mask(read) == null && VectorTransfers.mask(write) == null) {
      return base(read);
    }
    return null;
  }

  private static boolean isZero(Value v) {
    Long c = VectorFolds.constantIndex(v);
    return c != null && c == 0;
  }

  private static boolean minorIdentity(AffineMap m) {
    int lead = m.numDims() - m.numResults();
    if (lead < 0) {
      return false;
    }
    for (int i = 0; i < m.numResults(); i++) {
      if (!(m.results().get(i) instanceof AffineDimExpr d) || d.position() != lead + i) {
        return false;
      }
    }
    return true;
  }

  /**
   * FoldWaw: a write to a tensor over an earlier write of the same indices, mask, vector type and map
   * writes to the earlier one's destination instead (through disjoint single-use writes between).
   */
  static boolean writeAfterWrite(Operation write, PatternRewriter rw) {
    if (!(base(write).type() instanceof RankedTensorType)) {
      return false;
    }
    Operation toModify = write;
    Operation prior = writeOf(base(write));
    while (prior != null) {
      if (indices(prior).equals(indices(write)) && VectorTransfers.mask(prior) == VectorTransfers.mask(write)
          && vectorType(prior).equals(vectorType(write)) && VectorTransfers.permutationMap(prior).equals(VectorTransfers.permutationMap(write))) {
        Operation target = toModify;
        Value newBase = base(prior);
        rw.modifyOpInPlace(target, () -> target.setOperand(VectorTransfers.baseIndex(target), newBase));
        return true;
      }
      if (!disjoint(prior, write) || !prior.result(0).hasOneUse()) {
        return false;
      }
      toModify = prior;
      prior = writeOf(base(prior));
    }
    return false;
  }

  /**
   * TransferReadAfterWriteToBroadcast: a read of a tensor chunk just written (same indices, in bounds,
   * no masks) under another map is a broadcast and a transpose of the vector written.
   */
  static boolean readAfterWriteToBroadcast(Operation read, PatternRewriter rw) {
    Operation write = writeOf(base(read));
    if (write == null || !(base(read).type() instanceof RankedTensorType) || VectorTransfers.mask(read) != null
        || VectorTransfers.mask(write) != null || !indices(read).equals(indices(write)) || hasOutOfBoundsDim(read) || hasOutOfBoundsDim(write)) {
      return false;
    }
    AffineMap rm = VectorTransfers.permutationMap(read);
    AffineMap wm = VectorTransfers.permutationMap(write);
    if (!java.util.Arrays.equals(chunk(rm, vectorType(read)), chunk(wm, vectorType(write)))) {
      return false;
    }
    int inputs = wm.numResults();
    int results = rm.numResults();
    if (results == 0) {
      return false;
    }
    int broadcasts = Math.max(0, results - inputs);
    int projectionStart = Math.max(0, inputs - results);
    int[] perm = new int[results];
    boolean[] found = new boolean[Math.max(inputs, results)];
    List<Integer> bcast = new ArrayList<>();
    for (int i = 0; i < results; i++) {
      AffineExpr e = rm.results().get(i);
      if (e instanceof AffineConstantExpr c) {
        if (c.value() != 0) {
          return false;
        }
        bcast.add(i);
        continue;
      }
      int tensorDim = ((AffineDimExpr) e).position();
      int j = 0;
      while (j < inputs && !(wm.results().get(j) instanceof AffineDimExpr wd && wd.position() == tensorDim)) {
        j++;
      }
      if (j == inputs || j < projectionStart) {
        return false;
      }
      perm[i] = j - projectionStart + broadcasts;
      found[perm[i]] = true;
    }
    int pos = 0;
    for (int i : bcast) {
      while (pos < found.length && found[pos]) {
        pos++;
      }
      perm[i] = pos++;
    }
    VectorType rt = vectorType(read);
    long[] shape = new long[results];
    boolean[] scalable = new boolean[results];
    for (int i = 0; i < results; i++) {
      shape[perm[i]] = rt.shape()[i];
      scalable[perm[i]] = rt.scalableDims()[i];
    }
    VectorType bt = VectorType.get(read.context(), shape, scalable, rt.elementType());
    Value b = VectorFolds.create(rw, read, "vector.broadcast", List.of(write.operand(0)), bt);
    long[] p = new long[results];
    for (int i = 0; i < results; i++) {
      p[i] = perm[i];
    }
    rw.replaceOp(read, List.of(VectorFolds.create(rw, read, "vector.transpose", List.of(b), rt, "permutation",
        org.jmlir.ir.attr.DenseArrayAttr.get(read.context(), org.jmlir.ir.type.IntegerType.get(read.context(), 64), p))));
    return true;
  }

  /** getTransferChunkAccessed: per source dimension, the vector size the map sends there (0 when none). */
  private static long[] chunk(AffineMap m, VectorType vt) {
    long[] out = new long[m.numDims()];
    for (int i = 0; i < m.numResults(); i++) {
      if (m.results().get(i) instanceof AffineDimExpr d) {
        out[d.position()] = vt.shape()[i];
      }
    }
    return out;
  }

  /** The entries of an operandSegmentSizes attribute. */
  private static long[] segments(Operation op) {
    return VectorOp.longs(op.inherentAttr("operandSegmentSizes"));
  }

  private static List<Value> segment(Operation op, int index) {
    long[] seg = segments(op);
    int from = 0;
    for (int i = 0; i < index; i++) {
      from += (int) seg[i];
    }
    return op.operands().subList(from, from + (int) seg[index]);
  }

  private static boolean unitStrides(Operation slice, int stridesSegment) {
    return segment(slice, stridesSegment).isEmpty()
        && java.util.Arrays.stream(VectorOp.longs(slice.inherentAttr("static_strides"))).allMatch(x -> x == 1);
  }

  /**
   * SwapExtractSliceOfTransferWrite: an insert_slice of a zero-offset extract_slice of a transfer_write
   * (single uses, unit strides, zero indices, no mask) that writes its whole tensor, with the same sizes
   * as the insert, becomes a transfer_write into an extract_slice of the insert's destination
   * (in_bounds all false, refined by the fold) inserted back.
   */
  static boolean swapExtractSliceOfWrite(Operation insert, PatternRewriter rw) {
    Operation extract = insert.operand(0).definingOp();
    if (!unitStrides(insert, 4) || extract == null || !extract.name().equals("tensor.extract_slice") || !unitStrides(extract, 3)
        || !extract.result(0).hasOneUse()) {
      return false;
    }
    Operation write = writeOf(extract.operand(0));
    if (write == null || !write.result(0).hasOneUse() || VectorTransfers.mask(write) != null) {
      return false;
    }
    RankedTensorType sliceType = (RankedTensorType) insert.operand(0).type();
    VectorType vt = vectorType(write);
    if (sliceType.rank() != vt.shape().length || !segment(extract, 1).isEmpty()
        || java.util.Arrays.stream(VectorOp.longs(extract.inherentAttr("static_offsets"))).anyMatch(x -> x != 0)
        || !indices(write).stream().allMatch(VectorTransferFolds::isZero)
        || !java.util.Arrays.equals(VectorOp.longs(insert.inherentAttr("static_sizes")), VectorOp.longs(extract.inherentAttr("static_sizes")))
        || !segment(insert, 3).equals(segment(extract, 2))) {
      return false;
    }
    AffineMap map = VectorTransfers.permutationMap(write);
    long[] tensorShape = ((RankedTensorType) base(write).type()).shape();
    for (int i = 0; i < map.numResults(); i++) {
      if (!(map.results().get(i) instanceof AffineDimExpr d) || tensorShape[d.position()] != vt.shape()[i]) {
        return false;
      }
    }
    rw.setInsertionPoint(insert);
    org.jmlir.ir.MLIRContext ctx = insert.context();
    org.jmlir.ir.OperationState es = new org.jmlir.ir.OperationState(ctx, ctx.lookupOp("tensor.extract_slice"), extract.location());
    List<Value> operands = new ArrayList<>();
    operands.add(insert.operand(1));
    long[] seg = segments(insert);
    operands.addAll(insert.operands().subList(2, insert.numOperands()));
    es.addOperands(operands);
    es.addTypes(List.of(sliceType));
    for (String a : List.of("static_offsets", "static_sizes", "static_strides")) {
      es.addAttribute(a, insert.inherentAttr(a));
    }
    es.addAttribute("operandSegmentSizes", org.jmlir.ir.attr.DenseArrayAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 32),
        new long[] {1, seg[2], seg[3], seg[4]}));
    Value slice = rw.create(es).result(0);
    org.jmlir.ir.OperationState ws = new org.jmlir.ir.OperationState(ctx, write.def(), write.location());
    List<Value> wOperands = new ArrayList<>();
    wOperands.add(write.operand(0));
    wOperands.add(slice);
    wOperands.addAll(indices(write));
    ws.addOperands(wOperands);
    ws.addTypes(List.of(sliceType));
    List<Attribute> flags = java.util.Collections.nCopies(vt.shape().length, org.jmlir.ir.attr.IntegerAttr.bool(ctx, false));
    ws.addAttribute("permutation_map", write.inherentAttr("permutation_map"));
    ws.addAttribute("in_bounds", org.jmlir.ir.attr.ArrayAttr.get(ctx, flags));
    ws.addAttribute("operandSegmentSizes", org.jmlir.ir.attr.DenseArrayAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 32),
        new long[] {1, 1, indices(write).size(), 0}));
    Value written = rw.create(ws).result(0);
    rw.modifyOpInPlace(insert, () -> insert.setOperand(0, written));
    return true;
  }
}
