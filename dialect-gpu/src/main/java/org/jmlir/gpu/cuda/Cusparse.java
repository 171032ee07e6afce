package org.jmlir.gpu.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_DOUBLE;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static java.lang.foreign.ValueLayout.JAVA_SHORT;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The cuSPARSE side of the sparse {@code mgpu*} functions (MLIR 22's CUDA runtime wrappers, which
 * {@code -gpu-to-llvm} calls for the gpu dialect's sparse ops), as FFM downcalls into
 * {@code libcusparse.so.12}: bytedeco's 1.5.12 {@code cusparse} class lacks the generic API these
 * need ({@code cusparseCreateDnVec}, {@code cusparseCreateCsr}, {@code cusparseSpMV},
 * {@code cusparseSpMM}, ... are not bound), so the library is called directly. It is looked up on
 * the first call. As in MLIR's wrappers, alpha and beta are 1 in the compute type, one handle
 * ({@code mgpuCreateSparseEnv}) serves every call, algorithms are the defaults and indices are
 * zero-based; a failing call prints {@code cuSPARSE 'call' failed with 'status'}.
 */
final class Cusparse {
  private Cusparse() {}

  private static final int ORDER_ROW = 2;
  private static final int CUDA_R_16F = 2;
  private static final int CUDA_R_16BF = 14;
  private static final int CUDA_R_32F = 0;
  private static final int CUDA_C_32F = 4;
  private static final int CUDA_C_16F = 6;
  private static final int CUDA_C_16BF = 15;

  private static final class Lib {
    static final SymbolLookup LOOKUP = SymbolLookup.libraryLookup("libcusparse.so.12", Arena.global());
  }

  private static final Map<String, MethodHandle> HANDLES = new ConcurrentHashMap<>();

  /** cuSPARSE's {@code name}; every argument and the status are as the descriptor says. */
  private static int call(String name, FunctionDescriptor fd, Object... args) {
    MethodHandle h = HANDLES.computeIfAbsent(name, n -> Linker.nativeLinker().downcallHandle(Lib.LOOKUP.find(n).orElseThrow(
        () -> new IllegalStateException("libcusparse.so.12 has no " + n)), fd));
    try {
      int status = (int) h.invokeWithArguments(args);
      if (status != 0) {
        System.err.println("cuSPARSE '" + name + "' failed with '" + errorString(status) + "'");
      }
      return status;
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new IllegalStateException(t);
    }
  }

  private static String errorString(int status) {
    MethodHandle h = HANDLES.computeIfAbsent("cusparseGetErrorString", n -> Linker.nativeLinker().downcallHandle(
        Lib.LOOKUP.find(n).orElseThrow(), FunctionDescriptor.of(ADDRESS, JAVA_INT)));
    try {
      MemorySegment s = (MemorySegment) h.invokeExact(status);
      return s.reinterpret(256).getString(0);
    } catch (Throwable t) {
      return "status " + status;
    }
  }

  private static FunctionDescriptor status(MemoryLayout... args) {
    return FunctionDescriptor.of(JAVA_INT, args);
  }

  private static MemorySegment ptr(long address) {
    return MemorySegment.ofAddress(address);
  }

  private static volatile long env;

  static void createEnv() {
    try (Arena a = Arena.ofConfined()) {
      MemorySegment out = a.allocate(ADDRESS);
      if (call("cusparseCreate", status(ADDRESS), out) == 0) {
        env = out.get(ADDRESS, 0).address();
      }
    }
  }

  static void destroyEnv() {
    if (env != 0) {
      call("cusparseDestroy", status(ADDRESS), ptr(env));
      env = 0;
    }
  }

  /** A descriptor made by {@code name} whose first argument is the out-pointer; 0 when it failed. */
  private static long create(String name, FunctionDescriptor fd, Object... rest) {
    try (Arena a = Arena.ofConfined()) {
      MemorySegment out = a.allocate(ADDRESS);
      Object[] args = new Object[rest.length + 1];
      args[0] = out;
      System.arraycopy(rest, 0, args, 1, rest.length);
      return call(name, fd, args) == 0 ? out.get(ADDRESS, 0).address() : 0;
    }
  }

  static long createDnVec(long size, long values, int dtp) {
    return create("cusparseCreateDnVec", status(ADDRESS, JAVA_LONG, ADDRESS, JAVA_INT), size, ptr(values), dtp);
  }

  static long createDnMat(long rows, long cols, long values, int dtp) {
    return create("cusparseCreateDnMat", status(ADDRESS, JAVA_LONG, JAVA_LONG, JAVA_LONG, ADDRESS, JAVA_INT, JAVA_INT), rows, cols, cols,
        ptr(values), dtp, ORDER_ROW);
  }

  static long createCoo(long rows, long cols, long nnz, long rowIdxs, long colIdxs, long values, int itp, int dtp) {
    return create("cusparseCreateCoo", status(ADDRESS, JAVA_LONG, JAVA_LONG, JAVA_LONG, ADDRESS, ADDRESS, ADDRESS, JAVA_INT, JAVA_INT, JAVA_INT),
        rows, cols, nnz, ptr(rowIdxs), ptr(colIdxs), ptr(values), itp, 0, dtp);
  }

  /** cusparseCreateCsr or cusparseCreateCsc (the same arguments, positions along rows or columns). */
  static long createCompressed(String name, long rows, long cols, long nnz, long pos, long idxs, long values, int ptp, int itp, int dtp) {
    return create(name, status(ADDRESS, JAVA_LONG, JAVA_LONG, JAVA_LONG, ADDRESS, ADDRESS, ADDRESS, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT),
        rows, cols, nnz, ptr(pos), ptr(idxs), ptr(values), ptp, itp, 0, dtp);
  }

  static long createBsr(long brows, long bcols, long bnnz, long rBlock, long cBlock, long pos, long idxs, long values, int ptp, int itp,
      int dtp) {
    return create("cusparseCreateBsr", status(ADDRESS, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, JAVA_LONG, ADDRESS, ADDRESS, ADDRESS,
        JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT), brows, bcols, bnnz, rBlock, cBlock, ptr(pos), ptr(idxs), ptr(values), ptp, itp, 0,
        dtp, ORDER_ROW);
  }

  static void destroy(String name, long descriptor) {
    call(name, status(ADDRESS), ptr(descriptor));
  }

  /** 1 in the compute type {@code ctp}, in {@code arena} (MLIR's wrappers pass alpha = beta = 1). */
  private static MemorySegment one(Arena arena, int ctp) {
    MemorySegment s = arena.allocate(16);
    switch (ctp) {
      case CUDA_R_16F, CUDA_C_16F -> s.set(JAVA_SHORT, 0, (short) 0x3C00);
      case CUDA_R_16BF, CUDA_C_16BF -> s.set(JAVA_SHORT, 0, (short) 0x3F80);
      case CUDA_R_32F, CUDA_C_32F -> s.set(JAVA_FLOAT, 0, 1f);
      default -> s.set(JAVA_DOUBLE, 0, 1.0);
    }
    return s;
  }

  /** spmv, spmm, sddmm (with or without "_bufferSize"): the buffer size, or 0. */
  static long product(String name, int ma, int mb, boolean vector, long a, long b, long c, int ctp, long buf, boolean sizeOnly) {
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment one = one(arena, ctp);
      MemorySegment size = arena.allocate(JAVA_LONG);
      MemorySegment last = sizeOnly ? size : ptr(buf);
      String fn = sizeOnly ? name + "_bufferSize" : name;
      if (vector) {
        call(fn, status(ADDRESS, JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS, ADDRESS, JAVA_INT, JAVA_INT, ADDRESS), ptr(env), ma, one, ptr(a),
            ptr(b), one, ptr(c), ctp, 0, last);
      } else {
        call(fn, status(ADDRESS, JAVA_INT, JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS, ADDRESS, JAVA_INT, JAVA_INT, ADDRESS), ptr(env), ma, mb,
            one, ptr(a), ptr(b), one, ptr(c), ctp, 0, last);
      }
      return sizeOnly ? size.get(JAVA_LONG, 0) : 0;
    }
  }

  static long spgemmCreateDescr() {
    return create("cusparseSpGEMM_createDescr", status(ADDRESS));
  }

  /** cusparseSpGEMM_workEstimation / _compute: the buffer size they report. */
  static long spgemm(String name, long s, int ma, int mb, long a, long b, long c, int ctp, long bs, long buf) {
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment one = one(arena, ctp);
      MemorySegment size = arena.allocate(JAVA_LONG);
      size.set(JAVA_LONG, 0, bs);
      call(name, status(ADDRESS, JAVA_INT, JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS, ADDRESS, JAVA_INT, JAVA_INT, ADDRESS, ADDRESS, ADDRESS),
          ptr(env), ma, mb, one, ptr(a), ptr(b), one, ptr(c), ctp, 0, ptr(s), size, ptr(buf));
      return size.get(JAVA_LONG, 0);
    }
  }

  static void spgemmCopy(long s, int ma, int mb, long a, long b, long c, int ctp) {
    try (Arena arena = Arena.ofConfined()) {
      MemorySegment one = one(arena, ctp);
      call("cusparseSpGEMM_copy", status(ADDRESS, JAVA_INT, JAVA_INT, ADDRESS, ADDRESS, ADDRESS, ADDRESS, ADDRESS, JAVA_INT, JAVA_INT, ADDRESS),
          ptr(env), ma, mb, one, ptr(a), ptr(b), one, ptr(c), ctp, 0, ptr(s));
    }
  }

  static void spMatGetSize(long m, long rows, long cols, long nnz) {
    call("cusparseSpMatGetSize", status(ADDRESS, ADDRESS, ADDRESS, ADDRESS), ptr(m), ptr(rows), ptr(cols), ptr(nnz));
  }

  static void csrSetPointers(long m, long pos, long idxs, long values) {
    call("cusparseCsrSetPointers", status(ADDRESS, ADDRESS, ADDRESS, ADDRESS), ptr(m), ptr(pos), ptr(idxs), ptr(values));
  }
}
