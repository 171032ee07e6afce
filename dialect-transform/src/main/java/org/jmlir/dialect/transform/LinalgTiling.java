package org.jmlir.dialect.transform;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.affine.AffineApplyBuilder;
import org.jmlir.dialect.linalg.LinalgIndexOp;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.linalg.TensorBuilders;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.memref.SubViewOp;
import org.jmlir.dialect.scf.ForOp;
import org.jmlir.dialect.scf.ScfBuilders;
import org.jmlir.ir.Block;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * Tiling of linalg structured ops into {@code scf.for} nests (MLIR's tileUsingSCF with the linalg
 * TilingInterface): the iteration domain from the operands' shapes, one loop per non-zero tile size
 * (in interchange order), tile sizes bounded with {@code affine.min} where a tile may be partial, the
 * op cloned on {@code tensor.extract_slice}s / {@code memref.subview}s of its operands, and on tensors
 * the tile inserted back into the loop-carried destination. The ops are created in upstream's order
 * (including the helper {@code affine.apply}s and constants it leaves behind), so the output reads as
 * mlir-opt's.
 */
final class LinalgTiling {
  private LinalgTiling() {}

  /** The tiled op, the loops from outermost to innermost, and the values replacing the op's results. */
  record Tiled(Operation tiledOp, List<Operation> loops, List<Value> replacements) {}

  private static OpFoldResult index(MLIRContext ctx, long v) {
    return OpFoldResult.of(IntegerAttr.get(ctx, IndexType.get(ctx), v));
  }

  static Long constant(OpFoldResult r) {
    return AffineApplyBuilder.constantOf(r);
  }

  private static boolean isZero(OpFoldResult r) {
    Long c = constant(r);
    return c != null && c == 0;
  }

  /** MLIR's createFoldedDimOp: a static size, or a {@code tensor.dim}/{@code memref.dim} (folded when it can be). */
  static OpFoldResult dim(PatternRewriter rw, Location loc, Value v, int d) {
    ShapedType t = (ShapedType) v.type();
    if (t.shape()[d] != ShapedType.DYNAMIC) {
      return index(rw.context(), t.shape()[d]);
    }
    Value c = MemRefBuilders.constantIndex(rw, loc, d);
    String name = t instanceof MemRefType ? "memref.dim" : "tensor.dim";
    OperationState s = new OperationState(rw.context(), rw.context().opDef(name), loc);
    s.addOperand(v).addOperand(c).addType(IndexType.get(rw.context()));
    Operation dimOp = Operation.create(s);
    List<Attribute> consts = new ArrayList<>();
    for (Value o : dimOp.operands()) {
      consts.add(OperationFolder.constantValue(o));
    }
    // Only the folds of upstream's DimOp::fold (dim of a slice, view, allocation or generate), not
    // the canonicalization patterns (dim of tensor.empty) some of jmlir's folders include.
    Operation src = v.definingOp();
    boolean folds =
        src != null
            && switch (src.name()) {
              case "tensor.extract_slice", "tensor.generate", "memref.subview", "memref.alloc", "memref.alloca", "memref.view" -> true;
              default -> false;
            };
    List<OpFoldResult> folded = folds ? OpFolder.of(dimOp).fold(dimOp, consts) : null;
    if (folded != null && !folded.isEmpty() && folded.get(0) instanceof OpFoldResult.Folded) {
      dimOp.dropAllReferences();
      return folded.get(0);
    }
    return OpFoldResult.of(rw.insert(dimOp).result(0));
  }

