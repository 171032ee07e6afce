package org.jmlir.compiler.graph;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The BLAS that compiled graphs call for large matrix products: OpenBLAS from bytedeco's
 * {@code openblas} preset (Maven Central, the same JavaCPP as the LLVM bindings), loaded on first use.
 */
final class Blas {
  /** dot_general with at least this many multiply-adds at run time calls cblas_sgemm (the Java API's default). */
  static final long DEFAULT_MIN_FLOPS = 1L << 15;

  private static Path library;
  private static List<Path> dnnl;

  private Blas() {}

  /**
   * OpenBLAS starts without its thread pool ({@code OPENBLAS_NUM_THREADS=1} before it loads, unless
   * the user set it) and is then set to one thread: compiled graphs run their own threads over bands
   * of each product (sgemm-threads.ll), and OpenBLAS's threads would only compete with them.
   */
  static synchronized Path library() {
    if (library == null) {
      setenvIfAbsent("OPENBLAS_NUM_THREADS", "1");
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
      singleThreaded(library);
    }
    return library;
  }

  /**
   * oneDNN (bytedeco's {@code dnnl} preset, Maven Central, the same JavaCPP) for the bands of large
   * products: its single-threaded sgemm (JIT-generated AVX-512 kernels) ran 12% faster than
   * OpenBLAS's on this project's AVX-512 build machine (107 against 95 GFLOP/s, 1024^2, alternating
   * best of 20), and TensorFlow's CPU kernels are oneDNN's too. The libraries the JIT must see
   * (libdnnl, its OpenMP runtime), or an empty list where oneDNN does not load (then OpenBLAS serves).
   */
  static synchronized List<Path> dnnl() {
    if (dnnl == null) {
      List<Path> found = new ArrayList<>();
      // With jmlir.blas=dnnl-omp (sgemm-omp.ll) a product's OpenMP team sleeps when the product ends
      // (libgomp reads this once, when it loads): spinning threads would take a CPU from whatever
      // runs between products. The bands call oneDNN with a team of one.
      setenvIfAbsent("OMP_WAIT_POLICY", "passive");
      try {
        org.bytedeco.javacpp.Loader.load(org.bytedeco.dnnl.global.dnnl.class);
        for (var e : org.bytedeco.javacpp.Loader.getLoadedLibraries().entrySet()) {
          String file = Path.of(e.getValue()).getFileName().toString();
          if (file.startsWith("libdnnl") || file.startsWith("libgomp")) {
            found.add(Path.of(e.getValue()));
          }
        }
      } catch (Throwable t) {
        found.clear(); // no oneDNN for this platform: OpenBLAS serves
      }
      dnnl = found.size() == 2 ? List.copyOf(found) : List.of();
    }
    return dnnl;
  }

  private static void singleThreaded(Path lib) {
    java.lang.foreign.SymbolLookup lookup = java.lang.foreign.SymbolLookup.libraryLookup(lib, java.lang.foreign.Arena.global());
    var set = lookup.find("openblas_set_num_threads");
    if (set.isEmpty()) {
      return;
    }
    try {
      java.lang.foreign.Linker.nativeLinker().downcallHandle(set.get(),
          java.lang.foreign.FunctionDescriptor.ofVoid(java.lang.foreign.ValueLayout.JAVA_INT)).invokeExact(1);
    } catch (Throwable t) {
      throw new IllegalStateException("openblas_set_num_threads failed", t);
    }
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
      // openblas_set_num_threads(1) follows either way
    }
  }
}
