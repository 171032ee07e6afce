package org.jmlir.hlo.interpret;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.OpaqueAttr;
import org.jmlir.ir.attr.UnitAttr;

/**
 * Reads an op's attributes for the kernels: integer lists in any of their spellings
 * ({@code array<i64: ...>}, {@code dense<...> : tensor<Nxi64>}, {@code [1, 2]}), and StableHLO's
 * structured attributes ({@code #stablehlo.dot<...>}, {@code #stablehlo.gather<...>},
 * {@code #stablehlo<comparison_direction LT>}, ...) through their textual body, which every dialect
 * attribute has, so the interpreter reads them the same whether the dialect defines a class for
 * them or the attribute is opaque.
 */
final class Attrs {
  private Attrs() {}

  static Attribute get(Operation op, String name) {
    return op.attr(name);
  }

  static boolean has(Operation op, String name) {
    Attribute a = op.attr(name);
    return a != null;
  }

  /** Whether a unit or boolean attribute is set. */
  static boolean flag(Operation op, String name) {
    Attribute a = op.attr(name);
    if (a == null) {
      return false;
    }
    if (a instanceof UnitAttr) {
      return true;
    }
    if (a instanceof IntegerAttr ia) {
      return ia.longValue() != 0;
    }
    String t = text(a).trim();
    return t.equals("true");
  }

  /** An integer list attribute, or {@code fallback} when absent. */
  static long[] longs(Operation op, String name, long[] fallback) {
    Attribute a = op.attr(name);
    return a == null ? fallback : longs(a);
  }

  static long[] longs(Attribute a) {
    switch (a) {
      case DenseArrayAttr da -> {
        long[] r = new long[da.size()];
        for (int i = 0; i < r.length; i++) {
          r[i] = da.rawValue(i);
        }
        return r;
      }
      case DenseIntOrFPElementsAttr de -> {
        Tensor t = Tensor.fromAttr(de);
        long[] r = new long[t.size()];
        for (int i = 0; i < r.length; i++) {
          r[i] = t.getLong(i);
        }
        return r;
      }
      case ArrayAttr arr -> {
        long[] r = new long[arr.size()];
        for (int i = 0; i < r.length; i++) {
          r[i] = ((IntegerAttr) arr.get(i)).longValue();
        }
        return r;
      }
      case IntegerAttr ia -> {
        return new long[] {ia.longValue()};
      }
      default -> {
        return parseList(text(a));
      }
    }
  }

  /** A 2-D integer attribute (e.g. padding {@code dense<[[1, 2], [0, 0]]>}) as rows of {@code cols}. */
  static long[][] matrix(Operation op, String name, int cols) {
    Attribute a = op.attr(name);
    if (a == null) {
      return null;
    }
    long[] flat = longs(a);
    long[][] r = new long[cols == 0 ? 0 : flat.length / cols][cols];
    for (int i = 0; i < flat.length; i++) {
      r[i / cols][i % cols] = flat[i];
    }
    return r;
  }

  static long integer(Operation op, String name, long fallback) {
    Attribute a = op.attr(name);
    if (a == null) {
      return fallback;
    }
    if (a instanceof IntegerAttr ia) {
      return ia.longValue();
    }
    long[] l = longs(a);
    return l.length == 0 ? fallback : l[0];
  }

  static double real(Operation op, String name, double fallback) {
    Attribute a = op.attr(name);
    if (a == null) {
      return fallback;
    }
    if (a instanceof FloatAttr fa) {
      return fa.doubleValue();
    }
    if (a instanceof IntegerAttr ia) {
      return ia.longValue();
    }
    return Double.parseDouble(text(a).trim());
  }

  /** The text of a dialect attribute's body (without the namespace). */
  static String text(Attribute a) {
    if (a instanceof OpaqueAttr oa) {
      return oa.data();
    }
    if (a instanceof DialectAttribute da) {
      return da.body();
    }
    return org.jmlir.ir.print.AttrTypeText.attribute(a);
  }

  /**
   * The enum keyword of an attribute such as {@code #stablehlo<comparison_direction LT>} or
   * {@code #stablehlo<fft_type FFT>}: its last identifier; null when absent.
   */
  static String enumValue(Operation op, String name) {
    Attribute a = op.attr(name);
    if (a == null) {
      return null;
    }
    String t = text(a).replace('<', ' ').replace('>', ' ').trim();
    int sp = t.lastIndexOf(' ');
    return sp < 0 ? t : t.substring(sp + 1);
  }

  /** Parses {@code [1, 2, 3]} (or a bare list) as integers. */
  static long[] parseList(String s) {
    List<Long> out = new ArrayList<>();
    StringBuilder num = new StringBuilder();
    for (int i = 0; i <= s.length(); i++) {
      char c = i < s.length() ? s.charAt(i) : ',';
      if (c == '-' || Character.isDigit(c)) {
        num.append(c);
      } else if (!num.isEmpty()) {
        out.add(Long.parseLong(num.toString()));
        num.setLength(0);
      }
    }
    long[] r = new long[out.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = out.get(i);
    }
    return r;
  }

  /**
   * The fields of a structured attribute body such as
   * {@code dot<lhs_batching_dimensions = [0], rhs_contracting_dimensions = [1]>}: name to raw
   * value text.
   */
  static Map<String, String> fields(Attribute a) {
    String t = text(a);
    int lt = t.indexOf('<');
    if (lt >= 0 && t.endsWith(">")) {
      t = t.substring(lt + 1, t.length() - 1);
    }
    Map<String, String> m = new HashMap<>();
    int depth = 0;
    int start = 0;
    for (int i = 0; i <= t.length(); i++) {
      char c = i < t.length() ? t.charAt(i) : ',';
      if (c == '[' || c == '<' || c == '(' || c == '{') {
        depth++;
      } else if (c == ']' || c == '>' || c == ')' || c == '}') {
        depth--;
      } else if (c == ',' && depth == 0) {
        String part = t.substring(start, i).trim();
        int eq = part.indexOf('=');
        if (eq > 0) {
          m.put(part.substring(0, eq).trim(), part.substring(eq + 1).trim());
        } else if (!part.isEmpty()) {
          m.put(part, "");
        }
        start = i + 1;
      }
    }
    return m;
  }

  static long[] field(Map<String, String> fields, String name) {
    String v = fields.get(name);
    return v == null ? new long[0] : parseList(v);
  }
}
