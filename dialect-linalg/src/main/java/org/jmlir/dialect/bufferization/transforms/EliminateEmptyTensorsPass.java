package org.jmlir.dialect.bufferization.transforms;

import org.jmlir.dialect.bufferization.oneshot.EmptyTensorElimination;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/** {@code -eliminate-empty-tensors}: MLIR 22's pass, see {@link EmptyTensorElimination}. */
public final class EliminateEmptyTensorsPass extends Pass {
  public EliminateEmptyTensorsPass(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "eliminate-empty-tensors";
  }

  @Override
  public String summary() {
    return "Try to eliminate all tensor.empty ops.";
  }

  /** Loads the dialects this pass creates ops of (MLIR's dependentDialects), so that later passes see their patterns. */
  @Override
  public void initialize(org.jmlir.ir.MLIRContext ctx) {
    loadDialects(ctx, "bufferization", "tensor", "arith");
  }

  @Override
  public void run(Operation root, PassContext pc) {
    if (!EmptyTensorElimination.run(root)) {
      pc.signalFailure();
    }
  }
}
