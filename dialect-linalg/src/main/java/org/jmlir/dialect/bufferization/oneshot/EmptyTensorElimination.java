package org.jmlir.dialect.bufferization.oneshot;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.analysis.DominanceInfo;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.ShapedType;

/**
 * MLIR 22's empty tensor elimination ({@code -eliminate-empty-tensors}): after the One-Shot analysis
 * (with function boundaries on a module), for every subset insertion whose source bufferizes in
 * place — {@code tensor.insert_slice}, {@code tensor.parallel_insert_slice},
 * {@code bufferization.materialize_in_destination} — the {@code tensor.empty}s that reach the source
 * through equivalent, same-typed (or cast) aliases are replaced, at their use on that chain, by the
 * subset of the destination ({@code tensor.extract_slice} of it with the insertion's offsets, sizes
 * and strides; the destination itself for materialize_in_destination), built at the empty's place
 * or right after the last value it needs, when that still comes before the use (a
 * {@code tensor.cast} where the types differ). The tensor.empty ops themselves stay.
 */
public final class EmptyTensorElimination {
  private final PatternRewriter rw;
  private final MLIRContext ctx;
  private final AnalysisState state;
  private final DominanceInfo dom = new DominanceInfo();

  private EmptyTensorElimination(PatternRewriter rw, AnalysisState state) {
    this.rw = rw;
    this.ctx = rw.context();
    this.state = state;
  }

  /** Runs on {@code root}; false after an analysis error was reported. */
  public static boolean run(Operation root) {
    boolean module = root.name().equals("builtin.module");
    OneShotOptions d = OneShotOptions.defaults();
    OneShotOptions options = new OneShotOptions(true, d.allowUnknownOps(), d.bufferAlignment(), module,
        d.checkParallelRegions(), d.copyBeforeWrite(), d.dialectFilter(), d.dumpAliasSets(), d.noAnalysisFuncFilter(),
        d.functionBoundaryTypeConversion(), d.mustInferMemorySpace(), d.useEncodingForMemorySpace(), d.testAnalysisOnly(),
        d.printConflicts(), d.unknownTypeConversion(), d.analysisHeuristic());
    AnalysisState state = new OneShotBufferize(options).analyzeOnly(root);
    if (state == null) {
      return false;
    }
    List<Operation> insertions = new ArrayList<>();
    root.walk(o -> {
      if (sourceIndex(o) >= 0) {
        insertions.add(o);
      }
    });
    EmptyTensorElimination e = new EmptyTensorElimination(new PatternRewriter(root.context()), state);
    for (Operation op : insertions) {
      e.eliminate(op);
    }
    return true;
  }

  /** The operand index of a subset insertion's source, or -1 for other ops. */
  private static int sourceIndex(Operation op) {
    return switch (op.name()) {
      case "tensor.insert_slice", "tensor.parallel_insert_slice", "bufferization.materialize_in_destination", "linalg.copy" -> 0;
      default -> -1;
    };
  }

  private void eliminate(Operation op) {
    OpOperand source = op.opOperand(sourceIndex(op));
    if (!state.isInPlace(source)) {
      return;
    }
    Set<OpOperand> visited = new LinkedHashSet<>();
    visited.add(source);
    Set<Value> empties = state.findValueInReverseUseDefChain(source.get(), v -> isEmpty(v), false, true, false, false, true, visited);
    for (Value v : empties) {
      Operation empty = v.definingOp();
      OpOperand use = null;
      for (OpOperand o : visited) {
        if (o.get() == v) {
          use = o;
          break;
        }
      }
      if (use == null) {
        continue;
      }
      Operation user = use.owner();
      List<Value> needed = neededValues(op);
      Operation at = insertionPoint(empty, user, needed);
      if (at == null) {
        // MLIR then moves the definitions of the needed values before the use.
        if (!moveValueDefinitions(needed, user)) {
          continue;
        }
        at = user;
      }
      rw.setInsertionPoint(at);
      Value replacement = subsetExtraction(op);
      if (replacement == null) {
        continue;
      }
      if (replacement.definingOp() == empty) {
        continue;
      }
      if (replacement.type() != v.type()) {
        if (((ShapedType) replacement.type()).elementType() != ((ShapedType) v.type()).elementType()) {
          continue;
        }
        Operation def = replacement.definingOp();
        if (def != null) {
          rw.setInsertionPointAfter(def);
        } else {
          rw.setInsertionPoint(((BlockArgument) replacement).owner().first());
        }
        OperationState c = new OperationState(ctx, ctx.opDef("tensor.cast"), v.definingOp().location());
        c.addOperand(replacement);
        c.addType(v.type());
        replacement = rw.create(c).result(0);
      }
      use.set(replacement);
    }
  }

  private static boolean isEmpty(Value v) {
    Operation d = v.definingOp();
    return d != null && d.name().equals("tensor.empty");
  }

