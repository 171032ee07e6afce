package org.jmlir.conversion.vectortoscf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.vector.VectorTransfers;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineConstantExpr;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.VectorType;

/**
 * The permutation-map lowering {@code convert-vector-to-scf} applies first (MLIR 22's
 * populateVectorTransferPermutationMapLoweringPatterns), for unmasked transfers:
 * TransferReadPermutationLowering (a permuted minor identity with broadcasts becomes a read in
 * memory order and a {@code vector.transpose}), TransferOpReduceRank (leading broadcast dimensions
 * become a read of lower rank, 0-D when none is left, and a {@code vector.broadcast}) and
 * TransferWritePermutationLowering (a permuted write transposes its vector and writes in memory
 * order), TransferWriteNonPermutationLowering. Masks are kept (reads, permuted writes) or extended
 * (writes given leading unit dimensions); transfers inside a {@code vector.mask} are left as they are.
 */
final class TransferPermutationLowering {
  private TransferPermutationLowering() {}

  static List<RewritePattern> patterns() {
    return List.of(
        new NamedPattern("TransferReadPermutationLowering", "vector.transfer_read", 1, TransferPermutationLowering::permute),
        new NamedPattern("TransferOpReduceRank", "vector.transfer_read", 1, TransferPermutationLowering::reduceRank),
        new NamedPattern("TransferWritePermutationLowering", "vector.transfer_write", 1, TransferPermutationLowering::permuteWrite),
        new NamedPattern("TransferWriteNonPermutationLowering", "vector.transfer_write", 1, TransferPermutationLowering::extendWrite));
  }

  /**
   * AffineMap::isPermutationOfMinorIdentityWithBroadcasting: the position of each result in the
   * minor identity it permutes (broadcasts take the free slots), or null.
   */
  static int[] minorIdentityPermutation(AffineMap map) {
    int results = map.numResults();
    int inputs = map.numDims();
    int projectionStart = results < inputs ? inputs - results : 0;
    int leadingBroadcast = results > inputs ? results - inputs : 0;
    int[] perm = new int[results];
    boolean[] found = new boolean[Math.max(inputs, results)];
    List<Integer> broadcasts = new ArrayList<>();
    for (int i = 0; i < results; i++) {
      AffineExpr e = map.results().get(i);
      if (e instanceof AffineConstantExpr c) {
        if (c.value() != 0) {
          return null;
        }
        broadcasts.add(i);
      } else if (e instanceof AffineDimExpr d) {
        if (d.position() < projectionStart) {
          return null;
        }
        perm[i] = d.position() - projectionStart + leadingBroadcast;
        found[perm[i]] = true;
      } else {
        return null;
      }
    }
    int pos = 0;
    for (int b : broadcasts) {
      while (pos < found.length && found[pos]) {
        pos++;
      }
      perm[b] = pos++;
    }
    return perm;
  }

