package org.jmlir.ir.print;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/**
 * Prints ops as mlir-opt 22 does (MLIR's OperationPrinter in AsmPrinter.cpp): generic and custom
 * forms, regions with block labels and predecessor comments, trailing locations, and the
 * {@link OpAsmPrinter} hooks custom syntax prints with.
 *
 * <p>Run once in collecting mode (MLIR's DummyAliasOperationPrinter) to gather aliases, then for
 * real. Nested regions of generic ops print from an explicit stack, not by recursion.
 */
final class OperationPrinter implements OpAsmPrinter {
  private static final int INDENT = 2;

  private final StringBuilder out;
  private final PrintOptions options;
  private final SSANameState names;
  /** Non-null while collecting aliases: types, attributes and locations are visited, not printed. */
  private final AliasState collector;
  private final AliasResolver aliases;
  private final AttrTypePrinter attrs;
  private final ArrayList<String> defaultDialectStack = new ArrayList<>();
  private int indent;
  /** Takes and empties {@link #out} when it grows past {@link #DRAIN_AT}; null: keep all. */
  private Consumer<StringBuilder> drain;

  /** Output size at which a draining printer hands its buffer over (at the end of an op line). */
  static final int DRAIN_AT = 1 << 16;

  OperationPrinter(StringBuilder out, PrintOptions options, SSANameState names, AliasState collector, AliasResolver aliases) {
    this.out = out;
    this.options = options;
    this.names = names;
    this.collector = collector;
    this.aliases = aliases;
    this.attrs = new AttrTypePrinter(aliases, options);
    this.collectorSeen = collector != null && !options.debugInfo() ? new SeenOps() : null;
    defaultDialectStack.add("builtin");
  }

  /** An open-addressing set of ops compared by {@link #sameSymbols}; ops with regions are never added. */
  private static final class SeenOps {
    private Operation[] table = new Operation[1024];
    private int size;

    /** Whether {@code op} has regions or differs from every op added so far (and adds it then). */
    boolean addIfNew(Operation op) {
      if (op.numRegions() != 0) {
        return true;
      }
      int mask = table.length - 1;
      for (int i = hash(op) & mask; ; i = (i + 1) & mask) {
        Operation o = table[i];
        if (o == null) {
          table[i] = op;
          if (++size * 2 > table.length) {
            grow();
          }
          return true;
        }
        if (sameSymbols(o, op)) {
          return false;
        }
      }
    }

    private void grow() {
      Operation[] old = table;
      table = new Operation[old.length * 2];
      int mask = table.length - 1;
      for (Operation o : old) {
        if (o != null) {
          int i = hash(o) & mask;
          while (table[i] != null) {
            i = (i + 1) & mask;
          }
          table[i] = o;
        }
      }
    }

    private static int hash(Operation op) {
      int h = System.identityHashCode(op.def());
      h = h * 31 + System.identityHashCode(op.attributes());
      h = h * 31 + System.identityHashCode(op.properties());
      for (int i = 0, n = op.numOperands(); i < n; i++) {
        h = h * 31 + System.identityHashCode(op.operand(i).type());
      }
      for (int i = 0, n = op.numResults(); i < n; i++) {
        h = h * 31 + System.identityHashCode(op.result(i).type());
      }
      return h ^ (h >>> 16);
    }

    private static boolean sameSymbols(Operation a, Operation b) {
      if (a.def() != b.def() || a.attributes() != b.attributes() || a.properties() != b.properties()
          || a.numOperands() != b.numOperands() || a.numResults() != b.numResults()
          || a.numSuccessors() != b.numSuccessors() || b.numRegions() != 0) {
        return false;
      }
      for (int i = 0, n = a.numOperands(); i < n; i++) {
        if (a.operand(i).type() != b.operand(i).type()) {
          return false;
        }
      }
      for (int i = 0, n = a.numResults(); i < n; i++) {
        if (a.result(i).type() != b.result(i).type()) {
          return false;
        }
      }
      return true;
    }
  }

  /**
   * The alias pass's region-free ops seen so far, by what their printing can visit (op definition,
   * attributes, properties, operand and result types; all uniqued, compared by identity). An op equal
   * to one already seen visits only symbols already recorded, in an order already recorded, so the
   * pass skips it (the real print still prints every op). Null when locations are printed: each op's
   * location is then a symbol of its own.
   */
  private final SeenOps collectorSeen;

