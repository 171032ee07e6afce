package org.jmlir.dialect.linalg;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * linalg's canonicalization (LinalgOps.cpp): identity ops erased or forwarded
 * (EraseIdentityLinalgOp), ops on an empty buffer erased (EraseDeadLinalgOp), a copy of a buffer
 * to itself erased (EraseSelfCopy), and the fold that takes the source of a memref.cast operand.
 */
final class LinalgCanonicalization {
  private LinalgCanonicalization() {}

  static CanonicalizationPatterns patterns(OpKind kind) {
    List<RewritePattern> p = new ArrayList<>();
    String name = kind.opName();
    p.add(new NamedPattern("EraseDeadLinalgOp", name, 1, LinalgCanonicalization::eraseDead));
    // tensor's FoldTensorCastProducerOp (on every destination-style op) and linalg's InferStaticShapeOfOperands.
    p.add(new NamedPattern("FoldTensorCastProducerOp", name, 1, LinalgCanonicalization::foldCastProducers));
    p.add(new NamedPattern("InferStaticShapeOfOperands", name, 1, LinalgCanonicalization::inferStaticShapes));
    if (kind == OpKind.COPY) {
      // A linalg dialect pattern rooted at tensor.cast, listed once.
      p.add(new NamedPattern("FoldTensorCastConsumerOp", "tensor.cast", 1, LinalgCanonicalization::foldCastConsumer));
    }
    if (kind == OpKind.GENERIC || kind == OpKind.BROADCAST || kind == OpKind.TRANSPOSE) {
      p.add(new NamedPattern("EraseIdentityLinalgOp", name, 1, LinalgCanonicalization::eraseIdentity));
    }
    if (kind == OpKind.FILL) {
      // FillOp's canonicalization patterns rooted at the ops that consume a fill.
      p.add(new NamedPattern("FoldFillWithTensorExtract", "tensor.extract", 1, LinalgCanonicalization::extractOfFill));
      p.add(new NamedPattern("FoldFillWithTensorReshape", "tensor.collapse_shape", 1, LinalgCanonicalization::reshapeOfFill));
      p.add(new NamedPattern("FoldFillWithTensorReshape", "tensor.expand_shape", 1, LinalgCanonicalization::reshapeOfFill));
      p.add(new NamedPattern("FoldFillWithPad", "tensor.pad", 1, LinalgCanonicalization::padOfFill));
      p.add(new NamedPattern("FoldConcatsOfFill", "tensor.concat", 1, LinalgCanonicalization::concatOfFills));
      p.add(new NamedPattern("FoldFillWithCopy", "linalg.copy", 1, LinalgCanonicalization::copyOfFill));
      p.add(new NamedPattern("FoldInsertPadIntoFill", "tensor.insert_slice", 1, LinalgCanonicalization::insertPadIntoFill));
      p.add(new NamedPattern("FoldFillWithTranspose", "linalg.transpose", 1, LinalgCanonicalization::transposeOfFill));
    }
    if (kind == OpKind.COPY) {
      p.add(new NamedPattern("EraseSelfCopy", name, 1, LinalgCanonicalization::eraseSelfCopy));
    }
    if (kind == OpKind.TRANSPOSE) {
      p.add(new NamedPattern("FoldTransposeWithTranspose", name, 1, LinalgCanonicalization::transposeOfTranspose));
      p.add(new NamedPattern("SwapTransposeWithBroadcast", name, 1, LinalgCanonicalization::transposeOfBroadcast));
    }
    if (kind == OpKind.BROADCAST) {
      p.add(new NamedPattern("FoldBroadcasts", name, 1, LinalgCanonicalization::broadcastOfBroadcast));
    }
    return new CanonicalizationPatterns(p);
  }

  private static LinalgOp defining(Value v, OpKind kind) {
    return v.definingOp() instanceof LinalgOp l && l.kind() == kind ? l : null;
  }

  private static Operation relayout(PatternRewriter rewriter, Operation at, OpKind kind, Value input, Value init, long[] dims) {
    rewriter.setInsertionPoint(at);
    return rewriter.create(LinalgOps.relayoutState(rewriter.context(), at.location(), kind, input, init, dims));
  }

  /** broadcast(broadcast(x, d1), d2) becomes one broadcast of x over both sets of dims (FoldBroadcasts). */
  private static boolean broadcastOfBroadcast(Operation op, PatternRewriter rewriter) {
    LinalgOp outer = (LinalgOp) op;
    LinalgOp inner = defining(op.operand(0), OpKind.BROADCAST);
    if (inner == null || op.numResults() != 1) {
      return false;
    }
    long[] dims = outer.i64Array("dimensions");
    int initRank = LinalgOp.rankOf(op.operand(1).type());
    List<Long> dimMap = new ArrayList<>();
    List<Long> folded = new ArrayList<>();
    for (long d : dims) {
      folded.add(d);
    }
    for (long d = 0; d < initRank; d++) {
      if (!folded.contains(d)) {
        dimMap.add(d);
      }
    }
    for (long d : inner.i64Array("dimensions")) {
      folded.add(dimMap.get((int) d));
    }
    java.util.Collections.sort(folded);
    Operation b = relayout(rewriter, op, OpKind.BROADCAST, inner.operand(0), op.operand(1), folded.stream().mapToLong(Long::longValue).toArray());
    rewriter.replaceOp(op, b.results());
    return true;
  }

