package org.jmlir.gpu.cuda;

import static java.lang.foreign.ValueLayout.JAVA_DOUBLE_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_INT_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_LONG_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_SHORT_UNALIGNED;

import java.lang.foreign.MemorySegment;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The sparse {@code mgpu*} functions on the host, for GPU programs run under emulation
 * ({@code jrun --gpu-emulate}): descriptors are handles of this class, the arrays host memory, and
 * SpMV, SpMM and SDDMM compute what cuSPARSE does with MLIR's wrappers' alpha = beta = 1
 * ({@code y += op(A) x}, {@code C += op(A) op(B)}, {@code C += (op(A) op(B)) at C's nonzeros}) for
 * f32 and f64 values and 16/32/64-bit indices, in COO, CSR and CSC. SpGEMM and BSR are device-only: a
 * call prints {@code 'mgpuXxx' is not supported on the host} and does nothing. Buffer sizes are 0.
 */
final class HostSparse {
  private HostSparse() {}

  private static final MemorySegment ALL = MemorySegment.NULL.reinterpret(Long.MAX_VALUE);
  private static final int CUDA_R_32F = 0;
  private static final int CUDA_R_64F = 1;
  private static final int INDEX_16U = 1;
  private static final int INDEX_32I = 2;
  private static final int TRANSPOSE = 1;

  private enum Format { COO, CSR, CSC }

  /** A dense vector or row-major matrix (a vector: cols 1). */
  private record Dense(long rows, long cols, long values, int dtp) {}

  private static final class Sparse {
    final Format format;
    final long rows;
    final long cols;
    final long nnz;
    long pos;
    long idxs;
    long values;
    final int ptp;
    final int itp;
    final int dtp;

    Sparse(Format format, long rows, long cols, long nnz, long pos, long idxs, long values, int ptp, int itp, int dtp) {
      this.format = format;
      this.rows = rows;
      this.cols = cols;
      this.nnz = nnz;
      this.pos = pos;
      this.idxs = idxs;
      this.values = values;
      this.ptp = ptp;
      this.itp = itp;
      this.dtp = dtp;
    }
  }

  private static final Map<Long, Object> HANDLES = new ConcurrentHashMap<>();
  private static final AtomicLong NEXT = new AtomicLong(0x1000);

  private static long register(Object o) {
    long h = NEXT.getAndAdd(16);
    HANDLES.put(h, o);
    return h;
  }

  private static <T> T get(long handle, Class<T> type, String function) {
    Object o = HANDLES.get(handle);
    if (!type.isInstance(o)) {
      throw new IllegalArgumentException("not a " + type.getSimpleName().toLowerCase(java.util.Locale.ROOT) + " descriptor: 0x"
          + Long.toHexString(handle));
    }
    return type.cast(o);
  }

  private static void unsupported(String function) {
    System.err.println("'" + function + "' is not supported on the host (run it on a device)");
  }

  // ---- element access ----

  private static double load(long base, long i, int dtp) {
    return switch (dtp) {
      case CUDA_R_32F -> ALL.get(JAVA_FLOAT_UNALIGNED, base + 4 * i);
      case CUDA_R_64F -> ALL.get(JAVA_DOUBLE_UNALIGNED, base + 8 * i);
      default -> throw new IllegalArgumentException("values of CUDA data type " + dtp + " are not supported on the host (f32 and f64 are)");
    };
  }

  private static void store(long base, long i, int dtp, double v) {
    if (dtp == CUDA_R_32F) {
      ALL.set(JAVA_FLOAT_UNALIGNED, base + 4 * i, (float) v);
    } else {
      ALL.set(JAVA_DOUBLE_UNALIGNED, base + 8 * i, v);
    }
  }

  private static long index(long base, long i, int type) {
    return switch (type) {
      case INDEX_16U -> Short.toUnsignedLong(ALL.get(JAVA_SHORT_UNALIGNED, base + 2 * i));
      case INDEX_32I -> ALL.get(JAVA_INT_UNALIGNED, base + 4 * i);
      default -> ALL.get(JAVA_LONG_UNALIGNED, base + 8 * i);
    };
  }

  /** Calls {@code f(row, col, value)} for each stored element of {@code a}. */
  private interface Visitor {
    void visit(long row, long col, double value);
  }

  private static void forEach(Sparse a, Visitor f) {
    switch (a.format) {
      case COO -> {
        for (long k = 0; k < a.nnz; k++) {
          f.visit(index(a.pos, k, a.itp), index(a.idxs, k, a.itp), load(a.values, k, a.dtp));
        }
      }
      case CSR, CSC -> {
        long outer = a.format == Format.CSR ? a.rows : a.cols;
        for (long o = 0; o < outer; o++) {
          for (long k = index(a.pos, o, a.ptp); k < index(a.pos, o + 1, a.ptp); k++) {
            long in = index(a.idxs, k, a.itp);
            double v = load(a.values, k, a.dtp);
            if (a.format == Format.CSR) {
              f.visit(o, in, v);
            } else {
              f.visit(in, o, v);
            }
          }
        }
      }
    }
  }

  // ---- the runtime functions (signatures as MLIR's wrappers) ----

  static void mgpuCreateSparseEnv() {}

  static void mgpuDestroySparseEnv() {}

  static long mgpuCreateDnVec(long size, long values, int dtp, long stream) {
    return register(new Dense(size, 1, values, dtp));
  }

  static long mgpuCreateDnMat(long rows, long cols, long values, int dtp, long stream) {
    return register(new Dense(rows, cols, values, dtp));
  }

  static long mgpuCreateCoo(long rows, long cols, long nnz, long rowIdxs, long colIdxs, long values, int itp, int dtp, long stream) {
    return register(new Sparse(Format.COO, rows, cols, nnz, rowIdxs, colIdxs, values, itp, itp, dtp));
  }

  static long mgpuCreateCsr(long rows, long cols, long nnz, long rowPos, long colIdxs, long values, int ptp, int itp, int dtp, long stream) {
    return register(new Sparse(Format.CSR, rows, cols, nnz, rowPos, colIdxs, values, ptp, itp, dtp));
  }

  static long mgpuCreateCsc(long rows, long cols, long nnz, long colPos, long rowIdxs, long values, int ptp, int itp, int dtp, long stream) {
    return register(new Sparse(Format.CSC, rows, cols, nnz, colPos, rowIdxs, values, ptp, itp, dtp));
  }

  static long mgpuCreateBsr(long brows, long bcols, long bnnz, long rBlock, long cBlock, long pos, long idxs, long values, int ptp, int itp,
      int dtp, long stream) {
    unsupported("mgpuCreateBsr");
    return 0;
  }

  static void mgpuDestroyDnVec(long h, long stream) {
    HANDLES.remove(h);
  }

  static void mgpuDestroyDnMat(long h, long stream) {
    HANDLES.remove(h);
  }

  static void mgpuDestroySpMat(long h, long stream) {
    HANDLES.remove(h);
  }

  static long mgpuSpMVBufferSize(int ma, long a, long x, long y, int ctp, long stream) {
    return 0;
  }

  /** y += op(A) x. */
  static void mgpuSpMV(int ma, long a, long x, long y, int ctp, long buf, long stream) {
    Sparse m = get(a, Sparse.class, "mgpuSpMV");
    Dense vx = get(x, Dense.class, "mgpuSpMV");
    Dense vy = get(y, Dense.class, "mgpuSpMV");
    boolean t = ma == TRANSPOSE;
    double[] acc = new double[(int) (t ? m.cols : m.rows)];
    forEach(m, (r, c, v) -> acc[(int) (t ? c : r)] += v * load(vx.values(), t ? r : c, vx.dtp()));
    addInto(vy, acc);
  }

  /** {@code d += acc}, element by element. */
  private static void addInto(Dense d, double[] acc) {
    for (int i = 0; i < acc.length; i++) {
      store(d.values(), i, d.dtp(), load(d.values(), i, d.dtp()) + acc[i]);
    }
  }

  static long mgpuSpMMBufferSize(int ma, int mb, long a, long b, long c, int ctp, long stream) {
    return 0;
  }

  /** C += op(A) op(B), B and C row-major. */
  static void mgpuSpMM(int ma, int mb, long a, long b, long c, int ctp, long buf, long stream) {
    Sparse m = get(a, Sparse.class, "mgpuSpMM");
    Dense db = get(b, Dense.class, "mgpuSpMM");
    Dense dc = get(c, Dense.class, "mgpuSpMM");
    boolean ta = ma == TRANSPOSE;
    boolean tb = mb == TRANSPOSE;
    long n = dc.cols();
    double[] acc = new double[(int) (dc.rows() * n)];
    forEach(m, (r, k, v) -> {
      long i = ta ? k : r;
      long p = ta ? r : k;
      for (long j = 0; j < n; j++) {
        acc[(int) (i * n + j)] += v * load(db.values(), tb ? j * db.cols() + p : p * db.cols() + j, db.dtp());
      }
    });
    addInto(dc, acc);
  }

  static long mgpuSDDMMBufferSize(int ma, int mb, long a, long b, long c, int ctp, long stream) {
    return 0;
  }

  /** C += (op(A) op(B)) at C's stored elements; A and B dense, C sparse (CSR or COO). */
  static void mgpuSDDMM(int ma, int mb, long a, long b, long c, int ctp, long buf, long stream) {
    Dense da = get(a, Dense.class, "mgpuSDDMM");
    Dense db = get(b, Dense.class, "mgpuSDDMM");
    Sparse s = get(c, Sparse.class, "mgpuSDDMM");
    boolean ta = ma == TRANSPOSE;
    boolean tb = mb == TRANSPOSE;
    long k = ta ? da.rows() : da.cols();
    long[] slot = {0};
    forEach(s, (r, col, v) -> {
      double sum = 0;
      for (long p = 0; p < k; p++) {
        double x = load(da.values(), ta ? p * da.cols() + r : r * da.cols() + p, da.dtp());
        double y = load(db.values(), tb ? col * db.cols() + p : p * db.cols() + col, db.dtp());
        sum += x * y;
      }
      store(s.values, slot[0]++, s.dtp, v + sum);
    });
  }

  static long mgpuSpGEMMCreateDescr(long stream) {
    unsupported("mgpuSpGEMMCreateDescr");
    return 0;
  }

  static void mgpuSpGEMMDestroyDescr(long s, long stream) {}

  static long mgpuSpGEMMWorkEstimation(long s, int ma, int mb, long a, long b, long c, int ctp, long bs, long buf, long stream) {
    unsupported("mgpuSpGEMMWorkEstimation");
    return 0;
  }

  static long mgpuSpGEMMCompute(long s, int ma, int mb, long a, long b, long c, int ctp, long bs, long buf, long stream) {
    unsupported("mgpuSpGEMMCompute");
    return 0;
  }

  static void mgpuSpGEMMCopy(long s, int ma, int mb, long a, long b, long c, int ctp, long stream) {
    unsupported("mgpuSpGEMMCopy");
  }

  static void mgpuSpMatGetSize(long m, long rows, long cols, long nnz, long stream) {
    Sparse s = get(m, Sparse.class, "mgpuSpMatGetSize");
    ALL.set(JAVA_LONG_UNALIGNED, rows, s.rows);
    ALL.set(JAVA_LONG_UNALIGNED, cols, s.cols);
    ALL.set(JAVA_LONG_UNALIGNED, nnz, s.nnz);
  }

  static void mgpuSetCsrPointers(long m, long pos, long idxs, long values, long stream) {
    Sparse s = get(m, Sparse.class, "mgpuSetCsrPointers");
    s.pos = pos;
    s.idxs = idxs;
    s.values = values;
  }
}
