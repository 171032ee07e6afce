package org.jmlir.translate.graphdef;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.TextFormat;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Protobuf's text format, fast: the same syntax, escaping and values as protobuf-java's
 * {@code TextFormat} parser and printer, without their regular-expression tokenizer and reflective
 * field access, which were about a quarter of a large GraphDef's import and export.
 *
 * <p>Parsing turns the text straight into the binary wire format, field by field from the message
 * descriptors, and lets the generated code parse that. Printing goes the other way: the message's
 * binary form is walked with its descriptors. Whatever this class does not handle (extensions and
 * {@code Any} expansions, unknown fields, a syntax or value error, invalid UTF-8) is handed to
 * protobuf's own {@code TextFormat}, so errors read exactly as before.
 */
public final class TextProto {
  private TextProto() {}

  /** Thrown inside the fast paths when protobuf's own TextFormat must take over. */
  private static final class Fallback extends RuntimeException {
    Fallback() {
      super(null, null, false, false);
    }
  }

  private static final Fallback FALLBACK = new Fallback();

  // ---- parsing --------------------------------------------------------------------------------

  /**
   * Merges text-format {@code text} (UTF-8) into {@code builder}, as
   * {@code TextFormat.Parser.merge} does; its ParseException on bad input.
   */
  public static void merge(byte[] text, Message.Builder builder) throws TextFormat.ParseException {
    byte[] wire = null;
    if (validUtf8(text)) {
      try {
        Parser p = new Parser(text);
        p.parseMessage(builder.getDescriptorForType(), p.out(0), 0, -1);
        wire = p.out(0).toArray();
      } catch (Fallback | IndexOutOfBoundsException e) {
        wire = null;
      }
    }
    if (wire != null) {
      try {
        builder.mergeFrom(wire);
        return;
      } catch (InvalidProtocolBufferException e) {
        // e.g. a string field's invalid UTF-8 after unescaping: the text parser decides
      }
    }
    TextFormat.Parser.newBuilder().build().merge(new String(text, StandardCharsets.UTF_8), builder);
  }

