package org.jmlir.hlo.interpret.bench;

import java.util.List;
import org.jmlir.hlo.interpret.Interpreter;
import org.jmlir.hlo.interpret.Tensor;

/**
 * Interpreter throughput (bench/interpreter/run.sh): element-wise add and multiply on 16M f32
 * elements, a 3-op element-wise chain, and dot_general 512x512 f32, each the best of several
 * timed runs after warm-up, against a plain Java loop doing the same work (allocate the result,
 * loop) in the same JVM. The interpreter is called through its Java API on a module parsed once.
 */
public final class InterpreterBench {
  private InterpreterBench() {}

  private static final String MODULE = """
      func.func @add(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
        %r = "stablehlo.add"(%a, %b) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
        return %r : tensor<?xf32>
      }
      func.func @chain(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
        %m = "stablehlo.multiply"(%a, %b) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
        %s = "stablehlo.add"(%m, %a) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
        %r = "stablehlo.maximum"(%s, %b) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
        return %r : tensor<?xf32>
      }
      func.func @matmul(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
        %c = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1],
            rhs_contracting_dimensions = [0]>} : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
        return %c : tensor<?x?xf32>
      }
      """;

  interface Work {
    Object run();
  }

  /** The best time in seconds of {@code reps} runs after {@code warm} warm-up runs. */
  static double best(int warm, int reps, Work w) {
    for (int i = 0; i < warm; i++) {
      w.run();
    }
    double best = Double.MAX_VALUE;
    for (int i = 0; i < reps; i++) {
      long t0 = System.nanoTime();
      Object keep = w.run();
      long t1 = System.nanoTime();
      if (keep == null) {
        throw new IllegalStateException();
      }
      best = Math.min(best, (t1 - t0) / 1e9);
    }
    return best;
  }

  public static void main(String[] args) {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 1 << 24;
    int m = args.length > 1 ? Integer.parseInt(args[1]) : 512;
    Interpreter in = Interpreter.parse(MODULE);
    float[] x = new float[n];
    float[] y = new float[n];
    for (int i = 0; i < n; i++) {
      x[i] = i % 1000 * 0.5f;
      y[i] = i % 77 - 30;
    }
    Tensor a = Tensor.ofF32(in.context(), new long[] {n}, x);
    Tensor b = Tensor.ofF32(in.context(), new long[] {n}, y);
    double tAdd = best(3, 7, () -> in.run("add", a, b));
    double jAdd = best(3, 7, () -> {
      float[] r = new float[n];
      for (int i = 0; i < n; i++) {
        r[i] = x[i] + y[i];
      }
      return r;
    });
    double tChain = best(3, 7, () -> in.run("chain", a, b));
    double jChain = best(3, 7, () -> {
      float[] r = new float[n];
      for (int i = 0; i < n; i++) {
        r[i] = Math.max(x[i] * y[i] + x[i], y[i]);
      }
      return r;
    });
    float[] p = new float[m * m];
    float[] q = new float[m * m];
    for (int i = 0; i < m * m; i++) {
      p[i] = (i % 13) * 0.25f;
      q[i] = (i % 7) - 3;
    }
    Tensor pa = Tensor.ofF32(in.context(), new long[] {m, m}, p);
    Tensor qa = Tensor.ofF32(in.context(), new long[] {m, m}, q);
    double tDot = best(2, 5, () -> in.run("matmul", pa, qa));
    double jDot = best(2, 5, () -> {
      float[] r = new float[m * m];
      for (int i = 0; i < m; i++) {
        for (int k = 0; k < m; k++) {
          float s = p[i * m + k];
          for (int j = 0; j < m; j++) {
            r[i * m + j] += s * q[k * m + j];
          }
        }
      }
      return r;
    });
    List<Tensor> check = in.run("matmul", pa, qa);
    if (check.get(0).size() != m * m) {
      throw new IllegalStateException("wrong result size");
    }
    System.out.printf("| stablehlo.add, %d f32 | %.1f ms | %.0f M elements/s | %.1f ms | %.2f |%n", n, tAdd * 1e3,
        n / tAdd / 1e6, jAdd * 1e3, tAdd / jAdd);
    System.out.printf("| multiply, add, maximum chain, %d f32 | %.1f ms | %.0f M elements/s (per op) | %.1f ms | %.2f |%n", n,
        tChain * 1e3, 3.0 * n / tChain / 1e6, jChain * 1e3, tChain / jChain);
    System.out.printf("| dot_general %dx%d f32 | %.1f ms | %.2f GFLOP/s | %.1f ms | %.2f |%n", m, m, tDot * 1e3,
        2.0 * m * m * m / tDot / 1e9, jDot * 1e3, tDot / jDot);
  }
}
