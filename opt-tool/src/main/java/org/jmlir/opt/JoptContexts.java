package org.jmlir.opt;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.pass.PassRegistry;

/** jopt's dialects and passes for the other tools of opt-tool (jreduce). */
public final class JoptContexts {
  private JoptContexts() {}

  /** A context with every dialect jopt registers. */
  public static MLIRContext newContext(boolean allowUnregistered) {
    MLIRContext ctx = JoptRegistry.newContext();
    ctx.allowUnregisteredDialects(allowUnregistered);
    ctx.keepExternalResources(true);
    return ctx;
  }

  /** Every pass jopt registers. */
  public static PassRegistry passes() {
    return JoptRegistry.passes();
  }
}
