package org.jmlir.dialect.vector;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * Folds and canonicalization patterns of MLIR 22's VectorOps.cpp around strided slices, extracts from
 * other vector ops, shape casts and bitcasts of constants.
 */
final class VectorSliceFolds {
  private VectorSliceFolds() {}

  private static long[] shape(Value v) {
    return v.type() instanceof VectorType t ? t.shape() : new long[0];
  }

  private static DenseArrayAttr i64s(MLIRContext ctx, long[] v) {
    return DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), v);
  }

  private static boolean unitStrides(Operation op) {
    return Arrays.stream(VectorOp.longs(op.inherentAttr("strides"))).allMatch(s -> s == 1);
  }

  private static Operation defOf(Value v, org.jmlir.ir.OpDef def) {
    Operation d = v.definingOp();
    return d != null && d.def() == def ? d : null;
  }

  // ---- extract_strided_slice ------------------------------------------------------------------

  /**
   * ExtractStridedSliceOp::fold: a slice of the whole vector is the vector; a slice of a chain of
   * insert_strided_slice reads the inserted vector it lies in (in place) or skips inserts it is
   * disjoint from; a slice of a dense constant (unit strides) is a constant.
   */
  static List<OpFoldResult> extractStridedSlice(Operation op, List<Attribute> constants) {
    if (op.operand(0).type().equals(op.result(0).type())) {
      return ShapedFolds.value(op.operand(0));
    }
    if (sliceFromInsertChain(op)) {
      return ShapedFolds.inPlace();
    }
    if (constants.get(0) instanceof DenseIntOrFPElementsAttr d && unitStrides(op)) {
      long[] src = shape(op.operand(0));
      long[] res = shape(op.result(0));
      long[] offsets = Arrays.copyOf(VectorOp.longs(op.inherentAttr("offsets")), src.length);
      List<Attribute> values = new ArrayList<>();
      long n = 1;
      for (long s : res) {
        n *= s;
      }
      long[] idx = new long[res.length];
      for (long k = 0; k < n; k++) {
        long flat = 0;
        for (int i = 0; i < src.length; i++) {
          flat = flat * src[i] + offsets[i] + idx[i];
        }
        values.add(ShapedFolds.element(op.context(), d, flat));
        for (int i = res.length - 1; i >= 0 && ++idx[i] == res[i]; i--) {
          idx[i] = 0;
        }
      }
      if (values.contains(null)) {
        return null;
      }
      DenseIntOrFPElementsAttr out = VectorFolds.dense(op.context(), (VectorType) op.result(0).type(), values);
      return out == null ? null : ShapedFolds.constant(out);
    }
    return null;
  }

  /** foldExtractStridedOpFromInsertChain (for extract_strided_slice). */
  private static boolean sliceFromInsertChain(Operation op) {
    long[] offsets = VectorOp.longs(op.inherentAttr("offsets"));
    long[] sizes = VectorOp.longs(op.inherentAttr("sizes"));
    long[] strides = VectorOp.longs(op.inherentAttr("strides"));
    Operation insert = defOf(op.operand(0), VectorOps.INSERT_STRIDED_SLICE);
    while (insert != null) {
      long[] insSrc = shape(insert.operand(0));
      if (shape(op.operand(0)).length != insSrc.length) {
        return false;
      }
      long[] insOffsets = VectorOp.longs(insert.inherentAttr("offsets"));
      long[] insStrides = VectorOp.longs(insert.inherentAttr("strides"));
      if (offsets.length > insOffsets.length) {
        return false;
      }
      boolean partial = false;
      boolean disjoint = false;
      long[] diffs = new long[offsets.length];
      for (int d = 0; d < offsets.length; d++) {
        if (strides[d] != insStrides[d]) {
          return false;
        }
        long start = insOffsets[d];
        long end = start + insSrc[d];
        if (start <= offsets[d] && offsets[d] < end) {
          partial |= offsets[d] + sizes[d] > end;
          diffs[d] = offsets[d] - start;
          continue;
        }
        disjoint = true;
        break;
      }
      if (!disjoint && !partial) {
        op.setOperand(0, insert.operand(0));
        op.setAttr("offsets", VectorOps.i64Array(op.context(), diffs));
        return true;
      }
      if (!disjoint) {
        return false;
      }
      insert = defOf(insert.operand(1), VectorOps.INSERT_STRIDED_SLICE);
    }
    return false;
  }

  /** StridedSliceConstantMaskFolder: a unit-stride slice of a constant_mask is the sliced constant_mask. */
  static boolean sliceOfConstantMask(Operation op, PatternRewriter rw) {
    Operation mask = defOf(op.operand(0), VectorOps.CONSTANT_MASK);
    if (mask == null || !unitStrides(op)) {
      return false;
    }
    long[] dims = VectorOp.longs(mask.inherentAttr("mask_dim_sizes"));
    long[] offsets = VectorOp.longs(op.inherentAttr("offsets"));
    long[] sizes = VectorOp.longs(op.inherentAttr("sizes"));
    long[] out = dims.clone();
    boolean empty = false;
    for (int i = 0; i < Math.min(offsets.length, dims.length); i++) {
      out[i] = Math.max(0, Math.min(offsets[i] + sizes[i], dims[i]) - offsets[i]);
      empty |= out[i] == 0;
    }
    if (empty) {
      out = new long[dims.length];
    }
    rw.replaceOp(op, List.of(VectorFolds.create(rw, op, "vector.constant_mask", List.of(), op.result(0).type(),
        "mask_dim_sizes", i64s(op.context(), out))));
    return true;
  }

  /**
   * StridedSliceBroadcast: a slice of a broadcast is a broadcast of the source, sliced first when a
   * dimension of the source that was not stretched is cut.
   */
  static boolean sliceOfBroadcast(Operation op, PatternRewriter rw) {
    Operation bc = defOf(op.operand(0), VectorOps.BROADCAST);
    if (bc == null) {
      return false;
    }
    Value source = bc.operand(0);
    long[] src = shape(source);
    VectorType dstType = (VectorType) op.result(0).type();
    long[] dst = dstType.shape();
    int diff = dst.length - src.length;
    boolean needsSlice = false;
    for (int i = 0; i < src.length; i++) {
      needsSlice |= src[i] != 1 && src[i] != dst[i + diff];
    }
    if (needsSlice) {
      long[] offsets = tail(VectorOp.longs(op.inherentAttr("offsets")), diff, src.length);
      long[] sizes = tail(VectorOp.longs(op.inherentAttr("sizes")), diff, src.length);
      long[] strides = tail(VectorOp.longs(op.inherentAttr("strides")), diff, src.length);
      for (int i = 0; i < src.length; i++) {
        if (src[i] == 1) {
          offsets[i] = 0;
          sizes[i] = 1;
        }
      }
      long[] sliced = new long[src.length];
      for (int i = 0; i < src.length; i++) {
        sliced[i] = i < sizes.length ? sizes[i] : src[i];
      }
      VectorType st = (VectorType) source.type();
      Type slicedType = VectorType.get(op.context(), sliced, st.scalableDims(), st.elementType());
      source = VectorFolds.create(rw, op, "vector.extract_strided_slice", List.of(source), slicedType,
          "offsets", VectorOps.i64Array(op.context(), offsets), "sizes", VectorOps.i64Array(op.context(), sizes),
          "strides", VectorOps.i64Array(op.context(), strides));
    }
    rw.replaceOp(op, List.of(VectorFolds.create(rw, op, "vector.broadcast", List.of(source), dstType)));
    return true;
  }

  /** The entries of {@code a} after the first {@code drop}, at most {@code max} of them. */
  private static long[] tail(long[] a, int drop, int max) {
    return drop >= a.length ? new long[0] : Arrays.copyOfRange(a, drop, Math.min(a.length, drop + max));
  }

  // ---- insert_strided_slice -------------------------------------------------------------------

  /**
   * InsertStridedSliceOp::fold: inserting a vector of the destination's type is that vector;
   * inserting a slice just extracted from the destination at the same place is the destination.
   */
  static List<OpFoldResult> insertStridedSlice(Operation op, List<Attribute> constants) {
    if (op.operand(0).type().equals(op.result(0).type())) {
      return ShapedFolds.value(op.operand(0));
    }
    Operation ext = defOf(op.operand(0), VectorOps.EXTRACT_STRIDED_SLICE);
    if (ext != null && ext.operand(0) == op.operand(1)
        && Arrays.equals(VectorOp.longs(ext.inherentAttr("offsets")), VectorOp.longs(op.inherentAttr("offsets")))
        && Arrays.equals(VectorOp.longs(ext.inherentAttr("strides")), VectorOp.longs(op.inherentAttr("strides")))) {
      return ShapedFolds.value(op.operand(1));
    }
    return null;
  }

  /**
   * InsertOp::fold: an insert of the destination's whole type (no position) is the value; constant
   * positions become static; a constant inserted into a dense constant (at most 256 elements unless
   * the insert is the only user) is a constant.
   */
  static List<OpFoldResult> insert(Operation op, List<Attribute> constants) {
    if (VectorOp.longs(op.inherentAttr("static_position")).length == 0 && op.operand(0).type().equals(op.result(0).type())) {
      return ShapedFolds.value(op.operand(0));
    }
    boolean folded = VectorFolds.foldConstantPositions(op, 2, constants);
    if (hasPoisonIndex(op)) {
      return ShapedFolds.constant(org.jmlir.dialect.ub.PoisonAttr.get(op.context()));
    }
    List<OpFoldResult> r = op.numOperands() == 2 ? insertIntoConstant(op, constants.get(0), constants.get(1)) : null;
    if (r == null && op.numOperands() == 2) {
      // foldInsertUseChain: an insert over an insert at the same static position writes into its destination.
      Operation prior = defOf(op.operand(1), VectorOps.INSERT);
      if (prior != null && prior.numOperands() == 2
          && Arrays.equals(VectorOp.longs(prior.inherentAttr("static_position")), VectorOp.longs(op.inherentAttr("static_position")))) {
        op.setOperand(1, prior.operand(1));
        return ShapedFolds.inPlace();
      }
    }
    return r == null && folded ? ShapedFolds.inPlace() : r;
  }

  /** foldPoisonIndexInsertExtractOp: a static position of -1 (kPoisonIndex) makes the result poison. */
  static boolean hasPoisonIndex(Operation op) {
    return Arrays.stream(VectorOp.longs(op.inherentAttr("static_position"))).anyMatch(p -> p == -1);
  }

  private static List<OpFoldResult> insertIntoConstant(Operation op, Attribute src, Attribute dst) {
    VectorType dt = (VectorType) op.result(0).type();
    if (!(dst instanceof DenseIntOrFPElementsAttr d) || src == null || dt.isScalable()
        || count(dt.shape()) > 256 && !op.result(0).hasOneUse()) {
      return null;
    }
    List<Attribute> values = elements(op.context(), d, count(dt.shape()));
    List<Attribute> inserted = src instanceof DenseIntOrFPElementsAttr s
        ? elements(op.context(), s, count(((VectorType) op.operand(0).type()).shape())) : List.of(src);
    long[] pos = VectorOp.longs(op.inherentAttr("static_position"));
    long begin = 0;
    for (int i = 0; i < dt.shape().length; i++) {
      begin = begin * dt.shape()[i] + (i < pos.length ? pos[i] : 0);
    }
    for (int i = 0; i < inserted.size(); i++) {
      Attribute a = inserted.get(i);
      if (a instanceof IntegerAttr ia && !ia.type().equals(dt.elementType())) {
        a = IntegerAttr.get(op.context(), dt.elementType(), ia.value());
      }
      values.set((int) begin + i, a);
    }
    return constantOf(op, dt, values);
  }

  private static List<Attribute> elements(MLIRContext ctx, DenseIntOrFPElementsAttr d, long n) {
    List<Attribute> out = new ArrayList<>();
    for (long i = 0; i < n; i++) {
      out.add(ShapedFolds.element(ctx, d, i));
    }
    return out;
  }

  private static List<OpFoldResult> constantOf(Operation op, VectorType t, List<Attribute> values) {
    if (values.contains(null)) {
      return null;
    }
    DenseIntOrFPElementsAttr out = VectorFolds.dense(op.context(), t, values);
    return out == null ? null : ShapedFolds.constant(out);
  }

  /** InsertStridedSliceConstantFolder: a unit-stride dense constant slice inserted into a dense constant is a constant. */
  static boolean insertStridedIntoConstant(Operation op, PatternRewriter rw) {
    Operation dc = op.operand(1).definingOp();
    Operation sc = op.operand(0).definingOp();
    VectorType dt = (VectorType) op.result(0).type();
    if (dc == null || sc == null || !dc.name().equals("arith.constant") || !sc.name().equals("arith.constant")
        || !(dc.inherentAttr("value") instanceof DenseIntOrFPElementsAttr d) || !(sc.inherentAttr("value") instanceof DenseIntOrFPElementsAttr s)
        || dt.isScalable() || count(dt.shape()) > 256 && !op.operand(1).hasOneUse() || !unitStrides(op)) {
      return false;
    }
    long[] slice = shape(op.operand(0));
    long[] dest = dt.shape();
    int diff = dest.length - slice.length;
    long[] offsets = VectorOp.longs(op.inherentAttr("offsets"));
    List<Attribute> values = elements(op.context(), d, count(dest));
    List<Attribute> src = elements(op.context(), s, count(slice));
    long[] idx = new long[slice.length];
    for (Attribute a : src) {
      long flat = 0;
      for (int i = 0; i < dest.length; i++) {
        flat = flat * dest[i] + offsets[i] + (i >= diff ? idx[i - diff] : 0);
      }
      values.set((int) flat, a);
      for (int i = slice.length - 1; i >= 0 && ++idx[i] == slice[i]; i--) {
        idx[i] = 0;
      }
    }
    if (values.contains(null)) {
      return false;
    }
    rw.setInsertionPoint(op);
    org.jmlir.ir.OperationState st = new org.jmlir.ir.OperationState(op.context(), op.context().lookupOp("arith.constant"), op.location());
    st.addTypes(List.of(dt));
    st.addAttribute("value", VectorFolds.dense(op.context(), dt, values));
    rw.replaceOp(op, List.of(rw.create(st).result(0)));
    return true;
  }

  // ---- extract --------------------------------------------------------------------------------

  /**
   * ExtractFromInsertTransposeChainState::fold: walks the extract's source through transposes
   * (permuting the position, padded with one negative sentinel per kept dim) and inserts: an insert
   * at exactly the position gives its value, one at a prefix of it is extracted from, one whose
   * region may overlap it (no coordinate tells them apart) stops the walk, others are skipped. Folds only when the sentinels end in order.
   */
  static List<OpFoldResult> insertTransposeChain(Operation op) {
    int rank = shape(op.operand(0)).length;
    long[] position = VectorOp.longs(op.inherentAttr("static_position"));
    int extracted = position.length;
    long[] sentinels = new long[rank - extracted];
    for (int i = 0; i < sentinels.length; i++) {
      sentinels[i] = -(i + 1);
    }
    long[] pos = Arrays.copyOf(position, rank);
    System.arraycopy(sentinels, 0, pos, extracted, sentinels.length);
    Value source = op.operand(0);
    while (true) {
      Operation def = source.definingOp();
      if (def != null && def.def() == VectorOps.TRANSPOSE) {
        long[] perm = VectorOp.longs(def.inherentAttr("permutation"));
        long[] permuted = new long[pos.length];
        for (int i = 0; i < pos.length; i++) {
          permuted[(int) perm[i]] = pos[i];
        }
        pos = permuted;
        source = def.operand(0);
        continue;
      }
      if (def == null || def.def() != VectorOps.INSERT || def.numOperands() != 2) {
        break;
      }
      long[] ins = VectorOp.longs(def.inherentAttr("static_position"));
      boolean canFold = Arrays.equals(Arrays.copyOfRange(pos, extracted, pos.length), sentinels);
      if (Arrays.equals(ins, Arrays.copyOf(pos, extracted)) && canFold) {
        return ShapedFolds.value(def.operand(0));
      }
      boolean prefix = ins.length <= pos.length && Arrays.equals(ins, Arrays.copyOf(pos, ins.length));
      if (prefix) {
        pos = Arrays.copyOfRange(pos, ins.length, pos.length);
        extracted = pos.length - sentinels.length;
        source = def.operand(0);
        break;
      }
      boolean intersects = true;
      for (int i = 0; i < Math.min(ins.length, pos.length); i++) {
        intersects &= ins[i] < 0 || pos[i] < 0 || ins[i] == pos[i];
      }
      if (intersects) {
        return null;
      }
      source = def.operand(1);
    }
    if (source == op.operand(0) || extracted < 0 || !Arrays.equals(Arrays.copyOfRange(pos, extracted, pos.length), sentinels)) {
      return null;
    }
    reposition(op, source, Arrays.copyOf(pos, extracted));
    return ShapedFolds.inPlace();
  }

  /** The extract folds that follow the broadcast one in ExtractOp::fold (static positions only). */
  static List<OpFoldResult> extractFromOthers(Operation op) {
    if (op.numOperands() != 1) {
      return null;
    }
    if (extractFromShuffle(op) || extractFromShapeCast(op) || extractFromExtractStrided(op) || extractFromInsertStrided(op)) {
      return ShapedFolds.inPlace();
    }
    return scalarFromElements(op);
  }

  private static void reposition(Operation op, Value source, long[] pos) {
    op.setOperand(0, source);
    op.setAttr("static_position", i64s(op.context(), pos));
  }

  /** foldExtractFromShuffle: an extract of lane i of a 1-D shuffle extracts the lane it took. */
  private static boolean extractFromShuffle(Operation op) {
    Operation sh = defOf(op.operand(0), VectorCustomOps.SHUFFLE);
    if (sh == null || shape(sh.result(0)).length != 1) {
      return false;
    }
    long[] pos = VectorOp.longs(op.inherentAttr("static_position"));
    long idx = VectorOp.longs(sh.inherentAttr("mask"))[(int) pos[0]];
    long n = shape(sh.operand(0)).length == 0 ? 1 : shape(sh.operand(0))[0];
    if (idx < n) {
      reposition(op, sh.operand(0), new long[] {idx});
    } else {
      reposition(op, sh.operand(1), new long[] {idx - n});
    }
    return true;
  }

  /** foldExtractFromShapeCast: an extract whose trailing dims the cast kept reads the cast's source, position relinearised. */
  private static boolean extractFromShapeCast(Operation op) {
    Operation cast = defOf(op.operand(0), VectorOps.SHAPE_CAST);
    if (cast == null) {
      return false;
    }
    long[] castSrc = shape(cast.operand(0));
    long[] dest = shape(op.result(0));
    long[] extSrc = shape(op.operand(0));
    int destRank = dest.length;
    if (destRank > castSrc.length) {
      return false;
    }
    for (int i = 0; i < destRank; i++) {
      if (castSrc[castSrc.length - 1 - i] != dest[dest.length - 1 - i]) {
        return false;
      }
    }
    long[] pos = VectorOp.longs(op.inherentAttr("static_position"));
    long linear = 0;
    long stride = 1;
    for (int i = 0; i < pos.length; i++) {
      linear += pos[pos.length - 1 - i] * stride;
      stride *= extSrc[extSrc.length - 1 - (i + destRank)];
    }
    int dims = castSrc.length - destRank;
    long[] out = new long[dims];
    for (int i = dims - 1; i >= 0; i--) {
      long size = castSrc[i];
      out[i] = linear % size;
      linear /= size;
    }
    reposition(op, cast.operand(0), out);
    return true;
  }

  /** foldExtractFromExtractStrided: an extract of a unit-stride slice extracts from the slice's source at the offset position. */
  private static boolean extractFromExtractStrided(Operation op) {
    Operation slice = defOf(op.operand(0), VectorOps.EXTRACT_STRIDED_SLICE);
    if (slice == null || !unitStrides(slice)) {
      return false;
    }
    long[] offsets = VectorOp.longs(slice.inherentAttr("offsets"));
    long[] src = shape(slice.operand(0));
    long[] res = shape(slice.result(0));
    int n = offsets.length;
    while (n > 0 && offsets[n - 1] == 0 && res[n - 1] == src[n - 1]) {
      n--;
    }
    if (shape(op.result(0)).length > src.length - n) {
      return false;
    }
    long[] pos = VectorOp.longs(op.inherentAttr("static_position")).clone();
    for (int i = 0; i < n; i++) {
      pos[i] += offsets[i];
    }
    reposition(op, slice.operand(0), pos);
    return true;
  }

  /** foldExtractStridedOpFromInsertChain (for extract): an extract inside an inserted slice reads the slice. */
  private static boolean extractFromInsertStrided(Operation op) {
    Operation insert = defOf(op.operand(0), VectorOps.INSERT_STRIDED_SLICE);
    int destRank = shape(op.result(0)).length;
    long[] pos = VectorOp.longs(op.inherentAttr("static_position"));
    while (insert != null) {
      long[] src = shape(insert.operand(0));
      long[] dst = shape(insert.operand(1));
      int rankDiff = dst.length - src.length;
      if (destRank > src.length || Arrays.stream(VectorOp.longs(insert.inherentAttr("strides"))).anyMatch(s -> s != 1)) {
        return false;
      }
      long[] insOffsets = VectorOp.longs(insert.inherentAttr("offsets"));
      boolean disjoint = false;
      List<Long> diffs = new ArrayList<>();
      for (int d = 0; d < pos.length; d++) {
        long start = insOffsets[d];
        long size = d < rankDiff ? 1 : src[d - rankDiff];
        if (start <= pos[d] && pos[d] < start + size) {
          if (d >= rankDiff) {
            diffs.add(pos[d] - start);
          }
          continue;
        }
        disjoint = true;
        break;
      }
      if (!disjoint) {
        int srcRankDiff = src.length - destRank;
        for (int i = 0; i < destRank; i++) {
          if (src[i + srcRankDiff] != dst[i + srcRankDiff + rankDiff]) {
            return false;
          }
        }
        reposition(op, insert.operand(0), diffs.stream().mapToLong(Long::longValue).toArray());
        return true;
      }
      insert = defOf(insert.operand(1), VectorOps.INSERT_STRIDED_SLICE);
    }
    return false;
  }

  /** foldScalarExtractFromFromElements: a scalar extract of a from_elements is the element. */
  private static List<OpFoldResult> scalarFromElements(Operation op) {
    Operation from = defOf(op.operand(0), VectorCustomOps.FROM_ELEMENTS);
    if (from == null) {
      return null;
    }
    VectorType vt = (VectorType) from.result(0).type();
    if (vt.isScalable() || !op.result(0).type().equals(vt.elementType())) {
      return null;
    }
    long[] pos = VectorOp.longs(op.inherentAttr("static_position"));
    long flat = 0;
    for (int i = 0; i < vt.shape().length; i++) {
      flat = flat * vt.shape()[i] + (i < pos.length ? pos[i] : 0);
    }
    return ShapedFolds.value(from.operand((int) flat));
  }

  /** ExtractOpFromBroadcast: a vector extract of a broadcast whose source broadcasts to the result is that broadcast. */
  static boolean extractOfBroadcast(Operation op, PatternRewriter rw) {
    Operation bc = defOf(op.operand(0), VectorOps.BROADCAST);
    if (bc == null || !(op.result(0).type() instanceof VectorType out) || !broadcastable(bc.operand(0).type(), out)) {
      return false;
    }
    rw.replaceOp(op, List.of(VectorFolds.create(rw, op, "vector.broadcast", List.of(bc.operand(0)), out)));
    return true;
  }

  /** isBroadcastableTo(src, dst) == Success. */
  static boolean broadcastable(Type src, VectorType dst) {
    if (!(src instanceof VectorType sv)) {
      return src.equals(dst.elementType());
    }
    if (!sv.elementType().equals(dst.elementType())) {
      return false;
    }
    long[] s = sv.shape();
    long[] d = dst.shape();
    if (s.length > d.length) {
      return false;
    }
    int lead = d.length - s.length;
    for (int i = 0; i < s.length; i++) {
      boolean sScal = sv.scalableDims()[i];
      boolean dScal = dst.scalableDims()[i + lead];
      if (s[i] == 1 && !sScal) {
        continue;
      }
      if (s[i] != d[i + lead] || sScal != dScal) {
        return false;
      }
    }
    return true;
  }

  /** foldExtractFromShapeCastToShapeCast: a vector extract of a shape_cast with as many elements is a shape_cast of its source. */
  static boolean extractOfShapeCast(Operation op, PatternRewriter rw) {
    Operation cast = defOf(op.operand(0), VectorOps.SHAPE_CAST);
    if (cast == null || !(op.result(0).type() instanceof VectorType out) || count(shape(cast.operand(0))) != count(out.shape())) {
      return false;
    }
    rw.replaceOp(op, List.of(VectorFolds.create(rw, op, "vector.shape_cast", List.of(cast.operand(0)), out)));
    return true;
  }

  /** foldExtractFromFromElements: a vector extract of a from_elements is a smaller from_elements. */
  static boolean extractOfFromElements(Operation op, PatternRewriter rw) {
    Operation from = defOf(op.operand(0), VectorCustomOps.FROM_ELEMENTS);
    if (from == null || op.numOperands() != 1 || !(op.result(0).type() instanceof VectorType out)) {
      return false;
    }
    VectorType in = (VectorType) from.result(0).type();
    if (in.isScalable() || out.isScalable()) {
      return false;
    }
    long[] pos = VectorOp.longs(op.inherentAttr("static_position"));
    long flat = 0;
    for (int i = 0; i < in.shape().length; i++) {
      flat = flat * in.shape()[i] + (i < pos.length ? pos[i] : 0);
    }
    List<Value> elems = from.operands().subList((int) flat, (int) (flat + count(out.shape())));
    rw.replaceOp(op, List.of(VectorFolds.create(rw, op, "vector.from_elements", new ArrayList<>(elems), out)));
    return true;
  }

  static long count(long[] shape) {
    long n = 1;
    for (long d : shape) {
      n *= d;
    }
    return n;
  }

  // ---- shape_cast and bitcast of constants ----------------------------------------------------

  /** ShapeCastOp::fold's constant rule: a splat constant is reshaped. */
  static List<OpFoldResult> shapeCastConstant(Operation op, Attribute c) {
    if (c instanceof DenseIntOrFPElementsAttr d && d.isSplat()) {
      return ShapedFolds.constant(DenseIntOrFPElementsAttr.getFromRaw(op.context(), (VectorType) op.result(0).type(), d.rawData(), true));
    }
    return null;
  }

  /** BitCastOp::fold's constant rules: a splat f16 to f32 doubles its bits; a splat integer to a wider multiple repeats them. */
  static List<OpFoldResult> bitcastConstant(Operation op, Attribute c) {
    if (!(c instanceof DenseIntOrFPElementsAttr d) || !d.isSplat()) {
      return null;
    }
    VectorType rt = (VectorType) op.result(0).type();
    Type src = ((VectorType) op.operand(0).type()).elementType();
    Type dst = rt.elementType();
    Attribute e = ShapedFolds.element(op.context(), d, 0);
    if (src instanceof FloatType sf && sf.kind() == FloatType.Kind.F16 && dst instanceof FloatType df && df.kind() == FloatType.Kind.F32
        && e instanceof FloatAttr fa) {
      long bits = fa.bits().longValue() & 0xffff;
      bits = (bits << 16) | bits;
      Attribute f = FloatAttr.fromBits(op.context(), df, BigInteger.valueOf(bits));
      return ShapedFolds.constant(VectorFolds.dense(op.context(), rt, List.of(f)));
    }
    if (e instanceof IntegerAttr ia && src instanceof IntegerType si && dst instanceof IntegerType di
        && di.width() > si.width() && di.width() % si.width() == 0) {
      BigInteger mask = BigInteger.ONE.shiftLeft(si.width()).subtract(BigInteger.ONE);
      BigInteger v = ia.value().and(mask);
      BigInteger bits = v;
      for (int i = 0; i < di.width() / si.width() - 1; i++) {
        bits = bits.shiftLeft(si.width()).or(bits);
      }
      Attribute out = IntegerAttr.get(op.context(), di, bits);
      return ShapedFolds.constant(VectorFolds.dense(op.context(), rt, List.of(out)));
    }
    return null;
  }
}
