package org.jmlir.opt;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassManager;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;

/**
 * {@code --mlir-pass-report=FILE}: one self-contained HTML page about a pipeline run. For each pass
 * run on each op: its time, how the op counts changed (by op name), and a side-by-side line diff of
 * the functions (top-level symbols) whose text changed; unchanged functions are only counted, and
 * each run's diff is collapsed until opened. Instead of a dump of the whole IR after every pass, the
 * page shows only what each pass did.
 */
final class PassReport implements PassManager.Instrumentation {
  /** One pass run: what it ran on, how long, op counts and the changed pieces. */
  record Run(String pass, String argument, String target, long nanos, boolean failed, Map<String, Integer> delta,
      List<Piece> changed, int unchanged) {}

  /** A function (or the whole op) before and after. */
  record Piece(String name, List<String> before, List<String> after) {}

  private record Start(long time, Map<String, String> pieces, Map<String, Integer> counts) {}

  private final ArrayDeque<Start> starts = new ArrayDeque<>();
  final List<Run> runs = new ArrayList<>();
  private final PrintOptions printOptions;

  PassReport(PrintOptions printOptions) {
    this.printOptions = printOptions;
  }

  @Override
  public void beforePass(Pass pass, Operation op) {
    Map<String, String> pieces = pieces(op);
    Map<String, Integer> counts = counts(op);
    starts.push(new Start(System.nanoTime(), pieces, counts));
  }

  @Override
  public void afterPass(Pass pass, Operation op, boolean failed) {
    Start s = starts.pop();
    long nanos = System.nanoTime() - s.time();
    Map<String, String> after = pieces(op);
    Map<String, Integer> delta = new TreeMap<>();
    Map<String, Integer> now = counts(op);
    for (String k : union(s.counts().keySet(), now.keySet())) {
      int d = now.getOrDefault(k, 0) - s.counts().getOrDefault(k, 0);
      if (d != 0) {
        delta.put(k, d);
      }
    }
    List<Piece> changed = new ArrayList<>();
    int unchanged = 0;
    for (String name : union(s.pieces().keySet(), after.keySet())) {
      String b = s.pieces().getOrDefault(name, "");
      String a = after.getOrDefault(name, "");
      if (b.equals(a)) {
        unchanged++;
      } else {
        changed.add(new Piece(name, lines(b), lines(a)));
      }
    }
    String sym = SymbolTable.symbolName(op);
    runs.add(new Run(pass.name(), pass.argument(), "'" + op.name() + "'" + (sym == null ? "" : " @" + sym), nanos, failed,
        delta, changed, unchanged));
  }

  private static List<String> union(java.util.Set<String> a, java.util.Set<String> b) {
    List<String> out = new ArrayList<>(a);
    for (String k : b) {
      if (!a.contains(k)) {
        out.add(k);
      }
    }
    return out;
  }

  private static List<String> lines(String text) {
    return text.isEmpty() ? List.of() : List.of(text.split("\n", -1));
  }

  /** The op's text split into its top-level symbols (functions) when it holds them, else whole. */
  private Map<String, String> pieces(Operation op) {
    Map<String, String> out = new LinkedHashMap<>();
    if (op.numRegions() == 1 && op.region(0).numBlocks() == 1 && SymbolTable.symbolName(op) == null) {
      int i = 0;
      for (Operation child : op.region(0).front()) {
        String sym = SymbolTable.symbolName(child);
        out.put(sym != null ? "@" + sym : child.name() + " #" + i, IRPrinter.print(child, printOptions));
        i++;
      }
      return out;
    }
    String sym = SymbolTable.symbolName(op);
    out.put(sym != null ? "@" + sym : op.name(), IRPrinter.print(op, printOptions));
    return out;
  }

  private static Map<String, Integer> counts(Operation op) {
    Map<String, Integer> out = new TreeMap<>();
    ArrayDeque<Operation> work = new ArrayDeque<>();
    for (Region r : op.regions()) {
      for (Block b : r.blocks()) {
        for (Operation o : b) {
          work.push(o);
        }
      }
    }
    while (!work.isEmpty()) {
      Operation o = work.pop();
      out.merge(o.name(), 1, Integer::sum);
      for (Region r : o.regions()) {
        for (Block b : r.blocks()) {
          for (Operation n : b) {
            work.push(n);
          }
        }
      }
    }
    return out;
  }

  // ---- HTML --------------------------------------------------------------------------------------

