package org.jmlir.pdll.transforms;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/**
 * Registers {@code apply-pdll}. The factory is a lambda so that registering loads neither the pass
 * nor the PDLL parser: jopt runs that never name the pass do not load them.
 */
public final class PdllPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("apply-pdll", "Apply the patterns of a PDLL file (interpreted)", o -> new ApplyPdllPass(o),
        new PassRegistry.Option("file", "<string>", "The PDLL file whose patterns to apply"),
        new PassRegistry.Option("dir", "<string>", "The directory a relative file name is relative to (default: the current one)"),
        new PassRegistry.Option("fold", "", "Also fold ops and simplify regions, as -canonicalize's driver does (default false)"),
        new PassRegistry.Option("max-iterations", "<long>", "Max. iterations of the greedy driver (default 10)"));
  }
}
