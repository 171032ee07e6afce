package org.jmlir.translate.hlo;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.FloatFormats;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * HLO literals ({@code constant(1.5)}, {@code constant({{1, 2}, {3, 4}})}, {@code constant(true)},
 * {@code nan}, {@code -inf}, complex {@code (1, 2)}) as dense elements attributes, and back.
 */
final class HloLiterals {
  private HloLiterals() {}

  /** The scalars of a (nested) literal, in row-major order; complex values stay "(re, im)". */
  static List<String> scalars(String text) {
    List<String> out = new ArrayList<>();
    int i = 0;
    int n = text.length();
    while (i < n) {
      char c = text.charAt(i);
      if (c == '{' || c == '}' || c == ',' || Character.isWhitespace(c)) {
        i++;
        continue;
      }
      int start = i;
      if (c == '(') {
        int close = text.indexOf(')', i);
        i = close < 0 ? n : close + 1;
      } else {
        while (i < n && text.charAt(i) != ',' && text.charAt(i) != '}' && !Character.isWhitespace(text.charAt(i))) {
          i++;
        }
      }
      out.add(text.substring(start, i));
    }
    return out;
  }

  /** The bits of one scalar of element type {@code elem}; null when it is not one. */
  static BigInteger bits(Type elem, String s) {
    try {
      if (elem instanceof IntegerType it) {
        if (s.equals("true")) {
          return BigInteger.ONE;
        }
        if (s.equals("false")) {
          return BigInteger.ZERO;
        }
        BigInteger v = new BigInteger(s);
        return it.width() == 1 ? (v.signum() != 0 ? BigInteger.ONE : BigInteger.ZERO) : v;
      }
      if (elem instanceof FloatType ft) {
        return floatBits(ft.kind(), s);
      }
    } catch (NumberFormatException e) {
      return null;
    }
    return null;
  }

  static BigInteger floatBits(FloatType.Kind kind, String s) {
    boolean negative = s.startsWith("-");
    String body = negative || s.startsWith("+") ? s.substring(1) : s;
    return switch (body) {
      case "nan" -> FloatFormats.nanBits(kind, negative);
      case "inf" -> FloatFormats.infinityBits(kind, negative);
      default -> FloatFormats.fromDecimalString(kind, s);
    };
  }

  /** A dense attribute of {@code type} from the literal text; null when the literal does not fit it. */
  static DenseIntOrFPElementsAttr dense(MLIRContext ctx, RankedTensorType type, String literal) {
    List<String> scalars = scalars(literal);
    long n = type.numElements();
    if (scalars.size() != n && !(scalars.size() == 1 && n == 1)) {
      return null;
    }
    Type elem = type.elementType();
    if (elem instanceof ComplexType c) {
      BigInteger[] parts = new BigInteger[scalars.size() * 2];
      for (int i = 0; i < scalars.size(); i++) {
        String s = scalars.get(i);
        if (!s.startsWith("(")) {
          return null;
        }
        String[] reIm = s.substring(1, s.length() - 1).split(",");
        if (reIm.length != 2) {
          return null;
        }
        parts[2 * i] = bits(c.elementType(), reIm[0].strip());
        parts[2 * i + 1] = bits(c.elementType(), reIm[1].strip());
        if (parts[2 * i] == null || parts[2 * i + 1] == null) {
          return null;
        }
      }
      int width = DenseIntOrFPElementsAttr.elementStorageBits(c.elementType()) / 8;
      byte[] raw = new byte[parts.length * width];
      for (int i = 0; i < parts.length; i++) {
        long l = parts[i].longValue();
        for (int j = 0; j < width; j++) {
          raw[i * width + j] = (byte) (l >>> (8 * j));
        }
      }
      return DenseIntOrFPElementsAttr.getFromRaw(ctx, type, raw);
    }
    BigInteger[] values = new BigInteger[scalars.size()];
    for (int i = 0; i < values.length; i++) {
      values[i] = bits(elem, scalars.get(i));
      if (values[i] == null) {
        return null;
      }
    }
    return ConstFold.dense(ctx, type, values);
  }
}
