package org.jmlir.dialect.linalg.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.linalg.LinalgIndexOp;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.linalg.LinalgYieldOp;
import org.jmlir.dialect.linalg.OpKind;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;

/**
 * The patterns of {@code linalg-fuse-elementwise-ops} (MLIR's ElementwiseOpFusion.cpp): a
 * linalg.generic producer with only parallel loops and a single use is fused into the generic
 * consuming its result (FuseElementwiseOps), and inits whose value the body never reads are
 * replaced by tensor.empty (RemoveOutsDependency).
 */
final class ElementwiseFusion {
  private ElementwiseFusion() {}

  static List<RewritePattern> patterns() {
    return List.of(new FuseElementwiseOps(), new RemoveOutsDependency(),
        new org.jmlir.dialect.fold.NamedPattern("FoldScalarOrSplatConstant", "linalg.generic", 1, ElementwiseFusion::foldScalarOrSplatConstant),
        new org.jmlir.dialect.fold.NamedPattern("DeduplicateAndRemoveDeadOperandsAndResults", "linalg.generic", 1, ElementwiseFusion::deduplicateInputs));
  }

  /**
   * The input half of MLIR's DeduplicateAndRemoveDeadOperandsAndResults (populateEraseUnusedOperandsAndResultsPatterns):
   * an input the body never reads is dropped while the other maps still give every loop's bound,
   * and an input repeating an earlier (value, map) pair reuses the earlier block argument. The new
   * generic keeps the op's other attributes. (Dead and duplicate results are not removed yet.)
   */
  static boolean deduplicateInputs(Operation o, PatternRewriter rw) {
    LinalgOp op = (LinalgOp) o;
    Block body = op.body();
    if (body == null) {
      return false;
    }
    List<Value> inputs = op.inputs();
    List<AffineMap> maps = op.indexingMaps();
    int nIn = inputs.size();
    int[] newPos = new int[nIn];
    boolean[] dropped = new boolean[op.numOperands()];
    List<Value> keptInputs = new ArrayList<>();
    List<AffineMap> keptMaps = new ArrayList<>();
    java.util.Map<java.util.List<Object>, Integer> seen = new java.util.HashMap<>();
    boolean changed = false;
    for (int i = 0; i < nIn; i++) {
      newPos[i] = -1;
      if (body.argument(i).hasNoUses()) {
        dropped[i] = true;
        if (loopsStillBounded(maps, dropped, op.numLoops())) {
          changed = true;
          continue;
        }
        dropped[i] = false;
      }
      java.util.List<Object> key = java.util.List.of(inputs.get(i), maps.get(i));
      Integer at = seen.get(key);
      if (at != null) {
        newPos[i] = at;
        dropped[i] = true;
        changed = true;
        continue;
      }
      newPos[i] = keptInputs.size();
      seen.put(key, keptInputs.size());
      keptInputs.add(inputs.get(i));
      keptMaps.add(maps.get(i));
    }
    if (!changed) {
      return false;
    }
    keptMaps.addAll(maps.subList(nIn, maps.size()));
    MLIRContext ctx = rw.context();
    rw.setInsertionPoint(op);
    OperationState st = Generalize.genericState(ctx, op.location(), keptInputs, op.inits(), keptMaps, op.iteratorTypes(), op.resultTypes());
    Operation fused = rw.create(st);
    for (org.jmlir.ir.attr.NamedAttribute na : op.attrDictionary().entries()) {
      if (fused.attr(na.name()) == null && !na.name().equals("operandSegmentSizes")) {
        fused.setAttr(na.name(), na.value());
      }
    }
    Operation copy = op.clone(new IRMapping());
    Block b = copy.region(0).front();
    for (int i = 0; i < nIn; i++) {
      if (dropped[i] && newPos[i] >= 0) {
        int target = -1;
        for (int j = 0; j < i; j++) {
          if (!dropped[j] && newPos[j] == newPos[i]) {
            target = j;
            break;
          }
        }
        b.argument(i).replaceAllUsesWith(b.argument(target));
      }
    }
    for (int i = nIn - 1; i >= 0; i--) {
      if (dropped[i]) {
        b.eraseArgument(i);
      }
    }
    rw.inlineRegionBefore(copy.region(0), fused.region(0), 0);
    copy.erase();
    rw.replaceOp(op, fused.results());
    return true;
  }

