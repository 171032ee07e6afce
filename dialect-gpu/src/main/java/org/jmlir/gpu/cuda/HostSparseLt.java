package org.jmlir.gpu.cuda;

import static java.lang.foreign.ValueLayout.JAVA_BYTE;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_INT_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_LONG_UNALIGNED;
import static java.lang.foreign.ValueLayout.JAVA_SHORT_UNALIGNED;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The cuSPARSELt {@code mgpu*} functions of MLIR 22's CUDA wrappers (what {@code -gpu-to-llvm} calls for
 * {@code gpu.create_2to4_spmat} and an SpMM on such a matrix) on the host, for programs run under
 * emulation ({@code jrun --gpu-emulate}). The handles are the stack buffers the lowering allocates; the
 * host keeps its descriptor's number in their first 8 bytes. As the wrappers: the buffer-size call
 * prunes A in place when the prune flag is 1 or 2 (in every strip of 4 consecutive elements along K, the
 * two of smallest magnitude become 0, the earlier one first on ties), with flag 2 checks A's 2:4 structure
 * (a message on stderr when it does not hold), and returns the workspace and compressed sizes (0 here:
 * the host needs no buffers); the SpMM computes {@code C += op(A) op(B)} (alpha = beta = 1) with
 * row-major matrices, summing in f32 (i32 for i8 inputs). Values: f32, f16, bf16 and i8 (inputs), those
 * and i32 (C). There is no device version yet (cuSPARSELt is not bound).
 */
public final class HostSparseLt {
  private HostSparseLt() {}

  private static final MemorySegment ALL = MemorySegment.NULL.reinterpret(Long.MAX_VALUE);
  private static final int CUDA_R_32F = 0;
  private static final int CUDA_R_16F = 2;
  private static final int CUDA_R_8I = 3;
  private static final int CUDA_R_32I = 10;
  private static final int CUDA_R_16BF = 14;
  private static final int TRANSPOSE = 1;

  /** The functions, by symbol, with their C signatures (pointers and intptr_t as i64). */
  private static final Map<String, FunctionDescriptor> FUNCTIONS = functions();

