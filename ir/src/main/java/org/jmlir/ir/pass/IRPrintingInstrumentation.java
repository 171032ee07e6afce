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

  public IRPrintingInstrumentation(PrintStream out, PrintOptions printOptions, Config config) {
    this.out = out;
    this.printOptions = printOptions;
    this.config = config;
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
    out.print(sb);
    out.flush();
  }
}
