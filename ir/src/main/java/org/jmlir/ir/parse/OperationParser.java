package org.jmlir.ir.parse;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.diag.Severity;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.NameLoc;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/**
 * Parses operations, blocks and regions (MLIR's OperationParser in Parser.cpp): SSA name scopes,
 * forward references through placeholder values, block labels and forward block references, the
 * generic op form and custom forms through {@link OpDef#assembly()}.
 *
 * <p>Nesting does not recurse: regions of generic ops are parsed with an explicit stack of region
 * frames. Custom op syntax parses its regions through {@link OpAsmParser#parseRegion}, which re-enters
 * this parser once per custom-op nesting level; that depth is bounded by {@link #MAX_CUSTOM_NESTING}
 * and exceeding it is a located error, never a stack overflow.
 */
final class OperationParser extends ParserBase {
  /**
   * The most custom-syntax ops (each parsing a region through its own hook) nested inside one another.
   * Generic-form nesting is unbounded.
   */
  static final int MAX_CUSTOM_NESTING = 256;

  /** The name of the placeholder ops standing for forward-referenced values. */
  private static final String PLACEHOLDER_OP = "builtin.unrealized_conversion_cast";
  private static final String DEFERRED_LOC_PREFIX = "\u0000jmlir.deferred-loc.";

  /** {@code %name:N} on the left of {@code =}. */
  record ResultRecord(String name, int count, int offset) {}

  /** The definitions of one SSA name: one slot per result number. */
  private static final class ValueDefs {
    Value[] values = new Value[1];
    int[] offsets = new int[1];

    void ensure(int n) {
      if (values.length < n) {
        values = java.util.Arrays.copyOf(values, n);
        offsets = java.util.Arrays.copyOf(offsets, n);
      }
    }
  }

  /** An isolated SSA name scope, with one definition list per nested (non-isolated) scope. */
  private static final class IsolatedScope {
    final HashMap<String, ValueDefs> values = new HashMap<>();
    final ArrayList<ArrayList<String>> definitionsPerScope = new ArrayList<>(2);
  }

  private record BlockDef(Block block, int offset) {}

  private record DeferredLoc(String alias, int offset) {}

  /** A region being parsed: its current block and, for generic ops, the op waiting for it. */
  private static final class RegionFrame {
    final Region region;
    Block block;
    /** True until the entry block gets an op or a label. */
    boolean atEntryStart = true;
    final int entryArgCount;
    final PendingOp owner;

    RegionFrame(Region region, int entryArgCount, PendingOp owner) {
      this.region = region;
      this.entryArgCount = entryArgCount;
      this.owner = owner;
    }
  }

  /** A generic-form op whose regions are being parsed. */
  private static final class PendingOp {
    final OperationState state;
    final List<ResultRecord> results;
    final int startOffset;
    final int nameOffset;
    final List<UnresolvedOperand> operands;
    Attribute properties;

    PendingOp(OperationState state, List<ResultRecord> results, int startOffset, int nameOffset, List<UnresolvedOperand> operands) {
      this.state = state;
      this.results = results;
      this.startOffset = startOffset;
      this.nameOffset = nameOffset;
      this.operands = operands;
    }
  }

  private final ArrayList<IsolatedScope> isolatedScopes = new ArrayList<>();
  private final ArrayList<HashMap<String, BlockDef>> blocksByName = new ArrayList<>();
  private final ArrayList<LinkedHashMap<Block, Integer>> forwardRefBlocks = new ArrayList<>();
  private final IdentityHashMap<Value, Integer> forwardRefPlaceholders = new IdentityHashMap<>();
  private final ArrayList<String> defaultDialectStack = new ArrayList<>();
  private final ArrayList<DeferredLoc> deferredLocs = new ArrayList<>();
  private int customNesting;

  /** The block top-level ops go into. */
  final Block topBlock = new Block();

  OperationParser(ParserState state) {
    super(state);
    defaultDialectStack.add("builtin");
    pushScope(true);
  }

  // ---- SSA scopes ----------------------------------------------------------------------------

  private void pushScope(boolean isolated) {
    blocksByName.add(new HashMap<>());
    forwardRefBlocks.add(new LinkedHashMap<>());
    if (isolated) {
      isolatedScopes.add(new IsolatedScope());
    }
    isolatedScopes.get(isolatedScopes.size() - 1).definitionsPerScope.add(new ArrayList<>());
  }