  private static Map<String, FunctionDescriptor> functions() {
    Map<String, FunctionDescriptor> m = new LinkedHashMap<>();
    FunctionDescriptor create = FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_INT, JAVA_LONG);
    m.put("mgpuCreateSparseLtEnv", FunctionDescriptor.ofVoid());
    m.put("mgpuDestroySparseLtEnv", FunctionDescriptor.ofVoid());
    m.put("mgpuCreateCuSparseLtDnMat", create);
    m.put("mgpuCusparseLtCreate2To4SpMat", create);
    m.put("mgpuDestroyCuSparseLtDnMat", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_LONG));
    m.put("mgpuDestroyCuSparseLtSpMat", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_LONG));
    m.put("mgpuCuSparseLtSpMMBufferSize",
        FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_INT, JAVA_INT, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_INT, JAVA_INT, JAVA_LONG));
    m.put("mgpuCuSparseLtSpMM", FunctionDescriptor.ofVoid(JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG));
    return Map.copyOf(m);
  }

  /** Whether {@code symbol} is one of these functions. */
  public static boolean has(String symbol) {
    return FUNCTIONS.containsKey(symbol);
  }

  /** The C signature of {@code symbol}, or null. */
  public static FunctionDescriptor signature(String symbol) {
    return FUNCTIONS.get(symbol);
  }

  /** The function names. */
  public static java.util.Set<String> names() {
    return FUNCTIONS.keySet();
  }

  private static final Map<String, MemorySegment> STUBS = new ConcurrentHashMap<>();

  /** Upcall stubs of the functions among {@code wanted}, to define in a JIT. */
  public static Map<String, MemorySegment> symbols(Collection<String> wanted) {
    Map<String, MemorySegment> out = new LinkedHashMap<>();
    for (String name : wanted) {
      FunctionDescriptor fd = FUNCTIONS.get(name);
      if (fd != null) {
        out.put(name, STUBS.computeIfAbsent(name, n -> stub(n, fd)));
      }
    }
    return out;
  }

  /** An upcall stub of the static method {@code name}; an exception is reported, never thrown through it. */
  private static MemorySegment stub(String name, FunctionDescriptor fd) {
    try {
      MethodType type = fd.toMethodType();
      MethodHandle h = MethodHandles.lookup().findStatic(HostSparseLt.class, name, type);
      MethodHandle report = MethodHandles.lookup().findStatic(HostSparseLt.class, "report",
          MethodType.methodType(void.class, String.class, Throwable.class)).bindTo(name);
      h = MethodHandles.catchException(h, Throwable.class, MethodHandles.dropArguments(report, 1, type.parameterList()));
      return Linker.nativeLinker().upcallStub(h, fd, Arena.global());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  private static void report(String name, Throwable t) {
    System.err.println("'" + name + "' failed: " + t);
  }

  /** A row-major matrix in host memory. */
  private record Matrix(long rows, long cols, long values, int dtp) {}

  private static final Map<Long, Matrix> MATRICES = new ConcurrentHashMap<>();
  private static final AtomicLong NEXT = new AtomicLong(1);

  /** A 2:4 matrix's multiplication, fixed by the buffer-size call. */
  private record Plan(int modeA, int modeB) {}

  private static final Map<Long, Plan> PLANS = new ConcurrentHashMap<>();

  static void mgpuCreateSparseLtEnv() {}

  static void mgpuDestroySparseLtEnv() {}

  static void mgpuCreateCuSparseLtDnMat(long handle, long rows, long cols, long values, int dtp, long stream) {
    create(handle, rows, cols, values, dtp);
  }

  static void mgpuCusparseLtCreate2To4SpMat(long handle, long rows, long cols, long values, int dtp, long stream) {
    create(handle, rows, cols, values, dtp);
  }

  private static void create(long handle, long rows, long cols, long values, int dtp) {
    elementBytes(dtp);
    long id = NEXT.getAndIncrement();
    MATRICES.put(id, new Matrix(rows, cols, values, dtp));
    ALL.set(JAVA_LONG_UNALIGNED, handle, id);
  }

  static void mgpuDestroyCuSparseLtDnMat(long handle, long stream) {
    MATRICES.remove(ALL.get(JAVA_LONG_UNALIGNED, handle));
  }

  static void mgpuDestroyCuSparseLtSpMat(long handle, long stream) {
    long id = ALL.get(JAVA_LONG_UNALIGNED, handle);
    MATRICES.remove(id);
    PLANS.remove(id);
  }

  private static Matrix matrix(long handle) {
    Matrix m = MATRICES.get(ALL.get(JAVA_LONG_UNALIGNED, handle));
    if (m == null) {
      throw new IllegalArgumentException("not a cuSPARSELt matrix handle");
    }
    return m;
  }

  static void mgpuCuSparseLtSpMMBufferSize(long sizes, int modeA, int modeB, long a, long b, long c, int computeType, int pruneFlag,
      long stream) {
    Matrix ma = matrix(a);
    matrix(b);
    matrix(c);
    PLANS.put(ALL.get(JAVA_LONG_UNALIGNED, a), new Plan(modeA, modeB));
    if (pruneFlag > 0) {
      prune(ma, modeA == TRANSPOSE);
    }
    if (pruneFlag == 2 && !is2To4(ma, modeA == TRANSPOSE)) {
      System.err.println("CUPARSE-LT: sparse matrix is not 2:4; computed results will be invalid");
    }
    for (int i = 0; i < 3; i++) {
      ALL.set(JAVA_LONG_UNALIGNED, sizes + 8L * i, 0L);
    }
  }

  static void mgpuCuSparseLtSpMM(long a, long b, long c, long workspace, long compressed, long compressedBuffer, long stream) {
    Matrix ma = matrix(a);
    Matrix mb = matrix(b);
    Matrix mc = matrix(c);
    Plan plan = PLANS.getOrDefault(ALL.get(JAVA_LONG_UNALIGNED, a), new Plan(0, 0));
    boolean ta = plan.modeA() == TRANSPOSE;
    boolean tb = plan.modeB() == TRANSPOSE;
    long m = ta ? ma.cols() : ma.rows();
    long k = ta ? ma.rows() : ma.cols();
    long kb = tb ? mb.cols() : mb.rows();
    long n = tb ? mb.rows() : mb.cols();
    if (kb != k || mc.rows() != m || mc.cols() != n) {
      throw new IllegalArgumentException("SpMM of " + m + "x" + k + " by " + kb + "x" + n + " into " + mc.rows() + "x" + mc.cols());
    }
    boolean integer = ma.dtp() == CUDA_R_8I;
    for (long i = 0; i < m; i++) {
      for (long j = 0; j < n; j++) {
        float fsum = 0;
        long isum = 0;
        for (long p = 0; p < k; p++) {
          double x = get(ma, ta ? p : i, ta ? i : p);
          double y = get(mb, tb ? j : p, tb ? p : j);
          if (integer) {
            isum += (long) x * (long) y;
          } else {
            fsum += (float) x * (float) y;
          }
        }
        double old = get(mc, i, j);
        set(mc, i, j, integer ? old + isum : (float) old + fsum);
      }
    }
  }

  /** Zeroes, in each strip of 4 along K, the two elements of smallest magnitude (the earlier one on ties). */
  private static void prune(Matrix a, boolean transposed) {
    long strips = transposed ? a.cols() : a.rows();
    long k = transposed ? a.rows() : a.cols();
    for (long s = 0; s < strips; s++) {
      for (long p0 = 0; p0 < k; p0 += 4) {
        int len = (int) Math.min(4, k - p0);
        double[] mag = new double[len];
        for (int q = 0; q < len; q++) {
          mag[q] = Math.abs(transposed ? get(a, p0 + q, s) : get(a, s, p0 + q));
        }
        for (int drop = 0; drop < len - 2; drop++) {
          int smallest = -1;
          for (int q = 0; q < len; q++) {
            if (mag[q] >= 0 && (smallest < 0 || mag[q] < mag[smallest])) {
              smallest = q;
            }
          }
          mag[smallest] = -1;
          if (transposed) {
            set(a, p0 + smallest, s, 0);
          } else {
            set(a, s, p0 + smallest, 0);
          }
        }
      }
    }
  }

  /** Whether every strip of 4 along K has at most two nonzeros. */
  private static boolean is2To4(Matrix a, boolean transposed) {
    long strips = transposed ? a.cols() : a.rows();
    long k = transposed ? a.rows() : a.cols();
    for (long s = 0; s < strips; s++) {
      for (long p0 = 0; p0 < k; p0 += 4) {
        int nonzeros = 0;
        for (long p = p0; p < Math.min(p0 + 4, k); p++) {
          nonzeros += (transposed ? get(a, p, s) : get(a, s, p)) != 0 ? 1 : 0;
        }
        if (nonzeros > 2) {
          return false;
        }
      }
    }
    return true;
  }

  private static int elementBytes(int dtp) {
    return switch (dtp) {
      case CUDA_R_32F, CUDA_R_32I -> 4;
      case CUDA_R_16F, CUDA_R_16BF -> 2;
      case CUDA_R_8I -> 1;
      default -> throw new IllegalArgumentException("cudaDataType " + dtp + " is not supported on the host");
    };
  }

  private static long address(Matrix m, long i, long j) {
    return m.values() + (i * m.cols() + j) * elementBytes(m.dtp());
  }

  private static double get(Matrix m, long i, long j) {
    long at = address(m, i, j);
    return switch (m.dtp()) {
      case CUDA_R_32F -> ALL.get(JAVA_FLOAT_UNALIGNED, at);
      case CUDA_R_32I -> ALL.get(JAVA_INT_UNALIGNED, at);
      case CUDA_R_16F -> Float.float16ToFloat(ALL.get(JAVA_SHORT_UNALIGNED, at));
      case CUDA_R_16BF -> Float.intBitsToFloat(ALL.get(JAVA_SHORT_UNALIGNED, at) << 16);
      default -> ALL.get(JAVA_BYTE, at);
    };
  }

  private static void set(Matrix m, long i, long j, double v) {
    long at = address(m, i, j);
    switch (m.dtp()) {
      case CUDA_R_32F -> ALL.set(JAVA_FLOAT_UNALIGNED, at, (float) v);
      case CUDA_R_32I -> ALL.set(JAVA_INT_UNALIGNED, at, (int) v);
      case CUDA_R_16F -> ALL.set(JAVA_SHORT_UNALIGNED, at, Float.floatToFloat16((float) v));
      case CUDA_R_16BF -> ALL.set(JAVA_SHORT_UNALIGNED, at, bf16((float) v));
      default -> ALL.set(JAVA_BYTE, at, (byte) v);
    }
  }

  /** {@code v} rounded to bfloat16 (to nearest even), as its 16 bits. */
  private static short bf16(float v) {
    int bits = Float.floatToRawIntBits(v);
    if (Float.isNaN(v)) {
      return (short) ((bits >>> 16) | 0x40);
    }
    return (short) ((bits + 0x7FFF + ((bits >>> 16) & 1)) >>> 16);
  }
}