  /** transpose(broadcast(x)) becomes broadcast(transpose(x)) (SwapTransposeWithBroadcast; static input shapes here). */
  private static boolean transposeOfBroadcast(Operation op, PatternRewriter rewriter) {
    LinalgOp bcast = defining(op.operand(0), OpKind.BROADCAST);
    if (bcast == null || !op.operand(0).hasOneUse() || op.numResults() != 1
        || !(bcast.operand(0).type() instanceof org.jmlir.ir.type.RankedTensorType in)) {
      return false;
    }
    long[] dims = bcast.i64Array("dimensions");
    long[] perm = ((LinalgOp) op).i64Array("permutation");
    List<Long> kept = new ArrayList<>();
    for (long p : perm) {
      boolean dropped = false;
      for (long d : dims) {
        dropped |= d == p;
      }
      if (!dropped) {
        kept.add(p);
      }
    }
    long[] resultPerm = new long[kept.size()];
    for (int i = 0; i < resultPerm.length; i++) {
      long p = kept.get(i);
      long below = 0;
      for (long d : dims) {
        below += d < p ? 1 : 0;
      }
      resultPerm[i] = p - below;
    }
    long[] inverse = new long[perm.length];
    for (int i = 0; i < perm.length; i++) {
      inverse[(int) perm[i]] = i;
    }
    long[] resultDims = new long[dims.length];
    for (int i = 0; i < dims.length; i++) {
      resultDims[i] = inverse[(int) dims[i]];
    }
    rewriter.setInsertionPoint(op);
    List<OpFoldResult> inSizes = org.jmlir.dialect.affine.transforms.ShapeReification.mixedSizes(rewriter, op.location(), bcast.operand(0), "tensor.dim");
    List<OpFoldResult> sizes = new ArrayList<>();
    for (long p : resultPerm) {
      sizes.add(inSizes.get((int) p));
    }
    Value empty = TensorBuilders.empty(rewriter, op.location(), sizes, in.elementType());
    Operation t = relayout(rewriter, op, OpKind.TRANSPOSE, bcast.operand(0), empty, resultPerm);
    Operation b = relayout(rewriter, op, OpKind.BROADCAST, t.result(0), op.operand(1), resultDims);
    rewriter.replaceOp(op, b.results());
    return true;
  }

  /** transpose(transpose(x, p), q) becomes transpose(x, p[q[i]]) into the outer init. */
  private static boolean transposeOfTranspose(Operation op, PatternRewriter rewriter) {
    LinalgOp outer = (LinalgOp) op;
    if (!(outer.operand(0).definingOp() instanceof LinalgOp inner) || inner.kind() != OpKind.TRANSPOSE) {
      return false;
    }
    long[] defPerm = inner.i64Array("permutation");
    long[] perm = outer.i64Array("permutation");
    long[] folded = new long[perm.length];
    for (int i = 0; i < perm.length; i++) {
      folded[i] = defPerm[(int) perm[i]];
    }
    OperationState s = new OperationState(rewriter.context(), op.def(), op.location());
    s.addOperand(inner.operand(0)).addOperand(outer.operand(1));
    s.addTypes(op.resultTypes());
    s.addAttribute("permutation", org.jmlir.ir.attr.DenseArrayAttr.get(rewriter.context(), org.jmlir.ir.type.IntegerType.get(rewriter.context(), 64), folded));
    s.addRegion();
    Operation replacement = Operation.create(s);
    RegionBuilder.build(rewriter.context(), op.location(), replacement.region(0), OpKind.TRANSPOSE, List.of(inner.operand(0).type(), outer.operand(1).type()), null);
    rewriter.setInsertionPoint(op);
    rewriter.insert(replacement);
    rewriter.replaceOp(op, replacement.results());
    return true;
  }

  /** MLIR's PackOp / UnPackOp canonicalization: pack(unpack(x)) and unpack(pack(x)) with the same tiling are x. */
  static CanonicalizationPatterns relayoutPatterns(String name) {
    List<RewritePattern> p = new ArrayList<>();
    p.add(new NamedPattern("FoldRelayoutRoundTrip", name, 1, LinalgCanonicalization::relayoutRoundTrip));
    p.add(new NamedPattern(name.equals("linalg.pack") ? "FoldTensorCastPackOp" : "FoldTensorCastUnPackOp", name, 1,
        LinalgCanonicalization::relayoutCastFold));
    if (name.equals("linalg.pack")) {
      p.add(new NamedPattern("FoldFillWithPack", name, 1, LinalgCanonicalization::fillThenPack));
      p.add(new NamedPattern("PackOpCanonicalize", name, 1, LinalgCanonicalization::packStaticInfo));
    } else {
      p.add(new NamedPattern("UnPackOpCanonicalize", name, 1, LinalgCanonicalization::unpackIntoDpsInit));
      p.add(new NamedPattern("UnPackOpCanonicalize", name, 1, LinalgCanonicalization::unpackStaticInfo));
    }
    return new CanonicalizationPatterns(p);
  }

  private static LinalgOp fillOf(Value v) {
    return v.definingOp() instanceof LinalgOp l && l.kind() == OpKind.FILL && l.numResults() == 1 ? l : null;
  }

  /** tensor.extract of a fill is the fill value (FoldFillWithTensorExtract). */
  private static boolean extractOfFill(Operation op, PatternRewriter rewriter) {
    LinalgOp fill = fillOf(op.operand(0));
    if (fill == null) {
      return false;
    }
    rewriter.replaceOp(op, List.of(fill.inputs().get(0)));
    return true;
  }

  /** reshape(fill(v, init)) becomes fill(v, reshape(init)) (FoldFillWithTensorReshape). */
  private static boolean reshapeOfFill(Operation op, PatternRewriter rewriter) {
    LinalgOp fill = fillOf(op.operand(0));
    if (fill == null) {
      return false;
    }
    OperationState s = new OperationState(rewriter.context(), op.def(), fill.location());
    s.addOperand(fill.inits().get(0));
    for (int i = 1; i < op.numOperands(); i++) {
      s.addOperand(op.operand(i));
    }
    s.addTypes(op.resultTypes());
    for (var a : op.attrDictionary().entries()) {
      s.addAttribute(a.name(), a.value());
    }
    rewriter.setInsertionPoint(op);
    Operation reshaped = rewriter.create(s);
    Operation newFill = rewriter.create(LinalgOps.namedState(rewriter.context(), op.location(), OpKind.FILL, fill.inputs(), List.of(reshaped.result(0))));
    rewriter.replaceOp(op, newFill.results());
    return true;
  }

