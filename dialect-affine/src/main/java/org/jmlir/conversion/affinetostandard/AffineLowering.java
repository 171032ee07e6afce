package org.jmlir.conversion.affinetostandard;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.affine.AffineForOp;
import org.jmlir.dialect.affine.AffineIfOp;
import org.jmlir.dialect.affine.AffineMapOp;
import org.jmlir.dialect.affine.AffineMemoryOp;
import org.jmlir.dialect.affine.AffineParallelOp;
import org.jmlir.dialect.affine.AffineYieldOp;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.affine.IntegerSet;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;

/** The lowerings of MLIR 22's AffineToStandard.cpp, one method per op. */
final class AffineLowering {
  private final MLIRContext ctx;
  private final PatternRewriter rewriter;
  private final AffineExpander x;

  /** The ops present before the pass ran (identity); null: every operand's producer counts. */
  java.util.Set<Operation> original;

  AffineLowering(MLIRContext ctx) {
    this.ctx = ctx;
    this.rewriter = new PatternRewriter(ctx);
    this.x = new AffineExpander(rewriter);
  }

  /**
   * The fold the conversion driver tries before a pattern: in place for affine.for/if (canonical
   * bounds and sets, then lowered), to a constant or an operand for apply/min/max; true when the
   * op was replaced.
   */
  boolean fold(Operation op) {
    OpFolder folder = OpFolder.of(op);
    if (folder == null) {
      return false;
    }
    List<Attribute> constants = new ArrayList<>();
    for (Value v : op.operands()) {
      // MLIR's conversion replaces uses only at its end: a fold sees the operands' original
      // producers, so a value this lowering made (a lowered affine.apply's constant) is not constant.
      Operation def = v.definingOp();
      constants.add(def != null && original != null && !original.contains(def) ? null : OperationFolder.constantValue(v));
    }
    List<OpFoldResult> results = folder.fold(op, constants);
    if (results == null || results.isEmpty() || results.size() != op.numResults()) {
      return false;
    }
    rewriter.setInsertionPoint(op);
    List<Value> values = new ArrayList<>();
    for (OpFoldResult r : results) {
      switch (r) {
        case OpFoldResult.Folded f -> values.add(f.value());
        case OpFoldResult.Constant c -> {
          if (!(c.attribute() instanceof TypedAttr t)) {
            return false;
          }
          values.add(x.constant(op.location(), t));
        }
      }
    }
    rewriter.replaceOp(op, values);
    return true;
  }

  void lower(Operation op) {
    rewriter.setInsertionPoint(op);
    switch (op) {
      case AffineForOp f -> lowerFor(f);
      case AffineIfOp i -> lowerIf(i);
      case AffineParallelOp p -> lowerParallel(p);
      case AffineMapOp m -> lowerMap(m);
      case AffineMemoryOp m -> lowerMemory(m);
      case org.jmlir.dialect.affine.AffineVectorMemoryOp m -> lowerVectorMemory(m);
      case Operation o when o.name().equals("affine.prefetch") -> lowerPrefetch(o);
      case Operation o when o.name().equals("affine.dma_start") -> lowerDmaStart(o);
      case Operation o when o.name().equals("affine.dma_wait") -> lowerDmaWait(o);
      case AffineYieldOp y -> lowerYield(y);
      case org.jmlir.dialect.affine.AffineIndexOp i when i.isLinearize() -> IndexOpsLowering.lowerLinearize(rewriter, i);
      case org.jmlir.dialect.affine.AffineIndexOp i -> IndexOpsLowering.lowerDelinearize(rewriter, i);
      default -> {}
    }
  }

  private void lowerMap(AffineMapOp op) {
    Location loc = op.location();
    Value v =
        op.def() == AffineMapOp.APPLY
            ? x.expandMap(loc, op.map(), op.operands()).get(0)
            : x.expandMinMax(loc, op.map(), op.operands(), op.def() == AffineMapOp.MAX);
    rewriter.replaceOp(op, List.of(v));
  }

  private void lowerMemory(AffineMemoryOp op) {
    Location loc = op.location();
    boolean store = op.def() == AffineMemoryOp.STORE;
    int first = store ? 2 : 1;
    AffineMap map = op.map();
    List<Value> indices = x.expandMap(loc, map, op.operands().subList(first, op.numOperands()));
    List<Value> operands = new ArrayList<>(op.operands().subList(0, first));
    operands.addAll(indices);
    Type element = ((MemRefType) op.operand(first - 1).type()).elementType();
    Operation created = x.create(loc, store ? "memref.store" : "memref.load", operands, store ? List.of() : List.of(element));
    rewriter.replaceOp(op, created.results());
  }