  /** MLIR's canOpOperandsBeDropped: the maps of the operands left still use every loop dim as a result. */
  private static boolean loopsStillBounded(List<AffineMap> maps, boolean[] dropped, int loops) {
    boolean[] covered = new boolean[loops];
    for (int i = 0; i < maps.size(); i++) {
      if (dropped[i]) {
        continue;
      }
      for (AffineExpr e : maps.get(i).results()) {
        if (e instanceof AffineDimExpr d) {
          covered[d.position()] = true;
        }
      }
    }
    for (boolean c : covered) {
      if (!c) {
        return false;
      }
    }
    return true;
  }

  /**
   * MLIR's FoldScalarOrSplatConstant: an input of a tensor generic produced by a scalar constant or
   * a splat int/float dense constant is dropped and its block argument becomes a scalar
   * arith.constant (the new generic carries only maps and iterator types), if the remaining maps
   * still give every loop's bound.
   */
  static boolean foldScalarOrSplatConstant(Operation o, PatternRewriter rw) {
    LinalgOp op = (LinalgOp) o;
    for (Value v : op.operands()) {
      if (v.type() instanceof org.jmlir.ir.type.BaseMemRefType) {
        return false;
      }
    }
    List<Value> inputs = op.inputs();
    for (int k = 0; k < inputs.size(); k++) {
      Operation def = inputs.get(k).definingOp();
      if (def == null || !def.name().equals("arith.constant")) {
        continue;
      }
      org.jmlir.ir.attr.Attribute value = def.attr("value");
      org.jmlir.ir.attr.Attribute scalar = null;
      if (value instanceof org.jmlir.ir.attr.DenseIntOrFPElementsAttr d && d.isSplat()
          && (d.elementType() instanceof org.jmlir.ir.type.IntegerType || d.elementType() instanceof org.jmlir.ir.type.FloatType)) {
        scalar = org.jmlir.dialect.utils.ShapedFolds.element(rw.context(), d, 0);
      } else if (value instanceof org.jmlir.ir.attr.IntegerAttr || value instanceof org.jmlir.ir.attr.FloatAttr) {
        scalar = value;
      }
      if (scalar == null) {
        continue;
      }
      List<AffineMap> maps = new ArrayList<>(op.indexingMaps());
      maps.remove(k);
      boolean[] covered = new boolean[op.numLoops()];
      for (AffineMap m : maps) {
        for (org.jmlir.ir.affine.AffineExpr e : m.results()) {
          if (e instanceof org.jmlir.ir.affine.AffineDimExpr d) {
            covered[d.position()] = true;
          }
        }
      }
      for (boolean c : covered) {
        if (!c) {
          return false;
        }
      }
      MLIRContext ctx = rw.context();
      rw.setInsertionPoint(op);
      OperationState cs = new OperationState(ctx, ctx.opDef("arith.constant"), def.location());
      cs.addAttribute("value", scalar);
      cs.addType(((org.jmlir.ir.attr.TypedAttr) scalar).type());
      Value constant = rw.create(cs).result(0);
      List<Value> fusedInputs = new ArrayList<>(inputs);
      fusedInputs.remove(k);
      Operation fused = rw.create(Generalize.genericState(ctx, op.location(), fusedInputs, op.inits(), maps, op.iteratorTypes(), op.resultTypes()));
      Operation copy = op.clone(new org.jmlir.ir.IRMapping());
      Block body = copy.region(0).front();
      body.argument(k).replaceAllUsesWith(constant);
      body.eraseArgument(k);
      rw.inlineRegionBefore(copy.region(0), fused.region(0), 0);
      copy.erase();
      rw.replaceOp(op, fused.results());
      return true;
    }
    return false;
  }