  /** tensor.pad of a fill with the same value is a fill of a tensor.empty of the padded shape (FoldFillWithPad; static shapes here). */
  private static boolean padOfFill(Operation op, PatternRewriter rewriter) {
    LinalgOp fill = fillOf(op.operand(0));
    if (fill == null || !(op.result(0).type() instanceof org.jmlir.ir.type.RankedTensorType t)
        || op.numRegions() == 0 || op.region(0).blocks().isEmpty()) {
      return false;
    }
    Operation yield = op.region(0).front().terminator();
    if (yield == null || yield.numOperands() != 1 || yield.operand(0) != fill.inputs().get(0)) {
      return false;
    }
    rewriter.setInsertionPoint(op);
    List<OpFoldResult> sizes = org.jmlir.dialect.affine.transforms.ShapeReification.reify(rewriter, op);
    if (sizes == null) {
      return false;
    }
    Value empty = TensorBuilders.empty(rewriter, op.location(), sizes, t.elementType());
    Operation newFill = rewriter.create(LinalgOps.namedState(rewriter.context(), fill.location(), OpKind.FILL, fill.inputs(), List.of(empty)));
    rewriter.replaceOp(op, List.of(TensorBuilders.castTo(rewriter, fill.location(), newFill.result(0), t)));
    return true;
  }



  /** pack(fill(v)) with a fresh destination becomes a fill of the destination (FoldFillWithPack). */
  private static boolean fillThenPack(Operation op, PatternRewriter rewriter) {
    LinalgPackOp pack = (LinalgPackOp) op;
    if (!(pack.source().definingOp() instanceof LinalgOp fill) || fill.kind() != OpKind.FILL || !pack.dest().hasOneUse()) {
      return false;
    }
    if (pack.paddingValue() != null && pack.paddingValue() != fill.inputs().get(0)) {
      org.jmlir.ir.attr.Attribute a = org.jmlir.ir.rewrite.OperationFolder.constantValue(pack.paddingValue());
      org.jmlir.ir.attr.Attribute b = org.jmlir.ir.rewrite.OperationFolder.constantValue(fill.inputs().get(0));
      if (a == null || !a.equals(b)) {
        return false;
      }
    }
    rewriter.setInsertionPoint(op);
    Operation newFill = rewriter.create(LinalgOps.namedState(rewriter.context(), op.location(), OpKind.FILL, fill.inputs(), List.of(pack.dest())));
    rewriter.replaceOp(op, newFill.results());
    return true;
  }

  /** unpack(x into dps_op(y)) unpacks into y, the destination-style op's init (UnPackOp::canonicalize). */
  private static boolean unpackIntoDpsInit(Operation op, PatternRewriter rewriter) {
    LinalgPackOp unpack = (LinalgPackOp) op;
    if (unpack.source().definingOp() instanceof LinalgPackOp) {
      return false;
    }
    Operation def = unpack.dest().definingOp();
    var dps = def == null ? null : def.def().extension(org.jmlir.dialect.tensor.DestinationStyle.class);
    if (dps == null || !(unpack.dest() instanceof org.jmlir.ir.OpResult r)) {
      return false;
    }
    Value init = dps.tiedInit(def, r.index());
    if (init == null) {
      return false;
    }
    rewriter.modifyOpInPlace(op, () -> op.setOperand(1, init));
    return true;
  }

  /** PackOp/UnPackOp::fold: a splat constant source (without padding) is the splat of the result type. */
  static List<OpFoldResult> foldRelayout(Operation op, List<org.jmlir.ir.attr.Attribute> constants) {
    LinalgPackOp relayout = (LinalgPackOp) op;
    if (!(constants.get(0) instanceof org.jmlir.ir.attr.DenseIntOrFPElementsAttr source) || !source.isSplat()
        || !(op.result(0).type() instanceof org.jmlir.ir.type.RankedTensorType result) || !result.hasStaticShape()) {
      return null;
    }
    if (relayout.paddingValue() != null) {
      return null; // MLIR also folds when the padding equals the splat value: not done here.
    }
    return List.of(new OpFoldResult.Constant(
        org.jmlir.ir.attr.DenseIntOrFPElementsAttr.getFromRaw(op.context(), result, source.rawData(), true)));
  }

  private static boolean relayoutRoundTrip(Operation op, PatternRewriter rewriter) {
    LinalgPackOp outer = (LinalgPackOp) op;
    if (!(outer.source().definingOp() instanceof LinalgPackOp inner) || inner.isPack() == outer.isPack()) {
      return false;
    }
    LinalgPackOp pack = outer.isPack() ? outer : inner;
    if (pack.paddingValue() != null || !inner.source().type().equals(outer.dest().type())
        || !java.util.Arrays.equals(inner.innerDimsPos(), outer.innerDimsPos())
        || !samePermutation(inner.outerDimsPerm(), outer.outerDimsPerm())
        || !tileKeys(inner).equals(tileKeys(outer))) {
      return false;
    }
    rewriter.replaceOp(op, List.of(inner.source()));
    return true;
  }

  /** hasSameInnerOuterAttribute's outer part: equal, or both identity (no permutation counts as identity). */
  private static boolean samePermutation(long[] a, long[] b) {
    return java.util.Arrays.equals(a, b) || (isIdentity(a) && isIdentity(b));
  }

  private static boolean isIdentity(long[] perm) {
    for (int i = 0; i < perm.length; i++) {
      if (perm[i] != i) {
        return false;
      }
    }
    return true;
  }

