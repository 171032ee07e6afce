package org.jmlir.ir.print;

import org.jmlir.ir.Operation;

/** Entry point: prints an op (usually the top-level module) as mlir-opt does, aliases first. */
public final class IRPrinter {
  private IRPrinter() {}

  /** Appends the textual form of {@code op} and a trailing newline to {@code out}. */
  public static void print(Operation op, PrintOptions options, StringBuilder out) {
    throw new IllegalStateException("IRPrinter is being written");
  }

  public static String print(Operation op, PrintOptions options) {
    StringBuilder sb = new StringBuilder();
    print(op, options, sb);
    return sb.toString();
  }
}
