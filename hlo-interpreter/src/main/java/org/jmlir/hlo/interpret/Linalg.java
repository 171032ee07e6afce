package org.jmlir.hlo.interpret;

import java.util.Arrays;

/** dot_general, convolution, fft, triangular_solve and cholesky. */
final class Linalg {
  private Linalg() {}

  private static long[] rest(int rank, long[] a, long[] b) {
    long[] r = new long[rank - a.length - b.length];
    for (int i = 0, j = 0; i < rank; i++) {
      if (!Shapes.contains(a, i) && !Shapes.contains(b, i)) {
        r[j++] = i;
      }
    }
    return r;
  }

  private static long[] concat(long[]... parts) {
    int n = 0;
    for (long[] p : parts) {
      n += p.length;
    }
    long[] r = new long[n];
    int o = 0;
    for (long[] p : parts) {
      System.arraycopy(p, 0, r, o, p.length);
      o += p.length;
    }
    return r;
  }

  private static long product(long[] shape, long[] dims) {
    long p = 1;
    for (long d : dims) {
      p *= shape[(int) d];
    }
    return p;
  }

  static Tensor dotGeneral(Tensor lhs, Tensor rhs, long[] lb, long[] rb, long[] lc, long[] rc, ElementKind rk) {
    long[] ls = lhs.shapeRef();
    long[] rs = rhs.shapeRef();
    for (int i = 0; i < lb.length; i++) {
      if (ls[(int) lb[i]] != rs[(int) rb[i]]) {
        throw new InterpreterException("batching dimensions differ in size: " + ls[(int) lb[i]] + " and " + rs[(int) rb[i]]);
      }
    }
    for (int i = 0; i < lc.length; i++) {
      if (ls[(int) lc[i]] != rs[(int) rc[i]]) {
        throw new InterpreterException("contracting dimensions differ in size: " + ls[(int) lc[i]] + " and " + rs[(int) rc[i]]);
      }
    }
    long[] lf = rest(ls.length, lb, lc);
    long[] rf = rest(rs.length, rb, rc);
    // lhs as [batch, free, contract], rhs as [batch, contract, free].
    Tensor l = Shapes.transpose(Elementwise.convert(lhs, rk), concat(lb, lf, lc), rk);
    Tensor r = Shapes.transpose(Elementwise.convert(rhs, rk), concat(rb, rc, rf), rk);
    int batch = (int) product(ls, lb);
    int m = (int) product(ls, lf);
    int k = (int) product(ls, lc);
    int n = (int) product(rs, rf);
    long[] shape = new long[lb.length + lf.length + rf.length];
    int o = 0;
    for (long d : lb) {
      shape[o++] = ls[(int) d];
    }
    for (long d : lf) {
      shape[o++] = ls[(int) d];
    }
    for (long d : rf) {
      shape[o++] = rs[(int) d];
    }
    Tensor out = Tensor.zeros(rk, shape);
    if (rk.isComplex()) {
      for (int b = 0; b < batch; b++) {
        for (int i = 0; i < m; i++) {
          for (int j = 0; j < n; j++) {
            double re = 0;
            double im = 0;
            for (int p = 0; p < k; p++) {
              int li = (b * m + i) * k + p;
              int ri = (b * k + p) * n + j;
              double a = l.getDouble(li);
              double bb = l.getImag(li);
              double c = r.getDouble(ri);
              double d = r.getImag(ri);
              re += a * c - bb * d;
              im += a * d + bb * c;
            }
            out.setComplex((b * m + i) * n + j, rk.round(re), rk.round(im));
          }
        }
      }
      return out;
    }
    switch (rk.storage()) {
      case FLOAT -> {
        float[] x = l.f;
        float[] y = r.f;
        float[] z = out.f;
        boolean narrow = rk.isNarrowFloat();
        for (int b = 0; b < batch; b++) {
          for (int i = 0; i < m; i++) {
            int zo = (b * m + i) * n;
            for (int p = 0; p < k; p++) {
              float a = x[(b * m + i) * k + p];
              int yo = (b * k + p) * n;
              if (narrow) {
                for (int j = 0; j < n; j++) {
                  z[zo + j] = (float) rk.round(z[zo + j] + (double) rk.round((double) a * y[yo + j]));
                }
              } else {
                for (int j = 0; j < n; j++) {
                  z[zo + j] += a * y[yo + j];
                }
              }
            }
          }
        }
      }
      case DOUBLE -> {
        double[] x = l.d;
        double[] y = r.d;
        double[] z = out.d;
        for (int b = 0; b < batch; b++) {
          for (int i = 0; i < m; i++) {
            int zo = (b * m + i) * n;
            for (int p = 0; p < k; p++) {
              double a = x[(b * m + i) * k + p];
              int yo = (b * k + p) * n;
              for (int j = 0; j < n; j++) {
                z[zo + j] += a * y[yo + j];
              }
            }
          }
        }
      }
      case LONG -> {
        long[] x = l.l;
        long[] y = r.l;
        long[] z = out.l;
        boolean bool = rk.isBool();
        for (int b = 0; b < batch; b++) {
          for (int i = 0; i < m; i++) {
            int zo = (b * m + i) * n;
            for (int p = 0; p < k; p++) {
              long a = x[(b * m + i) * k + p];
              int yo = (b * k + p) * n;
              for (int j = 0; j < n; j++) {
                z[zo + j] = bool ? z[zo + j] | (a & y[yo + j]) : z[zo + j] + a * y[yo + j];
              }
            }
          }
        }
        for (int i = 0; i < z.length; i++) {
          z[i] = rk.wrap(z[i]);
        }
      }
    }
    return out;
  }