  /** The mixed tiles of a pack/unpack (the trailing index operands), as isEqualConstantIntOrValue compares them. */
  private static List<Object> tileKeys(LinalgPackOp op) {
    long[] statics = op.staticInnerTiles();
    int n = org.jmlir.dialect.utils.DynamicIndexList.countDynamic(statics);
    List<Value> dynamic = op.operands().subList(op.numOperands() - n, op.numOperands());
    List<Object> keys = new ArrayList<>();
    int d = 0;
    for (long t : statics) {
      if (t != ShapedType.DYNAMIC) {
        keys.add(t);
      } else {
        Value v = dynamic.get(d++);
        keys.add(org.jmlir.ir.rewrite.OperationFolder.constantValue(v) instanceof org.jmlir.ir.attr.IntegerAttr i ? (Object) i.longValue() : v);
      }
    }
    return keys;
  }

  /**
   * FoldTensorCastPackOp / FoldTensorCastUnPackOp: casts that only lose static sizes fold into a pack or unpack;
   * a dynamic tile whose size the new packed type gives becomes static; the result is cast back.
   */
  private static boolean relayoutCastFold(Operation o, PatternRewriter rw) {
    LinalgPackOp op = (LinalgPackOp) o;
    if (!foldableIntoConsumer(op.source()) && !foldableIntoConsumer(op.dest())) {
      return false;
    }
    Value source = foldableIntoConsumer(op.source()) ? op.source().definingOp().operand(0) : op.source();
    Value dest = foldableIntoConsumer(op.dest()) ? op.dest().definingOp().operand(0) : op.dest();
    long[] statics = op.staticInnerTiles();
    long[] packedShape = ((ShapedType) (op.isPack() ? dest : source).type()).shape();
    int n = org.jmlir.dialect.utils.DynamicIndexList.countDynamic(statics);
    List<Value> dynamic = op.operands().subList(op.numOperands() - n, op.numOperands());
    long[] newStatics = statics.clone();
    List<Value> newDynamic = new ArrayList<>();
    int d = 0;
    for (int i = 0; i < statics.length; i++) {
      if (statics[i] != ShapedType.DYNAMIC) {
        continue;
      }
      Value v = dynamic.get(d++);
      long size = packedShape[packedShape.length - statics.length + i];
      if (size == ShapedType.DYNAMIC) {
        newDynamic.add(v);
      } else {
        newStatics[i] = size;
      }
    }
    List<Value> operands = new ArrayList<>();
    operands.add(source);
    operands.add(dest);
    if (op.paddingValue() != null) {
      operands.add(op.paddingValue());
    }
    operands.addAll(newDynamic);
    Operation n2 = o.clone();
    n2.setOperands(operands);
    n2.setAttr("static_inner_tiles", org.jmlir.dialect.utils.DynamicIndexList.toAttr(rw.context(), newStatics));
    if (op.isPack()) {
      n2.setAttr(org.jmlir.dialect.utils.OperandSegments.ATTR,
          org.jmlir.dialect.utils.OperandSegments.sizesAttr(rw.context(), 1, 1, op.paddingValue() != null ? 1 : 0, newDynamic.size()));
    }
    n2.result(0).setType(dest.type());
    rw.setInsertionPoint(o);
    rw.insert(n2);
    rw.replaceOp(o, List.of(TensorBuilders.castTo(rw, o.location(), n2.result(0), o.result(0).type())));
    return true;
  }

  /** An op with a buffer operand of a zero-sized dimension does nothing. */
  private static boolean eraseDead(Operation op, PatternRewriter rewriter) {
    if (op.numResults() != 0) {
      return false;
    }
    for (Value v : op.operands()) {
      if (v.type() instanceof MemRefType m) {
        for (long d : m.shape()) {
          if (d == 0) {
            rewriter.eraseOp(op);
            return true;
          }
        }
      }
    }
    return false;
  }

  private static boolean eraseSelfCopy(Operation op, PatternRewriter rewriter) {
    LinalgOp l = (LinalgOp) op;
    if (!l.hasPureBufferSemantics() || l.inputs().size() != 1 || l.inits().size() != 1 || l.inputs().get(0) != l.inits().get(0)) {
      return false;
    }
    rewriter.eraseOp(op);
    return true;
  }

  private static boolean eraseIdentity(Operation op, PatternRewriter rewriter) {
    LinalgOp l = (LinalgOp) op;
    List<AffineMap> maps = l.indexingMaps();
    for (AffineMap m : maps) {
      if (!m.equals(maps.get(0))) {
        return false;
      }
    }
    Block body = l.body();
    if (body == null || body.size() != 1 || !(body.last() instanceof LinalgYieldOp yield)) {
      return false;
    }
    if (l.hasPureBufferSemantics()) {
      if (l.inputs().size() != 1 || l.inits().size() != 1 || l.inputs().get(0) != l.inits().get(0)) {
        return false;
      }
      if (!(yield.operand(0) instanceof BlockArgument a) || a.owner() != body) {
        return false;
      }
      rewriter.eraseOp(op);
      return true;
    }
    if (!l.hasPureTensorSemantics()) {
      return false;
    }
    List<Value> returned = new ArrayList<>();
    for (int i = 0; i < yield.numOperands(); i++) {
      if (!(yield.operand(i) instanceof BlockArgument a) || a.owner() != body) {
        return false;
      }
      Value arg = op.operand(a.index());
      Type resultType = op.result(i).type();
      if (arg.type() != resultType) {
        if (!(arg.type() instanceof ShapedType s) || !(resultType instanceof ShapedType r) || s.elementType() != r.elementType()
            || !s.hasRank() || !r.hasRank() || !ShapedType.compatibleDims(s.shape(), r.shape())) {
          return false;
        }
        rewriter.setInsertionPoint(op);
        OperationState c = new OperationState(op.context(), op.context().opDef("tensor.cast"), op.location());
        c.addOperand(arg).addType(resultType);
        arg = rewriter.create(c).result(0);
      }
      returned.add(arg);
    }
    if (returned.size() != op.numResults()) {
      return false;
    }
    rewriter.replaceOp(op, returned);
    return true;
  }

