package org.jmlir.ir.ods.format;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.ods.CustomDirective;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.OpSpec.AttrSpec;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/**
 * One element of a compiled assembly format. Each directive both parses and prints itself, so the
 * two directions cannot drift apart (after xDSL's declarative_assembly_format).
 */
sealed interface Directive {
  void parse(FormatState st);

  /**
   * Parses this element if it is next and returns true; returns false, consuming nothing, when it
   * is absent. Only elements that can start an optional group support this.
   */
  default boolean parseOptional(FormatState st) {
    throw new UnsupportedOperationException(this + " cannot start an optional group");
  }

  void print(PrintState ps);

  /** As the anchor ({@code ^}) of an optional group: whether the group prints. */
  default boolean isPresent(Operation op, OpSpec spec) {
    return true;
  }

  // ---- literals and spacing ------------------------------------------------------------------

  /** {@code `keyword`} or {@code `,`}: a keyword or punctuation. */
  record Literal(String text) implements Directive {
    boolean isKeyword() {
      char c = text.charAt(0);
      return Character.isLetter(c) || c == '_';
    }

    @Override
    public void parse(FormatState st) {
      OpAsmParser p = st.parser;
      if (isKeyword()) {
        p.parseKeyword(text);
        return;
      }
      switch (text) {
        case "," -> p.parseComma();
        case ":" -> p.parseColon();
        case "(" -> p.parseLParen();
        case ")" -> p.parseRParen();
        case "[" -> p.parseLSquare();
        case "]" -> p.parseRSquare();
        case "{" -> p.parseLBrace();
        case "}" -> p.parseRBrace();
        case "<" -> p.parseLess();
        case ">" -> p.parseGreater();
        case "=" -> p.parseEqual();
        case "->" -> p.parseArrow();
        case "?" -> p.parseQuestion();
        default -> {
          if (!parseOptional(st)) {
            throw p.emitError("expected '" + text + "'");
          }
        }
      }
    }

    @Override
    public boolean parseOptional(FormatState st) {
      OpAsmParser p = st.parser;
      if (isKeyword()) {
        return p.parseOptionalKeyword(text);
      }
      return switch (text) {
        case "," -> p.parseOptionalComma();
        case ":" -> p.parseOptionalColon();
        case "(" -> p.parseOptionalLParen();
        case ")" -> p.parseOptionalRParen();
        case "[" -> p.parseOptionalLSquare();
        case "]" -> p.parseOptionalRSquare();
        case "{" -> p.parseOptionalLBrace();
        case "}" -> p.parseOptionalRBrace();
        case "<" -> p.parseOptionalLess();
        case ">" -> p.parseOptionalGreater();
        case "=" -> p.parseOptionalEqual();
        case "->" -> p.parseOptionalArrow();
        case "?" -> p.parseOptionalQuestion();
        case "*" -> p.parseOptionalStar();
        case "+" -> p.parseOptionalPlus();
        case "|" -> p.parseOptionalVerticalBar();
        case "..." -> p.parseOptionalEllipsis();
        default -> throw new IllegalStateException("unsupported literal `" + text + "`");
      };
    }

    @Override
    public void print(PrintState ps) {
      ps.literal(text);
    }
  }

  /** {@code ``} (no space before the next element), {@code ` `} or {@code `\n`}. */
  record Space(String text) implements Directive {
    @Override
    public void parse(FormatState st) {}

    /** As MLIR's genSpacePrinter: ` ` prints one space, `` none; neither asks for another. */
    @Override
    public void print(PrintState ps) {
      if (text.equals("\\n")) {
        ps.printer.printNewline();
        return;
      }
      if (text.isEmpty()) {
        ps.lastWasPunctuation = true;
      } else {
        ps.printer.print(' ');
        ps.lastWasPunctuation = false;
      }
      ps.shouldEmitSpace = false;
    }
  }

  // ---- variables -----------------------------------------------------------------------------

