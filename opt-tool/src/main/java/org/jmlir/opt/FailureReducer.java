package org.jmlir.opt;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.diag.Severity;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.print.RawUtf8;
import org.jmlir.ir.verify.Verifier;
import org.jmlir.opt.reduce.Reducer;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.IoReason;

/**
 * {@code --reduce-on-failure=OUT}: when the pipeline failed on the input, shrinks the input to a file
 * on which the same pipeline still fails with the same first error message (a crash in a pass is such
 * an error: "failed with an internal error: ..."), and writes it to OUT. Every candidate is printed,
 * parsed into a fresh context, verified and run through the pipeline without any output.
 */
final class FailureReducer {
  private final Invocation inv;
  private final PassSetup passes;
  private final JoptOptions opts;
  private final Consumer<String> err;

  FailureReducer(Invocation inv, PassSetup passes, JoptOptions opts, Consumer<String> err) {
    this.inv = inv;
    this.passes = passes;
    this.opts = opts;
    this.err = err;
  }

  /** The error messages a silent run of the pipeline on {@code text} reports; null when it succeeds. */
  private List<String> failures(byte[] text) {
    MLIRContext ctx = JoptContexts.newContext(opts.allowUnregisteredDialect);
    List<String> errors = new ArrayList<>();
    ctx.diagnostics().pushHandler(d -> {
      if (d.severity() == Severity.ERROR) {
        errors.add(d.message());
      }
      return true;
    });
    PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream());
    try {
      Operation op = SourceParser.parse(ctx, text, "reduce.mlir", new ParseOptions(!opts.noImplicitModule));
      if (op == null || !Verifier.verify(op)) {
        return null; // not a valid candidate: a different failure
      }
      boolean ok = passes.run(ctx, op, nowhere, s -> {}, PrintOptions.DEFAULT, null);
      return ok ? null : errors;
    } catch (RuntimeException | StackOverflowError e) {
      errors.add("crash: " + e.getClass().getName());
      return errors;
    }
  }

  void reduce(byte[] text, String bufferName, int start) {
    List<String> original = failures(text);
    if (original == null || original.isEmpty()) {
      err.accept("jopt: --reduce-on-failure: the failure did not reproduce in a fresh run; nothing written\n");
      return;
    }
    String signature = original.get(0);
    MLIRContext ctx = JoptContexts.newContext(opts.allowUnregisteredDialect);
    ctx.diagnostics().pushHandler(d -> true);
    Operation module = SourceParser.parse(ctx, text, bufferName, new ParseOptions(!opts.noImplicitModule, start));
    if (module == null) {
      return;
    }
    List<UnaryOperator<Operation>> cleanups = new ArrayList<>();
    for (String p : List.of("symbol-dce", "canonicalize", "cse")) {
      cleanups.add(m -> org.jmlir.opt.reduce.JreduceMain.runPipeline(JoptContexts.passes(), p, m));
    }
    Reducer reducer = new Reducer(candidate -> {
      List<String> errors = failures(RawUtf8.encode(IRPrinter.print(candidate, PrintOptions.DEFAULT)));
      return errors != null && errors.contains(signature);
    }, cleanups);
    Operation reduced = reducer.reduce(module);
    String out = IRPrinter.print(reduced, PrintOptions.DEFAULT) + "\n";
    try {
      java.nio.file.Files.write(inv.resolve(opts.reduceOnFailure), RawUtf8.encode(out));
    } catch (java.io.IOException | RuntimeException e) {
      err.accept("jopt: cannot write '" + opts.reduceOnFailure + "': " + IoReason.of(e) + "\n");
      return;
    }
    err.accept("jopt: reduced the failing input to '" + opts.reduceOnFailure + "': " + Reducer.opCount(reduced) + " of "
        + Reducer.opCount(module) + " ops, same error ('" + signature + "'), " + reducer.tests() + " runs\n");
  }
}