  private void popScope() {
    LinkedHashMap<Block, Integer> fwd = forwardRefBlocks.remove(forwardRefBlocks.size() - 1);
    if (!fwd.isEmpty()) {
      List<Integer> offsets = new ArrayList<>(fwd.values());
      Collections.sort(offsets);
      for (int off : offsets) {
        ctx.diagnostics().emit(locationOf(off), Severity.ERROR, "reference to an undefined block").report();
      }
      throw new ParseException("reference to an undefined block");
    }
    IsolatedScope scope = isolatedScopes.get(isolatedScopes.size() - 1);
    if (scope.definitionsPerScope.size() == 1) {
      isolatedScopes.remove(isolatedScopes.size() - 1);
    } else {
      ArrayList<String> defs = scope.definitionsPerScope.remove(scope.definitionsPerScope.size() - 1);
      for (int i = 0, n = defs.size(); i < n; i++) {
        scope.values.remove(defs.get(i));
      }
    }
    blocksByName.remove(blocksByName.size() - 1);
  }

  private ValueDefs valueDefs(String name) {
    HashMap<String, ValueDefs> values = isolatedScopes.get(isolatedScopes.size() - 1).values;
    ValueDefs d = values.get(name);
    if (d == null) {
      d = new ValueDefs();
      values.put(name, d);
    }
    return d;
  }

  private static String typeText(Type t) {
    return AttrTypeText.type(t);
  }

  private ParseException errorWithNote(int offset, String message, int noteOffset, String note) {
    ctx.diagnostics().emit(locationOf(offset), Severity.ERROR, message).attachNote(locationOf(noteOffset), note).report();
    return new ParseException(message);
  }

  /** Defines {@code %name#number} as {@code value}, resolving a forward reference to it. */
  void addDefinition(UnresolvedOperand use, Value value) {
    ValueDefs d = valueDefs(use.name());
    d.ensure(use.number() + 1);
    Value existing = d.values[use.number()];
    if (existing != null) {
      if (!forwardRefPlaceholders.containsKey(existing)) {
        throw errorWithNote(use.offset(), "redefinition of SSA value '%" + use.name() + "'", d.offsets[use.number()], "previously defined here");
      }
      if (existing.type() != value.type()) {
        throw errorWithNote(
            use.offset(),
            "definition of SSA value '%" + use.name() + "#" + use.number() + "' has type '" + typeText(value.type()) + "'",
            d.offsets[use.number()],
            "previously used here with type '" + typeText(existing.type()) + "'");
      }
      existing.replaceAllUsesWith(value);
      forwardRefPlaceholders.remove(existing);
    }
    d.values[use.number()] = value;
    d.offsets[use.number()] = use.offset();
    IsolatedScope scope = isolatedScopes.get(isolatedScopes.size() - 1);
    scope.definitionsPerScope.get(scope.definitionsPerScope.size() - 1).add(use.name());
  }

  /** The value {@code use} names, with type {@code type}; a forward reference makes a placeholder. */
  Value resolveSSAUse(UnresolvedOperand use, Type type) {
    ValueDefs d = valueDefs(use.name());
    int n = use.number();
    if (n < d.values.length && d.values[n] != null) {
      Value v = d.values[n];
      if (v.type() == type) {
        return v;
      }
      throw errorWithNote(
          use.offset(),
          "use of value '%" + use.name() + "' expects different type than prior uses: '" + typeText(type) + "' vs '" + typeText(v.type()) + "'",
          d.offsets[n],
          "prior use here");
    }
    d.ensure(n + 1);
    if (d.values[0] != null && !forwardRefPlaceholders.containsKey(d.values[0])) {
      throw emitError(use.offset(), "reference to invalid result number");
    }
    OperationState s = new OperationState(ctx, ctx.unregisteredOp(PLACEHOLDER_OP), locationOf(use.offset()));
    s.resultTypes.add(type);
    Value placeholder = Operation.create(s).result(0);
    forwardRefPlaceholders.put(placeholder, use.offset());
    d.values[n] = placeholder;
    d.offsets[n] = use.offset();
    return placeholder;
  }