  /** MLIR's getValuesNeededToBuildSubsetExtraction: offsets, sizes, strides, then the destination. */
  private static List<Value> neededValues(Operation op) {
    List<Value> r = new ArrayList<>();
    if (op.name().equals("bufferization.materialize_in_destination") || op.name().equals("linalg.copy")) {
      r.add(op.operand(1));
      return r;
    }
    r.addAll(op.operands().subList(2, op.numOperands()));
    r.add(op.operand(1));
    return r;
  }

  /**
   * MLIR's findValidInsertionPoint: the empty op, or right after the definition of one of the
   * needed values, the first where all of them are defined and that comes before the use.
   */
  private Operation insertionPoint(Operation empty, Operation user, List<Value> needed) {
    List<Operation> candidates = new ArrayList<>();
    candidates.add(empty);
    for (Value v : needed) {
      candidates.add(v instanceof BlockArgument a ? a.owner().first() : v.definingOp().nextInBlock());
    }
    for (Operation c : candidates) {
      if (c == null) {
        continue;
      }
      boolean inScope = true;
      for (Value v : needed) {
        inScope &= v instanceof BlockArgument a ? dom.dominates(v, c) : dom.properlyDominates(v.definingOp(), c);
      }
      if (inScope && (c == user || dom.properlyDominates(c, user))) {
        return c;
      }
    }
    return null;
  }

  private boolean properlyDominates(Value v, Operation op) {
    return v instanceof BlockArgument ? dom.dominates(v, op) : dom.properlyDominates(v.definingOp(), op);
  }

  /**
   * MLIR's moveValueDefinitions: the pure ops of the same block that the values need (their backward
   * slice not yet before {@code at}) moved before {@code at}, in block order; false (nothing moved)
   * for block arguments, other blocks, side effects, or a slice that contains {@code at}.
   */
  private boolean moveValueDefinitions(List<Value> values, Operation at) {
    Set<Operation> slice = new LinkedHashSet<>();
    List<Value> work = new ArrayList<>();
    for (Value v : values) {
      if (properlyDominates(v, at)) {
        continue;
      }
      if (v instanceof BlockArgument || v.definingOp().block() != at.block()) {
        return false;
      }
      work.add(v);
    }
    while (!work.isEmpty()) {
      Value v = work.remove(work.size() - 1);
      Operation def = v.definingOp();
      if (def == null || properlyDominates(v, at) || !slice.add(def)) {
        continue;
      }
      if (def == at || !(def.hasTrait(org.jmlir.ir.Trait.NO_MEMORY_EFFECT) && def.hasTrait(org.jmlir.ir.Trait.ALWAYS_SPECULATABLE))) {
        return false;
      }
      work.addAll(def.operands());
    }
    List<Operation> ordered = new ArrayList<>(slice);
    ordered.sort((a, b) -> a == b ? 0 : a.isBeforeInBlock(b) ? -1 : 1);
    for (Operation o : ordered) {
      o.moveBefore(at);
    }
    return true;
  }

  /** MLIR's buildSubsetExtraction: the destination's slice the op inserts into (the destination for materialize_in_destination). */
  private Value subsetExtraction(Operation op) {
    if (op.name().equals("linalg.copy")) {
      return op.operand(1);
    }
    if (op.name().equals("bufferization.materialize_in_destination")) {
      Value dest = op.operand(1);
      if (dest.type() instanceof org.jmlir.ir.type.TensorType) {
        return dest;
      }
      // A memref destination: the restrict flag moves to a new to_tensor of it (none without it).
      if (op.attr("restrict") == null) {
        return null;
      }
      op.removeAttr("restrict");
      ShapedType m = (ShapedType) dest.type();
      OperationState t = new OperationState(ctx, ctx.opDef("bufferization.to_tensor"), op.location());
      t.addOperand(dest);
      t.addType(org.jmlir.ir.type.RankedTensorType.get(ctx, m.shape(), m.elementType(), null));
      t.addAttribute("restrict", org.jmlir.ir.attr.UnitAttr.get(ctx));
      if (op.attr("writable") != null) {
        t.addAttribute("writable", org.jmlir.ir.attr.UnitAttr.get(ctx));
      }
      return rw.create(t).result(0);
    }
    OperationState s = new OperationState(ctx, ctx.opDef("tensor.extract_slice"), op.location());
    s.addOperand(op.operand(1));
    s.addOperands(op.operands().subList(2, op.numOperands()));
    for (String name : List.of("static_offsets", "static_sizes", "static_strides")) {
      s.addAttribute(name, (DenseArrayAttr) op.attr(name));
    }
    DenseArrayAttr segments = (DenseArrayAttr) op.attr(org.jmlir.dialect.utils.OperandSegments.ATTR);
    s.addAttribute(org.jmlir.dialect.utils.OperandSegments.ATTR, org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, 1,
        (int) segments.rawValue(2), (int) segments.rawValue(3), (int) segments.rawValue(4)));
    s.addType(op.operand(0).type());
    return rw.create(s).result(0);
  }
}