  /** {@code $operand}: a single, optional or variadic operand group. */
  record OperandVar(int index, OpSpec.ValueSpec spec) implements Directive {
    @Override
    public void parse(FormatState st) {
      OpAsmParser p = st.parser;
      int offset = p.currentOffset();
      List<UnresolvedOperand> uses =
          switch (spec.arity()) {
            case SINGLE -> List.of(p.parseOperand());
            case OPTIONAL -> {
              UnresolvedOperand u = p.parseOptionalOperand();
              yield u == null ? List.of() : List.of(u);
            }
            case VARIADIC -> p.parseOperandList();
          };
      st.operands[index] = uses;
      st.operandOffsets[index] = offset;
    }

    @Override
    public boolean parseOptional(FormatState st) {
      OpAsmParser p = st.parser;
      int offset = p.currentOffset();
      UnresolvedOperand first = p.parseOptionalOperand();
      if (first == null) {
        st.operands[index] = List.of();
        st.operandOffsets[index] = offset;
        return false;
      }
      List<UnresolvedOperand> uses = new ArrayList<>();
      uses.add(first);
      if (spec.arity() == org.jmlir.ir.ods.Arity.VARIADIC) {
        while (p.parseOptionalComma()) {
          uses.add(p.parseOperand());
        }
      }
      st.operands[index] = uses;
      st.operandOffsets[index] = offset;
      return true;
    }

    @Override
    public void print(PrintState ps) {
      ps.spaceBeforeElement();
      OpSpec s = opSpec(ps);
      if (s.singleOperandsOnly()) {
        ps.printer.printOperand(ps.op.operand(index));
        return;
      }
      List<Value> values = s.operandGroup(ps.op, index);
      if (spec.arity() == org.jmlir.ir.ods.Arity.SINGLE) {
        ps.printer.printOperand(values.get(0));
      } else {
        ps.printer.printOperands(values);
      }
    }

    @Override
    public boolean isPresent(Operation op, OpSpec s) {
      return !s.operandGroup(op, index).isEmpty();
    }
  }

  /** {@code operands}: every operand use, comma-separated. */
  record AllOperands() implements Directive {
    @Override
    public void parse(FormatState st) {
      st.allOperandsOffset = st.parser.currentOffset();
      st.allOperands = st.parser.parseOperandList();
    }

    @Override
    public void print(PrintState ps) {
      ps.spaceBeforeElement();
      ps.printer.printOperands(ps.op.operands());
    }
  }

  /** {@code $attr}: an inherent attribute in its format syntax. */
  record AttrVar(AttrSpec spec) implements Directive {
    @Override
    public void parse(FormatState st) {
      if (spec.constraint().isUnit()) {
        st.setAttribute(spec.name(), org.jmlir.ir.attr.UnitAttr.get(st.parser.context()));
        return;
      }
      st.setAttribute(spec.name(), spec.constraint().parse(st.parser));
    }

    @Override
    public boolean parseOptional(FormatState st) {
      Attribute a = spec.constraint().parseOptional(st.parser);
      if (a == null) {
        return false;
      }
      st.setAttribute(spec.name(), a);
      return true;
    }

    @Override
    public void print(PrintState ps) {
      if (spec.constraint().isUnit()) {
        return; // a unit attribute only marks its optional group as present
      }
      Attribute a = ps.op.inherentAttr(spec.name());
      if (a == null) {
        return;
      }
      ps.spaceBeforeElement();
      spec.constraint().print(a, ps.printer);
    }

    @Override
    public boolean isPresent(Operation op, OpSpec s) {
      Attribute a = op.inherentAttr(spec.name());
      if (a == null) {
        return false;
      }
      return spec.defaultValue() == null || a != s.defaultValue(spec, op.context());
    }
  }

  /** {@code qualified($attr)}: the attribute in its full generic syntax. */
  record QualifiedAttrVar(AttrSpec spec) implements Directive {
    @Override
    public void parse(FormatState st) {
      st.setAttribute(spec.name(), st.parser.parseAttribute(null));
    }

