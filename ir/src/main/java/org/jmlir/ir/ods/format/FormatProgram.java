package org.jmlir.ir.ods.format;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.ods.Arity;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.OpSpec.AllTypesMatch;
import org.jmlir.ir.ods.OpSpec.TypesMatchWith;
import org.jmlir.ir.ods.OpSpec.ValueSpec;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * A compiled declarative assembly format: the op's {@link OpDef.Assembly}. Parsing runs the
 * directives, then infers the types the text leaves out (SameOperandsAndResultType, SameTypeOperands,
 * AllTypesMatch, TypesMatchWith), resolves the operands and moves inherent attributes into the
 * properties. Printing runs the same directives with MLIR's spacing rules.
 */
public final class FormatProgram implements OpDef.Assembly {
  private final OpSpec spec;
  /**
   * The compiled directives as an array (parse and print run once per op, and iterating a list
   * allocates in C1 code); null until first needed when the program was made {@link #lazy}. A
   * race between two threads' first uses compiles twice to equal programs: either array will do.
   */
  private volatile Directive[] steps;

  private FormatProgram(OpSpec spec) {
    this.spec = spec;
  }

  /** Compiles {@code spec.format()} now; throws IllegalArgumentException for a malformed format. */
  public static FormatProgram compile(OpSpec spec) {
    FormatProgram p = new FormatProgram(spec);
    p.steps();
    return p;
  }

  /**
   * A program that compiles {@code spec.format()} on the op's first parse or print: loading a dialect
   * then costs nothing per op whose custom form the run never reads or writes (compiling the llvm
   * dialect's formats took ~10 ms of jrun's start-up). A malformed format throws IllegalArgumentException
   * at that first use instead of when the dialect loads.
   */
  public static FormatProgram lazy(OpSpec spec) {
    return new FormatProgram(spec);
  }

  private Directive[] steps() {
    Directive[] s = steps;
    if (s == null) {
      s = FormatCompiler.compile(spec).toArray(new Directive[0]);
      steps = s;
    }
    return s;
  }

  /** The number of top-level directives (for tests). */
  public int size() {
    return steps().length;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState state) {
    FormatState st = new FormatState(spec, parser, state);
    for (Directive d : steps()) {
      d.parse(st);
    }
    finish(st);
  }

  @Override
  public void print(Operation op, OpAsmPrinter printer) {
    PrintState ps = new PrintState(op, printer);
    for (Directive d : steps()) {
      d.print(ps);
    }
  }

  // ---- completing a parsed op ----------------------------------------------------------------

  /**
   * The type a constraint fixes (ODS's BuildableType: {@code I1}, {@code Index}), so a format need
   * not spell it; null for constraints that admit several types.
   */
  private static Type buildableType(org.jmlir.ir.ods.TypeConstraint c, org.jmlir.ir.MLIRContext ctx) {
    if (c == org.jmlir.ir.ods.TypeConstraint.I1) {
      return org.jmlir.ir.type.IntegerType.get(ctx, 1);
    }
    if (c == org.jmlir.ir.ods.TypeConstraint.INDEX) {
      return org.jmlir.ir.type.IndexType.get(ctx);
    }
    if (c == org.jmlir.ir.ods.TypeConstraint.I32) {
      return org.jmlir.ir.type.IntegerType.get(ctx, 32);
    }
    if (c == org.jmlir.ir.ods.TypeConstraint.I64) {
      return org.jmlir.ir.type.IntegerType.get(ctx, 64);
    }
    if (c == org.jmlir.ir.ods.TypeConstraint.F32) {
      return org.jmlir.ir.type.FloatType.get(ctx, org.jmlir.ir.type.FloatType.Kind.F32);
    }
    if (c.predicate() instanceof org.jmlir.ir.ods.TypeConstraint.Buildable b) {
      return b.build(ctx);
    }
    return null;
  }

