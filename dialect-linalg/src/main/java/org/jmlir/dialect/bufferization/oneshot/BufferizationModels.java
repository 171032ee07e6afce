package org.jmlir.dialect.bufferization.oneshot;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import org.jmlir.dialect.bufferization.oneshot.BufferizableOpModel.AliasingValue;
import org.jmlir.dialect.bufferization.oneshot.BufferizableOpModel.Relation;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.OpSpec;

/**
 * The bufferization models of the ops One-Shot Bufferize knows (MLIR registers them as external
 * models per dialect): tensor, arith, scf, func, linalg and bufferization ops.
 */
public final class BufferizationModels {
  private BufferizationModels() {}

  private static final Map<String, BufferizableOpModel> MODELS = build();

  private static Map<String, BufferizableOpModel> build() {
    Map<String, BufferizableOpModel> m = new HashMap<>();
    TensorModels.register(m);
    ScfModels.register(m);
    FuncModels.register(m);
    MiscModels.register(m);
    VectorModels.register(m);
    return Map.copyOf(m);
  }

  /** The model of {@code op}, or null when One-Shot Bufferize does not know it. */
  public static BufferizableOpModel get(Operation op) {
    if (op instanceof LinalgOp) {
      return LinalgModel.INSTANCE;
    }
    return MODELS.get(op.name());
  }

  /** The {@code copy} operand of a {@code bufferization.alloc_tensor}, or null. */
  static Value allocTensorCopy(Operation op) {
    int[][] g = ((OpSpec) op.def().extension(OpSpec.class)).operandGroups(op);
    return g[1][1] > 0 ? op.operand(g[1][0]) : null;
  }

  /**
   * A model whose reads, writes and aliases come from a small table: which operand indices are read,
   * which are written, and which values each operand aliases. The models of most ops differ only there.
   */
  abstract static class Access implements BufferizableOpModel {
    static final IntPredicate ALL = i -> true;
    static final IntPredicate NONE = i -> false;
    static final Aliases NO_ALIAS = (o, s) -> List.of();

    private final IntPredicate reads;
    private final IntPredicate writes;
    private final Aliases aliases;

    Access(IntPredicate reads, IntPredicate writes, Aliases aliases) {
      this.reads = reads;
      this.writes = writes;
      this.aliases = aliases;
    }

    static IntPredicate only(int index) {
      return i -> i == index;
    }

    /** Operand {@code index} aliases result 0 with {@code relation}; the other operands alias nothing. */
    static Aliases result0(int index, Relation relation, boolean definite) {
      return (o, s) -> o.index() == index ? List.of(new AliasingValue(o.owner().result(0), relation, definite)) : List.of();
    }

    @Override
    public boolean bufferizesToMemoryRead(OpOperand o, AnalysisState s) {
      return reads.test(o.index());
    }

    @Override
    public boolean bufferizesToMemoryWrite(OpOperand o, AnalysisState s) {
      return writes.test(o.index());
    }

    @Override
    public List<AliasingValue> aliasingValues(OpOperand o, AnalysisState s) {
      return aliases.of(o, s);
    }
  }

  /** A model whose operands are neither read, written nor aliased (region ops, constants, to_tensor). */
  abstract static class Passive extends Access {
    Passive() {
      super(NONE, NONE, NO_ALIAS);
    }
  }

  /** A model for ops that neither read, write nor alias (tensor.dim and the like) plus a bufferize step. */
  static BufferizableOpModel noAccess(Bufferize f) {
    return model(false, false, (o, s) -> List.of(), f);
  }

  /** A model for ops whose operands are read, never written and not aliased. */
  static BufferizableOpModel readOnly(Bufferize f) {
    return model(true, false, (o, s) -> List.of(), f);
  }

  @FunctionalInterface
  interface Bufferize {
    boolean apply(Operation op, Bufferizer b);
  }

  @FunctionalInterface
  interface Aliases {
    List<AliasingValue> of(OpOperand o, AnalysisState s);
  }

  static BufferizableOpModel model(boolean reads, boolean writes, Aliases aliases, Bufferize f) {
    return new Access(reads ? Access.ALL : Access.NONE, writes ? Access.ALL : Access.NONE, aliases) {
      @Override
      public boolean bufferize(Operation op, Bufferizer b) {
        return f.apply(op, b);
      }
    };
  }

}
