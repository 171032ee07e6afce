package org.jmlir.ir.transforms;

import java.io.PrintStream;
import java.util.Map;
import java.util.TreeMap;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code print-op-stats}: counts ops by name, printed as MLIR 22 does ("Operations encountered", a
 * dashed rule, then {@code dialect.op , count} lines aligned on the dot), to the given stream.
 */
public final class PrintOpStats extends Pass {
  public PrintOpStats(PassOptions o) {
    super(o);
    o.getBool("json", false); // validates the option early
  }

  @Override
  public String argument() {
    return "print-op-stats";
  }

  @Override
  public String summary() {
    return "Print statistics of operations";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    PrintStream out = pc.out();
    Map<String, Long> counts = new TreeMap<>();
    root.walk(op -> counts.merge(op.name(), 1L, Long::sum));
    if (options().getBool("json", false)) {
      StringBuilder sb = new StringBuilder("{\n");
      int i = 0;
      for (Map.Entry<String, Long> e : counts.entrySet()) {
        sb.append("  \"").append(e.getKey()).append("\" : ").append(e.getValue());
        sb.append(++i < counts.size() ? ",\n" : "\n");
      }
      out.print(sb.append("}\n"));
      return;
    }
    // Dialect names right-aligned, op names left-aligned, split at the first dot.
    int dialectWidth = 0;
    int opWidth = 0;
    for (String k : counts.keySet()) {
      int dot = k.indexOf('.');
      dialectWidth = Math.max(dialectWidth, dot < 0 ? 0 : dot);
      opWidth = Math.max(opWidth, k.length() - dot - 1);
    }
    StringBuilder sb = new StringBuilder("Operations encountered:\n-----------------------\n");
    for (Map.Entry<String, Long> e : counts.entrySet()) {
      String k = e.getKey();
      int dot = k.indexOf('.');
      String dialect = dot < 0 ? "" : k.substring(0, dot);
      String name = k.substring(dot + 1);
      sb.append("  ").append(" ".repeat(dialectWidth - dialect.length())).append(dialect).append('.');
      sb.append(name).append(" ".repeat(opWidth - name.length())).append(" , ").append(e.getValue()).append('\n');
    }
    out.print(sb);
  }
}