  /** Convolution's dimension numbers. */
  record ConvDims(long inBatch, long inFeature, long[] inSpatial, long kIn, long kOut, long[] kSpatial,
      long outBatch, long outFeature, long[] outSpatial) {}

  static Tensor convolution(Tensor lhs, Tensor rhs, ConvDims dn, long[] strides, long[][] padding, long[] lhsDil,
      long[] rhsDil, boolean[] reversal, long featureGroups, long batchGroups, ElementKind rk) {
    Tensor in = Elementwise.convert(lhs, rk);
    Tensor ker = Elementwise.convert(rhs, rk);
    long[] is = in.shapeRef();
    long[] ks = ker.shapeRef();
    int sp = dn.inSpatial().length;
    long batch = is[(int) dn.inBatch()];
    long inFeat = is[(int) dn.inFeature()];
    long kInFeat = ks[(int) dn.kIn()];
    long outFeat = ks[(int) dn.kOut()];
    if (inFeat != kInFeat * featureGroups) {
      throw new InterpreterException("input feature dimension (" + inFeat + ") is not the kernel's input features ("
          + kInFeat + ") times feature_group_count (" + featureGroups + ")");
    }
    if (batch % batchGroups != 0 || outFeat % batchGroups != 0 || outFeat % featureGroups != 0) {
      throw new InterpreterException("batch or feature sizes are not multiples of the group counts");
    }
    long[] outSp = new long[sp];
    for (int s = 0; s < sp; s++) {
      long n = is[(int) dn.inSpatial()[s]];
      long dilated = n == 0 ? 0 : (n - 1) * lhsDil[s] + 1;
      long padded = dilated + padding[s][0] + padding[s][1];
      long kk = ks[(int) dn.kSpatial()[s]];
      long win = kk == 0 ? 0 : (kk - 1) * rhsDil[s] + 1;
      outSp[s] = padded < win || padded <= 0 ? 0 : (padded - win) / strides[s] + 1;
    }
    long outBatch = batch / batchGroups;
    long[] shape = new long[is.length];
    shape[(int) dn.outBatch()] = outBatch;
    shape[(int) dn.outFeature()] = outFeat;
    for (int s = 0; s < sp; s++) {
      shape[(int) dn.outSpatial()[s]] = outSp[s];
    }
    Tensor out = Tensor.zeros(rk, shape);
    if (out.size() == 0) {
      return out;
    }
    long[] inStr = Tensor.strides(is);
    long[] kStr = Tensor.strides(ks);
    long[] outStr = Tensor.strides(shape);
    long[] kSp = new long[sp];
    for (int s = 0; s < sp; s++) {
      kSp[s] = ks[(int) dn.kSpatial()[s]];
    }
    long outPerFeatureGroup = outFeat / featureGroups;
    long outPerBatchGroup = outFeat / batchGroups;
    long[] o = new long[sp];
    long[] kw = new long[sp];
    boolean cplx = rk.isComplex();
    boolean isLong = rk.storage() == ElementKind.Storage.LONG;
    for (long b = 0; b < outBatch; b++) {
      for (long of = 0; of < outFeat; of++) {
        long g = of / outPerFeatureGroup;
        long bg = of / outPerBatchGroup;
        long inB = bg * outBatch + b;
        Arrays.fill(o, 0);
        do {
          double acc = 0;
          double accIm = 0;
          long accL = 0;
          boolean any = sp == 0 || Arrays.stream(kSp).allMatch(x -> x > 0);
          if (any) {
            Arrays.fill(kw, 0);
            do {
              long inOff = inB * inStr[(int) dn.inBatch()];
              long kOff = of * kStr[(int) dn.kOut()];
              boolean ok = true;
              for (int s = 0; s < sp && ok; s++) {
                long kIdx = reversal != null && reversal[s] ? kSp[s] - 1 - kw[s] : kw[s];
                long p = o[s] * strides[s] + kw[s] * rhsDil[s] - padding[s][0];
                if (p < 0 || p % lhsDil[s] != 0 || p / lhsDil[s] >= is[(int) dn.inSpatial()[s]]) {
                  ok = false;
                } else {
                  inOff += p / lhsDil[s] * inStr[(int) dn.inSpatial()[s]];
                  kOff += kIdx * kStr[(int) dn.kSpatial()[s]];
                }
              }
              if (!ok) {
                continue;
              }
              for (long ci = 0; ci < kInFeat; ci++) {
                int ii = (int) (inOff + (g * kInFeat + ci) * inStr[(int) dn.inFeature()]);
                int ki = (int) (kOff + ci * kStr[(int) dn.kIn()]);
                if (isLong) {
                  accL += in.l[ii] * ker.l[ki];
                } else if (cplx) {
                  double a = in.getDouble(ii);
                  double bb = in.getImag(ii);
                  double c = ker.getDouble(ki);
                  double d = ker.getImag(ki);
                  acc += a * c - bb * d;
                  accIm += a * d + bb * c;
                } else {
                  acc += in.getDouble(ii) * ker.getDouble(ki);
                }
              }
            } while (sp > 0 && Shapes.next(kw, kSp));
          }
          long lin = b * outStr[(int) dn.outBatch()] + of * outStr[(int) dn.outFeature()];
          for (int s = 0; s < sp; s++) {
            lin += o[s] * outStr[(int) dn.outSpatial()[s]];
          }
          if (isLong) {
            out.setLong((int) lin, accL);
          } else if (cplx) {
            out.setComplex((int) lin, rk.round(acc), rk.round(accIm));
          } else {
            out.setDouble((int) lin, acc);
          }
        } while (sp > 0 && Shapes.next(o, outSp));
      }
    }
    return out;
  }

