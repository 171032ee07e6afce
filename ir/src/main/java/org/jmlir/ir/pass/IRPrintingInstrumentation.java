package org.jmlir.ir.pass;

import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.Set;
import org.jmlir.ir.Operation;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;

/**
 * {@code --mlir-print-ir-before=}, {@code -before-all}, {@code -after=}, {@code -after-all},
 * {@code -after-change}, {@code -after-failure}, {@code -module-scope}: dumps the op a pass ran on
 * (or its top-level ancestor), headed and spaced as mlir-opt 22 does
 * ({@code // -----// IR Dump After CSE (cse) //----- //}), to the given stream (stderr).
 */
public final class IRPrintingInstrumentation implements PassManager.Instrumentation {
  /**
   * What to print.
   *
   * @param before pass arguments to dump before
   * @param after pass arguments to dump after
   * @param afterChange only dump after a pass that changed the IR (a filter on the "after" dumps)
   */
  public record Config(
      Set<String> before,
      Set<String> after,
      boolean beforeAll,
      boolean afterAll,
      boolean afterChange,
      boolean afterFailure,
      boolean moduleScope) {
    /** Whether anything is printed at all. */
    public boolean any() {
      return beforeAll || afterAll || afterFailure || !before.isEmpty() || !after.isEmpty();
    }
  }

  private final PrintStream out;
  private final PrintOptions printOptions;
  private final Config config;
  /** The IR text before each running pass, for -after-change (a stack: passes may run pipelines). */
  private final ArrayDeque<String> beforeTexts = new ArrayDeque<>();

  /** {@code --mlir-print-ir-tree-dir}: dumps go to files under this directory instead; null for the stream. */
  private final java.nio.file.Path treeDir;
  /** Per op, how many dumps of it were written (MLIR's counters for the tree's file names). */
  private final java.util.IdentityHashMap<Operation, Integer> treeCounters = new java.util.IdentityHashMap<>();

  public IRPrintingInstrumentation(PrintStream out, PrintOptions printOptions, Config config) {
    this(out, printOptions, config, null);
  }

  /**
   * As {@link #IRPrintingInstrumentation(PrintStream, PrintOptions, Config)}, but with {@code treeDir}
   * non-null each dump is written to its own file under it, as mlir-opt's
   * {@code --mlir-print-ir-tree-dir}: one directory per op on the path from the top
   * ({@code builtin_module_no-symbol-name/func_func_f/}), files named by the per-op dump counters of
   * that path and the pass argument ({@code 0_1_cse.mlir}).
   */
  public IRPrintingInstrumentation(PrintStream out, PrintOptions printOptions, Config config, java.nio.file.Path treeDir) {
    this.out = out;
    this.printOptions = printOptions;
    this.config = config;
    this.treeDir = treeDir;
  }

  private boolean printsAfter(Pass pass) {
    return config.afterAll() || config.after().contains(pass.argument());
  }

  @Override
  public void beforePass(Pass pass, Operation op) {
    if (config.afterChange() && printsAfter(pass)) {
      beforeTexts.push(IRPrinter.print(op, printOptions));
    }
    if (config.beforeAll() || config.before().contains(pass.argument())) {
      dump("Before " + pass.name(), pass, op);
    }
  }

  @Override
  public void afterPass(Pass pass, Operation op, boolean failed) {
    String beforeText = config.afterChange() && printsAfter(pass) ? beforeTexts.pop() : null;
    if (failed) {
      if (config.afterFailure()) {
        dump("After " + pass.name() + " Failed", pass, op);
      }
      return;
    }
    if (printsAfter(pass) && (beforeText == null || !beforeText.equals(IRPrinter.print(op, printOptions)))) {
      dump("After " + pass.name(), pass, op);
    }
  }

  private void dump(String what, Pass pass, Operation op) {
    StringBuilder sb = new StringBuilder("// -----// IR Dump ").append(what).append(" (").append(pass.argument()).append(')');
    Operation printed = op;
    if (config.moduleScope()) {
      sb.append(" ('").append(op.name()).append("' operation");
      String sym = SymbolTable.symbolName(op);
      if (sym != null) {
        sb.append(": @").append(sym);
      }
      sb.append(')');
      while (printed.parentOp() != null) {
        printed = printed.parentOp();
      }
    }
    sb.append(" //----- //\n");
    IRPrinter.print(printed, printOptions, sb);
    // IRPrinter ends every op with a newline; MLIR's ends only a top-level op with one, and the
    // dump adds two more.
    sb.append(printed.parentOp() == null ? "\n\n" : "\n");
    if (treeDir != null) {
      writeTreeFile(op, pass.argument(), sb);
      return;
    }
    out.print(sb);
    out.flush();
  }

  private void writeTreeFile(Operation op, String passArgument, CharSequence text) {
    treeCounters.merge(op, 0, (old, zero) -> old + 1);
    java.util.ArrayList<String> dirs = new java.util.ArrayList<>();
    java.util.ArrayList<Integer> counts = new java.util.ArrayList<>();
    for (Operation o = op; o != null; o = o.parentOp()) {
      counts.add(treeCounters.computeIfAbsent(o, k -> 0));
      String sym = SymbolTable.symbolName(o);
      dirs.add(o.name().replace('.', '_') + "_" + (sym == null ? "no-symbol-name" : sym.replace('/', '_')));
    }
    java.util.Collections.reverse(dirs);
    java.util.Collections.reverse(counts);
    java.nio.file.Path dir = treeDir;
    for (String d : dirs) {
      dir = dir.resolve(d);
    }
    StringBuilder file = new StringBuilder();
    for (int c : counts) {
      file.append(c).append('_');
    }
    file.append(passArgument).append(".mlir");
    try {
      java.nio.file.Files.createDirectories(dir);
      java.nio.file.Files.write(dir.resolve(file.toString()), org.jmlir.ir.print.RawUtf8.encode(text.toString()));
    } catch (java.io.IOException | RuntimeException e) {
      op.emitError("cannot write IR dump to '" + dir.resolve(file.toString()) + "': " + e.getMessage()).report();
    }
  }
}
