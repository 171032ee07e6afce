package org.jmlir.conversion.scftocf;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code convert-scf-to-cf}: lowers scf.for, scf.if, scf.while, scf.index_switch,
 * scf.execute_region, scf.parallel and scf.forall to blocks and cf branches, as MLIR 22's
 * SCFToControlFlow. Ops are lowered in the order MLIR's conversion driver legalizes them: the
 * pre-order of the input, with the ops a lowering creates (the loops of an scf.parallel) lowered
 * right after it, so the blocks come out in mlir-opt's order.
 */
public final class ScfToControlFlowPass extends Pass {
  private static final Set<String> OPTIONS = Set.of("allow-pattern-rollback");

  public ScfToControlFlowPass(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      if (!OPTIONS.contains(k)) {
        throw org.jmlir.ir.pass.PassOptionException.noSuchOption(k);
      }
    }
    o.getBool("allow-pattern-rollback", true);
  }

  @Override
  public String argument() {
    return "convert-scf-to-cf";
  }

  @Override
  public String name() {
    return "SCFToControlFlowPass";
  }

  @Override
  public String summary() {
    return "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> order = new ArrayList<>();
    root.walkPreOrder(
        o -> {
          if (o != root) {
            order.add(o);
          }
        });
    ScfLowering lowering = new ScfLowering(root.context());
    for (Operation op : order) {
      if (op.block() != null) {
        lowering.lower(op);
      }
    }
  }
}