  /** memref::foldMemRefCast: an operand cast to a less static memref type is replaced by the cast's source. */
  static List<OpFoldResult> fold(Operation op, List<Attribute> constants) {
    // TransposeOp::fold: an identity permutation of a tensor is its input.
    if (op instanceof LinalgOp l && l.kind() == OpKind.TRANSPOSE && op.operand(0).type() instanceof org.jmlir.ir.type.TensorType) {
      long[] perm = l.i64Array("permutation");
      boolean identity = true;
      for (int i = 0; i < perm.length; i++) {
        identity &= perm[i] == i;
      }
      if (identity && op.numResults() == 1) {
        return List.of(new OpFoldResult.Folded(op.operand(0)));
      }
    }
    boolean changed = false;
    for (int i = 0; i < op.numOperands(); i++) {
      Operation cast = op.operand(i).definingOp();
      if (cast != null && cast.name().equals("memref.cast") && cast.operand(0).type() instanceof MemRefType src
          && cast.result(0).type() instanceof MemRefType dst && moreStatic(src, dst)) {
        op.setOperand(i, cast.operand(0));
        changed = true;
      }
    }
    return changed ? List.of() : null;
  }

  // ---- more of FillOp's canonicalization ---------------------------------------------------------

  /** FoldFillWithCopy: a copy of a fill is a fill of the copy's init; a copy into a fill writes the fill's init. */
  private static boolean copyOfFill(Operation op, PatternRewriter rw) {
    LinalgOp copy = (LinalgOp) op;
    LinalgOp in = fillOf(copy.inputs().get(0));
    rw.setInsertionPoint(op);
    if (in != null) {
      rw.replaceOp(op, rw.create(LinalgOps.namedState(rw.context(), op.location(), OpKind.FILL, in.inputs(), copy.inits())).results());
      return true;
    }
    LinalgOp out = fillOf(copy.inits().get(0));
    if (out != null) {
      rw.replaceOp(op, rw.create(LinalgOps.namedState(rw.context(), op.location(), OpKind.COPY, copy.inputs(), out.inits())).results());
      return true;
    }
    return false;
  }

  /** FoldFillWithTranspose: a transpose of a fill is a fill of the transpose's init. */
  private static boolean transposeOfFill(Operation op, PatternRewriter rw) {
    LinalgOp in = fillOf(op.operand(0));
    if (in == null) {
      return false;
    }
    rw.setInsertionPoint(op);
    rw.replaceOp(op, rw.create(LinalgOps.namedState(rw.context(), op.location(), OpKind.FILL, in.inputs(), List.of(op.operand(1)))).results());
    return true;
  }

  /** getAsOpFoldResult: a constant's attribute, else the value. */
  private static Object foldResultKey(Value v) {
    Attribute a = org.jmlir.ir.rewrite.OperationFolder.constantValue(v);
    return a != null ? a : v;
  }

  /** FoldConcatsOfFill: a concat of fills of one value is a fill of the concat of their inits. */
  private static boolean concatOfFills(Operation op, PatternRewriter rw) {
    if (op.numOperands() == 0) {
      return false;
    }
    LinalgOp first = fillOf(op.operand(0));
    if (first == null) {
      return false;
    }
    Object value = foldResultKey(first.inputs().get(0));
    List<Value> outs = new ArrayList<>();
    for (Value v : op.operands()) {
      LinalgOp f = fillOf(v);
      if (f == null || !foldResultKey(f.inputs().get(0)).equals(value)) {
        return false;
      }
      outs.add(f.inits().get(0));
    }
    rw.setInsertionPoint(op);
    OperationState c = new OperationState(rw.context(), op.def(), op.location());
    c.addOperands(outs);
    c.properties = op.properties();
    c.addType(op.result(0).type());
    Value concat = rw.create(c).result(0);
    rw.replaceOp(op, rw.create(LinalgOps.namedState(rw.context(), op.location(), OpKind.FILL, first.inputs(), List.of(concat))).results());
    return true;
  }

