package org.jmlir.ir.pass;

import java.io.PrintStream;
import java.util.Set;
import org.jmlir.ir.Operation;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;

/**
 * {@code --mlir-print-ir-before=}, {@code -after=}, {@code -after-all}, {@code -after-change},
 * {@code -after-failure}: dumps the op a pass ran on, headed as mlir-opt 22 heads it
 * ({@code // -----// IR Dump After CSE (cse) //----- //}), to the given stream (stderr).
 */
public final class IRPrintingInstrumentation implements PassManager.Instrumentation {
  private final PrintStream out;
  private final PrintOptions printOptions;
  private final Set<String> before;
  private final Set<String> after;
  private final boolean afterAll;
  private final boolean afterChange;
  private final boolean afterFailure;
  private String beforeText;

  /**
   * @param before pass arguments to dump before
   * @param after pass arguments to dump after
   */
  public IRPrintingInstrumentation(
      PrintStream out,
      PrintOptions printOptions,
      Set<String> before,
      Set<String> after,
      boolean afterAll,
      boolean afterChange,
      boolean afterFailure) {
    this.out = out;
    this.printOptions = printOptions;
    this.before = before;
    this.after = after;
    this.afterAll = afterAll;
    this.afterChange = afterChange;
    this.afterFailure = afterFailure;
  }

  @Override
  public void beforePass(Pass pass, Operation op) {
    if (afterChange) {
      beforeText = IRPrinter.print(op, printOptions);
    }
    if (before.contains(pass.argument())) {
      dump("Before", pass, op);
    }
  }

  @Override
  public void afterPass(Pass pass, Operation op, boolean failed) {
    if (failed) {
      if (afterFailure) {
        out.print("// -----// IR Dump After " + pass.name() + " Failed (" + pass.argument() + ") //----- //\n");
        out.print(IRPrinter.print(op, printOptions));
        out.print('\n');
      }
      return;
    }
    boolean wanted = afterAll || after.contains(pass.argument());
    if (afterChange) {
      boolean changed = !IRPrinter.print(op, printOptions).equals(beforeText);
      wanted = (wanted || after.isEmpty()) && changed;
    }
    if (wanted) {
      dump("After", pass, op);
    }
  }

  private void dump(String when, Pass pass, Operation op) {
    out.print("// -----// IR Dump " + when + " " + pass.name() + " (" + pass.argument() + ") //----- //\n");
    out.print(IRPrinter.print(op, printOptions));
    out.print('\n');
  }
}
