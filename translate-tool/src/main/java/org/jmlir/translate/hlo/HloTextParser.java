package org.jmlir.translate.hlo;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.translate.hlo.HloModuleText.Computation;
import org.jmlir.translate.hlo.HloModuleText.Instruction;
import org.jmlir.translate.hlo.HloModuleText.Operand;
import org.jmlir.translate.hlo.HloModuleText.Value;

/**
 * Parses XLA's HLO text ({@code HloModule}, computations, {@code ENTRY}, instructions as XLA and
 * JAX dump them) into {@link HloModuleText}. Attribute values stay raw text; {@code //} and
 * {@code /* *\/} comments are skipped. Errors carry the offset of the offending token.
 */
public final class HloTextParser {
  /** XLA's primitive type keywords (xla_data.proto's PrimitiveType, lower case). */
  static final Set<String> PRIMITIVE_TYPES =
      Set.of(
          "pred", "s1", "s2", "s4", "s8", "s16", "s32", "s64", "u1", "u2", "u4", "u8", "u16", "u32", "u64", "f16",
          "f32", "f64", "bf16", "c64", "c128", "f8e5m2", "f8e4m3", "f8e4m3fn", "f8e4m3b11fnuz", "f8e5m2fnuz",
          "f8e4m3fnuz", "f8e3m4", "f4e2m1fn", "f8e8m0fnu", "token", "opaque");

  private final String src;
  private int pos;

  private HloTextParser(String src) {
    this.src = src;
  }

  public static HloModuleText parse(String text) throws HloParseException {
    return new HloTextParser(text).module();
  }

  // ---- lexing helpers -------------------------------------------------------------------------