  /** {@code %name} or {@code %name#N}. */
  UnresolvedOperand parseSSAUse(boolean allowResultNumber) {
    if (lex.kind() != TokenKind.PERCENT_IDENTIFIER) {
      throw emitWrongTokenError("expected SSA operand");
    }
    int offset = lex.start();
    String name = lex.text(offset + 1, lex.end());
    consume();
    int number = 0;
    if (lex.kind() == TokenKind.HASH_IDENTIFIER) {
      if (!allowResultNumber) {
        throw emitError("result number not allowed in argument list");
      }
      number = hashNumber();
      if (number < 0) {
        throw emitError("invalid SSA value result number");
      }
      consume();
    }
    return new UnresolvedOperand(name, number, offset);
  }

  /** The number after {@code #} of the current hash identifier, or -1 when not a number that fits. */
  private int hashNumber() {
    byte[] b = lex.buffer();
    int s = lex.start() + 1;
    int e = lex.end();
    if (e - s > 9) {
      return -1;
    }
    int v = 0;
    for (int i = s; i < e; i++) {
      if (b[i] < '0' || b[i] > '9') {
        return -1;
      }
      v = v * 10 + (b[i] - '0');
    }
    return v;
  }

  private List<UnresolvedOperand> parseOptionalSSAUseList() {
    if (lex.kind() != TokenKind.PERCENT_IDENTIFIER) {
      return List.of();
    }
    List<UnresolvedOperand> uses = new ArrayList<>(4);
    uses.add(parseSSAUse(true));
    while (consumeIf(TokenKind.COMMA)) {
      uses.add(parseSSAUse(true));
    }
    return uses;
  }

  /** {@code %a, %b : t1, t2} (empty when no {@code %} is next), resolved. */
  void parseOptionalSSAUseAndTypeList(List<Value> out) {
    List<UnresolvedOperand> uses = parseOptionalSSAUseList();
    if (uses.isEmpty()) {
      return;
    }
    expect(TokenKind.COLON, "expected ':' in operand list");
    List<Type> types = new ArrayList<>(uses.size());
    types.add(state.types.parseType());
    while (consumeIf(TokenKind.COMMA)) {
      types.add(state.types.parseType());
    }
    if (types.size() != uses.size()) {
      throw emitError("expected " + uses.size() + " types to match operand list");
    }
    for (int i = 0; i < uses.size(); i++) {
      out.add(resolveSSAUse(uses.get(i), types.get(i)));
    }
  }

  // ---- blocks --------------------------------------------------------------------------------

  /** The block named {@code name} in the current region scope; a first use creates a forward reference. */
  Block getBlockNamed(String name, int offset) {
    HashMap<String, BlockDef> blocks = blocksByName.get(blocksByName.size() - 1);
    BlockDef def = blocks.get(name);
    if (def == null) {
      Block b = new Block();
      blocks.put(name, new BlockDef(b, offset));
      forwardRefBlocks.get(forwardRefBlocks.size() - 1).put(b, offset);
      return b;
    }
    return def.block;
  }

  /** {@code ^bb}. */
  Block parseSuccessor() {
    if (lex.kind() != TokenKind.CARET_IDENTIFIER) {
      throw emitWrongTokenError("expected block name");
    }
    Block b = getBlockNamed(lex.spelling(), lex.start());
    consume();
    return b;
  }

  private void parseBlockLabel(RegionFrame f) {
    int nameOffset = lex.start();
    String name = lex.spelling();
    consume();
    HashMap<String, BlockDef> blocks = blocksByName.get(blocksByName.size() - 1);
    BlockDef def = blocks.get(name);
    Block block;
    if (f.atEntryStart) {
      if (f.entryArgCount > 0) {
        throw emitError(nameOffset, "invalid block name in region with named arguments");
      }
      block = f.block;
      if (def != null) {
        // Only a forward reference can exist; the entry block takes over its uses.
        forwardRefBlocks.get(forwardRefBlocks.size() - 1).remove(def.block);
        replaceBlockUses(def.block, block);
      }
      blocks.put(name, new BlockDef(block, nameOffset));
      f.atEntryStart = false;
    } else {
      if (def == null) {
        block = new Block();
      } else if (forwardRefBlocks.get(forwardRefBlocks.size() - 1).remove(def.block) == null) {
        throw emitError(nameOffset, "redefinition of block '" + name + "'");
      } else {
        block = def.block;
      }
      blocks.put(name, new BlockDef(block, nameOffset));
      f.region.addBlock(block);
      f.block = block;
    }
    if (lex.kind() == TokenKind.L_PAREN) {
      parseBlockArgList(block);
    }
    expect(TokenKind.COLON, "expected ':' after block name");
  }