  void drainTo(Consumer<StringBuilder> drain) {
    this.drain = drain;
  }

  /**
   * The region whose isolated-from-above ops ({@code func.func}, ...) this printer may print on helper
   * threads, or null. Each such op prints the same text whichever printer prints it: the value and
   * block names are fixed before printing ({@link SSANameState}, read only), aliases are resolved,
   * and the rest of the printer's state (indentation, default dialect) is copied into each helper's
   * printer. The texts are appended in block order, so the output is the sequential one.
   */
  private Region parallelRegion;

  void printInParallel(Region region) {
    this.parallelRegion = region;
  }

  /** Ops printed concurrently at a time: enough to keep the threads busy, little text held. */
  private static final int PARALLEL_BATCH = 256;

  /** A printer with this one's state but its own output buffer, for one op printed on a helper thread. */
  private OperationPrinter fork(StringBuilder sb, Runnable onDistinct) {
    OperationPrinter q = new OperationPrinter(sb, options, names, null, aliases);
    q.attrs.onDistinct = onDistinct;
    q.defaultDialectStack.clear();
    q.defaultDialectStack.addAll(defaultDialectStack);
    q.indent = indent;
    return q;
  }

  private static boolean printsInParallel(Operation op) {
    return op.numRegions() != 0 && op.hasTrait(Trait.ISOLATED_FROM_ABOVE);
  }

  /**
   * Prints {@code first} and the isolated ops after it (up to {@link #PARALLEL_BATCH}, stopping at
   * {@code stop}) on this thread and helper threads, then appends their lines in order (draining as
   * {@link #run} does). Returns the op after the last one printed.
   */
  private Operation printBatch(Operation first, Operation stop) {
    ArrayList<Operation> batch = new ArrayList<>();
    Operation o = first;
    while (o != null && o != stop && batch.size() < PARALLEL_BATCH && printsInParallel(o)) {
      batch.add(o);
      o = o.nextInBlock();
    }
    StringBuilder[] texts = new StringBuilder[batch.size()];
    java.util.concurrent.atomic.AtomicBoolean distinct = new java.util.concurrent.atomic.AtomicBoolean();
    Runnable onDistinct = () -> distinct.set(true);
    org.jmlir.ir.Parallel.forEach(
        texts.length,
        "jmlir-print",
        i -> {
          if (!distinct.get()) {
            StringBuilder sb = new StringBuilder(1024);
            fork(sb, onDistinct).printOpIndentAndBody(batch.get(i), null);
            sb.append('\n');
            texts[i] = sb;
          }
        });
    if (distinct.get()) {
      // A distinct attribute the alias pass did not see (inside a dialect attribute that does not
      // list its parts): the batch and the rest print on this thread, in order.
      parallelRegion = null;
      return first;
    }
    for (StringBuilder text : texts) {
      out.append(text);
      if (drain != null && out.length() >= DRAIN_AT) {
        drain.accept(out);
      }
    }
    return o;
  }

  // ---- operations ----------------------------------------------------------------------------

  /** Prints {@code op} at the current indentation, with its trailing location (no newline). */
  void printFullOp(Operation op) {
    printOpIndentAndBody(op, null);
  }

  private boolean useCustomForm(Operation op) {
    if (options.generic() || !op.isRegistered() || op.def().assembly() == null) {
      return false;
    }
    GenericFormChoice choice = op.def().extension(GenericFormChoice.class);
    return choice == null || !choice.printsGeneric(op);
  }

