package org.jmlir.ir.ods.format;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.ods.CustomDirective;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.OpSpec.AttrSpec;

/**
 * Compiles an MLIR assembly-format string ({@code $lhs `,` $rhs attr-dict `:` type($result)}) into
 * directives, once, when the op is declared. Errors are programming errors in a declaration and
 * throw {@link IllegalArgumentException}.
 */
final class FormatCompiler {
  private final OpSpec spec;
  private final String text;
  private int pos;
  private final List<String> boundAttrs = new ArrayList<>();
  private final List<String> attrDictElided = new ArrayList<>();
  private boolean hasPropDict;

  private FormatCompiler(OpSpec spec) {
    this.spec = spec;
    this.text = spec.format();
  }

  static List<Directive> compile(OpSpec spec) {
    FormatCompiler c = new FormatCompiler(spec);
    List<Directive> out = c.elements(false);
    c.skipSpace();
    if (c.pos < c.text.length()) {
      throw c.error("unexpected '" + c.text.charAt(c.pos) + "'");
    }
    c.attrDictElided.addAll(c.boundAttrs);
    if (c.hasPropDict) {
      // With prop-dict, every inherent attribute prints there; attr-dict shows discardable ones only.
      for (OpSpec.AttrSpec a : spec.attributes()) {
        c.attrDictElided.add(a.name());
      }
    }
    if (spec.hasOperandSegments()) {
      c.attrDictElided.add(OpSpec.OPERAND_SEGMENTS);
    }
    if (spec.hasResultSegments()) {
      c.attrDictElided.add(OpSpec.RESULT_SEGMENTS);
    }
    return List.copyOf(out);
  }

  private IllegalArgumentException error(String message) {
    return new IllegalArgumentException(spec.name() + ": format error at " + pos + ": " + message + " in \"" + text + "\"");
  }

  private void skipSpace() {
    while (pos < text.length() && isSpace(text.charAt(pos))) {
      pos++;
    }
  }

  // ASCII tests before Character's: formats compile on an op's first use, interpreted at jrun's
  // start-up, where Character's tables cost several calls per character (issue 12). Same answers.

  /** {@link Character#isWhitespace}. */
  private static boolean isSpace(char c) {
    if (c < 128) {
      return c == ' ' || c >= '\t' && c <= '\r' || c >= '\u001c' && c <= '\u001f';
    }
    return Character.isWhitespace(c);
  }

  /** {@link Character#isLetterOrDigit}, '_', '-' or '.': a character of an identifier. */
  private static boolean isIdentChar(char c) {
    if (c < 128) {
      char l = (char) (c | 0x20);
      return l >= 'a' && l <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.';
    }
    return Character.isLetterOrDigit(c);
  }

  private boolean peek(char c) {
    skipSpace();
    return pos < text.length() && text.charAt(pos) == c;
  }

  private void expect(char c) {
    if (!peek(c)) {
      throw error("expected '" + c + "'");
    }
    pos++;
  }

  private String identifier() {
    skipSpace();
    int start = pos;
    while (pos < text.length()) {
      if (isIdentChar(text.charAt(pos))) {
        pos++;
      } else {
        break;
      }
    }
    if (start == pos) {
      throw error("expected an identifier");
    }
    return text.substring(start, pos);
  }

  /** Elements up to the end, or up to a ')' when {@code inGroup}. */
  private List<Directive> elements(boolean inGroup) {
    List<Directive> out = new ArrayList<>();
    while (true) {
      skipSpace();
      if (pos >= text.length() || (inGroup && text.charAt(pos) == ')')) {
        return out;
      }
      out.add(element());
    }
  }

