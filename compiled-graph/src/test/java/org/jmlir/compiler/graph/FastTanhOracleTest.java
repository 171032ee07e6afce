package org.jmlir.compiler.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jmlir.compiler.FastTanh;
import org.jmlir.translate.oracle.GraphText;
import org.jmlir.translate.oracle.TensorFlowSession;
import org.junit.jupiter.api.Test;

/**
 * The compiler's tanh (FastTanh, the default of compiled graphs) on a million inputs spread over
 * [-10, 10] and over magnitudes 2^-30..2^4: the compiled graph gives exactly FastTanh.evaluate's
 * floats (so FastTanhTest's bound against Math.tanh holds for the generated code), and stays within
 * 8 ulps of TensorFlow's Tanh (Eigen's rational).
 */
class FastTanhOracleTest {
  private static final String TANH = GraphText.placeholder("x", "DT_FLOAT", -1) + GraphText.op("out", "Tanh", "DT_FLOAT", "x")
      + GraphText.VERSIONS;

  @Test
  void compiledTanhIsFastTanhAndNearTensorFlow() throws Exception {
    int n = 1 << 20;
    float[] x = new float[n];
    java.util.Random r = new java.util.Random(14);
    for (int i = 0; i < n; i++) {
      x[i] = i % 2 == 0 ? (float) (r.nextDouble() * 20 - 10) : (float) Math.scalb(r.nextDouble() + 1, r.nextInt(35) - 31) * (i % 4 == 1 ? 1 : -1);
    }
    x[0] = 0f;
    x[1] = -0f;
    x[2] = FastTanh.CLAMP;
    x[3] = Math.nextDown(FastTanh.CLAMP);
    try (TensorFlowSession tf = new TensorFlowSession(TANH);
        CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes, CompiledGraph.Options.of(List.of("x"), List.of("?"), List.of("out")))) {
      float[] got = g.runner().feed("x", x, n).fetch("out").run().get(0).floats();
      float[] want = TensorFlowSession.floats(tf.run(List.of(new TensorFlowSession.Feed("x", x, n)), List.of("out")).get(0));
      long worstTf = 0;
      float at = 0;
      for (int i = 0; i < n; i++) {
        assertEquals(Float.floatToRawIntBits(FastTanh.evaluate(x[i])), Float.floatToRawIntBits(got[i]), "tanh(" + x[i] + ")");
        long d = TensorFlowSession.ulpDistance(want[i], got[i]);
        if (d > worstTf) {
          worstTf = d;
          at = x[i];
        }
      }
      double tfWorst = 0;
      float tfAt = 0;
      for (int i = 0; i < n; i++) {
        double d = Math.abs(want[i] - Math.tanh(x[i])) / Math.ulp((float) Math.tanh(x[i]));
        if (d > tfWorst) {
          tfWorst = d;
          tfAt = x[i];
        }
      }
      long mlirWorst = 0;
      System.setProperty("jmlir.fast.tanh", "false");
      try (CompiledGraph m = CompiledGraph.compile(tf.graphDefBytes, CompiledGraph.Options.of(List.of("x"), List.of("?"), List.of("out")))) {
        float[] old = m.runner().feed("x", x, n).fetch("out").run().get(0).floats();
        for (int i = 0; i < n; i++) {
          mlirWorst = Math.max(mlirWorst, TensorFlowSession.ulpDistance(want[i], old[i]));
        }
      } finally {
        System.clearProperty("jmlir.fast.tanh");
      }
      System.out.println("FastTanh: at most " + worstTf + " ulps from TensorFlow's Tanh (at " + at + "); TensorFlow itself at most "
          + String.format(java.util.Locale.ROOT, "%.2f", tfWorst) + " ulps from tanh (at " + tfAt + "); MLIR's approximation at most "
          + mlirWorst + " ulps from TensorFlow's");
      assertTrue(worstTf <= 8, worstTf + " ulps from TensorFlow at " + at);
    }
  }
}
