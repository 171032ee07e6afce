package org.jmlir.compiler.graph;

import java.nio.file.Path;

/**
 * The BLAS that compiled graphs call for large matrix products: OpenBLAS from bytedeco's
 * {@code openblas} preset (Maven Central, the same JavaCPP as the LLVM bindings), loaded on first use.
 */
final class Blas {
  /** dot_general with at least this many multiply-adds at run time calls cblas_sgemm (the Java API's default). */
  static final long DEFAULT_MIN_FLOPS = 1L << 15;

  private static Path library;

  private Blas() {}

  static synchronized Path library() {
    if (library == null) {
      org.bytedeco.javacpp.Loader.load(org.bytedeco.openblas.global.openblas_nolapack.class);
      for (var e : org.bytedeco.javacpp.Loader.getLoadedLibraries().entrySet()) {
        String file = Path.of(e.getValue()).getFileName().toString();
        if (file.startsWith("libopenblas") && !file.contains("jni")) {
          library = Path.of(e.getValue());
        }
      }
      if (library == null) {
        throw new IllegalStateException("OpenBLAS did not load: " + org.bytedeco.javacpp.Loader.getLoadedLibraries());
      }
    }
    return library;
  }
}
