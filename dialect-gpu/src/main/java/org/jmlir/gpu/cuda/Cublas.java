package org.jmlir.gpu.cuda;

import static org.bytedeco.cuda.global.cublas.*;

import org.bytedeco.cuda.cublas.cublasContext;
import org.bytedeco.cuda.cudart.CUstream_st;
import org.bytedeco.javacpp.FloatPointer;
import org.bytedeco.javacpp.Pointer;

/**
 * The cuBLAS side of jmlir's GPU library ({@code org.jmlir.dialect.gpu.transforms.DeviceLibrary}):
 * row-major products on cuBLAS's column-major sgemm ({@code C^T = op(B)^T op(A)^T}, so A and B swap
 * and m and n too), through bytedeco's bindings. This class, and cuBLAS with it, is loaded on the
 * first call; one handle serves the device's primary context, bound to each call's stream.
 */
final class Cublas {
  private Cublas() {}

  private static cublasContext handle;

  /** The handle, created on first use in the current (primary) context; null when cuBLAS failed to start. */
  private static synchronized cublasContext handle() {
    if (handle == null) {
      cublasContext h = new cublasContext();
      if (check("cublasCreate(&handle)", cublasCreate_v2(h))) {
        handle = h;
      }
    }
    return handle;
  }

  /** Reports a failed cuBLAS call as the driver calls are reported; true when it succeeded. */
  private static boolean check(String call, int status) {
    if (status != CUBLAS_STATUS_SUCCESS) {
      System.err.println("'" + call + "' failed with '" + cublasGetStatusName(status).getString() + "'");
      return false;
    }
    return true;
  }

  private static FloatPointer at(long address) {
    return new FloatPointer(new Raw(address));
  }

  private static final class Raw extends Pointer {
    Raw(long address) {
      this.address = address;
    }
  }

  private static int op(int transpose) {
    return transpose != 0 ? CUBLAS_OP_T : CUBLAS_OP_N;
  }

  /** Binds the handle to {@code stream}; null when cuBLAS is not there. */
  private static cublasContext on(long stream) {
    cublasContext h = handle();
    if (h != null && !check("cublasSetStream(handle, stream)", cublasSetStream_v2(h, new CUstream_st(new Raw(stream))))) {
      return null;
    }
    return h;
  }

  static void sgemm(int transA, int transB, int m, int n, int k, float alpha, long a, int lda, long b, int ldb, float beta,
      long c, int ldc, long stream) {
    cublasContext h = on(stream);
    if (h != null) {
      check("cublasSgemm(handle, transB, transA, n, m, k, &alpha, B, ldb, A, lda, &beta, C, ldc)",
          cublasSgemm_v2(h, op(transB), op(transA), n, m, k, new FloatPointer(new float[] {alpha}), at(b), ldb, at(a), lda, new FloatPointer(new float[] {beta}), at(c), ldc));
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
      int ldb, long strideB, float beta, long c, int ldc, long strideC, int batch, long stream) {
    cublasContext h = on(stream);
    if (h != null) {
      check("cublasSgemmStridedBatched(handle, transB, transA, n, m, k, &alpha, B, ldb, strideB, A, lda, strideA, &beta, C, ldc, strideC, batch)",
          cublasSgemmStridedBatched(h, op(transB), op(transA), n, m, k, new FloatPointer(new float[] {alpha}), at(b), ldb, strideB, at(a), lda, strideA,
              new FloatPointer(new float[] {beta}), at(c), ldc, strideC, batch));
      finish(stream);
    }
  }
}
