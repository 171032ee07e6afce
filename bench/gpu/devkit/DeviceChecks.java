import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jmlir.compiler.gpu.GpuPipeline;
import org.jmlir.compiler.graph.CompiledGraph;
import org.jmlir.gpu.cuda.CudaRuntime;

/**
 * The device kit's oracle check (bench/gpu/make-devkit.sh, devkit/device.sh): the GPU oracle graphs
 * whose TensorFlow-java outputs DevkitOracleData wrote here are compiled with gpu-compiler's device
 * pipeline ({@code GpuPipeline.devicePipeline}, kernels as PTX for CHIP, launched through
 * CudaRuntime) or, with {@code emulate}, its host-emulation pipeline, and run at each batch on the
 * same input; prints per graph, blas-min-flops variant and batch the largest ulp and absolute
 * differences and PASS/FAIL against the graph's bounds (GpuEmulationOracleTest's).
 *
 * Usage: java DeviceChecks DATA_DIR (CHIP | emulate)
 */
public final class DeviceChecks {
  private DeviceChecks() {}

  private static float[] input(int n, double phase) {
    float[] x = new float[n];
    for (int i = 0; i < n; i++) {
      x[i] = (float) (StrictMath.cos(i * 0.29 + phase) * 3);
    }
    return x;
  }

  private static float[] floats(byte[] b) {
    float[] v = new float[b.length / 4];
    ByteBuffer.wrap(b).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(v);
    return v;
  }

  private static long ulps(float a, float b) {
    if (Float.isNaN(a) || Float.isNaN(b)) {
      return Float.isNaN(a) && Float.isNaN(b) ? 0 : Long.MAX_VALUE;
    }
    long x = Float.floatToRawIntBits(a);
    long y = Float.floatToRawIntBits(b);
    x = x < 0 ? Integer.MIN_VALUE - x : x;
    y = y < 0 ? Integer.MIN_VALUE - y : y;
    return Math.abs(x - y);
  }

  public static void main(String[] args) throws Exception {
    Path data = Path.of(args[0]);
    String mode = args[1];
    boolean emulate = mode.equals("emulate");
    int failures = 0;
    int checks = 0;
    List<Path> graphs = new ArrayList<>();
    try (var s = Files.list(data)) {
      s.filter(Files::isDirectory).sorted().forEach(graphs::add);
    }
    for (Path dir : graphs) {
      Map<String, String> meta = new TreeMap<>();
      for (String line : Files.readAllLines(dir.resolve("meta.txt"))) {
        int eq = line.indexOf('=');
        meta.put(line.substring(0, eq), line.substring(eq + 1));
      }
      String shape = meta.get("shape");
      long bound = Long.parseLong(meta.get("ulps"));
      double absolute = Double.parseDouble(meta.get("abs"));
      String[] dims = shape.split(",");
      byte[] graph = Files.readAllBytes(dir.resolve("graph.pb"));
      for (String blasText : meta.get("blas").split(",")) {
        long blas = Long.parseLong(blasText);
        String name = dir.getFileName() + (blas < 0 ? " [generated kernels]" : " [products: cuBLAS call]");
        long t0 = System.nanoTime();
        CompiledGraph g;
        try {
          g = emulate
              ? CompiledGraph.compile(graph, CompiledGraph.Options.of(List.of("x"), List.of(shape), List.of("out")),
                  cpu -> GpuPipeline.emulatedPipeline(cpu, blas))
              : CompiledGraph.compile(graph, CompiledGraph.Options.of(List.of("x"), List.of(shape), List.of("out")),
                  cpu -> GpuPipeline.devicePipeline(cpu, blas, mode), CudaRuntime::symbols);
        } catch (CompiledGraph.CompileException e) {
          System.out.println("oracle " + name + ": FAIL (does not compile: " + e.getMessage() + ")");
          failures++;
          checks++;
          continue;
        }
        System.out.printf("oracle %s: compiled in %.2f s%n", name, (System.nanoTime() - t0) / 1e9);
        try (g) {
          for (int batch : new int[] {1, 7, 256}) {
            long[] d = new long[dims.length];
            int n = batch;
            d[0] = batch;
            for (int i = 1; i < dims.length; i++) {
              d[i] = Long.parseLong(dims[i]);
              n *= (int) d[i];
            }
            float[] expected = floats(Files.readAllBytes(dir.resolve("b" + batch + ".out")));
            float[] actual = g.runner().feed("x", input(n, batch), d).fetch("out").run().get(0).floats();
            long maxUlps = 0;
            double maxAbs = 0;
            boolean ok = expected.length == actual.length;
            for (int i = 0; ok && i < expected.length; i++) {
              double diff = Math.abs((double) expected[i] - actual[i]);
              maxAbs = Math.max(maxAbs, Double.isNaN(diff) ? Double.POSITIVE_INFINITY : diff);
              long u = ulps(expected[i], actual[i]);
              maxUlps = Math.max(maxUlps, u);
              if (!(diff <= absolute) && u > bound) {
                ok = false;
              }
            }
            checks++;
            if (!ok) {
              failures++;
            }
            System.out.printf("oracle %s batch %d: %d elements, max %d ulps, max abs diff %.3g (bound %d ulps or %.0e) %s%n", name, batch,
                actual.length, maxUlps, maxAbs, bound, absolute, ok ? "PASS" : "FAIL" + (expected.length != actual.length
                    ? " (" + actual.length + " elements, TensorFlow " + expected.length + ")" : ""));
          }
        }
      }
    }
    System.out.println("oracle (" + (emulate ? "host emulation" : "device, " + mode) + "): " + (checks - failures) + " of " + checks
        + " runs within bounds" + (failures > 0 ? ", " + failures + " FAIL" : ""));
    System.exit(failures == 0 ? 0 : 1);
  }
}
