package org.jmlir.compiler.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Waking the pool's workers ahead of a run (jmlir_pool_prewake) and large buffers on huge pages
 * (buffer-cache.ll) change no result: a 1024x1024 product (a 4 MiB result, two bands) run again and
 * again, with pauses long enough for the workers to fall asleep between runs, gives bit for bit what
 * the same graph gives with both turned off (jmlir.sgemm.prewake=false, jmlir.hugepage.min.bytes=0);
 * and a woken worker never computes a band again: a graph whose runs have no product (a tiny one
 * below the split) between large ones leaves the large ones' results intact.
 */
class PoolPrewakeTest {
  private static final String DOT = """
      func.func @main(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
        %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
        return %0 : tensor<?x?xf32>
      }
      """;

  private static float[] data(int n, int seed) {
    float[] x = new float[n];
    for (int i = 0; i < n; i++) {
      x[i] = ((i * 31 + seed * 17) % 13 - 6) * 0.25f;
    }
    return x;
  }

  @Test
  void resultsAreThoseOfThePlainPath() throws Exception {
    int n = 1024;
    CompiledGraph plain;
    System.setProperty("jmlir.sgemm.prewake", "false");
    System.setProperty("jmlir.hugepage.min.bytes", "0");
    try {
      plain = CompiledGraph.compileMlir(DOT, CompiledGraph.Options.mlir());
    } finally {
      System.clearProperty("jmlir.sgemm.prewake");
      System.clearProperty("jmlir.hugepage.min.bytes");
    }
    try (plain; CompiledGraph g = CompiledGraph.compileMlir(DOT, CompiledGraph.Options.mlir())) {
      g.setThreads(2);
      plain.setThreads(2);
      float[] out = new float[n * n];
      for (int round = 0; round < 4; round++) {
        float[] a = data(n * n, round);
        float[] b = data(n * n, round + 7);
        float[] expected = plain.runner().feed("arg0", a, n, n).feed("arg1", b, n, n).run().get(0).floats();
        Thread.sleep(5); // the workers spin ~50 us after a product, then sleep: the next run wakes them ahead
        List<CompiledGraph.Tensor> r = g.runner().feed("arg0", a, n, n).feed("arg1", b, n, n).fetch("result0", out).run();
        assertArrayEquals(expected, out, "round " + round);
        // runs without a large product in between: their prewakes move the pool's sequence number
        // with no band published, which must not make a worker compute anything
        for (int i = 0; i < 3; i++) {
          float[] small = g.runner().feed("arg0", new float[] {1, 2, 3, 4}, 2, 2).feed("arg1", new float[] {1, 0, 0, 1}, 2, 2).run()
              .get(0).floats();
          assertArrayEquals(new float[] {1, 2, 3, 4}, small);
        }
        assertArrayEquals(expected, r.get(0).floats());
        assertArrayEquals(expected, g.runner().feed("arg0", a, n, n).feed("arg1", b, n, n).run().get(0).floats(),
            "round " + round + ", after the small runs");
      }
    }
  }
}