  private Directive element() {
    skipSpace();
    char c = text.charAt(pos);
    if (c == '`') {
      int end = text.indexOf('`', pos + 1);
      if (end < 0) {
        throw error("unterminated literal");
      }
      String lit = text.substring(pos + 1, end);
      pos = end + 1;
      if (lit.isEmpty() || lit.equals(" ") || lit.equals("\\n")) {
        return new Directive.Space(lit);
      }
      return new Directive.Literal(lit);
    }
    if (c == '$') {
      pos++;
      return variable(identifier());
    }
    if (c == '(') {
      pos++;
      return optionalGroup();
    }
    String word = identifier();
    return switch (word) {
      case "attr-dict" -> new Directive.AttrDict(false, attrDictElided);
      case "attr-dict-with-keyword" -> new Directive.AttrDict(true, attrDictElided);
      case "prop-dict" -> {
        hasPropDict = true;
        yield new Directive.PropDict(boundAttrs);
      }
      case "operands" -> new Directive.AllOperands();
      case "type" -> {
        expect('(');
        Directive.ValueRef ref = valueRef();
        expect(')');
        yield new Directive.TypeOf(ref);
      }
      case "qualified" -> {
        expect('(');
        Directive inner;
        if (peek('$')) {
          pos++;
          String n = identifier();
          AttrSpec a = spec.attribute(n);
          if (a == null) {
            throw error("qualified() needs an attribute, got $" + n);
          }
          boundAttrs.add(n);
          inner = new Directive.QualifiedAttrVar(a);
        } else {
          String w = identifier();
          if (!w.equals("type")) {
            throw error("qualified() takes an attribute or a type directive");
          }
          expect('(');
          Directive.ValueRef ref = valueRef();
          expect(')');
          inner = new Directive.TypeOf(ref);
        }
        expect(')');
        yield inner;
      }
      case "functional-type" -> {
        expect('(');
        Directive.ValueRef in = valueRef();
        expect(',');
        Directive.ValueRef res = valueRef();
        expect(')');
        yield new Directive.FunctionalTypeOf(in, res);
      }
      case "custom" -> {
        expect('<');
        String name = identifier();
        expect('>');
        CustomDirective hook = spec.customDirective(name);
        if (hook == null) {
          throw error("no Java hook registered for custom<" + name + ">");
        }
        expect('(');
        int depth = 1;
        while (depth > 0) {
          if (pos >= text.length()) {
            throw error("unterminated custom directive");
          }
          char ch = text.charAt(pos);
          if (ch == '(') {
            depth++;
            pos++;
          } else if (ch == ')') {
            depth--;
            pos++;
          } else if (ch == '$') {
            pos++;
            String n = identifier();
            if (spec.attribute(n) != null) {
              boundAttrs.add(n);
            }
          } else {
            pos++;
          }
        }
        yield new Directive.Custom(name, hook);
      }
      default -> throw error("unknown directive '" + word + "'");
    };
  }

  private Directive variable(String n) {
    int i = spec.operandIndex(n);
    if (i >= 0) {
      return new Directive.OperandVar(i, spec.operands().get(i));
    }
    AttrSpec a = spec.attribute(n);
    if (a != null) {
      boundAttrs.add(n);
      return new Directive.AttrVar(a);
    }
    i = spec.regionIndex(n);
    if (i >= 0) {
      return new Directive.RegionVar(i);
    }
    i = spec.successorIndex(n);
    if (i >= 0) {
      return new Directive.SuccessorVar(i);
    }
    throw error("'$" + n + "' names no operand, attribute, region or successor");
  }

  private Directive.ValueRef valueRef() {
    skipSpace();
    if (peek('$')) {
      pos++;
      String n = identifier();
      int i = spec.operandIndex(n);
      if (i >= 0) {
        return new Directive.ValueRef(false, i);
      }
      i = spec.resultIndex(n);
      if (i >= 0) {
        return new Directive.ValueRef(true, i);
      }
      throw error("'$" + n + "' names no operand or result");
    }
    String w = identifier();
    return switch (w) {
      case "operands" -> new Directive.ValueRef(false, Directive.ValueRef.ALL);
      case "results" -> new Directive.ValueRef(true, Directive.ValueRef.ALL);
      default -> throw error("expected $name, operands or results");
    };
  }

  private Directive optionalGroup() {
    List<Directive> elements = new ArrayList<>();
    Directive anchor = null;
    while (true) {
      skipSpace();
      if (pos >= text.length()) {
        throw error("unterminated optional group");
      }
      if (text.charAt(pos) == ')') {
        pos++;
        break;
      }
      Directive d = element();
      elements.add(d);
      if (peek('^')) {
        pos++;
        anchor = d;
      }
    }
    expect('?');
    if (anchor == null) {
      throw error("optional group has no anchor ('^')");
    }
    // A loop, not a stream: formats compile on an op's first use, interpreted, at jrun's start-up,
    // where a stream pipeline's first use costs more than the rest of the compile (issue 12).
    boolean onlySpaces = true;
    for (Directive e : elements) {
      onlySpaces &= e instanceof Directive.Space;
    }
    if (onlySpaces) {
      throw error("optional group has nothing to parse");
    }
    return new Directive.OptionalGroup(List.copyOf(elements), anchor);
  }
}
