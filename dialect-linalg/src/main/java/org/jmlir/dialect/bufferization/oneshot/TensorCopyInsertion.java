package org.jmlir.dialect.bufferization.oneshot;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.bufferization.oneshot.BufferizableOpModel.AliasingValue;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.UnrankedTensorType;

/**
 * MLIR's insertTensorCopies: after the analysis, every out-of-place operand gets a copy on the
 * tensor level, a {@code bufferization.alloc_tensor} (with {@code copy} unless the copy can be
 * omitted); a non-writing op that creates one alias gets its result copied instead. Ops add their own
 * step through {@link BufferizableOpModel#resolveConflicts} (loops copy yielded values).
 */
final class TensorCopyInsertion {
  private final AnalysisState state;
  private final Bufferizer b;

  /** Whether the One-Shot analysis ran (copy-before-write: no, and no tensor is known to be undefined). */
  private final boolean analyzed;

  TensorCopyInsertion(AnalysisState state, Bufferizer b) {
    this(state, b, true);
  }

  TensorCopyInsertion(AnalysisState state, Bufferizer b, boolean analyzed) {
    this.state = state;
    this.b = b;
    this.analyzed = analyzed;
  }

  boolean run(Operation root) {
    List<Operation> ops = new ArrayList<>();
    boolean rootIsTable = root.hasTrait(Trait.SYMBOL_TABLE);
    collect(root, root, rootIsTable, ops);
    for (Operation op : ops) {
      if (op.block() == null) {
        continue;
      }
      b.rewriter().setInsertionPoint(op);
      if (!resolveConflicts(op)) {
        return false;
      }
    }
    return true;
  }

  /** Post-order: the ops in root's symbol table scope that have a model. */
  private void collect(Operation root, Operation op, boolean rootIsTable, List<Operation> out) {
    root.walk(o -> {
      if (rootIsTable && o != root && o.parentWithTrait(Trait.SYMBOL_TABLE) != root) {
        return;
      }
      if (state.model(o) != null) {
        out.add(o);
      }
    });
  }

  private boolean canOmitCopy(OpOperand o) {
    if (!analyzed && o.owner().name().equals("scf.for")) {
      // mlir-opt 22 with copy-before-write copies every scf.for init operand, read or not.
      return false;
    }
    if (hasUndefinedContents(o)) {
      return true;
    }
    if (state.bufferizesToMemoryWrite(o) && !state.bufferizesToMemoryRead(o)) {
      return true;
    }
    if (!state.bufferizesToMemoryRead(o)) {
      boolean anyRead = false;
      for (AliasingValue a : state.aliasingValues(o)) {
        anyRead |= state.isValueRead(a.value());
      }
      return !anyRead;
    }
    return false;
  }

  private boolean hasUndefinedContents(OpOperand o) {
    if (!analyzed) {
      return false;
    }
    Value v = o.get();
    if (!(v instanceof OpResult r) || state.model(r.owner()) == null) {
      return false;
    }
    return state.findDefinitions(v.uses().get(0)).isEmpty();
  }

  private boolean resolveConflicts(Operation op) {
    List<OpOperand> outOfPlaceOperands = new ArrayList<>();
    List<OpOperand> copiedOperands = new ArrayList<>();
    List<Value> outOfPlaceValues = new ArrayList<>();
    List<Value> copiedValues = new ArrayList<>();
    for (int i = 0; i < op.numOperands(); i++) {
      OpOperand o = op.opOperand(i);
      if (!(o.get().type() instanceof TensorType) || state.isInPlace(o)) {
        continue;
      }
      if (o.get().type() instanceof UnrankedTensorType) {
        return op.emitError("copying of unranked tensors is not implemented").report();
      }
      List<AliasingValue> aliases = state.aliasingValues(o);
      if (aliases.size() == 1 && aliases.get(0).value() instanceof OpResult && !state.bufferizesToMemoryWrite(o)
          && state.aliasingOperands(aliases.get(0).value()).size() == 1
          && !(aliases.get(0).value().type() instanceof UnrankedTensorType)) {
        Value v = aliases.get(0).value();
        outOfPlaceValues.add(v);
        if (!canOmitCopy(o)) {
          copiedValues.add(v);
        }
      } else {
        outOfPlaceOperands.add(o);
        if (!canOmitCopy(o)) {
          copiedOperands.add(o);
        }
      }
    }
    b.rewriter().setInsertionPoint(op);
    for (OpOperand o : outOfPlaceOperands) {
      Value copy = b.allocateTensorFor(op.location(), o.get(), copiedOperands.contains(o));
      o.set(copy);
    }
    b.rewriter().setInsertionPointAfter(op);
    for (Value v : outOfPlaceValues) {
      Value copy = b.allocateTensorFor(op.location(), v, copiedValues.contains(v));
      for (OpOperand u : new ArrayList<>(v.uses())) {
        if (u.owner() == copy.definingOp() || u.owner().name().equals("tensor.dim")) {
          continue;
        }
        u.set(copy);
      }
    }
    state.model(op).resolveConflicts(op, b);
    return true;
  }
}
