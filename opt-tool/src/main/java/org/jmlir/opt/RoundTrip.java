package org.jmlir.opt;

import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.diag.Diagnostic;
import org.jmlir.ir.diag.DiagnosticEngine;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.verify.Verifier;

/**
 * {@code --verify-roundtrip} (MLIR's doVerifyRoundTrip): print the op, parse the text back in a fresh
 * context, and compare both in generic form with locations. Done twice: from the generic form and
 * from the custom form.
 */
final class RoundTrip {
  private static final PrintOptions GENERIC_DEBUG = PrintOptions.DEFAULT.withGeneric(true).withDebugInfo(true);

  private RoundTrip() {}

  static boolean verify(Operation op, String bufferName, Supplier<MLIRContext> contexts) {
    String reference = IRPrinter.print(op, GENERIC_DEBUG);
    return check(op, reference, reference, contexts)
        && check(op, IRPrinter.print(op, PrintOptions.DEFAULT.withDebugInfo(true)), reference, contexts);
  }

  private static boolean check(Operation op, String text, String reference, Supplier<MLIRContext> contexts) {
    MLIRContext ctx = contexts.get();
    StringBuilder errors = new StringBuilder();
    DiagnosticEngine engine = ctx.diagnostics();
    Operation reparsed;
    try (DiagnosticEngine.Registration r = engine.pushHandler((Diagnostic d) -> {
      errors.append(d.message()).append('\n');
      return true;
    })) {
      reparsed = SourceParser.parse(ctx, text.getBytes(StandardCharsets.UTF_8), "", ParseOptions.DEFAULT);
      if (reparsed != null && !Verifier.verify(reparsed)) {
        reparsed = null;
      }
    }
    if (reparsed == null) {
      return op.emitOpError("failed to parse textual content back, cannot verify round-trip.\n" + errors).report();
    }
    String roundtrip = IRPrinter.print(reparsed, GENERIC_DEBUG);
    if (!reference.equals(roundtrip)) {
      return op.emitOpError("textual roundTrip testing roundtripped module differs from reference:\n<<<<<<Reference\n"
              + reference + "\n=====\n" + roundtrip + "\n>>>>>roundtripped\n")
          .report();
    }
    return true;
  }
}
