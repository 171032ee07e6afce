package org.jmlir.compiler.graph;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jmlir.translate.oracle.GraphText;
import org.jmlir.translate.oracle.TensorFlowSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Writes the GPU oracle graphs' data for the device kit (bench/gpu/make-devkit.sh): TensorFlow-java
 * cannot travel to the device, so its outputs are computed here. For each graph of
 * {@link GpuEmulationOracleTest} a folder under {@code -Djmlir.devkit.data=DIR} holds the GraphDef
 * ({@code graph.pb}), {@code meta.txt} (input shape, bounds, the blas-min-flops variants) and, per
 * batch, TensorFlow's output ({@code bN.out}) as little-endian f32 on the input {@code cos(0.29 i + batch) * 3}
 * (StrictMath's, so the kit computes the same input on the device).
 * The kit's {@code DeviceChecks} compiles each graph for the device and compares. Runs only when the
 * property is set.
 */
@EnabledIfSystemProperty(named = "jmlir.devkit.data", matches = ".+")
class DevkitOracleData {
  private static final int[] BATCHES = {1, 7, 256};

  private static float[] input(int n, double phase) {
    float[] x = new float[n];
    for (int i = 0; i < n; i++) {
      x[i] = (float) (StrictMath.cos(i * 0.29 + phase) * 3);
    }
    return x;
  }

  private static byte[] bytes(float[] v) {
    ByteBuffer b = ByteBuffer.allocate(4 * v.length).order(ByteOrder.LITTLE_ENDIAN);
    b.asFloatBuffer().put(v);
    return b.array();
  }

  private static void write(Path root, String name, String text, int[] inner, long ulps, double absolute, String blas) throws Exception {
    Path dir = Files.createDirectories(root.resolve(name));
    StringBuilder shape = new StringBuilder("?");
    for (int d : inner) {
      shape.append(',').append(d);
    }
    try (TensorFlowSession tf = new TensorFlowSession(text)) {
      Files.write(dir.resolve("graph.pb"), tf.graphDefBytes);
      Files.writeString(dir.resolve("meta.txt"), "shape=" + shape + "\nulps=" + ulps + "\nabs=" + absolute + "\nblas=" + blas + "\n");
      for (int batch : BATCHES) {
        long[] dims = GpuEmulationOracleTest.batchDims(batch, inner);
        int n = (int) java.util.Arrays.stream(dims).reduce(1, (a, b) -> a * b);
        float[] x = input(n, batch);
        float[] expected = TensorFlowSession.floats(tf.run(List.of(new TensorFlowSession.Feed("x", x, dims)), List.of("out")).get(0));
        Files.write(dir.resolve("b" + batch + ".out"), bytes(expected));
      }
    }
  }

  @Test
  void writeOracleData() throws Exception {
    Path root = Files.createDirectories(Path.of(System.getProperty("jmlir.devkit.data")));
    // The bounds are GpuEmulationOracleTest's.
    write(root, "mlp", Graphs.MLP, new int[] {4}, 32, 0, "0,-1");
    write(root, "elementwise", Graphs.ELEMENTWISE, new int[] {3}, 4, 0, "0");
    write(root, "normalize", Graphs.NORMALIZE, new int[] {4}, 4, 0, "0");
    write(root, "conv", Graphs.CONV, new int[] {4, 4, 2}, 8, 1e-6, "0,-1");
    write(root, "rows1500", GpuEmulationOracleTest.rowReductions(1500), new int[] {1500}, 4, 1e-4, "0");
    String bmm = GraphText.placeholder("x", "DT_FLOAT", -1, 4, 5)
        + GraphText.op("out", "BatchMatMulV2", "DT_FLOAT", "x", "x",
            "attr { key: \"adj_x\" value { b: false } } attr { key: \"adj_y\" value { b: true } }")
        + GraphText.VERSIONS;
    write(root, "bmm", bmm, new int[] {4, 5}, 32, 1e-5, "0,-1");
    String wide = GraphText.placeholder("x", "DT_FLOAT", -1, 1500) + GraphText.op("t", "Tanh", "DT_FLOAT", "x")
        + GraphText.op("out", "Mul", "DT_FLOAT", "t", "x") + GraphText.VERSIONS;
    write(root, "wide", wide, new int[] {1500}, 8, 0, "0");
  }
}
