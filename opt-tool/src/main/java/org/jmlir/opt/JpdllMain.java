package org.jmlir.opt;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.pdll.ast.Decl;
import org.jmlir.pdll.ast.PdllDiagnostic;
import org.jmlir.pdll.ast.PdllDiagnosticPrinter;
import org.jmlir.pdll.ast.PdllException;
import org.jmlir.pdll.ast.PdllModule;
import org.jmlir.pdll.ast.PdllSource;
import org.jmlir.pdll.parse.PdllFrontend;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tool;
import org.jmlir.tool.Tools;

/**
 * {@code jpdll}: checks PDLL files as mlir-pdll 22 parses them: silent with exit status 0 when the
 * file is accepted, else mlir-pdll's first error ({@code file:line:col: error: ...}, the line and a
 * caret) and status 1. Options: {@code -split-input-file} (each {@code // -----} chunk on its own,
 * lines counted from the chunk as mlir-pdll counts them), {@code -I DIR}, {@code -x=mlir} and
 * {@code -o FILE} are accepted and ignored (jmlir does not lower PDLL to the pdl dialect: it runs the
 * patterns directly, see {@code jopt --pdll}).
 */
public final class JpdllMain implements Tool {
  public static void main(String[] args) {
    Tools.main(new JpdllMain(), args);
  }

  @Override
  public String name() {
    return "jpdll";
  }

  @Override
  public int run(Invocation inv) {
    PrintStream err = inv.stderr();
    List<Path> includeDirs = new ArrayList<>();
    boolean split = false;
    boolean summary = false;
    String input = null;
    List<String> args = inv.args();
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      String flag = a.startsWith("--") ? a.substring(1) : a;
      if (flag.equals("-split-input-file")) {
        split = true;
      } else if (flag.equals("-summary")) {
        summary = true;
      } else if (flag.equals("-I") && i + 1 < args.size()) {
        includeDirs.add(inv.resolve(args.get(++i)));
      } else if (flag.startsWith("-I")) {
        includeDirs.add(inv.resolve(flag.substring(2)));
      } else if ((flag.equals("-x") || flag.equals("-o")) && i + 1 < args.size()) {
        i++;
      } else if (flag.startsWith("-x=") || flag.startsWith("-o=") || flag.equals("-dump-ods") || flag.startsWith("-write-if-changed")) {
        // accepted, no effect
      } else if (flag.startsWith("-") && !flag.equals("-")) {
        err.print("jpdll: Unknown command line argument '" + a + "'.  Try: 'jpdll --help'\n");
        return 1;
      } else if (input == null) {
        input = a;
      } else {
        err.print("jpdll: Too many positional arguments specified!\n");
        return 1;
      }
    }
    if (input == null) {
      err.print("jpdll: Not enough positional command line arguments specified!\n");
      return 1;
    }
    PdllSource whole;
    String name = input.equals("-") ? "<stdin>" : input;
    if (input.equals("-")) {
      try {
        whole = new PdllSource(name, null, new String(inv.stdin().readAllBytes(), StandardCharsets.UTF_8));
      } catch (java.io.IOException e) {
        whole = null;
      }
    } else {
      whole = PdllFrontend.read(name, inv.resolve(input));
    }
    if (whole == null) {
      err.print("Could not open input file '" + input + "'\n");
      return 1;
    }
    PdllFrontend frontend = new PdllFrontend(includeDirs);
    int status = 0;
    List<String> chunks = split ? splitChunks(whole.text()) : List.of(whole.text());
    int line = 1;
    for (String chunk : chunks) {
      // mlir-pdll names a chunk after the line it starts on (the one after its marker).
      PdllSource src = split ? new PdllSource("within split at " + name + ":" + line + " offset ", whole.path(), chunk) : whole;
      line += (int) chunk.chars().filter(c -> c == '\n').count() + (line == 1 ? 1 : 0);
      try {
        PdllModule m = frontend.parse(src);
        for (PdllDiagnostic w : m.warnings()) {
          err.print(PdllDiagnosticPrinter.render(w));
        }
        if (summary) {
          inv.stdout().print(summarize(m));
        }
      } catch (PdllException e) {
        err.print(PdllDiagnosticPrinter.render(e.diagnostic()));
        status = 1;
      }
    }
    err.flush();
    return status;
  }

  /** One line per top-level declaration: its kind, name, signature or metadata. */
  static String summarize(PdllModule m) {
    StringBuilder sb = new StringBuilder();
    for (Decl d : m.decls()) {
      switch (d) {
        case Decl.Callable c -> {
          sb.append(c.kind()).append(' ').append(c.name()).append('(');
          for (int i = 0; i < c.inputs().size(); i++) {
            Decl.Variable v = c.inputs().get(i);
            sb.append(i > 0 ? ", " : "").append(v.name()).append(": ").append(v.type());
          }
          sb.append(") -> ").append(c.resultType()).append(c.isNative() ? " native" : "").append('\n');
        }
        case Decl.Pattern p -> sb.append("Pattern ").append(p.name().isEmpty() ? "<anonymous>" : p.name())
            .append(" benefit(").append(p.benefit()).append(')').append(p.recursion() ? " recursion" : "")
            .append(" root ").append(p.root().type()).append('\n');
        default -> {}
      }
    }
    return sb.toString();
  }

  /** The chunks between {@code // -----} lines, each starting at its marker line's end (as mlir-pdll). */
  static List<String> splitChunks(String text) {
    List<String> chunks = new ArrayList<>();
    int start = 0;
    int lineStart = 0;
    while (lineStart <= text.length()) {
      int lineEnd = text.indexOf('\n', lineStart);
      if (lineEnd < 0) {
        lineEnd = text.length();
      }
      String line = text.substring(lineStart, lineEnd);
      int marker = line.indexOf("// -----");
      if (marker >= 0) {
        chunks.add(text.substring(start, lineStart + marker));
        start = lineStart + marker + "// -----".length();
      }
      lineStart = lineEnd + 1;
    }
    chunks.add(text.substring(start));
    return chunks;
  }
}
