package org.jmlir.dialect.gpu.transforms;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.gpu.LaunchOp;
import org.jmlir.dialect.gpu.LoopDimMapAttr;
import org.jmlir.dialect.scf.ForOp;
import org.jmlir.dialect.scf.ScfBuilders;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.SideEffects;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.Type;

/**
 * {@code convert-parallel-loops-to-gpu}, as MLIR 22's ParallelLoopToGpuPass: an outermost
 * {@code scf.parallel} with a {@code mapping} becomes a {@code gpu.launch}. Each mapped dimension's
 * induction variable is {@code map(id * step + lb)} of its block or thread id ({@code affine.apply}),
 * its launch size {@code bound((ub - lb) ceildiv step)} computed before the launch; sequential
 * dimensions become {@code scf.for}s; nested mapped loops add their dimensions; the other ops are
 * cloned. The launch keeps the loop's other attributes (so {@code SCFToGPU_visited}). Loops with
 * reductions, side effects outside the innermost scope, bounds not available before the launch or a
 * processor used twice stay as they are, as in MLIR (which also derives static bounds for dynamic
 * inner bounds and turns reductions into gpu.all_reduce; we do not yet).
 */
public final class ParallelLoopsToGpu extends Pass {
  static final String VISITED = "SCFToGPU_visited";

  public ParallelLoopsToGpu(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "convert-parallel-loops-to-gpu";
  }

