package org.jmlir.opt;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.diag.DiagnosticEngine;
import org.jmlir.ir.diag.DiagnosticRenderer;
import org.jmlir.ir.diag.DiagnosticVerifier;
import org.jmlir.ir.diag.SourceMgr;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.pass.Timing;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.print.RawUtf8;
import org.jmlir.ir.verify.Verifier;
import org.jmlir.tool.FileBytes;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.IoReason;

/**
 * One jopt run (MLIR's MlirOptMain): read the input, split it into chunks when asked, and for each
 * chunk parse, verify, optionally round-trip, and print; diagnostics go to stderr through the
 * renderer, or to the {@code -verify-diagnostics} checker.
 */
final class Jopt {
  /** Stack for the worker thread: a safety margin for deeply nested input on top of the iterative code. */
  private static final long WORKER_STACK_BYTES = 1L << 30;

  private final Invocation inv;
  private final JoptOptions opts;
  private final PassSetup passes;
  /** {@code --mlir-timing}: the whole run's timers; null when off. */
  private final Timing timing;

  Jopt(Invocation inv, JoptOptions opts, PassSetup passes) {
    this.inv = inv;
    this.opts = opts;
    this.passes = passes;
    this.timing = opts.timing ? new Timing() : null;
  }

  int run() throws Exception {
    if (opts.showDialects) {
      MLIRContext ctx = JoptRegistry.newContext();
      List<String> names = new ArrayList<>(ctx.registeredDialects());
      java.util.Collections.sort(names);
      inv.stdout().print("Available Dialects: " + String.join(",", names) + "\n");
      return 0;
    }
    byte[] source;
    String bufferName;
    if (opts.input.equals("-")) {
      source = readAll(inv.stdin());
      bufferName = "<stdin>";
    } else {
      bufferName = opts.input;
      try {
        source = FileBytes.read(inv.resolve(opts.input));
      } catch (IOException | java.nio.file.InvalidPathException e) {
        err("cannot open input file '" + opts.input + "': " + IoReason.of(e) + "\n");
        return 1;
      }
    }
    int[] status = new int[1];
    Throwable[] failure = new Throwable[1];
    byte[][] output = new byte[1][];
    OutputSink sink = new OutputSink(inv, opts.output, this::err);
    Thread worker = new Thread(null, () -> {
      try {
        StringBuilder out = new StringBuilder();
        status[0] = process(source, bufferName, out, sink);
        output[0] = OutputSink.encode(out);
      } catch (Throwable t) { // handed to the calling thread, which rethrows it to the tool boundary
        failure[0] = t;
      }
    }, "jopt-main", WORKER_STACK_BYTES);
    worker.start();
    worker.join();
    if (failure[0] instanceof Exception e) {
      throw e;
    } else if (failure[0] instanceof Error e) {
      throw e;
    }
    int rc = sink.finish(output[0], status[0]);
    if (timing != null) {
      Timing.Display display = opts.timingDisplay.equals("list") ? Timing.Display.LIST : Timing.Display.TREE;
      err(timing.report(display, !opts.disableThreading));
    }
    return rc;
  }

  private static byte[] readAll(InputStream in) throws IOException {
    return in.readAllBytes();
  }

  private void err(String text) {
    byte[] b = RawUtf8.encode(text);
    inv.stderr().write(b, 0, b.length);
    inv.stderr().flush();
  }

  // ---- chunks --------------------------------------------------------------------------------

  /** Processes every chunk; appends their outputs, separated by the output split marker. */
  private int process(byte[] source, String bufferName, StringBuilder out, OutputSink sink) {
    List<int[]> chunks = opts.splitMarker == null
        ? List.of(new int[] {0, source.length})
        : InputSplitter.split(source, opts.splitMarker, bufferName, this::err);
    // As mlir-opt 22, one -verify-diagnostics checker serves every chunk: unexpected diagnostics
    // are reported as they come, expected ones that never came after the last chunk.
    DiagnosticVerifier checker = null;
    if (opts.verifyDiagnostics != null) {
      SourceMgr mgr = new SourceMgr(inv.workingDirectory());
      SourceMgr.Buffer buffer = mgr.addBuffer(bufferName, source);
      checker = new DiagnosticVerifier(new DiagnosticRenderer(mgr, this::err), this::err,
          opts.verifyDiagnostics.equals("only-expected"));
      checker.scanRange(buffer, 0, source.length);
    }
    // Without -verify-diagnostics, mlir-opt 22 still reads the file's expected-* annotations and, after
    // the last chunk, reports each as not produced (diagnostics are shown as usual, none is matched,
    // the exit code stays as it is).
    DiagnosticVerifier unchecked = null;
    if (checker == null && mentionsExpected(source)) {
      SourceMgr mgr = new SourceMgr(inv.workingDirectory());
      SourceMgr.Buffer buffer = mgr.addBuffer(bufferName, source);
      unchecked = new DiagnosticVerifier(new DiagnosticRenderer(mgr, this::err), this::err, false);
      unchecked.scanRange(buffer, 0, source.length);
    }
    boolean failed = false;
    for (int i = 0; i < chunks.size(); i++) {
      if (i > 0) {
        out.append(opts.outputSplitMarker).append('\n');
      }
      int[] c = chunks.get(i);
      if (!processChunk(source, bufferName, c[0], c[1], checker, out, sink)) {
        failed = true;
      }
    }
    if (checker != null) {
      failed = !checker.verify();
    }
    if (unchecked != null) {
      unchecked.verify();
    }
    return failed ? 1 : 0;
  }

