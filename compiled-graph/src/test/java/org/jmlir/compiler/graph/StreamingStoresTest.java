package org.jmlir.compiler.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Rank-1 results written with streaming stores (hlo-compiler's Streaming: 4 KiB tiles copied with
 * 64-byte nontemporal stores, the tail by the ordinary loop) hold what the ordinary loop writes, at
 * sizes below the threshold, of whole tiles, and of tiles and a tail, with the tiles split over the
 * graph's threads (stream-parallel: jmlir_parallel_for on the pool of sgemm-threads.ll) or on one; and
 * the buffer cache hands out 64-byte aligned blocks, which the streamed results and the products' C use.
 */
class StreamingStoresTest {
  private static final String FUSED = """
      func.func @main(%x: tensor<?xf32>, %y: tensor<?xf64>, %z: tensor<?xi32>) -> (tensor<?xf32>, tensor<?xf64>, tensor<?xi32>) {
        %two = stablehlo.constant dense<2.0> : tensor<f32>
        %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xf32>) -> tensor<i32>
        %shape = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
        %b = stablehlo.dynamic_broadcast_in_dim %two, %shape, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
        %m = stablehlo.multiply %x, %b : tensor<?xf32>
        %t = stablehlo.tanh %m : tensor<?xf32>
        %e = stablehlo.exponential %y : tensor<?xf64>
        %s = stablehlo.multiply %z, %z : tensor<?xi32>
        return %t, %e, %s : tensor<?xf32>, tensor<?xf64>, tensor<?xi32>
      }
      """;

  private static CompiledGraph compile(long streamMinBytes) throws Exception {
    System.setProperty("jmlir.stream.min.bytes", Long.toString(streamMinBytes));
    try {
      return CompiledGraph.compileMlir(FUSED, CompiledGraph.Options.mlir());
    } finally {
      System.clearProperty("jmlir.stream.min.bytes");
    }
  }

  @Test
  void streamedResultsEqualOrdinaryOnes() throws Exception {
    try (CompiledGraph streamed = compile(4096); CompiledGraph ordinary = compile(-1)) {
      // below the threshold, one tile exactly (1024 f32 / 512 f64), tiles and a tail
      for (int n : new int[] {7, 1000, 1024, 4096, 5000, 12345}) {
        float[] x = new float[n];
        double[] y = new double[n];
        int[] z = new int[n];
        for (int i = 0; i < n; i++) {
          x[i] = (float) Math.sin(i * 0.01) * 3;
          y[i] = Math.cos(i * 0.003);
          z[i] = i - n / 2;
        }
        for (int round = 0; round < 2; round++) { // the second run reuses the cache's blocks
          List<CompiledGraph.Tensor> a = streamed.runner().feed("arg0", x, n).feed("arg1", y, n).feed("arg2", z, n).run();
          List<CompiledGraph.Tensor> b = ordinary.runner().feed("arg0", x, n).feed("arg1", y, n).feed("arg2", z, n).run();
          assertArrayEquals(b.get(0).floats(), a.get(0).floats(), "f32 at n = " + n);
          assertArrayEquals(b.get(1).doubles(), a.get(1).doubles(), "f64 at n = " + n);
          assertArrayEquals(b.get(2).ints(), a.get(2).ints(), "i32 at n = " + n);
          assertEquals((float) Math.tanh(x[n - 1] * 2), a.get(0).floats()[n - 1], 2e-6f);
          assertEquals(z[n - 1] * z[n - 1], a.get(2).ints()[n - 1]);
        }
      }
    }
  }

  @Test
  void streamedTilesRunOnTheGraphsThreads() throws Exception {
    int n = 100_000; // 97 tiles of 1024 f32 and a tail
    float[] x = new float[n];
    double[] y = new double[n];
    int[] z = new int[n];
    for (int i = 0; i < n; i++) {
      x[i] = i * 1e-4f - 5;
      y[i] = i * 1e-5;
      z[i] = i;
    }
    try (CompiledGraph ordinary = compile(-1)) {
      List<CompiledGraph.Tensor> want = ordinary.runner().feed("arg0", x, n).feed("arg1", y, n).feed("arg2", z, n).run();
      try (CompiledGraph g = compile(4096)) {
        for (int threads : new int[] {2, 1, 3}) {
          g.setThreads(threads);
          List<CompiledGraph.Tensor> got = g.runner().feed("arg0", x, n).feed("arg1", y, n).feed("arg2", z, n).run();
          assertArrayEquals(want.get(0).floats(), got.get(0).floats(), threads + " threads");
          assertArrayEquals(want.get(1).doubles(), got.get(1).doubles(), threads + " threads");
          assertArrayEquals(want.get(2).ints(), got.get(2).ints(), threads + " threads");
          if (threads == 2) {
            assertEquals(1, SgemmBandsTest.poolThreads(), "the pool's worker took the second half of the tiles");
          }
        }
      }
      assertEquals(0, SgemmBandsTest.poolThreads(), "close joins the pool's workers");
    }
  }

  @Test
  void cacheBlocksAre64ByteAligned() throws Exception {
    try (CompiledGraph g = compile(-1)) {
      for (long bytes : new long[] {1, 100, 4096, 1 << 18, (1 << 20) + 4, 5 << 20}) {
        java.lang.foreign.MemorySegment m = g.allocate(bytes);
        assertEquals(0, m.address() % 64, "a block of " + bytes + " bytes at " + m.address());
        g.free(m);
        java.lang.foreign.MemorySegment again = g.allocate(bytes); // from the cache for the large ones
        assertEquals(0, again.address() % 64);
        g.free(again);
      }
    }
  }
}
