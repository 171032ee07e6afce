package org.jmlir.opt;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.parse.DialectResources;
import org.jmlir.ir.pass.IRPrintingInstrumentation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.OpPassManager;
import org.jmlir.ir.pass.PassManager;
import org.jmlir.ir.pass.PassOptionException;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelineParser;
import org.jmlir.ir.pass.Timing;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.verify.Verifier;
import org.jmlir.tool.IoReason;

/**
 * The passes jopt runs on each parsed chunk: either {@code --pass-pipeline} or the pass flags in the
 * order given ({@code -canonicalize='max-iterations=3' -cse}), as mlir-opt's setupPassPipeline. The
 * pipeline is built per chunk, after parsing, so its errors come where mlir-opt reports them.
 */
final class PassSetup {
  /** A pass given as its own flag, with its option text ({@code max-iterations=3 top-down=false}) or null. */
  record PassFlag(PassRegistry.Entry entry, String options) {}

  private final PassRegistry registry;
  private final List<PassFlag> flags;
  private final JoptOptions opts;
  /** Resolves output paths (reproducers, IR trees) against the tool's working directory. */
  private org.jmlir.tool.Invocation inv;

  PassSetup(PassRegistry registry, List<PassFlag> flags, JoptOptions opts) {
    this.registry = registry;
    this.flags = flags;
    this.opts = opts;
  }

  void setInvocation(org.jmlir.tool.Invocation inv) {
    this.inv = inv;
  }

  /** The same pipeline, with none of the run's side outputs (IR dumps, reproducers, reports): for re-runs. */
  PassSetup silent() {
    JoptOptions quiet = new JoptOptions();
    quiet.passPipeline = opts.passPipeline;
    quiet.verifyEach = opts.verifyEach;
    quiet.disableThreading = true;
    PassSetup copy = new PassSetup(registry, flags, quiet);
    copy.inv = inv;
    return copy;
  }

  /** Whether a pass manager is set up at all (mlir-opt always sets one up; without passes it does nothing). */
  boolean hasPasses() {
    return opts.passPipeline != null || !flags.isEmpty() || opts.printIrModuleScope || opts.generateReproducer != null
        || opts.dumpPassPipeline;
  }

  /**
   * Removes the pass flags from {@code args} (before any {@code --}) into {@code flags}: {@code -cse},
   * {@code --cse}, {@code -canonicalize=OPTIONS}.
   */
  static List<String> extractPassFlags(List<String> args, PassRegistry registry, List<PassFlag> flags) {
    return extractPassFlags(args, registry, flags, null);
  }

  /**
   * As above; {@code --pdll=FILE} also becomes a pass flag, {@code apply-pdll} on that file (relative
   * to {@code workingDirectory} when given), in its place among the others.
   */
  static List<String> extractPassFlags(List<String> args, PassRegistry registry, List<PassFlag> flags, String workingDirectory) {
    List<String> rest = new ArrayList<>(args.size());
    PassFlag report = null;
    boolean positionalOnly = false;
    for (String a : args) {
      if (!positionalOnly && a.length() > 1 && a.charAt(0) == '-' && !a.equals("--")) {
        String name = a.substring(a.startsWith("--") ? 2 : 1);
        int eq = name.indexOf('=');
        String value = eq < 0 ? null : name.substring(eq + 1);
        PassRegistry.Entry e = registry.lookup(eq < 0 ? name : name.substring(0, eq));
        if (eq > 0 && name.startsWith("tf-legalization-report=") && registry.lookup("tf-legalization-report") != null) {
          // The report runs after every other pass, whatever the flag's position.
          report = new PassFlag(registry.lookup("tf-legalization-report"), "file='" + value + "'");
          continue;
        }
        if (eq > 0 && name.startsWith("pdll=") && registry.lookup("apply-pdll") != null) {
          String dir = workingDirectory == null ? "" : " dir='" + workingDirectory + "'";
          flags.add(new PassFlag(registry.lookup("apply-pdll"), "file='" + value + "'" + dir));
          continue;
        }
        if (e != null) {
          flags.add(new PassFlag(e, value));
          continue;
        }
      }
      positionalOnly |= a.equals("--");
      rest.add(a);
    }
    if (report != null) {
      flags.add(report);
    }
    return rest;
  }

