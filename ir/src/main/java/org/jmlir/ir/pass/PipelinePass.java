package org.jmlir.ir.pass;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;

/**
 * A pass that runs a nested pipeline of registered passes, given as text (the form of MLIR's pass
 * pipelines such as {@code -test-lower-to-llvm}): subclasses say which pipeline; parsing it once at
 * {@link #initialize} and running it with the caller's pass context are shared here.
 */
public abstract class PipelinePass extends Pass {
  private OpPassManager pipeline;

  protected PipelinePass(PassOptions options) {
    super(options);
  }

  /** The nested pipeline, anchored on {@code builtin.module}, e.g. {@code builtin.module(cse)}. */
  protected abstract String pipelineText(PassRegistry registry);

  @Override
  public void initialize(MLIRContext ctx) {
    try {
      PassRegistry r = PassRegistry.withAllPasses();
      pipeline = PipelineParser.parseAnchored(r, pipelineText(r));
      pipeline.initialize(ctx);
    } catch (PipelineParser.PipelineException e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

  @Override
  public void run(Operation root, PassContext pc) {
    if (!pc.runPipeline(pipeline, root)) {
      pc.signalFailure();
    }
  }
}
