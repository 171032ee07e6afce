package org.jmlir.conversion.tftohlo;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.WeakHashMap;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.loc.FileLineColLoc;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code --tf-legalization-report=FILE}: every TensorFlow op of the module that did not legalize,
 * with its location and reason (unsupported op, unsupported attribute value, dynamic shape not
 * handled, unsupported type), and a count per op name. The legalization passes record the reasons
 * of their leftovers; ops no legalization pass saw are explained from their types.
 *
 * <p>Format (one line per op, then a summary):
 *
 * <pre>
 * # TensorFlow legalization report: 2 of 9 TensorFlow ops did not legalize
 * in.mlir:4:8: tf.Unique: unsupported op: no legalization rule for 'tf.Unique'
 * ...
 * # by op: tf.Unique 1, ...
 * </pre>
 */
public final class LegalizationReport {
  private LegalizationReport() {}

  private record Run(Map<Operation, Reasons.Reason> reasons, int legalized) {}

  private static final Map<MLIRContext, Run> LAST = new WeakHashMap<>();

  /** Records the ops a legalization left (and their reasons) for the report. */
  static synchronized void record(MLIRContext ctx, List<Operation> left, TfLegalization l) {
    Map<Operation, Reasons.Reason> m = new IdentityHashMap<>();
    Run previous = LAST.get(ctx);
    if (previous != null) {
      m.putAll(previous.reasons());
    }
    for (Operation op : left) {
      m.put(op, l.reason(op));
    }
    LAST.put(ctx, new Run(m, 0));
  }

  /** The report text for the TensorFlow ops left in {@code root}. */
  public static synchronized String text(Operation root, int totalTfOps) {
    Run run = LAST.get(root.context());
    Set<String> covered = TfLegalization.legalizedOps();
    Reasons fresh = new Reasons();
    List<Operation> left = root.collect(o -> o.name().startsWith("tf.") && o != root);
    StringBuilder sb = new StringBuilder();
    sb.append("# TensorFlow legalization report: ").append(left.size()).append(" of ")
        .append(Math.max(totalTfOps, left.size())).append(" TensorFlow ops did not legalize\n");
    Map<String, Integer> byName = new TreeMap<>();
    for (Operation op : left) {
      Reasons.Reason r = run != null && run.reasons().containsKey(op) ? run.reasons().get(op) : fresh.explain(op, covered.contains(op.name()));
      sb.append(location(op.location())).append(": ").append(op.name()).append(": ").append(r).append('\n');
      byName.merge(op.name(), 1, Integer::sum);
    }
    if (!byName.isEmpty()) {
      List<String> parts = new ArrayList<>();
      byName.forEach((k, v) -> parts.add(k + " " + v));
      sb.append("# by op: ").append(String.join(", ", parts)).append('\n');
    }
    return sb.toString();
  }

  static String location(Location loc) {
    if (loc instanceof FileLineColLoc f) {
      return f.filename() + ":" + f.line() + ":" + f.column();
    }
    if (loc instanceof org.jmlir.ir.loc.NameLoc n && n.child() != null) {
      return location(n.child());
    }
    return "loc(unknown)";
  }

  /** Counts TensorFlow ops before the legalization runs (for the report's total). */
  static final Map<MLIRContext, Integer> TOTALS = new WeakHashMap<>();

  /** The pass jopt's {@code --tf-legalization-report=FILE} adds after the other passes. */
  public static final class Pass extends org.jmlir.ir.pass.Pass {
    private final String file;

    public Pass(PassOptions o) {
      super(o);
      file = o.get("file", "-");
    }

    @Override
    public String argument() {
      return "tf-legalization-report";
    }

    @Override
    public String summary() {
      return "Write every TensorFlow op left by the legalization, with its reason, to a file";
    }

    @Override
    public void run(Operation root, PassContext pc) {
      Integer total;
      synchronized (LegalizationReport.class) {
        total = TOTALS.get(root.context());
      }
      String text = text(root, total == null ? 0 : total);
      if (file.equals("-")) {
        pc.out().print(text);
        return;
      }
      try {
        Files.writeString(Path.of(file), text, StandardCharsets.UTF_8);
      } catch (IOException e) {
        // At the module's location, without the module printed after it.
        root.context().diagnostics().emitError(root.location(), "cannot write the TensorFlow legalization report to '" + file + "'");
        pc.signalFailure();
      }
    }
  }

  static synchronized void countBefore(Operation root) {
    TOTALS.putIfAbsent(root.context(), root.collect(o -> o.name().startsWith("tf.") && o != root).size());
  }
}