  /**
   * The pipeline block of a reproducer file ({@code {-# external_resources: {mlir_reproducer:
   * {pipeline: "...", disable_threading: false, verify_each: true}} #-}}).
   */
  record Reproducer(String pipeline, boolean disableThreading, boolean verifyEach) {
    static final String GROUP = "mlir_reproducer";

    /** The reproducer the parsed input carries, or null. */
    static Reproducer from(MLIRContext ctx) {
      DialectResources.Entry pipeline = ctx.externalResources().get(GROUP, "pipeline");
      if (pipeline == null || pipeline.string() == null) {
        return null;
      }
      return new Reproducer(pipeline.string(), flag(ctx, "disable_threading", false), flag(ctx, "verify_each", true));
    }

    private static boolean flag(MLIRContext ctx, String key, boolean dflt) {
      DialectResources.Entry e = ctx.externalResources().get(GROUP, key);
      return e == null || e.bool() == null ? dflt : e.bool();
    }

    /** {@code op} printed with this reproducer's block after it (the context's own group set while printing). */
    String print(Operation op, PrintOptions printOptions) {
      DialectResources res = op.context().externalResources();
      var saved = res.entries().get(GROUP);
      res.put(GROUP, "pipeline", new DialectResources.Entry(null, 0, pipeline, null));
      res.put(GROUP, "disable_threading", new DialectResources.Entry(null, 0, null, disableThreading));
      res.put(GROUP, "verify_each", new DialectResources.Entry(null, 0, null, verifyEach));
      try {
        StringBuilder sb = new StringBuilder();
        IRPrinter.print(op, printOptions, sb);
        return sb.toString();
      } finally {
        res.remove(GROUP);
        if (saved != null) {
          saved.forEach((k, v) -> res.put(GROUP, k, v));
        }
      }
    }
  }

  /** The passes that failed and the ops they failed on, in order (for the reproducer's note). */
  private static final class FailureRecorder implements PassManager.Instrumentation {
    final List<Pass> passes = new ArrayList<>();
    final List<Operation> ops = new ArrayList<>();
    /** With a local reproducer: the top-level op's text before the running pass, and that pass's pipeline. */
    final boolean local;
    final PrintOptions printOptions;
    String localText;
    boolean verifyEach;

    FailureRecorder(boolean local, PrintOptions printOptions) {
      this.local = local;
      this.printOptions = printOptions;
    }

    @Override
    public synchronized void beforePass(Pass pass, Operation op) {
      if (local && passes.isEmpty()) {
        Operation top = op;
        while (top.parentOp() != null) {
          top = top.parentOp();
        }
        StringBuilder pipeline = new StringBuilder();
        int depth = 0;
        List<String> anchors = new ArrayList<>();
        for (Operation o = op; o != null; o = o.parentOp()) {
          anchors.add(0, o.name());
        }
        for (String a : anchors) {
          pipeline.append(a).append('(');
          depth++;
        }
        pipeline.append(pass.pipelineText()).append(")".repeat(depth));
        localText = new Reproducer(pipeline.toString(), true, verifyEach).print(top, printOptions);
      }
    }

    @Override
    public synchronized void afterPass(Pass pass, Operation op, boolean failed) {
      if (failed) {
        passes.add(pass);
        ops.add(op);
      }
    }

    String describe(int i) {
      String sym = SymbolTable.symbolName(ops.get(i));
      return "`" + passes.get(i).name() + "` on '" + ops.get(i).name() + "' operation" + (sym == null ? "" : ": @" + sym);
    }
  }

