package org.jmlir.ir.pass;

/** What a running pass reports back: failure, and whether it preserved all analyses (unused yet). */
public final class PassContext {
  private boolean failed;
  private final PassManager manager;
  private final org.jmlir.ir.rewrite.GreedyPatternRewriteDriver.PatternObserver patternObserver;

  PassContext(PassManager manager, org.jmlir.ir.rewrite.GreedyPatternRewriteDriver.PatternObserver patternObserver) {
    this.manager = manager;
    this.patternObserver = patternObserver;
  }

  /** The observer rewrite passes hand to the greedy driver (timing per pattern); null when none. */
  public org.jmlir.ir.rewrite.GreedyPatternRewriteDriver.PatternObserver patternObserver() {
    return patternObserver;
  }

  /** The stream for passes whose output is text for the user (the tool's stdout). */
  public java.io.PrintStream out() {
    return manager.output();
  }

  public void signalFailure() {
    failed = true;
  }

  public boolean failed() {
    return failed;
  }

  /** Runs {@code pipeline} on {@code op} (a dynamic pipeline, e.g. inline's op-pipelines). */
  public boolean runPipeline(OpPassManager pipeline, org.jmlir.ir.Operation op) {
    return manager.runPipeline(pipeline, op);
  }
}
