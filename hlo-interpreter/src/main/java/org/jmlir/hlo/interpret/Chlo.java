package org.jmlir.hlo.interpret;

import java.util.Map;
import java.util.function.DoubleUnaryOperator;
import org.jmlir.hlo.interpret.Elementwise.Bin;
import org.jmlir.hlo.interpret.Interpreter.Call;
import org.jmlir.hlo.interpret.Interpreter.Kernel;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;

/**
 * chlo ops run directly, without legalizing them to stablehlo first: the broadcasting binary ops
 * (numpy-style, with optional broadcast_dimensions), the special functions on real floats
 * (acos ... atanh, cosh, sinh, tan, erf, erfc, erf_inv, lgamma, digamma), the is_inf family,
 * next_after, constant(_like), mulhi and top_k. Each special function computes in double and
 * rounds to the element type.
 */
final class Chlo {
  private Chlo() {}

  static void register(Map<String, Kernel> table) {
    Object[][] binaries = {
      {"add", Bin.ADD}, {"subtract", Bin.SUB}, {"multiply", Bin.MUL}, {"divide", Bin.DIV}, {"remainder", Bin.REM},
      {"maximum", Bin.MAX}, {"minimum", Bin.MIN}, {"power", Bin.POW}, {"atan2", Bin.ATAN2}, {"and", Bin.AND},
      {"or", Bin.OR}, {"xor", Bin.XOR}, {"shift_left", Bin.SHL}, {"shift_right_arithmetic", Bin.SHRA},
      {"shift_right_logical", Bin.SHRL},
    };
    for (Object[] b : binaries) {
      Bin op = (Bin) b[1];
      table.put("chlo.broadcast_" + b[0], c -> {
        Tensor[] ab = broadcast(c);
        return new RuntimeValue[] {Elementwise.binary(op, ab[0], ab[1], c.resultKind(0))};
      });
    }
    table.put("chlo.broadcast_compare", c -> {
      Tensor[] ab = broadcast(c);
      return new RuntimeValue[] {Elementwise.compare(ab[0], ab[1], Attrs.enumValue(c.op(), "comparison_direction"),
          Attrs.enumValue(c.op(), "compare_type"), c.resultKind(0))};
    });
    table.put("chlo.broadcast_complex", c -> {
      Tensor[] ab = broadcast(c);
      Tensor r = Tensor.zeros(c.resultKind(0), ab[0].shapeRef());
      for (int i = 0; i < r.size(); i++) {
        r.setComplex(i, ab[0].getDouble(i), ab[1].getDouble(i));
      }
      return new RuntimeValue[] {r};
    });
    table.put("chlo.broadcast_select", c -> {
      long[] shape = c.resultShape(0);
      return new RuntimeValue[] {Elementwise.select(to(c.t(0), shape), to(c.t(1), shape), to(c.t(2), shape),
          c.resultKind(0))};
    });
    table.put("chlo.next_after", c -> {
      Tensor a = c.t(0);
      Tensor b = c.t(1);
      ElementKind k = c.resultKind(0);
      Tensor r = Tensor.zeros(k, a.shapeRef());
      for (int i = 0; i < r.size(); i++) {
        r.setDouble(i, nextAfter(k, a.getDouble(i), b.getDouble(i)));
      }
      return new RuntimeValue[] {r};
    });
    real(table, "acos", Math::acos);
    real(table, "asin", Math::asin);
    real(table, "atan", Math::atan);
    real(table, "cosh", Math::cosh);
    real(table, "sinh", Math::sinh);
    real(table, "tan", Math::tan);
    real(table, "acosh", x -> x < 1 ? Double.NaN : Math.log(x + Math.sqrt(x * x - 1)));
    real(table, "asinh", x -> Double.isInfinite(x) ? x
        : Math.copySign(Math.log1p(Math.abs(x) + x * x / (1 + Math.sqrt(1 + x * x))), x));
    real(table, "atanh", x -> 0.5 * Math.log1p(2 * x / (1 - x)));
    real(table, "erf", SpecialFunctions::erf);
    real(table, "erfc", SpecialFunctions::erfc);
    real(table, "erf_inv", SpecialFunctions::erfInv);
    real(table, "lgamma", SpecialFunctions::lgamma);
    real(table, "digamma", SpecialFunctions::digamma);
    real(table, "square", x -> x * x);
    predicate(table, "is_inf", Double::isInfinite);
    predicate(table, "is_pos_inf", x -> x == Double.POSITIVE_INFINITY);
    predicate(table, "is_neg_inf", x -> x == Double.NEGATIVE_INFINITY);
    table.put("chlo.conj", c -> {
      Tensor a = c.t(0);
      Tensor r = Tensor.zeros(a.kind(), a.shapeRef());
      for (int i = 0; i < r.size(); i++) {
        r.setComplex(i, a.getDouble(i), -a.getImag(i));
      }
      return new RuntimeValue[] {r};
    });
    table.put("chlo.constant", c -> {
      Attribute v = c.op().attr("value");
      if (!(v instanceof DenseIntOrFPElementsAttr d)) {
        throw new InterpreterException("constant value is not a dense int or float attribute");
      }
      return new RuntimeValue[] {Tensor.fromAttr(d)};
    });
    table.put("chlo.constant_like", c -> {
      Attribute v = c.op().attr("value");
      ElementKind k = c.resultKind(0);
      Tensor r = Tensor.zeros(k, c.t(0).shapeRef());
      for (int i = 0; i < r.size(); i++) {
        switch (v) {
          case org.jmlir.ir.attr.FloatAttr f -> r.setDouble(i, f.doubleValue());
          case org.jmlir.ir.attr.IntegerAttr n -> {
            if (k.isFloat()) {
              r.setDouble(i, n.longValue());
            } else {
              r.setLong(i, n.longValue());
            }
          }
          default -> throw new InterpreterException("constant_like needs an integer or float value");
        }
      }
      return new RuntimeValue[] {r};
    });
    table.put("chlo.mulhi", c -> {
      Tensor a = c.t(0);
      Tensor b = c.t(1);
      ElementKind k = a.kind();
      Tensor r = Tensor.zeros(k, a.shapeRef());
      int w = k.width();
      for (int i = 0; i < r.size(); i++) {
        long x = a.getLong(i);
        long y = b.getLong(i);
        long hi;
        if (w == 64) {
          hi = k.isUnsigned() ? Math.unsignedMultiplyHigh(x, y) : Math.multiplyHigh(x, y);
        } else {
          hi = k.isUnsigned() ? (x * y) >>> w : (x * y) >> w;
        }
        r.setLong(i, hi);
      }
      return new RuntimeValue[] {r};
    });
    table.put("chlo.top_k", Chlo::topK);
  }