    @Override
    public boolean parseOptional(FormatState st) {
      Attribute a = st.parser.parseOptionalAttribute(null);
      if (a != null) {
        st.setAttribute(spec.name(), a);
      }
      return a != null;
    }

    @Override
    public void print(PrintState ps) {
      Attribute a = ps.op.inherentAttr(spec.name());
      if (a != null) {
        ps.spaceBeforeElement();
        ps.printer.printAttribute(a);
      }
    }

    @Override
    public boolean isPresent(Operation op, OpSpec s) {
      return new AttrVar(spec).isPresent(op, s);
    }
  }

  /** {@code $region}. */
  record RegionVar(int index) implements Directive {
    @Override
    public void parse(FormatState st) {
      Region r = new Region();
      st.parser.parseRegion(r, List.of(), false);
      st.regions[index] = r;
    }

    @Override
    public boolean parseOptional(FormatState st) {
      Region r = new Region();
      if (!st.parser.parseOptionalRegion(r, List.of(), false)) {
        return false;
      }
      st.regions[index] = r;
      return true;
    }

    @Override
    public void print(PrintState ps) {
      ps.spaceBeforeElement();
      ps.printer.printRegion(ps.op.region(index));
    }

    @Override
    public boolean isPresent(Operation op, OpSpec s) {
      return !op.region(index).isEmpty();
    }
  }

  /** {@code $successor}. */
  record SuccessorVar(int index) implements Directive {
    @Override
    public void parse(FormatState st) {
      Block b = st.parser.parseSuccessor();
      if (st.successors[index] == null) {
        st.successors[index] = new ArrayList<>();
      }
      st.successors[index].add(b);
    }

    @Override
    public void print(PrintState ps) {
      ps.spaceBeforeElement();
      ps.printer.printSuccessor(ps.op.successor(index));
    }
  }

  // ---- types ---------------------------------------------------------------------------------

  /** What a type directive refers to: one operand/result group, or all operands/results. */
  record ValueRef(boolean isResult, int index) {
    static final int ALL = -1;

    boolean isAll() {
      return index == ALL;
    }

    boolean isSingle(OpSpec spec) {
      if (isAll()) {
        return false;
      }
      return (isResult ? spec.results() : spec.operands()).get(index).arity() == org.jmlir.ir.ods.Arity.SINGLE;
    }

    boolean isOptional(OpSpec spec) {
      if (isAll()) {
        return false;
      }
      return (isResult ? spec.results() : spec.operands()).get(index).arity() == org.jmlir.ir.ods.Arity.OPTIONAL;
    }

    List<Type> types(Operation op, OpSpec spec) {
      if (isResult) {
        return isAll() ? op.resultTypes() : typesOf(spec.resultGroup(op, index));
      }
      return isAll() ? op.operandTypes() : typesOf(spec.operandGroup(op, index));
    }

    void set(FormatState st, List<Type> types) {
      if (isAll()) {
        if (isResult) {
          st.allResultTypes = types;
        } else {
          st.allOperandTypes = types;
        }
      } else if (isResult) {
        st.resultTypes[index] = types;
      } else {
        st.operandTypes[index] = types;
      }
    }

    private static List<Type> typesOf(List<? extends Value> values) {
      List<Type> out = new ArrayList<>(values.size());
      for (Value v : values) {
        out.add(v.type());
      }
      return out;
    }
  }

  /** {@code type($x)}, {@code type(operands)}, {@code type(results)} (maybe inside {@code qualified}). */
  record TypeOf(ValueRef ref) implements Directive {
    @Override
    public void parse(FormatState st) {
      OpAsmParser p = st.parser;
      if (ref.isSingle(st.spec)) {
        int offset = p.currentOffset();
        Type t = p.parseType();
        org.jmlir.ir.ods.TypeConstraint c = (ref.isResult() ? st.spec.results() : st.spec.operands()).get(ref.index()).constraint();
        if (c.predicate() instanceof org.jmlir.ir.ods.TypeConstraint.Kinded k && !k.isKind(t)) {
          throw p.emitError(offset, "invalid kind of type specified: expected " + k.kindName() + ", but found '"
              + org.jmlir.ir.ods.Texts.type(t) + "'");
        }
        ref.set(st, List.of(t));
      } else if (ref.isOptional(st.spec)) {
        Type t = p.parseOptionalType();
        ref.set(st, t == null ? List.of() : List.of(t));
      } else {
        // MLIR's generated parsers use parseTypeList here: at least one type.
        ref.set(st, p.parseTypeList());
      }
    }