  String html(String input) {
    StringBuilder sb = new StringBuilder(1 << 16);
    sb.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>jopt pass report: ")
        .append(esc(input)).append("</title>\n<style>\n")
        .append("body{font:14px system-ui,sans-serif;margin:1.5em;color:#222}\n")
        .append("h1{font-size:1.3em} table.runs{border-collapse:collapse;margin-bottom:1.5em}\n")
        .append("table.runs td,table.runs th{border:1px solid #ccc;padding:3px 8px;text-align:left}\n")
        .append("table.runs td.num{text-align:right;font-variant-numeric:tabular-nums}\n")
        .append(".failed{color:#b00020;font-weight:bold} .unchanged{color:#888}\n")
        .append("details{margin:.6em 0;border:1px solid #ddd;border-radius:4px;padding:.3em .6em}\n")
        .append("summary{cursor:pointer;font-weight:600}\n")
        .append("table.diff{border-collapse:collapse;width:100%;font:12px ui-monospace,monospace;table-layout:fixed;margin:.4em 0}\n")
        .append("table.diff td{padding:0 6px;white-space:pre-wrap;word-break:break-all;vertical-align:top}\n")
        .append("table.diff td.ln{width:3em;color:#999;text-align:right;user-select:none}\n")
        .append("td.del{background:#ffe5e5} td.ins{background:#e3f7e3} td.gap{background:#f4f4f4}\n")
        .append(".fn{font:600 12px ui-monospace,monospace;margin-top:.6em}\n")
        .append("</style></head><body>\n<h1>jopt pass report: ").append(esc(input)).append("</h1>\n");
    long total = 0;
    for (Run r : runs) {
      total += r.nanos();
    }
    sb.append("<p>").append(runs.size()).append(" pass runs, ").append(ms(total)).append(" ms in passes.</p>\n");
    sb.append("<table class=\"runs\"><tr><th>#</th><th>pass</th><th>on</th><th>time (ms)</th><th>ops changed</th><th>functions changed</th></tr>\n");
    for (int i = 0; i < runs.size(); i++) {
      Run r = runs.get(i);
      sb.append("<tr><td class=\"num\">").append(i + 1).append("</td><td><a href=\"#run").append(i + 1).append("\">")
          .append(esc(r.pass())).append("</a> (").append(esc(r.argument())).append(')')
          .append(r.failed() ? " <span class=\"failed\">failed</span>" : "").append("</td><td>").append(esc(r.target()))
          .append("</td><td class=\"num\">").append(ms(r.nanos())).append("</td><td>").append(esc(delta(r.delta())))
          .append("</td><td class=\"num\">").append(r.changed().size()).append("</td></tr>\n");
    }
    sb.append("</table>\n");
    for (int i = 0; i < runs.size(); i++) {
      Run r = runs.get(i);
      sb.append("<details id=\"run").append(i + 1).append("\"").append(r.failed() ? " open" : "").append("><summary>")
          .append(i + 1).append(". ").append(esc(r.pass())).append(" (").append(esc(r.argument())).append(") on ")
          .append(esc(r.target())).append(": ").append(ms(r.nanos())).append(" ms, ")
          .append(r.changed().isEmpty() ? "no change" : r.changed().size() + " changed").append("</summary>\n");
      for (Piece p : r.changed()) {
        sb.append("<div class=\"fn\">").append(esc(p.name())).append("</div>\n");
        diffTable(sb, p.before(), p.after());
      }
      if (r.unchanged() > 0) {
        sb.append("<div class=\"unchanged\">").append(r.unchanged()).append(" unchanged</div>\n");
      }
      sb.append("</details>\n");
    }
    sb.append("</body></html>\n");
    return sb.toString();
  }

  private static String ms(long nanos) {
    return String.format(java.util.Locale.ROOT, "%.3f", nanos / 1e6);
  }

  private static String delta(Map<String, Integer> d) {
    if (d.isEmpty()) {
      return "";
    }
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, Integer> e : d.entrySet()) {
      sb.append(sb.isEmpty() ? "" : ", ").append(e.getValue() > 0 ? "+" : "").append(e.getValue()).append(' ').append(e.getKey());
    }
    return sb.toString();
  }

  static String esc(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '&' -> sb.append("&amp;");
        case '"' -> sb.append("&quot;");
        default -> sb.append(c);
      }
    }
    return sb.toString();
  }

  /** A side-by-side diff: before on the left, after on the right, unchanged lines on both sides. */
  private static void diffTable(StringBuilder sb, List<String> a, List<String> b) {
    sb.append("<table class=\"diff\"><colgroup><col style=\"width:3em\"><col><col style=\"width:3em\"><col></colgroup>\n");
    for (int[] row : LineDiff.align(a, b)) {
      int i = row[0];
      int j = row[1];
      String cls = i >= 0 && j >= 0 ? "" : (i >= 0 ? "del" : "ins");
      sb.append("<tr>");
      cell(sb, i, i >= 0 ? a.get(i) : null, i >= 0 ? cls : "gap");
      cell(sb, j, j >= 0 ? b.get(j) : null, j >= 0 ? (i >= 0 ? "" : "ins") : "gap");
      sb.append("</tr>\n");
    }
    sb.append("</table>\n");
  }

  private static void cell(StringBuilder sb, int index, String text, String cls) {
    sb.append("<td class=\"ln\">").append(index >= 0 ? String.valueOf(index + 1) : "").append("</td><td class=\"")
        .append(cls).append("\">").append(text == null ? "" : esc(text)).append("</td>");
  }
}