  private static void replaceBlockUses(Block from, Block to) {
    // Successor lists of ops parsed so far in the region can name the forward reference.
    Region r = to.parent();
    if (r == null) {
      return;
    }
    for (Block b : r.blocks()) {
      for (Operation o = b.first(); o != null; o = o.nextInBlock()) {
        for (int i = 0; i < o.numSuccessors(); i++) {
          if (o.successor(i) == from) {
            o.setSuccessor(i, to);
          }
        }
      }
    }
  }

  private void parseBlockArgList(Block block) {
    parseCommaSeparatedList(
        Delimiter.PAREN,
        () -> {
          UnresolvedOperand use = parseSSAUse(true);
          expect(TokenKind.COLON, "expected ':' and type for SSA operand");
          Type type = state.types.parseType();
          BlockArgument arg = block.addArgument(type, locationOf(use.offset()));
          Location loc = parseOptionalTrailingLocation();
          if (loc != null) {
            arg.setLocation(loc);
          }
          addDefinition(use, arg);
        },
        "");
  }

  // ---- locations -----------------------------------------------------------------------------

  /**
   * {@code loc(...)} if next, else null. {@code loc(#alias)} of an alias defined later in the file
   * gives a marker location that {@link #finish} replaces.
   */
  Location parseOptionalTrailingLocation() {
    if (!lex.isKeyword("loc")) {
      return null;
    }
    consume();
    expect(TokenKind.L_PAREN, "expected '(' in location");
    Location loc;
    if (lex.kind() == TokenKind.HASH_IDENTIFIER && !hasDot(lex.start(), lex.end())) {
      int offset = lex.start();
      String alias = lex.text(offset + 1, lex.end());
      consume();
      Attribute a = state.attributeAliases.get(alias);
      if (a != null) {
        if (!(a instanceof Location l)) {
          throw emitError(offset, "expected location, but found '" + AttrTypeText.attribute(a) + "'");
        }
        loc = l;
      } else {
        loc = NameLoc.get(ctx, DEFERRED_LOC_PREFIX + deferredLocs.size(), UnknownLoc.get(ctx));
        deferredLocs.add(new DeferredLoc(alias, offset));
      }
    } else {
      loc = state.locations.parseLocationInstance();
    }
    expect(TokenKind.R_PAREN, "expected ')' in location");
    return loc;
  }

  private boolean hasDot(int start, int end) {
    byte[] b = lex.buffer();
    for (int i = start; i < end; i++) {
      if (b[i] == '.') {
        return true;
      }
    }
    return false;
  }

  // ---- regions -------------------------------------------------------------------------------

  /** {@code { ... }} into {@code region}; {@code entryArgs} (named) become the entry block's arguments. */
  void parseRegion(Region region, List<Argument> entryArgs, boolean isolatedNameScope) {
    expect(TokenKind.L_BRACE, "expected '{' to begin a region");
    if (!entryArgs.isEmpty() || lex.kind() != TokenKind.R_BRACE) {
      if (customNesting >= MAX_CUSTOM_NESTING) {
        throw emitError("regions nested too deeply (more than " + MAX_CUSTOM_NESTING + " custom operations with regions)");
      }
      customNesting++;
      try {
        ArrayList<RegionFrame> stack = new ArrayList<>();
        stack.add(beginRegionBody(region, entryArgs, isolatedNameScope, null));
        run(stack, false);
      } finally {
        customNesting--;
      }
    }
    consume(); // '}'
  }

  private RegionFrame beginRegionBody(Region region, List<Argument> entryArgs, boolean isolated, PendingOp owner) {
    pushScope(isolated);
    RegionFrame f = new RegionFrame(region, entryArgs.size(), owner);
    Block entry = new Block();
    region.addBlock(entry);
    f.block = entry;
    for (int i = 0, n = entryArgs.size(); i < n; i++) {
      Argument a = entryArgs.get(i);
      UnresolvedOperand name = a.ssaName();
      ValueDefs d = isolatedScopes.get(isolatedScopes.size() - 1).values.get(name.name());
      if (d != null && name.number() < d.values.length && d.values[name.number()] != null) {
        throw errorWithNote(
            name.offset(), "region entry argument '%" + name.name() + "' is already in use", d.offsets[name.number()], "previously referenced here");
      }
      Location loc = a.location() != null ? a.location() : locationOf(name.offset());
      BlockArgument arg = entry.addArgument(a.type(), loc);
      addDefinition(name, arg);
    }
    return f;
  }