  private static boolean isGeneric(Operation op) {
    return op instanceof LinalgOp l && l.kind() == OpKind.GENERIC;
  }

  /** Fuses the producer of one input of a generic consumer. */
  static final class FuseElementwiseOps extends RewritePattern {
    FuseElementwiseOps() {
      super("linalg.generic", 1);
    }

    @Override
    public String debugName() {
      return "FuseElementwiseOps";
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      LinalgOp consumer = (LinalgOp) op;
      if (!isGeneric(consumer)) {
        return false;
      }
      for (int i = 0; i < consumer.inputs().size(); i++) {
        Value v = consumer.operand(i);
        if (!(v instanceof OpResult r) || !(r.owner() instanceof LinalgOp producer) || !isGeneric(producer)) {
          continue;
        }
        if (!v.hasOneUse() || !fusable(producer, consumer, i, r.index())) {
          continue;
        }
        fuse(producer, consumer, i, r.index(), rewriter);
        return true;
      }
      return false;
    }
  }

  /** MLIR's areElementwiseOpsFusable. */
  private static boolean fusable(LinalgOp producer, LinalgOp consumer, int operand, int result) {
    if (!producer.hasPureTensorSemantics() || !consumer.hasPureTensorSemantics()) {
      return false;
    }
    for (String t : producer.iteratorTypes()) {
      if (!t.equals("parallel")) {
        return false;
      }
    }
    List<AffineMap> pMaps = producer.indexingMaps();
    AffineMap producerResultMap = pMaps.get(producer.inputs().size() + result);
    if (!isPermutation(producerResultMap)) {
      return false;
    }
    AffineMap consumerMap = consumer.indexingMaps().get(operand);
    if (consumerMap.numResults() != producer.numLoops()) {
      return false;
    }
    if (consumer.iteratorTypes().contains("reduction")) {
      // Every loop must still be bounded by some input after fusion.
      boolean[] covered = new boolean[consumer.numLoops()];
      List<AffineMap> cMaps = consumer.indexingMaps();
      for (int k = 0; k < consumer.inputs().size(); k++) {
        if (k != operand) {
          markDims(cMaps.get(k), covered);
        }
      }
      for (int k = 0; k < producer.inputs().size(); k++) {
        markDims(producerOperandMap(pMaps.get(k), producerResultMap, consumerMap), covered);
      }
      for (boolean c : covered) {
        if (!c) {
          return false;
        }
      }
    }
    return true;
  }

  private static void markDims(AffineMap m, boolean[] covered) {
    for (AffineExpr e : m.results()) {
      if (e instanceof AffineDimExpr d && d.position() < covered.length) {
        covered[d.position()] = true;
      }
    }
  }

  static boolean isPermutation(AffineMap m) {
    if (m.numSymbols() != 0 || m.numDims() != m.numResults()) {
      return false;
    }
    boolean[] seen = new boolean[m.numDims()];
    for (AffineExpr e : m.results()) {
      if (!(e instanceof AffineDimExpr d) || seen[d.position()]) {
        return false;
      }
      seen[d.position()] = true;
    }
    return true;
  }

  /** {@code f(g(x))}: f's dims replaced by g's results. */
  static AffineMap compose(AffineMap f, AffineMap g) {
    AffineExpr[] dims = g.results().toArray(new AffineExpr[0]);
    List<AffineExpr> r = new ArrayList<>();
    for (AffineExpr e : f.results()) {
      r.add(e.replaceDimsAndSymbols(dims, new AffineExpr[0]));
    }
    return new AffineMap(g.numDims(), g.numSymbols(), r);
  }

  static AffineMap inversePermutation(AffineMap m) {
    AffineExpr[] r = new AffineExpr[m.numDims()];
    for (int i = 0; i < m.numResults(); i++) {
      if (m.results().get(i) instanceof AffineDimExpr d && r[d.position()] == null) {
        r[d.position()] = AffineExpr.dim(i);
      }
    }
    return new AffineMap(m.numResults(), 0, List.of(r));
  }

