package org.jmlir.dialect.transforms;

import java.nio.charset.StandardCharsets;
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

/** Parses MLIR text with every dialect, runs a textual pipeline on it, and prints the result. */
final class PassRunner {
  private PassRunner() {}

  static String run(String pipeline, String source) throws Exception {
    MLIRContext ctx = MLIRContext.withAllDialects();
    ctx.allowUnregisteredDialects(true);
    Operation top = SourceParser.parse(ctx, source.getBytes(StandardCharsets.UTF_8), "in.mlir", ParseOptions.DEFAULT);
    if (top == null || !Verifier.verify(top)) {
      throw new AssertionError("input does not parse or verify");
    }
    PassManager pm = new PassManager(ctx, PipelineParser.parseAnchored(PassRegistry.withAllPasses(), pipeline));
    pm.setVerifier(Verifier::verify);
    if (!pm.run(top)) {
      throw new AssertionError("pipeline failed");
    }
    return IRPrinter.print(top, PrintOptions.DEFAULT);
  }
}
