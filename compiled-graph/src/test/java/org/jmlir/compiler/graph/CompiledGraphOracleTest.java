package org.jmlir.compiler.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jmlir.translate.oracle.GraphText;
import org.jmlir.translate.oracle.TensorFlowSession;
import org.junit.jupiter.api.Test;

/**
 * TensorFlow-java as the oracle of the compiled-graph API: each graph (batch unknown in the
 * GraphDef) is compiled once by jmlir's HLO compiler and run at batch sizes 1, 7 and 256 on the same
 * inputs as TensorFlow. Integer outputs must be bit-identical; float outputs stay within the bound in
 * ulps stated per graph (jmlir's tanh, exp and rsqrt are MLIR's polynomial approximations, TensorFlow's
 * Eigen's; sums may add in another order).
 */
class CompiledGraphOracleTest {
  private static final int[] BATCHES = {1, 7, 256};

  private static float[] input(int n, double phase) {
    float[] x = new float[n];
    for (int i = 0; i < n; i++) {
      x[i] = (float) (Math.sin(i * 0.37 + phase) * 2);
    }
    return x;
  }

  /**
   * Compiles {@code text} once and compares it with TensorFlow at each batch size: every element
   * within {@code ulps} of TensorFlow's, or within {@code absolute} of it (for values that come out of
   * cancelling sums, where the order of the additions decides the low bits).
   */
  private static long assertFloatGraph(String text, int[] inner, long ulps, double absolute) throws Exception {
    long worst = 0;
    try (TensorFlowSession tf = new TensorFlowSession(text);
        CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes, CompiledGraph.Options.of(List.of("x"), List.of(shape(inner)), List.of("out")))) {
      for (int batch : BATCHES) {
        long[] shape = new long[inner.length + 1];
        shape[0] = batch;
        int n = batch;
        for (int i = 0; i < inner.length; i++) {
          shape[i + 1] = inner[i];
          n *= inner[i];
        }
        float[] x = input(n, batch);
        float[] expected = TensorFlowSession.floats(tf.run(List.of(new TensorFlowSession.Feed("x", x, shape)), List.of("out")).get(0));
        CompiledGraph.Tensor out = g.runner().feed("x", x, shape).fetch("out").run().get(0);
        float[] actual = out.floats();
        assertEquals(expected.length, actual.length, "batch " + batch);
        String at = "";
        for (int i = 0; i < expected.length; i++) {
          long d = TensorFlowSession.ulpDistance(expected[i], actual[i]);
          if (Math.abs(expected[i] - actual[i]) <= absolute) {
            continue;
          }
          if (d > worst) {
            worst = d;
            at = " (element " + i + ": TensorFlow " + expected[i] + ", jmlir " + actual[i] + ")";
          }
        }
        assertTrue(worst <= ulps, "batch " + batch + ": worst distance " + worst + " ulps > " + ulps + at);
      }
    }
    return worst;
  }

  private static String shape(int[] inner) {
    StringBuilder s = new StringBuilder("?");
    for (int d : inner) {
      s.append(',').append(d);
    }
    return s.toString();
  }

  @Test
  void mlpAtBatch1_7_256() throws Exception {
    // Softmax amplifies the last bit of the logits (~1e-6 on logits near 10: TensorFlow's MatMul uses
    // FMA, ours a multiply and an add) into relative error; 19 ulps measured (on 7.1e-5), 32 allowed.
    assertFloatGraph(Graphs.MLP, new int[] {4}, 32, 0);
  }

  @Test
  void convNetAtBatch1_7_256() throws Exception {
    // Tanh: MLIR's approximation against Eigen's; the convolution sums in another order than oneDNN:
    // 64 ulps measured on -0.00259 (1.5e-8 apart), so 8 ulps or 1e-6.
    assertFloatGraph(Graphs.CONV, new int[] {4, 4, 2}, 8, 1e-6);
  }

  @Test
  void benchmarkConvNetAtBatch1_7_256() throws Exception {
    // 16 and 32 output features: the direct vector kernel; ReLU fused into the max pools; softmax.
    // 9 ulps measured (no absolute slack): the sums run in another order than oneDNN's.
    assertFloatGraph(Graphs.convNet(), new int[] {28, 28, 1}, 16, 0);
  }

  @Test
  void normalizationAtBatch1_7_256() throws Exception {
    assertFloatGraph(Graphs.NORMALIZE, new int[] {4}, 4, 0);
  }

  @Test
  void elementwiseAndMeanAtBatch1_7_256() throws Exception {
    assertFloatGraph(Graphs.ELEMENTWISE, new int[] {3}, 4, 0);
  }

  @Test
  void integerOpsAreBitIdentical() throws Exception {
    try (TensorFlowSession tf = new TensorFlowSession(Graphs.INTEGER);
        CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes,
            CompiledGraph.Options.of(List.of("x"), List.of("?,4"), List.of("out", "shape")))) {
      for (int batch : BATCHES) {
        int[] x = new int[batch * 4];
        for (int i = 0; i < x.length; i++) {
          x[i] = (i * 37 % 61) - 30;
        }
        List<byte[]> expected = tf.run(List.of(new TensorFlowSession.Feed("x", x, batch, 4)), List.of("out", "shape"));
        List<CompiledGraph.Tensor> actual = g.runner().feed("x", x, batch, 4).fetch("out").fetch("shape").run();
        for (int k = 0; k < 2; k++) {
          assertArrayEquals(TensorFlowSession.ints(expected.get(k)), actual.get(k).ints(), "output " + k + " at batch " + batch);
        }
      }
    }
  }

  /**
   * A graph on x [?, 6] with few distinct values per row (ties everywhere) against TensorFlow at
   * each batch size: every fetch bit-identical ({@code floats[k]}: fetch k is f32, else int32).
   */
  private static void assertTiedRowsIdentical(String graph, List<String> fetches, boolean... floats) throws Exception {
    try (TensorFlowSession tf = new TensorFlowSession(graph);
        CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes, CompiledGraph.Options.of(List.of("x"), List.of("?,6"), fetches))) {
      for (int batch : BATCHES) {
        float[] x = new float[batch * 6];
        for (int i = 0; i < x.length; i++) {
          x[i] = (i * 7 % 5) - 2 + (i % 11 == 0 ? 0.5f : 0);
        }
        List<byte[]> expected = tf.run(List.of(new TensorFlowSession.Feed("x", x, batch, 6)), fetches);
        Runner r = g.runner().feed("x", x, batch, 6);
        fetches.forEach(r::fetch);
        List<CompiledGraph.Tensor> actual = r.run();
        for (int k = 0; k < fetches.size(); k++) {
          if (floats[k]) {
            assertArrayEquals(TensorFlowSession.floats(expected.get(k)), actual.get(k).floats(), fetches.get(k) + " at batch " + batch);
          } else {
            assertArrayEquals(TensorFlowSession.ints(expected.get(k)), actual.get(k).ints(), fetches.get(k) + " at batch " + batch);
          }
        }
      }
    }
  }

  @Test
  void argMaxAndArgMinOverAnUnknownBatchAreBitIdentical() throws Exception {
    // ties take the smaller index
    assertTiedRowsIdentical(Graphs.ARGMAX, List.of("out", "low"), false, false);
  }

  @Test
  void gatherV2IsBitIdentical() throws Exception {
    try (TensorFlowSession tf = new TensorFlowSession(Graphs.GATHER);
        CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes,
            CompiledGraph.Options.of(List.of("ids", "x"), List.of("?", "?,4"), List.of("rows", "picked")))) {
      for (int batch : BATCHES) {
        int[] ids = new int[batch];
        for (int i = 0; i < batch; i++) {
          ids[i] = (i * 3 + 1) % 5;
        }
        float[] x = input(batch * 4, batch);
        List<byte[]> expected = tf.run(List.of(new TensorFlowSession.Feed("ids", ids, batch), new TensorFlowSession.Feed("x", x, batch, 4)),
            List.of("rows", "picked"));
        List<CompiledGraph.Tensor> actual = g.runner().feed("ids", ids, batch).feed("x", x, batch, 4).fetch("rows").fetch("picked").run();
        for (int k = 0; k < 2; k++) {
          assertArrayEquals(TensorFlowSession.floats(expected.get(k)), actual.get(k).floats(), "output " + k + " at batch " + batch);
        }
      }
    }
  }

  @Test
  void maxPoolGradientsAreBitIdentical() throws Exception {
    // MaxPoolGrad -> select_and_scatter (GE select, add scatter), disjoint and overlapping padded windows
    try (TensorFlowSession tf = new TensorFlowSession(Graphs.MAX_POOL_GRAD);
        CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes,
            CompiledGraph.Options.of(List.of("x"), List.of("?,6,6,2"), List.of("gp", "gq")))) {
      for (int batch : BATCHES) {
        float[] x = input(batch * 72, batch);
        List<byte[]> expected = tf.run(List.of(new TensorFlowSession.Feed("x", x, batch, 6, 6, 2)), List.of("gp", "gq"));
        List<CompiledGraph.Tensor> actual = g.runner().feed("x", x, batch, 6, 6, 2).fetch("gp").fetch("gq").run();
        for (int k = 0; k < 2; k++) {
          assertArrayEquals(TensorFlowSession.floats(expected.get(k)), actual.get(k).floats(), "output " + k + " at batch " + batch);
        }
      }
    }
  }

  @Test
  void avgPoolGradientsAgree() throws Exception {
    // AvgPoolGrad -> reduce_window with base dilation (the strides) over the divided gradient
    try (TensorFlowSession tf = new TensorFlowSession(Graphs.AVG_POOL_GRAD);
        CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes,
            CompiledGraph.Options.of(List.of("x"), List.of("4,6,6,2"), List.of("gp", "gq")))) {
      float[] x = input(4 * 72, 4);
      List<byte[]> expected = tf.run(List.of(new TensorFlowSession.Feed("x", x, 4, 6, 6, 2)), List.of("gp", "gq"));
      List<CompiledGraph.Tensor> actual = g.runner().feed("x", x, 4, 6, 6, 2).fetch("gp").fetch("gq").run();
      // The window sums run in another order than TensorFlow's, and cancel (gradients of both signs):
      // at most 1.5e-8 apart measured (8 ulps on 7.6e-4); allowed: 4 ulps, or 1e-8 apart.
      for (int k = 0; k < 2; k++) {
        float[] want = TensorFlowSession.floats(expected.get(k));
        float[] got = actual.get(k).floats();
        assertEquals(want.length, got.length);
        for (int i = 0; i < want.length; i++) {
          assertTrue(TensorFlowSession.ulpDistance(want[i], got[i]) <= 4 || Math.abs(want[i] - got[i]) <= 1e-8,
              "output " + k + " at " + i + ": " + want[i] + " vs " + got[i]);
        }
      }
    }
  }

  @Test
  void depthwiseFilterGradientAgrees() throws Exception {
    // DepthwiseConv2dNativeBackpropFilter -> convolution with batch_group_count = channels, whose kernel
    // (the gradient) has the unknown batch as its input features. The sums over batch and positions run
    // in another order than TensorFlow's, with cancellation: 32 / 3 / 33 ulps measured, 64 allowed.
    try (TensorFlowSession tf = new TensorFlowSession(Graphs.DEPTHWISE_FILTER_GRAD);
        CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes,
            CompiledGraph.Options.of(List.of("x"), List.of("?,5,5,2"), List.of("df")))) {
      StringBuilder worsts = new StringBuilder();
      long all = 0;
      for (int batch : BATCHES) {
        float[] x = input(batch * 50, batch);
        float[] want = TensorFlowSession.floats(tf.run(List.of(new TensorFlowSession.Feed("x", x, batch, 5, 5, 2)), List.of("df")).get(0));
        float[] got = g.runner().feed("x", x, batch, 5, 5, 2).fetch("df").run().get(0).floats();
        assertEquals(want.length, got.length);
        long worst = 0;
        for (int i = 0; i < want.length; i++) {
          worst = Math.max(worst, TensorFlowSession.ulpDistance(want[i], got[i]));
        }
        worsts.append(" batch ").append(batch).append(": ").append(worst);
        all = Math.max(all, worst);
      }
      assertTrue(all <= 64, "worst distances in ulps:" + worsts);
    }
  }

  @Test
  void scattersAreBitIdentical() throws Exception {
    // TensorScatterUpdate and TensorScatterAdd, legalized to stablehlo.scatter; batches of at least 3 rows
    // (TensorFlow rejects the row-2 update of a smaller x)
    try (TensorFlowSession tf = new TensorFlowSession(Graphs.SCATTER);
        CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes,
            CompiledGraph.Options.of(List.of("x"), List.of("?,4"), List.of("updated", "added")))) {
      for (int batch : new int[] {3, 7, 256}) {
        float[] x = input(batch * 4, batch);
        List<byte[]> expected = tf.run(List.of(new TensorFlowSession.Feed("x", x, batch, 4)), List.of("updated", "added"));
        List<CompiledGraph.Tensor> actual = g.runner().feed("x", x, batch, 4).fetch("updated").fetch("added").run();
        for (int k = 0; k < 2; k++) {
          assertArrayEquals(TensorFlowSession.floats(expected.get(k)), actual.get(k).floats(), "output " + k + " at batch " + batch);
        }
        assertArrayEquals(new long[] {batch, 4}, actual.get(1).shape());
      }
    }
  }

  @Test
  void v1CondIsBitIdentical() throws Exception {
    // functionalized to tf.If, legalized to stablehlo.if, compiled to scf.if
    try (TensorFlowSession tf = new TensorFlowSession(Graphs.COND);
        CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes,
            CompiledGraph.Options.of(List.of("x", "p"), List.of("?,3", ""), List.of("out")).withUpgradeLegacy(true))) {
      for (int batch : BATCHES) {
        float[] x = input(batch * 3, batch);
        for (boolean p : new boolean[] {true, false}) {
          float[] expected = TensorFlowSession.floats(tf.run(List.of(new TensorFlowSession.Feed("x", x, batch, 3),
              new TensorFlowSession.Feed("p", new boolean[] {p})), List.of("out")).get(0));
          float[] actual = g.runner().feed("x", x, batch, 3).feed("p", new boolean[] {p}).fetch("out").run().get(0).floats();
          assertArrayEquals(expected, actual, "p = " + p + " at batch " + batch);
        }
      }
    }
  }

  @Test
  void topKOverAnUnknownBatchIsBitIdentical() throws Exception {
    // sort (TOTALORDER comparator, stable: ties keep the smaller index), dynamic_iota, real_dynamic_slice
    assertTiedRowsIdentical(Graphs.TOPK, List.of("top:0", "top:1"), true, false);
  }

  @Test
  void matmulThroughBlasAndLoops() throws Exception {
    try (TensorFlowSession tf = new TensorFlowSession(Graphs.MATMUL)) {
      for (long blas : new long[] {0, -1}) {
        try (CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes,
            CompiledGraph.Options.of(List.of("a", "b"), List.of("?,?", "?,?"), List.of("out")).withBlasMinFlops(blas))) {
          for (int[] mnk : new int[][] {{3, 5, 4}, {64, 48, 80}}) {
            float[] a = input(mnk[0] * mnk[2], 1);
            float[] b = input(mnk[2] * mnk[1], 2);
            float[] expected = TensorFlowSession.floats(tf.run(List.of(new TensorFlowSession.Feed("a", a, mnk[0], mnk[2]),
                new TensorFlowSession.Feed("b", b, mnk[2], mnk[1])), List.of("out")).get(0));
            float[] actual = g.runner().feed("a", a, mnk[0], mnk[2]).feed("b", b, mnk[2], mnk[1]).run().get(0).floats();
            assertEquals(expected.length, actual.length);
            for (int i = 0; i < expected.length; i++) {
              // sums of k products in another order: within 1e-5 of the sum of magnitudes (|a|,|b| <= 2)
              assertEquals(expected[i], actual[i], 4 * mnk[2] * 1e-6, "element " + i + " blas=" + blas);
            }
          }
        }
      }
    }
  }

  @Test
  void wrongShapeNamesTheInputAndBothShapes() throws Exception {
    try (TensorFlowSession tf = new TensorFlowSession(Graphs.MLP);
        CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes, CompiledGraph.Options.of(List.of("x"), List.of("?,4"), List.of("out")))) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> g.runner().feed("x", new float[15], 3, 5));
      assertEquals("input 'x': expected shape [?, 4] (f32) but got [3, 5] (f32) (dimension 1 differs)", e.getMessage());
      e = assertThrows(IllegalArgumentException.class, () -> g.runner().feed("x", new int[8], 2, 4));
      assertEquals("input 'x': expected shape [?, 4] (f32) but got [2, 4] (i32) (element type differs)", e.getMessage());
      e = assertThrows(IllegalArgumentException.class, () -> g.runner().feed("x", new float[8], 8));
      assertEquals("input 'x': expected shape [?, 4] (f32) but got [8] (f32) (rank differs)", e.getMessage());
      e = assertThrows(IllegalArgumentException.class, () -> g.runner().feed("x", new float[7], 2, 4));
      assertEquals("input 'x': shape [2, 4] (f32) has 8 elements but the array has 7", e.getMessage());
      e = assertThrows(IllegalArgumentException.class, () -> g.runner().feed("y", new float[4], 1, 4));
      assertEquals("no input named 'y' (inputs: [x])", e.getMessage());
      assertThrows(IllegalStateException.class, () -> g.runner().fetch("out").run());
    }
  }

  @Test
  void anOpTheCompilerCannotCompileIsNamedWithItsLocation() {
    String text = """
        func.func @main(%x: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
          %0 = stablehlo.cbrt %x : tensor<8xcomplex<f32>>
          return %0 : tensor<8xcomplex<f32>>
        }
        """;
    CompiledGraph.CompileException e = assertThrows(CompiledGraph.CompileException.class,
        () -> CompiledGraph.compileMlir(text, CompiledGraph.Options.mlir()));
    assertTrue(e.getMessage().startsWith("<graph>:2:8: error: cannot compile 'stablehlo.cbrt': 'stablehlo.cbrt' on complex numbers is not supported by the compiler"),
        e.getMessage());
  }

  @Test
  void mlirModuleRunsAtAnySize() throws Exception {
    String text = """
        func.func @main(%x: tensor<?xf32>, %y: tensor<?xf32>) -> (tensor<?xf32>, tensor<f32>) {
          %0 = stablehlo.multiply %x, %y : tensor<?xf32>
          %z = stablehlo.constant dense<0.0> : tensor<f32>
          %1 = stablehlo.reduce(%0 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
          return %0, %1 : tensor<?xf32>, tensor<f32>
        }
        """;
    try (CompiledGraph g = CompiledGraph.compileMlir(text, CompiledGraph.Options.mlir())) {
      assertEquals("[arg0, arg1]", g.inputs().stream().map(CompiledGraph.Port::name).toList().toString());
      List<CompiledGraph.Tensor> r = g.runner().feed("arg0", new float[] {1, 2, 3}, 3).feed("arg1", new float[] {4, 5, 6}, 3).run();
      assertArrayEquals(new float[] {4, 10, 18}, r.get(0).floats());
      assertArrayEquals(new long[] {3}, r.get(0).shape());
      assertArrayEquals(new float[] {32}, r.get(1).floats());
      assertArrayEquals(new long[] {}, r.get(1).shape());
    }
  }

  @Test
  void whileLoopRunsAtAnySize() throws Exception {
    // StableHLO's while (TensorFlow's v1 loops do not reach it: see README): x doubled until i = 5.
    String text = """
        func.func @main(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<i32>) {
          %i0 = stablehlo.constant dense<0> : tensor<i32>
          %lim = stablehlo.constant dense<5> : tensor<i32>
          %r:3 = stablehlo.while(%i = %i0, %l = %lim, %v = %x) : tensor<i32>, tensor<i32>, tensor<?xf32>
            cond {
              %c = stablehlo.compare LT, %i, %l : (tensor<i32>, tensor<i32>) -> tensor<i1>
              stablehlo.return %c : tensor<i1>
            } do {
              %one = stablehlo.constant dense<1> : tensor<i32>
              %n = stablehlo.add %i, %one : tensor<i32>
              %d = stablehlo.add %v, %v : tensor<?xf32>
              stablehlo.return %n, %l, %d : tensor<i32>, tensor<i32>, tensor<?xf32>
            }
          return %r#2, %r#0 : tensor<?xf32>, tensor<i32>
        }
        """;
    try (CompiledGraph g = CompiledGraph.compileMlir(text, CompiledGraph.Options.mlir())) {
      for (int n : BATCHES) {
        float[] x = input(n, 0);
        List<CompiledGraph.Tensor> r = g.runner().feed("arg0", x, n).run();
        float[] expected = new float[n];
        for (int i = 0; i < n; i++) {
          expected[i] = x[i] * 32;
        }
        assertArrayEquals(expected, r.get(0).floats());
        assertArrayEquals(new int[] {5}, r.get(1).ints());
      }
    }
  }

  @Test
  void version1WhileLoopIsBitIdentical() throws Exception {
    try (TensorFlowSession tf = new TensorFlowSession(Graphs.WHILE_V1);
        CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes,
            CompiledGraph.Options.of(List.of("x"), List.of("2"), List.of("out", "out_i")).withUpgradeLegacy(true))) {
      float[] x = {0.75f, -3.1f};
      List<byte[]> expected = tf.run(List.of(new TensorFlowSession.Feed("x", x, 2)), List.of("out", "out_i"));
      List<CompiledGraph.Tensor> actual = g.runner().feed("x", x, 2).fetch("out").fetch("out_i").run();
      assertArrayEquals(TensorFlowSession.floats(expected.get(0)), actual.get(0).floats());
      assertArrayEquals(TensorFlowSession.ints(expected.get(1)), actual.get(1).ints());
    }
  }

  @Test
  void disagreeingDynamicSizesAreAnExceptionNotACrash() throws Exception {
    String add = GraphText.placeholder("x", "DT_FLOAT", -1) + GraphText.placeholder("y", "DT_FLOAT", -1)
        + GraphText.op("out", "AddV2", "DT_FLOAT", "x", "y") + GraphText.VERSIONS;
    try (TensorFlowSession tf = new TensorFlowSession(add);
        CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes, CompiledGraph.Options.of(List.of("x", "y"), List.of("?", "?"), List.of("out")))) {
      // broadcasting as TensorFlow does: a size 1 expands
      assertArrayEquals(new float[] {11, 12, 13}, g.runner().feed("x", new float[] {10}, 1).feed("y", new float[] {1, 2, 3}, 3).run().get(0).floats());
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> g.runner().feed("x", new float[3], 3).feed("y", new float[50000], 50000).run());
      assertTrue(e.getMessage().startsWith("the inputs' sizes disagree at run time: ") && e.getMessage().contains("is neither 1 nor the result's size")
          && e.getMessage().endsWith("(inputs 'x' [3] (f32), 'y' [50000] (f32))"), e.getMessage());
      // the graph still runs afterwards
      assertArrayEquals(new float[] {2, 4}, g.runner().feed("x", new float[] {1, 2}, 2).feed("y", new float[] {1, 2}, 2).run().get(0).floats());
    }
    try (TensorFlowSession tf = new TensorFlowSession(Graphs.MATMUL);
        CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes, CompiledGraph.Options.of(List.of("a", "b"), List.of("?,?", "?,?"), List.of("out")))) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> g.runner().feed("a", new float[12], 3, 4).feed("b", new float[30000], 5000, 6).run());
      assertTrue(e.getMessage().contains("the contracting sizes differ (lhs dimension 1, rhs dimension 0)"), e.getMessage());
    }
  }
}