  /**
   * Prints indentation, results and the op. A generic op with regions is left open after {@code (}
   * when {@code stack} is given (the caller prints its regions); returns whether it did so.
   */
  private boolean printOpIndentAndBody(Operation op, ArrayList<Object> stack) {
    appendIndent(indent);
    if (collector != null && options.debugInfo()) {
      collector.visit(op.location(), true);
    }
    printResults(op);
    if (useCustomForm(op)) {
      String name = op.name();
      String dd = defaultDialectStack.get(defaultDialectStack.size() - 1);
      if (!dd.isEmpty() && name.length() > dd.length() && name.startsWith(dd) && name.charAt(dd.length()) == '.'
          && name.indexOf('.', dd.length() + 1) < 0) {
        out.append(name, dd.length() + 1, name.length());
      } else {
        out.append(name);
      }
      op.def().assembly().print(op, this);
      printTrailingLocation(op.location());
      return false;
    }
    printGenericPrefix(op);
    if (op.numRegions() == 0) {
      printGenericSuffix(op);
      return false;
    }
    out.append(" (");
    if (stack == null) {
      for (int i = 0; i < op.numRegions(); i++) {
        if (i > 0) {
          out.append(", ");
        }
        printRegion(op.region(i), true, true, true);
      }
      out.append(')');
      printGenericSuffix(op);
      return false;
    }
    stack.add(new GenericOpFrame(op));
    return true;
  }

  @Override
  public void printCustomOrGenericOp(Operation op) {
    if (collector != null && options.debugInfo()) {
      collector.visit(op.location(), true);
    }
    if (!useCustomForm(op)) {
      printGenericOp(op);
      return;
    }
    String name = op.name();
    String dd = defaultDialectStack.get(defaultDialectStack.size() - 1);
    boolean strip = !dd.isEmpty() && name.length() > dd.length() && name.startsWith(dd) && name.charAt(dd.length()) == '.'
        && name.indexOf('.', dd.length() + 1) < 0;
    out.append(name, strip ? dd.length() + 1 : 0, name.length());
    op.def().assembly().print(op, this);
  }

  @Override
  public void printGenericOp(Operation op) {
    printGenericPrefix(op);
    if (op.numRegions() > 0) {
      out.append(" (");
      for (int i = 0; i < op.numRegions(); i++) {
        if (i > 0) {
          out.append(", ");
        }
        printRegion(op.region(i), true, true, true);
      }
      out.append(')');
      if (collector != null) {
        printProperties(op);
      }
    }
    printOptionalAttrDict(op.attributes().entries(), List.of());
    out.append(" : ");
    printFunctionalType(op);
  }

  private void printResults(Operation op) {
    int n = op.numResults();
    if (n == 0) {
      return;
    }
    int[] groups = names.resultGroups(op);
    if (groups == null) {
      printResultGroup(op, 0, n);
    } else {
      for (int i = 0; i < groups.length - 1; i++) {
        printResultGroup(op, groups[i], groups[i + 1] - groups[i]);
        out.append(", ");
      }
      printResultGroup(op, groups[groups.length - 1], n - groups[groups.length - 1]);
    }
    out.append(" = ");
  }

  private void printResultGroup(Operation op, int first, int count) {
    names.printValueId(op.result(first), false, out);
    if (count > 1) {
      out.append(':').append(count);
    }
  }

  private void printGenericPrefix(Operation op) {
    AttrTypePrinter.printString(out, op.name());
    out.append('(');
    for (int i = 0, n = op.numOperands(); i < n; i++) {
      if (i > 0) {
        out.append(", ");
      }
      names.printValueId(op.operand(i), true, out);
    }
    out.append(')');
    if (op.numSuccessors() != 0) {
      out.append('[');
      for (int i = 0; i < op.numSuccessors(); i++) {
        if (i > 0) {
          out.append(", ");
        }
        out.append(names.blockName(op.successor(i)));
      }
      out.append(']');
    }
    // MLIR's alias collector visits an op's regions before its properties.
    if (collector == null || op.numRegions() == 0) {
      printProperties(op);
    }
  }

  private void printProperties(Operation op) {
    Attribute props = op.properties();
    if (props != null && !(props instanceof DictionaryAttr d && d.isEmpty() && op.isRegistered())) {
      out.append(" <");
      printAttribute(props);
      out.append('>');
    }
  }

  private void printGenericSuffix(Operation op) {
    if (collector != null && op.numRegions() > 0) {
      printProperties(op);
    }
    printOptionalAttrDict(op.attributes().entries(), List.of());
    out.append(" : ");
    printFunctionalType(op);
    printTrailingLocation(op.location());
  }

  // ---- regions and blocks (iterative) --------------------------------------------------------