  /** MLIR's getIndexingMapOfProducerOperandsInCoordinatesOfFusedOp. */
  private static AffineMap producerOperandMap(AffineMap argMap, AffineMap producerResultMap, AffineMap consumerMap) {
    return compose(compose(argMap, inversePermutation(producerResultMap)), consumerMap);
  }

  /** MLIR's fuseElementwiseOps with the default control (the producer result has no other use). */
  private static void fuse(LinalgOp producer, LinalgOp consumer, int operand, int result, PatternRewriter rewriter) {
    MLIRContext ctx = consumer.context();
    List<AffineMap> pMaps = producer.indexingMaps();
    List<AffineMap> cMaps = consumer.indexingMaps();
    AffineMap producerResultMap = pMaps.get(producer.inputs().size() + result);
    AffineMap consumerMap = cMaps.get(operand);
    List<Value> inputs = new ArrayList<>();
    List<AffineMap> maps = new ArrayList<>();
    for (int k = 0; k < operand; k++) {
      inputs.add(consumer.operand(k));
      maps.add(cMaps.get(k));
    }
    for (int k = 0; k < producer.inputs().size(); k++) {
      inputs.add(producer.operand(k));
      maps.add(producerOperandMap(pMaps.get(k), producerResultMap, consumerMap));
    }
    for (int k = operand + 1; k < consumer.inputs().size(); k++) {
      inputs.add(consumer.operand(k));
      maps.add(cMaps.get(k));
    }
    List<Value> inits = new ArrayList<>(consumer.inits());
    for (int k = 0; k < inits.size(); k++) {
      maps.add(cMaps.get(consumer.inputs().size() + k));
    }
    rewriter.setInsertionPoint(consumer);
    OperationState s =
        Generalize.genericState(ctx, consumer.location(), inputs, inits, maps, consumer.iteratorTypes(), consumer.resultTypes());
    Operation fused = rewriter.create(s);
    Block block = new Block();
    fused.region(0).addBlock(block);
    IRMapping mapping = new IRMapping();
    Block cBlock = consumer.body();
    Block pBlock = producer.body();
    // Producer loop indices in consumer coordinates (its index ops go through the consumer's map).
    PatternRewriter inner = new PatternRewriter(ctx);
    inner.setInsertionPointToEnd(block);
    for (int k = 0; k < operand; k++) {
      mapping.map(cBlock.argument(k), block.addArgument(cBlock.argument(k).type(), cBlock.argument(k).location()));
    }
    for (int k = 0; k < producer.inputs().size(); k++) {
      mapping.map(pBlock.argument(k), block.addArgument(pBlock.argument(k).type(), pBlock.argument(k).location()));
    }
    for (int k = operand + 1; k < consumer.inputs().size(); k++) {
      mapping.map(cBlock.argument(k), block.addArgument(cBlock.argument(k).type(), cBlock.argument(k).location()));
    }
    for (int k = consumer.inputs().size(); k < cBlock.numArguments(); k++) {
      mapping.map(cBlock.argument(k), block.addArgument(cBlock.argument(k).type(), cBlock.argument(k).location()));
    }
    List<Value> consumerIndices = null;
    for (Operation o : pBlock) {
      if (o instanceof LinalgYieldOp) {
        break;
      }
      if (o instanceof LinalgIndexOp idx) {
        if (consumerIndices == null) {
          consumerIndices = indexValues(inner, consumer.location(), consumer.numLoops());
        }
        mapping.map(o.result(0), producerIndex(inner, consumer.location(), consumerMap, producerResultMap, (int) idx.dim(), consumerIndices));
        continue;
      }
      inner.insert(o.clone(mapping));
    }
    Value yielded = pBlock.last().operand(result);
    mapping.map(cBlock.argument(operand), mapping.lookupOrDefault(yielded));
    for (Operation o : cBlock) {
      inner.insert(o.clone(mapping));
    }
    rewriter.replaceOp(consumer, fused.results());
    rewriter.eraseOp(producer);
  }