  /** Whether {@code source} has the text {@code expected-} anywhere (a cheap test before a full scan). */
  private static boolean mentionsExpected(byte[] source) {
    byte[] key = {'e', 'x', 'p', 'e', 'c', 't', 'e', 'd', '-'};
    outer:
    for (int i = 0; i + key.length <= source.length; i++) {
      if (source[i] != 'e') {
        continue;
      }
      for (int k = 1; k < key.length; k++) {
        if (source[i + k] != key[k]) {
          continue outer;
        }
      }
      return true;
    }
    return false;
  }

  /**
   * Parses, verifies and prints bytes [start, end) of {@code source}; returns success. Diagnostics go
   * to {@code checker} when there is one, else to stderr.
   */
  private boolean processChunk(
      byte[] source, String bufferName, int start, int end, DiagnosticVerifier checker, StringBuilder out, OutputSink sink) {
    MLIRContext ctx = newContext();
    ctx.printOpOnDiagnostic(
        checker == null && (opts.printOpOnDiagnostic == null || opts.printOpOnDiagnostic));
    DiagnosticEngine engine = ctx.diagnostics();
    DiagnosticEngine.Registration reg;
    if (checker != null) {
      reg = engine.pushHandler(checker);
    } else {
      SourceMgr mgr = new SourceMgr(inv.workingDirectory());
      mgr.addBuffer(bufferName, source);
      reg = engine.pushHandler(new DiagnosticRenderer(mgr, this::err));
    }
    try {
      byte[] text = start == 0 && end == source.length ? source : chunkText(source, start, end);
      startTimer("Parser");
      Operation op = SourceParser.parse(ctx, text, bufferName, new ParseOptions(!opts.noImplicitModule, start));
      boolean ok = op != null && (opts.disableVerifierOnParsing || Verifier.verify(op));
      stopTimer();
      if (ok && opts.verifyRoundtrip) {
        ok = RoundTrip.verify(op, bufferName, this::newContext);
      }
      PassSetup.Reproducer stored = null;
      if (ok && opts.runReproducer) {
        stored = PassSetup.Reproducer.from(ctx);
        // Read by the reproducer's own handler, as in mlir-opt: not printed back.
        ctx.externalResources().remove(PassSetup.Reproducer.GROUP);
      }
      boolean parsed = ok;
      if (ok && (passes.hasPasses() || stored != null)) {
        ok = passes.run(ctx, op, inv.stderr(), this::err, printOptions(), timing, stored);
        if (!ok && opts.reduceOnFailure != null && stored == null) {
          new FailureReducer(inv, passes.silent(), opts, this::err).reduce(text, bufferName, start);
        }
      }
      if (parsed && opts.passStatistics) {
        err(STATISTICS_REPORT);
      }
      ok = ok && IRPrinter.checkPrintable(op);
      if (ok) {
        startTimer("Output");
        IRPrinter.print(op, printOptions(), out, sink);
        // mlir-opt ends the output with a newline; with a local scope MLIR prints the op alone (no
        // top-level alias and metadata section), which has no newline of its own to end it.
        if (!opts.localScope) {
          out.append('\n');
        }
        stopTimer();
      }
      return ok;
    } finally {
      reg.close();
    }
  }

  /**
   * {@code --mlir-pass-statistics}: the report mlir-opt 22 prints to stderr after each chunk's pass
   * manager ran (whether or not a pass failed; not when the chunk did not parse). Its release build
   * collects no statistic (LLVM's statistics are compiled out), so the report is its banner alone,
   * in either display mode; ours has no pass statistics either.
   */
  private static final String STATISTICS_REPORT;

  static {
    String rule = "===" + "-".repeat(73) + "===\n";
    STATISTICS_REPORT = rule + " ".repeat(25) + "... Pass statistics report ...\n" + rule + "\n";
  }

  private void startTimer(String name) {
    if (timing != null) {
      timing.start(name);
    }
  }

  private void stopTimer() {
    if (timing != null) {
      timing.stop();
    }
  }

  /**
   * The chunk as the parser sees it: everything before it blanked (newlines kept), so that line and
   * column numbers stay those of the whole file, and nothing after it.
   */
  private static byte[] chunkText(byte[] source, int start, int end) {
    byte[] text = new byte[end];
    for (int i = 0; i < start; i++) {
      text[i] = source[i] == '\n' ? (byte) '\n' : (byte) ' ';
    }
    System.arraycopy(source, start, text, start, end - start);
    return text;
  }

  MLIRContext newContext() {
    MLIRContext ctx = JoptRegistry.newContext();
    ctx.allowUnregisteredDialects(opts.allowUnregisteredDialect);
    ctx.enableMultithreading(!opts.disableThreading);
    // As mlir-opt's fallback resource map: external resources (a crash reproducer's pipeline) are
    // kept and printed back.
    ctx.keepExternalResources(true);
    return ctx;
  }

  private PrintOptions printOptions() {
    return new PrintOptions(
        opts.printGeneric,
        opts.printDebugInfo,
        opts.prettyDebugInfo,
        opts.localScope,
        opts.elideElementsAttrsIfLarger,
        opts.skipRegions,
        opts.assumeVerified,
        opts.elideResourceStringsIfLarger,
        opts.useNameLocAsPrefix);
  }
}
