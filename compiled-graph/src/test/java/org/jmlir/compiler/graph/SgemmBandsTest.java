package org.jmlir.compiler.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The threaded matrix product: every operand layout (either operand transposed), with 1, 2 and 3
 * threads, against a product in Java; in our bands (sgemm-threads.ll: by rows, by columns, or not at
 * all) on oneDNN (the default on linux-x86_64) and on OpenBLAS (jmlir.blas=openblas), and on oneDNN's
 * own OpenMP threads (sgemm-omp.ll, jmlir.blas=dnnl-omp).
 */
class SgemmBandsTest {
  private static String dot(int lc, int rc) {
    return """
        func.func @main(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
          %0 = stablehlo.dot_general %a, %b, contracting_dims = [LC] x [RC] : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
          return %0 : tensor<?x?xf32>
        }
        """.replace("LC", Integer.toString(lc)).replace("RC", Integer.toString(rc));
  }

  private static float[] data(int n, int seed) {
    float[] x = new float[n];
    for (int i = 0; i < n; i++) {
      x[i] = ((i * 31 + seed * 17) % 13 - 6) * 0.25f;
    }
    return x;
  }

  /** C = op(A) op(B) with A stored m x k (k x m when transposed), B k x n (n x k when transposed). */
  private static float[] product(float[] a, float[] b, int m, int n, int k, boolean ta, boolean tb) {
    float[] c = new float[m * n];
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        double s = 0;
        for (int l = 0; l < k; l++) {
          s += a[ta ? l * m + i : i * k + l] * b[tb ? j * k + l : l * n + j];
        }
        c[i * n + j] = (float) s;
      }
    }
    return c;
  }

  /** oneDNN in our bands (the default) and on its OpenMP threads (jmlir.blas=dnnl-omp). */
  private static void check(int m, int n, int k, boolean ta, boolean tb, int threads) throws Exception {
    check(m, n, k, ta, tb, threads, "oneDNN");
    check(m, n, k, ta, tb, threads, "oneDNN omp");
  }

  private static void check(int m, int n, int k, boolean ta, boolean tb, int threads, String library) throws Exception {
    if (!library.equals("oneDNN")) {
      System.setProperty("jmlir.blas", library.equals("OpenBLAS") ? "openblas" : "dnnl-omp");
    }
    try (CompiledGraph g = CompiledGraph.compileMlir(dot(ta ? 0 : 1, tb ? 1 : 0), CompiledGraph.Options.mlir())) {
      System.clearProperty("jmlir.blas");
      assertEquals(library.replace(" omp", ""), g.blasLibrary());
      g.setThreads(threads);
      float[] a = data(m * k, 1);
      float[] b = data(k * n, 2);
      List<CompiledGraph.Tensor> r = g.runner().feed("arg0", a, ta ? k : m, ta ? m : k).feed("arg1", b, tb ? n : k, tb ? k : n).run();
      assertArrayEquals(new long[] {m, n}, r.get(0).shape());
      // Small integers times quarters: every partial sum is exact in f32, whatever the order.
      assertArrayEquals(product(a, b, m, n, k, ta, tb), r.get(0).floats(), "m=" + m + " n=" + n + " k=" + k + " ta=" + ta + " tb=" + tb
          + " threads=" + threads);
    }
  }

  /** {@link #check} with either operand transposed or not. */
  private static void inEveryLayout(int m, int n, int k, int threads) throws Exception {
    for (boolean ta : new boolean[] {false, true}) {
      for (boolean tb : new boolean[] {false, true}) {
        check(m, n, k, ta, tb, threads);
      }
    }
  }

  @Test
  void rowBandsInEveryLayout() throws Exception {
    inEveryLayout(203, 161, 257, 2);
    // 331 x 171 x 257 is over 3 * 2^22 multiply-adds: three bands
    inEveryLayout(331, 171, 257, 3);
  }

  @Test
  void columnBandsWhenWiderThanTall() throws Exception {
    inEveryLayout(171, 331, 257, 3);
    inEveryLayout(161, 203, 257, 2);
  }

  /** The threads of the graph's pool (sgemm-threads.ll names them jmlir-sgemm). */
  static long poolThreads() throws java.io.IOException {
    try (var tasks = java.nio.file.Files.list(java.nio.file.Path.of("/proc/self/task"))) {
      return tasks.filter(t -> {
        try {
          return java.nio.file.Files.readString(t.resolve("comm")).trim().equals("jmlir-sgemm");
        } catch (java.io.IOException gone) {
          return false;
        }
      }).count();
    }
  }

  /** Runs an m x k by k x n product on {@code g} {@code runs} times: right each time, with {@code threads} pool threads after it. */
  private static void products(CompiledGraph g, int m, int n, int k, int runs, long threads) throws Exception {
    float[] a = data(m * k, 1);
    float[] b = data(k * n, 2);
    float[] expected = product(a, b, m, n, k, false, false);
    for (int i = 0; i < runs; i++) {
      assertArrayEquals(expected, g.runner().feed("arg0", a, m, k).feed("arg1", b, k, n).run().get(0).floats(), "run " + i);
      assertEquals(threads, poolThreads(), "run " + i);
    }
  }

  @Test
  void thePoolKeepsItsWorkersUntilClose() throws Exception {
    long before = poolThreads();
    try (CompiledGraph g = CompiledGraph.compileMlir(dot(1, 0), CompiledGraph.Options.mlir())) {
      g.setThreads(3);
      // bands 1 and 2 have their workers, started by the first product and kept
      products(g, 331, 171, 257, 5, before + 2);
      g.setThreads(2);
      products(g, 331, 171, 257, 1, before + 2);
    }
    assertEquals(before, poolThreads(), "close joins the pool's workers");
  }

  @Test
  void freshThreadsPerProductWhenAsked() throws Exception {
    // jmlir.sgemm.threads=fresh: every product makes its band threads (as before the pool); none stays
    long before = poolThreads();
    System.setProperty("jmlir.sgemm.threads", "fresh");
    try (CompiledGraph g = CompiledGraph.compileMlir(dot(1, 0), CompiledGraph.Options.mlir())) {
      System.clearProperty("jmlir.sgemm.threads");
      g.setThreads(3);
      products(g, 171, 331, 257, 5, before);
    } finally {
      System.clearProperty("jmlir.sgemm.threads");
    }
  }

  @Test
  void columnBandsWhenRowsAreFew() throws Exception {
    inEveryLayout(5, 1031, 1025, 2);
  }

  @Test
  void manyRunsInARowAndFromSeveralThreads() throws Exception {
    // Each run hands bands to fresh detached threads or takes them back; results must never mix.
    int m = 331;
    int n = 171;
    int k = 257;
    float[] a = data(m * k, 1);
    float[] b = data(k * n, 2);
    float[] expected = product(a, b, m, n, k, false, false);
    for (String blas : new String[] {"default", "dnnl-omp"}) {
      System.setProperty("jmlir.blas", blas);
      try (CompiledGraph g = CompiledGraph.compileMlir(dot(1, 0), CompiledGraph.Options.mlir())) {
        System.clearProperty("jmlir.blas");
        g.setThreads(3);
        Runnable runs = () -> {
          for (int i = 0; i < 40; i++) {
            assertArrayEquals(expected, g.runner().feed("arg0", a, m, k).feed("arg1", b, k, n).run().get(0).floats(), blas + " run " + i);
          }
        };
        Thread other = new Thread(runs);
        other.start();
        runs.run();
        other.join();
      }
    }
  }

  @Test
  void openBlasBandsWhenAsked() throws Exception {
    check(203, 161, 257, true, true, 2, "OpenBLAS");
    check(5, 1031, 1025, false, true, 2, "OpenBLAS");
  }

  @Test
  void smallProductsAndOneThreadStayWhole() throws Exception {
    check(3, 7, 5, false, false, 2);
    check(203, 161, 257, true, false, 1);
  }

  @Test
  void threadCountMustBePositive() throws Exception {
    try (CompiledGraph g = CompiledGraph.compileMlir(dot(1, 0), CompiledGraph.Options.mlir())) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> g.setThreads(0));
      assertEquals("threads must be at least 1, got 0", e.getMessage());
      assertTrue(g.toString().startsWith("CompiledGraph"));
    }
  }
}