  private static boolean permute(Operation read, PatternRewriter rw) {
    AffineMap map = VectorTransfers.permutationMap(read);
    VectorType vt = (VectorType) read.result(0).type();
    if (map.numResults() == 0 || inMaskOp(read) || vt.shape().length != map.numResults()) {
      return false;
    }
    int[] perm = minorIdentityPermutation(map);
    if (perm == null) {
      return false;
    }
    boolean identity = true;
    for (int i = 0; i < perm.length; i++) {
      identity &= perm[i] == i;
    }
    if (identity) {
      return false;
    }
    MLIRContext ctx = rw.context();
    int n = perm.length;
    List<AffineExpr> newResults = new ArrayList<>(java.util.Collections.nCopies(n, (AffineExpr) null));
    long[] newShape = new long[n];
    boolean[] newScalable = new boolean[n];
    List<Attribute> inBounds = new ArrayList<>(java.util.Collections.nCopies(n, (Attribute) null));
    for (int j = 0; j < n; j++) {
      newResults.set(perm[j], map.results().get(j));
      newShape[perm[j]] = vt.shape()[j];
      newScalable[perm[j]] = vt.scalableDims()[j];
      inBounds.set(perm[j], IntegerAttr.bool(ctx, VectorTransfers.inBounds(read, j)));
    }
    VectorType newType = VectorType.get(ctx, newShape, newScalable, vt.elementType());
    Value newRead = rebuild(rw, read, newType, new AffineMap(map.numDims(), 0, newResults), inBounds);
    long[] transposePerm = Arrays.stream(perm).asLongStream().toArray();
    rw.replaceOp(read, List.of(create(rw, read, "vector.transpose", newRead, vt,
        new NamedAttribute("permutation", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), transposePerm)))));
    return true;
  }

  /**
   * TransferWritePermutationLowering: a write through a permuted minor identity transposes the vector
   * into memory order (the inverse of the compressed map) and writes through the minor identity.
   */
  private static boolean permuteWrite(Operation write, PatternRewriter rw) {
    AffineMap map = VectorTransfers.permutationMap(write);
    if (map.numResults() == 0 || inMaskOp(write) || isMinorIdentityWithBroadcasting(map)) {
      return false;
    }
    int[] perm = minorIdentityPermutation(map);
    if (perm == null) {
      return false;
    }
    int n = map.numResults();
    // The dims the map uses, in increasing order (compressUnusedDims), and each one's result position.
    List<Integer> used = new ArrayList<>();
    for (AffineExpr e : map.results()) {
      if (!(e instanceof AffineDimExpr d)) {
        return false;
      }
      used.add(d.position());
    }
    List<Integer> sorted = new ArrayList<>(used);
    java.util.Collections.sort(sorted);
    long[] indices = new long[n];
    for (int i = 0; i < n; i++) {
      indices[i] = used.indexOf(sorted.get(i));
    }
    MLIRContext ctx = rw.context();
    VectorType vt = (VectorType) write.operand(0).type();
    long[] shape = new long[n];
    boolean[] scalable = new boolean[n];
    for (int i = 0; i < n; i++) {
      shape[i] = vt.shape()[(int) indices[i]];
      scalable[i] = vt.scalableDims()[(int) indices[i]];
    }
    List<Attribute> inBounds = new ArrayList<>(java.util.Collections.nCopies(n, (Attribute) null));
    for (int j = 0; j < n; j++) {
      inBounds.set(perm[j], IntegerAttr.bool(ctx, VectorTransfers.inBounds(write, j)));
    }
    Value vec = create(rw, write, "vector.transpose", write.operand(0), VectorType.get(ctx, shape, scalable, vt.elementType()),
        new NamedAttribute("permutation", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), indices)));
    List<AffineExpr> minor = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      minor.add(new AffineDimExpr(map.numDims() - n + i));
    }
    rw.setInsertionPoint(write);
    replaceWrite(rw, write, vec, inBounds, new AffineMap(map.numDims(), 0, minor));
    return true;
  }

  /**
   * extendMaskRank: the mask broadcast to {@code added} leading unit dimensions, which a transpose then
   * moves innermost (the mask's shape follows the map's dims in memory order).
   */
  private static Value extendMaskRank(PatternRewriter rw, Operation at, Value mask, int added) {
    MLIRContext ctx = rw.context();
    VectorType mt = (VectorType) mask.type();
    int rank = mt.shape().length + added;
    long[] shape = new long[rank];
    boolean[] scalable = new boolean[rank];
    Arrays.fill(shape, 0, added, 1);
    System.arraycopy(mt.shape(), 0, shape, added, mt.shape().length);
    System.arraycopy(mt.scalableDims(), 0, scalable, added, mt.shape().length);
    Value wide = create(rw, at, "vector.broadcast", mask, VectorType.get(ctx, shape, scalable, mt.elementType()));
    long[] perm = new long[rank];
    long[] tShape = new long[rank];
    boolean[] tScalable = new boolean[rank];
    for (int i = 0; i < rank; i++) {
      perm[i] = i < mt.shape().length ? added + i : i - mt.shape().length;
      tShape[i] = shape[(int) perm[i]];
      tScalable[i] = scalable[(int) perm[i]];
    }
    return create(rw, at, "vector.transpose", wide, VectorType.get(ctx, tShape, tScalable, mt.elementType()),
        new NamedAttribute("permutation", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 64), perm)));
  }

  /** MLIR's permutation-map patterns leave transfers inside a {@code vector.mask} alone. */
  private static boolean inMaskOp(Operation xfer) {
    return xfer.parentOp() != null && xfer.parentOp().name().equals("vector.mask");
  }

  private static void replaceWrite(PatternRewriter rw, Operation write, Value vec, List<Attribute> inBounds, AffineMap map) {
    replaceWrite(rw, write, vec, inBounds, map, VectorTransfers.mask(write));
  }

  /** Replaces {@code write} by a write of {@code vec} with {@code inBounds}, {@code map} and {@code mask}, its base and indices kept. */
  private static void replaceWrite(PatternRewriter rw, Operation write, Value vec, List<Attribute> inBounds, AffineMap map, Value mask) {
    MLIRContext ctx = rw.context();
    OperationState s = new OperationState(ctx, write.def(), write.location());
    List<Value> operands = new ArrayList<>(write.operands());
    operands.set(0, vec);
    if (VectorTransfers.mask(write) != null) {
      operands.set(operands.size() - 1, mask);
    }
    s.addOperands(operands);
    s.addTypes(write.resultTypes());
    s.properties = DictionaryAttr.get(ctx, List.of(
        new NamedAttribute("in_bounds", ArrayAttr.get(ctx, inBounds)),
        new NamedAttribute("operandSegmentSizes", write.inherentAttr("operandSegmentSizes")),
        new NamedAttribute("permutation_map", AffineMapAttr.get(ctx, map))));
    Operation w = rw.create(s);
    if (write.numResults() > 0) {
      rw.replaceOp(write, List.of(w.result(0)));
    } else {
      rw.eraseOp(write);
    }
  }

  /**
   * TransferWriteNonPermutationLowering: a write whose map drops memref dimensions after its
   * outermost one (e.g. {@code (d0, d1) -> (d0)}) broadcasts the vector to leading unit dimensions
   * for them, which the map then names first (in bounds), so that the map becomes a permutation for
   * {@link #permuteWrite}. A mask gets trailing unit dimensions (MLIR's extendMaskRank).
   */
  private static boolean extendWrite(Operation write, PatternRewriter rw) {
    AffineMap map = VectorTransfers.permutationMap(write);
    if (map.numResults() == 0 || inMaskOp(write) || minorIdentityPermutation(map) != null) {
      return false;
    }
    boolean[] found = new boolean[map.numDims()];
    for (AffineExpr e : map.results()) {
      if (!(e instanceof AffineDimExpr d)) {
        return false;
      }
      found[d.position()] = true;
    }
    List<AffineExpr> exprs = new ArrayList<>();
    boolean foundFirst = false;
    for (int i = 0; i < found.length; i++) {
      if (found[i]) {
        foundFirst = true;
      } else if (foundFirst) {
        exprs.add(new AffineDimExpr(i));
      }
    }
    int missing = exprs.size();
    if (missing == 0) {
      return false;
    }
    MLIRContext ctx = rw.context();
    VectorType vt = (VectorType) write.operand(0).type();
    long[] shape = new long[missing + vt.shape().length];
    boolean[] scalable = new boolean[shape.length];
    Arrays.fill(shape, 0, missing, 1);
    System.arraycopy(vt.shape(), 0, shape, missing, vt.shape().length);
    System.arraycopy(vt.scalableDims(), 0, scalable, missing, vt.shape().length);
    exprs.addAll(map.results());
    List<Attribute> inBounds = new ArrayList<>(java.util.Collections.nCopies(missing, (Attribute) IntegerAttr.bool(ctx, true)));
    for (int i = 0; i < vt.shape().length; i++) {
      inBounds.add(IntegerAttr.bool(ctx, VectorTransfers.inBounds(write, i)));
    }
    rw.setInsertionPoint(write);
    Value vec = create(rw, write, "vector.broadcast", write.operand(0), VectorType.get(ctx, shape, scalable, vt.elementType()));
    Value mask = VectorTransfers.mask(write);
    Value newMask = mask == null ? null : extendMaskRank(rw, write, mask, missing);
    replaceWrite(rw, write, vec, inBounds, new AffineMap(map.numDims(), 0, exprs), newMask);
    return true;
  }

  private static boolean reduceRank(Operation read, PatternRewriter rw) {
    AffineMap map = VectorTransfers.permutationMap(read);
    VectorType vt = (VectorType) read.result(0).type();
    if (map.numResults() == 0 || inMaskOp(read)) {
      return false;
    }
    int lead = 0;
    while (lead < map.numResults() && map.results().get(lead) instanceof AffineConstantExpr c && c.value() == 0) {
      lead++;
    }
    if (lead == 0) {
      return false;
    }
    int reduced = vt.shape().length - lead;
    AffineMap newMap = new AffineMap(map.numDims(), 0, map.results().subList(map.numResults() - reduced, map.numResults()));
    if (!isMinorIdentityWithBroadcasting(newMap)) {
      return false;
    }
    MLIRContext ctx = rw.context();
    long[] s = vt.shape();
    VectorType newType = VectorType.get(ctx, Arrays.copyOfRange(s, lead, s.length),
        Arrays.copyOfRange(vt.scalableDims(), lead, s.length), vt.elementType());
    List<Attribute> inBounds = new ArrayList<>();
    for (int i = lead; i < map.numResults(); i++) {
      inBounds.add(IntegerAttr.bool(ctx, VectorTransfers.inBounds(read, i)));
    }
    Value loaded = rebuild(rw, read, newType, newMap, inBounds);
    rw.replaceOp(read, List.of(create(rw, read, "vector.broadcast", loaded, vt)));
    return true;
  }

  /** AffineMap::isMinorIdentityWithBroadcasting: each dim result is the minor identity's, others broadcast zeros. */
  private static boolean isMinorIdentityWithBroadcasting(AffineMap map) {
    int start = map.numDims() - map.numResults();
    for (int i = 0; i < map.numResults(); i++) {
      AffineExpr e = map.results().get(i);
      boolean ok = e instanceof AffineConstantExpr c ? c.value() == 0 : e instanceof AffineDimExpr d && d.position() == start + i;
      if (!ok) {
        return false;
      }
    }
    return start >= 0;
  }

  /** The read with a new result type, map and in_bounds flags (same source, indices and padding). */
  private static Value rebuild(PatternRewriter rw, Operation read, VectorType type, AffineMap map, List<Attribute> inBounds) {
    MLIRContext ctx = rw.context();
    OperationState s = new OperationState(ctx, read.def(), read.location());
    s.addOperands(read.operands());
    s.addTypes(List.of(type));
    List<NamedAttribute> props = new ArrayList<>();
    props.add(new NamedAttribute("in_bounds", ArrayAttr.get(ctx, inBounds)));
    props.add(new NamedAttribute("operandSegmentSizes", read.inherentAttr("operandSegmentSizes")));
    props.add(new NamedAttribute("permutation_map", AffineMapAttr.get(ctx, map)));
    s.properties = DictionaryAttr.get(ctx, props);
    rw.setInsertionPoint(read);
    return rw.create(s).result(0);
  }

  private static Value create(PatternRewriter rw, Operation at, String name, Value operand, VectorType type, NamedAttribute... props) {
    MLIRContext ctx = rw.context();
    OperationState s = new OperationState(ctx, ctx.lookupOp(name), at.location());
    s.addOperands(List.of(operand));
    s.addTypes(List.of(type));
    if (props.length > 0) {
      s.properties = DictionaryAttr.get(ctx, List.of(props));
    }
    rw.setInsertionPoint(at);
    return rw.create(s).result(0);
  }
}