  private void skipSpace() {
    while (pos < src.length()) {
      char c = src.charAt(pos);
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
        pos++;
      } else if (c == '/' && pos + 1 < src.length() && src.charAt(pos + 1) == '/') {
        while (pos < src.length() && src.charAt(pos) != '\n') {
          pos++;
        }
      } else if (c == '/' && pos + 1 < src.length() && src.charAt(pos + 1) == '*') {
        int end = src.indexOf("*/", pos + 2);
        pos = end < 0 ? src.length() : end + 2;
      } else {
        return;
      }
    }
  }

  /** Skips blanks and comments but not newlines (attribute lists end at the end of a line). */
  private void skipInlineSpace() {
    while (pos < src.length()) {
      char c = src.charAt(pos);
      if (c == ' ' || c == '\t' || c == '\r') {
        pos++;
      } else if (c == '/' && pos + 1 < src.length() && src.charAt(pos + 1) == '*') {
        int end = src.indexOf("*/", pos + 2);
        pos = end < 0 ? src.length() : end + 2;
      } else {
        return;
      }
    }
  }

  private boolean peek(char c) {
    skipSpace();
    return pos < src.length() && src.charAt(pos) == c;
  }

  private boolean consume(char c) {
    if (peek(c)) {
      pos++;
      return true;
    }
    return false;
  }

  private void expect(char c, String what) throws HloParseException {
    if (!consume(c)) {
      throw error("expects '" + c + "' " + what);
    }
  }

  private HloParseException error(String message) {
    skipSpace();
    return new HloParseException(Math.min(pos, src.length()), message);
  }

  private static boolean isNameChar(char c) {
    return Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '-' || c == '$';
  }

  /** A name: letters, digits, {@code _ . - $}, with an optional leading {@code %}; null if none. */
  private String optionalName() {
    skipSpace();
    int start = pos;
    if (pos < src.length() && src.charAt(pos) == '%') {
      pos++;
    }
    int nameStart = pos;
    while (pos < src.length() && isNameChar(src.charAt(pos))) {
      if (src.charAt(pos) == '-' && pos + 1 < src.length() && src.charAt(pos + 1) == '>') {
        break;
      }
      pos++;
    }
    if (pos == nameStart) {
      pos = start;
      return null;
    }
    return src.substring(nameStart, pos);
  }

  private String name(String what) throws HloParseException {
    String n = optionalName();
    if (n == null) {
      throw error("expects " + what);
    }
    return n;
  }

  private boolean keyword(String kw) {
    skipSpace();
    if (src.startsWith(kw, pos)) {
      int end = pos + kw.length();
      if (end >= src.length() || !isNameChar(src.charAt(end))) {
        pos = end;
        return true;
      }
    }
    return false;
  }

  private long integer(String what) throws HloParseException {
    skipSpace();
    int start = pos;
    if (pos < src.length() && (src.charAt(pos) == '-' || src.charAt(pos) == '+')) {
      pos++;
    }
    while (pos < src.length() && Character.isDigit(src.charAt(pos))) {
      pos++;
    }
    if (pos == start || (pos == start + 1 && !Character.isDigit(src.charAt(start)))) {
      pos = start;
      throw error("expects " + what);
    }
    try {
      return Long.parseLong(src.substring(start, pos));
    } catch (NumberFormatException e) {
      pos = start;
      throw error("integer out of range: " + what);
    }
  }

  // ---- module -------------------------------------------------------------------------------

  private HloModuleText module() throws HloParseException {
    skipSpace();
    if (!keyword("HloModule")) {
      throw error("expects HloModule");
    }
    String name = name("a module name after HloModule");
    Map<String, Value> attrs = new LinkedHashMap<>();
    attributes(attrs);
    List<Computation> computations = new ArrayList<>();
    Computation entry = null;
    Set<String> names = new HashSet<>();
    skipSpace();
    while (pos < src.length()) {
      Computation c = computation();
      if (!names.add(c.name())) {
        throw new HloParseException(c.offset(), "computation previously defined here: " + c.name());
      }
      computations.add(c);
      if (c.isEntry()) {
        if (entry != null) {
          throw new HloParseException(c.offset(), "expects only one ENTRY");
        }
        entry = c;
      }
      skipSpace();
    }
    if (computations.isEmpty()) {
      throw error("expects at least one computation");
    }
    if (entry == null) {
      Computation last = computations.get(computations.size() - 1);
      entry = new Computation(last.name(), last.instructions(), last.parameters(), last.root(), true, last.offset());
      computations.set(computations.size() - 1, entry);
    }
    return new HloModuleText(name, attrs, computations, entry);
  }

  private Computation computation() throws HloParseException {
    skipSpace();
    int offset = pos;
    boolean isEntry = keyword("ENTRY");
    String name = name("a computation name");
    if (peek('(')) {
      // The signature repeats the parameters' shapes; the parameter instructions are authoritative.
      expect('(', "to start the parameter list");
      if (!consume(')')) {
        do {
          name("a parameter name");
          expect(':', "after a parameter name");
          shape();
        } while (consume(','));
        expect(')', "to end the parameter list");
      }
      skipSpace();
      if (!src.startsWith("->", pos)) {
        throw error("expects '->' after the parameter list");
      }
      pos += 2;
      shape();
    }
    expect('{', "to start the computation body");
    List<Instruction> instructions = new ArrayList<>();
    Instruction root = null;
    Set<String> names = new HashSet<>();
    while (!consume('}')) {
      if (pos >= src.length()) {
        throw error("expects '}' at the end of computation " + name);
      }
      Instruction inst = instruction();
      if (!names.add(inst.name())) {
        throw new HloParseException(inst.offset(), "instruction previously defined here: " + inst.name());
      }
      instructions.add(inst);
      if (inst.root()) {
        if (root != null) {
          throw new HloParseException(inst.offset(), "one computation should have only one ROOT");
        }
        root = inst;
      }
    }
    if (instructions.isEmpty()) {
      throw new HloParseException(offset, "computation " + name + " has no instructions");
    }
    if (root == null) {
      root = instructions.get(instructions.size() - 1);
    }
    List<Instruction> params = new ArrayList<>();
    for (Instruction inst : instructions) {
      if (inst.opcode().equals("parameter")) {
        int number;
        try {
          number = Integer.parseInt(inst.literal().strip());
        } catch (NumberFormatException e) {
          throw new HloParseException(inst.offset(), "expects a parameter number, got '" + inst.literal().strip() + "'");
        }
        while (params.size() <= number) {
          params.add(null);
        }
        if (params.get(number) != null) {
          throw new HloParseException(inst.offset(), "duplicate parameter number " + number);
        }
        params.set(number, inst);
      }
    }
    for (int i = 0; i < params.size(); i++) {
      if (params.get(i) == null) {
        throw new HloParseException(offset, "computation " + name + " lacks parameter " + i);
      }
    }
    return new Computation(name, List.copyOf(instructions), List.copyOf(params), root, isEntry, offset);
  }

  private Instruction instruction() throws HloParseException {
    skipSpace();
    int offset = pos;
    boolean root = keyword("ROOT");
    String name = name("an instruction name");
    expect('=', "in instruction");
    HloShape shape = shape();
    skipSpace();
    int opOffset = pos;
    String opcode = optionalName();
    if (opcode == null) {
      throw error("expects an opcode");
    }
    if (!HloOpcodes.isKnown(opcode)) {
      throw new HloParseException(opOffset, "unknown opcode: " + opcode);
    }
    expect('(', "after the opcode");
    List<Operand> operands = new ArrayList<>();
    String literal = null;
    if (opcode.equals("constant") || opcode.equals("parameter")) {
      int start = pos;
      skipBalanced(')');
      literal = src.substring(start, pos);
      expect(')', "to end the operand list");
    } else if (!consume(')')) {
      do {
        skipSpace();
        int opndOffset = pos;
        HloShape opShape = null;
        if (startsShape()) {
          opShape = shape();
        }
        String operandName = name("an operand name");
        operands.add(new Operand(operandName, opShape, opndOffset));
      } while (consume(','));
      expect(')', "to end the operand list");
    }
    Map<String, Value> attrs = new LinkedHashMap<>();
    attributes(attrs);
    return new Instruction(name, shape, opcode, List.copyOf(operands), literal, attrs, root, offset);
  }

  /** Whether a shape starts here: a tuple's {@code (} or a primitive type followed by {@code [}. */
  private boolean startsShape() {
    skipSpace();
    if (pos < src.length() && src.charAt(pos) == '(') {
      return true;
    }
    int p = pos;
    while (p < src.length() && Character.isLetterOrDigit(src.charAt(p))) {
      p++;
    }
    return p < src.length() && src.charAt(p) == '[' && PRIMITIVE_TYPES.contains(src.substring(pos, p));
  }

  /** {@code , name=value} pairs up to the end of the line (values are raw, balanced text). */
  private void attributes(Map<String, Value> attrs) throws HloParseException {
    while (true) {
      skipInlineSpace();
      if (pos >= src.length() || src.charAt(pos) != ',') {
        return;
      }
      pos++;
      String key = name("an attribute name");
      expect('=', "after attribute name " + key);
      skipSpace();
      int start = pos;
      skipBalanced(',');
      String text = src.substring(start, pos).strip();
      if (text.isEmpty()) {
        throw new HloParseException(start, "expects a value for attribute " + key);
      }
      if (attrs.containsKey(key)) {
        throw new HloParseException(start, "attribute " + key + " already exists");
      }
      attrs.put(key, new Value(text, start));
    }
  }

  /**
   * Advances over balanced text up to (not including) {@code stop} at depth zero, a newline at
   * depth zero (for attribute values), or an unbalanced closing bracket.
   */
  private void skipBalanced(char stop) throws HloParseException {
    int depth = 0;
    int start = pos;
    while (pos < src.length()) {
      char c = src.charAt(pos);
      if (c == '"') {
        pos++;
        while (pos < src.length() && src.charAt(pos) != '"') {
          pos += src.charAt(pos) == '\\' ? 2 : 1;
        }
        if (pos >= src.length()) {
          throw new HloParseException(start, "unterminated string");
        }
        pos++;
        continue;
      }
      if (depth == 0 && (c == stop || (stop == ',' && (c == '\n' || c == '}')) || c == ')' && stop == ')')) {
        return;
      }
      if (c == '{' || c == '[' || c == '(') {
        depth++;
      } else if (c == '}' || c == ']' || c == ')') {
        if (depth == 0) {
          return;
        }
        depth--;
      }
      pos++;
    }
    if (depth > 0) {
      throw new HloParseException(start, "unbalanced brackets in attribute value");
    }
  }

  // ---- shapes -------------------------------------------------------------------------------

  /** Tuple shapes nest at most this deep (as jmlir's type parser limits nesting). */
  private static final int MAX_TUPLE_DEPTH = 1000;

  private int tupleDepth;

  HloShape shape() throws HloParseException {
    skipSpace();
    if (consume('(')) {
      if (++tupleDepth > MAX_TUPLE_DEPTH) {
        throw error("tuple shapes nested too deeply (more than " + MAX_TUPLE_DEPTH + " levels)");
      }
      List<HloShape> elements = new ArrayList<>();
      if (!consume(')')) {
        do {
          elements.add(shape());
        } while (consume(','));
        expect(')', "to end a tuple shape");
      }
      tupleDepth--;
      return HloShape.tuple(elements);
    }
    int start = pos;
    while (pos < src.length() && Character.isLetterOrDigit(src.charAt(pos))) {
      pos++;
    }
    String type = src.substring(start, pos);
    if (!PRIMITIVE_TYPES.contains(type)) {
      pos = start;
      throw error(type.isEmpty() ? "expects a shape" : "unknown primitive type: " + type);
    }
    if (src.startsWith("[", pos)) {
      pos++;
    } else {
      throw error("expects '[' after the element type " + type);
    }
    List<Long> dims = new ArrayList<>();
    List<Boolean> dyn = new ArrayList<>();
    if (!consume(']')) {
      do {
        skipSpace();
        if (consume('?')) {
          dims.add(HloShape.UNBOUNDED);
          dyn.add(true);
        } else if (src.startsWith("<=", pos)) {
          pos += 2;
          dims.add(integer("a dimension bound"));
          dyn.add(true);
        } else {
          long d = integer("a dimension size");
          if (d < 0) {
            throw error("negative dimension size");
          }
          dims.add(d);
          dyn.add(false);
        }
      } while (consume(','));
      expect(']', "to end the dimensions");
    }
    long[] layout = null;
    if (pos < src.length() && src.charAt(pos) == '{') {
      pos++;
      List<Long> minorToMajor = new ArrayList<>();
      skipSpace();
      while (pos < src.length() && Character.isDigit(src.charAt(pos))) {
        minorToMajor.add(integer("a layout dimension"));
        if (!consume(',')) {
          break;
        }
        skipSpace();
      }
      // Tiling, memory space and other layout details (":T(8,128)S(1)") are skipped.
      skipBalanced('}');
      expect('}', "to end the layout");
      layout = minorToMajor.stream().mapToLong(Long::longValue).toArray();
    }
    long[] d = dims.stream().mapToLong(Long::longValue).toArray();
    boolean[] dynamic = null;
    for (int i = 0; i < dyn.size(); i++) {
      if (dyn.get(i)) {
        if (dynamic == null) {
          dynamic = new boolean[dyn.size()];
        }
        dynamic[i] = true;
      }
    }
    return new HloShape(type, d, dynamic, layout, null);
  }
}
