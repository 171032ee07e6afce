package org.jmlir.ir.print;

import org.jmlir.ir.Operation;

/**
 * Entry point: prints an op as mlir-opt 22 does. For a top-level op (no parent) without
 * {@code --mlir-print-local-scope}: the aliases that cannot be deferred first, then the op and a
 * newline, then the deferred (location) aliases. (mlir-opt writes one more newline after this.)
 */
public final class IRPrinter {
  private IRPrinter() {}

  /** Appends the textual form of {@code op} and a trailing newline to {@code out}. */
  public static void print(Operation op, PrintOptions options, StringBuilder out) {
    SSANameState names = new SSANameState(op, options.generic());
    if (options.localScope() || op.block() != null) {
      OperationPrinter p = new OperationPrinter(out, options, names, null, AliasResolver.NONE);
      p.printFullOp(op);
      out.append('\n');
      return;
    }
    AliasState aliases = new AliasState();
    OperationPrinter collector = new OperationPrinter(new StringBuilder(), options, names, aliases, AliasResolver.NONE);
    collector.printFullOp(op);
    aliases.finish();
    OperationPrinter p = new OperationPrinter(out, options, names, null, aliases);
    aliases.printAliases(out, false, p.attrTypePrinter());
    p.printFullOp(op);
    out.append('\n');
    aliases.printAliases(out, true, p.attrTypePrinter());
  }

  public static String print(Operation op, PrintOptions options) {
    StringBuilder sb = new StringBuilder();
    print(op, options, sb);
    return sb.toString();
  }
}
