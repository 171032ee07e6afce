package org.jmlir.dialect.linalg.transforms;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.affine.transforms.ResolveRankedShapedTypeResultDims;
import org.jmlir.dialect.affine.transforms.ShapeReification;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.linalg.LinalgIndexOp;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.linalg.LinalgOps;
import org.jmlir.dialect.linalg.LinalgYieldOp;
import org.jmlir.dialect.linalg.OpKind;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.OffsetsSizesStrides;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.dialect.utils.Reassociations;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.dialect.utils.StridedLayouts;
import org.jmlir.ir.Block;
import org.jmlir.ir.IRMapping;
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
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code linalg-fold-unit-extent-dims} (MLIR's LinalgFoldUnitExtentDimsPass): the loops of a
 * linalg.generic that only index unit dims go, and each operand loses the unit dims its map reads
 * with a dropped loop or the constant 0 — through tensor/memref.collapse_shape and an expand_shape of
 * each result, or with {@code use-rank-reducing-slices} through rank-reducing extract_slice/subview and
 * insert_slice. tensor.pad with unit dims, and extract_slice/insert_slice with unit dims in the slice,
 * shrink the same way; the pass also runs fill's and tensor.empty's canonicalizations, folds
 * tensor.empty through reshapes, composes reshapes and resolves dims of reified results, as upstream.
 * Generic ops whose outputs are read in the body and whose loops are all parallel get those outputs
 * as inputs and a tensor.empty as the new output (MoveInitOperandsToInput).
 */
public final class FoldUnitExtentDimsPass extends Pass {
  public static final String ARGUMENT = "linalg-fold-unit-extent-dims";
  public static final String SUMMARY = "Remove unit-extent dimension in Linalg ops on tensors";
  public static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("use-rank-reducing-slices", "false", "Generate rank-reducing slices instead of reassociative reshapes"),
  };

  public FoldUnitExtentDimsPass(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return ARGUMENT;
  }

  @Override
  public String summary() {
    return SUMMARY;
  }

  @Override
  public void run(Operation root, PassContext pc) {
    boolean slices = options().getBool("use-rank-reducing-slices", false);
    MLIRContext ctx = root.context();
    List<RewritePattern> p = new ArrayList<>();
    p.add(new NamedPattern("DropUnitDims", "linalg.generic", 1, (op, rw) -> dropUnitDims((LinalgOp) op, rw, slices)));
    p.add(new NamedPattern("DropPadUnitDims", "tensor.pad", 1, (op, rw) -> dropPadUnitDims(op, rw, slices)));
    if (!slices) {
      p.add(new NamedPattern("RankReducedExtractSliceOp", "tensor.extract_slice", 1, FoldUnitExtentDimsPass::rankReducedExtractSlice));
      p.add(new NamedPattern("RankReducedInsertSliceOp", "tensor.insert_slice", 1, FoldUnitExtentDimsPass::rankReducedInsertSlice));
      p.add(new NamedPattern("RankReducedInsertSliceOp", "tensor.parallel_insert_slice", 1, FoldUnitExtentDimsPass::rankReducedInsertSlice));
    }
    addCanonicalization(ctx, p, LinalgOps.def(OpKind.FILL).name());
    if (!slices) {
      addCanonicalization(ctx, p, "tensor.collapse_shape");
      p.add(new NamedPattern("ComposeReassociativeReshapeOps", "tensor.collapse_shape", 1, FoldUnitExtentDimsPass::composeReshapes));
    }
    addCanonicalization(ctx, p, "tensor.empty");
    if (!slices) {
      addCanonicalization(ctx, p, "tensor.expand_shape");
      p.add(new NamedPattern("ComposeReassociativeReshapeOps", "tensor.expand_shape", 1, FoldUnitExtentDimsPass::composeReshapes));
    }
    p.add(new NamedPattern("FoldEmptyTensorWithReshapeOp", "tensor.collapse_shape", 1, FoldUnitExtentDimsPass::emptyThroughReshape));
    p.add(new NamedPattern("FoldEmptyTensorWithReshapeOp", "tensor.expand_shape", 1, FoldUnitExtentDimsPass::emptyThroughReshape));
    p.add(new NamedPattern("FoldEmptyTensorWithExtractSliceOp", "tensor.extract_slice", 1, FoldUnitExtentDimsPass::emptyThroughSlice));
    p.add(new NamedPattern("DimOfReifyRankedShapedTypeOpInterface", "memref.dim", 1, ResolveRankedShapedTypeResultDims::dimOfReified));
    p.add(new NamedPattern("DimOfReifyRankedShapedTypeOpInterface", "tensor.dim", 1, ResolveRankedShapedTypeResultDims::dimOfReified));
    p.add(new NamedPattern("MoveInitOperandsToInput", "linalg.generic", 1, (op, rw) -> moveInitOperandsToInput((LinalgOp) op, rw)));
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(p), GreedyRewriteConfig.BOTTOM_UP);
  }

  private static void addCanonicalization(MLIRContext ctx, List<RewritePattern> into, String opName) {
    var def = ctx.lookupOp(opName);
    CanonicalizationPatterns c = def == null ? null : def.extension(CanonicalizationPatterns.class);
    if (c != null) {
      into.addAll(c.patterns());
    }
  }

  // ---------------------------------------------------------------------------------------------
  // DropUnitDims on linalg.generic

  private static boolean collapsible(Type t) {
    if (t instanceof MemRefType m) {
      return m.layout() == null || (m.layout() instanceof AffineMapAttr a && a.map().isIdentity());
    }
    return t instanceof RankedTensorType r && r.encoding() == null;
  }

  private static long[] staticShape(Type t) {
    return t instanceof ShapedType s && s.hasRank() ? s.shape() : new long[0];
  }

  /** One operand's replacement: its new map, the shape it is collapsed to and the reassociation. */
  private record Replacement(AffineMap map, long[] shape, List<long[]> groups, boolean collapsed) {}

  private static boolean dropUnitDims(LinalgOp op, PatternRewriter rw, boolean slices) {
    List<AffineMap> maps = op.indexingMaps();
    if (maps.isEmpty()) {
      return false;
    }
    int numLoops = op.numLoops();
    List<AffineExpr> flat = new ArrayList<>();
    List<Long> flatSizes = new ArrayList<>();
    for (int i = 0; i < maps.size(); i++) {
      flat.addAll(maps.get(i).results());
      for (long s : staticShape(op.operand(i).type())) {
        flatSizes.add(s);
      }
    }
    int[] firstUse = new int[numLoops];
    java.util.Arrays.fill(firstUse, -1);
    for (int i = 0; i < flat.size(); i++) {
      if (flat.get(i) instanceof AffineDimExpr d && d.position() < numLoops && firstUse[d.position()] < 0) {
        firstUse[d.position()] = i;
      }
    }
    Set<Integer> unitDims = new LinkedHashSet<>();
    for (int d = 0; d < numLoops; d++) {
      if (firstUse[d] < 0) {
        return false;
      }
      if (firstUse[d] < flatSizes.size() && flatSizes.get(firstUse[d]) == 1) {
        unitDims.add(d);
      }
    }
    List<String> iterators = new ArrayList<>();
    AffineExpr[] replacements = new AffineExpr[numLoops];
    int newDims = 0;
    List<String> oldIterators = op.iteratorTypes();
    for (int d = 0; d < numLoops; d++) {
      if (unitDims.contains(d)) {
        replacements[d] = AffineExpr.constant(0);
      } else {
        iterators.add(oldIterators.get(d));
        replacements[d] = AffineExpr.dim(newDims++);
      }
    }
    List<Replacement> reps = new ArrayList<>();
    List<AffineMap> newMaps = new ArrayList<>();
    for (int i = 0; i < maps.size(); i++) {
      Type t = op.operand(i).type();
      if (!collapsible(t) && t instanceof ShapedType && usesAny(maps.get(i), unitDims)) {
        // As mlir-opt 22: an operand that cannot be reshaped (a strided memref, an encoded tensor) keeps its loops.
        return false;
      }
      Replacement r = collapsible(t)
          ? operandReplacement(maps.get(i), staticShape(t), unitDims, replacements, newDims)
          : new Replacement(replaceDims(maps.get(i), replacements, newDims), staticShape(t), List.of(), false);
      reps.add(r);
      newMaps.add(r.map());
    }
    if (newMaps.equals(maps) || !invertible(newMaps, newDims)) {
      return false;
    }
    Location loc = op.location();
    rw.setInsertionPoint(op);
    List<Value> operands = new ArrayList<>();
    for (int i = 0; i < maps.size(); i++) {
      Replacement r = reps.get(i);
      operands.add(r.collapsed() ? collapseValue(rw, loc, op.operand(i), r.shape(), r.groups(), slices) : op.operand(i));
    }
    int numInputs = op.inputs().size();
    List<Value> inputs = operands.subList(0, numInputs);
    List<Value> inits = operands.subList(numInputs, operands.size());
    List<Type> resultTypes = new ArrayList<>();
    for (Value v : inits) {
      if (v.type() instanceof RankedTensorType) {
        resultTypes.add(v.type());
      }
    }
    Operation generic = rw.create(Generalize.genericState(op.context(), loc, inputs, inits, newMaps, iterators, resultTypes));
    cloneBody(rw, op.body(), generic, unitDims);
    List<Value> results = new ArrayList<>();
    for (int k = 0; k < generic.numResults(); k++) {
      Replacement r = reps.get(numInputs + k);
      Value result = generic.result(k);
      results.add(r.collapsed() ? expandValue(rw, loc, result, op.inits().get(k), r.groups(), slices) : result);
    }
    rw.replaceOp(op, results);
    return true;
  }

  /** Copies {@code body} into {@code generic}; index ops of dropped loops become 0, the others renumbered. */
  private static void cloneBody(PatternRewriter rw, Block body, Operation generic, Set<Integer> unitDims) {
    Block block = new Block();
    generic.region(0).addBlock(block);
    IRMapping mapping = new IRMapping();
    for (int a = 0; a < body.numArguments(); a++) {
      mapping.map(body.argument(a), block.addArgument(body.argument(a).type(), body.argument(a).location()));
    }
    rw.setInsertionPointToEnd(block);
    List<Operation> indices = new ArrayList<>();
    for (Operation o : body) {
      Operation c = rw.insert(o.clone(mapping));
      if (c instanceof LinalgIndexOp) {
        indices.add(c);
      }
    }
    for (Operation idx : indices) {
      long dim = ((LinalgIndexOp) idx).dim();
      rw.setInsertionPoint(idx);
      if (unitDims.contains((int) dim)) {
        rw.replaceOp(idx, List.of(MemRefBuilders.constantIndex(rw, idx.location(), 0)));
        continue;
      }
      long dropped = unitDims.stream().filter(u -> u < dim).count();
      if (dropped != 0) {
        OperationState s = new OperationState(rw.context(), LinalgIndexOp.DEF, idx.location());
        s.addAttribute("dim", IntegerAttr.get(rw.context(), IntegerType.get(rw.context(), 64), dim - dropped));
        s.addType(idx.result(0).type());
        rw.replaceOp(idx, List.of(rw.create(s).result(0)));
      }
    }
    rw.setInsertionPointAfter(generic);
  }

  private static boolean usesAny(AffineMap m, Set<Integer> dims) {
    for (AffineExpr e : m.results()) {
      if (usesAny(e, dims)) {
        return true;
      }
    }
    return false;
  }

  private static boolean usesAny(AffineExpr e, Set<Integer> dims) {
    return switch (e) {
      case AffineDimExpr d -> dims.contains(d.position());
      case org.jmlir.ir.affine.AffineBinaryExpr b -> usesAny(b.lhs(), dims) || usesAny(b.rhs(), dims);
      default -> false;
    };
  }

  private static AffineMap replaceDims(AffineMap m, AffineExpr[] replacements, int newDims) {
    List<AffineExpr> r = new ArrayList<>();
    for (AffineExpr e : m.results()) {
      r.add(e.replaceDimsAndSymbols(replacements, new AffineExpr[0]));
    }
    return new AffineMap(newDims, m.numSymbols(), r);
  }

  private static boolean invertible(List<AffineMap> maps, int numDims) {
    boolean[] seen = new boolean[numDims];
    int count = 0;
    for (AffineMap m : maps) {
      for (AffineExpr e : m.results()) {
        if (e instanceof AffineDimExpr d && d.position() < numDims && !seen[d.position()]) {
          seen[d.position()] = true;
          count++;
        }
      }
    }
    return count == numDims;
  }

  /** MLIR's dropUnitExtentFromOperandMetadata. */
  private static Replacement operandReplacement(AffineMap map, long[] shape, Set<Integer> unitDims, AffineExpr[] replacements, int newDims) {
    List<AffineExpr> exprs = map.results();
    java.util.function.IntPredicate isUnit = dim -> {
      if (exprs.get(dim) instanceof AffineDimExpr d) {
        return unitDims.contains(d.position()) && shape[dim] == 1;
      }
      return shape[dim] == 1 && exprs.get(dim) instanceof AffineConstantExpr c && c.value() == 0;
    };
    List<long[]> groups = new ArrayList<>();
    List<Long> group = new ArrayList<>();
    List<AffineExpr> newExprs = new ArrayList<>();
    List<Long> target = new ArrayList<>();
    int dim = 0;
    while (dim < shape.length && isUnit.test(dim)) {
      group.add((long) dim++);
    }
    while (dim < shape.length) {
      group.add((long) dim);
      newExprs.add(exprs.get(dim).replaceDimsAndSymbols(replacements, new AffineExpr[0]));
      target.add(shape[dim]);
      dim++;
      while (dim < shape.length && isUnit.test(dim)) {
        group.add((long) dim++);
      }
      groups.add(group.stream().mapToLong(Long::longValue).toArray());
      group.clear();
    }
    AffineMap newMap = new AffineMap(newDims, map.numSymbols(), newExprs);
    return new Replacement(newMap, target.stream().mapToLong(Long::longValue).toArray(), groups, newExprs.size() != exprs.size());
  }

  private static Value collapseValue(PatternRewriter rw, Location loc, Value operand, long[] target, List<long[]> groups, boolean slices) {
    MLIRContext ctx = rw.context();
    if (operand.type() instanceof MemRefType m) {
      if (slices) {
        return rankReducingSubview(rw, loc, operand, m, target);
      }
      MemRefType t = MemRefType.get(ctx, target, m.elementType(), null, m.memorySpace());
      return reshape(rw, loc, "memref.collapse_shape", operand, t, groups, List.of());
    }
    RankedTensorType r = (RankedTensorType) operand.type();
    RankedTensorType t = RankedTensorType.get(ctx, target, r.elementType(), r.encoding());
    if (slices) {
      if (java.util.Arrays.equals(r.shape(), target)) {
        return operand;
      }
      return slice(rw, loc, "tensor.extract_slice", operand, null, zeros(ctx, r.rank()),
          ShapeReification.mixedSizes(rw, loc, operand, "tensor.dim"), ones(ctx, r.rank()), t);
    }
    return reshape(rw, loc, "tensor.collapse_shape", operand, t, groups, List.of());
  }

  private static Value expandValue(PatternRewriter rw, Location loc, Value result, Value origDest, List<long[]> groups, boolean slices) {
    RankedTensorType type = (RankedTensorType) origDest.type();
    if (slices) {
      MLIRContext ctx = rw.context();
      return slice(rw, loc, "tensor.insert_slice", result, origDest, zeros(ctx, type.rank()),
          ShapeReification.mixedSizes(rw, loc, origDest, "tensor.dim"), ones(ctx, type.rank()), type);
    }
    return expandShape(rw, loc, type, result, groups);
  }

  /** {@code tensor.expand_shape} with its output shape inferred from the source's sizes (MLIR's builder without output_shape). */
  static Value expandShape(PatternRewriter rw, Location loc, RankedTensorType type, Value src, List<long[]> groups) {
    List<Value> dynamic = new ArrayList<>();
    if (!type.hasStaticShape() && ((ShapedType) src.type()).rank() > 0) {
      List<OpFoldResult> in = ShapeReification.mixedSizes(rw, loc, src, "tensor.dim");
      for (int g = 0; g < groups.size(); g++) {
        long product = 1;
        boolean dyn = false;
        for (long d : groups.get(g)) {
          if (type.shape()[(int) d] == ShapedType.DYNAMIC) {
            dyn = true;
          } else {
            product *= type.shape()[(int) d];
          }
        }
        if (!dyn) {
          continue;
        }
        Value size = MemRefBuilders.valueOrConstant(rw, loc, in.get(g));
        if (product != 1) {
          OperationState div = new OperationState(rw.context(), rw.context().opDef("arith.divsi"), loc);
          div.addOperand(size).addOperand(MemRefBuilders.constantIndex(rw, loc, product)).addType(size.type());
          size = rw.create(div).result(0);
        }
        dynamic.add(size);
      }
    }
    return reshape(rw, loc, "tensor.expand_shape", src, type, groups, dynamic);
  }

  private static Value reshape(PatternRewriter rw, Location loc, String name, Value src, ShapedType to, List<long[]> groups, List<Value> dynamic) {
    MLIRContext ctx = rw.context();
    OperationState s = new OperationState(ctx, ctx.opDef(name), loc);
    s.addOperand(src);
    s.addAttribute("reassociation", reassociationAttr(ctx, groups));
    if (name.endsWith("expand_shape")) {
      s.addOperands(dynamic);
      s.addAttribute("static_output_shape", DynamicIndexList.toAttr(ctx, to.shape()));
    }
    s.addType((Type) to);
    return rw.create(s).result(0);
  }

  private static Attribute reassociationAttr(MLIRContext ctx, List<long[]> groups) {
    List<Attribute> gs = new ArrayList<>();
    for (long[] g : groups) {
      List<Attribute> items = new ArrayList<>();
      for (long x : g) {
        items.add(IntegerAttr.get(ctx, IntegerType.get(ctx, 64), x));
      }
      gs.add(ArrayAttr.get(ctx, items));
    }
    return ArrayAttr.get(ctx, gs);
  }

  private static List<OpFoldResult> zeros(MLIRContext ctx, int n) {
    return java.util.Collections.nCopies(n, OpFoldResult.of(ShapedFolds.index(ctx, 0)));
  }

  private static List<OpFoldResult> ones(MLIRContext ctx, int n) {
    return java.util.Collections.nCopies(n, OpFoldResult.of(ShapedFolds.index(ctx, 1)));
  }

  private static Value slice(
      PatternRewriter rw, Location loc, String name, Value source, Value dest, List<OpFoldResult> offsets, List<OpFoldResult> sizes,
      List<OpFoldResult> strides, Type type) {
    return org.jmlir.dialect.linalg.TensorBuilders.slice(rw, loc, name, source, dest, offsets, sizes, strides, type).result(0);
  }

  /** MLIR's memref::SubViewOp::rankReduceIfNeeded: offsets 0, the source's sizes, strides 1, unit dims dropped. */
  private static Value rankReducingSubview(PatternRewriter rw, Location loc, Value operand, MemRefType m, long[] target) {
    if (java.util.Arrays.equals(m.shape(), target)) {
      return operand;
    }
    MLIRContext ctx = rw.context();
    StridedLayouts.Strided st = StridedLayouts.stridesOf(m);
    long[] shape = m.shape();
    List<Long> strides = new ArrayList<>();
    int t = 0;
    for (int i = 0; i < shape.length; i++) {
      if (t < target.length && shape[i] == target[t] && (shape[i] != 1 || shape.length - i <= target.length - t)) {
        strides.add(st.strides()[i]);
        t++;
      }
    }
    MemRefType type = StridedLayouts.withStridedLayout(ctx, m, target, st.offset(), strides.stream().mapToLong(Long::longValue).toArray());
    return slice(rw, loc, "memref.subview", operand, null, zeros(ctx, shape.length),
        ShapeReification.mixedSizes(rw, loc, operand, "memref.dim"), ones(ctx, shape.length), type);
  }

  // ---------------------------------------------------------------------------------------------
  // The other patterns of populateFoldUnitExtentDimsPatterns

  /** MLIR's getReassociationMapForFoldingUnitDims over static sizes (dynamic sizes never fold). */
  private static List<long[]> unitFoldingGroups(long[] shape) {
    List<long[]> groups = new ArrayList<>();
    List<Long> cur = new ArrayList<>();
    for (int d = 0; d < shape.length; d++) {
      cur.add((long) d);
      if (shape[d] == 1) {
        continue;
      }
      groups.add(cur.stream().mapToLong(Long::longValue).toArray());
      cur.clear();
    }
    if (!cur.isEmpty() && !groups.isEmpty()) {
      long[] last = groups.remove(groups.size() - 1);
      long[] merged = java.util.Arrays.copyOf(last, last.length + cur.size());
      for (int i = 0; i < cur.size(); i++) {
        merged[last.length + i] = cur.get(i);
      }
      groups.add(merged);
    }
    return groups;
  }

  private static long[] withoutUnits(long[] shape) {
    return java.util.Arrays.stream(shape).filter(x -> x != 1).toArray();
  }

  private static boolean rankReducedExtractSlice(Operation op, PatternRewriter rw) {
    RankedTensorType type = (RankedTensorType) op.result(0).type();
    List<long[]> groups = unitFoldingGroups(type.shape());
    if (groups.size() == type.rank()) {
      return false;
    }
    MLIRContext ctx = rw.context();
    rw.setInsertionPoint(op);
    OperationState s = new OperationState(ctx, op.def(), op.location());
    s.addOperands(op.operands());
    s.attributes.addAll(op.attributes().entries());
    s.properties = op.properties();
    s.addType(RankedTensorType.get(ctx, withoutUnits(type.shape()), type.elementType()));
    Value reduced = rw.create(s).result(0);
    rw.replaceOp(op, List.of(expandShape(rw, op.location(), type, reduced, groups)));
    return true;
  }

  private static boolean rankReducedInsertSlice(Operation op, PatternRewriter rw) {
    RankedTensorType type = (RankedTensorType) op.operand(0).type();
    List<long[]> groups = unitFoldingGroups(type.shape());
    if (groups.size() == type.rank()) {
      return false;
    }
    MLIRContext ctx = rw.context();
    boolean parallel = op.name().equals("tensor.parallel_insert_slice");
    rw.setInsertionPoint(parallel ? op.parentOp() : op);
    RankedTensorType reducedType = RankedTensorType.get(ctx, withoutUnits(type.shape()), type.elementType());
    Value collapsed = reshape(rw, op.location(), "tensor.collapse_shape", op.operand(0), reducedType, groups, List.of());
    rw.modifyOpInPlace(op, () -> op.setOperand(0, collapsed));
    return true;
  }

  /** ComposeReassociativeReshapeOps: a collapse of a collapse (an expand of an expand) is one reshape. */
  private static boolean composeReshapes(Operation op, PatternRewriter rw) {
    Operation src = op.operand(0).definingOp();
    if (src == null || !src.name().equals(op.name())) {
      return false;
    }
    boolean expand = op.name().endsWith("expand_shape");
    List<long[]> outer = Reassociations.groups(op.attr("reassociation"));
    List<long[]> inner = Reassociations.groups(src.attr("reassociation"));
    // MLIR's composeReassociationIndices: the longer list is the producer, each group of the shorter joins its groups.
    if (outer.size() == inner.size()) {
      return false;
    }
    List<long[]> producer = outer.size() > inner.size() ? outer : inner;
    List<long[]> consumer = outer.size() > inner.size() ? inner : outer;
    List<long[]> composed = new ArrayList<>();
    for (long[] g : consumer) {
      List<Long> joined = new ArrayList<>();
      for (long i : g) {
        for (long x : producer.get((int) i)) {
          joined.add(x);
        }
      }
      composed.add(joined.stream().mapToLong(Long::longValue).toArray());
    }
    rw.setInsertionPoint(op);
    ShapedType to = (ShapedType) op.result(0).type();
    Value r = reshape(rw, op.location(), op.name(), src.operand(0), to, composed, expand ? op.operands().subList(1, op.numOperands()) : List.of());
    rw.replaceOp(op, List.of(r));
    return true;
  }

  /** FoldEmptyTensorWithReshapeOp: a reshape of a tensor.empty is a tensor.empty of the reshape's sizes. */
  private static boolean emptyThroughReshape(Operation op, PatternRewriter rw) {
    Operation empty = op.operand(0).definingOp();
    if (empty == null || !empty.name().equals("tensor.empty")) {
      return false;
    }
    rw.setInsertionPoint(op);
    List<OpFoldResult> sizes = ShapeReification.reify(rw, op);
    if (sizes == null) {
      return false;
    }
    replaceWithEmpty(rw, op, sizes);
    return true;
  }

  /** Replaces {@code op} by a tensor.empty of {@code sizes}, cast to its type when that is less static. */
  private static void replaceWithEmpty(PatternRewriter rw, Operation op, List<OpFoldResult> sizes) {
    RankedTensorType type = (RankedTensorType) op.result(0).type();
    Value v = emptyOf(rw, op.location(), sizes, type.elementType());
    rw.replaceOp(op, List.of(org.jmlir.dialect.linalg.TensorBuilders.castTo(rw, op.location(), v, type)));
  }

  /** FoldEmptyTensorWithExtractSliceOp: a slice of a tensor.empty is a tensor.empty of the slice's sizes. */
  private static boolean emptyThroughSlice(Operation op, PatternRewriter rw) {
    Operation empty = op.operand(0).definingOp();
    if (empty == null || !empty.name().equals("tensor.empty")) {
      return false;
    }
    RankedTensorType type = (RankedTensorType) op.result(0).type();
    long[] staticSizes = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_SIZES);
    long[] so = OffsetsSizesStrides.statics(op, OffsetsSizesStrides.STATIC_OFFSETS);
    int no = DynamicIndexList.countDynamic(so);
    List<OpFoldResult> sizes = MemRefBuilders.mixed(rw.context(), staticSizes,
        op.operands().subList(1 + no, 1 + no + DynamicIndexList.countDynamic(staticSizes)));
    boolean[] dropped = OffsetsSizesStrides.rankReductionMask(staticSizes, type.shape());
    List<OpFoldResult> kept = new ArrayList<>();
    for (int i = 0; i < sizes.size(); i++) {
      if (dropped == null || !dropped[i]) {
        kept.add(sizes.get(i));
      }
    }
    rw.setInsertionPoint(op);
    replaceWithEmpty(rw, op, kept);
    return true;
  }

  /** tensor.pad's padding value when it is a constant or defined outside its body (getConstantPaddingValue), else null. */
  private static Value constantPaddingValue(Operation pad) {
    Block body = pad.region(0).blocks().get(0);
    Value v = body.last().operand(0);
    if (OperationFolder.constantValue(v) != null) {
      return v;
    }
    Operation def = v.definingOp();
    Block owner = def != null ? def.block() : ((org.jmlir.ir.BlockArgument) v).owner();
    return owner == body ? null : v;
  }

  /** DropPadUnitDims: a tensor.pad that does not pad some unit dims pads the source without them. */
  private static boolean dropPadUnitDims(Operation pad, PatternRewriter rw, boolean slices) {
    Value padding = constantPaddingValue(pad);
    if (padding == null) {
      return false;
    }
    MLIRContext ctx = rw.context();
    RankedTensorType srcType = (RankedTensorType) pad.operand(0).type();
    long[] shape = srcType.shape();
    int rank = shape.length;
    long[] lowStatic = DynamicIndexList.values(pad.inherentAttr("static_low"));
    long[] highStatic = DynamicIndexList.values(pad.inherentAttr("static_high"));
    int nLow = DynamicIndexList.countDynamic(lowStatic);
    List<Value> dyn = pad.operands().subList(1, pad.numOperands());
    List<OpFoldResult> low = MemRefBuilders.mixed(ctx, lowStatic, dyn.subList(0, nLow));
    List<OpFoldResult> high = MemRefBuilders.mixed(ctx, highStatic, dyn.subList(nLow, dyn.size()));
    boolean[] drop = new boolean[rank];
    boolean any = false;
    for (int d = 0; d < rank; d++) {
      drop[d] = shape[d] == 1 && isZero(low.get(d)) && isZero(high.get(d));
      any |= drop[d];
    }
    if (!any) {
      return false;
    }
    List<long[]> groups = new ArrayList<>();
    List<Long> group = new ArrayList<>();
    List<Long> newShape = new ArrayList<>();
    int dim = 0;
    while (dim < rank && drop[dim]) {
      group.add((long) dim++);
    }
    while (dim < rank) {
      group.add((long) dim);
      newShape.add(shape[dim]);
      dim++;
      while (dim < rank && drop[dim]) {
        group.add((long) dim++);
      }
      groups.add(group.stream().mapToLong(Long::longValue).toArray());
      group.clear();
    }
    Location loc = pad.location();
    rw.setInsertionPoint(pad);
    Value source = collapseValue(rw, loc, pad.operand(0), newShape.stream().mapToLong(Long::longValue).toArray(), groups, slices);
    List<OpFoldResult> newLow = new ArrayList<>();
    List<OpFoldResult> newHigh = new ArrayList<>();
    for (int d = 0; d < rank; d++) {
      if (!drop[d]) {
        newLow.add(low.get(d));
        newHigh.add(high.get(d));
      }
    }
    Operation newPad = padState(rw, loc, source, newLow, newHigh, padding, pad.inherentAttr("nofold") != null);
    RankedTensorType resultType = (RankedTensorType) pad.result(0).type();
    Value dest = pad.result(0);
    if (slices) {
      List<OpFoldResult> sizes = new ArrayList<>();
      int units = 0;
      for (int d = 0; d < rank; d++) {
        if (drop[d]) {
          sizes.add(OpFoldResult.of(ShapedFolds.index(ctx, 1)));
          units++;
          continue;
        }
        long s = ((ShapedType) newPad.result(0).type()).shape()[d - units];
        sizes.add(s != ShapedType.DYNAMIC ? OpFoldResult.of(ShapedFolds.index(ctx, s))
            : ShapeReification.dim(rw, loc, newPad.result(0), d - units));
      }
      dest = emptyOf(rw, loc, sizes, resultType.elementType());
    }
    Value expanded = slices
        ? slice(rw, loc, "tensor.insert_slice", newPad.result(0), dest, zeros(ctx, rank), ShapeReification.mixedSizes(rw, loc, dest, "tensor.dim"),
            ones(ctx, rank), dest.type())
        : expandShape(rw, loc, resultType, newPad.result(0), groups);
    rw.replaceOp(pad, List.of(expanded));
    return true;
  }

  private static boolean isZero(OpFoldResult f) {
    Attribute a = switch (f) {
      case OpFoldResult.Constant(Attribute c) -> c;
      case OpFoldResult.Folded(Value v) -> OperationFolder.constantValue(v);
    };
    return a instanceof IntegerAttr i && i.longValue() == 0;
  }

  private static Value emptyOf(PatternRewriter rw, Location loc, List<OpFoldResult> sizes, Type element) {
    return org.jmlir.dialect.linalg.TensorBuilders.empty(rw, loc, sizes, element);
  }

  /** tensor.pad of {@code source} yielding {@code padding}, its type inferred from the static pads. */
  private static Operation padState(PatternRewriter rw, Location loc, Value source, List<OpFoldResult> low, List<OpFoldResult> high, Value padding,
      boolean nofold) {
    MLIRContext ctx = rw.context();
    long[] shape = ((ShapedType) source.type()).shape();
    long[] lo = new long[shape.length];
    long[] hi = new long[shape.length];
    long[] result = new long[shape.length];
    OperationState s = new OperationState(ctx, ctx.opDef("tensor.pad"), loc);
    s.addOperand(source);
    List<Value> his = new ArrayList<>();
    int nlo = 0;
    for (int d = 0; d < shape.length; d++) {
      lo[d] = low.get(d) instanceof OpFoldResult.Constant(Attribute a) ? ((IntegerAttr) a).longValue() : ShapedType.DYNAMIC;
      hi[d] = high.get(d) instanceof OpFoldResult.Constant(Attribute a) ? ((IntegerAttr) a).longValue() : ShapedType.DYNAMIC;
      if (low.get(d) instanceof OpFoldResult.Folded(Value v)) {
        s.addOperand(v);
        nlo++;
      }
      if (high.get(d) instanceof OpFoldResult.Folded(Value v)) {
        his.add(v);
      }
      result[d] = shape[d] == ShapedType.DYNAMIC || lo[d] == ShapedType.DYNAMIC || hi[d] == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : shape[d] + lo[d] + hi[d];
    }
    s.addOperands(his);
    s.addAttribute("static_low", DynamicIndexList.toAttr(ctx, lo));
    s.addAttribute("static_high", DynamicIndexList.toAttr(ctx, hi));
    if (nofold) {
      s.addAttribute("nofold", org.jmlir.ir.attr.UnitAttr.get(ctx));
    }
    s.addAttribute(OperandSegments.ATTR, OperandSegments.sizesAttr(ctx, 1, nlo, his.size()));
    Type element = ((ShapedType) source.type()).elementType();
    s.addType(RankedTensorType.get(ctx, result, element));
    s.addRegion();
    Operation op = rw.create(s);
    Block body = new Block();
    op.region(0).addBlock(body);
    for (int d = 0; d < shape.length; d++) {
      body.addArgument(org.jmlir.ir.type.IndexType.get(ctx), loc);
    }
    rw.setInsertionPointToEnd(body);
    OperationState y = new OperationState(ctx, ctx.opDef("tensor.yield"), loc);
    y.addOperand(padding);
    rw.create(y);
    rw.setInsertionPointAfter(op);
    return op;
  }

  /** MoveInitOperandsToInput: outputs read in the body of an all-parallel generic become inputs. */
  private static boolean moveInitOperandsToInput(LinalgOp op, PatternRewriter rw) {
    if (!op.hasPureTensorSemantics()) {
      return false;
    }
    if (!op.iteratorTypes().stream().allMatch("parallel"::equals)) {
      return false;
    }
    int numInputs = op.inputs().size();
    List<Value> inits = op.inits();
    Block body = op.body();
    List<Integer> candidates = new ArrayList<>();
    for (int k = 0; k < inits.size(); k++) {
      if (!body.argument(numInputs + k).uses().isEmpty()) {
        candidates.add(k);
      }
    }
    if (candidates.isEmpty()) {
      return false;
    }
    List<AffineMap> maps = op.indexingMaps();
    List<Value> inputs = new ArrayList<>(op.inputs());
    List<AffineMap> newMaps = new ArrayList<>(maps.subList(0, numInputs));
    for (int k : candidates) {
      inputs.add(inits.get(k));
      newMaps.add(maps.get(numInputs + k));
    }
    newMaps.addAll(maps.subList(numInputs, maps.size()));
    Location loc = op.location();
    MLIRContext ctx = op.context();
    List<Value> outputs = new ArrayList<>(inits);
    for (int k : candidates) {
      Value init = inits.get(k);
      if (init.definingOp() != null) {
        rw.setInsertionPointAfter(init.definingOp());
      } else {
        rw.setInsertionPointToStart(((org.jmlir.ir.BlockArgument) init).owner());
      }
      List<OpFoldResult> sizes = ShapeReification.mixedSizes(rw, loc, init, "tensor.dim");
      RankedTensorType t = (RankedTensorType) init.type();
      OperationState s = new OperationState(ctx, ctx.opDef("tensor.empty"), loc);
      for (OpFoldResult f : sizes) {
        if (f instanceof OpFoldResult.Folded(Value v)) {
          s.addOperand(v);
        }
      }
      s.addType(RankedTensorType.get(ctx, t.shape(), t.elementType()));
      outputs.set(k, rw.create(s).result(0));
    }
    rw.setInsertionPoint(op);
    OperationState gs = Generalize.genericState(ctx, loc, inputs, outputs, newMaps, op.iteratorTypes(), op.resultTypes());
    // As getPrunedAttributeList: the discardable attributes stay.
    gs.attributes.addAll(op.attributes().entries());
    Operation generic = rw.create(gs);
    Block block = new Block();
    generic.region(0).addBlock(block);
    IRMapping mapping = new IRMapping();
    for (int a = 0; a < numInputs; a++) {
      mapping.map(body.argument(a), block.addArgument(body.argument(a).type(), loc));
    }
    for (int k : candidates) {
      mapping.map(body.argument(numInputs + k), block.addArgument(body.argument(numInputs + k).type(), loc));
    }
    for (int k = 0; k < inits.size(); k++) {
      Value arg = block.addArgument(body.argument(numInputs + k).type(), loc);
      if (!candidates.contains(k)) {
        mapping.map(body.argument(numInputs + k), arg);
      }
    }
    rw.setInsertionPointToEnd(block);
    for (Operation o : body) {
      rw.insert(o.clone(mapping));
    }
    rw.replaceOp(op, generic.results());
    return true;
  }
}