  /**
   * FoldInsertPadIntoFill: inserting a tensor.pad into a fill of its padding value (through insert_slices
   * of provably disjoint static ranges) inserts the pad's source at the offsets moved by the low padding.
   */
  private static boolean insertPadIntoFill(Operation op, PatternRewriter rw) {
    Operation pad = op.operand(0).definingOp();
    if (pad == null || !pad.name().equals("tensor.pad") || LinalgOp.rankOf(op.result(0).type()) != LinalgOp.rankOf(op.operand(0).type())) {
      return false;
    }
    String offsetsAttr = org.jmlir.dialect.utils.OffsetsSizesStrides.STATIC_OFFSETS;
    String sizesAttr = org.jmlir.dialect.utils.OffsetsSizesStrides.STATIC_SIZES;
    String stridesAttr = org.jmlir.dialect.utils.OffsetsSizesStrides.STATIC_STRIDES;
    Value firstDest = op.operand(1);
    while (firstDest.definingOp() instanceof Operation prev && prev.name().equals("tensor.insert_slice")) {
      if (LinalgOp.rankOf(prev.result(0).type()) != LinalgOp.rankOf(prev.operand(0).type())) {
        return false;
      }
      long[][] a = {org.jmlir.dialect.utils.OffsetsSizesStrides.statics(op, offsetsAttr), org.jmlir.dialect.utils.OffsetsSizesStrides.statics(op, sizesAttr),
          org.jmlir.dialect.utils.OffsetsSizesStrides.statics(op, stridesAttr)};
      long[][] b = {org.jmlir.dialect.utils.OffsetsSizesStrides.statics(prev, offsetsAttr), org.jmlir.dialect.utils.OffsetsSizesStrides.statics(prev, sizesAttr),
          org.jmlir.dialect.utils.OffsetsSizesStrides.statics(prev, stridesAttr)};
      boolean disjoint = false;
      for (int i = 0; i < a[0].length && !disjoint; i++) {
        boolean dynamic = false;
        for (int k = 0; k < 3; k++) {
          dynamic |= a[k][i] == ShapedType.DYNAMIC || b[k][i] == ShapedType.DYNAMIC;
        }
        if (dynamic) {
          continue;
        }
        long prevStart = b[0][i];
        long prevEnd = prevStart + (b[1][i] - 1) * b[2][i];
        long nextStart = a[0][i];
        long nextEnd = nextStart + (a[1][i] - 1) * a[2][i];
        disjoint = prevEnd < nextStart || nextEnd < prevStart;
      }
      if (!disjoint) {
        break;
      }
      firstDest = prev.operand(1);
    }
    LinalgOp fill = fillOf(firstDest);
    if (fill == null || pad.numRegions() == 0 || pad.region(0).blocks().isEmpty()) {
      return false;
    }
    Operation yield = pad.region(0).front().terminator();
    Value padValue = yield == null || yield.numOperands() != 1 ? null : yield.operand(0);
    if (padValue == null || (padValue.definingOp() != null && padValue.definingOp().block() == pad.region(0).front())
        || (padValue instanceof BlockArgument ba && ba.owner() == pad.region(0).front()) || padValue != fill.inputs().get(0)) {
      return false;
    }
    org.jmlir.ir.loc.Location loc = op.location();
    rw.setInsertionPoint(op);
    long[] lowStatic = org.jmlir.dialect.utils.DynamicIndexList.values(pad.inherentAttr("static_low"));
    List<OpFoldResult> low = org.jmlir.dialect.memref.MemRefBuilders.mixed(rw.context(), lowStatic,
        pad.operands().subList(1, 1 + org.jmlir.dialect.utils.DynamicIndexList.countDynamic(lowStatic)));
    List<OpFoldResult> oldOffsets = TensorBuilders.mixed(op, offsetsAttr, 2);
    org.jmlir.ir.affine.AffineExpr add = org.jmlir.ir.affine.AffineExpr.symbol(0).add(org.jmlir.ir.affine.AffineExpr.symbol(1));
    List<OpFoldResult> offsets = new ArrayList<>();
    for (int i = 0; i < low.size(); i++) {
      offsets.add(org.jmlir.dialect.affine.AffineApplyBuilder.composedFoldedApply(rw, loc, add, List.of(low.get(i), oldOffsets.get(i))));
    }
    Value src = pad.operand(0);
    long[] srcShape = ((ShapedType) src.type()).shape();
    List<OpFoldResult> sizes = new ArrayList<>();
    for (int i = 0; i < srcShape.length; i++) {
      if (srcShape[i] == ShapedType.DYNAMIC) {
        Value idx = org.jmlir.dialect.memref.MemRefBuilders.constantIndex(rw, loc, i);
        OperationState dim = new OperationState(rw.context(), rw.context().opDef("tensor.dim"), loc);
        dim.addOperand(src).addOperand(idx).addType(org.jmlir.ir.type.IndexType.get(rw.context()));
        sizes.add(OpFoldResult.of(rw.create(dim).result(0)));
      } else {
        sizes.add(OpFoldResult.of(org.jmlir.dialect.utils.ShapedFolds.index(rw.context(), srcShape[i])));
      }
    }
    Operation inserted = TensorBuilders.slice(rw, loc, "tensor.insert_slice", src, op.operand(1), offsets, sizes, TensorBuilders.mixed(op, stridesAttr, 2), null);
    rw.replaceOp(op, inserted.results());
    return true;
  }

  // ---- pack/unpack: unneeded padding, static shapes ---------------------------------------------

  /**
   * MLIR's inferStaticShape for pack/unpack: an outer dim that is static on one side and dynamic on the
   * other (not a tiled dim) becomes static on both. {@code packed} is the tiled side. Null when nothing changes.
   */
  private static long[][] inferRelayoutShapes(LinalgPackOp op) {
    long[] unpacked = ((ShapedType) (op.isPack() ? op.source() : op.dest()).type()).shape().clone();
    long[] packed = ((ShapedType) (op.isPack() ? op.dest() : op.source()).type()).shape().clone();
    long[] perm = op.outerDimsPerm();
    long[] inverse = new long[perm.length];
    for (int i = 0; i < perm.length; i++) {
      inverse[(int) perm[i]] = i;
    }
    java.util.Set<Long> inner = new java.util.HashSet<>();
    for (long d : op.innerDimsPos()) {
      inner.add(d);
    }
    boolean changed = false;
    for (int i = 0; i < unpacked.length; i++) {
      if (inner.contains((long) i)) {
        continue;
      }
      int packedPos = perm.length == 0 ? i : (int) inverse[i];
      if ((unpacked[i] == ShapedType.DYNAMIC) == (packed[packedPos] == ShapedType.DYNAMIC)) {
        continue;
      }
      long size = unpacked[i] == ShapedType.DYNAMIC ? packed[packedPos] : unpacked[i];
      unpacked[i] = size;
      packed[packedPos] = size;
      changed = true;
    }
    return changed ? new long[][] {unpacked, packed} : null;
  }

  private static org.jmlir.ir.type.RankedTensorType withShape(Value v, long[] shape) {
    org.jmlir.ir.type.RankedTensorType t = (org.jmlir.ir.type.RankedTensorType) v.type();
    Operation owner = v.definingOp() != null ? v.definingOp() : ((BlockArgument) v).owner().parentOp();
    return org.jmlir.ir.type.RankedTensorType.get(owner.context(), shape, t.elementType(), t.encoding());
  }

