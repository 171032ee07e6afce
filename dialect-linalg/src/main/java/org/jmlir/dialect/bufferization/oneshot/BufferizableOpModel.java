package org.jmlir.dialect.bufferization.oneshot;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.type.BaseMemRefType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/**
 * MLIR's BufferizableOpInterface as an external model: what an op does with its tensor operands
 * (reads, writes, which results alias them) and how it is rewritten on buffers. One stateless
 * instance per op kind, looked up by name in {@link BufferizationModels}.
 */
public interface BufferizableOpModel {
  /** How an aliasing result relates to its operand (MLIR's BufferRelation). */
  enum Relation { UNKNOWN, EQUIVALENT }

  /** A result (or block argument) that may alias an operand. */
  record AliasingValue(Value value, Relation relation, boolean definite) {}

  /** An operand that a value may alias. */
  record AliasingOperand(OpOperand operand, Relation relation, boolean definite) {}

  boolean bufferizesToMemoryRead(OpOperand operand, AnalysisState state);

  boolean bufferizesToMemoryWrite(OpOperand operand, AnalysisState state);

  List<AliasingValue> aliasingValues(OpOperand operand, AnalysisState state);

  /** The operands {@code value} may alias: by default the inverse of {@link #aliasingValues}. */
  default List<AliasingOperand> aliasingOperands(Value value, AnalysisState state) {
    List<AliasingOperand> r = new ArrayList<>();
    if (!(value instanceof OpResult res)) {
      return r;
    }
    Operation op = res.owner();
    for (int i = 0; i < op.numOperands(); i++) {
      OpOperand o = op.opOperand(i);
      if (!(o.get().type() instanceof TensorType)) {
        continue;
      }
      for (AliasingValue a : state.aliasingValues(o)) {
        if (a.value() == value) {
          r.add(new AliasingOperand(o, a.relation(), a.definite()));
        }
      }
    }
    return r;
  }

  /** MLIR's defaultResultBufferizesToMemoryWrite. */
  default boolean resultBufferizesToMemoryWrite(OpResult result, AnalysisState state) {
    List<AliasingOperand> ops = state.aliasingOperands(result);
    if (ops.isEmpty()) {
      return true;
    }
    for (AliasingOperand a : ops) {
      if (state.bufferizesToMemoryWrite(a.operand())) {
        return true;
      }
    }
    Operation owner = result.owner();
    for (AliasingOperand a : ops) {
      if (!state.findValueInReverseUseDefChain(a.operand(),
              v -> owner.isAncestor(AnalysisState.ownerOf(v)) && state.bufferizesToMemoryWrite(v), false, false, false)
          .isEmpty()) {
        return true;
      }
    }
    return false;
  }

  default boolean mustBufferizeInPlace(OpOperand operand, AnalysisState state) {
    return false;
  }

  default boolean isWritable(Value value, AnalysisState state) {
    return true;
  }

  default boolean isNotConflicting(OpOperand read, OpOperand write, AnalysisState state) {
    return false;
  }

  /** Whether all loads at a position happen before all stores to it (MLIR's bufferizesToElementwiseAccess). */
  default boolean bufferizesToElementwiseAccess(Operation op, AnalysisState state, List<OpOperand> operands) {
    return false;
  }

  /** Whether region {@code index} of {@code op} may run more than once. */
  default boolean isRepetitiveRegion(Operation op, int index) {
    return false;
  }

  /**
   * MLIR's verifyAnalysis: a check after the analysis (loops whose yields are not equivalent to their
   * iter_args); false after an error was reported.
   */
  default boolean verifyAnalysis(Operation op, AnalysisState state) {
    return true;
  }

  /**
   * The op-specific part of MLIR's resolveConflicts, run by the tensor copy insertion after the
   * copies of out-of-place operands (loops copy yielded values that would alias outside buffers).
   */
  default void resolveConflicts(Operation op, Bufferizer b) {}

  /** Whether region {@code index} runs in parallel instances (scf.forall). */
  default boolean isParallelRegion(Operation op, int index) {
    return false;
  }

  default boolean bufferizesToAllocation(Value value) {
    return false;
  }

  /** The buffer type of a result or block argument (MLIR's getBufferType; default: defaultGetBufferType). */
  default Type bufferType(Value value, Bufferizer b, List<Value> stack) {
    if (value instanceof BlockArgument) {
      return b.defaultMemRefType((TensorType) value.type());
    }
    List<AliasingOperand> aliases = b.state().aliasingOperands(value);
    if (!aliases.isEmpty() && aliases.get(0).relation() == Relation.EQUIVALENT) {
      Value v = aliases.get(0).operand().get();
      return b.bufferType(v, stack);
    }
    TensorType t = (TensorType) value.type();
    return b.defaultMemRefType(t, b.defaultMemorySpace(t, AnalysisState.ownerOf(value)));
  }

  /** Rewrites {@code op} on buffers; false when it cannot (an error was reported). */
  boolean bufferize(Operation op, Bufferizer b);

  static boolean isBuffer(Type t) {
    return t instanceof BaseMemRefType;
  }
}
