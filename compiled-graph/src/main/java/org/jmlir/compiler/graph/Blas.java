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

  /**
   * How long OpenBLAS's idle worker threads spin before they sleep, as OpenBLAS reads it at load
   * time from {@code OPENBLAS_THREAD_TIMEOUT}: 2^20 cycles (about 0.3 ms) instead of its default
   * 2^28 (about 0.1 s). Between the products of one inference the workers stay awake; after it they
   * stop taking CPU from the caller's thread (on a busy machine a spinning worker made an MLP
   * inference 7x slower by the median). A value the user set in the environment is kept.
   */
  static final String THREAD_TIMEOUT = "20";

  static synchronized Path library() {
    if (library == null) {
      setenvIfAbsent("OPENBLAS_THREAD_TIMEOUT", THREAD_TIMEOUT);
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

  private static void setenvIfAbsent(String name, String value) {
    java.lang.foreign.Linker linker = java.lang.foreign.Linker.nativeLinker();
    var setenv = linker.defaultLookup().find("setenv");
    if (setenv.isEmpty()) {
      return;
    }
    var handle = linker.downcallHandle(setenv.get(), java.lang.foreign.FunctionDescriptor.of(java.lang.foreign.ValueLayout.JAVA_INT,
        java.lang.foreign.ValueLayout.ADDRESS, java.lang.foreign.ValueLayout.ADDRESS, java.lang.foreign.ValueLayout.JAVA_INT));
    try (java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofConfined()) {
      int unused = (int) handle.invokeExact(arena.allocateFrom(name), arena.allocateFrom(value), 0);
    } catch (Throwable t) {
      // the default timeout stays: slower on a busy machine, not wrong
    }
  }
}
