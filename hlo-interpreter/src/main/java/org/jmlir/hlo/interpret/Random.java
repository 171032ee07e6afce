package org.jmlir.hlo.interpret;

/**
 * rng and rng_bit_generator. The specification leaves their numbers implementation-defined; ours
 * are deterministic (a SplitMix64 stream seeded by the operands), so runs repeat.
 */
final class Random {
  private Random() {}

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return z ^ (z >>> 31);
  }

  static Tensor rng(Tensor a, Tensor b, long[] shape, String distribution, ElementKind rk) {
    Tensor r = Tensor.zeros(rk, shape);
    long seed = 0x9e3779b97f4a7c15L;
    boolean normal = "NORMAL".equals(distribution);
    for (int i = 0; i < r.size(); i++) {
      seed += 0x9e3779b97f4a7c15L;
      long bits = mix(seed);
      double u = (bits >>> 11) * 0x1.0p-53;
      if (rk.isFloat()) {
        double lo = a.getDouble(0);
        double hi = b.getDouble(0);
        if (normal) {
          seed += 0x9e3779b97f4a7c15L;
          double u2 = (mix(seed) >>> 11) * 0x1.0p-53;
          double z = Math.sqrt(-2 * Math.log(Math.max(u, 1e-300))) * Math.cos(2 * Math.PI * u2);
          r.setDouble(i, lo + hi * z);
        } else {
          r.setDouble(i, Math.min(lo + (hi - lo) * u, Math.nextDown(hi)));
        }
      } else {
        long lo = a.getLong(0);
        long hi = b.getLong(0);
        long span = hi - lo;
        r.setLong(i, span <= 0 ? lo : lo + Long.remainderUnsigned(bits, span));
      }
    }
    return r;
  }

  static Tensor[] bitGenerator(Tensor state, ElementKind rk, long[] shape) {
    long seed = 0;
    for (int i = 0; i < state.size(); i++) {
      seed = mix(seed ^ state.getLong(i));
    }
    Tensor out = Tensor.zeros(rk, shape);
    long s = seed;
    for (int i = 0; i < out.size(); i++) {
      s += 0x9e3779b97f4a7c15L;
      Elementwise.setBits(out, i, mix(s));
    }
    Tensor next = Tensor.zeros(state.kind(), state.shapeRef());
    for (int i = 0; i < next.size(); i++) {
      next.setLong(i, state.getLong(i) + (i == 0 ? out.size() : 0));
    }
    return new Tensor[] {next, out};
  }
}