  /** The loop ranges' sizes (lower bounds 0, steps 1): MLIR's LinalgOp getIterationDomain. */
  static List<OpFoldResult> iterationDomain(PatternRewriter rw, LinalgOp op) {
    Location loc = op.location();
    List<OpFoldResult> flat = new ArrayList<>();
    for (Value v : op.operands()) {
      if (v.type() instanceof ShapedType t && t.hasRank()) {
        for (int d = 0; d < t.rank(); d++) {
          flat.add(dim(rw, loc, v, d));
        }
      }
    }
    List<AffineMap> maps = op.indexingMaps();
    int n = op.numLoops();
    List<OpFoldResult> sizes = new ArrayList<>();
    for (int loop = 0; loop < n; loop++) {
      OpFoldResult found = null;
      int pos = 0;
      for (AffineMap m : maps) {
        for (AffineExpr e : m.results()) {
          if (found == null && e instanceof AffineDimExpr de && de.position() == loop) {
            found = flat.get(pos);
          }
          pos++;
        }
      }
      if (found == null) {
        return null;
      }
      sizes.add(found);
    }
    return sizes;
  }

  /**
   * Tiles {@code op} by {@code tileSizes} (one per loop, 0: not tiled) with the loops nested in
   * {@code interchange} order (empty: the op's order). Null when the op has no iteration domain.
   */
  static Tiled tileUsingFor(
      PatternRewriter rw, LinalgOp op, List<OpFoldResult> tileSizes, boolean[] scalable, Location sizeLoc, int[] interchange) {
    return tile(rw, op, tileSizes, scalable, sizeLoc, interchange, false, null);
  }

  /**
   * Tiles {@code op} into one {@code scf.forall} (MLIR's tileUsingSCF with the forall loop type, then
   * normalizeForallOp): the iteration space counts tiles, each induction variable is scaled back to
   * the tile's offset with an {@code affine.apply}, tiles go back with {@code tensor.parallel_insert_slice}.
   */
  static Tiled tileUsingForall(PatternRewriter rw, LinalgOp op, List<OpFoldResult> tileSizes, Attribute mapping) {
    return tile(rw, op, tileSizes, new boolean[0], op.location(), new int[0], true, mapping);
  }