  /** A generic op whose regions are being printed. */
  private static final class GenericOpFrame {
    final Operation op;
    int nextRegion;

    GenericOpFrame(Operation op) {
      this.op = op;
    }
  }

  /** A region whose blocks are being printed. */
  private static final class RegionFrame {
    final Region region;
    final boolean printEntryBlockArgs;
    final boolean printBlockTerminators;
    final boolean printEmptyBlock;
    int blockIndex = -1;
    Operation next;
    Operation stop;

    RegionFrame(Region region, boolean printEntryBlockArgs, boolean printBlockTerminators, boolean printEmptyBlock) {
      this.region = region;
      this.printEntryBlockArgs = printEntryBlockArgs;
      this.printBlockTerminators = printBlockTerminators;
      this.printEmptyBlock = printEmptyBlock;
    }
  }

  @Override
  public void printRegion(Region region, boolean printEntryBlockArgs, boolean printBlockTerminators, boolean printEmptyBlock) {
    if (options.skipRegions()) {
      out.append("{...}");
      return;
    }
    out.append("{\n");
    if (!region.isEmpty()) {
      ArrayList<Object> stack = new ArrayList<>();
      enterRegion(region, printEntryBlockArgs, printBlockTerminators, printEmptyBlock, stack);
      run(stack);
    }
    appendIndent(indent);
    out.append('}');
  }

  private void enterRegion(Region region, boolean args, boolean terminators, boolean empty, ArrayList<Object> stack) {
    Operation parent = region.parentOp();
    String dd = parent == null || options.generic() ? null : parent.def().defaultDialect();
    defaultDialectStack.add(dd == null ? "" : dd);
    stack.add(new RegionFrame(region, args, terminators, empty));
  }

  private void run(ArrayList<Object> stack) {
    int base = stack.size() - 1;
    while (stack.size() > base) {
      Object top = stack.get(stack.size() - 1);
      if (top instanceof RegionFrame rf) {
        if (rf.next != null && rf.next != rf.stop) {
          Operation op = rf.next;
          if (rf.region == parallelRegion && printsInParallel(op)) {
            rf.next = printBatch(op, rf.stop);
            continue;
          }
          rf.next = op.nextInBlock();
          if (collector != null && collectorSeen != null && !collectorSeen.addIfNew(op)) {
            continue;
          }
          if (!printOpIndentAndBody(op, stack)) {
            out.append('\n');
            if (collector != null) {
              out.setLength(0);
            } else if (drain != null && out.length() >= DRAIN_AT) {
              drain.accept(out);
            }
          }
          continue;
        }
        if (rf.blockIndex >= 0) {
          indent -= INDENT;
        }
        rf.blockIndex++;
        if (rf.blockIndex >= rf.region.numBlocks()) {
          stack.remove(stack.size() - 1);
          defaultDialectStack.remove(defaultDialectStack.size() - 1);
          if (stack.size() > base && stack.get(stack.size() - 1) instanceof GenericOpFrame) {
            appendIndent(indent);
            out.append('}');
          }
          continue;
        }
        Block block = rf.region.block(rf.blockIndex);
        boolean header;
        boolean terminators = true;
        if (rf.blockIndex == 0) {
          header = (rf.printEmptyBlock && block.isEmpty()) || (rf.printEntryBlockArgs && block.numArguments() != 0);
          terminators = rf.printBlockTerminators;
        } else {
          header = true;
        }
        if (header) {
          printBlockHeader(block);
        }
        indent += INDENT;
        rf.next = block.first();
        Operation last = block.last();
        rf.stop = !terminators && last != null && last.hasTrait(Trait.TERMINATOR) ? last : null;
        continue;
      }
      GenericOpFrame g = (GenericOpFrame) top;
      int r = g.nextRegion++;
      if (r < g.op.numRegions()) {
        if (r > 0) {
          out.append(", ");
        }
        Region region = g.op.region(r);
        if (options.skipRegions()) {
          out.append("{...}");
          continue;
        }
        out.append("{\n");
        if (region.isEmpty()) {
          appendIndent(indent);
          out.append('}');
        } else {
          enterRegion(region, true, true, true, stack);
        }
        continue;
      }
      stack.remove(stack.size() - 1);
      out.append(')');
      printGenericSuffix(g.op);
      out.append('\n');
    }
  }