  private static void real(Map<String, Kernel> table, String name, DoubleUnaryOperator f) {
    table.put("chlo." + name, c -> {
      Tensor a = c.t(0);
      ElementKind k = c.resultKind(0);
      if (!k.isFloat()) {
        throw new InterpreterException("chlo." + name + " runs on real floats only, not " + k);
      }
      Tensor r = Tensor.zeros(k, a.shapeRef());
      for (int i = 0; i < r.size(); i++) {
        r.setDouble(i, f.applyAsDouble(a.getDouble(i)));
      }
      return new RuntimeValue[] {r};
    });
  }

  private static void predicate(Map<String, Kernel> table, String name, java.util.function.DoublePredicate p) {
    table.put("chlo." + name, c -> {
      Tensor a = c.t(0);
      long[] r = new long[a.size()];
      for (int i = 0; i < r.length; i++) {
        r[i] = p.test(a.getDouble(i)) ? 1 : 0;
      }
      return new RuntimeValue[] {Tensor.ofLongs(c.resultKind(0), a.shapeRef(), r)};
    });
  }

  /** The next value of {@code k} after {@code x} toward {@code y}. */
  static double nextAfter(ElementKind k, double x, double y) {
    if (x != x || y != y) {
      return Double.NaN;
    }
    if (x == y) {
      return y;
    }
    long bits = k.floatToBits(x);
    long sign = 1L << (k.floatWidth() - 1);
    long mag = bits & ~sign & Elementwise.mask(k.floatWidth());
    boolean neg = (bits & sign) != 0;
    if (mag == 0) {
      // The smallest subnormal with y's sign.
      return y > x ? k.bitsToFloat(1) : k.bitsToFloat(sign | 1);
    }
    boolean away = (y > x) != neg;
    return k.bitsToFloat((neg ? sign : 0) | (away ? mag + 1 : mag - 1));
  }

