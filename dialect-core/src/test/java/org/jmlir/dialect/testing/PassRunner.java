package org.jmlir.dialect.testing;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.pass.PassManager;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelineParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.verify.Verifier;

/** Parses MLIR text, runs a textual pass pipeline on it and prints the result, without jopt. */
public final class PassRunner {
  /** The printed module (null when something failed) and the diagnostics' messages. */
  public record Result(String output, List<String> diagnostics) {}

  private PassRunner() {}

  public static Result run(String source, String pipeline) {
    MLIRContext ctx = MLIRContext.withAllDialects();
    ctx.allowUnregisteredDialects(true);
    List<String> diags = new ArrayList<>();
    ctx.diagnostics()
        .pushHandler(
            d -> {
              diags.add(d.message());
              return true;
            });
    Operation top = SourceParser.parse(ctx, source.getBytes(StandardCharsets.UTF_8), "in.mlir", ParseOptions.DEFAULT);
    if (top == null || !Verifier.verify(top)) {
      return new Result(null, diags);
    }
    PassManager pm;
    try {
      pm = new PassManager(ctx, PipelineParser.parseAnchored(PassRegistry.withAllPasses(), pipeline));
    } catch (PipelineParser.PipelineException e) {
      throw new AssertionError(e);
    }
    pm.setVerifier(Verifier::verify);
    if (!pm.run(top)) {
      return new Result(null, diags);
    }
    return new Result(IRPrinter.print(top, PrintOptions.DEFAULT), diags);
  }

  /** The printed result; fails the test when the pipeline failed. */
  public static String output(String source, String pipeline) {
    Result r = run(source, pipeline);
    if (r.output() == null) {
      throw new AssertionError("pipeline failed: " + r.diagnostics());
    }
    return r.output();
  }
}
