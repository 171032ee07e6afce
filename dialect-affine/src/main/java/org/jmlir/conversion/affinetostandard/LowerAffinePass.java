package org.jmlir.conversion.affinetostandard;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.affine.AffineForOp;
import org.jmlir.dialect.affine.AffineIfOp;
import org.jmlir.dialect.affine.AffineMapOp;
import org.jmlir.dialect.affine.AffineMemoryOp;
import org.jmlir.dialect.affine.AffineParallelOp;
import org.jmlir.dialect.affine.AffineYieldOp;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.builtin.UnrealizedConversionCastOp;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code lower-affine}: affine.for/parallel/if become scf.for/parallel/if, affine.apply/min/max and
 * the subscripts of affine.load/store become arith ops, as MLIR 22's AffineToStandard. Ops are
 * lowered in pre-order, each one's index computations emitted right before it.
 */
public final class LowerAffinePass extends Pass {
  public LowerAffinePass(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "lower-affine";
  }

  @Override
  public String name() {
    return "LowerAffinePass";
  }

  @Override
  public String summary() {
    return "Lower Affine operations to a combination of Arith and SCF operations";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> order = new ArrayList<>();
    root.walkPreOrder(
        o -> {
          if (isLowered(o) || (o != root && isFoldCandidate(o))) {
            order.add(o);
          }
        });
    AffineLowering lowering = new AffineLowering(root.context());
    java.util.Set<Operation> original = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    root.walkPreOrder(original::add);
    lowering.original = original;
    // MLIR's driver folds each op before lowering it, while the ops lowered before it are still in
    // place (replacements are applied at the end): a set or bound still sees its affine.apply
    // producers, so the in-place folds of affine.if/for run first.
    for (Operation op : order) {
      if (op instanceof AffineIfOp || op instanceof AffineForOp) {
        lowering.fold(op);
      }
    }
    try {
      for (Operation op : order) {
        if (op.block() == null) {
          continue;
        }
        if (!isLowered(op)) {
          foldUnknown(op);
        } else if (!lowering.fold(op)) {
          lowering.lower(op);
        }
      }
    } catch (AffineLowering.UnsupportedReduction e) {
      pc.signalFailure();
    }
  }

  private static boolean isLowered(Operation o) {
    return o instanceof AffineForOp || o instanceof AffineIfOp || o instanceof AffineMapOp
        || o instanceof AffineMemoryOp || o instanceof AffineParallelOp || o instanceof AffineYieldOp
        || o instanceof org.jmlir.dialect.affine.AffineIndexOp
        || o instanceof org.jmlir.dialect.affine.AffineVectorMemoryOp || o.name().equals("affine.prefetch")
        || o.name().equals("affine.dma_start") || o.name().equals("affine.dma_wait");
  }

  /**
   * MLIR's fold of builtin.unrealized_conversion_cast: a cast to its own operand types is its
   * operands; a cast of all the results of another cast back to that cast's operand types is the
   * other cast's operands. Null when neither holds.
   */
  private static List<OpFoldResult> foldCast(Operation op) {
    List<Value> inputs = op.operands();
    List<org.jmlir.ir.type.Type> outTypes = new ArrayList<>();
    for (int i = 0; i < op.numResults(); i++) {
      outTypes.add(op.result(i).type());
    }
    List<org.jmlir.ir.type.Type> inTypes = new ArrayList<>();
    for (Value v : inputs) {
      inTypes.add(v.type());
    }
    List<OpFoldResult> out = new ArrayList<>();
    if (inTypes.equals(outTypes)) {
      for (Value v : inputs) {
        out.add(new OpFoldResult.Folded(v));
      }
      return out;
    }
    if (inputs.isEmpty() || !(inputs.get(0).definingOp() instanceof UnrealizedConversionCastOp producer)
        || producer.numResults() != inputs.size()) {
      return null;
    }
    List<org.jmlir.ir.type.Type> producerIn = new ArrayList<>();
    for (int i = 0; i < inputs.size(); i++) {
      if (inputs.get(i) != producer.result(i)) {
        return null;
      }
    }
    for (Value v : producer.operands()) {
      producerIn.add(v.type());
      out.add(new OpFoldResult.Folded(v));
    }
    return producerIn.equals(outTypes) ? out : null;
  }

  /** The constant {@code op}'s dialect makes for result {@code i}, when it is of a legal dialect; else null. */
  private static Value legalConstant(Operation op, int i, Attribute value, List<Operation> created) {
    Dialect d = op.context().getOrLoadDialect(op.def().dialectNamespace());
    Operation c = d == null ? null : d.materializeConstant(value, op.result(i).type(), op.location());
    if (c == null || !c.isRegistered() || !LEGAL_DIALECTS.contains(c.def().dialectNamespace())) {
      return null;
    }
    created.add(c);
    return c.result(0);
  }

  /** Dialects MLIR 22's pass declares legal: their ops are neither folded nor lowered. */
  private static final Set<String> LEGAL_DIALECTS = Set.of("arith", "memref", "scf", "vector", "affine");

  /**
   * An op of a dialect the pass's conversion target does not know (llvm, func, builtin casts, ...):
   * MLIR's partial conversion leaves it in place but first tries to fold it.
   */
  private static boolean isFoldCandidate(Operation o) {
    return o.isRegistered() && o.numRegions() == 0 && !o.hasTrait(Trait.CONSTANT_LIKE)
        && !LEGAL_DIALECTS.contains(o.def().dialectNamespace());
  }

  /**
   * MLIR's legalizeWithFold on an op the target does not know: an in-place fold is kept (and the op
   * folded again); a fold to existing values or to constants of a legal dialect replaces the op, the
   * constants right before it; a fold to constants the target does not know (e.g. llvm.mlir.constant)
   * is undone, as those cannot be legalized.
   */
  private static void foldUnknown(Operation op) {
    for (int round = 0; round < 8; round++) {
      List<OpFoldResult> results =
          op instanceof UnrealizedConversionCastOp ? foldCast(op) : OperationFolder.fold(op);
      if (results == null) {
        return;
      }
      if (results.isEmpty()) {
        continue; // folded in place: try again, as the conversion legalizes the changed op afresh
      }
      for (int i = 0; i < results.size(); i++) {
        if (results.get(i) instanceof OpFoldResult.Folded(Value v) && v == op.result(i)) {
          return;
        }
      }
      List<Value> values = new ArrayList<>(results.size());
      List<Operation> created = new ArrayList<>();
      for (int i = 0; i < results.size(); i++) {
        Value v = results.get(i) instanceof OpFoldResult.Folded(Value folded) ? folded
            : legalConstant(op, i, ((OpFoldResult.Constant) results.get(i)).attribute(), created);
        if (v == null) {
          return; // a constant the target does not know: MLIR undoes the fold
        }
        values.add(v);
      }
      for (Operation c : created) {
        op.block().insertBefore(op, c);
      }
      op.replaceAllUsesWith(values);
      op.erase();
      return;
    }
  }
}