  /** Both operands broadcast to the result shape (numpy rules, or broadcast_dimensions). */
  private static Tensor[] broadcast(Call c) {
    Tensor a = c.t(0);
    Tensor b = c.t(1);
    long[] dims = Attrs.longs(c.op(), "broadcast_dimensions", null);
    int rank = Math.max(a.rank(), b.rank());
    long[] shape = new long[rank];
    long[][] maps = new long[2][];
    Tensor[] in = {a, b};
    for (int t = 0; t < 2; t++) {
      int r = in[t].rank();
      long[] m = new long[r];
      for (int i = 0; i < r; i++) {
        m[i] = dims != null && r < rank ? dims[i] : rank - r + i;
      }
      maps[t] = m;
    }
    java.util.Arrays.fill(shape, 1);
    for (int t = 0; t < 2; t++) {
      for (int i = 0; i < in[t].rank(); i++) {
        int d = (int) maps[t][i];
        long s = in[t].dim(i);
        if (s != 1) {
          if (shape[d] != 1 && shape[d] != s) {
            throw new InterpreterException("shapes " + Interpreter.shapeText(a.shapeRef()) + " and "
                + Interpreter.shapeText(b.shapeRef()) + " do not broadcast");
          }
          shape[d] = s;
        }
      }
    }
    return new Tensor[] {
      Shapes.broadcastInDim(a, maps[0], shape, a.kind()), Shapes.broadcastInDim(b, maps[1], shape, b.kind())
    };
  }

  private static Tensor to(Tensor t, long[] shape) {
    if (java.util.Arrays.equals(t.shapeRef(), shape)) {
      return t;
    }
    long[] m = new long[t.rank()];
    for (int i = 0; i < m.length; i++) {
      m[i] = shape.length - t.rank() + i;
    }
    return Shapes.broadcastInDim(t, m, shape, t.kind());
  }

  /** top_k: the k largest values along the last dimension (stable for ties) and their indices. */
  private static RuntimeValue[] topK(Call c) {
    Tensor a = c.t(0);
    int k = (int) Attrs.integer(c.op(), "k", 1);
    long[] shape = a.shape();
    int last = shape.length - 1;
    long n = shape[last];
    if (k > n) {
      throw new InterpreterException("k = " + k + " exceeds the last dimension " + n);
    }
    long[] outShape = shape.clone();
    outShape[last] = k;
    Tensor values = Tensor.zeros(a.kind(), outShape);
    Tensor indices = Tensor.zeros(c.resultKind(1), outShape);
    int rows = n == 0 ? 0 : (int) (a.size() / n);
    Integer[] order = new Integer[(int) n];
    for (int r = 0; r < rows; r++) {
      int base = (int) (r * n);
      for (int i = 0; i < n; i++) {
        order[i] = i;
      }
      java.util.Arrays.sort(order, (x, y) -> Long.compare(Elementwise.totalKey(a.getDouble(base + y)),
          Elementwise.totalKey(a.getDouble(base + x))));
      for (int i = 0; i < k; i++) {
        values.copyFrom(a, base + order[i], r * k + i);
        indices.setLong(r * k + i, order[i]);
      }
    }
    return new RuntimeValue[] {values, indices};
  }
}
