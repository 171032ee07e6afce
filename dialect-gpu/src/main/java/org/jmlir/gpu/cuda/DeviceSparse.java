package org.jmlir.gpu.cuda;

/**
 * The sparse {@code mgpu*} functions of MLIR 22's CUDA runtime wrappers (the calls {@code -gpu-to-llvm}
 * makes for {@code gpu.create_csr}, {@code gpu.spmv}, ...) on a device, through {@link Cusparse}; each
 * runs in the device's primary context. Same signatures as {@link HostSparse}, their host versions.
 */
final class DeviceSparse {
  private DeviceSparse() {}

  private static boolean ready(String function) {
    return CudaRuntime.enter(function);
  }

  static void mgpuCreateSparseEnv() {
    if (ready("mgpuCreateSparseEnv")) {
      Cusparse.createEnv();
    }
  }

  static void mgpuDestroySparseEnv() {
    Cusparse.destroyEnv();
  }

  static long mgpuCreateDnVec(long size, long values, int dtp, long stream) {
    return ready("mgpuCreateDnVec") ? Cusparse.createDnVec(size, values, dtp) : 0;
  }

  static long mgpuCreateDnMat(long rows, long cols, long values, int dtp, long stream) {
    return ready("mgpuCreateDnMat") ? Cusparse.createDnMat(rows, cols, values, dtp) : 0;
  }

  static long mgpuCreateCoo(long rows, long cols, long nnz, long rowIdxs, long colIdxs, long values, int itp, int dtp, long stream) {
    return ready("mgpuCreateCoo") ? Cusparse.createCoo(rows, cols, nnz, rowIdxs, colIdxs, values, itp, dtp) : 0;
  }

  static long mgpuCreateCsr(long rows, long cols, long nnz, long rowPos, long colIdxs, long values, int ptp, int itp, int dtp, long stream) {
    return ready("mgpuCreateCsr") ? Cusparse.createCompressed("cusparseCreateCsr", rows, cols, nnz, rowPos, colIdxs, values, ptp, itp, dtp) : 0;
  }

  static long mgpuCreateCsc(long rows, long cols, long nnz, long colPos, long rowIdxs, long values, int ptp, int itp, int dtp, long stream) {
    return ready("mgpuCreateCsc") ? Cusparse.createCompressed("cusparseCreateCsc", rows, cols, nnz, colPos, rowIdxs, values, ptp, itp, dtp) : 0;
  }

  static long mgpuCreateBsr(long brows, long bcols, long bnnz, long rBlock, long cBlock, long pos, long idxs, long values, int ptp, int itp,
      int dtp, long stream) {
    return ready("mgpuCreateBsr") ? Cusparse.createBsr(brows, bcols, bnnz, rBlock, cBlock, pos, idxs, values, ptp, itp, dtp) : 0;
  }

  static void mgpuDestroyDnVec(long h, long stream) {
    Cusparse.destroy("cusparseDestroyDnVec", h);
  }

  static void mgpuDestroyDnMat(long h, long stream) {
    Cusparse.destroy("cusparseDestroyDnMat", h);
  }

  static void mgpuDestroySpMat(long h, long stream) {
    Cusparse.destroy("cusparseDestroySpMat", h);
  }

  static long mgpuSpMVBufferSize(int ma, long a, long x, long y, int ctp, long stream) {
    return ready("mgpuSpMVBufferSize") ? Cusparse.product("cusparseSpMV", ma, 0, true, a, x, y, ctp, 0, true) : 0;
  }

  static void mgpuSpMV(int ma, long a, long x, long y, int ctp, long buf, long stream) {
    if (ready("mgpuSpMV")) {
      Cusparse.product("cusparseSpMV", ma, 0, true, a, x, y, ctp, buf, false);
    }
  }

  static long mgpuSpMMBufferSize(int ma, int mb, long a, long b, long c, int ctp, long stream) {
    return ready("mgpuSpMMBufferSize") ? Cusparse.product("cusparseSpMM", ma, mb, false, a, b, c, ctp, 0, true) : 0;
  }

  static void mgpuSpMM(int ma, int mb, long a, long b, long c, int ctp, long buf, long stream) {
    if (ready("mgpuSpMM")) {
      Cusparse.product("cusparseSpMM", ma, mb, false, a, b, c, ctp, buf, false);
    }
  }

  static long mgpuSDDMMBufferSize(int ma, int mb, long a, long b, long c, int ctp, long stream) {
    return ready("mgpuSDDMMBufferSize") ? Cusparse.product("cusparseSDDMM", ma, mb, false, a, b, c, ctp, 0, true) : 0;
  }

  static void mgpuSDDMM(int ma, int mb, long a, long b, long c, int ctp, long buf, long stream) {
    if (ready("mgpuSDDMM")) {
      Cusparse.product("cusparseSDDMM", ma, mb, false, a, b, c, ctp, buf, false);
    }
  }

  static long mgpuSpGEMMCreateDescr(long stream) {
    return ready("mgpuSpGEMMCreateDescr") ? Cusparse.spgemmCreateDescr() : 0;
  }

  static void mgpuSpGEMMDestroyDescr(long s, long stream) {
    Cusparse.destroy("cusparseSpGEMM_destroyDescr", s);
  }

  static long mgpuSpGEMMWorkEstimation(long s, int ma, int mb, long a, long b, long c, int ctp, long bs, long buf, long stream) {
    return ready("mgpuSpGEMMWorkEstimation") ? Cusparse.spgemm("cusparseSpGEMM_workEstimation", s, ma, mb, a, b, c, ctp, bs, buf) : 0;
  }

  static long mgpuSpGEMMCompute(long s, int ma, int mb, long a, long b, long c, int ctp, long bs, long buf, long stream) {
    return ready("mgpuSpGEMMCompute") ? Cusparse.spgemm("cusparseSpGEMM_compute", s, ma, mb, a, b, c, ctp, bs, buf) : 0;
  }

  static void mgpuSpGEMMCopy(long s, int ma, int mb, long a, long b, long c, int ctp, long stream) {
    if (ready("mgpuSpGEMMCopy")) {
      Cusparse.spgemmCopy(s, ma, mb, a, b, c, ctp);
    }
  }

  static void mgpuSpMatGetSize(long m, long rows, long cols, long nnz, long stream) {
    Cusparse.spMatGetSize(m, rows, cols, nnz);
  }

  static void mgpuSetCsrPointers(long m, long pos, long idxs, long values, long stream) {
    Cusparse.csrSetPointers(m, pos, idxs, values);
  }
}
