package org.jmlir.opt;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.pass.IRPrintingInstrumentation;
import org.jmlir.ir.pass.OpPassManager;
import org.jmlir.ir.pass.PassManager;
import org.jmlir.ir.pass.PassOptionException;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelineParser;
import org.jmlir.ir.pass.Timing;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.verify.Verifier;

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

  PassSetup(PassRegistry registry, List<PassFlag> flags, JoptOptions opts) {
    this.registry = registry;
    this.flags = flags;
    this.opts = opts;
  }

  /** Whether a pass manager is set up at all (mlir-opt always sets one up; without passes it does nothing). */
  boolean hasPasses() {
    return opts.passPipeline != null || !flags.isEmpty() || opts.printIrModuleScope;
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
    boolean positionalOnly = false;
    for (String a : args) {
      if (!positionalOnly && a.length() > 1 && a.charAt(0) == '-' && !a.equals("--")) {
        String name = a.substring(a.startsWith("--") ? 2 : 1);
        int eq = name.indexOf('=');
        String value = eq < 0 ? null : name.substring(eq + 1);
        PassRegistry.Entry e = registry.lookup(eq < 0 ? name : name.substring(0, eq));
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
    return rest;
  }

  /** Builds the pipeline for {@code op} and runs it; false after reporting errors. */
  boolean run(MLIRContext ctx, Operation op, PrintStream stderr, Consumer<String> err, PrintOptions printOptions, Timing timing) {
    OpPassManager root = build(ctx, op, err);
    if (root == null) {
      return false;
    }
    PassManager pm = new PassManager(ctx, root);
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
      pm.addInstrumentation(new IRPrintingInstrumentation(stderr, printOptions, printing));
    }
    boolean verifyEach = opts.verifyEach == null || opts.verifyEach;
    pm.setVerifier(verifyEach ? Verifier::verify : null);
    pm.setOutput(stderr);
    boolean ok = pm.run(op);
    stderr.flush();
    return ok;
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