  /**
   * The parse loop. Parses ops and block labels into the top frame; a generic op with regions pushes
   * a frame per region and is completed when its last region closes. With {@code topLevel}, returns
   * after one complete op at the base frame; otherwise returns at the base region's {@code }} (not
   * consumed).
   */
  private void run(ArrayList<RegionFrame> stack, boolean topLevel) {
    while (true) {
      RegionFrame f = stack.get(stack.size() - 1);
      TokenKind k = lex.kind();
      if (k == TokenKind.R_BRACE && !(topLevel && stack.size() == 1)) {
        popScope();
        if (stack.size() == 1) {
          return;
        }
        stack.remove(stack.size() - 1);
        consume();
        PendingOp pending = f.owner;
        if (consumeIf(TokenKind.COMMA)) {
          RegionFrame next = startGenericRegion(pending);
          if (next != null) {
            stack.add(next);
          } else if (completeRegionList(pending, stack, topLevel)) {
            return;
          }
          continue;
        }
        expect(TokenKind.R_PAREN, "expected ')' to end region list");
        if (finishPending(pending, stack, topLevel)) {
          return;
        }
        continue;
      }
      if (k == TokenKind.CARET_IDENTIFIER && !(topLevel && stack.size() == 1)) {
        parseBlockLabel(f);
        continue;
      }
      f.atEntryStart = false;
      int startOffset = lex.start();
      List<ResultRecord> results = null;
      int numExpected = 0;
      if (k == TokenKind.PERCENT_IDENTIFIER) {
        results = new ArrayList<>(1);
        do {
          if (lex.kind() != TokenKind.PERCENT_IDENTIFIER) {
            throw emitWrongTokenError("expected valid ssa identifier");
          }
          int off = lex.start();
          String name = lex.text(off + 1, lex.end());
          consume();
          int count = 1;
          if (consumeIf(TokenKind.COLON)) {
            if (lex.kind() != TokenKind.INTEGER) {
              throw emitWrongTokenError("expected integer number of results");
            }
            java.math.BigInteger v = integerTokenValue();
            if (v == null || v.signum() < 1 || v.bitLength() > 31) {
              throw emitError("expected named operation to have at least 1 result");
            }
            count = v.intValue();
            consume();
          }
          results.add(new ResultRecord(name, count, off));
          numExpected += count;
        } while (consumeIf(TokenKind.COMMA));
        expect(TokenKind.EQUAL, "expected '=' after SSA name");
      }
      k = lex.kind();
      if (k == TokenKind.BARE_IDENTIFIER) {
        Operation op = parseCustomOperation(results, f.block);
        defineResults(op, results, numExpected, startOffset);
      } else if (k == TokenKind.STRING) {
        PendingOp pending = startGenericOperation(results, startOffset);
        if (consumeIf(TokenKind.L_PAREN)) {
          RegionFrame next = startGenericRegion(pending);
          if (next != null) {
            stack.add(next);
            continue;
          }
          if (completeRegionList(pending, stack, topLevel)) {
            return;
          }
          continue;
        }
        if (finishPending(pending, stack, topLevel)) {
          return;
        }
        continue;
      } else {
        throw emitWrongTokenError("expected operation name in quotes");
      }
      if (topLevel && stack.size() == 1) {
        return;
      }
    }
  }

  /**
   * After an empty region {@code {}} of a generic op: parses further empty regions directly and
   * pushes the first non-empty one; finishes the op at {@code )}. Returns true when the top-level
   * run should return.
   */
  private boolean completeRegionList(PendingOp pending, ArrayList<RegionFrame> stack, boolean topLevel) {
    while (consumeIf(TokenKind.COMMA)) {
      RegionFrame next = startGenericRegion(pending);
      if (next != null) {
        stack.add(next);
        return false;
      }
    }
    expect(TokenKind.R_PAREN, "expected ')' to end region list");
    return finishPending(pending, stack, topLevel);
  }