  private void printBlockHeader(Block block) {
    appendIndent(indent);
    out.append(names.blockName(block));
    if (block.numArguments() != 0) {
      out.append('(');
      for (int i = 0; i < block.numArguments(); i++) {
        if (i > 0) {
          out.append(", ");
        }
        BlockArgument arg = block.argument(i);
        names.printValueId(arg, true, out);
        out.append(": ");
        printType(arg.type());
        if (options.debugInfo()) {
          if (collector != null) {
            collector.visit(arg.location(), false);
          } else {
            out.append(' ');
            printLocationNoAlias(arg.location());
          }
        }
      }
      out.append(')');
    }
    out.append(':');
    if (block.parent() == null) {
      out.append("  // block is not in a region!");
    } else {
      List<Block> preds = block.predecessors();
      if (preds.isEmpty()) {
        if (!block.isEntryBlock()) {
          out.append("  // no predecessors");
        }
      } else {
        // MLIR's getSinglePredecessor: one incoming edge (two edges from one block print twice).
        if (preds.size() == 1) {
          out.append("  // pred: ").append(names.blockName(preds.get(0)));
        } else {
          preds = new ArrayList<>(preds);
          preds.sort((a, b) -> Integer.compare(names.blockOrder(a), names.blockOrder(b)));
          out.append("  // ").append(preds.size()).append(" preds: ");
          for (int i = 0; i < preds.size(); i++) {
            if (i > 0) {
              out.append(", ");
            }
            out.append(names.blockName(preds.get(i)));
          }
        }
      }
    }
    out.append('\n');
  }

  private void appendIndent(int n) {
    for (int i = 0; i < n; i++) {
      out.append(' ');
    }
  }

  // ---- locations -----------------------------------------------------------------------------

  private void printTrailingLocation(Location loc) {
    if (!options.debugInfo() || collector != null) {
      return;
    }
    out.append(' ');
    printLocation(loc, true);
  }

  private void printLocation(Location loc, boolean allowAlias) {
    attrs.printLocation(out, loc, allowAlias);
  }

  private void printLocationNoAlias(Location loc) {
    printLocation(loc, false);
  }

  @Override
  public void printOptionalLocationSpecifier(Location loc) {
    if (!options.debugInfo()) {
      return;
    }
    if (collector != null) {
      collector.visit(loc, false);
      return;
    }
    out.append(' ');
    printLocationNoAlias(loc);
  }

  // ---- AsmPrinter ----------------------------------------------------------------------------

  @Override
  public AsmPrinter print(String text) {
    out.append(text);
    return this;
  }

  @Override
  public AsmPrinter print(char c) {
    out.append(c);
    return this;
  }

  @Override
  public AsmPrinter print(long n) {
    out.append(n);
    return this;
  }

  @Override
  public void printType(Type type) {
    if (collector != null) {
      collector.visit(type, false);
      return;
    }
    attrs.printType(out, type);
  }

  @Override
  public void printAttribute(Attribute attr) {
    if (collector != null) {
      collector.visit(attr, false);
      return;
    }
    attrs.printAttribute(out, attr, false);
  }

  @Override
  public void printAttributeWithoutType(Attribute attr) {
    if (collector != null) {
      collector.visit(attr, false);
      return;
    }
    attrs.printAttribute(out, attr, true);
  }

  @Override
  public void printOptionalAttrDict(List<NamedAttribute> attrs, Collection<String> elidedNames) {
    boolean any = false;
    for (int i = 0, n = attrs.size(); i < n; i++) {
      NamedAttribute a = attrs.get(i);
      if (!elidedNames.isEmpty() && elidedNames.contains(a.name())) {
        continue;
      }
      out.append(any ? ", " : " {");
      any = true;
      printKeywordOrString(a.name());
      if (a.value() instanceof UnitAttr) {
        continue;
      }
      out.append(" = ");
      printAttribute(a.value());
    }
    if (any) {
      out.append('}');
    }
  }