  private static boolean validUtf8(byte[] text) {
    for (byte b : text) {
      if (b < 0) {
        try {
          StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(text));
          return true;
        } catch (CharacterCodingException e) {
          return false;
        }
      }
    }
    return true;
  }

  /** A growable byte buffer holding wire format. */
  private static final class Buf {
    byte[] a;
    int len;

    Buf() {
      this(256);
    }

    Buf(int capacity) {
      a = new byte[capacity];
    }

    void ensure(int extra) {
      if (len + extra > a.length) {
        a = java.util.Arrays.copyOf(a, Math.max(a.length * 2, len + extra));
      }
    }

    void put(int b) {
      ensure(1);
      a[len++] = (byte) b;
    }

    void varint(long v) {
      ensure(10);
      while ((v & ~0x7FL) != 0) {
        a[len++] = (byte) ((v & 0x7F) | 0x80);
        v >>>= 7;
      }
      a[len++] = (byte) v;
    }

    void fixed32(int v) {
      ensure(4);
      for (int i = 0; i < 4; i++) {
        a[len++] = (byte) (v >>> (8 * i));
      }
    }

    void fixed64(long v) {
      ensure(8);
      for (int i = 0; i < 8; i++) {
        a[len++] = (byte) (v >>> (8 * i));
      }
    }

    void bytes(byte[] b, int off, int n) {
      ensure(n);
      System.arraycopy(b, off, a, len, n);
      len += n;
    }

    void tag(int number, int wireType) {
      varint((long) number << 3 | wireType);
    }

    byte[] toArray() {
      return java.util.Arrays.copyOf(a, len);
    }

    // Text output (the printer): what StringBuilder.append would add, as UTF-8.

    Buf append(String s) {
      int n = s.length();
      ensure(n);
      for (int i = 0; i < n; i++) {
        char c = s.charAt(i);
        if (c >= 0x80) {
          byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
          bytes(utf8, 0, utf8.length);
          return this;
        }
        a[len + i] = (byte) c;
      }
      len += n;
      return this;
    }

    /** An ASCII character (the printer writes no other alone). */
    Buf append(char c) {
      put(c);
      return this;
    }

    Buf append(long v) {
      return append(Long.toString(v));
    }
  }

  private static final class Parser {
    final byte[] s;
    final int n;
    int p;
    /** One buffer per nesting depth, reused. */
    final List<Buf> bufs = new ArrayList<>();
    /** Unescaped string bytes. */
    final Buf str = new Buf();
    final Map<Descriptor, Map<String, FieldDescriptor>> fields = new HashMap<>();

    Parser(byte[] s) {
      this.s = s;
      this.n = s.length;
    }

    Buf out(int depth) {
      while (bufs.size() <= depth) {
        bufs.add(new Buf());
      }
      return bufs.get(depth);
    }

    void skipWs() {
      while (p < n) {
        byte c = s[p];
        if (c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == 0x0b || c == 0x0c) {
          p++;
        } else if (c == '#') {
          while (p < n && s[p] != '\n') {
            p++;
          }
        } else {
          return;
        }
      }
    }

    static boolean identStart(byte c) {
      return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }

    static boolean identPart(byte c) {
      return identStart(c) || (c >= '0' && c <= '9');
    }

    /** An identifier (letters, digits, '_'); anything that protobuf's tokenizer reads longer falls back. */
    String ident() {
      int start = p;
      if (p >= n || !identStart(s[p])) {
        throw FALLBACK;
      }
      while (p < n && identPart(s[p])) {
        p++;
      }
      if (p < n && (s[p] == '+' || s[p] == '-' || s[p] == '.')) {
        throw FALLBACK;
      }
      return new String(s, start, p - start, StandardCharsets.ISO_8859_1);
    }

    FieldDescriptor field(Descriptor d, String name) {
      Map<String, FieldDescriptor> byName = fields.computeIfAbsent(d, k -> new HashMap<>());
      FieldDescriptor f = byName.get(name);
      if (f == null) {
        f = d.findFieldByName(name);
        if (f == null || f.getType() == FieldDescriptor.Type.GROUP) {
          throw FALLBACK;
        }
        byName.put(name, f);
      }
      return f;
    }

    /** A message's fields up to {@code close} ('}' or '>'), or the end of input when it is -1. */
    void parseMessage(Descriptor d, Buf out, int depth, int close) {
      out.len = 0;
      while (true) {
        skipWs();
        if (p >= n) {
          if (close < 0) {
            return;
          }
          throw FALLBACK;
        }
        if (s[p] == close) {
          p++;
          return;
        }
        FieldDescriptor f = field(d, ident());
        skipWs();
        if (f.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
          if (p < n && s[p] == ':') {
            p++;
            skipWs();
          }
          valueOrList(f, () -> messageValue(f, out, depth));
        } else {
          expect(':');
          skipWs();
          valueOrList(f, () -> scalar(f, out));
        }
        skipWs();
        if (p < n && (s[p] == ';' || s[p] == ',')) {
          p++;
        }
      }
    }

    /** One value, or a bracketed list of them (repeated fields only). */
    void valueOrList(FieldDescriptor f, Runnable one) {
      if (p >= n || s[p] != '[') {
        one.run();
        return;
      }
      if (!f.isRepeated()) {
        throw FALLBACK;
      }
      p++;
      skipWs();
      if (p < n && s[p] == ']') {
        p++;
        return;
      }
      while (true) {
        one.run();
        skipWs();
        if (p < n && s[p] == ',') {
          p++;
          skipWs();
          continue;
        }
        expect(']');
        return;
      }
    }

    void expect(char c) {
      if (p >= n || s[p] != c) {
        throw FALLBACK;
      }
      p++;
    }

    void messageValue(FieldDescriptor f, Buf out, int depth) {
      if (p >= n) {
        throw FALLBACK;
      }
      int close;
      if (s[p] == '{') {
        close = '}';
      } else if (s[p] == '<') {
        close = '>';
      } else {
        throw FALLBACK;
      }
      p++;
      Buf child = out(depth + 1);
      parseMessage(f.getMessageType(), child, depth + 1, close);
      out.tag(f.getNumber(), 2);
      out.varint(child.len);
      out.bytes(child.a, 0, child.len);
    }

    /** A number or identifier token as protobuf's tokenizer reads it. */
    String token() {
      int start = p;
      while (p < n) {
        byte c = s[p];
        if (identPart(c) || c == '.' || c == '+' || c == '-') {
          p++;
        } else {
          break;
        }
      }
      if (p == start) {
        throw FALLBACK;
      }
      return new String(s, start, p - start, StandardCharsets.ISO_8859_1);
    }

    void scalar(FieldDescriptor f, Buf out) {
      int num = f.getNumber();
      switch (f.getType()) {
        case STRING, BYTES -> {
          string();
          out.tag(num, 2);
          out.varint(str.len);
          out.bytes(str.a, 0, str.len);
        }
        case ENUM -> {
          String t = token();
          EnumValueDescriptor v = f.getEnumType().findValueByName(t);
          int value;
          if (v != null) {
            value = v.getNumber();
          } else {
            char c0 = t.charAt(0);
            if (!(c0 == '-' || (c0 >= '0' && c0 <= '9'))) {
              throw FALLBACK;
            }
            value = (int) integer(t, true, false);
            if (f.getEnumType().findValueByNumber(value) == null) {
              throw FALLBACK;
            }
          }
          out.tag(num, 0);
          out.varint(value);
        }
        case BOOL -> {
          String t = token();
          boolean b = switch (t) {
            case "true", "True", "t", "1" -> true;
            case "false", "False", "f", "0" -> false;
            default -> throw FALLBACK;
          };
          out.tag(num, 0);
          out.varint(b ? 1 : 0);
        }
        case INT32 -> {
          out.tag(num, 0);
          out.varint(integer(token(), true, false));
        }
        case INT64 -> {
          out.tag(num, 0);
          out.varint(integer(token(), true, true));
        }
        case UINT32 -> {
          out.tag(num, 0);
          out.varint(integer(token(), false, false));
        }
        case UINT64 -> {
          out.tag(num, 0);
          out.varint(integer(token(), false, true));
        }
        case SINT32 -> {
          int v = (int) integer(token(), true, false);
          out.tag(num, 0);
          out.varint((v << 1) ^ (v >> 31));
        }
        case SINT64 -> {
          long v = integer(token(), true, true);
          out.tag(num, 0);
          out.varint((v << 1) ^ (v >> 63));
        }
        case FIXED32 -> {
          out.tag(num, 5);
          out.fixed32((int) integer(token(), false, false));
        }
        case SFIXED32 -> {
          out.tag(num, 5);
          out.fixed32((int) integer(token(), true, false));
        }
        case FIXED64 -> {
          out.tag(num, 1);
          out.fixed64(integer(token(), false, true));
        }
        case SFIXED64 -> {
          out.tag(num, 1);
          out.fixed64(integer(token(), true, true));
        }
        case FLOAT -> {
          out.tag(num, 5);
          out.fixed32(Float.floatToRawIntBits((float) floating(token(), true)));
        }
        case DOUBLE -> {
          out.tag(num, 1);
          out.fixed64(Double.doubleToRawLongBits(floating(token(), false)));
        }
        default -> throw FALLBACK;
      }
    }

    /** TextFormat's integer syntax: an optional '-', then decimal, 0x hex or 0 octal; range-checked. */
    static long integer(String t, boolean signed, boolean isLong) {
      int i = 0;
      boolean negative = false;
      if (t.startsWith("-")) {
        if (!signed) {
          throw FALLBACK;
        }
        negative = true;
        i++;
      }
      int radix = 10;
      if (t.startsWith("0x", i) || t.startsWith("0X", i)) {
        radix = 16;
        i += 2;
      } else if (t.startsWith("0", i) && t.length() > i + 1) {
        radix = 8;
      }
      String digits = t.substring(i);
      if (digits.isEmpty()) {
        throw FALLBACK;
      }
      for (int k = 0; k < digits.length(); k++) {
        if (Character.digit(digits.charAt(k), radix) < 0) {
          throw FALLBACK;
        }
      }
      if (radix == 10 && digits.length() <= 18) {
        long v = Long.parseLong(digits);
        if (negative) {
          v = -v;
        }
        long min = signed ? (isLong ? Long.MIN_VALUE : Integer.MIN_VALUE) : 0;
        long max = isLong ? Long.MAX_VALUE : signed ? Integer.MAX_VALUE : 0xFFFFFFFFL;
        if (v < min || v > max) {
          throw FALLBACK;
        }
        return v;
      }
      BigInteger v = new BigInteger(digits, radix);
      if (negative) {
        v = v.negate();
      }
      BigInteger min;
      BigInteger max;
      if (signed) {
        min = isLong ? BigInteger.valueOf(Long.MIN_VALUE) : BigInteger.valueOf(Integer.MIN_VALUE);
        max = isLong ? BigInteger.valueOf(Long.MAX_VALUE) : BigInteger.valueOf(Integer.MAX_VALUE);
      } else {
        min = BigInteger.ZERO;
        max = isLong ? BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE) : BigInteger.valueOf(0xFFFFFFFFL);
      }
      if (v.compareTo(min) < 0 || v.compareTo(max) > 0) {
        throw FALLBACK;
      }
      return v.longValue();
    }

    static boolean isInfinity(String t) {
      String u = t.startsWith("-") ? t.substring(1) : t;
      u = u.toLowerCase(java.util.Locale.ROOT);
      return u.equals("inf") || u.equals("inff") || u.equals("infinity") || u.equals("infinityf");
    }

    static boolean isNan(String t) {
      String u = t.toLowerCase(java.util.Locale.ROOT);
      return u.equals("nan") || u.equals("nanf");
    }

    /** A float (single: as Float.parseFloat reads it) or double value, TextFormat's inf and nan included. */
    static double floating(String t, boolean single) {
      if (isInfinity(t)) {
        return t.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
      }
      if (isNan(t)) {
        return Double.NaN;
      }
      checkNumber(t);
      try {
        return single ? Float.parseFloat(t) : Double.parseDouble(t);
      } catch (NumberFormatException e) {
        throw FALLBACK;
      }
    }

    /** Java's parsers take forms protobuf's tokenizer reads otherwise (hex floats, "Infinity"). */
    static void checkNumber(String t) {
      char c0 = t.charAt(t.startsWith("-") ? Math.min(1, t.length() - 1) : 0);
      if (!(c0 == '.' || (c0 >= '0' && c0 <= '9')) || t.indexOf('x') >= 0 || t.indexOf('X') >= 0
          || t.indexOf('p') >= 0 || t.indexOf('P') >= 0) {
        throw FALLBACK;
      }
    }

    /** One or more adjacent quoted strings, unescaped into {@link #str}. */
    void string() {
      str.len = 0;
      if (p >= n || (s[p] != '"' && s[p] != '\'')) {
        throw FALLBACK;
      }
      while (p < n && (s[p] == '"' || s[p] == '\'')) {
        byte quote = s[p++];
        while (true) {
          if (p >= n || s[p] == '\n') {
            throw FALLBACK;
          }
          byte c = s[p++];
          if (c == quote) {
            break;
          }
          if (c != '\\') {
            str.put(c);
            continue;
          }
          if (p >= n) {
            throw FALLBACK;
          }
          byte e = s[p++];
          switch (e) {
            case 'a' -> str.put(7);
            case 'b' -> str.put('\b');
            case 'f' -> str.put('\f');
            case 'n' -> str.put('\n');
            case 'r' -> str.put('\r');
            case 't' -> str.put('\t');
            case 'v' -> str.put(0x0b);
            case '\\' -> str.put('\\');
            case '?' -> str.put('?');
            case '\'' -> str.put('\'');
            case '"' -> str.put('"');
            case 'x' -> {
              int v = 0;
              int k = 0;
              while (k < 2 && p < n && Character.digit(s[p], 16) >= 0) {
                v = v * 16 + Character.digit(s[p++], 16);
                k++;
              }
              if (k == 0) {
                throw FALLBACK;
              }
              str.put(v);
            }
            default -> {
              if (e >= '0' && e <= '7') {
                int v = e - '0';
                int k = 1;
                while (k < 3 && p < n && s[p] >= '0' && s[p] <= '7') {
                  v = v * 8 + (s[p++] - '0');
                  k++;
                }
                str.put(v);
              } else {
                throw FALLBACK; // \\u, \\U and invalid escapes: protobuf's parser decides
              }
            }
          }
        }
        skipWs();
      }
    }
  }

  // ---- printing -------------------------------------------------------------------------------

  /** {@code TextFormat.printer().printToString(m)}, byte for byte. */
  public static String print(Message m) {
    return new String(printUtf8(m), StandardCharsets.UTF_8);
  }

  /** The same text as UTF-8 bytes. */
  public static byte[] printUtf8(Message m) {
    if (m instanceof org.jmlir.translate.proto.GraphDef g) {
      GraphText text = new GraphText();
      for (org.jmlir.translate.proto.NodeDef n : g.getNodeList()) {
        text.node(n);
      }
      text.rest(g);
      return text.toByteArray();
    }
    Buf out = new Buf();
    printMessage(m, out);
    return out.toArray();
  }

  /** {@code m}'s text appended to {@code out}: from its binary form, else by protobuf's printer. */
  private static void printMessage(Message m, Buf out) {
    int mark = out.len;
    try {
      if (!m.getUnknownFields().asMap().isEmpty()) {
        throw FALLBACK;
      }
      byte[] wire = m.toByteArray();
      new Printer(wire, out).message(m.getDescriptorForType(), 0, wire.length, 0);
    } catch (Fallback | IndexOutOfBoundsException e) {
      out.len = mark;
      out.append(TextFormat.printer().printToString(m));
    }
  }

  /**
   * A GraphDef's text written as its parts come: the nodes one at a time (each straight from its
   * object; serializing would build a map entry per attribute), then the rest of the graph. The nodes
   * are the graph's first field and text format puts nothing between fields, so the bytes are those
   * of {@link #print} on the whole graph, whichever part protobuf's own printer has to take over; a
   * large export need not keep every NodeDef until the end.
   */
  public static final class GraphText {
    private final Buf out = new Buf(1 << 16);
    private final Printer printer = new Printer(new byte[0], out);

    /** Appends {@code node { ... }}. */
    public void node(org.jmlir.translate.proto.NodeDef n) {
      int mark = out.len;
      try {
        printer.node(n, 0);
      } catch (Fallback | IndexOutOfBoundsException e) {
        out.len = mark;
        out.append(TextFormat.printer().printToString(org.jmlir.translate.proto.GraphDef.newBuilder().addNode(n).build()));
      }
    }

    /** Appends every field of {@code g} but its nodes. */
    public void rest(org.jmlir.translate.proto.GraphDef g) {
      printMessage(g.getNodeCount() == 0 ? g : g.toBuilder().clearNode().build(), out);
    }

    public byte[] toByteArray() {
      return out.toArray();
    }
  }

  private static final class Printer {
    final byte[] b;
    final Buf out;
    int p;

    Printer(byte[] b, Buf out) {
      this.b = b;
      this.out = out;
    }

    long varint() {
      long v = 0;
      for (int shift = 0; shift < 64; shift += 7) {
        byte c = b[p++];
        v |= (long) (c & 0x7F) << shift;
        if (c >= 0) {
          return v;
        }
      }
      throw FALLBACK;
    }

    int fixed32() {
      int v = 0;
      for (int i = 0; i < 4; i++) {
        v |= (b[p++] & 0xFF) << (8 * i);
      }
      return v;
    }

    long fixed64() {
      long v = 0;
      for (int i = 0; i < 8; i++) {
        v |= (long) (b[p++] & 0xFF) << (8 * i);
      }
      return v;
    }

    /** A NodeDef's fields in field-number order, its attributes sorted by key. */
    void node(org.jmlir.translate.proto.NodeDef n, int level) {
      // equals, not asMap(), which copies the set's map on every call.
      if (!n.getUnknownFields().equals(com.google.protobuf.UnknownFieldSet.getDefaultInstance())) {
        throw FALLBACK;
      }
      indent(level);
      out.append("node {\n");
      int l = level + 1;
      stringLine(l, "name", n.getName(), false);
      stringLine(l, "op", n.getOp(), false);
      for (int i = 0; i < n.getInputCount(); i++) {
        stringLine(l, "input", n.getInput(i), true);
      }
      stringLine(l, "device", n.getDevice(), false);
      if (n.getAttrCount() > 0) {
        Map<String, org.jmlir.translate.proto.AttrValue> attrs = n.getAttrMap();
        String[] keys = attrs.keySet().toArray(new String[0]);
        java.util.Arrays.sort(keys);
        for (String k : keys) {
          indent(l);
          out.append("attr {\n");
          stringLine(l + 1, "key", k, true);
          org.jmlir.translate.proto.AttrValue v = attrs.get(k);
          org.jmlir.translate.proto.DataType type = v.getValueCase() == org.jmlir.translate.proto.AttrValue.ValueCase.TYPE
              && v.getUnknownFields().equals(com.google.protobuf.UnknownFieldSet.getDefaultInstance())
              ? org.jmlir.translate.proto.DataType.forNumber(v.getTypeValue()) : null;
          if (type != null) {
            // The commonest value (T, dtype) without serializing it: what message() prints for it.
            indent(l + 1);
            out.append("value {\n");
            indent(l + 2);
            out.append("type: ").append(type.name()).append('\n');
            indent(l + 1);
            out.append("}\n");
          } else {
            messageField(l + 1, "value", v);
          }
          indent(l);
          out.append("}\n");
        }
      }
      if (n.hasExperimentalDebugInfo()) {
        messageField(l, "experimental_debug_info", n.getExperimentalDebugInfo());
      }
      if (n.hasExperimentalType()) {
        messageField(l, "experimental_type", n.getExperimentalType());
      }
      indent(level);
      out.append("}\n");
    }

    /**
     * {@code name: "..."} of a string field, escaped as its UTF-8 bytes; an empty singular string is
     * not printed (proto3 has no presence).
     */
    void stringLine(int level, String name, String v, boolean always) {
      if (v.isEmpty() && !always) {
        return;
      }
      indent(level);
      out.append(name).append(": \"");
      // Printable characters that need no escape go straight into the buffer, sized once for the
      // longest escapes (4 bytes); the others through escapeByte.
      int n = v.length();
      out.ensure(4 * n);
      for (int i = 0; i < n; i++) {
        char c = v.charAt(i);
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\'' && c != '\\') {
          out.a[out.len++] = (byte) c;
        } else if (c < 0x80) {
          escapeByte(c);
        } else {
          for (byte x : v.substring(i).getBytes(StandardCharsets.UTF_8)) {
            escapeByte(x & 0xFF);
          }
          break;
        }
      }
      out.append("\"\n");
    }

    /** {@code name { ... }} of a message, printed from its binary form. */
    void messageField(int level, String name, Message m) {
      byte[] w = m.toByteArray();
      indent(level);
      out.append(name).append(" {\n");
      new Printer(w, out).message(m.getDescriptorForType(), 0, w.length, level + 1);
      indent(level);
      out.append("}\n");
    }

    void indent(int level) {
      for (int i = 0; i < level; i++) {
        out.append("  ");
      }
    }

    /** The fields of the message in {@code b[start, end)}; a map field's entries sorted by key. */
    void message(Descriptor d, int start, int end, int level) {
      p = start;
      FieldDescriptor mapField = null;
      List<int[]> entries = null;
      while (p < end) {
        long tag = varint();
        int number = (int) (tag >>> 3);
        int wireType = (int) (tag & 7);
        FieldDescriptor f = d.findFieldByNumber(number);
        if (f == null) {
          throw FALLBACK;
        }
        if (mapField != null && f != mapField) {
          printMap(mapField, entries, level);
          mapField = null;
        }
        if (f.isMapField()) {
          if (wireType != 2) {
            throw FALLBACK;
          }
          int len = (int) varint();
          if (mapField == null) {
            mapField = f;
            entries = new ArrayList<>();
          }
          entries.add(new int[] {p, p + len});
          p += len;
          continue;
        }
        if (f.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
          if (wireType != 2 || f.getType() == FieldDescriptor.Type.GROUP) {
            throw FALLBACK;
          }
          int len = (int) varint();
          int after = p + len;
          indent(level);
          out.append(f.getName()).append(" {\n");
          message(f.getMessageType(), p, after, level + 1);
          indent(level);
          out.append("}\n");
          p = after;
        } else if (wireType == 2 && f.getType() != FieldDescriptor.Type.STRING
            && f.getType() != FieldDescriptor.Type.BYTES) {
          int len = (int) varint();
          int after = p + len;
          while (p < after) {
            scalarLine(f, wireTypeOf(f), level);
          }
          if (p != after) {
            throw FALLBACK;
          }
        } else {
          if (wireType != wireTypeOf(f)) {
            throw FALLBACK;
          }
          scalarLine(f, wireType, level);
        }
      }
      if (p != end) {
        throw FALLBACK;
      }
      if (mapField != null) {
        printMap(mapField, entries, level);
      }
    }

    static int wireTypeOf(FieldDescriptor f) {
      return switch (f.getType()) {
        case FLOAT, FIXED32, SFIXED32 -> 5;
        case DOUBLE, FIXED64, SFIXED64 -> 1;
        case STRING, BYTES, MESSAGE, GROUP -> 2;
        default -> 0;
      };
    }

    void scalarLine(FieldDescriptor f, int wireType, int level) {
      indent(level);
      out.append(f.getName()).append(": ");
      scalarValue(f);
      out.append('\n');
    }

    void scalarValue(FieldDescriptor f) {
      switch (f.getType()) {
        case STRING, BYTES -> {
          int len = (int) varint();
          out.append('"');
          escape(p, p + len);
          out.append('"');
          p += len;
        }
        case ENUM -> {
          int v = (int) varint();
          EnumValueDescriptor e = f.getEnumType().findValueByNumber(v);
          if (e == null) {
            throw FALLBACK;
          }
          out.append(e.getName());
        }
        case BOOL -> out.append(varint() != 0 ? "true" : "false");
        case INT32 -> out.append((int) varint());
        case INT64 -> out.append(varint());
        case UINT32 -> out.append(Integer.toUnsignedString((int) varint()));
        case UINT64 -> out.append(Long.toUnsignedString(varint()));
        case SINT32 -> {
          int v = (int) varint();
          out.append((v >>> 1) ^ -(v & 1));
        }
        case SINT64 -> {
          long v = varint();
          out.append((v >>> 1) ^ -(v & 1));
        }
        case FIXED32 -> out.append(Integer.toUnsignedString(fixed32()));
        case SFIXED32 -> out.append(fixed32());
        case FIXED64 -> out.append(Long.toUnsignedString(fixed64()));
        case SFIXED64 -> out.append(fixed64());
        case FLOAT -> out.append(Float.toString(Float.intBitsToFloat(fixed32())));
        case DOUBLE -> out.append(Double.toString(Double.longBitsToDouble(fixed64())));
        default -> throw FALLBACK;
      }
    }

    /** TextFormat's escaping of bytes: C escapes, printable ASCII as is, other bytes in octal. */
    void escape(int from, int to) {
      for (int i = from; i < to; i++) {
        escapeByte(b[i] & 0xFF);
      }
    }

    void escapeByte(int c) {
      switch (c) {
        case 7 -> out.append("\\a");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        case 0x0b -> out.append("\\v");
        case '\\' -> out.append("\\\\");
        case '\'' -> out.append("\\'");
        case '"' -> out.append("\\\"");
        default -> {
          if (c >= 0x20 && c <= 0x7e) {
            out.append((char) c);
          } else {
            out.append('\\').append((char) ('0' + ((c >>> 6) & 3))).append((char) ('0' + ((c >>> 3) & 7)))
                .append((char) ('0' + (c & 7)));
          }
        }
      }
    }

    /** A map field's entries, sorted by key as TextFormat's printer sorts them. */
    void printMap(FieldDescriptor f, List<int[]> entries, int level) {
      Descriptor entry = f.getMessageType();
      FieldDescriptor key = entry.findFieldByNumber(1);
      if (key.getJavaType() != FieldDescriptor.JavaType.STRING) {
        throw FALLBACK; // only string keys here (GraphDef's maps); others: protobuf's printer
      }
      List<Object[]> sorted = new ArrayList<>();
      for (int[] e : entries) {
        sorted.add(new Object[] {entryKey(e[0], e[1]), e});
      }
      sorted.sort((x, y) -> ((String) x[0]).compareTo((String) y[0]));
      int save = p;
      for (Object[] e : sorted) {
        int[] range = (int[]) e[1];
        indent(level);
        out.append(f.getName()).append(" {\n");
        message(entry, range[0], range[1], level + 1);
        indent(level);
        out.append("}\n");
      }
      p = save;
    }

    /** A map entry's key (field 1), "" when absent; the last one wins, as in the parser. */
    String entryKey(int start, int end) {
      int save = p;
      p = start;
      String key = "";
      while (p < end) {
        long tag = varint();
        int wireType = (int) (tag & 7);
        if (tag >>> 3 == 1 && wireType == 2) {
          int len = (int) varint();
          key = new String(b, p, len, StandardCharsets.UTF_8);
          p += len;
        } else {
          skip(wireType);
        }
      }
      p = save;
      return key;
    }

    void skip(int wireType) {
      switch (wireType) {
        case 0 -> varint();
        case 1 -> p += 8;
        case 2 -> {
          int len = (int) varint();
          p += len;
        }
        case 5 -> p += 4;
        default -> throw FALLBACK;
      }
    }
  }
}