  /** Builds the pipeline for {@code op} and runs it; false after reporting errors. */
  boolean run(MLIRContext ctx, Operation op, PrintStream stderr, Consumer<String> err, PrintOptions printOptions, Timing timing) {
    return run(ctx, op, stderr, err, printOptions, timing, null);
  }

  /**
   * As {@link #run(MLIRContext, Operation, PrintStream, Consumer, PrintOptions, Timing)}; with
   * {@code stored} ({@code --run-reproducer}) its pipeline, threading and verify-each settings are used.
   */
  boolean run(
      MLIRContext ctx, Operation op, PrintStream stderr, Consumer<String> err, PrintOptions printOptions, Timing timing,
      Reproducer stored) {
    OpPassManager root = stored != null ? buildFrom(ctx, stored.pipeline(), err) : build(ctx, op, err);
    if (root == null) {
      return false;
    }
    if (opts.dumpPassPipeline) {
      stderr.print(PipelineDump.render(root, registry, stored == null && opts.passPipeline == null));
      stderr.flush();
    }
    if (stored != null) {
      ctx.enableMultithreading(!stored.disableThreading());
    }
    boolean verifyEach = stored != null ? stored.verifyEach() : opts.verifyEach == null || opts.verifyEach;
    PassManager pm = new PassManager(ctx, root);
    Reproducer reproducer =
        opts.crashReproducer == null && opts.generateReproducer == null
            ? null
            : new Reproducer(root.toPipelineText(), !ctx.isMultithreadingEnabled(), verifyEach);
    if (opts.localReproducer && opts.crashReproducer != null && ctx.isMultithreadingEnabled()) {
      fail(ctx, "Local crash reproduction may not be used without disabling mutli-threading first.");
      return false;
    }
    String reproducerText = null;
    if (reproducer != null) {
      reproducerText = reproducer.print(op, PrintOptions.DEFAULT);
      if (opts.generateReproducer != null && !writeFile(ctx, opts.generateReproducer, reproducerText)) {
        return false;
      }
    }
    FailureRecorder failures = null;
    if (opts.crashReproducer != null) {
      failures = new FailureRecorder(opts.localReproducer, PrintOptions.DEFAULT);
      failures.verifyEach = verifyEach;
      pm.addInstrumentation(failures);
    }
    IRPrintingInstrumentation.Config printing =
        new IRPrintingInstrumentation.Config(
            Set.copyOf(opts.printIrBefore),
            Set.copyOf(opts.printIrAfter),
            opts.printIrBeforeAll,
            opts.printIrAfterAll,
            opts.printIrAfterChange,
            opts.printIrAfterFailure,
            opts.printIrModuleScope);
    if (printing.moduleScope() && ctx.isMultithreadingEnabled()) {
      fail(ctx, "IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.\n");
      return false;
    }
    if (timing != null) {
      pm.addInstrumentation(timing.passInstrumentation());
    }
    if (printing.any()) {
      java.nio.file.Path treeDir = opts.printIrTreeDir == null ? null : inv.resolve(opts.printIrTreeDir);
      pm.addInstrumentation(new IRPrintingInstrumentation(stderr, printOptions, printing, treeDir));
    }
    PassReport report = opts.passReport == null ? null : new PassReport(printOptions);
    if (report != null) {
      pm.addInstrumentation(report);
    }
    pm.setVerifier(verifyEach ? Verifier::verify : null);
    pm.setOutput(stderr);
    // transform.print writes to the tool's stdout, as mlir-opt's does.
    org.jmlir.dialect.transform.TransformInterpreterPass.STDOUT.set(inv == null ? System.out : inv.stdout());
    boolean ok = pm.run(op);
    org.jmlir.dialect.transform.TransformInterpreterPass.STDOUT.remove();
    stderr.flush();
    if (report != null) {
      writeReport(ctx, report);
    }
    if (!ok && failures != null && !failures.passes.isEmpty()) {
      reportReproducer(ctx, failures, failures.local ? failures.localText : reproducerText);
    }
    return ok;
  }