  /** Parses {@code {} of the op's next region: returns its frame, or null for {@code {}} (consumed). */
  private RegionFrame startGenericRegion(PendingOp pending) {
    Region r = new Region();
    pending.state.regions.add(r);
    expect(TokenKind.L_BRACE, "expected '{' to begin a region");
    if (consumeIf(TokenKind.R_BRACE)) {
      return null;
    }
    return beginRegionBody(r, List.of(), false, pending);
  }

  private boolean finishPending(PendingOp pending, ArrayList<RegionFrame> stack, boolean topLevel) {
    RegionFrame parent = stack.get(stack.size() - 1);
    Operation op = finishGenericOperation(pending, parent.block);
    int numExpected = 0;
    if (pending.results != null) {
      for (ResultRecord r : pending.results) {
        numExpected += r.count;
      }
    }
    defineResults(op, pending.results, numExpected, pending.startOffset);
    return topLevel && stack.size() == 1;
  }

  private void defineResults(Operation op, List<ResultRecord> results, int numExpected, int offset) {
    if (results == null) {
      return;
    }
    if (op.numResults() == 0) {
      throw emitError(offset, "cannot name an operation with no results");
    }
    if (numExpected != op.numResults()) {
      throw emitError(offset, "operation defines " + op.numResults() + " results but was provided " + numExpected + " to bind");
    }
    int resultNo = 0;
    for (int i = 0, n = results.size(); i < n; i++) {
      ResultRecord r = results.get(i);
      for (int sub = 0; sub < r.count; sub++) {
        addDefinition(new UnresolvedOperand(r.name, sub, r.offset), op.result(resultNo++));
      }
    }
  }

  // ---- operations ----------------------------------------------------------------------------

  /** Parses one op (and any ops nested in it) at the top level, into {@link #topBlock}. */
  void parseTopLevelOperation() {
    ArrayList<RegionFrame> stack = new ArrayList<>();
    RegionFrame base = new RegionFrame(null, 0, null);
    base.block = topBlock;
    base.atEntryStart = false;
    stack.add(base);
    run(stack, true);
  }

  /**
   * One op in the generic form (with any regions and its trailing location) appended to {@code block}:
   * MLIR's OpAsmParser::parseGenericOperation, for custom syntax that embeds an op (e.g. tf_executor's
   * {@code island wraps "tf.Op"(...)}).
   */
  Operation parseGenericOperationInto(Block block) {
    if (lex.kind() != TokenKind.STRING) {
      throw emitWrongTokenError("expected operation name in quotes");
    }
    ArrayList<RegionFrame> stack = new ArrayList<>();
    RegionFrame base = new RegionFrame(null, 0, null);
    base.block = block;
    base.atEntryStart = false;
    stack.add(base);
    run(stack, true);
    return block.last();
  }

  /** The generic form up to its regions: name, operands, successors, properties. */
  private PendingOp startGenericOperation(List<ResultRecord> results, int startOffset) {
    int nameOffset = lex.start();
    String name = stringTokenValue();
    if (name.isEmpty()) {
      throw emitError("empty operation name is invalid");
    }
    if (name.indexOf('\0') >= 0) {
      throw emitError("null character not allowed in operation name");
    }
    consume();
    OpDef def = ctx.lookupOp(name);
    if (def == null) {
      int dot = name.indexOf('.');
      String dialect = dot < 0 ? name : name.substring(0, dot);
      if (ctx.getOrLoadDialect(dialect) == null && !ctx.allowsUnregisteredDialects()) {
        throw emitError(
            "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used");
      }
      def = ctx.lookupOp(name);
      if (def == null) {
        def = ctx.unregisteredOp(name);
      }
    }
    OperationState st = new OperationState(ctx, def, locationOf(nameOffset));
    expect(TokenKind.L_PAREN, "expected '(' to start operand list");
    List<UnresolvedOperand> operands = parseOptionalSSAUseList();
    expect(TokenKind.R_PAREN, "expected ')' to end operand list");
    if (lex.kind() == TokenKind.L_SQUARE) {
      if (def.isRegistered() && !def.hasTrait(Trait.TERMINATOR)) {
        throw emitError("successors in non-terminator");
      }
      consume();
      if (lex.kind() == TokenKind.R_SQUARE) {
        throw emitWrongTokenError("expected list element");
      }
      st.successors.add(parseSuccessor());
      while (consumeIf(TokenKind.COMMA)) {
        st.successors.add(parseSuccessor());
      }
      expect(TokenKind.R_SQUARE, "expected ',' or ']'");
    }
    PendingOp pending = new PendingOp(st, results, startOffset, nameOffset, operands);
    if (consumeIf(TokenKind.LESS)) {
      pending.properties = state.attributes.parseAttribute(null);
      expect(TokenKind.GREATER, "expected '>' to close properties");
    }
    return pending;
  }

