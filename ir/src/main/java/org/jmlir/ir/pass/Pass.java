package org.jmlir.ir.pass;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;

/**
 * A transformation or analysis run on one op (its anchor). Passes anchored on an op name run only on
 * ops of that name; {@link #anchor()} null means "any op" (MLIR's {@code OperationPass<>}).
 *
 * <p>A pass instance may be cloned per thread when a pipeline runs in parallel: keep per-run state
 * in locals, and immutable shared state in fields built by {@link #initialize}.
 */
public abstract class Pass {
  private final PassOptions options;

  protected Pass(PassOptions options) {
    this.options = options;
  }

  protected Pass() {
    this(PassOptions.NONE);
  }

  /** The command-line name, e.g. {@code "canonicalize"}. */
  public abstract String argument();

  /** The display name in timing reports and IR dumps: MLIR's pass class name (e.g. "CSE"). */
  public String name() {
    return getClass().getSimpleName();
  }

  /** One line for {@code --help}. */
  public abstract String summary();

  /** The op name this pass runs on, or null for any op. */
  public String anchor() {
    return null;
  }

  /** The options this instance was created with. */
  public final PassOptions options() {
    return options;
  }

  /** Builds frozen state once, before the pass runs on any op. */
  public void initialize(MLIRContext context) {}

  /**
   * Loads the dialects a pass creates ops of (MLIR's dependent dialects) from its
   * {@link #initialize}, so that passes after it (e.g. canonicalize) collect their patterns.
   */
  protected static void loadDialects(MLIRContext context, String... dialects) {
    for (String d : dialects) {
      context.getOrLoadDialect(d);
    }
  }

  /** Runs on {@code op}; report failure through {@link PassContext#signalFailure()}. */
  public abstract void run(Operation op, PassContext context);

  /** Whether this pass can run on {@code op}. */
  public boolean canScheduleOn(Operation op) {
    return anchor() == null || anchor().equals(op.name());
  }

  /** The textual pipeline element, e.g. {@code canonicalize{max-iterations=3}}. */
  public String pipelineText() {
    String opts = options.toPipelineText();
    return opts.isEmpty() ? argument() : argument() + "{" + opts + "}";
  }
}
