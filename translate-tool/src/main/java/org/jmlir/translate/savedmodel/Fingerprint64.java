package org.jmlir.translate.savedmodel;

import java.nio.charset.StandardCharsets;
import java.util.Comparator;

/**
 * TensorFlow's {@code Fingerprint64}: FarmHash's 64-bit fingerprint ({@code farmhashna::Hash64}), a
 * fixed function of the bytes. TensorFlow's SavedModel importer orders a signature's inputs and
 * outputs by the fingerprint of their keys (unsigned), so that nobody relies on the order.
 */
public final class Fingerprint64 {
  private static final long K0 = 0xc3a5c85c97cb3127L;
  private static final long K1 = 0xb492b66fbe98f273L;
  private static final long K2 = 0x9ae16a3b2f90404fL;

  /** Keys in TensorFlow's order: by the unsigned fingerprint of their UTF-8 bytes. */
  public static final Comparator<String> ORDER =
      (a, b) -> Long.compareUnsigned(of(a), of(b));

  private Fingerprint64() {}

  public static long of(String s) {
    return of(s.getBytes(StandardCharsets.UTF_8));
  }

  public static long of(byte[] s) {
    int len = s.length;
    if (len <= 16) {
      return len0to16(s, len);
    }
    if (len <= 32) {
      return len17to32(s, len);
    }
    if (len <= 64) {
      return len33to64(s, len);
    }
    return longer(s, len);
  }

  private static long fetch64(byte[] s, int i) {
    long r = 0;
    for (int k = 7; k >= 0; k--) {
      r = (r << 8) | (s[i + k] & 0xffL);
    }
    return r;
  }

  private static long fetch32(byte[] s, int i) {
    return (s[i] & 0xffL) | (s[i + 1] & 0xffL) << 8 | (s[i + 2] & 0xffL) << 16 | (s[i + 3] & 0xffL) << 24;
  }

  private static long shiftMix(long v) {
    return v ^ (v >>> 47);
  }

  private static long len16(long u, long v, long mul) {
    long a = (u ^ v) * mul;
    a ^= a >>> 47;
    long b = (v ^ a) * mul;
    b ^= b >>> 47;
    return b * mul;
  }

  private static long len0to16(byte[] s, int len) {
    if (len >= 8) {
      long mul = K2 + len * 2L;
      long a = fetch64(s, 0) + K2;
      long b = fetch64(s, len - 8);
      long c = Long.rotateRight(b, 37) * mul + a;
      long d = (Long.rotateRight(a, 25) + b) * mul;
      return len16(c, d, mul);
    }
    if (len >= 4) {
      long mul = K2 + len * 2L;
      long a = fetch32(s, 0);
      return len16(len + (a << 3), fetch32(s, len - 4), mul);
    }
    if (len > 0) {
      int a = s[0] & 0xff;
      int b = s[len >> 1] & 0xff;
      int c = s[len - 1] & 0xff;
      long y = (a + (b << 8)) & 0xffffffffL;
      long z = (len + (c << 2)) & 0xffffffffL;
      return shiftMix(y * K2 ^ z * K0) * K2;
    }
    return K2;
  }

  private static long len17to32(byte[] s, int len) {
    long mul = K2 + len * 2L;
    long a = fetch64(s, 0) * K1;
    long b = fetch64(s, 8);
    long c = fetch64(s, len - 8) * mul;
    long d = fetch64(s, len - 16) * K2;
    return len16(Long.rotateRight(a + b, 43) + Long.rotateRight(c, 30) + d,
        a + Long.rotateRight(b + K2, 18) + c, mul);
  }

  private static long len33to64(byte[] s, int len) {
    long mul = K2 + len * 2L;
    long a = fetch64(s, 0) * K2;
    long b = fetch64(s, 8);
    long c = fetch64(s, len - 8) * mul;
    long d = fetch64(s, len - 16) * K2;
    long y = Long.rotateRight(a + b, 43) + Long.rotateRight(c, 30) + d;
    long z = len16(y, a + Long.rotateRight(b + K2, 18) + c, mul);
    long e = fetch64(s, 16) * mul;
    long f = fetch64(s, 24);
    long g = (y + fetch64(s, len - 32)) * mul;
    long h = (z + fetch64(s, len - 24)) * mul;
    return len16(Long.rotateRight(e + f, 43) + Long.rotateRight(g, 30) + h,
        e + Long.rotateRight(f + a, 18) + g, mul);
  }

  /** Two 64-bit lanes of the 32-byte mixing step. */
  private static long[] weak32(byte[] s, int i, long a, long b) {
    long w = fetch64(s, i);
    long x = fetch64(s, i + 8);
    long y = fetch64(s, i + 16);
    long z = fetch64(s, i + 24);
    a += w;
    b = Long.rotateRight(b + a + z, 21);
    long c = a;
    a += x;
    a += y;
    b += Long.rotateRight(a, 44);
    return new long[] {a + z, b + c};
  }

  private static long longer(byte[] s, int len) {
    long seed = 81;
    long x = seed;
    long y = seed * K1 + 113;
    long z = shiftMix(y * K2 + 113) * K2;
    long[] v = {0, 0};
    long[] w = {0, 0};
    x = x * K2 + fetch64(s, 0);
    int end = ((len - 1) / 64) * 64;
    int last64 = end + ((len - 1) & 63) - 63;
    int p = 0;
    do {
      x = Long.rotateRight(x + y + v[0] + fetch64(s, p + 8), 37) * K1;
      y = Long.rotateRight(y + v[1] + fetch64(s, p + 48), 42) * K1;
      x ^= w[1];
      y += v[0] + fetch64(s, p + 40);
      z = Long.rotateRight(z + w[0], 33) * K1;
      v = weak32(s, p, v[1] * K1, x + w[0]);
      w = weak32(s, p + 32, z + w[1], y + fetch64(s, p + 16));
      long t = z;
      z = x;
      x = t;
      p += 64;
    } while (p != end);
    long mul = K1 + ((z & 0xff) << 1);
    p = last64;
    w[0] += (len - 1) & 63;
    v[0] += w[0];
    w[0] += v[0];
    x = Long.rotateRight(x + y + v[0] + fetch64(s, p + 8), 37) * mul;
    y = Long.rotateRight(y + v[1] + fetch64(s, p + 48), 42) * mul;
    x ^= w[1] * 9;
    y += v[0] * 9 + fetch64(s, p + 40);
    z = Long.rotateRight(z + w[0], 33) * mul;
    v = weak32(s, p, v[1] * mul, x + w[0]);
    w = weak32(s, p + 32, z + w[1], y + fetch64(s, p + 16));
    long t = z;
    z = x;
    x = t;
    return len16(len16(v[0], w[0], mul) + shiftMix(y) * K0 + z, len16(v[1], w[1], mul) + x, mul);
  }
}
