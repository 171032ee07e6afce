package org.jmlir.pdll.transforms;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/**
 * Registers {@code apply-pdll}. The factory is a lambda calling a static method typed {@code Pass}:
 * registering then loads neither the pass class nor the PDLL parser and ANTLR (a constructor or
 * method reference would load and verify the pass class at registration), so jopt runs that never
 * name the pass load only this provider and its lambda.
 */
public final class PdllPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("apply-pdll", "Apply the patterns of a PDLL file (interpreted)", o -> ApplyPdllPass.create(o),
        new PassRegistry.Option("file", "<string>", "The PDLL file whose patterns to apply"),
        new PassRegistry.Option("dir", "<string>", "The directory a relative file name is relative to (default: the current one)"),
        new PassRegistry.Option("fold", "", "Also fold ops and simplify regions, as -canonicalize's driver does (default false)"),
        new PassRegistry.Option("max-iterations", "<long>", "Max. iterations of the greedy driver (default 10)"),
        new PassRegistry.Option("max-num-rewrites", "<long>", "Max. number of rewrites in one iteration of the driver (default 1000000)"));
  }
}
