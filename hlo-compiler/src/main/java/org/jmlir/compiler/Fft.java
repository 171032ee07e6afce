package org.jmlir.compiler;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code stablehlo.fft} (FFT, IFFT, RFFT, IRFFT over the last 1 to 3 dimensions): the data is
 * copied into f64 real and imaginary work buffers of the full signal shape, then transformed one
 * dimension at a time by a direct DFT per line (X[k] = sum_t x[t] w^(tk mod n), accumulated in f64
 * with twiddles from a constant table, exact at the quarter turns; an inverse divides by n on each
 * dimension), the hlo-interpreter's order of operations, and rounded to the result type at the end.
 * Longer lines take O(n log n): radix-2 butterflies for powers of two from 16, Bluestein's
 * algorithm (on radix-2 transforms) for other lengths from 24.
 * RFFT keeps the first n/2+1 frequencies of the last dimension (only those are computed on it);
 * IRFFT transforms its leading dimensions on the half spectrum, completes the last dimension by
 * Hermitian symmetry (X[n-k] = conj X[k]) and returns the real part of the last inverse transform.
 */
final class Fft {
  private final HloLowering l;
  private final Emitter e;
  private final HloOp op;
  private final MLIRContext ctx;
  private final Type f64;

  Fft(HloLowering l, HloOp op) {
    this.l = l;
    this.e = l.emitter();
    this.op = op;
    this.ctx = l.context();
    this.f64 = FloatType.f64(ctx);
  }