  private void finish(FormatState st) {
    OpAsmParser p = st.parser;
    OperationState state = st.state;
    distributeAll(st);
    inferTypes(st);
    // Operands, in declaration order.
    List<ValueSpec> operands = spec.operands();
    for (int i = 0; i < operands.size(); i++) {
      List<UnresolvedOperand> uses = st.operands[i];
      if (uses == null) {
        uses = List.of();
      }
      List<Type> types = st.operandTypes[i];
      if (types == null && !uses.isEmpty()) {
        Type built = buildableType(operands.get(i).constraint(), p.context());
        if (built != null) {
          types = java.util.Collections.nCopies(uses.size(), built);
        }
      }
      if (types == null) {
        if (uses.isEmpty()) {
          continue;
        }
        throw p.emitError(st.operandOffsets[i], "cannot infer the type of '" + operands.get(i).name() + "'");
      }
      resolveOperands(p, uses, types, st.operandOffsets[i], state.operands);
    }
    List<NamedAttribute> props = new ArrayList<>();
    if (spec.hasOperandSegments()) {
      long[] sizes = new long[operands.size()];
      for (int i = 0; i < sizes.length; i++) {
        sizes[i] = st.operands[i] == null ? 0 : st.operands[i].size();
      }
      props.add(new NamedAttribute(OpSpec.OPERAND_SEGMENTS, segmentSizes(state, sizes)));
    }
    // Results.
    List<ValueSpec> results = spec.results();
    for (int i = 0; i < results.size(); i++) {
      List<Type> types = st.resultTypes[i];
      if (types == null && results.get(i).arity() == Arity.SINGLE) {
        // A result of buildable type (Index, I1, I32) need not be spelled, as in ODS.
        Type built = buildableType(results.get(i).constraint(), p.context());
        types = built == null ? null : List.of(built);
      }
      if (types == null) {
        if (results.get(i).arity() == Arity.SINGLE) {
          throw p.emitError(p.nameOffset(), "cannot infer the type of result '" + results.get(i).name() + "'");
        }
        continue;
      }
      for (int k = 0; k < types.size(); k++) {
        state.resultTypes.add(types.get(k)); // addAll would copy the list to an array first
      }
    }
    if (spec.hasResultSegments()) {
      long[] sizes = new long[results.size()];
      for (int i = 0; i < sizes.length; i++) {
        sizes[i] = st.resultTypes[i] == null ? 0 : st.resultTypes[i].size();
      }
      props.add(new NamedAttribute(OpSpec.RESULT_SEGMENTS, segmentSizes(state, sizes)));
    }
    // Attributes: inherent ones become properties, the rest stay discardable.
    if (state.properties instanceof DictionaryAttr given) {
      props.addAll(given.entries());
    }
    if (st.inherent != null) {
      props.addAll(st.inherent);
    }
    for (int k = 0; k < st.attrDict.size(); k++) {
      NamedAttribute a = st.attrDict.get(k);
      if (spec.attribute(a.name()) != null
          || a.name().equals(OpSpec.OPERAND_SEGMENTS)
          || a.name().equals(OpSpec.RESULT_SEGMENTS)) {
        props.add(a);
      } else {
        state.attributes.add(a);
      }
    }
    if (!props.isEmpty()) {
      state.properties = DictionaryAttr.get(state.context, props);
    }
    for (int i = 0; i < st.regions.length; i++) {
      Region r = st.regions[i] != null ? st.regions[i] : new Region();
      if (r.isEmpty() && spec.hasTrait(Trait.SINGLE_BLOCK)) {
        r.addBlock(); // as MLIR's SingleBlock ops do for `{}`
      }
      state.addRegion(r);
    }
    for (List<Block> succs : st.successors) {
      if (succs != null) {
        state.successors.addAll(succs);
      }
    }
  }