  /** Writes the reproducer and reports it as mlir-opt 22 does (error and note at the first failed op). */
  private void reportReproducer(MLIRContext ctx, FailureRecorder failures, String text) {
    if (!writeFile(ctx, opts.crashReproducer, text)) {
      return;
    }
    StringBuilder what = new StringBuilder();
    if (failures.local) {
      what.append(failures.describe(0));
    } else {
      what.append('[');
      for (int i = 0; i < failures.passes.size(); i++) {
        what.append(i > 0 ? ", " : "").append(failures.describe(i));
      }
      what.append(']');
    }
    Operation at = failures.ops.get(0);
    org.jmlir.ir.diag.InFlightDiagnostic d =
        ctx.diagnostics().emit(at.location(), org.jmlir.ir.diag.Severity.ERROR,
            "Failures have been detected while processing an MLIR pass pipeline");
    d.attachNote(at.location(), "Pipeline failed while executing " + what + ": reproducer generated at `"
        + opts.crashReproducer + "`");
    d.report();
  }

  /** The report page; with -split-input-file each chunk's run replaces the previous page. */
  private void writeReport(MLIRContext ctx, PassReport report) {
    try {
      java.nio.file.Files.write(inv.resolve(opts.passReport), org.jmlir.ir.print.RawUtf8.encode(report.html(opts.input.equals("-") ? "<stdin>" : opts.input)));
    } catch (java.io.IOException | RuntimeException e) {
      fail(ctx, "cannot write the pass report to '" + opts.passReport + "': " + IoReason.of(e));
    }
  }

  private boolean writeFile(MLIRContext ctx, String path, String text) {
    try {
      java.nio.file.Files.write(inv.resolve(path), org.jmlir.ir.print.RawUtf8.encode(text));
      return true;
    } catch (java.io.IOException | RuntimeException e) {
      fail(ctx, "cannot write reproducer to '" + path + "': " + IoReason.of(e));
      return false;
    }
  }

  private OpPassManager buildFrom(MLIRContext ctx, String pipeline, Consumer<String> err) {
    if (!flags.isEmpty() || opts.passPipeline != null) {
      return fail(ctx, "'-pass-pipeline' option can't be used with individual pass options");
    }
    try {
      return PipelineParser.parseAnchored(registry, pipeline);
    } catch (PipelineParser.PipelineException e) {
      if (e.commandLineError() != null) {
        err.accept("jopt: " + e.commandLineError() + "\n");
      }
      return fail(ctx, e.getMessage());
    }
  }

  private OpPassManager build(MLIRContext ctx, Operation op, Consumer<String> err) {
    if (opts.passPipeline != null) {
      if (!flags.isEmpty()) {
        return fail(ctx, "'-pass-pipeline' option can't be used with individual pass options");
      }
      try {
        return PipelineParser.parseAnchored(registry, opts.passPipeline);
      } catch (PipelineParser.PipelineException e) {
        if (e.commandLineError() != null) {
          err.accept("jopt: " + e.commandLineError() + "\n");
        }
        return fail(ctx, e.getMessage());
      }
    }
    OpPassManager root = new OpPassManager(op.name());
    for (PassFlag f : flags) {
      try {
        root.addPass(PipelineParser.createPass(f.entry(), f.options()));
      } catch (PassOptionException e) {
        if (e.commandLineError() != null) {
          err.accept("jopt: " + e.commandLineError() + "\n");
        }
        return fail(ctx, e.getMessage());
      }
    }
    return root;
  }

  private static OpPassManager fail(MLIRContext ctx, String message) {
    ctx.diagnostics().emitError(UnknownLoc.get(ctx), message);
    return null;
  }
}
