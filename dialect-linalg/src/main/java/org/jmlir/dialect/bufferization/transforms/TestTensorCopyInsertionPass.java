package org.jmlir.dialect.bufferization.transforms;

import java.util.List;
import org.jmlir.dialect.bufferization.oneshot.OneShotBufferize;
import org.jmlir.dialect.bufferization.oneshot.OneShotOptions;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;

/**
 * {@code test-tensor-copy-insertion} (MLIR 22's test pass): the One-Shot analysis and the tensor copies
 * it asks for ({@code bufferization.alloc_tensor} with or without {@code copy}), without bufferizing.
 */
final class TestTensorCopyInsertionPass extends Pass {
  static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("allow-return-allocs-from-loops", "false", "Allows returning/yielding new allocations from a loop."),
    new PassRegistry.Option("bufferize-function-boundaries", "false", "Bufferize function boundaries."),
    new PassRegistry.Option("must-infer-memory-space", "false",
        "The memory space of an memref types must always be inferred. If unset, a default memory space of 0 is used otherwise."),
  };

  private final OneShotOptions options;

  TestTensorCopyInsertionPass(PassOptions o) {
    super(o);
    OneShotOptions d = OneShotOptions.defaults();
    options = new OneShotOptions(o.getBool("allow-return-allocs-from-loops", false), d.allowUnknownOps(), d.bufferAlignment(),
        o.getBool("bufferize-function-boundaries", false), d.checkParallelRegions(), d.copyBeforeWrite(), List.of(),
        d.dumpAliasSets(), List.of(), d.functionBoundaryTypeConversion(), o.getBool("must-infer-memory-space", false),
        d.useEncodingForMemorySpace(), false, false, d.unknownTypeConversion(), d.analysisHeuristic());
  }

  @Override
  public String argument() {
    return "test-tensor-copy-insertion";
  }

  @Override
  public String summary() {
    return "Module pass to test Tensor Copy Insertion";
  }

  @Override
  public void initialize(org.jmlir.ir.MLIRContext ctx) {
    loadDialects(ctx, "bufferization");
  }

  @Override
  public void run(Operation root, PassContext pc) {
    if (!new OneShotBufferize(options).insertTensorCopies(root)) {
      pc.signalFailure();
    }
  }
}
