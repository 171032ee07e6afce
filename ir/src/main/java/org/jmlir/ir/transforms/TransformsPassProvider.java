package org.jmlir.ir.transforms;

import org.jmlir.ir.pass.PassProvider;
import org.jmlir.ir.pass.PassRegistry;

/** Registers the dialect-independent passes of {@code ir}. */
public final class TransformsPassProvider implements PassProvider {
  @Override
  public void register(PassRegistry r) {
    r.register("canonicalize", "Canonicalize operations", Canonicalizer::new);
    r.register("cse", "Eliminate common sub-expressions", CSE::new);
    r.register("symbol-dce", "Eliminate dead symbols", SymbolDCE::new);
    r.register("strip-debuginfo", "Strip debug info from all operations", StripDebugInfo::new);
    r.register("print-op-stats", "Print statistics of operations", PrintOpStats::new);
  }
}
