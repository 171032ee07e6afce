package org.jmlir.conversion.linalgtoloops;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.affine.AffineMapOp;
import org.jmlir.dialect.linalg.LinalgIndexOp;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.linalg.LinalgYieldOp;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineConstantExpr;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * Lowers a linalg op on buffers to a loop nest (MLIR's LinalgToLoops): one loop per iterator from 0
 * to the size of the first operand dimension indexed by it, loads of every shaped operand at its
 * indexing map, the body inlined, stores of the yielded values. {@code scf.for} loops with
 * {@code affine.apply} subscripts, or {@code affine.for} loops with {@code affine.load/store}.
 */
final class LinalgLoopLowering {
  private final MLIRContext ctx;
  private final PatternRewriter rewriter;
  private final boolean affine;
  /** Leading runs of parallel loops become one scf.parallel each (convert-linalg-to-parallel-loops). */
  private final boolean parallel;

  LinalgLoopLowering(MLIRContext ctx, boolean affine) {
    this(ctx, affine, false);
  }

  LinalgLoopLowering(MLIRContext ctx, boolean affine, boolean parallel) {
    this.ctx = ctx;
    this.rewriter = new PatternRewriter(ctx);
    this.affine = affine;
    this.parallel = parallel;
  }

  /** Lowers {@code op} when it has buffer semantics; returns whether it did. */
  boolean lower(LinalgOp op) {
    if (!op.hasPureBufferSemantics() || op.body() == null) {
      return false;
    }
    Location loc = op.location();
    rewriter.setInsertionPoint(op);
    List<AffineMap> maps = op.indexingMaps();
    int numLoops = op.numLoops();
    Value[] sizes = new Value[numLoops];
    long[] staticSizes = new long[numLoops];
    for (int i = 0; i < op.numOperands() && nullCount(sizes) > 0; i++) {
      if (!(op.operand(i).type() instanceof ShapedType s)) {
        continue;
      }
      List<AffineExpr> r = maps.get(i).results();
      for (int j = 0; j < r.size(); j++) {
        if (r.get(j) instanceof AffineDimExpr d && sizes[d.position()] == null) {
          staticSizes[d.position()] = s.shape()[j];
          sizes[d.position()] = sizeOf(loc, op.operand(i), s, j);
        }
      }
    }
    if (nullCount(sizes) > 0) {
      return false;
    }
    List<Value> ivs = new ArrayList<>();
    Value[] lbs = new Value[numLoops];
    Value[] ubs = new Value[numLoops];
    Value[] steps = new Value[numLoops];
    if (!affine) {
      // MLIR's unpackRanges: lower bound, upper bound and step of each loop in turn.
      for (int i = 0; i < numLoops; i++) {
        lbs[i] = constantIndex(loc, 0);
        ubs[i] = staticSizes[i] != ShapedType.DYNAMIC ? constantIndex(loc, staticSizes[i]) : sizes[i];
        steps[i] = constantIndex(loc, 1);
      }
    }
    List<String> iterators = op.iteratorTypes();
    for (int i = 0; i < numLoops; ) {
      int end = i;
      while (parallel && end < numLoops && iterators.get(end).equals("parallel")) {
        end++;
      }
      Block body;
      if (end > i) {
        body = scfParallel(loc, List.of(lbs).subList(i, end), List.of(ubs).subList(i, end), List.of(steps).subList(i, end));
        ivs.addAll(body.arguments());
        i = end;
      } else {
        body = affine ? affineFor(loc, sizes[i], staticSizes[i]) : scfFor(loc, lbs[i], ubs[i], steps[i]);
        ivs.add(body.argument(0));
        i++;
      }
      rewriter.setInsertionPoint(body.last());
    }
    IRMapping mapping = new IRMapping();
    Block body = op.body();
    for (int i = 0; i < op.numOperands(); i++) {
      Value operand = op.operand(i);
      Value v = operand.type() instanceof MemRefType m ? load(loc, operand, m, maps.get(i), ivs) : operand;
      mapping.map(body.argument(i), v);
    }
    for (Operation inner : body) {
      if (inner instanceof LinalgYieldOp) {
        for (int k = 0; k < inner.numOperands(); k++) {
          Value init = op.inits().get(k);
          store(loc, mapping.lookupOrDefault(inner.operand(k)), init, maps.get(op.inputs().size() + k), ivs);
        }
      } else if (inner instanceof LinalgIndexOp index) {
        mapping.map(inner.result(0), ivs.get((int) index.dim()));
      } else {
        rewriter.insert(inner.clone(mapping));
      }
    }
    rewriter.eraseOp(op);
    return true;
  }

  private static int nullCount(Value[] v) {
    int n = 0;
    for (Value x : v) {
      n += x == null ? 1 : 0;
    }
    return n;
  }

  private Value sizeOf(Location loc, Value operand, ShapedType s, int dim) {
    if (s.shape()[dim] != ShapedType.DYNAMIC) {
      return operand; // a placeholder: static sizes become constants where the loops are built
    }
    Value d = constantIndex(loc, dim);
    OperationState st = new OperationState(ctx, ctx.opDef("memref.dim"), loc);
    st.addOperand(operand).addOperand(d).addType(IndexType.get(ctx));
    return rewriter.create(st).result(0);
  }

  private Value constantIndex(Location loc, long v) {
    OperationState s = new OperationState(ctx, ctx.opDef("arith.constant"), loc);
    s.addAttribute("value", IntegerAttr.get(ctx, IndexType.get(ctx), v));
    s.addType(IndexType.get(ctx));
    return rewriter.create(s).result(0);
  }

  /** {@code scf.parallel (ivs) = (lbs) to (ubs) step (steps) { scf.reduce }}. */
  private Block scfParallel(Location loc, List<Value> lbs, List<Value> ubs, List<Value> steps) {
    OperationState s = new OperationState(ctx, ctx.opDef("scf.parallel"), loc);
    s.addOperands(lbs).addOperands(ubs).addOperands(steps);
    s.addAttribute(OperandSegments.ATTR, OperandSegments.sizesAttr(ctx, lbs.size(), ubs.size(), steps.size(), 0));
    Block b = new Block();
    s.addRegion().addBlock(b);
    for (int i = 0; i < lbs.size(); i++) {
      b.addArgument(IndexType.get(ctx), loc);
    }
    rewriter.create(s);
    b.append(Operation.create(new OperationState(ctx, ctx.opDef("scf.reduce"), loc)));
    return b;
  }

  private Block scfFor(Location loc, Value lb, Value ub, Value step) {
    OperationState s = new OperationState(ctx, ctx.opDef("scf.for"), loc);
    s.addOperand(lb).addOperand(ub).addOperand(step);
    Region r = s.addRegion();
    Block b = new Block();
    r.addBlock(b);
    b.addArgument(IndexType.get(ctx), loc);
    rewriter.create(s);
    b.append(Operation.create(new OperationState(ctx, ctx.opDef("scf.yield"), loc)));
    return b;
  }

  /** {@code affine.for %i = 0 to N} (a constant, or a symbol: the dim value). */
  private Block affineFor(Location loc, Value dynamicSize, long staticSize) {
    OperationState s = new OperationState(ctx, ctx.opDef("affine.for"), loc);
    AffineMap lb = new AffineMap(0, 0, List.of(AffineExpr.constant(0)));
    AffineMap ub;
    int ubCount = 0;
    if (staticSize != ShapedType.DYNAMIC) {
      ub = new AffineMap(0, 0, List.of(AffineExpr.constant(staticSize)));
    } else {
      ub = new AffineMap(0, 1, List.of(AffineExpr.symbol(0)));
      s.addOperand(dynamicSize);
      ubCount = 1;
    }
    s.addAttribute("lowerBoundMap", AffineMapAttr.get(ctx, lb));
    s.addAttribute("upperBoundMap", AffineMapAttr.get(ctx, ub));
    s.addAttribute("step", IntegerAttr.get(ctx, IndexType.get(ctx), 1));
    s.addAttribute(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(ctx, 0, ubCount, 0));
    Region r = s.addRegion();
    Block b = new Block();
    r.addBlock(b);
    b.addArgument(IndexType.get(ctx), loc);
    rewriter.create(s);
    b.append(Operation.create(new OperationState(ctx, ctx.opDef("affine.yield"), loc)));
    return b;
  }

  private Value load(Location loc, Value memref, MemRefType type, AffineMap map, List<Value> ivs) {
    if (affine) {
      OperationState s = new OperationState(ctx, ctx.opDef("affine.load"), loc);
      s.addOperand(memref).addOperands(indices(loc, map, ivs)).addType(type.elementType());
      s.addAttribute("map", AffineMapAttr.get(ctx, AffineMap.identity(map.numResults())));
      return rewriter.create(s).result(0);
    }
    OperationState s = new OperationState(ctx, ctx.opDef("memref.load"), loc);
    s.addOperand(memref).addOperands(indices(loc, map, ivs)).addType(type.elementType());
    return rewriter.create(s).result(0);
  }

  private void store(Location loc, Value value, Value memref, AffineMap map, List<Value> ivs) {
    OperationState s = new OperationState(ctx, ctx.opDef(affine ? "affine.store" : "memref.store"), loc);
    s.addOperand(value).addOperand(memref);
    if (affine) {
      s.addOperands(indices(loc, map, ivs));
      s.addAttribute("map", AffineMapAttr.get(ctx, AffineMap.identity(map.numResults())));
    } else {
      s.addOperands(indices(loc, map, ivs));
    }
    rewriter.create(s);
  }

  /** MLIR's makeCanonicalAffineApplies: one affine.apply per result over all the loop variables. */
  private List<Value> indices(Location loc, AffineMap map, List<Value> ivs) {
    List<Value> r = new ArrayList<>();
    for (AffineExpr e : map.results()) {
      if (e instanceof AffineDimExpr d) {
        r.add(ivs.get(d.position()));
        continue;
      }
      if (e instanceof AffineConstantExpr c) {
        r.add(constantIndex(loc, c.value()));
        continue;
      }
      OperationState s = new OperationState(ctx, AffineMapOp.APPLY, loc);
      s.addOperands(ivs).addType(IndexType.get(ctx));
      s.addAttribute("map", AffineMapAttr.get(ctx, new AffineMap(map.numDims(), 0, List.of(e))));
      Operation apply = rewriter.create(s);
      r.add(apply.result(0));
    }
    return r;
  }
}