  /** The generic form after its regions: attributes, function type, trailing location. */
  private Operation finishGenericOperation(PendingOp pending, Block block) {
    OperationState st = pending.state;
    if (lex.kind() == TokenKind.L_BRACE) {
      AttrDictParser.parse(this, st.attributes);
    }
    expect(TokenKind.COLON, "expected ':' followed by operation type");
    int typeOffset = lex.start();
    Type t = state.types.parseType();
    if (!(t instanceof FunctionType fn)) {
      throw emitError(typeOffset, "expected function type");
    }
    st.resultTypes.addAll(fn.results());
    List<Type> inputs = fn.inputs();
    List<UnresolvedOperand> operands = pending.operands;
    if (inputs.size() != operands.size()) {
      throw emitError(
          typeOffset, "expected " + operands.size() + " operand type" + (operands.size() == 1 ? "" : "s") + " but had " + inputs.size());
    }
    for (int i = 0, n = operands.size(); i < n; i++) {
      st.operands.add(resolveSSAUse(operands.get(i), inputs.get(i)));
    }
    st.properties = pending.properties;
    moveInherentAttrs(st);
    Operation op = Operation.create(st);
    state.parsed(op);
    block.append(op);
    Location loc = parseOptionalTrailingLocation();
    if (loc != null) {
      op.setLocation(loc);
    }
    return op;
  }

  /**
   * Moves inherent attributes given in the discardable dictionary into the properties, as MLIR's
   * Operation::create does for ops with properties; explicitly given properties win.
   */
  private void moveInherentAttrs(OperationState st) {
    OpDef def = st.def;
    if (def == null || !def.isRegistered() || def.inherentAttrNames().isEmpty() || st.attributes.isEmpty()) {
      return;
    }
    List<NamedAttribute> moved = null;
    for (int i = 0; i < st.attributes.size(); ) {
      NamedAttribute a = st.attributes.get(i);
      if (def.isInherentAttr(a.name())) {
        if (moved == null) {
          moved = new ArrayList<>();
        }
        moved.add(a);
        st.attributes.remove(i);
      } else {
        i++;
      }
    }
    if (moved == null) {
      return;
    }
    if (st.properties instanceof DictionaryAttr given) {
      moved.addAll(given.entries());
    }
    st.properties = DictionaryAttr.get(ctx, moved);
  }