  /**
   * Tiles {@code op} over {@code numThreads} threads per loop (0: not tiled) into one {@code scf.forall}
   * whose induction variables are thread ids: tile size ceildiv(size, threads), offsets id * tile,
   * the last tiles clamped with affine.min (and affine.max at 0 where a thread may get nothing).
   */
  static Tiled tileUsingForallThreads(PatternRewriter rw, LinalgOp op, List<OpFoldResult> numThreads, Attribute mapping) {
    MLIRContext ctx = rw.context();
    rw.setInsertionPoint(op);
    List<OpFoldResult> domain = iterationDomain(rw, op);
    if (domain == null) {
      return null;
    }
    int n = domain.size();
    List<OpFoldResult> nts = new ArrayList<>(numThreads);
    while (nts.size() < n) {
      nts.add(index(ctx, 0));
    }
    List<OpFoldResult> tiles = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      tiles.add(
          isZero(nts.get(i))
              ? index(ctx, 0)
              : AffineApplyBuilder.composedFoldedApply(
                  rw, op.location(), new AffineMap(0, 2, List.of(AffineExpr.symbol(0).ceilDiv(AffineExpr.symbol(1)))),
                  List.of(domain.get(i), nts.get(i))));
    }
    return tileForall(rw, op, domain, tiles, nts, mapping);
  }

  private static Tiled tile(
      PatternRewriter rw, LinalgOp op, List<OpFoldResult> tileSizes, boolean[] scalable, Location sizeLoc, int[] interchange,
      boolean forall, Attribute mapping) {
    MLIRContext ctx = rw.context();
    Location loc = op.location();
    rw.setInsertionPoint(op);
    List<OpFoldResult> domain = iterationDomain(rw, op);
    if (domain == null) {
      return null;
    }
    int n = domain.size();
    List<OpFoldResult> ts = new ArrayList<>(tileSizes);
    // A scalable size is the constant times vector.vscale, materialized after the domain.
    for (int i = 0; i < ts.size() && i < scalable.length; i++) {
      Long c = constant(ts.get(i));
      if (scalable[i] && c != null) {
        Value base = MemRefBuilders.constantIndex(rw, sizeLoc, c);
        OperationState vs = new OperationState(ctx, ctx.opDef("vector.vscale"), sizeLoc);
        vs.addType(IndexType.get(ctx));
        Value vscale = rw.create(vs).result(0);
        OperationState mul = new OperationState(ctx, ctx.opDef("arith.muli"), sizeLoc);
        mul.addOperand(base).addOperand(vscale).addType(IndexType.get(ctx));
        ts.set(i, OpFoldResult.of(rw.create(mul).result(0)));
      }
    }
    while (ts.size() < n) {
      ts.add(index(ctx, 0));
    }
    while (ts.size() > n) {
      ts.remove(ts.size() - 1);
    }
    boolean any = false;
    for (OpFoldResult t : ts) {
      any |= !isZero(t);
    }
    if (!any) {
      // Nothing to tile: the op stays as it is.
      return new Tiled(op, List.of(), List.of());
    }
    int[] perm = fillInterchange(interchange, n);
    List<OpFoldResult> pDomain = new ArrayList<>();
    List<OpFoldResult> pTiles = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      pDomain.add(domain.get(perm[i]));
      pTiles.add(ts.get(perm[i]));
    }
    if (forall) {
      return tileForall(rw, op, pDomain, pTiles, null, mapping);
    }
    // Bounds of the loops that are tiled: all lower bounds, then all upper bounds, then all steps.
    List<Value> lbs = new ArrayList<>();
    List<Value> ubs = new ArrayList<>();
    List<Value> steps = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (!isZero(pTiles.get(i))) {
        lbs.add(MemRefBuilders.constantIndex(rw, loc, 0));
      }
    }
    for (int i = 0; i < n; i++) {
      if (!isZero(pTiles.get(i))) {
        ubs.add(MemRefBuilders.valueOrConstant(rw, loc, pDomain.get(i)));
      }
    }
    for (int i = 0; i < n; i++) {
      if (!isZero(pTiles.get(i))) {
        steps.add(MemRefBuilders.valueOrConstant(rw, loc, pTiles.get(i)));
      }
    }
    boolean tensors = !op.hasPureBufferSemantics();
    List<Value> inits = tensors ? new ArrayList<>(op.inits()) : List.of();
    List<Operation> loops = new ArrayList<>();
    List<Value> ivs = new ArrayList<>();
    List<Value> iterArgs = inits;
    for (int l = 0; l < lbs.size(); l++) {
      ForOp f = ScfBuilders.createFor(rw, loc, lbs.get(l), ubs.get(l), steps.get(l), iterArgs);
      Block body = f.region(0).front();
      if (!loops.isEmpty()) {
        // The enclosing loop yields this one's results.
        Block outer = loops.get(loops.size() - 1).region(0).front();
        if (!iterArgs.isEmpty()) {
          appendYield(rw, loc, outer, f.results());
        }
      }
      loops.add(f);
      ivs.add(body.argument(0));
      iterArgs = new ArrayList<>(body.arguments().subList(1, body.numArguments()));
      if (body.last() != null) {
        rw.setInsertionPoint(body.last());
      } else {
        rw.setInsertionPointToEnd(body);
      }
    }
    Body b = body(rw, op, pDomain, pTiles, perm, ivs, iterArgs);
    Operation tiledOp = b.tiledOp();
    List<Value> replacements = new ArrayList<>();
    if (tensors) {
      List<Value> inserted = new ArrayList<>();
      for (int r = 0; r < tiledOp.numResults(); r++) {
        inserted.add(
            TensorBuilders.slice(rw, loc, "tensor.insert_slice", tiledOp.result(r), iterArgs.get(r), b.resultPositions().get(r).offsets,
                    b.resultPositions().get(r).sizes, b.resultPositions().get(r).strides, null)
                .result(0));
      }
      appendYield(rw, loc, loops.get(loops.size() - 1).region(0).front(), inserted);
      replacements.addAll(loops.get(0).results());
    }
    return new Tiled(tiledOp, loops, replacements);
  }

  /** The body of a forall over thread ids (upstream's getTileOffsetAndSizesWithForAllOp with threads). */
  private static Body threadBody(
      PatternRewriter rw, LinalgOp op, List<OpFoldResult> domain, List<OpFoldResult> tiles, List<OpFoldResult> threads,
      List<Value> ivs, List<Value> outs) {
    MLIRContext ctx = rw.context();
    Location loc = op.location();
    int n = domain.size();
    List<OpFoldResult> offsets = new ArrayList<>();
    List<OpFoldResult> sizes = new ArrayList<>();
    int iv = 0;
    AffineExpr s0 = AffineExpr.symbol(0);
    AffineExpr s1 = AffineExpr.symbol(1);
    AffineExpr s2 = AffineExpr.symbol(2);
    AffineExpr d0 = AffineExpr.dim(0);
    for (int i = 0; i < n; i++) {
      if (isZero(tiles.get(i))) {
        offsets.add(index(ctx, 0));
        sizes.add(domain.get(i));
        continue;
      }
      Value id = ivs.get(iv++);
      OpFoldResult ts = tiles.get(i);
      OpFoldResult offset =
          AffineApplyBuilder.composedFoldedApply(rw, loc, new AffineMap(1, 1, List.of(d0.mul(s0))), List.of(OpFoldResult.of(id), ts));
      // What is left past all threads' tiles: size - threads * tile.
      OpFoldResult residual =
          AffineApplyBuilder.composedFoldedApply(
              rw, loc, new AffineMap(0, 3, List.of(s0.add(s1.mul(s2).mul(AffineExpr.constant(-1))))),
              List.of(domain.get(i), threads.get(i), ts));
      OpFoldResult size = ts;
      if (!isZero(residual)) {
        OpFoldResult left =
            AffineApplyBuilder.composedFoldedApply(
                rw, loc, new AffineMap(1, 1, List.of(s0.add(d0.mul(AffineExpr.constant(-1))))), List.of(offset, domain.get(i)));
        size =
            AffineApplyBuilder.composedFoldedMin(
                rw, loc, new AffineMap(2, 0, List.of(AffineExpr.dim(0), AffineExpr.dim(1))), List.of(left, ts));
      }
      Long tc = constant(ts);
      Long nc = constant(threads.get(i));
      Long sc = constant(domain.get(i));
      boolean inBounds = tc != null && nc != null && sc != null && tc * (nc - 1) < sc;
      if (!inBounds) {
        size =
            AffineApplyBuilder.composedFoldedMax(
                rw, loc, new AffineMap(2, 0, List.of(AffineExpr.dim(0), AffineExpr.dim(1))), List.of(index(ctx, 0), size));
      }
      offsets.add(offset);
      sizes.add(size);
    }
    List<Value> operands = new ArrayList<>(op.operands());
    int firstInit = operands.size() - op.inits().size();
    boolean tensors = !op.hasPureBufferSemantics();
    if (tensors) {
      for (int i = 0; i < outs.size(); i++) {
        operands.set(firstInit + i, outs.get(i));
      }
    }
    Operation tiledOp = tiledImplementation(rw, op, operands, offsets, sizes);
    List<Slice> positions = new ArrayList<>();
    if (tensors) {
      for (int r = 0; r < tiledOp.numResults(); r++) {
        List<OpFoldResult> sub = new ArrayList<>();
        for (OpFoldResult sz : sizes) {
          sub.add(AffineApplyBuilder.composedFoldedApply(rw, loc, AffineExpr.dim(0).add(AffineExpr.constant(-1)), List.of(sz)));
        }
        positions.add(sliceParameters(rw, loc, op.inits().get(r), sizes, op.indexingMaps().get(firstInit + r), offsets, sub));
      }
    }
    return new Body(tiledOp, positions);
  }

  /** The tiled op and where each of its results goes in the destination. */
  private record Body(Operation tiledOp, List<Slice> resultPositions) {}

  /**
   * The innermost body (upstream's innerYieldTiledValuesFn): tile offsets and sizes from the
   * induction variables, the tiled op on the loop-carried destinations, its results' positions.
   */
  private static Body body(
      PatternRewriter rw, LinalgOp op, List<OpFoldResult> pDomain, List<OpFoldResult> pTiles, int[] perm, List<Value> ivs,
      List<Value> iterArgs) {
    MLIRContext ctx = rw.context();
    Location loc = op.location();
    int n = pDomain.size();
    boolean tensors = !op.hasPureBufferSemantics();
    // Tile offsets and sizes, in loop-nest order.
    List<OpFoldResult> offsets = new ArrayList<>();
    List<OpFoldResult> sizes = new ArrayList<>();
    int iv = 0;
    for (int i = 0; i < n; i++) {
      if (isZero(pTiles.get(i))) {
        offsets.add(index(ctx, 0));
        sizes.add(pDomain.get(i));
        continue;
      }
      Value v = ivs.get(iv++);
      offsets.add(OpFoldResult.of(v));
      sizes.add(boundedTileSize(rw, loc, pDomain.get(i), v, pTiles.get(i)));
    }
    // Back to the op's loop order.
    OpFoldResult[] o = new OpFoldResult[n];
    OpFoldResult[] s = new OpFoldResult[n];
    for (int i = 0; i < n; i++) {
      o[perm[i]] = offsets.get(i);
      s[perm[i]] = sizes.get(i);
    }
    offsets = List.of(o);
    sizes = List.of(s);
    // The op on the destination as carried by the loops.
    List<Value> operands = new ArrayList<>(op.operands());
    int firstInit = operands.size() - op.inits().size();
    if (tensors) {
      for (int i = 0; i < iterArgs.size(); i++) {
        operands.set(firstInit + i, iterArgs.get(i));
      }
    }
    Operation tiledOp = tiledImplementation(rw, op, operands, offsets, sizes);
    List<Slice> positions = new ArrayList<>();
    if (tensors) {
      for (int r = 0; r < tiledOp.numResults(); r++) {
        Value init = op.inits().get(r);
        AffineMap map = op.indexingMaps().get(firstInit + r);
        List<OpFoldResult> sub = new ArrayList<>();
        for (OpFoldResult sz : sizes) {
          sub.add(AffineApplyBuilder.composedFoldedApply(rw, loc, AffineExpr.dim(0).add(AffineExpr.constant(-1)), List.of(sz)));
        }
        positions.add(sliceParameters(rw, loc, init, sizes, map, offsets, sub));
      }
    }
    return new Body(tiledOp, positions);
  }

  private static Tiled tileForall(
      PatternRewriter rw, LinalgOp op, List<OpFoldResult> domain, List<OpFoldResult> tiles, List<OpFoldResult> threads,
      Attribute mapping) {
    MLIRContext ctx = rw.context();
    Location loc = op.location();
    int n = domain.size();
    List<String> iters = op.iteratorTypes();
    for (int i = 0; i < n; i++) {
      if (!isZero(tiles.get(i)) && i < iters.size() && !iters.get(i).equals("parallel")) {
        op.emitWarning("tiling is not thread safe at axis #" + i).report();
      }
    }
    boolean tensors = !op.hasPureBufferSemantics();
    List<Value> inits = tensors ? new ArrayList<>(op.inits()) : List.of();
    // The normalized trip counts: ceildiv(ub, step), folded or an affine.apply before the loop.
    List<OpFoldResult> counts = new ArrayList<>();
    List<OpFoldResult> steps = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (isZero(tiles.get(i))) {
        continue;
      }
      steps.add(tiles.get(i));
      counts.add(
          threads != null
              ? threads.get(i)
              : AffineApplyBuilder.composedFoldedApply(
                  rw, loc, new AffineMap(0, 2, List.of(AffineExpr.symbol(0).ceilDiv(AffineExpr.symbol(1)))),
                  List.of(domain.get(i), tiles.get(i))));
    }
    OperationState s = new OperationState(ctx, ctx.opDef("scf.forall"), loc);
    long[] zeros = new long[counts.size()];
    long[] ones = new long[counts.size()];
    long[] ubs = new long[counts.size()];
    int dyn = 0;
    for (int i = 0; i < counts.size(); i++) {
      ones[i] = 1;
      Long c = constant(counts.get(i));
      ubs[i] = c == null ? ShapedType.DYNAMIC : c;
      if (c == null) {
        s.addOperand(((OpFoldResult.Folded) counts.get(i)).value());
        dyn++;
      }
    }
    s.addOperands(inits);
    s.addAttribute(org.jmlir.dialect.utils.OperandSegments.ATTR, org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, 0, dyn, 0, inits.size()));
    s.addAttribute("staticLowerBound", org.jmlir.dialect.utils.DynamicIndexList.toAttr(ctx, zeros));
    s.addAttribute("staticUpperBound", org.jmlir.dialect.utils.DynamicIndexList.toAttr(ctx, ubs));
    s.addAttribute("staticStep", org.jmlir.dialect.utils.DynamicIndexList.toAttr(ctx, ones));
    if (mapping != null) {
      s.addAttribute("mapping", mapping);
    }
    for (Value v : inits) {
      s.addType(v.type());
    }
    Block body = new Block();
    s.addRegion().addBlock(body);
    List<Value> ivs = new ArrayList<>();
    for (int i = 0; i < counts.size(); i++) {
      ivs.add(body.addArgument(IndexType.get(ctx), loc));
    }
    List<Value> outs = new ArrayList<>();
    for (Value v : inits) {
      outs.add(body.addArgument(v.type(), loc));
    }
    Operation forallOp = rw.create(s);
    OperationState term = new OperationState(ctx, ctx.opDef("scf.forall.in_parallel"), loc);
    term.addRegion().addBlock(new Block());
    Operation inParallel = Operation.create(term);
    body.append(inParallel);
    rw.setInsertionPoint(inParallel);
    int[] identity = new int[n];
    for (int i = 0; i < n; i++) {
      identity[i] = i;
    }
    Body b = threads == null ? body(rw, op, domain, tiles, identity, ivs, outs) : threadBody(rw, op, domain, tiles, threads, ivs, outs);
    Operation tiledOp = b.tiledOp();
    rw.setInsertionPointToEnd(inParallel.region(0).front());
    for (int r = 0; r < tiledOp.numResults(); r++) {
      Slice p = b.resultPositions().get(r);
      TensorBuilders.slice(rw, loc, "tensor.parallel_insert_slice", tiledOp.result(r), outs.get(r), p.offsets, p.sizes, p.strides, null);
    }
    // Normalization: the induction variables count tiles; their uses see iv * step.
    rw.setInsertionPointToStart(body);
    for (int i = 0; i < ivs.size() && threads == null; i++) {
      Value iv = ivs.get(i);
      List<org.jmlir.ir.OpOperand> uses = new ArrayList<>(iv.uses());
      OpFoldResult scaled =
          AffineApplyBuilder.composedFoldedApply(
              rw, loc, new AffineMap(1, 1, List.of(AffineExpr.dim(0).mul(AffineExpr.symbol(0)))), List.of(OpFoldResult.of(iv), steps.get(i)));
      Value v = MemRefBuilders.valueOrConstant(rw, loc, scaled);
      if (v != iv) {
        for (org.jmlir.ir.OpOperand u : uses) {
          u.set(v);
        }
      }
    }
    return new Tiled(tiledOp, List.of(forallOp), tensors ? new ArrayList<>(forallOp.results()) : List.of());
  }

  private static void appendYield(PatternRewriter rw, Location loc, Block body, List<? extends Value> values) {
    OperationState y = new OperationState(rw.context(), rw.context().opDef("scf.yield"), loc);
    y.addOperands(values);
    body.append(Operation.create(y));
  }

  /** MLIR's fillInterchangeVector: the given permutation, completed with the missing loops in order. */
  static int[] fillInterchange(int[] interchange, int n) {
    int[] perm = new int[n];
    boolean[] seen = new boolean[n];
    int k = 0;
    for (int i : interchange) {
      if (k < n && i >= 0 && i < n && !seen[i]) {
        perm[k++] = i;
        seen[i] = true;
      }
    }
    for (int i = 0; i < n; i++) {
      if (!seen[i]) {
        perm[k++] = i;
      }
    }
    return perm;
  }

  /** MLIR's getBoundedTileSize: the tile size, or min(tile, ub - iv) when the last tile may be partial. */
  private static OpFoldResult boundedTileSize(PatternRewriter rw, Location loc, OpFoldResult range, Value iv, OpFoldResult tile) {
    Long t = constant(tile);
    if (t != null && t == 1) {
      return tile;
    }
    Long size = constant(range);
    if (t != null && size != null && t != 0 && size % t == 0) {
      return tile;
    }
    Value ub = MemRefBuilders.valueOrConstant(rw, loc, range);
    AffineMap min = new AffineMap(1, 2, List.of(AffineExpr.symbol(0).add(AffineExpr.dim(0).mul(AffineExpr.constant(-1))), AffineExpr.symbol(1)));
    return AffineApplyBuilder.composedFoldedMin(rw, loc, min, List.of(OpFoldResult.of(iv), OpFoldResult.of(ub), tile));
  }

  record Slice(List<OpFoldResult> offsets, List<OpFoldResult> sizes, List<OpFoldResult> strides) {}

  private static boolean isTiled(AffineExpr e, List<OpFoldResult> sizes) {
    for (int i = 0; i < sizes.size(); i++) {
      if (!isZero(sizes.get(i)) && involvesDim(e, i)) {
        return true;
      }
    }
    return false;
  }

  private static boolean involvesDim(AffineExpr e, int d) {
    return switch (e) {
      case AffineDimExpr de -> de.position() == d;
      case org.jmlir.ir.affine.AffineBinaryExpr b -> involvesDim(b.lhs(), d) || involvesDim(b.rhs(), d);
      default -> false;
    };
  }

  /** MLIR's computeSliceParameters with the partial-tile check omitted (the TilingInterface path). */
  private static Slice sliceParameters(
      PatternRewriter rw, Location loc, Value value, List<OpFoldResult> sizes, AffineMap map, List<OpFoldResult> lbs,
      List<OpFoldResult> subShapeSizes) {
    MLIRContext ctx = rw.context();
    int rank = ((ShapedType) value.type()).rank();
    List<OpFoldResult> offs = new ArrayList<>();
    List<OpFoldResult> szs = new ArrayList<>();
    List<OpFoldResult> strides = new ArrayList<>();
    for (int r = 0; r < rank; r++) {
      AffineExpr e = map.results().get(r);
      if (!isTiled(e, sizes)) {
        offs.add(index(ctx, 0));
        szs.add(dim(rw, loc, value, r));
        strides.add(index(ctx, 1));
        continue;
      }
      AffineMap m = new AffineMap(map.numDims(), map.numSymbols(), List.of(e));
      offs.add(AffineApplyBuilder.composedFoldedApply(rw, loc, m, lbs));
      OpFoldResult closed = AffineApplyBuilder.composedFoldedApply(rw, loc, m, subShapeSizes);
      szs.add(AffineApplyBuilder.composedFoldedApply(rw, loc, AffineExpr.symbol(0).add(AffineExpr.constant(1)), List.of(closed)));
      strides.add(index(ctx, 1));
    }
    return new Slice(offs, szs, strides);
  }

  /** The linalg TilingInterface's getTiledImplementation: the op cloned on slices of its operands. */
  private static Operation tiledImplementation(
      PatternRewriter rw, LinalgOp op, List<Value> operands, List<OpFoldResult> offsets, List<OpFoldResult> sizes) {
    Location loc = op.location();
    List<OpFoldResult> lbs = new ArrayList<>();
    List<OpFoldResult> sub = new ArrayList<>();
    for (int i = 0; i < sizes.size(); i++) {
      lbs.add(isZero(sizes.get(i)) ? index(rw.context(), 0) : offsets.get(i));
    }
    for (OpFoldResult sz : sizes) {
      sub.add(AffineApplyBuilder.composedFoldedApply(rw, loc, AffineExpr.dim(0).add(AffineExpr.constant(-1)), List.of(sz)));
    }
    List<AffineMap> maps = op.indexingMaps();
    int firstInit = op.numOperands() - op.inits().size();
    // All slices' parameters first, then the slices (upstream's computeAllSliceParameters order).
    List<Slice> params = new ArrayList<>();
    for (int i = 0; i < operands.size(); i++) {
      Value v = operands.get(i);
      AffineMap map = maps.get(i);
      boolean any = false;
      for (AffineExpr e : map.results()) {
        any |= isTiled(e, sizes);
      }
      boolean tensorInit = i >= firstInit && v.type() instanceof RankedTensorType;
      params.add(!(v.type() instanceof ShapedType) || (!any && !tensorInit) ? null : sliceParameters(rw, loc, v, sizes, map, lbs, sub));
    }
    List<Value> tiled = new ArrayList<>();
    for (int i = 0; i < operands.size(); i++) {
      Slice p = params.get(i);
      tiled.add(p == null ? operands.get(i) : materialize(rw, loc, operands.get(i), p));
    }
    // Operands are set by position: the same value may be several operands with different slices.
    Operation clone = op.clone(new IRMapping());
    for (int i = 0; i < operands.size(); i++) {
      clone.setOperand(i, tiled.get(i));
    }
    for (int r = 0; r < clone.numResults(); r++) {
      clone.result(r).setType(tiled.get(firstInit + r).type());
    }
    rw.insert(clone);
    offsetIndices(rw, clone, offsets);
    rw.setInsertionPointAfter(clone);
    return clone;
  }

  private static Value materialize(PatternRewriter rw, Location loc, Value v, Slice p) {
    long[] so = statics(p.offsets);
    long[] ss = statics(p.sizes);
    long[] st = statics(p.strides);
    if (v.type() instanceof MemRefType mt) {
      Type t = SubViewOp.inferResultType(rw.context(), mt, so, ss, st);
      return TensorBuilders.slice(rw, loc, "memref.subview", v, null, p.offsets, p.sizes, p.strides, t).result(0);
    }
    RankedTensorType rt = (RankedTensorType) v.type();
    Type t = RankedTensorType.get(rw.context(), ss, rt.elementType(), rt.encoding());
    return TensorBuilders.slice(rw, loc, "tensor.extract_slice", v, null, p.offsets, p.sizes, p.strides, t).result(0);
  }

  private static long[] statics(List<OpFoldResult> l) {
    long[] r = new long[l.size()];
    for (int i = 0; i < r.length; i++) {
      Long c = constant(l.get(i));
      r[i] = c == null ? ShapedType.DYNAMIC : c;
    }
    return r;
  }

  /** MLIR's offsetIndices: each {@code linalg.index} of a tiled loop is shifted by the tile's offset. */
  private static void offsetIndices(PatternRewriter rw, Operation tiled, List<OpFoldResult> offsets) {
    if (tiled.numRegions() == 0 || tiled.region(0).isEmpty()) {
      return;
    }
    List<Operation> indexOps = new ArrayList<>();
    for (Operation o : tiled.region(0).front().operations()) {
      if (o.def() == LinalgIndexOp.DEF) {
        indexOps.add(o);
      }
    }
    for (Operation o : indexOps) {
      int d = (int) ((LinalgIndexOp) o).dim();
      if (d >= offsets.size() || isZero(offsets.get(d))) {
        continue;
      }
      rw.setInsertionPointAfter(o);
      OpFoldResult applied =
          AffineApplyBuilder.composedFoldedApply(
              rw, o.location(), new AffineMap(2, 0, List.of(AffineExpr.dim(0).add(AffineExpr.dim(1)))),
              List.of(OpFoldResult.of(o.result(0)), offsets.get(d)));
      Value v = MemRefBuilders.valueOrConstant(rw, o.location(), applied);
      Operation def = v.definingOp();
      for (var use : new ArrayList<>(o.result(0).uses())) {
        if (use.owner() != def) {
          use.set(v);
        }
      }
    }
  }
}