  /** PackOp::canonicalize: drop a padding value no tile needs; make outer dims static from the other side, through casts. */
  private static boolean packStaticInfo(Operation o, PatternRewriter rw) {
    LinalgPackOp op = (LinalgPackOp) o;
    long[] src = ((ShapedType) op.source().type()).shape();
    if (op.paddingValue() != null) {
      long[] pos = op.innerDimsPos();
      long[] tiles = op.staticInnerTiles();
      boolean dynamic = java.util.Arrays.stream(tiles).anyMatch(t -> t == ShapedType.DYNAMIC)
          || java.util.Arrays.stream(pos).anyMatch(d -> src[(int) d] == ShapedType.DYNAMIC);
      if (!dynamic && !LinalgPackOp.requiresPadding(src, pos, ((ShapedType) op.dest().type()).shape(), op.outerDimsPerm(), tiles)) {
        rw.modifyOpInPlace(o, () -> {
          List<Value> operands = new ArrayList<>(o.operands());
          operands.remove(2);
          o.setOperands(operands);
          o.setAttr(org.jmlir.dialect.utils.OperandSegments.ATTR, org.jmlir.dialect.utils.OperandSegments.sizesAttr(rw.context(), 1, 1, 0,
              operands.size() - 2));
        });
        return true;
      }
    }
    long[][] shapes = inferRelayoutShapes(op);
    if (shapes == null) {
      return false;
    }
    rw.setInsertionPoint(o);
    Value source = op.source();
    if (!java.util.Arrays.equals(shapes[0], src)) {
      source = TensorBuilders.castTo(rw, o.location(), source, withShape(source, shapes[0]));
    }
    Value dest = op.dest();
    Type original = o.result(0).type();
    boolean destChanged = !java.util.Arrays.equals(shapes[1], ((ShapedType) dest.type()).shape());
    if (destChanged) {
      dest = TensorBuilders.castTo(rw, o.location(), dest, withShape(dest, shapes[1]));
    }
    Value newSource = source;
    Value newDest = dest;
    rw.modifyOpInPlace(o, () -> {
      o.setOperand(0, newSource);
      o.setOperand(1, newDest);
      o.result(0).setType(newDest.type());
    });
    if (destChanged) {
      rw.setInsertionPointAfter(o);
      Value cast = TensorBuilders.castTo(rw, o.location(), o.result(0), original);
      for (org.jmlir.ir.OpOperand use : new ArrayList<>(o.result(0).uses())) {
        if (use.owner() != cast.definingOp()) {
          Operation user = use.owner();
          int index = use.index();
          rw.modifyOpInPlace(user, () -> user.setOperand(index, cast));
        }
      }
    }
    return true;
  }

  /** UnPackOp::canonicalize's last step: outer dims static from the other side, a new unpack between casts. */
  private static boolean unpackStaticInfo(Operation o, PatternRewriter rw) {
    LinalgPackOp op = (LinalgPackOp) o;
    long[][] shapes = inferRelayoutShapes(op);
    if (shapes == null) {
      return false;
    }
    rw.setInsertionPoint(o);
    Value source = op.source();
    if (!java.util.Arrays.equals(shapes[1], ((ShapedType) source.type()).shape())) {
      source = TensorBuilders.castTo(rw, o.location(), source, withShape(source, shapes[1]));
    }
    Value dest = op.dest();
    if (!java.util.Arrays.equals(shapes[0], ((ShapedType) dest.type()).shape())) {
      dest = TensorBuilders.castTo(rw, o.location(), dest, withShape(dest, shapes[0]));
    }
    Operation n = o.clone();
    n.setOperand(0, source);
    n.setOperand(1, dest);
    n.result(0).setType(dest.type());
    rw.insert(n);
    rw.replaceOp(o, List.of(TensorBuilders.castTo(rw, o.location(), n.result(0), o.result(0).type())));
    return true;
  }

  // ---- tensor.cast around linalg ops -------------------------------------------------------------

  /** MLIR's preservesStaticInformation: {@code target} keeps every static size of {@code source}. */
  private static boolean preservesStaticInformation(Type source, Type target) {
    if (!(source instanceof org.jmlir.ir.type.RankedTensorType s) || !(target instanceof org.jmlir.ir.type.RankedTensorType t)
        || !s.elementType().equals(t.elementType()) || s.rank() != t.rank() || !java.util.Objects.equals(s.encoding(), t.encoding())) {
      return false;
    }
    for (int i = 0; i < s.rank(); i++) {
      if (s.shape()[i] != ShapedType.DYNAMIC && t.shape()[i] == ShapedType.DYNAMIC) {
        return false;
      }
    }
    return true;
  }

  /** A tensor.cast whose source is at least as static as its result (canFoldIntoConsumerOp). */
  private static boolean foldableIntoConsumer(Value v) {
    Operation cast = v.definingOp();
    return cast != null && cast.name().equals("tensor.cast") && preservesStaticInformation(cast.result(0).type(), cast.operand(0).type());
  }

  /** {@code op} cloned before itself with other operands and result types. */
  private static Operation cloneWith(PatternRewriter rw, Operation op, List<Value> operands, List<Type> resultTypes) {
    Operation n = op.clone();
    for (int i = 0; i < operands.size(); i++) {
      n.setOperand(i, operands.get(i));
    }
    for (int i = 0; i < resultTypes.size(); i++) {
      n.result(i).setType(resultTypes.get(i));
    }
    rw.setInsertionPoint(op);
    return rw.insert(n);
  }

