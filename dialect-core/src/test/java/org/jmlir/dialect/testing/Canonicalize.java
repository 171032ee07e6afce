package org.jmlir.dialect.testing;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.transforms.Canonicalizer;
import org.jmlir.ir.verify.Verifier;

/** Parses, canonicalizes (as {@code -canonicalize}) and prints: folding tests without the jopt tool. */
public final class Canonicalize {
  private Canonicalize() {}

  /** The canonicalized module as printed, or null when the input does not parse or verify. */
  public static String run(String source) {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation top = SourceParser.parse(ctx, source.getBytes(StandardCharsets.UTF_8), "in.mlir", ParseOptions.DEFAULT);
    if (top == null || !Verifier.verify(top)) {
      return null;
    }
    Canonicalizer pass = new Canonicalizer(PassOptions.NONE);
    pass.initialize(ctx);
    pass.run(top, null);
    return IRPrinter.print(top, PrintOptions.DEFAULT);
  }

  /**
   * Development aid: canonicalizes the file named (its {@code // -----} chunks apart, as
   * {@code -split-input-file}) and prints the results; other arguments are ignored.
   */
  public static void main(String[] args) throws Exception {
    for (String a : args) {
      if (a.startsWith("-")) {
        continue;
      }
      String[] chunks = Files.readString(Path.of(a)).split("(?m)^// -----.*$");
      StringBuilder out = new StringBuilder();
      for (int i = 0; i < chunks.length; i++) {
        if (i > 0) {
          out.append("\n// -----\n");
        }
        String r;
        try {
          r = run(chunks[i]);
        } catch (RuntimeException e) {
          r = "CRASH " + e + "\n";
          e.printStackTrace();
        }
        out.append(r == null ? "FAILED\n" : r);
      }
      System.out.print(out);
    }
  }
}