  /**
   * The op's inherent and discardable attributes merged and sorted by name (MLIR's
   * getAttrDictionary), for hand-written printers' attribute dictionaries.
   */
  public static List<NamedAttribute> attrDictionary(Operation op) {
    if (!(op.properties() instanceof DictionaryAttr props) || props.isEmpty()) {
      return op.attributes().entries();
    }
    List<NamedAttribute> all = new ArrayList<>(props.entries());
    all.addAll(op.attributes().entries());
    return DictionaryAttr.get(op.context(), all).entries();
  }

  /**
   * Resolves uses against types pairwise as MLIR's generated parsers do, with their error for a
   * count mismatch ("number of operands and types do not match: got 2 operands and 1 types").
   */
  public static void resolveOperands(
      OpAsmParser p, List<UnresolvedOperand> uses, List<Type> types, int offset, List<org.jmlir.ir.Value> out) {
    if (uses.size() != types.size()) {
      throw p.emitError(
          offset,
          "number of operands and types do not match: got " + uses.size() + " operands and " + types.size() + " types");
    }
    p.resolveOperands(uses, types, offset, out);
  }

  private static Attribute segmentSizes(OperationState state, long[] sizes) {
    return DenseArrayAttr.get(state.context, IntegerType.get(state.context, 32), sizes);
  }

  /** Splits {@code operands} / {@code type(operands)} / {@code type(results)} over the declared groups. */
  private void distributeAll(FormatState st) {
    if (st.allOperands != null && spec.hasOperandSegments()) {
      throw st.parser.emitError(st.allOperandsOffset, "cannot split 'operands' between several variadic groups");
    }
    if (st.allOperandTypes != null && spec.hasOperandSegments()) {
      throw st.parser.emitError(st.parser.nameOffset(), "cannot split 'type(operands)' between several variadic groups");
    }
    if (st.allResultTypes != null && spec.hasResultSegments()) {
      throw st.parser.emitError(st.parser.nameOffset(), "cannot split 'type(results)' between several variadic groups");
    }
    if (st.allOperands != null) {
      int[][] g = OpSpec.groups(spec.operands(), st.allOperands.size());
      if (g == null) {
        throw st.parser.emitError(st.allOperandsOffset, "expected " + spec.operands().size() + " operands");
      }
      for (int i = 0; i < g.length; i++) {
        st.operands[i] = st.allOperands.subList(g[i][0], g[i][0] + g[i][1]);
        st.operandOffsets[i] = st.allOperandsOffset;
      }
    }
    if (st.allOperandTypes != null) {
      int[][] g = OpSpec.groups(spec.operands(), st.allOperandTypes.size());
      if (g != null) {
        for (int i = 0; i < g.length; i++) {
          st.operandTypes[i] = st.allOperandTypes.subList(g[i][0], g[i][0] + g[i][1]);
        }
      } else if (spec.operands().size() == 1) {
        st.operandTypes[0] = st.allOperandTypes;
      } else {
        throw st.parser.emitError(st.parser.nameOffset(), "wrong number of operand types");
      }
    }
    if (st.allResultTypes != null) {
      int[][] g = OpSpec.groups(spec.results(), st.allResultTypes.size());
      if (g == null) {
        throw st.parser.emitError(st.parser.nameOffset(), "wrong number of result types");
      }
      for (int i = 0; i < g.length; i++) {
        st.resultTypes[i] = st.allResultTypes.subList(g[i][0], g[i][0] + g[i][1]);
      }
    }
  }