  // ---- fft -----------------------------------------------------------------------------------

  /** In-place DFT of {@code n} complex values at {@code re/im[base + i * stride]}. */
  private static void dft(double[] re, double[] im, int base, int stride, int n, boolean inverse) {
    double[] r = new double[n];
    double[] s = new double[n];
    // Twiddle factors e^(-2 pi i j / n), exact at the quarter turns.
    double[] cos = new double[n];
    double[] sin = new double[n];
    for (int j = 0; j < n; j++) {
      if (4L * j % n == 0) {
        int q = (int) (4L * j / n);
        cos[j] = q == 0 ? 1 : q == 2 ? -1 : 0;
        sin[j] = q == 1 ? 1 : q == 3 ? -1 : 0;
      } else {
        cos[j] = Math.cos(2 * Math.PI * j / n);
        sin[j] = Math.sin(2 * Math.PI * j / n);
      }
    }
    for (int k = 0; k < n; k++) {
      double sr = 0;
      double si = 0;
      for (int t = 0; t < n; t++) {
        int j = (int) ((long) t * k % n);
        double c = cos[j];
        double sn = inverse ? sin[j] : -sin[j];
        double xr = re[base + t * stride];
        double xi = im[base + t * stride];
        sr += xr * c - xi * sn;
        si += xr * sn + xi * c;
      }
      r[k] = inverse ? sr / n : sr;
      s[k] = inverse ? si / n : si;
    }
    for (int k = 0; k < n; k++) {
      re[base + k * stride] = r[k];
      im[base + k * stride] = s[k];
    }
  }

  /** Applies a DFT along dimension {@code dim} of a complex array of {@code shape}. */
  private static void dftAlong(double[] re, double[] im, long[] shape, int dim, boolean inverse) {
    long[] strides = Tensor.strides(shape);
    long[] outer = shape.clone();
    outer[dim] = 1;
    if (Arrays.stream(shape).anyMatch(x -> x == 0)) {
      return;
    }
    long[] idx = new long[shape.length];
    do {
      dft(re, im, Shapes.linear(idx, strides), (int) strides[dim], (int) shape[dim], inverse);
    } while (Shapes.next(idx, outer));
  }

