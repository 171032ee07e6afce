package org.jmlir.dialect.scf.transforms;

import org.jmlir.dialect.scf.ParallelOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.PatternRewriter;

/** {@code scf-parallel-for-to-nested-fors}: each scf.parallel without results (innermost first) becomes a nest of scf.for. */
public final class ParallelForToNestedFors extends Pass {
  public ParallelForToNestedFors(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "scf-parallel-for-to-nested-fors";
  }

  @Override
  public String summary() {
    return "Convert SCF parallel for loops to nested SCF for loops";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    PatternRewriter rw = new PatternRewriter(root.context());
    for (Operation op : root.collect(o -> o.def() == ParallelOp.DEF)) {
      LoopNests.parallelToNestedFors(rw, (ParallelOp) op);
    }
  }
}
