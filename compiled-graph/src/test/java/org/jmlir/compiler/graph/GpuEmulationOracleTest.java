package org.jmlir.compiler.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jmlir.compiler.gpu.GpuPipeline;
import org.jmlir.translate.oracle.TensorFlowSession;
import org.junit.jupiter.api.Test;

/**
 * TensorFlow-java as the oracle of the GPU path: the oracle graphs are compiled with gpu-compiler's
 * pipeline (hlo-to-loops, independent loops to scf.parallel, mapped to blocks and threads, outlined
 * into kernels that the host launches) with the kernels emulated on the host, and run at batch sizes
 * 1, 7 and 256 on the same inputs as TensorFlow. Float outputs stay within the CPU path's bounds
 * (the kernels compute each element as the CPU loops do).
 */
class GpuEmulationOracleTest {
  private static final int[] BATCHES = {1, 7, 256};

  private static float[] input(int n, double phase) {
    float[] x = new float[n];
    for (int i = 0; i < n; i++) {
      x[i] = (float) (Math.cos(i * 0.29 + phase) * 3);
    }
    return x;
  }

  private static CompiledGraph compile(TensorFlowSession tf, String shape, String... outputs) throws Exception {
    return CompiledGraph.compile(tf.graphDefBytes, CompiledGraph.Options.of(List.of("x"), List.of(shape), List.of(outputs)),
        GpuPipeline::emulatedPipeline);
  }

  /** Every element within {@code ulps} of TensorFlow's, or within {@code absolute} of it. */
  private static void assertFloatGraph(String text, int[] inner, long ulps, double absolute) throws Exception {
    StringBuilder shape = new StringBuilder("?");
    for (int d : inner) {
      shape.append(',').append(d);
    }
    try (TensorFlowSession tf = new TensorFlowSession(text); CompiledGraph g = compile(tf, shape.toString(), "out")) {
      for (int batch : BATCHES) {
        long[] dims = new long[inner.length + 1];
        dims[0] = batch;
        int n = batch;
        for (int i = 0; i < inner.length; i++) {
          dims[i + 1] = inner[i];
          n *= inner[i];
        }
        float[] x = input(n, batch);
        float[] expected = TensorFlowSession.floats(tf.run(List.of(new TensorFlowSession.Feed("x", x, dims)), List.of("out")).get(0));
        float[] actual = g.runner().feed("x", x, dims).fetch("out").run().get(0).floats();
        assertEquals(expected.length, actual.length, "batch " + batch);
        for (int i = 0; i < expected.length; i++) {
          if (Math.abs(expected[i] - actual[i]) <= absolute) {
            continue;
          }
          long d = TensorFlowSession.ulpDistance(expected[i], actual[i]);
          assertTrue(d <= ulps, "batch " + batch + ", element " + i + ": TensorFlow " + expected[i] + ", jmlir " + actual[i]
              + " (" + d + " ulps > " + ulps + ")");
        }
      }
    }
  }

  @Test
  void mlpOnTheGpuPath() throws Exception {
    assertFloatGraph(Graphs.MLP, new int[] {4}, 32, 0);
  }

  @Test
  void elementwiseAndMeanOnTheGpuPath() throws Exception {
    assertFloatGraph(Graphs.ELEMENTWISE, new int[] {3}, 4, 0);
  }

  @Test
  void normalizationOnTheGpuPath() throws Exception {
    assertFloatGraph(Graphs.NORMALIZE, new int[] {4}, 4, 0);
  }

  @Test
  void convNetOnTheGpuPath() throws Exception {
    assertFloatGraph(Graphs.CONV, new int[] {4, 4, 2}, 8, 1e-6);
  }

  @Test
  void integerOpsOnTheGpuPathAreBitIdentical() throws Exception {
    try (TensorFlowSession tf = new TensorFlowSession(Graphs.INTEGER); CompiledGraph g = compile(tf, "?,4", "out", "shape")) {
      for (int batch : BATCHES) {
        int[] x = new int[batch * 4];
        for (int i = 0; i < x.length; i++) {
          x[i] = (i * 41 % 67) - 33;
        }
        List<byte[]> expected = tf.run(List.of(new TensorFlowSession.Feed("x", x, batch, 4)), List.of("out", "shape"));
        List<CompiledGraph.Tensor> actual = g.runner().feed("x", x, batch, 4).fetch("out").fetch("shape").run();
        for (int k = 0; k < 2; k++) {
          assertArrayEquals(TensorFlowSession.ints(expected.get(k)), actual.get(k).ints(), "output " + k + " at batch " + batch);
        }
      }
    }
  }

  @Test
  void theGpuPipelineReplacesOnlyTheLoopGeneration() {
    String cpu = "builtin.module(tf-standard-pipeline,hlo-to-loops{blas-min-flops=1000},canonicalize,cse)";
    assertEquals("builtin.module(tf-standard-pipeline," + GpuPipeline.passes(true) + ",canonicalize,cse)",
        GpuPipeline.emulatedPipeline(cpu));
  }
}