  private static List<Value> indexValues(PatternRewriter b, Location loc, int n) {
    List<Value> r = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      OperationState s = new OperationState(b.context(), b.context().opDef("linalg.index"), loc);
      s.addAttribute("dim", IntegerAttr.get(b.context(), org.jmlir.ir.type.IntegerType.get(b.context(), 64), i));
      s.addType(IndexType.get(b.context()));
      r.add(b.create(s).result(0));
    }
    return r;
  }

  /** The producer's loop {@code dim} in terms of the consumer's loops: an affine.apply of the composed map. */
  private static Value producerIndex(PatternRewriter b, Location loc, AffineMap consumerMap, AffineMap producerResultMap, int dim, List<Value> indices) {
    AffineMap toProducer = compose(inversePermutation(producerResultMap), consumerMap);
    AffineExpr e = toProducer.results().get(dim);
    if (e instanceof AffineDimExpr d) {
      return indices.get(d.position());
    }
    OperationState s = new OperationState(b.context(), b.context().opDef("affine.apply"), loc);
    s.addOperands(indices).addType(IndexType.get(b.context()));
    s.addAttribute("map", org.jmlir.ir.attr.AffineMapAttr.get(b.context(), new AffineMap(toProducer.numDims(), 0, List.of(e))));
    return b.create(s).result(0);
  }

  /** Replaces an init the body never reads by a tensor.empty of its shape. */
  static final class RemoveOutsDependency extends RewritePattern {
    RemoveOutsDependency() {
      super("linalg.generic", 1);
    }

    @Override
    public String debugName() {
      return "RemoveOutsDependency";
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      LinalgOp g = (LinalgOp) op;
      if (!isGeneric(g) || g.body() == null) {
        return false;
      }
      boolean changed = false;
      int first = g.inputs().size();
      for (int k = 0; k < g.inits().size(); k++) {
        BlockArgument arg = g.body().argument(first + k);
        Value init = g.operand(first + k);
        if (!arg.hasNoUses() || !(init.type() instanceof RankedTensorType t)) {
          continue;
        }
        if (init.definingOp() != null && init.definingOp().name().equals("tensor.empty")) {
          continue;
        }
        if (t.encoding() != null) {
          continue;
        }
        rewriter.setInsertionPoint(op);
        Value empty = emptyLike(rewriter, op.location(), init, t);
        int index = first + k;
        rewriter.modifyOpInPlace(op, () -> op.setOperand(index, empty));
        changed = true;
      }
      return changed;
    }
  }

  /** A tensor.empty of type {@code t}, its dynamic sizes read from {@code v} with tensor.dim (tensor::getMixedSizes). */
  static Value emptyLike(PatternRewriter b, Location loc, Value v, RankedTensorType t) {
    MLIRContext ctx = b.context();
    List<Value> dyn = new ArrayList<>();
    long[] shape = t.shape();
    for (int i = 0; i < shape.length; i++) {
      if (shape[i] == ShapedType.DYNAMIC) {
        OperationState c = new OperationState(ctx, ctx.opDef("arith.constant"), loc);
        c.addAttribute("value", IntegerAttr.get(ctx, IndexType.get(ctx), i));
        c.addType(IndexType.get(ctx));
        Value idx = b.create(c).result(0);
        OperationState d = new OperationState(ctx, ctx.opDef("tensor.dim"), loc);
        d.addOperand(v).addOperand(idx).addType(IndexType.get(ctx));
        dyn.add(b.create(d).result(0));
      }
    }
    OperationState e = new OperationState(ctx, ctx.opDef("tensor.empty"), loc);
    e.addOperands(dyn).addType(RankedTensorType.get(ctx, shape, t.elementType()));
    return b.create(e).result(0);
  }
}
