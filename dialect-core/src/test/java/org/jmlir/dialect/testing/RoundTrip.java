package org.jmlir.dialect.testing;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.diag.Diagnostic;
import org.jmlir.ir.loc.FileLineColLoc;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.verify.Verifier;

/**
 * Parses, verifies and prints MLIR text with every dialect registered, collecting diagnostics as
 * {@code line:col: message} strings: what the dialect tests check against, without the jopt tool.
 */
public final class RoundTrip {
  /** The printed module (null when parsing or verification failed) and the diagnostics reported. */
  public record Result(String output, List<String> diagnostics) {}

  private RoundTrip() {}

  public static Result run(String source, boolean generic) {
    MLIRContext ctx = MLIRContext.withAllDialects();
    List<String> diags = new ArrayList<>();
    ctx.diagnostics()
        .pushHandler(
            d -> {
              diags.add(render(d));
              return true;
            });
    Operation top = SourceParser.parse(ctx, source.getBytes(StandardCharsets.UTF_8), "in.mlir", ParseOptions.DEFAULT);
    if (top == null || !Verifier.verify(top)) {
      return new Result(null, diags);
    }
    return new Result(IRPrinter.print(top, PrintOptions.DEFAULT.withGeneric(generic)), diags);
  }

  /** Prints the source, then reparses and prints the result again; both prints must agree. */
  public static String roundTrip(String source, boolean generic) {
    Result first = run(source, generic);
    if (first.output() == null) {
      throw new AssertionError("failed: " + first.diagnostics());
    }
    Result second = run(first.output(), false);
    if (second.output() == null) {
      throw new AssertionError("reparse failed: " + second.diagnostics() + "\n" + first.output());
    }
    return second.output();
  }

  private static String render(Diagnostic d) {
    String where = d.location() instanceof FileLineColLoc l ? l.line() + ":" + l.column() + ": " : "";
    return where + d.message();
  }

  /** Development aid: prints a file's custom and generic forms, or its diagnostics. */
  public static void main(String[] args) throws Exception {
    String src = Files.readString(Path.of(args[0]));
    boolean generic = args.length > 1 && args[1].equals("--generic");
    Result r = run(src, generic);
    if (r.output() != null) {
      System.out.print(r.output());
    }
    for (String d : r.diagnostics()) {
      System.out.println("DIAG " + d);
    }
  }
}
