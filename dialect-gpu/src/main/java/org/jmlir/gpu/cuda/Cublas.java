package org.jmlir.gpu.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.util.List;

/**
 * The cuBLAS side of jmlir's GPU library ({@code org.jmlir.dialect.gpu.transforms.DeviceLibrary}):
 * row-major products on cuBLAS's column-major sgemm ({@code C^T = op(B)^T op(A)^T}, so A and B swap
 * and m and n too), as FFM downcalls into whichever cuBLAS the machine has ({@code libcublas.so.13},
 * {@code .so.12} or {@code libcublas.so}): bytedeco's {@code cublas} class links {@code libcublas.so.12}
 * by name and fails to load on a CUDA 13 machine, while the few entry points used here
 * ({@code cublasCreate_v2}, {@code cublasSetStream_v2}, {@code cublasSgemm_v2},
 * {@code cublasSgemmStridedBatched}, {@code cublasGetStatusName}) keep their C signatures across
 * versions. This class, and cuBLAS with it, is loaded on the first call; one handle serves the
 * device's primary context, bound to each call's stream.
 */
final class Cublas {
  private Cublas() {}

  /** The cuBLAS libraries tried, newest first. */
  static final List<String> LIBRARIES = List.of("libcublas.so.13", "libcublas.so.12", "libcublas.so");

  private static final int OP_N = 0;
  private static final int OP_T = 1;

  private static final class Lib {
    static final String NAME;
    static final SymbolLookup LOOKUP;

    static {
      String name = null;
      SymbolLookup lookup = null;
      for (String candidate : LIBRARIES) {
        try {
          lookup = SymbolLookup.libraryLookup(candidate, Arena.global());
          name = candidate;
          break;
        } catch (IllegalArgumentException e) {
          // not on this machine: the next one
        }
      }
      NAME = name;
      LOOKUP = lookup;
    }

    static MethodHandle handle(String function, FunctionDescriptor fd) {
      if (LOOKUP == null) {
        throw new IllegalStateException("no cuBLAS library (tried " + String.join(", ", LIBRARIES) + ")");
      }
      return Linker.nativeLinker().downcallHandle(LOOKUP.find(function).orElseThrow(
          () -> new IllegalStateException(NAME + " has no " + function)), fd);
    }
  }

  private static final class Calls {
    static final MethodHandle CREATE = Lib.handle("cublasCreate_v2", FunctionDescriptor.of(JAVA_INT, ADDRESS));
    static final MethodHandle SET_STREAM = Lib.handle("cublasSetStream_v2", FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS));
    static final MethodHandle STATUS_NAME = Lib.handle("cublasGetStatusName", FunctionDescriptor.of(ADDRESS, JAVA_INT));
    static final MethodHandle SGEMM = Lib.handle("cublasSgemm_v2", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, JAVA_INT, JAVA_INT,
        JAVA_INT, JAVA_INT, ADDRESS, ADDRESS, JAVA_INT, ADDRESS, JAVA_INT, ADDRESS, ADDRESS, JAVA_INT));
    static final MethodHandle SGEMM_BATCHED = Lib.handle("cublasSgemmStridedBatched", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT,
        JAVA_INT, JAVA_INT, JAVA_INT, JAVA_INT, ADDRESS, ADDRESS, JAVA_INT, JAVA_LONG, ADDRESS, JAVA_INT, JAVA_LONG, ADDRESS, ADDRESS,
        JAVA_INT, JAVA_LONG, JAVA_INT));
  }

  private static MemorySegment handle;

  /** The handle, created on first use in the current (primary) context; null when cuBLAS failed to start. */
  private static synchronized MemorySegment handle() throws Throwable {
    if (handle == null) {
      try (Arena a = Arena.ofConfined()) {
        MemorySegment out = a.allocate(ADDRESS);
        if (check("cublasCreate(&handle)", (int) Calls.CREATE.invokeExact(out))) {
          handle = out.get(ADDRESS, 0);
        }
      }
    }
    return handle;
  }

  /** Reports a failed cuBLAS call as the driver calls are reported; true when it succeeded. */
  private static boolean check(String call, int status) throws Throwable {
    if (status != 0) {
      MemorySegment name = (MemorySegment) Calls.STATUS_NAME.invokeExact(status);
      System.err.println("'" + call + "' failed with '" + (name.equals(MemorySegment.NULL) ? "status " + status
          : name.reinterpret(256).getString(0)) + "'");
      return false;
    }
    return true;
  }

  private static int op(int transpose) {
    return transpose != 0 ? OP_T : OP_N;
  }

  /** Binds the handle to {@code stream}; null when cuBLAS is not there. */
  private static MemorySegment on(long stream) throws Throwable {
    MemorySegment h = handle();
    if (h != null && !check("cublasSetStream(handle, stream)", (int) Calls.SET_STREAM.invokeExact(h, MemorySegment.ofAddress(stream)))) {
      return null;
    }
    return h;
  }

  /** A float in native memory (cuBLAS's default pointer mode reads alpha and beta from the host). */
  private static MemorySegment scalar(Arena a, float v) {
    MemorySegment s = a.allocate(JAVA_FLOAT);
    s.set(JAVA_FLOAT, 0, v);
    return s;
  }

  static void sgemm(int transA, int transB, int m, int n, int k, float alpha, long a, int lda, long b, int ldb, float beta,
      long c, int ldc, long stream) throws Throwable {
    MemorySegment h = on(stream);
    if (h != null) {
      try (Arena arena = Arena.ofConfined()) {
        check("cublasSgemm(handle, transB, transA, n, m, k, &alpha, B, ldb, A, lda, &beta, C, ldc)",
            (int) Calls.SGEMM.invokeExact(h, op(transB), op(transA), n, m, k, scalar(arena, alpha), MemorySegment.ofAddress(b), ldb,
                MemorySegment.ofAddress(a), lda, scalar(arena, beta), MemorySegment.ofAddress(c), ldc));
      }
      finish(stream);
    }
  }

  /** On the default stream (null) the call completes before it returns, as the compiler's synchronous code expects. */
  private static void finish(long stream) {
    if (stream == 0) {
      CudaRuntime.mgpuStreamSynchronize(0);
    }
  }

  static void sgemmStridedBatched(int transA, int transB, int m, int n, int k, float alpha, long a, int lda, long strideA, long b,
      int ldb, long strideB, float beta, long c, int ldc, long strideC, int batch, long stream) throws Throwable {
    MemorySegment h = on(stream);
    if (h != null) {
      try (Arena arena = Arena.ofConfined()) {
        check("cublasSgemmStridedBatched(handle, transB, transA, n, m, k, &alpha, B, ldb, strideB, A, lda, strideA, &beta, C, ldc, strideC, batch)",
            (int) Calls.SGEMM_BATCHED.invokeExact(h, op(transB), op(transA), n, m, k, scalar(arena, alpha), MemorySegment.ofAddress(b), ldb,
                strideB, MemorySegment.ofAddress(a), lda, strideA, scalar(arena, beta), MemorySegment.ofAddress(c), ldc, strideC, batch));
      }
      finish(stream);
    }
  }
}