  void lower() {
    String type = op.enumAttr("fft_type").value();
    long[] lengths = op.i64Array("fft_length");
    Value operand = op.operand(0);
    RankedTensorType in = (RankedTensorType) operand.type();
    RankedTensorType out = op.resultTensorType(0);
    int rank = in.rank();
    int nd = lengths.length;
    if (nd < 1 || nd > 3 || nd > rank) {
      throw new HloLowering.Unsupported(op, "'" + op.name() + "' over " + nd + " dimensions is not supported (1 to 3, at most the rank)");
    }
    boolean real = type.equals("RFFT");
    boolean toReal = type.equals("IRFFT");
    boolean inverse = type.equals("IFFT") || toReal;
    for (int i = 0; i < nd; i++) {
      if (lengths[i] < 1 || lengths[i] > Integer.MAX_VALUE) {
        throw new HloLowering.Unsupported(op, "'" + op.name() + "' with fft_length " + lengths[i] + " is not supported");
      }
    }
    List<Value> inDims = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      inDims.add(l.dimOf(operand, i));
    }
    List<Value> outDims = new ArrayList<>(inDims);
    long last = lengths[nd - 1];
    long half = last / 2 + 1;
    if (real) {
      outDims.set(rank - 1, e.cIndex(half));
    } else if (toReal) {
      outDims.set(rank - 1, e.cIndex(last));
    }
    // the signal's shape: the real side's
    List<Value> full = toReal ? outDims : inDims;
    Value src = l.operandBufferOf(operand);
    l.begin();
    l.readInGroup(src);
    Value result = l.allocResult(op.result(0), outDims);
    Value[] first = {l.allocF64Temp(full), l.allocF64Temp(full)};
    Value[] second = {l.allocF64Temp(full), l.allocF64Temp(full)};
    Type inEl = in.elementType();
    Value zero = e.a.floatConst(f64, 0);
    // copy in (IRFFT: the half spectrum, the rest of the last dimension zero until it is completed)
    e.loopNest(full, idx -> {
      Value re;
      Value im;
      if (inEl instanceof ComplexType c) {
        Value inside = toReal ? e.a.cmpi("ult", idx.get(rank - 1), e.cIndex(half)) : null;
        Value x = inside == null ? e.load(src, idx, c) : null;
        if (inside != null) {
          List<Value> at = new ArrayList<>(idx);
          at.set(rank - 1, e.a.same("arith.minui", idx.get(rank - 1), e.cIndex(half - 1)));
          x = e.load(src, at, c);
        }
        re = toF64(e.a.cast("complex.re", c.elementType(), x));
        im = toF64(e.a.cast("complex.im", c.elementType(), x));
        if (inside != null) {
          re = e.a.select(inside, re, zero);
          im = e.a.select(inside, im, zero);
        }
      } else {
        re = toF64(e.load(src, idx, inEl));
        im = zero;
      }
      e.store(re, first[0], idx);
      e.store(im, first[1], idx);
    });
    Value[] a = first;
    Value[] b = second;
    for (int k = 0; k < nd; k++) {
      int d = rank - nd + k;
      long n = lengths[k];
      if (toReal && d == rank - 1) {
        hermitian(a, full, rank, n, half);
      }
      long outN = real && d == rank - 1 ? half : n;
      dft(a, b, full, d, n, outN, inverse);
      Value[] t = a;
      a = b;
      b = t;
    }
    Value[] r = a;
    Type outEl = out.elementType();
    e.loopNest(outDims, idx -> {
      if (outEl instanceof ComplexType c) {
        Value re = fromF64(e.load(r[0], idx, f64), c.elementType());
        Value im = fromF64(e.load(r[1], idx, f64), c.elementType());
        e.store(e.opN("complex.create", List.of(c), List.of(re, im)).result(0), result, idx);
      } else {
        e.store(fromF64(e.load(r[0], idx, f64), outEl), result, idx);
      }
    });
    for (Value t : List.of(a[0], a[1], b[0], b[1])) {
      e.opN("memref.dealloc", List.of(), List.of(t));
    }
    l.end();
  }

  /** X[.., k] = conj X[.., n - k] for k >= half along the last dimension. */
  private void hermitian(Value[] a, List<Value> full, int rank, long n, long half) {
    List<Value> lead = new ArrayList<>(full.subList(0, rank - 1));
    lead.add(e.cIndex(n - half));
    e.loopNest(lead, idx -> {
      Value k = e.addi(idx.get(rank - 1), e.cIndex(half));
      List<Value> from = new ArrayList<>(idx.subList(0, rank - 1));
      from.add(e.subi(e.cIndex(n), k));
      List<Value> to = new ArrayList<>(idx.subList(0, rank - 1));
      to.add(k);
      e.store(e.load(a[0], from, f64), a[0], to);
      e.store(e.a.same("arith.negf", e.load(a[1], from, f64)), a[1], to);
    });
  }

  /** Lengths from which a power of two is transformed by radix-2 butterflies (below: the direct DFT). */
  static final long FAST_MIN = 16;

  /** Lengths, not powers of two, from which Bluestein's algorithm replaces the direct DFT. */
  static final long BLUESTEIN_MIN = 24;

  /** One dimension's DFT from {@code a} into {@code b}: outputs 0..outN of each line along {@code d}. */
  private void dft(Value[] a, Value[] b, List<Value> full, int d, long n, long outN, boolean inverse) {
    if (n >= FAST_MIN && Long.bitCount(n) == 1) {
      radix2(a, b, full, d, n, inverse);
      return;
    }
    if (n >= BLUESTEIN_MIN) {
      bluestein(a, b, full, d, n, outN, inverse);
      return;
    }
    Value tw = twiddles(n);
    List<Value> lines = new ArrayList<>(full);
    lines.set(d, e.cIndex(outN));
    e.loopNest(lines, idx -> {
      Value k = idx.get(d);
      Value zero = e.a.floatConst(f64, 0);
      List<Value> acc = e.forLoop(e.cIndex(0), e.cIndex(n), List.of(zero, zero), it -> {
        Value t = it.get(0);
        Value j = e.a.same("arith.remui", e.muli(t, k), e.cIndex(n));
        Value c = e.load(tw, List.of(j, e.cIndex(0)), f64);
        Value s = e.load(tw, List.of(j, e.cIndex(1)), f64);
        Value sn = inverse ? s : e.a.same("arith.negf", s);
        List<Value> at = new ArrayList<>(idx);
        at.set(d, t);
        Value xr = e.load(a[0], at, f64);
        Value xi = e.load(a[1], at, f64);
        Value sr = e.a.same("arith.addf", it.get(1), e.a.same("arith.subf", e.a.same("arith.mulf", xr, c), e.a.same("arith.mulf", xi, sn)));
        Value si = e.a.same("arith.addf", it.get(2), e.a.same("arith.addf", e.a.same("arith.mulf", xr, sn), e.a.same("arith.mulf", xi, c)));
        return List.of(sr, si);
      });
      Value re = acc.get(0);
      Value im = acc.get(1);
      if (inverse) {
        Value nf = e.a.floatConst(f64, n);
        re = e.a.same("arith.divf", re, nf);
        im = e.a.same("arith.divf", im, nf);
      }
      e.store(re, b[0], idx);
      e.store(im, b[1], idx);
    });
  }

  /**
   * The same transform by iterative radix-2 Cooley-Tukey, n a power of two: each line is copied into
   * {@code b} in bit-reversed order, then log2(n) rounds of butterflies (span m = 2, 4, ..., n, the
   * twiddle of position j in a span being table entry j n/m) work on it in place, in f64; an inverse
   * divides by n at the end. O(n log n) instead of O(n^2); the sums are formed in another order than
   * the direct DFT's, so the last bits may differ from the interpreter's.
   */
  private void radix2(Value[] a, Value[] b, List<Value> full, int d, long n, boolean inverse) {
    Value tw = twiddles(n);
    Value rev = bitReversal(n);
    List<Value> lines = new ArrayList<>(full);
    lines.set(d, e.cIndex(1));
    Type i32 = org.jmlir.ir.type.IntegerType.get(ctx, 32);
    e.loopNest(lines, idx -> {
      e.forLoop(e.cIndex(0), e.cIndex(n), List.of(), it -> {
        List<Value> to = new ArrayList<>(idx);
        to.set(d, it.get(0));
        List<Value> from = new ArrayList<>(idx);
        from.set(d, e.a.cast("arith.index_cast", e.index(), e.load(rev, List.of(it.get(0)), i32)));
        e.store(e.load(a[0], from, f64), b[0], to);
        e.store(e.load(a[1], from, f64), b[1], to);
        return List.of();
      });
      butterflies(b, pos -> {
        List<Value> at = new ArrayList<>(idx);
        at.set(d, pos);
        return at;
      }, n, tw, inverse);
      if (inverse) {
        Value nf = e.a.floatConst(f64, n);
        e.forLoop(e.cIndex(0), e.cIndex(n), List.of(), it -> {
          List<Value> at = new ArrayList<>(idx);
          at.set(d, it.get(0));
          e.store(e.a.same("arith.divf", e.load(b[0], at, f64), nf), b[0], at);
          e.store(e.a.same("arith.divf", e.load(b[1], at, f64), nf), b[1], at);
          return List.of();
        });
      }
    });
  }

  /**
   * log2(n) rounds of radix-2 butterflies in place on {@code buf} (re, im), whose element at
   * position p is at {@code place(p)}, already in bit-reversed order; no division by n.
   */
  private void butterflies(Value[] buf, java.util.function.Function<Value, List<Value>> place, long n, Value tw, boolean inverse) {
    Value[] b = buf;
    for (long m = 2; m <= n; m *= 2) {
      long half = m / 2;
      long stride = n / m;
      long span = m;
      e.forLoop(e.cIndex(0), e.cIndex(n / m), List.of(), kv -> {
        Value start = e.muli(kv.get(0), e.cIndex(span));
        e.forLoop(e.cIndex(0), e.cIndex(half), List.of(), jv -> {
          Value j = jv.get(0);
          Value top = e.addi(start, j);
          Value bot = e.addi(top, e.cIndex(half));
          Value t = e.muli(j, e.cIndex(stride));
          Value c = e.load(tw, List.of(t, e.cIndex(0)), f64);
          Value sn = e.load(tw, List.of(t, e.cIndex(1)), f64);
          List<Value> at = place.apply(bot);
          Value xr = e.load(b[0], at, f64);
          Value xi = e.load(b[1], at, f64);
          // x * e^(-+ i theta): forward (c - i s), inverse (c + i s)
          Value tr = inverse ? e.a.same("arith.subf", e.a.same("arith.mulf", xr, c), e.a.same("arith.mulf", xi, sn))
              : e.a.same("arith.addf", e.a.same("arith.mulf", xr, c), e.a.same("arith.mulf", xi, sn));
          Value ti = inverse ? e.a.same("arith.addf", e.a.same("arith.mulf", xi, c), e.a.same("arith.mulf", xr, sn))
              : e.a.same("arith.subf", e.a.same("arith.mulf", xi, c), e.a.same("arith.mulf", xr, sn));
          List<Value> up = place.apply(top);
          Value ur = e.load(b[0], up, f64);
          Value ui = e.load(b[1], up, f64);
          e.store(e.a.same("arith.addf", ur, tr), b[0], up);
          e.store(e.a.same("arith.addf", ui, ti), b[1], up);
          e.store(e.a.same("arith.subf", ur, tr), b[0], at);
          e.store(e.a.same("arith.subf", ui, ti), b[1], at);
          return List.of();
        });
        return List.of();
      });
    }
  }

  /**
   * Bluestein's algorithm for a length n that is not a power of two, in O(n log n): with the chirp
   * w_j = e^(-+ i pi j^2 / n), X[k] = w_k sum_t (x_t w_t) conj(w_(k-t)), a convolution done by
   * radix-2 transforms of length M (a power of two >= 2n - 1): the line times the chirp, zero
   * padded, transformed, multiplied by the transform of the conjugate chirp (a constant table
   * computed here), transformed back, times the chirp again and divided by M (and by n for an
   * inverse). The chirp's angles are reduced exactly (j^2 mod 2n) before the cosine; everything
   * runs in f64 in two scratch lines of M points.
   */
  private void bluestein(Value[] a, Value[] b, List<Value> full, int d, long n, long outN, boolean inverse) {
    long m = Long.highestOneBit(2 * n - 1) << (Long.bitCount(2 * n - 1) == 1 ? 0 : 1);
    double sign = inverse ? 1 : -1;
    double[][] chirp = new double[2][(int) n];
    for (long j = 0; j < n; j++) {
      double angle = sign * Math.PI * ((j * j) % (2 * n)) / n;
      chirp[0][(int) j] = Math.cos(angle);
      chirp[1][(int) j] = Math.sin(angle);
    }
    double[][] kernel = new double[2][(int) m];
    for (long j = 0; j < n; j++) {
      kernel[0][(int) j] = chirp[0][(int) j];
      kernel[1][(int) j] = -chirp[1][(int) j];
      if (j > 0) {
        kernel[0][(int) (m - j)] = chirp[0][(int) j];
        kernel[1][(int) (m - j)] = -chirp[1][(int) j];
      }
    }
    fftInPlace(kernel[0], kernel[1]);
    Value chirpTable = table(chirp);
    Value kernelTable = table(kernel);
    Value tw = twiddles(m);
    Value rev = bitReversal(m);
    Type i32 = org.jmlir.ir.type.IntegerType.get(ctx, 32);
    Value scale = e.a.floatConst(f64, inverse ? (double) m * n : m);
    List<Value> lines = new ArrayList<>(full);
    lines.set(d, e.cIndex(1));
    e.loopNest(lines, idx -> {
      Value[] s1 = {l.allocF64Temp(List.of(e.cIndex(m))), l.allocF64Temp(List.of(e.cIndex(m)))};
      Value[] s2 = {l.allocF64Temp(List.of(e.cIndex(m))), l.allocF64Temp(List.of(e.cIndex(m)))};
      Value zero = e.a.floatConst(f64, 0);
      // s1[rev j] = x_j w_j (j < n), 0 beyond
      e.forLoop(e.cIndex(0), e.cIndex(m), List.of(), it -> {
        Value j = it.get(0);
        Value inside = e.a.cmpi("ult", j, e.cIndex(n));
        Value jj = e.a.same("arith.minui", j, e.cIndex(n - 1));
        List<Value> at = new ArrayList<>(idx);
        at.set(d, jj);
        Value[] p = timesTable(a, at, chirpTable, jj);
        Value to = e.a.cast("arith.index_cast", e.index(), e.load(rev, List.of(j), i32));
        e.store(e.a.select(inside, p[0], zero), s1[0], List.of(to));
        e.store(e.a.select(inside, p[1], zero), s1[1], List.of(to));
        return List.of();
      });
      butterflies(s1, List::of, m, tw, false);
      // s2[rev k] = s1[k] * K[k]
      e.forLoop(e.cIndex(0), e.cIndex(m), List.of(), it -> {
        Value k = it.get(0);
        Value[] p = timesTable(s1, List.of(k), kernelTable, k);
        Value to = e.a.cast("arith.index_cast", e.index(), e.load(rev, List.of(k), i32));
        e.store(p[0], s2[0], List.of(to));
        e.store(p[1], s2[1], List.of(to));
        return List.of();
      });
      butterflies(s2, List::of, m, tw, true);
      // X_k = w_k s2[k] / M (/ n)
      e.forLoop(e.cIndex(0), e.cIndex(outN), List.of(), it -> {
        Value k = it.get(0);
        Value[] p = timesTable(s2, List.of(k), chirpTable, k);
        List<Value> at = new ArrayList<>(idx);
        at.set(d, k);
        e.store(e.a.same("arith.divf", p[0], scale), b[0], at);
        e.store(e.a.same("arith.divf", p[1], scale), b[1], at);
        return List.of();
      });
      for (Value t : List.of(s1[0], s1[1], s2[0], s2[1])) {
        e.opN("memref.dealloc", List.of(), List.of(t));
      }
    });
  }

  /** buf[at] times entry {@code j} of a 2 x n table. */
  private Value[] timesTable(Value[] buf, List<Value> at, Value table, Value j) {
    return mul(e.load(buf[0], at, f64), e.load(buf[1], at, f64), e.load(table, List.of(e.cIndex(0), j), f64),
        e.load(table, List.of(e.cIndex(1), j), f64));
  }

  /** (xr + i xi)(yr + i yi). */
  private Value[] mul(Value xr, Value xi, Value yr, Value yi) {
    Value re = e.a.same("arith.subf", e.a.same("arith.mulf", xr, yr), e.a.same("arith.mulf", xi, yi));
    Value im = e.a.same("arith.addf", e.a.same("arith.mulf", xr, yi), e.a.same("arith.mulf", xi, yr));
    return new Value[] {re, im};
  }

  /** A constant 2 x n f64 table (real parts, imaginary parts). */
  private Value table(double[][] parts) {
    int n = parts[0].length;
    ByteBuffer buf = ByteBuffer.allocate(16 * n).order(ByteOrder.LITTLE_ENDIAN);
    for (double[] row : parts) {
      for (double v : row) {
        buf.putDouble(v);
      }
    }
    RankedTensorType t = RankedTensorType.get(ctx, new long[] {2, n}, f64);
    return l.constantGlobal(op, DenseIntOrFPElementsAttr.getFromRaw(ctx, (ShapedType) t, buf.array()));
  }

  /** A forward radix-2 FFT in place, at compile time (the Bluestein kernel's transform); n a power of two. */
  static void fftInPlace(double[] re, double[] im) {
    int n = re.length;
    int bits = Integer.numberOfTrailingZeros(n);
    for (int i = 0; i < n; i++) {
      int j = bits == 0 ? 0 : Integer.reverse(i) >>> (32 - bits);
      if (j > i) {
        double t = re[i];
        re[i] = re[j];
        re[j] = t;
        t = im[i];
        im[i] = im[j];
        im[j] = t;
      }
    }
    for (int len = 2; len <= n; len *= 2) {
      for (int j = 0; j < len / 2; j++) {
        double angle = -2 * Math.PI * j / len;
        double c = Math.cos(angle);
        double s = Math.sin(angle);
        for (int start = 0; start < n; start += len) {
          int top = start + j;
          int bot = top + len / 2;
          double tr = re[bot] * c - im[bot] * s;
          double ti = re[bot] * s + im[bot] * c;
          re[bot] = re[top] - tr;
          im[bot] = im[top] - ti;
          re[top] += tr;
          im[top] += ti;
        }
      }
    }
  }

  /** A constant table of the bit-reversed positions 0..n-1 (n a power of two), as i32. */
  private Value bitReversal(long n) {
    int bits = Long.numberOfTrailingZeros(n);
    ByteBuffer buf = ByteBuffer.allocate((int) (4 * n)).order(ByteOrder.LITTLE_ENDIAN);
    for (int t = 0; t < n; t++) {
      buf.putInt(Integer.reverse(t) >>> (32 - bits));
    }
    RankedTensorType t = RankedTensorType.get(ctx, new long[] {n}, org.jmlir.ir.type.IntegerType.get(ctx, 32));
    return l.constantGlobal(op, DenseIntOrFPElementsAttr.getFromRaw(ctx, (ShapedType) t, buf.array()));
  }

  /** A constant n x 2 table of cos and sin of 2 pi j / n, exact at the quarter turns. */
  private Value twiddles(long n) {
    ByteBuffer buf = ByteBuffer.allocate((int) (16 * n)).order(ByteOrder.LITTLE_ENDIAN);
    for (long j = 0; j < n; j++) {
      double c;
      double s;
      if (4 * j % n == 0) {
        long q = 4 * j / n;
        c = q == 0 ? 1 : q == 2 ? -1 : 0;
        s = q == 1 ? 1 : q == 3 ? -1 : 0;
      } else {
        c = Math.cos(2 * Math.PI * j / n);
        s = Math.sin(2 * Math.PI * j / n);
      }
      buf.putDouble(c).putDouble(s);
    }
    RankedTensorType t = RankedTensorType.get(ctx, new long[] {n, 2}, f64);
    return l.constantGlobal(op, DenseIntOrFPElementsAttr.getFromRaw(ctx, (ShapedType) t, buf.array()));
  }

  private Value toF64(Value x) {
    return ((FloatType) x.type()).kind() == FloatType.Kind.F64 ? x : e.a.cast("arith.extf", f64, x);
  }

  private Value fromF64(Value x, Type el) {
    return ((FloatType) el).kind() == FloatType.Kind.F64 ? x : e.a.cast("arith.truncf", el, x);
  }
}