  static Tensor fft(Tensor a, String type, long[] lengths, ElementKind rk) {
    long[] shape = a.shape();
    int rank = shape.length;
    int nd = lengths.length;
    switch (type) {
      case "FFT", "IFFT" -> {
        int n = a.size();
        double[] re = new double[n];
        double[] im = new double[n];
        for (int i = 0; i < n; i++) {
          re[i] = a.getDouble(i);
          im[i] = a.getImag(i);
        }
        for (int d = rank - nd; d < rank; d++) {
          dftAlong(re, im, shape, d, type.equals("IFFT"));
        }
        Tensor r = Tensor.zeros(rk, shape);
        for (int i = 0; i < n; i++) {
          r.setComplex(i, rk.round(re[i]), rk.round(im[i]));
        }
        return r;
      }
      case "RFFT" -> {
        int n = a.size();
        double[] re = new double[n];
        double[] im = new double[n];
        for (int i = 0; i < n; i++) {
          re[i] = a.getDouble(i);
        }
        for (int d = rank - nd; d < rank; d++) {
          dftAlong(re, im, shape, d, false);
        }
        long[] outShape = shape.clone();
        outShape[rank - 1] = shape[rank - 1] / 2 + 1;
        Tensor r = Tensor.zeros(rk, outShape);
        long[] str = Tensor.strides(shape);
        long[] idx = new long[rank];
        int o = 0;
        if (r.size() > 0) {
          do {
            int i = Shapes.linear(idx, str);
            r.setComplex(o++, rk.round(re[i]), rk.round(im[i]));
          } while (Shapes.next(idx, outShape));
        }
        return r;
      }
      case "IRFFT" -> {
        long[] outShape = shape.clone();
        outShape[rank - 1] = lengths[nd - 1];
        int last = (int) outShape[rank - 1];
        int n = Math.toIntExact(Arrays.stream(outShape).reduce(1, (x, y) -> x * y));
        double[] re = new double[n];
        double[] im = new double[n];
        long[] inStr = Tensor.strides(shape);
        long[] str = Tensor.strides(outShape);
        long half = shape[rank - 1];
        long[] idx = new long[rank];
        // The half spectrum in place (the rest of the last dimension zero), inverse-transformed
        // along the leading dimensions first, as a multi-dimensional inverse real FFT is.
        if (a.size() > 0 && n > 0) {
          do {
            if (idx[rank - 1] < last) {
              int si = Shapes.linear(idx, inStr);
              int oi = Shapes.linear(idx, str);
              re[oi] = a.getDouble(si);
              im[oi] = a.getImag(si);
            }
          } while (Shapes.next(idx, shape));
        }
        for (int d = rank - nd; d < rank - 1; d++) {
          dftAlong(re, im, outShape, d, true);
        }
        // Then the last dimension is completed by Hermitian symmetry: X[k] = conj X[last - k].
        idx = new long[rank];
        if (n > 0) {
          do {
            long k = idx[rank - 1];
            if (k >= half) {
              long[] src = idx.clone();
              src[rank - 1] = last - k;
              int si = Shapes.linear(src, str);
              int oi = Shapes.linear(idx, str);
              re[oi] = re[si];
              im[oi] = -im[si];
            }
          } while (Shapes.next(idx, outShape));
        }
        dftAlong(re, im, outShape, rank - 1, true);
        Tensor r = Tensor.zeros(rk, outShape);
        for (int i = 0; i < n; i++) {
          r.setDouble(i, re[i]);
        }
        return r;
      }
      default -> throw new InterpreterException("unknown fft_type " + type);
    }
  }

  // ---- triangular_solve and cholesky ---------------------------------------------------------