  /** Fills in missing operand and result types from the type-equality constraints, to a fixpoint. */
  private void inferTypes(FormatState st) {
    boolean changed = true;
    while (changed) {
      changed = false;
      Type same = null;
      if (spec.hasTrait(Trait.SAME_OPERANDS_AND_RESULT_TYPE) || spec.hasTrait(Trait.SAME_TYPE_OPERANDS)) {
        same = anyKnownType(st, spec.hasTrait(Trait.SAME_OPERANDS_AND_RESULT_TYPE));
      }
      for (int i = 0; i < st.operandTypes.length; i++) {
        if (st.operandTypes[i] != null) {
          continue;
        }
        Type t = same != null ? same : inferFromConstraints(st, spec.operands().get(i).name());
        if (t != null) {
          int n = st.operands[i] == null ? 0 : st.operands[i].size();
          st.operandTypes[i] = repeat(t, spec.operands().get(i).arity() == Arity.SINGLE ? 1 : n);
          changed = true;
        }
      }
      for (int i = 0; i < st.resultTypes.length; i++) {
        if (st.resultTypes[i] != null || spec.results().get(i).arity() != Arity.SINGLE) {
          continue;
        }
        Type t = spec.hasTrait(Trait.SAME_OPERANDS_AND_RESULT_TYPE) ? same : null;
        if (t == null) {
          t = inferFromConstraints(st, spec.results().get(i).name());
        }
        if (t != null) {
          st.resultTypes[i] = List.of(t);
          changed = true;
        }
      }
    }
  }

  private static List<Type> repeat(Type t, int n) {
    if (n == 1) {
      return List.of(t);
    }
    List<Type> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(t);
    }
    return out;
  }

  private static Type anyKnownType(FormatState st, boolean includeResults) {
    for (List<Type> ts : st.operandTypes) {
      if (ts != null && !ts.isEmpty()) {
        return ts.get(0);
      }
    }
    if (includeResults) {
      for (List<Type> ts : st.resultTypes) {
        if (ts != null && !ts.isEmpty()) {
          return ts.get(0);
        }
      }
    }
    return null;
  }

  private Type inferFromConstraints(FormatState st, String name) {
    for (AllTypesMatch m : spec.allTypesMatch()) {
      if (!m.names().contains(name)) {
        continue;
      }
      for (String other : m.names()) {
        Type t = knownType(st, other);
        if (t != null) {
          return t;
        }
      }
    }
    for (TypesMatchWith m : spec.typesMatchWith()) {
      if (m.target().equals(name)) {
        Type source = knownType(st, m.source());
        if (source != null) {
          if (m.transform().checksSource()) {
            checkSourceConstraint(st, m.source(), source);
          }
          return m.transform().apply(st.parser.context(), source);
        }
      }
    }
    return null;
  }

  /**
   * The type another one is inferred from must meet its own constraint first: MLIR's generated
   * parsers check it (the transformer may rely on it), "custom op 'x' 'val' must be ..., but got ...".
   */
  private void checkSourceConstraint(FormatState st, String source, Type type) {
    int i = spec.operandIndex(source);
    org.jmlir.ir.ods.TypeConstraint c = null;
    if (i >= 0) {
      c = spec.operands().get(i).constraint();
    } else if ((i = spec.resultIndex(source)) >= 0) {
      c = spec.results().get(i).constraint();
    }
    if (c != null && !c.test(type)) {
      throw st.parser.emitError(st.parser.nameOffset(),
          "'" + source + "' must be " + c.description() + ", but got '" + org.jmlir.ir.ods.Texts.type(type) + "'");
    }
  }

  /** The parsed type of a single operand/result, or the type of a typed inherent attribute. */
  private Type knownType(FormatState st, String name) {
    int i = spec.operandIndex(name);
    if (i >= 0) {
      List<Type> ts = st.operandTypes[i];
      return ts != null && ts.size() == 1 ? ts.get(0) : null;
    }
    i = spec.resultIndex(name);
    if (i >= 0) {
      List<Type> ts = st.resultTypes[i];
      return ts != null && ts.size() == 1 ? ts.get(0) : null;
    }
    Attribute a = st.attribute(name);
    if (a == null) {
      for (NamedAttribute e : st.attrDict) {
        if (e.name().equals(name)) {
          a = e.value();
        }
      }
    }
    return a instanceof TypedAttr ta ? ta.type() : null;
  }
}