  /** affine.vector_load/store become vector.load/store on the expanded subscripts. */
  private void lowerVectorMemory(org.jmlir.dialect.affine.AffineVectorMemoryOp op) {
    boolean store = op.def() == org.jmlir.dialect.affine.AffineVectorMemoryOp.STORE;
    int first = store ? 2 : 1;
    AffineMap map = ((org.jmlir.ir.attr.AffineMapAttr) op.attr("map")).map();
    List<Value> operands = new ArrayList<>(op.operands().subList(0, first));
    operands.addAll(x.expandMap(op.location(), map, op.operands().subList(first, op.numOperands())));
    Operation created = x.create(op.location(), store ? "vector.store" : "vector.load", operands, op.resultTypes());
    rewriter.replaceOp(op, created.results());
  }

  /** affine.prefetch becomes memref.prefetch on the expanded subscripts, with the same hints. */
  private void lowerPrefetch(Operation op) {
    AffineMap map = ((org.jmlir.ir.attr.AffineMapAttr) op.attr("map")).map();
    org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(op.context(), "memref.prefetch", op.location());
    s.addOperand(op.operand(0));
    s.addOperands(x.expandMap(op.location(), map, op.operands().subList(1, op.numOperands())));
    for (String a : List.of("isWrite", "localityHint", "isDataCache")) {
      s.addAttribute(a, op.attr(a));
    }
    rewriter.replaceOp(op, rewriter.create(s).results());
  }

  /**
   * affine.dma_start becomes memref.dma_start: the source, destination and tag subscripts are
   * expanded in that order; memref.dma_start takes the element count before the tag.
   */
  private void lowerDmaStart(Operation op) {
    List<Value> ops = op.operands();
    int at = 0;
    List<List<Value>> parts = new ArrayList<>();
    List<Value> memrefs = new ArrayList<>();
    for (String name : List.of("src_map", "dst_map", "tag_map")) {
      AffineMap map = ((org.jmlir.ir.attr.AffineMapAttr) op.attr(name)).map();
      memrefs.add(ops.get(at));
      parts.add(x.expandMap(op.location(), map, ops.subList(at + 1, at + 1 + map.numInputs())));
      at += 1 + map.numInputs();
    }
    org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(op.context(), "memref.dma_start", op.location());
    s.addOperand(memrefs.get(0)).addOperands(parts.get(0));
    s.addOperand(memrefs.get(1)).addOperands(parts.get(1));
    s.addOperand(ops.get(at));
    s.addOperand(memrefs.get(2)).addOperands(parts.get(2));
    s.addOperands(ops.subList(at + 1, ops.size()));
    rewriter.replaceOp(op, rewriter.create(s).results());
  }

  /** affine.dma_wait becomes memref.dma_wait on the expanded tag subscripts. */
  private void lowerDmaWait(Operation op) {
    AffineMap map = ((org.jmlir.ir.attr.AffineMapAttr) op.attr("tag_map")).map();
    List<Value> ops = op.operands();
    org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(op.context(), "memref.dma_wait", op.location());
    s.addOperand(ops.get(0));
    s.addOperands(x.expandMap(op.location(), map, ops.subList(1, 1 + map.numInputs())));
    s.addOperand(ops.get(1 + map.numInputs()));
    rewriter.replaceOp(op, rewriter.create(s).results());
  }

  private void lowerYield(AffineYieldOp op) {
    Operation parent = op.parentOp();
    if (parent == null || parent.name().equals("scf.parallel") || parent instanceof AffineParallelOp) {
      return; // rewritten by the parallel lowering
    }
    Operation y = x.create(op.location(), "scf.yield", op.operands(), List.of());
    rewriter.replaceOp(op, y.results());
  }

  private void lowerFor(AffineForOp op) {
    Location loc = op.location();
    Value lb = x.expandMinMax(loc, op.lowerBoundMap(), op.lowerBoundOperands(), true);
    Value ub = x.expandMinMax(loc, op.upperBoundMap(), op.upperBoundOperands(), false);
    Value step = x.constantIndex(loc, op.step());
    List<Value> inits = new ArrayList<>(op.inits());
    OperationState s = new OperationState(ctx, ctx.opDef("scf.for"), loc);
    s.addOperand(lb).addOperand(ub).addOperand(step).addOperands(inits);
    for (Value v : inits) {
      s.addType(v.type());
    }
    Region r = s.addRegion();
    Operation forOp = rewriter.create(s);
    rewriter.inlineRegionBefore(op.region(0), r, 0);
    rewriter.replaceOp(op, forOp.results());
  }