  static Tensor triangularSolve(Tensor a, Tensor b, boolean leftSide, boolean lower, boolean unitDiagonal,
      String transposeA, ElementKind rk) {
    long[] as = a.shapeRef();
    long[] bs = b.shapeRef();
    int rank = as.length;
    int m = (int) as[rank - 1];
    int rows = (int) bs[rank - 2];
    int cols = (int) bs[rank - 1];
    int batches = m == 0 ? 0 : a.size() / (m * m);
    Tensor out = Tensor.zeros(rk, bs);
    boolean trans = !transposeA.equals("NO_TRANSPOSE");
    boolean conj = transposeA.equals("ADJOINT");
    boolean cplx = rk.isComplex();
    for (int bt = 0; bt < batches; bt++) {
      // op(a) as a dense complex matrix keeping only the triangle.
      double[][] ar = new double[m][m];
      double[][] ai = new double[m][m];
      for (int i = 0; i < m; i++) {
        for (int j = 0; j < m; j++) {
          boolean keep = lower ? j <= i : j >= i;
          if (!keep) {
            continue;
          }
          int src = bt * m * m + i * m + j;
          double re = i == j && unitDiagonal ? 1 : a.getDouble(src);
          double im = i == j && unitDiagonal ? 0 : cplx ? a.getImag(src) : 0;
          if (trans) {
            ar[j][i] = re;
            ai[j][i] = conj ? -im : im;
          } else {
            ar[i][j] = re;
            ai[i][j] = im;
          }
        }
      }
      boolean effLower = lower != trans;
      // Right side: x op(a) = b  <=>  op(a)^T x^T = b^T.
      int n = leftSide ? rows : cols;
      int k = leftSide ? cols : rows;
      double[][] mr = ar;
      double[][] mi = ai;
      if (!leftSide) {
        mr = new double[m][m];
        mi = new double[m][m];
        for (int i = 0; i < m; i++) {
          for (int j = 0; j < m; j++) {
            mr[i][j] = ar[j][i];
            mi[i][j] = ai[j][i];
          }
        }
        effLower = !effLower;
      }
      for (int col = 0; col < k; col++) {
        double[] xr = new double[n];
        double[] xi = new double[n];
        for (int step = 0; step < n; step++) {
          int i = effLower ? step : n - 1 - step;
          int bi = bt * rows * cols + (leftSide ? i * cols + col : col * cols + i);
          double sr = b.getDouble(bi);
          double si = cplx ? b.getImag(bi) : 0;
          for (int j = 0; j < n; j++) {
            if (j == i || (effLower ? j > i : j < i)) {
              continue;
            }
            sr -= mr[i][j] * xr[j] - mi[i][j] * xi[j];
            si -= mr[i][j] * xi[j] + mi[i][j] * xr[j];
          }
          double dr = mr[i][i];
          double di = mi[i][i];
          double den = dr * dr + di * di;
          xr[i] = (sr * dr + si * di) / den;
          xi[i] = (si * dr - sr * di) / den;
          if (!cplx) {
            xr[i] = sr / dr;
          }
        }
        for (int i = 0; i < n; i++) {
          int oi = bt * rows * cols + (leftSide ? i * cols + col : col * cols + i);
          if (cplx) {
            out.setComplex(oi, rk.round(xr[i]), rk.round(xi[i]));
          } else {
            out.setDouble(oi, xr[i]);
          }
        }
      }
    }
    return out;
  }

  static Tensor cholesky(Tensor a, boolean lower, ElementKind rk) {
    long[] as = a.shapeRef();
    int n = (int) as[as.length - 1];
    int batches = n == 0 ? 0 : a.size() / (n * n);
    Tensor out = Tensor.zeros(rk, as);
    boolean cplx = rk.isComplex();
    for (int bt = 0; bt < batches; bt++) {
      int base = bt * n * n;
      // Work on the lower triangle L (L L^H = A); for upper, A's upper triangle is L^H.
      double[][] lr = new double[n][n];
      double[][] li = new double[n][n];
      boolean fail = false;
      for (int j = 0; j < n && !fail; j++) {
        for (int i = j; i < n; i++) {
          int src = lower ? base + i * n + j : base + j * n + i;
          double sr = a.getDouble(src);
          double si = cplx ? (lower ? a.getImag(src) : -a.getImag(src)) : 0;
          for (int p = 0; p < j; p++) {
            // L[i][p] * conj(L[j][p])
            sr -= lr[i][p] * lr[j][p] + li[i][p] * li[j][p];
            si -= li[i][p] * lr[j][p] - lr[i][p] * li[j][p];
          }
          if (i == j) {
            if (!(sr > 0)) {
              fail = true;
              break;
            }
            lr[j][j] = Math.sqrt(sr);
          } else {
            lr[i][j] = sr / lr[j][j];
            li[i][j] = si / lr[j][j];
          }
        }
      }
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
          double re;
          double im;
          if (fail) {
            re = Double.NaN;
            im = cplx ? Double.NaN : 0;
          } else if (lower) {
            re = j <= i ? lr[i][j] : 0;
            im = j <= i ? li[i][j] : 0;
          } else {
            re = j >= i ? lr[j][i] : 0;
            im = j >= i ? -li[j][i] : 0;
          }
          int oi = base + i * n + j;
          if (cplx) {
            out.setComplex(oi, rk.round(re), rk.round(im));
          } else {
            out.setDouble(oi, re);
          }
        }
      }
    }
    return out;
  }
}
