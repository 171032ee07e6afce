package org.jmlir.opt;

import org.jmlir.ir.pass.PassRegistry;

/** The "Compiler passes to run" section of {@code --help}, laid out as mlir-opt's. */
final class PassHelp {
  private static final int DESCRIPTION_COLUMN = 73;

  private PassHelp() {}

  static String render(PassRegistry registry) {
    StringBuilder sb = new StringBuilder("\n  Compiler passes to run\n    Passes:\n");
    for (PassRegistry.Entry e : registry.entries().values()) {
      line(sb, "      --" + e.argument(), "-   " + e.summary());
      if (e.options() != null) {
        for (PassRegistry.Option o : e.options()) {
          String value = o.value().isEmpty() ? "" : "=" + o.value();
          line(sb, "        --" + o.name() + value, "- " + o.help());
        }
      }
    }
    return sb.toString();
  }

  private static void line(StringBuilder sb, String left, String right) {
    sb.append(left).append(" ".repeat(Math.max(1, DESCRIPTION_COLUMN - left.length()))).append(right).append('\n');
  }
}