  /** Replaces {@code op} by {@code n}, casting results whose type changed back to the old type. */
  private static void replaceWithCastsBack(PatternRewriter rw, Operation op, Operation n) {
    List<Value> replacements = new ArrayList<>();
    for (int i = 0; i < op.numResults(); i++) {
      Value r = n.result(i);
      if (!r.type().equals(op.result(i).type())) {
        OperationState cast = new OperationState(rw.context(), rw.context().opDef("tensor.cast"), op.location());
        cast.addOperand(r).addType(op.result(i).type());
        r = rw.create(cast).result(0);
      }
      replacements.add(r);
    }
    rw.replaceOp(op, replacements);
  }

  /** FoldTensorCastProducerOp: operands come from the sources of casts that only lose static sizes. */
  private static boolean foldCastProducers(Operation op, PatternRewriter rw) {
    if (!(op instanceof LinalgOp l) || op.operands().stream().noneMatch(LinalgCanonicalization::foldableIntoConsumer)) {
      return false;
    }
    List<Value> operands = new ArrayList<>();
    List<Type> results = new ArrayList<>();
    int numInputs = l.inputs().size();
    for (int i = 0; i < op.numOperands(); i++) {
      Value v = op.operand(i);
      Value n = foldableIntoConsumer(v) ? v.definingOp().operand(0) : v;
      operands.add(n);
      if (i >= numInputs && !(n.type() instanceof MemRefType) && results.size() < op.numResults()) {
        results.add(n.type());
      }
    }
    replaceWithCastsBack(rw, op, cloneWith(rw, op, operands, results));
    return true;
  }

  /** InferStaticShapeOfOperands: dynamic sizes that another operand gives statically through the same loop become static, through casts. */
  private static boolean inferStaticShapes(Operation op, PatternRewriter rw) {
    if (!(op instanceof LinalgOp l) || !l.hasPureTensorSemantics()) {
      return false;
    }
    List<AffineMap> maps = l.indexingMaps();
    for (AffineMap m : maps) {
      if (!LinalgOps.isProjectedPermutation(m)) {
        return false;
      }
    }
    java.util.Map<Integer, Long> sizes = new java.util.HashMap<>();
    for (int i = 0; i < op.numOperands(); i++) {
      if (!(op.operand(i).type() instanceof org.jmlir.ir.type.RankedTensorType t)) {
        continue;
      }
      for (int d = 0; d < t.rank(); d++) {
        if (t.shape()[d] != ShapedType.DYNAMIC && maps.get(i).results().get(d) instanceof org.jmlir.ir.affine.AffineDimExpr e) {
          sizes.putIfAbsent(e.position(), t.shape()[d]);
        }
      }
    }
    int numInputs = l.inputs().size();
    List<Value> operands = new ArrayList<>();
    List<Type> results = new ArrayList<>();
    boolean change = false;
    for (int i = 0; i < op.numOperands(); i++) {
      Value v = op.operand(i);
      operands.add(v);
      if (!(v.type() instanceof org.jmlir.ir.type.RankedTensorType t)) {
        continue;
      }
      boolean init = i >= numInputs;
      if (t.hasStaticShape() && init) {
        results.add(t);
        continue;
      }
      long[] shape = t.shape().clone();
      boolean needed = false;
      for (int d = 0; d < shape.length; d++) {
        if (shape[d] == ShapedType.DYNAMIC && maps.get(i).results().get(d) instanceof org.jmlir.ir.affine.AffineDimExpr e
            && sizes.containsKey(e.position())) {
          shape[d] = sizes.get(e.position());
          needed = true;
        }
      }
      Type newType = org.jmlir.ir.type.RankedTensorType.get(rw.context(), shape, t.elementType(), t.encoding());
      if (needed) {
        change = true;
        rw.setInsertionPoint(op);
        OperationState cast = new OperationState(rw.context(), rw.context().opDef("tensor.cast"), op.location());
        cast.addOperand(v).addType(newType);
        operands.set(i, rw.create(cast).result(0));
      }
      if (init) {
        results.add(newType);
      }
    }
    if (!change) {
      return false;
    }
    replaceWithCastsBack(rw, op, cloneWith(rw, op, operands, results));
    return true;
  }

  /** FoldTensorCastConsumerOp: a cast of a linalg result to a more static type moves onto the op's init. */
  private static boolean foldCastConsumer(Operation cast, PatternRewriter rw) {
    Value src = cast.operand(0);
    if (!(src.definingOp() instanceof LinalgOp l) || !preservesStaticInformation(src.type(), cast.result(0).type())
        || src.definingOp().block() != cast.block()) {
      return false;
    }
    Operation op = src.definingOp();
    int result = ((org.jmlir.ir.OpResult) src).index();
    Type type = cast.result(0).type();
    rw.setInsertionPoint(op);
    Value init = l.inits().get(result);
    OperationState c = new OperationState(rw.context(), rw.context().opDef("tensor.cast"), op.location());
    c.addOperand(init).addType(type);
    Value newInit = rw.create(c).result(0);
    List<Value> operands = new ArrayList<>(op.operands());
    operands.set(l.inputs().size() + result, newInit);
    List<Type> results = new ArrayList<>();
    for (int i = 0; i < op.numResults(); i++) {
      results.add(i == result ? type : op.result(i).type());
    }
    Operation n = cloneWith(rw, op, operands, results);
    Value newResult = n.result(result);
    replaceWithCastsBack(rw, op, n);
    rw.replaceOp(cast, List.of(newResult));
    return true;
  }

  /** Whether {@code src} keeps every static size of {@code dst} (MLIR's canFoldIntoConsumerOp, shapes only). */
  private static boolean moreStatic(MemRefType src, MemRefType dst) {
    if (src.rank() != dst.rank() || src.elementType() != dst.elementType() || src.layout() != dst.layout()
        || src.memorySpace() != dst.memorySpace()) {
      return false;
    }
    for (int i = 0; i < src.rank(); i++) {
      long s = src.shape()[i];
      long d = dst.shape()[i];
      if (d != ShapedType.DYNAMIC && s != d) {
        return false;
      }
    }
    return true;
  }
}
