package org.jmlir.ir.parse;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.DenseStringElementsAttr;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.print.AttrTypePrinter;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * The literal inside {@code dense<...>} and {@code sparse<...>} (MLIR's TensorLiteralParser): nested
 * lists, a single (splat) element, complex pairs, or a hex string. Element tokens are recorded as
 * offsets in int arrays (no object per element) and converted once the type is known, straight into
 * the attribute's raw buffer.
 */
final class TensorLiteralParser {
  private static final byte INT = 0;
  private static final byte FLOAT = 1;
  private static final byte TRUE = 2;
  private static final byte FALSE = 3;
  private static final byte STRING = 4;
  private static final byte NEGATIVE = 0x10;

  private final AttributeParser p;
  private final Lexer lex;
  private int[] starts = new int[16];
  private int[] ends = new int[16];
  private byte[] kinds = new byte[16];
  private int count;
  private long[] shape = new long[0];
  private int hexStart = -1;
  private int hexEnd;

  TensorLiteralParser(AttributeParser p) {
    this.p = p;
    this.lex = p.lex;
  }

  /** The parsed shape: empty for a single element. */
  long[] shape() {
    return shape;
  }

  void parse(boolean allowHex) {
    if (allowHex && p.at(TokenKind.STRING)) {
      hexStart = lex.start();
      hexEnd = lex.end();
      p.consume();
      return;
    }
    if (p.at(TokenKind.L_SQUARE)) {
      shape = parseList();
      return;
    }
    parseElement();
  }

  private void add(byte kind) {
    if (count == starts.length) {
      int n = count * 2;
      starts = Arrays.copyOf(starts, n);
      ends = Arrays.copyOf(ends, n);
      kinds = Arrays.copyOf(kinds, n);
    }
    starts[count] = lex.start();
    ends[count] = lex.end();
    kinds[count] = kind;
    count++;
    p.consume();
  }

  private void parseElement() {
    switch (p.tok()) {
      case INTEGER -> add(INT);
      case FLOAT -> add(FLOAT);
      case STRING -> add(STRING);
      case BARE_IDENTIFIER -> {
        if (lex.isKeyword("true")) {
          add(TRUE);
        } else if (lex.isKeyword("false")) {
          add(FALSE);
        } else {
          throw p.emitError("expected element literal of primitive type");
        }
      }
      case MINUS -> {
        p.consume();
        if (p.at(TokenKind.INTEGER)) {
          add((byte) (INT | NEGATIVE));
        } else if (p.at(TokenKind.FLOAT)) {
          add((byte) (FLOAT | NEGATIVE));
        } else {
          throw p.emitError("expected integer or floating point literal");
        }
      }
      case L_PAREN -> {
        p.consume();
        parseElement();
        p.expect(TokenKind.COMMA, "expected ',' between complex elements");
        parseElement();
        p.expect(TokenKind.R_PAREN, "expected ')' after complex elements");
      }
      default -> throw p.emitError("expected element literal of primitive type");
    }
  }

  /** {@code [elt, ...]}; returns the dims of this list (its size, then the sublists' dims). */
  private long[] parseList() {
    p.nesting.enter(p);
    try {
      p.expect(TokenKind.L_SQUARE, "expected '['");
      long size = 0;
      long[] newDims = null;
      if (!p.consumeIf(TokenKind.R_SQUARE)) {
        do {
          long[] thisDims;
          if (p.at(TokenKind.L_SQUARE)) {
            thisDims = parseList();
          } else {
            parseElement();
            thisDims = EMPTY;
          }
          size++;
          if (newDims == null) {
            newDims = thisDims;
          } else if (!Arrays.equals(newDims, thisDims)) {
            throw p.emitError("tensor literal is invalid; ranks are not consistent between elements");
          }
        } while (p.consumeIf(TokenKind.COMMA));
        p.expect(TokenKind.R_SQUARE, "expected ',' or ']'");
      }
      if (newDims == null) {
        newDims = EMPTY;
      }
      long[] dims = new long[newDims.length + 1];
      dims[0] = size;
      System.arraycopy(newDims, 0, dims, 1, newDims.length);
      return dims;
    } finally {
      p.nesting.exit();
    }
  }

  private static final long[] EMPTY = new long[0];

  static ElementsAttr empty(MLIRContext ctx, ShapedType type) {
    return DenseIntOrFPElementsAttr.getFromRaw(ctx, type, new byte[0]);
  }

  private static String dims(long[] d) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < d.length; i++) {
      if (i > 0) {
        sb.append(", ");
      }
      sb.append(d[i]);
    }
    return sb.toString();
  }

  private String typeString(Type t) {
    return AttrTypePrinter.toString(t);
  }

  ElementsAttr getAttr(int loc, ShapedType type) {
    MLIRContext ctx = p.ctx;
    Type eltType = type.elementType();
    boolean intOrFloat = eltType instanceof IntegerType || eltType instanceof IndexType || eltType instanceof FloatType;
    if (hexStart >= 0 && (intOrFloat || eltType instanceof ComplexType)) {
      return getHexAttr(loc, type);
    }
    if (shape.length != 0 && !Arrays.equals(shape, type.shape())) {
      throw p.emitError(loc, "inferred shape of elements literal ([" + dims(shape) + "]) does not match type (["
          + dims(type.shape()) + "])");
    }
    long numElements = type.numElements();
    if (hexStart < 0 && count == 0 && numElements != 0) {
      throw p.emitError(loc, "parsed zero elements, but type (" + typeString(type) + ") expected at least 1");
    }
    boolean complex = false;
    if (eltType instanceof ComplexType c) {
      eltType = c.elementType();
      complex = true;
      boolean splat = shape.length == 0 && numElements != 0;
      if (splat && count != 2) {
        throw p.emitError(loc, "parsed " + count + " elements, but type (" + typeString(c) + ") expected 2 elements");
      }
      if (shape.length != 0 && count != numElements * 2) {
        throw p.emitError(loc, "parsed " + count + " elements, but type (" + typeString(type) + ") expected "
            + numElements * 2 + " elements");
      }
    }
    if (eltType instanceof IntegerType || eltType instanceof IndexType) {
      return DenseIntOrFPElementsAttr.getFromRaw(ctx, type, intRaw(eltType, complex), shape.length == 0);
    }
    if (eltType instanceof FloatType ft) {
      return DenseIntOrFPElementsAttr.getFromRaw(ctx, type, floatRaw(ft), shape.length == 0);
    }
    return stringAttr(type);
  }

  private byte[] intRaw(Type eltType, boolean complex) {
    boolean unsigned = eltType instanceof IntegerType it && it.isUnsigned();
    boolean isI1 = eltType instanceof IntegerType it && it.width() == 1;
    int width = eltType instanceof IntegerType it ? it.width() : 64;
    int bytes = isI1 ? 0 : (width + 7) / 8;
    byte[] raw = isI1 ? new byte[(count + 7) / 8] : new byte[count * bytes];
    for (int i = 0; i < count; i++) {
      byte k = kinds[i];
      boolean negative = (k & NEGATIVE) != 0;
      byte kind = (byte) (k & 0xf);
      int s = starts[i];
      if (negative && unsigned) {
        throw p.emitError(s, "expected unsigned integer elements, but parsed negative value");
      }
      if (kind == FLOAT) {
        throw p.emitError(s, "expected integer elements, but parsed floating-point");
      }
      BigInteger v;
      if (kind == TRUE || kind == FALSE) {
        if (!isI1) {
          throw p.emitError(s, "expected i1 type for 'true' or 'false' values");
        }
        v = kind == TRUE ? BigInteger.ONE : BigInteger.ZERO;
      } else {
        v = kind == INT ? p.buildAttributeAPInt(eltType, negative, s, ends[i]) : null;
        if (v == null) {
          throw p.emitError(s, "integer constant out of range for type");
        }
      }
      if (isI1) {
        if (v.signum() != 0) {
          raw[i >>> 3] |= (byte) (1 << (i & 7));
        }
      } else {
        writeLE(raw, i * bytes, bytes, v);
      }
    }
    return raw;
  }

  private static void writeLE(byte[] raw, int off, int bytes, BigInteger v) {
    if (bytes <= 8) {
      long l = v.longValue();
      for (int j = 0; j < bytes; j++) {
        raw[off + j] = (byte) (l >>> (8 * j));
      }
      return;
    }
    for (int j = 0; j < bytes; j++) {
      raw[off + j] = v.shiftRight(8 * j).byteValue();
    }
  }

  private byte[] floatRaw(FloatType ft) {
    int bytes = (ft.width() + 7) / 8;
    byte[] raw = new byte[count * bytes];
    byte[] buf = lex.buffer();
    boolean f32 = ft.kind() == FloatType.Kind.F32;
    for (int i = 0; i < count; i++) {
      byte k = kinds[i];
      boolean negative = (k & NEGATIVE) != 0;
      byte kind = (byte) (k & 0xf);
      int s = starts[i];
      if (f32 && kind == FLOAT) {
        float f = (float) Double.parseDouble(new String(buf, s, ends[i] - s, StandardCharsets.ISO_8859_1));
        int bits = Float.floatToRawIntBits(negative ? -f : f);
        int o = i * 4;
        raw[o] = (byte) bits;
        raw[o + 1] = (byte) (bits >>> 8);
        raw[o + 2] = (byte) (bits >>> 16);
        raw[o + 3] = (byte) (bits >>> 24);
        continue;
      }
      TokenKind tk = kind == FLOAT ? TokenKind.FLOAT : kind == INT ? TokenKind.INTEGER : TokenKind.STRING;
      BigInteger bits = p.floatFromLiteral(tk, s, ends[i], negative, ft);
      writeLE(raw, i * bytes, bytes, bits);
    }
    return raw;
  }

  private ElementsAttr stringAttr(ShapedType type) {
    List<String> values = new ArrayList<>();
    if (hexStart >= 0) {
      values.add(new String(lex.decodeStringBytes(hexStart, hexEnd), StandardCharsets.ISO_8859_1));
    } else {
      for (int i = 0; i < count; i++) {
        if ((kinds[i] & 0xf) != STRING) {
          throw p.emitError(starts[i], "expected string token, got " + lex.text(starts[i], ends[i]));
        }
        values.add(new String(lex.decodeStringBytes(starts[i], ends[i]), StandardCharsets.ISO_8859_1));
      }
    }
    if (shape.length != 0 && values.size() != type.numElements()) {
      throw p.emitError(starts[0], "inferred shape of elements literal does not match type");
    }
    return DenseStringElementsAttr.get(p.ctx, type, values);
  }

  private ElementsAttr getHexAttr(int loc, ShapedType type) {
    byte[] data = lex.decodeStringBytes(hexStart, hexEnd);
    byte[] raw = hexBytes(data);
    if (raw == null) {
      throw p.emitError(hexStart, "expected string containing hex digits starting with `0x`");
    }
    int bits = DenseIntOrFPElementsAttr.elementStorageBits(type.elementType());
    long n = type.numElements();
    boolean valid;
    if (bits == 1) {
      valid = (raw.length == 1 && (raw[0] == 0 || raw[0] == (byte) 0xff)) || raw.length == (n + 7) / 8;
    } else {
      long eltBytes = bits / 8;
      valid = raw.length == eltBytes || raw.length == eltBytes * n;
    }
    if (!valid) {
      throw p.emitError(loc, "elements hex data size is invalid for provided type: '" + typeString(type) + "'");
    }
    return DenseIntOrFPElementsAttr.getFromRaw(p.ctx, type, raw);
  }

  private static byte[] hexBytes(byte[] s) {
    if (s.length < 2 || s[0] != '0' || s[1] != 'x' || (s.length & 1) != 0) {
      return null;
    }
    byte[] out = new byte[(s.length - 2) / 2];
    for (int i = 0; i < out.length; i++) {
      int hi = Character.digit(s[2 + 2 * i], 16);
      int lo = Character.digit(s[3 + 2 * i], 16);
      if (hi < 0 || lo < 0) {
        return null;
      }
      out[i] = (byte) ((hi << 4) | lo);
    }
    return out;
  }
}
