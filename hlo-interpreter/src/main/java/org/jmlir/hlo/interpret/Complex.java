package org.jmlir.hlo.interpret;

/** Complex arithmetic on (re, im) pairs of doubles, for the complex element kinds. */
final class Complex {
  private Complex() {}

  static void binary(Elementwise.Bin op, double a, double b, double c, double d, double[] out) {
    switch (op) {
      case ADD -> set(out, a + c, b + d);
      case SUB -> set(out, a - c, b - d);
      case MUL -> set(out, a * c - b * d, a * d + b * c);
      case DIV -> div(a, b, c, d, out);
      case POW -> {
        if (a == 0 && b == 0) {
          if (c == 0 && d == 0) {
            set(out, 1, 0);
          } else {
            set(out, 0, 0);
          }
          return;
        }
        // z^w = exp(w * log z)
        double lr = Math.log(Math.hypot(a, b));
        double li = Math.atan2(b, a);
        double er = c * lr - d * li;
        double ei = c * li + d * lr;
        double m = Math.exp(er);
        set(out, m * Math.cos(ei), m * Math.sin(ei));
      }
      case MAX, MIN -> {
        // Lexicographic: real parts first, then imaginary parts.
        int cmp = a != c ? Double.compare(a, c) : Double.compare(b, d);
        boolean first = op == Elementwise.Bin.MAX ? cmp >= 0 : cmp <= 0;
        set(out, first ? a : c, first ? b : d);
      }
      case ATAN2 -> {
        // atan2(y, x) = -i * log((x + iy) / sqrt(x^2 + y^2)), y = a + bi, x = c + di.
        double[] t = new double[2];
        binary(Elementwise.Bin.MUL, c, d, c, d, t);
        double xr = t[0];
        double xi = t[1];
        binary(Elementwise.Bin.MUL, a, b, a, b, t);
        unary(Elementwise.Un.SQRT, xr + t[0], xi + t[1], t);
        double[] q = new double[2];
        div(c - b, d + a, t[0], t[1], q);
        unary(Elementwise.Un.LOG, q[0], q[1], q);
        set(out, q[1], -q[0]);
      }
      default -> throw new InterpreterException("operation " + op.name().toLowerCase() + " is not defined on complex numbers");
    }
  }

  private static void div(double a, double b, double c, double d, double[] out) {
    // Smith's algorithm.
    if (Math.abs(c) >= Math.abs(d)) {
      if (c == 0 && d == 0) {
        set(out, a / Math.abs(c), b / Math.abs(c));
        return;
      }
      double r = d / c;
      double den = c + d * r;
      set(out, (a + b * r) / den, (b - a * r) / den);
    } else {
      double r = c / d;
      double den = c * r + d;
      set(out, (a * r + b) / den, (b * r - a) / den);
    }
  }

  private static void set(double[] out, double re, double im) {
    out[0] = re;
    out[1] = im;
  }

  static void unary(Elementwise.Un op, double a, double b, double[] out) {
    switch (op) {
      case NEG -> set(out, -a, -b);
      case SIGN -> {
        if (a != a || b != b) {
          set(out, Double.NaN, Double.NaN);
        } else if (a == 0 && b == 0) {
          set(out, a, b);
        } else {
          double m = Math.hypot(a, b);
          set(out, a / m, b / m);
        }
      }
      case EXP -> {
        double m = Math.exp(a);
        set(out, b == 0 ? m : m * Math.cos(b), b == 0 ? b : m * Math.sin(b));
      }
      case EXPM1 -> {
        // exp(a)cos(b) - 1 computed stably: expm1(a)cos(b) + (cos(b) - 1)
        double cosm1 = -2 * Math.sin(b / 2) * Math.sin(b / 2);
        set(out, Math.expm1(a) * Math.cos(b) + cosm1, Math.exp(a) * Math.sin(b));
      }
      case LOG -> set(out, Math.log(Math.hypot(a, b)), Math.atan2(b, a));
      case LOG1P -> {
        double re = a + 1;
        double m = Math.hypot(re, b);
        double lr = Math.abs(a) < 0.5 && Math.abs(b) < 0.5 ? 0.5 * Math.log1p(a * (2 + a) + b * b) : Math.log(m);
        set(out, lr, Math.atan2(b, re));
      }
      case SQRT -> sqrt(a, b, out);
      case RSQRT -> {
        sqrt(a, b, out);
        div(1, 0, out[0], out[1], out);
      }
      case CBRT -> {
        double m = Math.cbrt(Math.hypot(a, b));
        double t = Math.atan2(b, a) / 3;
        set(out, m * Math.cos(t), m * Math.sin(t));
      }
      case LOGISTIC -> {
        double[] e = new double[2];
        unary(Elementwise.Un.EXP, -a, -b, e);
        div(1, 0, 1 + e[0], e[1], out);
      }
      case SIN -> set(out, Math.sin(a) * Math.cosh(b), Math.cos(a) * Math.sinh(b));
      case COS -> set(out, Math.cos(a) * Math.cosh(b), -Math.sin(a) * Math.sinh(b));
      case TAN -> {
        double[] s = new double[2];
        double[] c = new double[2];
        unary(Elementwise.Un.SIN, a, b, s);
        unary(Elementwise.Un.COS, a, b, c);
        div(s[0], s[1], c[0], c[1], out);
      }
      case TANH -> {
        // tanh(a + bi) = (sinh 2a + i sin 2b) / (cosh 2a + cos 2b)
        if (Math.abs(a) > 20) {
          set(out, Math.copySign(1, a), Math.copySign(0, Math.sin(2 * b)));
          return;
        }
        double den = Math.cosh(2 * a) + Math.cos(2 * b);
        set(out, Math.sinh(2 * a) / den, Math.sin(2 * b) / den);
      }
      default -> throw new InterpreterException("operation " + op.name().toLowerCase() + " is not defined on complex numbers");
    }
  }

  private static void sqrt(double a, double b, double[] out) {
    if (a == 0 && b == 0) {
      set(out, 0, b);
      return;
    }
    double m = Math.hypot(a, b);
    double t = Math.sqrt((m + Math.abs(a)) / 2);
    if (a >= 0) {
      set(out, t, b / (2 * t));
    } else {
      set(out, Math.abs(b) / (2 * t), Math.copySign(t, b));
    }
  }
}