  private void lowerIf(AffineIfOp op) {
    Location loc = op.location();
    IntegerSet set = op.condition();
    Value zero = x.constantIndex(loc, 0);
    List<Value> operands = op.operands();
    List<Value> dims = new ArrayList<>(operands.subList(0, set.numDims()));
    List<Value> syms = new ArrayList<>(operands.subList(set.numDims(), operands.size()));
    Value cond = null;
    for (int i = 0; i < set.constraints().size(); i++) {
      Value v = x.expand(loc, set.constraints().get(i), dims, syms);
      Value cmp = x.cmpi(loc, set.eqFlags().get(i) ? "eq" : "sge", v, zero);
      cond = cond == null ? cmp : x.binary(loc, "arith.andi", cond, cmp);
    }
    if (cond == null) {
      cond = x.constant(loc, IntegerAttr.get(ctx, IntegerType.get(ctx, 1), 1));
    }
    OperationState s = new OperationState(ctx, ctx.opDef("scf.if"), loc);
    s.addOperand(cond);
    for (Value r : op.results()) {
      s.addType(r.type());
    }
    Region thenRegion = s.addRegion();
    Region elseRegion = s.addRegion();
    Operation ifOp = rewriter.create(s);
    rewriter.inlineRegionBefore(op.region(0), thenRegion, 0);
    if (!op.region(1).isEmpty()) {
      rewriter.inlineRegionBefore(op.region(1), elseRegion, 0);
    }
    rewriter.replaceOp(op, ifOp.results());
  }

  private void lowerParallel(AffineParallelOp op) {
    Location loc = op.location();
    int n = op.numDims();
    List<Value> lbs = new ArrayList<>();
    List<Value> ubs = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      lbs.add(x.expandMinMax(loc, op.lowerBoundMap(i), op.lowerBoundsOperands(), true));
      ubs.add(x.expandMinMax(loc, op.upperBoundMap(i), op.upperBoundsOperands(), false));
    }
    List<Value> steps = new ArrayList<>();
    for (long s : op.steps()) {
      steps.add(x.constantIndex(loc, s));
    }
    List<String> kinds = op.reductions();
    for (String kind : kinds) {
      if (kind.equals("assign")) {
        // MLIR has no identity for "assign": it reports this (then aborts building the constant).
        var diags = op.context().diagnostics();
        diags.emit(loc, org.jmlir.ir.diag.Severity.ERROR, "Reduction operation type not supported").report();
        diags.emit(loc, org.jmlir.ir.diag.Severity.REMARK, "location of op").report();
        throw new UnsupportedReduction();
      }
    }
    List<Value> inits = new ArrayList<>();
    for (int i = 0; i < kinds.size(); i++) {
      inits.add(x.constant(loc, identity(kinds.get(i), op.result(i).type())));
    }
    OperationState s = new OperationState(ctx, ctx.opDef("scf.parallel"), loc);
    s.addOperands(lbs).addOperands(ubs).addOperands(steps).addOperands(inits);
    s.addAttribute(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(ctx, n, n, n, inits.size()));
    for (Value v : inits) {
      s.addType(v.type());
    }
    Region r = s.addRegion();
    Operation par = rewriter.create(s);
    Operation yield = op.body().last();
    rewriter.inlineRegionBefore(op.region(0), r, 0);
    rewriter.setInsertionPoint(yield);
    OperationState rs = new OperationState(ctx, ctx.opDef("scf.reduce"), loc);
    rs.addOperands(yield.operands());
    List<Region> regions = new ArrayList<>();
    for (int i = 0; i < kinds.size(); i++) {
      regions.add(rs.addRegion());
    }
    rewriter.create(rs);
    for (int i = 0; i < kinds.size(); i++) {
      Type t = op.result(i).type();
      Block b = new Block();
      regions.get(i).addBlock(b);
      Value lhs = b.addArgument(t, loc);
      Value rhs = b.addArgument(t, loc);
      rewriter.setInsertionPointToEnd(b);
      Value combined = x.binary(loc, combiner(kinds.get(i)), lhs, rhs);
      x.create(loc, "scf.reduce.return", List.of(combined), List.of());
    }
    rewriter.eraseOp(yield);
    rewriter.replaceOp(op, par.results());
  }

  /** arith's getIdentityValueAttr for the kinds affine.parallel accepts. */
  private TypedAttr identity(String kind, Type t) {
    if (t instanceof FloatType ft) {
      double v =
          switch (kind) {
            case "mulf" -> 1.0;
            case "maximumf" -> Double.NEGATIVE_INFINITY;
            case "minimumf" -> Double.POSITIVE_INFINITY;
            default -> 0.0;
          };
      return FloatAttr.get(ctx, ft, v);
    }
    long v =
        switch (kind) {
          case "muli" -> 1;
          case "andi" -> -1;
          default -> 0;
        };
    return IntegerAttr.get(ctx, t, v);
  }

  /** Thrown after an unsupported reduction kind was reported: the pass fails. */
  static final class UnsupportedReduction extends RuntimeException {
    UnsupportedReduction() {
      super(null, null, false, false);
    }
  }

  private static String combiner(String kind) {
    return switch (kind) {
      case "addf", "addi", "mulf", "muli", "andi", "ori", "xori", "maximumf", "minimumf", "maxnumf", "minnumf" -> "arith." + kind;
      case "maxs" -> "arith.maxsi";
      case "maxu" -> "arith.maxui";
      case "mins" -> "arith.minsi";
      case "minu" -> "arith.minui";
      default -> throw new IllegalArgumentException("Reduction operation type not supported");
    };
  }
}
