package org.jmlir.run;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.jmlir.llvm.ExecutionEngine;
import org.jmlir.llvm.Llvm;
import org.jmlir.llvm.LlvmException;
import org.jmlir.tool.Invocation;

/**
 * jrun's JIT set-up (LLVM loaded, target machines, the JIT, the libraries opened: {@link
 * ExecutionEngine#setUpLazily}; then its support code compiled: {@link ExecutionEngine.Setup#warmUp})
 * on a thread of its own, started before the input is parsed: on a small program the two take about
 * the same time, and LLVM does not need the module until translation. {@link #await} returns as soon
 * as the JIT exists, while the support code still compiles. What the set-up would print (warnings about --mattr and --shared-libs) is kept
 * and printed by {@link #await}, at the point where a sequential run printed it.
 */
final class JitSetup implements Runnable {
  private final Invocation inv;
  private final ByteArrayOutputStream warnings = new ByteArrayOutputStream();
  private final Thread thread;
  private volatile ExecutionEngine.Setup setup;
  private volatile LlvmException optionsError;
  private volatile LlvmException error;
  private volatile Throwable crash;

  /** Makes the engine options, writing warnings to its argument. */
  interface Options {
    ExecutionEngine.Options make(PrintStream warnings) throws LlvmException;
  }

  private final Options options;
  /** Counted down when the set-up can be completed (or has failed), before the support module's compile. */
  private final java.util.concurrent.CountDownLatch ready = new java.util.concurrent.CountDownLatch(1);
  /** Counted down when LLVM is loaded (or the set-up has failed before); {@link #llvmLoaded} says which. */
  private final java.util.concurrent.CountDownLatch llvm = new java.util.concurrent.CountDownLatch(1);
  private volatile boolean llvmLoaded;

  private JitSetup(Invocation inv, Options options) {
    this.inv = inv;
    this.options = options;
    this.thread = new Thread(this, "jrun-jit-setup");
    thread.setDaemon(true);
  }

  /** Starts setting up for the engine options {@code options} makes (on the new thread). */
  static JitSetup start(Invocation inv, Options options) {
    JitSetup s = new JitSetup(inv, options);
    s.thread.start();
    return s;
  }

  @Override
  public void run() {
    try (PrintStream out = new PrintStream(warnings, true, StandardCharsets.UTF_8)) {
      // LLVM first (libLLVM's load is this thread's longest step and the run's critical path), then the
      // options, which need it only for --mattr (Target.features asks LLVM for the host's features).
      Llvm.ensureInitialized();
      llvmLoaded = true;
      llvm.countDown();
      ExecutionEngine.Options made;
      try {
        made = options.make(out);
      } catch (LlvmException e) {
        optionsError = e;
        return;
      }
      ExecutionEngine.Setup s = ExecutionEngine.setUpLazily(made);
      setup = s;
      // The main thread may complete the set-up from here on (translating and adding the program in
      // a context of its own) while this thread compiles the support module; its first call waits
      // for that compile. A compile error shows again at that call.
      ready.countDown();
      try {
        s.warmUp();
      } catch (LlvmException e) {
        // reported by the first call, which compiles it again
      }
    } catch (LlvmException e) {
      error = e;
    } catch (Throwable t) { // handed to the main thread, which reports it as a crash
      crash = t;
    } finally {
      llvm.countDown();
      ready.countDown();
    }
  }

  /**
   * Waits until LLVM is loaded (before the JIT is made: the program can be translated meanwhile, in a
   * context of its own, {@link ExecutionEngine#newContext()}); false when the set-up failed before,
   * which {@link #await} reports.
   */
  boolean awaitLlvm() {
    try {
      llvm.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
    return llvmLoaded;
  }

  /**
   * Waits for the set-up, prints its warnings, and returns it; null after printing its error (the
   * options' as jrun's, {@code jrun: error: ...}; the JIT's, e.g. a library that does not load, as
   * mlir-runner's {@code Error: ...}).
   */
  ExecutionEngine.Setup await() {
    try {
      ready.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      inv.stderr().println("Error: interrupted while the JIT was set up");
      return null;
    }
    inv.stderr().print(warnings.toString(StandardCharsets.UTF_8));
    if (crash != null) {
      throw new IllegalStateException("the JIT set-up failed", crash);
    }
    if (optionsError != null) {
      inv.stderr().println("jrun: error: " + optionsError.getMessage());
      return null;
    }
    if (error != null) {
      inv.stderr().println("Error: " + error.getMessage());
      return null;
    }
    return setup;
  }
}