    @Override
    public boolean parseOptional(FormatState st) {
      Type t = st.parser.parseOptionalType();
      if (t == null) {
        return false;
      }
      List<Type> types = new ArrayList<>();
      types.add(t);
      if (!ref.isSingle(st.spec) && !ref.isOptional(st.spec)) {
        while (st.parser.parseOptionalComma()) {
          types.add(st.parser.parseType());
        }
      }
      ref.set(st, types);
      return true;
    }

    @Override
    public void print(PrintState ps) {
      ps.spaceBeforeElement();
      OpSpec s = opSpec(ps);
      if (!ref.isAll() && (ref.isResult() ? s.singleResultsOnly() : s.singleOperandsOnly())) {
        ps.printer.printType(ref.isResult() ? ps.op.result(ref.index()).type() : ps.op.operand(ref.index()).type());
        return;
      }
      List<Type> types = ref.types(ps.op, s);
      for (int i = 0; i < types.size(); i++) {
        if (i > 0) {
          ps.printer.print(", ");
        }
        ps.printer.printType(types.get(i));
      }
    }

    @Override
    public boolean isPresent(Operation op, OpSpec spec) {
      return !ref.types(op, spec).isEmpty();
    }
  }

  /** {@code functional-type(inputs, results)}. */
  record FunctionalTypeOf(ValueRef inputs, ValueRef results) implements Directive {
    @Override
    public void parse(FormatState st) {
      int offset = st.parser.currentOffset();
      Type t = st.parser.parseType();
      if (!(t instanceof FunctionType ft)) {
        throw st.parser.emitError(offset, invalidFunctionType(t));
      }
      inputs.set(st, ft.inputs());
      results.set(st, ft.results());
    }

    @Override
    public void print(PrintState ps) {
      ps.spaceBeforeElement();
      OpSpec spec = opSpec(ps);
      ps.printer.printFunctionalType(inputs.types(ps.op, spec), results.types(ps.op, spec));
    }
  }

  // ---- dictionaries --------------------------------------------------------------------------

  /** {@code attr-dict} / {@code attr-dict-with-keyword}. */
  record AttrDict(boolean withKeyword, List<String> elided) implements Directive {
    @Override
    public void parse(FormatState st) {
      int at = st.parser.currentOffset();
      int before = st.attrDict.size();
      if (withKeyword) {
        st.parser.parseOptionalAttrDictWithKeyword(st.attrDict);
      } else {
        st.parser.parseOptionalAttrDict(st.attrDict);
      }
      // As MLIR's generated parsers call verifyInherentAttrs after the attribute dictionary: an
      // inherent attribute that breaks its constraint is an error at the dictionary.
      org.jmlir.ir.OpDef def = st.state.def;
      if (def != null && def.inherentAttrChecker() != null && st.attrDict.size() > before) {
        String message = def.inherentAttrChecker().check(st.attrDict.subList(before, st.attrDict.size()));
        if (message != null) {
          throw st.parser.emitError(at, "'" + def.name() + "' op " + message);
        }
      }
    }

    @Override
    public void print(PrintState ps) {
      Operation op = ps.op;
      OpSpec spec = opSpec(ps);
      DictionaryAttr props = op.properties() instanceof DictionaryAttr d ? d : null;
      if (op.attributes().isEmpty() && !anyShownProperty(props, spec, op)) {
        ps.lastWasPunctuation = false;
        return;
      }
      Collection<String> skip = new ArrayList<>(elided);
      if (props != null) {
        for (AttrSpec a : spec.attributes()) {
          Attribute v = props.get(a.name());
          if (v != null && a.defaultValue() != null && v == spec.defaultValue(a, op.context())) {
            skip.add(a.name());
          }
        }
      }
      List<NamedAttribute> sorted = FormatProgram.attrDictionary(op);
      if (withKeyword) {
        ps.printer.printOptionalAttrDictWithKeyword(sorted, skip);
      } else {
        ps.printer.printOptionalAttrDict(sorted, skip);
      }
      ps.lastWasPunctuation = false;
    }