  @Override
  public String summary() {
    return "Convert mapped scf.parallel ops to gpu launch operations";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation p : root.collect(op -> op.name().equals("scf.parallel"))) {
      if (p.block() == null || !(p.attr("mapping") instanceof ArrayAttr) || p.attr(VISITED) != null) {
        continue;
      }
      if (hasParallelAncestor(p)) {
        continue;
      }
      p.setAttr(VISITED, UnitAttr.get(p.context()));
      Converter c = new Converter(p);
      if (!c.convert()) {
        c.undo(); // as mlir-opt, a nest that does not convert stays as it was
      }
    }
    for (Operation p : root.collect(op -> op.name().equals("scf.parallel"))) {
      p.removeAttr(VISITED);
    }
  }

  private static boolean hasParallelAncestor(Operation op) {
    for (Operation a = op.parentOp(); a != null; a = a.parentOp()) {
      if (a.name().equals("scf.parallel")) {
        return true;
      }
    }
    return false;
  }

  /** The conversion of one loop nest into one launch. */
  private static final class Converter {
    private final Operation loop;
    private final MLIRContext ctx;
    private final PatternRewriter rw;
    private final Location loc;
    private final IRMapping cloning = new IRMapping();
    private final Map<String, Value> bounds = new HashMap<>();
    private final List<Operation> created = new ArrayList<>();
    private LaunchOp launch;
    private boolean seenSideEffects;
    /** The memory the cloned ops write (MLIR 22 records it to allow nested loops on other memory). */
    private final List<Value> written = new ArrayList<>();
    private boolean leftNestingScope;

    Converter(Operation loop) {
      this.loop = loop;
      this.ctx = loop.context();
      this.rw = new PatternRewriter(ctx);
      this.loc = loop.location();
    }

    boolean convert() {
      if (loop.numResults() > 0) {
        return false; // a reduction's result used after the launch (mlir-opt 22 fails on it)
      }
      rw.setInsertionPoint(loop);
      ArithBuilder b = new ArithBuilder(rw, loc);
      Value one = b.intConst(IndexType.get(ctx), 1);
      created.add(one.definingOp());
      OperationState s = new OperationState(ctx, LaunchOp.DEF, loc);
      for (int i = 0; i < 6; i++) {
        s.addOperand(one);
      }
      s.addAttribute(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(ctx, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0));
      Block body = new Block();
      for (int i = 0; i < LaunchOp.NUM_CONFIG_ARGS; i++) {
        body.addArgument(IndexType.get(ctx), loc);
      }
      s.addRegion().addBlock(body);
      launch = (LaunchOp) rw.create(s);
      created.add(launch);
      rw.setInsertionPointToEnd(body);
      rw.create(new OperationState(ctx, "gpu.terminator", loc));
      rw.setInsertionPoint(body.terminator());
      if (!process(loop)) {
        return false;
      }
      for (Map.Entry<String, Value> e : bounds.entrySet()) {
        launch.setOperand(launchOperand(e.getKey()), e.getValue());
      }
      loop.erase();
      return true;
    }

    void undo() {
      for (int i = created.size() - 1; i >= 0; i--) {
        Operation op = created.get(i);
        if (op.block() != null) {
          op.erase();
        }
      }
    }

    /**
     * Whether a nested loop reads or writes memory that the ops cloned before it may have written:
     * MLIR 22 then keeps the nest as it is; otherwise (memory from other allocations, as its local
     * alias analysis tells) the nested loop is mapped too.
     */
    private boolean touchesWrittenMemory(Operation nested) {
      for (Operation inner : nested.collect(o -> true)) {
        for (Value v : effectValues(inner, false)) {
          Value accessed = cloning.lookupOrDefault(v);
          for (Value w : written) {
            if (mayAlias(w, accessed)) {
              return true;
            }
          }
        }
      }
      return false;
    }

    /** The memrefs {@code op} itself writes ({@code writesOnly}) or reads and writes. */
    private static List<Value> effectValues(Operation op, boolean writesOnly) {
      List<Value> out = new ArrayList<>();
      if (op instanceof org.jmlir.ir.MemoryEffectOpInterface m) {
        for (org.jmlir.ir.MemoryEffectOpInterface.Effect e : m.effects()) {
          boolean access = e instanceof org.jmlir.ir.MemoryEffectOpInterface.Write
              || !writesOnly && e instanceof org.jmlir.ir.MemoryEffectOpInterface.Read;
          if (access && e.value() != null) {
            out.add(e.value());
          }
        }
      } else if (op.name().equals("memref.store") || op.name().equals("affine.store")) {
        out.add(op.operand(1));
      }
      return out;
    }

    /** No alias only for two different allocations (seen through view-like ops); anything else may. */
    private static boolean mayAlias(Value a, Value b) {
      Operation da = allocationOf(a);
      Operation db = allocationOf(b);
      return da == null || db == null || da == db;
    }

    private static Operation allocationOf(Value v) {
      while (v.definingOp() != null) {
        Operation def = v.definingOp();
        switch (def.name()) {
          case "memref.alloc", "memref.alloca" -> {
            return def;
          }
          case "memref.subview", "memref.cast", "memref.reinterpret_cast", "memref.view", "memref.expand_shape",
              "memref.collapse_shape", "memref.transpose" -> v = def.operand(0);
          default -> {
            return null;
          }
        }
      }
      return null;
    }

    private static int launchOperand(String processor) {
      int d = processor.charAt(processor.length() - 1) - 'x';
      return processor.startsWith("block") ? d : 3 + d;
    }

    private boolean independent(Value v) {
      Operation def = v.definingOp();
      Operation owner = def != null ? def : ((org.jmlir.ir.BlockArgument) v).owner().parentOp();
      return !launch.isAncestor(owner) && !(loop.isAncestor(owner));
    }

    /** {@code v} usable before the launch: itself, or a copy of a constant; null otherwise. */
    private Value launchIndependent(Value v) {
      if (independent(v)) {
        return v;
      }
      Operation def = v.definingOp();
      if (def != null && def.name().equals("arith.constant")) {
        Operation copy = rw.insert(def.cloneWithoutRegions(new IRMapping()));
        created.add(copy);
        return copy.result(0);
      }
      return null;
    }

    private static boolean isConstant(Value v) {
      return v.definingOp() != null && v.definingOp().name().equals("arith.constant");
    }

    private Value affineApply(AffineMap map, List<Value> operands) {
      OperationState s = new OperationState(ctx, "affine.apply", loc);
      s.addOperands(operands);
      s.addType(IndexType.get(ctx));
      s.properties = org.jmlir.ir.attr.DictionaryAttr.get(ctx, List.of(new NamedAttribute("map", AffineMapAttr.get(ctx, map))));
      return rw.create(s).result(0);
    }

    /** {@code outer} applied to the single result of {@code inner} (MLIR's AffineMap::compose for 1-D maps). */
    private static AffineMap compose(AffineMap outer, AffineMap inner) {
      List<AffineExpr> results = new ArrayList<>();
      AffineExpr[] dims = {inner.results().get(0)};
      for (AffineExpr e : outer.results()) {
        results.add(e.replaceDimsAndSymbols(dims, new AffineExpr[0]));
      }
      return new AffineMap(inner.numDims(), inner.numSymbols(), results);
    }

    /**
     * An {@code scf.reduce} of one scalar (MLIR 22's reduction support): a {@code gpu.all_reduce} of
     * the thread's value with the reduction's body ({@code scf.reduce.return} becoming
     * {@code gpu.yield}); the loop's result is the all_reduce's, and the init value is dropped, as
     * mlir-opt drops it. A body using values from outside, or several reductions, stay unconverted.
     */
    private boolean allReduce(Operation parallel, Operation reduce) {
      if (reduce.numOperands() != 1 || parallel.numResults() != 1) {
        return false;
      }
      Value v = cloning.lookupOrNull(reduce.operand(0));
      if (v == null || !(v.type() instanceof org.jmlir.ir.type.FloatType
          || v.type() instanceof org.jmlir.ir.type.IntegerType it && it.isSignless())) {
        return false;
      }
      Region region = reduce.region(0);
      for (Operation inner : reduce.collect(o -> o != reduce)) {
        for (Value operand : inner.operands()) {
          Operation def = operand.definingOp();
          Operation owner = def != null ? def : ((org.jmlir.ir.BlockArgument) operand).owner().parentOp();
          if (!reduce.isAncestor(owner) || owner == reduce && !region.isAncestor(operand.parentRegion())) {
            return false;
          }
        }
      }
      OperationState st = new OperationState(ctx, "gpu.all_reduce", loc);
      st.addOperand(v);
      st.addType(v.type());
      Region target = st.addRegion();
      target.takeBody(reduce.clone(new IRMapping()).region(0));
      Operation all = rw.create(st);
      created.add(all);
      for (Operation ret : all.collect(o -> o.name().equals("scf.reduce.return"))) {
        OperationState y = new OperationState(ctx, "gpu.yield", ret.location());
        y.addOperand(ret.operand(0));
        ret.block().insertBefore(ret, Operation.create(y));
        ret.erase();
      }
      cloning.map(parallel.result(0), all.result(0));
      return true;
    }

    /** Maps the loop's dimensions, then clones or processes its body (MLIR's processParallelLoop). */
    private boolean process(Operation parallel) {
      Block body = parallel.region(0).front();
      int n = body.numArguments();
      List<Attribute> mapping = ((ArrayAttr) parallel.attr("mapping")).elements();
      if (mapping.size() != n) {
        return false;
      }
      int sequential = 0;
      for (int d = 0; d < n; d++) {
        LoopDimMapAttr m = (LoopDimMapAttr) mapping.get(d);
        Value lb = parallel.operand(d);
        Value ub = parallel.operand(n + d);
        Value step = parallel.operand(2 * n + d);
        Value newIndex;
        if (!m.processor().equals("sequential")) {
          Block lb0 = launch.region(0).front();
          int arg = launchOperand(m.processor());
          Value id = lb0.argument(arg);
          AffineExpr d0 = AffineExpr.dim(0);
          AffineMap lowerAndStep = new AffineMap(1, 2, List.of(d0.mul(AffineExpr.symbol(0)).add(AffineExpr.symbol(1))));
          Value stepOut = launchIndependent(step);
          Value lbOut = launchIndependent(lb);
          if (stepOut == null || lbOut == null) {
            return false;
          }
          newIndex = affineApply(compose(m.map(), lowerAndStep), List.of(id, stepOut, lbOut));
          if (!(independent(ub) || isConstant(ub))) {
            return false; // MLIR derives a static bound here; we do not yet
          }
          Operation saved = rw.insertionPoint();
          Block savedBlock = rw.insertionBlock();
          rw.setInsertionPoint(launch);
          AffineMap stepMap = new AffineMap(1, 2, List.of(d0.sub(AffineExpr.symbol(0)).ceilDiv(AffineExpr.symbol(1))));
          Value u = launchIndependent(cloning.lookupOrDefault(ub));
          Value l = launchIndependent(cloning.lookupOrDefault(lb));
          Value st = launchIndependent(cloning.lookupOrDefault(step));
          if (u == null || l == null || st == null) {
            return false;
          }
          Value bound = affineApply(compose(m.bound(), stepMap), List.of(u, l, st));
          created.add(bound.definingOp());
          if (saved != null) {
            rw.setInsertionPoint(saved);
          } else {
            rw.setInsertionPointToEnd(savedBlock);
          }
          if (bounds.putIfAbsent(m.processor(), bound) != null) {
            return false;
          }
        } else {
          ForOp f = ScfBuilders.createFor(rw, loc, cloning.lookupOrDefault(lb), cloning.lookupOrDefault(ub), cloning.lookupOrDefault(step), List.of());
          newIndex = f.region(0).front().argument(0);
          rw.setInsertionPoint(f.region(0).front().terminator());
          sequential++;
        }
        cloning.map(body.argument(d), newIndex);
      }
      for (NamedAttribute a : parallel.attributes().entries()) {
        if (!a.name().equals("mapping")) {
          launch.setAttr(a.name(), a.value());
        }
      }
      Operation terminator = body.terminator();
      for (Operation op : body.operations()) {
        if (op == terminator) {
          continue;
        }
        if (op.name().equals("scf.parallel")) {
          if (seenSideEffects && touchesWrittenMemory(op) || !(op.attr("mapping") instanceof ArrayAttr) || !process(op)) {
            return false;
          }
        } else {
          Operation c = rw.insert(op.clone(cloning));
          for (int i = 0; i < op.numResults(); i++) {
            cloning.map(op.result(i), c.result(i));
          }
          if (!SideEffects.isMemoryEffectFree(c)) {
            written.addAll(effectValues(c, true));
          }
          seenSideEffects |= !SideEffects.isMemoryEffectFree(c) || c.numRegions() != 0;
          if (seenSideEffects && leftNestingScope) {
            return false;
          }
        }
      }
      if (terminator != null && terminator.name().equals("scf.reduce") && terminator.numOperands() > 0 && !allReduce(parallel, terminator)) {
        return false;
      }
      for (int i = 0; i < sequential; i++) {
        rw.setInsertionPointAfter(rw.insertionBlock().parentOp());
        leftNestingScope = true;
        seenSideEffects = false;
      }
      return true;
    }
  }
}