  private Operation parseCustomOperation(List<ResultRecord> results, Block block) {
    int opOffset = lex.start();
    String original = lex.spelling();
    consume();
    String opName = original;
    OpDef def = ctx.lookupOp(original);
    if (def == null && original.indexOf('.') < 0) {
      opName = defaultDialectStack.get(defaultDialectStack.size() - 1) + "." + original;
      def = ctx.lookupOp(opName);
      String legacy = def == null || LegacyOpNames.isMisreadLegacy(original, opName, lex.kind()) ? LegacyOpNames.upgrade(original) : null;
      if (legacy != null && ctx.lookupOp(legacy) != null) {
        def = ctx.lookupOp(legacy);
      }
    }
    if (def == null) {
      int dot = opName.indexOf('.');
      String dialectName = dot < 0 ? opName : opName.substring(0, dot);
      Dialect d = ctx.getOrLoadDialect(dialectName);
      if (d == null) {
        String msg = "Dialect `" + dialectName + "' not found for custom op '" + original + "' ";
        if (!original.equals(opName)) {
          msg += " (tried '" + opName + "' as well)";
        }
        List<String> dialects = new ArrayList<>(ctx.registeredDialects());
        Collections.sort(dialects);
        String note =
            "Available dialects: "
                + String.join(", ", dialects)
                + " ; for more info on dialect registration see"
                + " https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management";
        Location loc = locationOf(opOffset);
        ctx.diagnostics().emit(loc, Severity.ERROR, msg).attachNote(loc, note).report();
        throw new ParseException(msg);
      }
      String msg = "custom op '" + original + "' is unknown";
      if (!original.equals(opName)) {
        msg += " (tried '" + opName + "' as well)";
      }
      throw emitError(opOffset, msg);
    }
    opName = def.name();
    if (def.assembly() == null) {
      throw emitError(opOffset, "custom op '" + opName + "' has no custom assembly form");
    }
    String defaultDialect = def.defaultDialect();
    defaultDialectStack.add(defaultDialect == null ? "" : defaultDialect);
    OperationState st = new OperationState(ctx, def, locationOf(opOffset));
    try {
      CustomOpAsmParser cp = new CustomOpAsmParser(this, opOffset, results, opName);
      def.assembly().parse(cp, st);
    } finally {
      defaultDialectStack.remove(defaultDialectStack.size() - 1);
    }
    String dup = findDuplicate(st.attributes);
    if (dup != null) {
      throw emitError(opOffset, "custom op '" + opName + "' attribute '" + dup + "' occurs more than once in the attribute list");
    }
    moveInherentAttrs(st);
    Operation op = Operation.create(st);
    state.parsed(op);
    block.append(op);
    Location loc = parseOptionalTrailingLocation();
    if (loc != null) {
      op.setLocation(loc);
    }
    return op;
  }

  private static String findDuplicate(List<NamedAttribute> attrs) {
    int n = attrs.size();
    if (n < 2) {
      return null;
    }
    if (n < 8) {
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          if (attrs.get(i).name().equals(attrs.get(j).name())) {
            return attrs.get(i).name();
          }
        }
      }
      return null;
    }
    java.util.HashSet<String> seen = new java.util.HashSet<>();
    for (NamedAttribute a : attrs) {
      if (!seen.add(a.name())) {
        return a.name();
      }
    }
    return null;
  }

  // ---- end of file ---------------------------------------------------------------------------

  /** Reports values used but never defined and resolves deferred location aliases. */
  void finish() {
    if (!forwardRefPlaceholders.isEmpty()) {
      List<Integer> offsets = new ArrayList<>(forwardRefPlaceholders.values());
      Collections.sort(offsets);
      for (int off : offsets) {
        ctx.diagnostics().emit(locationOf(off), Severity.ERROR, "use of undeclared SSA value name").report();
      }
      throw new ParseException("use of undeclared SSA value name");
    }
    if (!deferredLocs.isEmpty()) {
      resolveDeferredLocations();
    }
    popScope();
  }

  private void resolveDeferredLocations() {
    Location[] resolved = new Location[deferredLocs.size()];
    for (int i = 0; i < resolved.length; i++) {
      DeferredLoc d = deferredLocs.get(i);
      Attribute a = state.attributeAliases.get(d.alias());
      if (a == null) {
        throw emitError(d.offset(), "operation location alias was never defined");
      }
      if (!(a instanceof Location l)) {
        throw emitError(d.offset(), "expected location, but found '" + AttrTypeText.attribute(a) + "'");
      }
      resolved[i] = l;
    }
    for (Operation top = topBlock.first(); top != null; top = top.nextInBlock()) {
      top.walkPreOrder(
          op -> {
            Location l = resolveMarker(op.location(), resolved);
            if (l != null) {
              op.setLocation(l);
            }
            for (int r = 0; r < op.numRegions(); r++) {
              for (Block b : op.region(r).blocks()) {
                for (int i = 0; i < b.numArguments(); i++) {
                  BlockArgument arg = b.argument(i);
                  Location al = resolveMarker(arg.location(), resolved);
                  if (al != null) {
                    arg.setLocation(al);
                  }
                }
              }
            }
          });
    }
  }

  private static Location resolveMarker(Location loc, Location[] resolved) {
    if (loc instanceof NameLoc n && n.name().startsWith(DEFERRED_LOC_PREFIX)) {
      return resolved[Integer.parseInt(n.name().substring(DEFERRED_LOC_PREFIX.length()))];
    }
    return null;
  }

  /** A map view for tests and tools: nothing else needs the scopes. */
  Map<Value, Integer> pendingForwardReferences() {
    return forwardRefPlaceholders;
  }
}
