package org.jmlir.hlo.interpret;

/** erf, erfc, erf_inv, lgamma and digamma in double precision, for the chlo kernels. */
final class SpecialFunctions {
  private SpecialFunctions() {}

  static double erf(double x) {
    if (x != x) {
      return x;
    }
    double ax = Math.abs(x);
    if (ax < 2.5) {
      // Maclaurin series: erf x = 2/sqrt(pi) * sum (-1)^n x^(2n+1) / (n! (2n+1)).
      double term = x;
      double sum = x;
      double x2 = x * x;
      for (int n = 1; n < 200; n++) {
        term *= -x2 / n;
        double add = term / (2 * n + 1);
        sum += add;
        if (Math.abs(add) < 1e-17 * Math.abs(sum)) {
          break;
        }
      }
      return 2 / Math.sqrt(Math.PI) * sum;
    }
    return Math.copySign(1 - erfc(ax), x);
  }

  static double erfc(double x) {
    if (x != x) {
      return x;
    }
    if (x < 2.5) {
      return 1 - erf(x);
    }
    if (x > 27) {
      return 0;
    }
    // Continued fraction (Lentz): erfc x = exp(-x^2)/sqrt(pi) * 1/(x + 1/2/(x + 1/(x + 3/2/(x + ...)))).
    double tiny = 1e-300;
    double f = x;
    double c = x;
    double d = 0;
    for (int n = 1; n < 500; n++) {
      double an = n / 2.0;
      d = x + an * d;
      d = d == 0 ? tiny : d;
      c = x + an / c;
      c = c == 0 ? tiny : c;
      d = 1 / d;
      double delta = c * d;
      f *= delta;
      if (Math.abs(delta - 1) < 1e-16) {
        break;
      }
    }
    return Math.exp(-x * x) / Math.sqrt(Math.PI) / f;
  }

  static double erfInv(double y) {
    if (y != y || y < -1 || y > 1) {
      return Double.NaN;
    }
    if (y == 1) {
      return Double.POSITIVE_INFINITY;
    }
    if (y == -1) {
      return Double.NEGATIVE_INFINITY;
    }
    // Giles' single-precision approximation, then Newton steps on erf.
    double w = -Math.log((1 - y) * (1 + y));
    double x;
    if (w < 5) {
      w -= 2.5;
      double p = 2.81022636e-08;
      p = 3.43273939e-07 + p * w;
      p = -3.5233877e-06 + p * w;
      p = -4.39150654e-06 + p * w;
      p = 0.00021858087 + p * w;
      p = -0.00125372503 + p * w;
      p = -0.00417768164 + p * w;
      p = 0.246640727 + p * w;
      p = 1.50140941 + p * w;
      x = p * y;
    } else {
      w = Math.sqrt(w) - 3;
      double p = -0.000200214257;
      p = 0.000100950558 + p * w;
      p = 0.00134934322 + p * w;
      p = -0.00367342844 + p * w;
      p = 0.00573950773 + p * w;
      p = -0.0076224613 + p * w;
      p = 0.00943887047 + p * w;
      p = 1.00167406 + p * w;
      p = 2.83297682 + p * w;
      x = p * y;
    }
    for (int i = 0; i < 3; i++) {
      double err = erf(x) - y;
      x -= err / (2 / Math.sqrt(Math.PI) * Math.exp(-x * x));
    }
    return x;
  }

  private static final double[] LANCZOS = {
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7
  };

  static double lgamma(double x) {
    if (x != x) {
      return x;
    }
    if (Double.isInfinite(x)) {
      return Double.POSITIVE_INFINITY;
    }
    if (x <= 0 && x == Math.floor(x)) {
      return Double.POSITIVE_INFINITY;
    }
    if (x < 0.5) {
      // Reflection: lgamma(x) = log(pi / |sin(pi x)|) - lgamma(1 - x).
      return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - lgamma(1 - x);
    }
    double z = x - 1;
    double a = LANCZOS[0];
    double t = z + 7.5;
    for (int i = 1; i < 9; i++) {
      a += LANCZOS[i] / (z + i);
    }
    return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
  }

  static double digamma(double x) {
    if (x != x || x == Double.NEGATIVE_INFINITY) {
      return Double.NaN;
    }
    if (x <= 0 && x == Math.floor(x)) {
      return Double.NaN;
    }
    double result = 0;
    if (x < 0) {
      // Reflection: psi(1 - x) - psi(x) = pi cot(pi x).
      result -= Math.PI / Math.tan(Math.PI * x);
      x = 1 - x;
    }
    while (x < 12) {
      result -= 1 / x;
      x += 1;
    }
    double f = 1 / (x * x);
    double series = f * (1.0 / 12 - f * (1.0 / 120 - f * (1.0 / 252 - f * (1.0 / 240 - f * (1.0 / 132)))));
    return result + Math.log(x) - 0.5 / x - series;
  }
}
