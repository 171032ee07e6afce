package org.jmlir.dialect.bufferization.transforms;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers the bufferization passes. */
public final class BufferizationPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("buffer-results-to-out-params", "Converts memref-typed function results to out-params", BufferResultsToOutParamsPass::new);
    r.register("one-shot-bufferize", "One-Shot Bufferize", OneShotBufferizePass::new, OneShotBufferizePass.OPTIONS);
  }
}
