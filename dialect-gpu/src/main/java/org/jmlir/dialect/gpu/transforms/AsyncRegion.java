package org.jmlir.dialect.gpu.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.gpu.AsyncTokenType;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.SideEffects;
import org.jmlir.ir.type.Type;

/**
 * MLIR's {@code -gpu-async-region} (on {@code func.func}): the GPU ops of each block run on a
 * stream. The first async-capable op of a run (any op with {@code asyncDependencies} and an
 * {@code asyncToken} result: memory ops, launches, the sparse ops) gets a fresh token from a
 * {@code gpu.wait async}; each later one depends on the token of the one before and returns its own
 * (a synchronous op becomes its async form). A synchronous {@code gpu.wait} takes the current token
 * and ends the run; before a terminator or an op with memory effects the host waits for the current
 * token ({@code gpu.wait [%t]}), so tokens never leave their block. Blocks are visited innermost
 * first, as MLIR's post-order block walk does. MLIR's rewriting of {@code async.execute} bodies does
 * not apply: jmlir has no async dialect.
 */
public final class AsyncRegion extends Pass {
  private static final String DEPENDENCIES = "asyncDependencies";
  private static final String TOKEN = "asyncToken";

  public AsyncRegion(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "gpu-async-region";
  }

  @Override
  public String name() {
    return "GpuAsyncRegionPass";
  }

  @Override
  public String summary() {
    return "Make GPU ops async";
  }

  /**
   * Runs on a {@code func.func}, or on each {@code func.func} directly in the op it is given (mlir-opt
   * nests a function pass given at the top level implicitly: functions inside {@code gpu.module} are
   * not touched).
   */
  @Override
  public void run(Operation op, PassContext pc) {
    for (Operation f : functions(op)) {
      if (!new Threader().walk(f)) {
        pc.signalFailure();
        return;
      }
    }
  }

  /** {@code op} if it is a {@code func.func}, else the {@code func.func}s directly in its regions. */
  static List<Operation> functions(Operation op) {
    List<Operation> funcs = new ArrayList<>();
    if (op.name().equals("func.func")) {
      funcs.add(op);
    } else {
      for (Region r : op.regions()) {
        for (Block b : r.blocks()) {
          for (Operation o : b) {
            if (o.name().equals("func.func")) {
              funcs.add(o);
            }
          }
        }
      }
    }
    return funcs;
  }

  /** Threads the current token through the blocks, in post order. */
  private static final class Threader {
    /** The token of the last async op of the run; null outside a run. Shared across blocks, as MLIR's. */
    private Value current;

    boolean walk(Operation op) {
      for (Region r : op.regions()) {
        for (Block b : new ArrayList<>(r.blocks())) {
          for (Operation nested : new ArrayList<>(b.operations())) {
            if (!walk(nested)) {
              return false;
            }
          }
          for (Operation o : new ArrayList<>(b.operations())) {
            if (!visit(o)) {
              return false;
            }
          }
        }
      }
      return true;
    }

    private boolean visit(Operation op) {
      if (op.name().equals("gpu.launch")) {
        op.emitOpError("replace with gpu.launch_func first").report();
        return false;
      }
      if (op.name().equals("gpu.wait")) {
        if (current != null) {
          addDependency(op, current);
        }
        current = op.numResults() > 0 ? op.result(0) : null;
        return true;
      }
      if (isAsync(op)) {
        if (current == null) {
          current = wait(op, true, List.of());
        }
        addDependency(op, current);
        current = token(op);
        if (current == null) {
          current = makeAsync(op);
        }
        return true;
      }
      if (current != null && (op.hasTrait(Trait.TERMINATOR) || !SideEffects.isMemoryEffectFree(op))) {
        current = wait(op, false, List.of(current));
      }
      return true;
    }

    /** A {@code gpu.wait} before {@code at}: {@code async} (its token returned) or synchronous (null). */
    private static Value wait(Operation at, boolean async, List<Value> deps) {
      OperationState s = new OperationState(at.context(), "gpu.wait", at.location());
      s.operands.addAll(deps);
      if (async) {
        s.resultTypes.add(AsyncTokenType.get(at.context()));
      }
      Operation w = Operation.create(s);
      at.block().insertBefore(at, w);
      return async ? w.result(0) : null;
    }
  }

  /** Whether {@code op} implements MLIR's GPU AsyncOpInterface (a dependency list and a token result). */
  static boolean isAsync(Operation op) {
    OpSpec spec = op.def().extension(OpSpec.class);
    return spec != null && spec.operandIndex(DEPENDENCIES) >= 0 && spec.resultIndex(TOKEN) >= 0;
  }

  /** The op's async token, or null when it is synchronous. */
  static Value token(Operation op) {
    OpSpec spec = op.def().extension(OpSpec.class);
    List<? extends Value> group = spec.resultGroup(op, spec.resultIndex(TOKEN));
    return group.isEmpty() ? null : group.get(0);
  }

  /**
   * MLIR's AsyncOpInterface::addAsyncDependency: {@code token} goes first in the dependency list
   * (the first operand group), unless it already is an operand.
   */
  static void addDependency(Operation op, Value token) {
    if (op.operands().contains(token)) {
      return;
    }
    List<Value> operands = new ArrayList<>(op.numOperands() + 1);
    operands.add(token);
    operands.addAll(op.operands());
    op.setOperands(operands);
    if (op.attr(OpSpec.OPERAND_SEGMENTS) instanceof DenseArrayAttr sizes) {
      long[] v = new long[sizes.size()];
      for (int i = 0; i < v.length; i++) {
        v[i] = sizes.rawValue(i);
      }
      v[0]++;
      op.setAttr(OpSpec.OPERAND_SEGMENTS, DenseArrayAttr.get(op.context(), sizes.elementType(), v));
    }
  }

  /** Replaces the synchronous {@code op} by its async form (a token result last); returns the token. */
  private static Value makeAsync(Operation op) {
    OperationState s = new OperationState(op.context(), op.def(), op.location());
    s.operands.addAll(op.operands());
    List<Type> types = new ArrayList<>(op.resultTypes());
    types.add(AsyncTokenType.get(op.context()));
    s.resultTypes.addAll(types);
    s.successors.addAll(op.successors());
    for (int i = 0; i < op.numRegions(); i++) {
      s.addRegion().takeBody(op.region(i));
    }
    s.properties = op.properties();
    s.attributes.addAll(op.attributes().entries());
    Operation async = Operation.create(s);
    op.block().insertBefore(op, async);
    for (int i = 0; i < op.numResults(); i++) {
      op.result(i).replaceAllUsesWith(async.result(i));
    }
    op.erase();
    return async.result(async.numResults() - 1);
  }
}
