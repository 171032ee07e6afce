package org.jmlir.dialect.tf.transforms;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.OpPassManager;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelineParser;

/**
 * {@code tf-standard-pipeline}: TensorFlow's bridge sequence on a module. Per function: prune dead
 * graph nodes, coarsen islands, materialize pass-through ops, canonicalize; then shape inference,
 * the inliner when {@code enable-inliner}, symbol DCE, and per function tf-optimize and CSE.
 * Cluster formation ({@code form-clusters}) is a device pass we do not have: asking for it is an error.
 */
public final class StandardPipeline extends Pass {
  public static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("enable-inliner", "<bool>", "Enable inliner."),
    new PassRegistry.Option("form-clusters", "<bool>", "Enable Cluster Formation pass.")
  };

  private final boolean inliner;
  private final boolean formClusters;
  private OpPassManager pipeline;

  public StandardPipeline(PassOptions o) {
    super(o);
    inliner = o.getBool("enable-inliner", false);
    formClusters = o.getBool("form-clusters", false);
  }

  @Override
  public String argument() {
    return "tf-standard-pipeline";
  }

  @Override
  public String summary() {
    return "Run all the passes involved in transforming the graph before execution so that it is suitable for targeting TPUs.";
  }

  /** The pipeline text, anchored on the module. */
  static String pipelineText(boolean inliner) {
    return "builtin.module(func.func(tf-executor-graph-pruning,tf-executor-island-coarsening,"
        + "tf-materialize-passthrough-op,canonicalize),tf-shape-inference,"
        + (inliner ? "inline," : "")
        + "symbol-dce,func.func(tf-optimize,cse))";
  }

  @Override
  public void initialize(MLIRContext ctx) {
    try {
      pipeline = PipelineParser.parseAnchored(PassRegistry.withAllPasses(), pipelineText(inliner));
      initializeAll(pipeline, ctx);
    } catch (PipelineParser.PipelineException e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

  private static void initializeAll(OpPassManager pm, MLIRContext ctx) {
    for (OpPassManager.Element e : pm.elements()) {
      if (e instanceof OpPassManager.PassElement(Pass p)) {
        p.initialize(ctx);
      } else if (e instanceof OpPassManager.NestedElement(OpPassManager nested)) {
        initializeAll(nested, ctx);
      }
    }
  }

  @Override
  public void run(Operation root, PassContext pc) {
    if (formClusters) {
      root.emitError("tf-standard-pipeline: form-clusters (device cluster formation) is not supported").report();
      pc.signalFailure();
      return;
    }
    if (!root.name().equals("builtin.module")) {
      root.emitError("tf-standard-pipeline runs on a builtin.module").report();
      pc.signalFailure();
      return;
    }
    if (!pc.runPipeline(pipeline, root)) {
      pc.signalFailure();
    }
  }
}