    /** Whether some property is neither printed elsewhere in the format nor at its default. */
    private boolean anyShownProperty(DictionaryAttr props, OpSpec spec, Operation op) {
      if (props == null) {
        return false;
      }
      for (NamedAttribute e : props.entries()) {
        if (elided.contains(e.name())) {
          continue;
        }
        AttrSpec a = spec.attribute(e.name());
        if (a != null && a.defaultValue() != null && e.value() == spec.defaultValue(a, op.context())) {
          continue;
        }
        return true;
      }
      return false;
    }
  }

  /** {@code prop-dict}: the properties not printed elsewhere, as {@code <{...}>}. */
  record PropDict(List<String> elided) implements Directive {
    @Override
    public void parse(FormatState st) {
      if (!st.parser.parseOptionalLess()) {
        return;
      }
      int offset = st.parser.currentOffset();
      Attribute a = st.parser.parseAttribute(null);
      if (!(a instanceof DictionaryAttr d)) {
        throw st.parser.emitError(offset, "expected a dictionary of properties");
      }
      for (NamedAttribute e : d.entries()) {
        st.setAttribute(e.name(), e.value());
      }
      st.parser.parseGreater();
    }

    @Override
    public void print(PrintState ps) {
      if (!(ps.op.properties() instanceof DictionaryAttr props)) {
        return;
      }
      List<NamedAttribute> shown = new ArrayList<>();
      for (NamedAttribute e : props.entries()) {
        if (!elided.contains(e.name())) {
          shown.add(e);
        }
      }
      if (shown.isEmpty()) {
        return;
      }
      ps.spaceBeforeElement();
      ps.printer.print('<');
      ps.printer.printAttribute(DictionaryAttr.get(ps.op.context(), shown));
      ps.printer.print('>');
    }
  }

  // ---- groups and hooks ----------------------------------------------------------------------

  /** {@code (elements)?}: printed when the anchor is present; parsed when its first element is next. */
  record OptionalGroup(List<Directive> elements, Directive anchor) implements Directive {
    @Override
    public void parse(FormatState st) {
      // The first element that parses anything (spacing parses nothing) decides presence.
      int first = 0;
      while (elements.get(first) instanceof Space) {
        first++;
      }
      if (!elements.get(first).parseOptional(st)) {
        return;
      }
      for (int i = first + 1; i < elements.size(); i++) {
        elements.get(i).parse(st);
      }
      // A unit attribute anchor is set by the group's presence.
      if (anchor instanceof AttrVar av && av.spec().constraint().isUnit()) {
        av.parse(st);
      }
    }

    @Override
    public void print(PrintState ps) {
      if (!anchor.isPresent(ps.op, opSpec(ps))) {
        return;
      }
      for (Directive d : elements) {
        d.print(ps);
      }
    }
  }

  /** {@code custom<Name>(args)}: a Java hook. */
  record Custom(String name, CustomDirective hook) implements Directive {
    @Override
    public void parse(FormatState st) {
      hook.parse(st.parser, st);
    }

    @Override
    public void print(PrintState ps) {
      ps.spaceBeforeElement();
      hook.print(ps.op, ps.printer);
    }
  }

  /** MLIR's parseType<FunctionType> failure. */
  static String invalidFunctionType(Type found) {
    return "invalid kind of type specified: expected builtin.function, but found '"
        + org.jmlir.ir.ods.Texts.type(found)
        + "'";
  }

  private static OpSpec opSpec(PrintState ps) {
    return ps.op.def().extension(OpSpec.class);
  }
}
