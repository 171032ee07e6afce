package org.jmlir.ir.print;

import java.util.function.Consumer;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;

/**
 * Entry point: prints an op as mlir-opt 22 does. For a top-level op (no parent) without
 * {@code --mlir-print-local-scope}: the aliases that cannot be deferred first, then the op and a
 * newline, then the deferred (location) aliases, then the dialect resources the IR uses. (mlir-opt writes one more newline after this.)
 */
public final class IRPrinter {
  private IRPrinter() {}

  /** Appends the textual form of {@code op} and a trailing newline to {@code out}. */
  public static void print(Operation op, PrintOptions options, StringBuilder out) {
    print(op, options, out, null);
  }

  /**
   * As {@link #print(Operation, PrintOptions, StringBuilder)}, handing {@code out} to {@code drain}
   * whenever it holds at least {@link OperationPrinter#DRAIN_AT} chars at the end of a printed op
   * line; {@code drain} must write it out and empty it. A large module then streams to its file
   * instead of being held whole in memory.
   */
  public static void print(Operation op, PrintOptions options, StringBuilder out, Consumer<StringBuilder> drain) {
    if (options.localScope() || op.block() != null) {
      // Values are named as in the enclosing scope printed whole (MLIR's findParent): the closest
      // isolated-from-above op with a local scope, else the top-level op.
      SSANameState names = new SSANameState(numberingRoot(op, options.localScope()), options.generic(), options.useNameLocAsPrefix());
      OperationPrinter p = new OperationPrinter(out, options, names, null, AliasResolver.NONE);
      p.drainTo(drain);
      p.printFullOp(op);
      out.append('\n');
      return;
    }
    AliasState aliases = new AliasState(op.context());
    // The alias pass only visits types, attributes and locations: its text is thrown away as it
    // goes instead of growing into a second copy of the whole module, and it needs no value names,
    // so the values are named meanwhile (on a second thread where threads are allowed).
    OperationPrinter collector = new OperationPrinter(new StringBuilder(), options, SSANameState.NONE, aliases, AliasResolver.NONE);
    collector.drainTo(sb -> sb.setLength(0));
    SSANameState[] named = new SSANameState[1];
    java.util.function.IntConsumer task =
        i -> {
          if (i == 0) {
            named[0] = new SSANameState(op, options.generic(), options.useNameLocAsPrefix());
          } else {
            collector.printFullOp(op);
          }
        };
    if (org.jmlir.ir.Parallel.worthwhile(op.context())) {
      org.jmlir.ir.Parallel.forEach(2, "jmlir-print", task);
    } else {
      task.accept(0);
      task.accept(1);
    }
    SSANameState names = named[0];
    aliases.finish();
    OperationPrinter p = new OperationPrinter(out, options, names, null, aliases);
    p.drainTo(drain);
    if (op.numRegions() == 1 && !aliases.sawDistinct && org.jmlir.ir.Parallel.worthwhile(op.context())) {
      p.printInParallel(op.region(0));
    }
    aliases.printAliases(out, false, p.attrTypePrinter());
    p.printFullOp(op);
    out.append('\n');
    aliases.printAliases(out, true, p.attrTypePrinter());
    ResourcePrinter.print(out, op.context(), aliases.usedResources, options.elideResourceStringsIfLarger());
  }

  /** Most text one print may produce: what a Java string can hold, with room to spare. */
  public static final long MAX_OUTPUT_CHARS = 1L << 30;

  /**
   * Whether {@code op} can be printed within {@link #MAX_OUTPUT_CHARS}; if not, reports a located
   * error at the deepest op. Indentation alone makes the text quadratic in the region nesting depth
   * (100k nested regions would print some 10^10 characters), so this counts indentation without
   * recursing.
   */
  public static boolean checkPrintable(Operation op) {
    long total = 0;
    Operation deepest = op;
    int maxDepth = 0;
    java.util.ArrayDeque<Object[]> stack = new java.util.ArrayDeque<>();
    stack.push(new Object[] {op, 0});
    while (!stack.isEmpty()) {
      Object[] top = stack.pop();
      Operation o = (Operation) top[0];
      int depth = (Integer) top[1];
      if (depth > maxDepth) {
        maxDepth = depth;
        deepest = o;
      }
      total += 2L * depth * (o.numRegions() > 0 ? 2 : 1) + 1;
      for (int i = 0; i < o.numRegions(); i++) {
        for (org.jmlir.ir.Block b : o.region(i).blocks()) {
          for (Operation c = b.first(); c != null; c = c.nextInBlock()) {
            stack.push(new Object[] {c, depth + 1});
          }
        }
      }
    }
    if (total <= MAX_OUTPUT_CHARS) {
      return true;
    }
    return deepest.emitError("cannot print the IR: regions nested " + maxDepth
        + " deep make its text larger than " + MAX_OUTPUT_CHARS + " characters").report();
  }

  private static Operation numberingRoot(Operation op, boolean localScope) {
    Operation o = op;
    while (!(localScope && o.hasTrait(Trait.ISOLATED_FROM_ABOVE)) && o.parentOp() != null) {
      o = o.parentOp();
    }
    return o;
  }

  /**
   * Names values as the printer names them when it prints {@code root} whole (MLIR's AsmState):
   * {@code %0}, {@code %arg1}, {@code %c42_i32}, {@code %0#1}. For passes that show values (view-op-graph).
   */
  public static java.util.function.Function<org.jmlir.ir.Value, String> valueNames(Operation root) {
    SSANameState names = new SSANameState(root, false);
    return v -> {
      StringBuilder sb = new StringBuilder();
      names.printValueId(v, true, sb);
      return sb.toString();
    };
  }

  /**
   * Each op of {@code ops} as {@link #print(Operation, PrintOptions)} would print it (without the
   * newline), the values of one numbering scope named once for all of its ops.
   */
  public static java.util.List<String> printEach(java.util.List<Operation> ops, PrintOptions options) {
    java.util.Map<Operation, SSANameState> scopes = new java.util.IdentityHashMap<>();
    java.util.List<String> out = new java.util.ArrayList<>(ops.size());
    for (Operation op : ops) {
      SSANameState names = scopes.computeIfAbsent(numberingRoot(op, options.localScope()),
          root -> new SSANameState(root, options.generic(), options.useNameLocAsPrefix()));
      StringBuilder sb = new StringBuilder();
      new OperationPrinter(sb, options, names, null, AliasResolver.NONE).printFullOp(op);
      out.add(sb.toString());
    }
    return out;
  }

  public static String print(Operation op, PrintOptions options) {
    StringBuilder sb = new StringBuilder();
    print(op, options, sb);
    return sb.toString();
  }
}