  @Override
  public void printOptionalAttrDictWithKeyword(List<NamedAttribute> attrs, Collection<String> elidedNames) {
    boolean any = false;
    for (NamedAttribute a : attrs) {
      if (!elidedNames.contains(a.name())) {
        any = true;
        break;
      }
    }
    if (!any) {
      return;
    }
    out.append(" attributes");
    printOptionalAttrDict(attrs, elidedNames);
  }

  @Override
  public void printSymbolName(String name) {
    AttrTypePrinter.printSymbolName(out, name);
  }

  @Override
  public void printKeywordOrString(String keyword) {
    AttrTypePrinter.printKeywordOrString(out, keyword);
  }

  @Override
  public void printString(String value) {
    AttrTypePrinter.printString(out, value);
  }

  @Override
  public void printArrowTypeList(List<Type> types) {
    out.append(" -> ");
    boolean wrapped = types.size() != 1 || types.get(0) instanceof FunctionType;
    if (wrapped) {
      out.append('(');
    }
    for (int i = 0; i < types.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      printType(types.get(i));
    }
    if (wrapped) {
      out.append(')');
    }
  }

  @Override
  public void printFunctionalType(List<Type> inputs, List<Type> results) {
    out.append('(');
    for (int i = 0; i < inputs.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      printType(inputs.get(i));
    }
    out.append(')');
    printArrowTypeList(results);
  }

  // ---- OpAsmPrinter --------------------------------------------------------------------------

  @Override
  public void printOperand(Value value) {
    names.printValueId(value, true, out);
  }

  @Override
  public void printOperands(List<? extends Value> values) {
    for (int i = 0, n = values.size(); i < n; i++) {
      if (i > 0) {
        out.append(", ");
      }
      names.printValueId(values.get(i), true, out);
    }
  }

  @Override
  public void printRegionArgument(BlockArgument arg, List<NamedAttribute> argAttrs, boolean omitType) {
    names.printValueId(arg, true, out);
    if (!omitType) {
      out.append(": ");
      printType(arg.type());
    }
    // MLIR's alias pass (DummyAliasOperationPrinter::printRegionArgument) visits the argument's
    // type and location only: attributes of region arguments never get aliases of their own.
    if (argAttrs != null && !argAttrs.isEmpty() && collector == null) {
      printOptionalAttrDict(argAttrs, List.of());
    }
    printOptionalLocationSpecifier(arg.location());
  }

  @Override
  public void printSuccessor(Block block) {
    out.append(names.blockName(block));
  }

  @Override
  public void printSuccessorAndUseList(Block block, List<? extends Value> operands) {
    out.append(names.blockName(block));
    if (operands.isEmpty()) {
      return;
    }
    out.append('(');
    printOperands(operands);
    out.append(" : ");
    for (int i = 0; i < operands.size(); i++) {
      if (i > 0) {
        out.append(", ");
      }
      printType(operands.get(i).type());
    }
    out.append(')');
  }

  @Override
  public void printFunctionalType(Operation op) {
    out.append('(');
    for (int i = 0, n = op.numOperands(); i < n; i++) {
      if (i > 0) {
        out.append(", ");
      }
      printType(op.operand(i).type());
    }
    out.append(')');
    out.append(" -> ");
    int n = op.numResults();
    boolean wrapped = n != 1 || op.result(0).type() instanceof FunctionType;
    if (wrapped) {
      out.append('(');
    }
    for (int i = 0; i < n; i++) {
      if (i > 0) {
        out.append(", ");
      }
      printType(op.result(i).type());
    }
    if (wrapped) {
      out.append(')');
    }
  }

  @Override
  public void printNewline() {
    out.append('\n');
    appendIndent(indent);
  }

  @Override
  public void increaseIndent() {
    indent += INDENT;
  }

  @Override
  public void decreaseIndent() {
    indent -= INDENT;
  }

  @Override
  public boolean printsDebugInfo() {
    return options.debugInfo();
  }

  /** For custom printers that hand over a def: whether {@code def} prints in custom form. */
  boolean printsCustom(OpDef def) {
    return !options.generic() && def.isRegistered() && def.assembly() != null;
  }

  /** The type/attribute printer this op printer uses (alias definitions print through it too). */
  AttrTypePrinter attrTypePrinter() {
    return attrs;
  }
}
