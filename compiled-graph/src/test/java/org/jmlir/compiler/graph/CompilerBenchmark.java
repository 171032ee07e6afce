package org.jmlir.compiler.graph;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jmlir.translate.oracle.TensorFlowSession;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The compiler's benchmarks against TensorFlow-java in the same JVM, on the same inputs (run by
 * bench/compiler/run.sh: {@code -Djmlir.bench=true}; skipped otherwise, and it asserts nothing).
 * Each figure is the best of several timed runs after warm-up; results go to stdout and
 * {@code target/compiler-bench.txt}.
 */
class CompilerBenchmark {
  private final List<String> lines = new ArrayList<>();

  private void report(String line) {
    System.out.println(line);
    lines.add(line);
  }

  private interface Body {
    void run() throws Exception;
  }

  /** Best wall time of {@code runs} runs after {@code warm} warm-up runs, in seconds. */
  private static double best(int warm, int runs, Body body) throws Exception {
    for (int i = 0; i < warm; i++) {
      body.run();
    }
    double best = Double.MAX_VALUE;
    for (int i = 0; i < runs; i++) {
      long t = System.nanoTime();
      body.run();
      best = Math.min(best, (System.nanoTime() - t) / 1e9);
    }
    return best;
  }

  /**
   * TensorFlow and jmlir timed alternately ({@code runs} rounds of one run each, after warm-up), so
   * that both see the same machine load: {best tf, best jmlir, median tf, median jmlir} in seconds,
   * then each side's process CPU time over its wall time in the timed rounds (the CPUs it kept busy),
   * then how many threads did each side's work (those with at least a tenth of the busiest one's CPU
   * time in /proc/self/task, read between the timed runs), then each side's CPU seconds per run (the
   * work, which the machine's load does not inflate the way it inflates wall time), then each side's
   * minor page faults per run (the process's, so a side's count includes faults of other threads in its run).
   */
  private static double[] alternate(int warm, int runs, Body tf, Body jmlir) throws Exception {
    for (int i = 0; i < warm; i++) {
      tf.run();
      jmlir.run();
    }
    double[] a = new double[runs];
    double[] b = new double[runs];
    double cpuA = 0;
    double cpuB = 0;
    long faultsA = 0;
    long faultsB = 0;
    Map<String, Long> ticksA = new java.util.HashMap<>();
    Map<String, Long> ticksB = new java.util.HashMap<>();
    for (int i = 0; i < runs; i++) {
      Map<String, Long> before = threadTicks();
      long f = minorFaults();
      long c = cpuNanos();
      long t = System.nanoTime();
      tf.run();
      a[i] = (System.nanoTime() - t) / 1e9;
      cpuA += (cpuNanos() - c) / 1e9;
      faultsA += minorFaults() - f;
      Map<String, Long> mid = threadTicks();
      f = minorFaults();
      c = cpuNanos();
      t = System.nanoTime();
      jmlir.run();
      b[i] = (System.nanoTime() - t) / 1e9;
      cpuB += (cpuNanos() - c) / 1e9;
      faultsB += minorFaults() - f;
      Map<String, Long> after = threadTicks();
      mid.forEach((k, v) -> ticksA.merge(k, v - before.getOrDefault(k, 0L), Long::sum));
      after.forEach((k, v) -> ticksB.merge(k, v - mid.getOrDefault(k, 0L), Long::sum));
    }
    double wallA = java.util.Arrays.stream(a).sum();
    double wallB = java.util.Arrays.stream(b).sum();
    java.util.Arrays.sort(a);
    java.util.Arrays.sort(b);
    return new double[] {a[0], b[0], a[runs / 2], b[runs / 2], cpuA / wallA, cpuB / wallB, working(ticksA), working(ticksB),
        cpuA / runs, cpuB / runs, (double) faultsA / runs, (double) faultsB / runs};
  }

  /** CPU time (clock ticks) of each thread of this process, by thread id. */
  private static Map<String, Long> threadTicks() throws java.io.IOException {
    Map<String, Long> out = new java.util.HashMap<>();
    try (var tasks = Files.list(Path.of("/proc/self/task"))) {
      for (Path task : tasks.toList()) {
        try {
          String stat = Files.readString(task.resolve("stat"));
          String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
          String name = Files.readString(task.resolve("comm")).trim();
          out.put(task.getFileName().toString() + " " + name, Long.parseLong(f[11]) + Long.parseLong(f[12]));
        } catch (java.io.IOException gone) {
          // the thread ended
        }
      }
    }
    return out;
  }

  /** The names of the threads that worked in the last {@link #alternate}: TensorFlow's, then jmlir's. */
  private static String workers = "";

  /** The threads with at least a tenth of the busiest thread's ticks (their names are appended to {@link #workers}). */
  private static double working(Map<String, Long> ticks) {
    long max = ticks.values().stream().mapToLong(Long::longValue).max().orElse(0);
    List<String> names = ticks.entrySet().stream().filter(e -> max > 0 && e.getValue() * 10 >= max)
        .map(e -> e.getKey().substring(e.getKey().indexOf(' ') + 1) + " " + e.getValue()).sorted().toList();
    workers = workers.isEmpty() || workers.contains(" | ") ? String.join(", ", names) : workers + " | " + String.join(", ", names);
    return names.size();
  }

  private static long cpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
  }

  private static float[] data(int n) {
    float[] x = new float[n];
    for (int i = 0; i < n; i++) {
      x[i] = (float) Math.sin(i * 0.001) * 2;
    }
    return x;
  }

  @Test
  void run() throws Throwable {
    Assumptions.assumeTrue(Boolean.getBoolean("jmlir.bench"), "benchmarks run with -Djmlir.bench=true");
    report("== jmlir HLO compiler vs TensorFlow-java 1.0 (CPU), " + Runtime.getRuntime().availableProcessors() + " CPUs visible, "
        + java.time.Instant.now());
    String only = System.getProperty("jmlir.bench.only", "tanh,matmul,mlp,conv,compile");
    if (only.contains("tanh")) {
      tanh();
    }
    // Threads: TensorFlow's session and OpenBLAS at their defaults (0: one per CPU for both), then
    // both at 1 (jmlir's generated code runs on the calling thread either way).
    for (int threads : new int[] {0, 1}) {
      report("-- threads: " + (threads == 0 ? "defaults (TensorFlow intra/inter-op 0 = per CPU; jmlir's products in "
          + Runtime.getRuntime().availableProcessors() + " bands)" : "TensorFlow intra/inter-op 1, jmlir 1") + "; load average "
          + loadAverage());
      if (only.contains("matmul")) {
        settle();
        matmul(threads);
      }
      if (only.contains("mlp")) {
        settle();
        inference("MLP 256-512-512-10 (batch 256)", Graphs.wideMlp(), 256, new int[] {256}, threads);
      }
      if (only.contains("conv")) {
        settle();
        inference("conv net 28x28x1, 2 conv + 2 pool + dense (batch 32)", Graphs.convNet(), 32, new int[] {28, 28, 1}, threads);
      }
    }
    if (only.contains("compile")) {
      compileTime();
    }
    Files.write(Path.of("target/compiler-bench.txt"), lines);
  }

  /**
   * A full collection and a short pause before each part, so that no part is timed while the
   * collector still works through the garbage of the one before (the tanh part leaves 64 MB arrays
   * behind); both sides of the part then start from the same heap.
   */
  private static void settle() throws InterruptedException {
    System.gc();
    Thread.sleep(200);
  }

  private void tanh() throws Throwable {
    int n = 16 << 20;
    float[] x = data(n);
    // STREAM triad a = b + s * c on Java arrays (the JIT vectorizes it): 12 bytes per element.
    float[] a = new float[n];
    float[] b = data(n);
    float[] c = data(n);
    double triad = best(3, 10, () -> {
      float s = 3f;
      for (int i = 0; i < n; i++) {
        a[i] = b[i] + s * c[i];
      }
    });
    double triadBw = 12.0 * n / triad / 1e9;
    try (TensorFlowSession tf = new TensorFlowSession(Graphs.TANH);
        CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes, CompiledGraph.Options.of(List.of("x"), List.of("?"), List.of("out")));
        org.tensorflow.Tensor tx = TensorFlowSession.tensor(x, n);
        Arena arena = Arena.ofConfined()) {
      double tfTime = best(2, 8, () -> tf.run(Map.of("x", tx), List.of("out")));
      double api = best(2, 8, () -> g.runner().feed("x", x, n).run());
      MemorySegment in = arena.allocateFrom(ValueLayout.JAVA_FLOAT, x);
      MemorySegment desc = org.jmlir.llvm.MemRefDescriptor.of(arena, in, n).descriptor();
      MemorySegment db = org.jmlir.llvm.MemRefDescriptor.of(arena, arena.allocateFrom(ValueLayout.JAVA_FLOAT, b), n).descriptor();
      MemorySegment dc = org.jmlir.llvm.MemRefDescriptor.of(arena, arena.allocateFrom(ValueLayout.JAVA_FLOAT, c), n).descriptor();
      double[] streamed = kernelAndTriad(g, desc, db, dc, arena);
      // The same two compiled with ordinary stores (how they were before streaming stores), in the same run.
      double[] ordinary;
      System.setProperty("jmlir.stream.min.bytes", "-1");
      try (CompiledGraph o = CompiledGraph.compile(tf.graphDefBytes, CompiledGraph.Options.of(List.of("x"), List.of("?"), List.of("out")))) {
        ordinary = kernelAndTriad(o, desc, db, dc, arena);
      } finally {
        System.clearProperty("jmlir.stream.min.bytes");
      }
      double kernel = streamed[0];
      double kernelBw = 8.0 * n / kernel / 1e9;
      double nativeTriadBw = 12.0 * n / streamed[1] / 1e9;
      MemorySegment res = arena.allocate(40, 8);
      long faults = minorFaults();
      g.entry().invokeWithArguments(res, desc);
      g.free(res.get(ADDRESS, 0));
      report("  minor page faults in one kernel call: " + (minorFaults() - faults));
      report(String.format(Locale.ROOT, "tanh(x*2+1), 16M f32 (the compiler's tanh, FastTanh; results of 16 MiB or more: tiles on the graph's threads, streaming stores"
          + " where the loop is cheap): STREAM triad compiled by jmlir %.2f GB/s (Java loop %.2f GB/s);"
          + " jmlir kernel %.2f ms = %.2f GB/s = %.0f%% of the compiled triad's bandwidth;"
          + " jmlir through the API (copies in and out) %.2f ms; TensorFlow %.2f ms; TF/jmlir-kernel %.2fx, TF/jmlir-API %.2fx",
          nativeTriadBw, triadBw, kernel * 1e3, kernelBw, 100 * kernelBw / nativeTriadBw, api * 1e3, tfTime * 1e3, tfTime / kernel,
          tfTime / api));
      double ordinaryBw = 8.0 * n / ordinary[0] / 1e9;
      double ordinaryTriadBw = 12.0 * n / ordinary[1] / 1e9;
      report(String.format(Locale.ROOT, "  same, both compiled as before (jmlir.stream.min.bytes=-1: one loop on the calling thread, ordinary"
          + " stores): triad %.2f GB/s, kernel %.2f ms = %.2f GB/s = %.0f%% of that triad; the tiles (on %d threads) make the kernel %.2fx"
          + " and the triad %.2fx as fast", ordinaryTriadBw,
          ordinary[0] * 1e3, ordinaryBw, 100 * ordinaryBw / ordinaryTriadBw, Runtime.getRuntime().availableProcessors(), ordinary[0] / kernel,
          ordinary[1] / streamed[1]));
      interleaved(tf.graphDefBytes, desc, db, dc, arena, n);
    }
  }

  /**
   * The triad and the tanh kernel compiled four ways (the compiler's tanh or MLIR's approximation, tanh
   * results streamed through stack tiles or written directly), each compiled {@link #INSTANCES} times,
   * timed in interleaved rounds: one run of every instance per round, each round starting one later in
   * the list, so that all see the same memory state and machine load. Each instance writes its result
   * into its own cached 64 MB block, and one instance can run 20-30% slower than another of the same
   * code for a whole run (23:07-23:14, load 19-32: it was the first-compiled graph in some runs, another
   * in others; where the block lies in the host's memory, we think), which is also how the separate
   * best-of-10 lines above can catch the triad at 30 or at 63 GB/s; so each figure is the median over
   * all instances and rounds (and the best), each tanh's share against the triad's median (and best),
   * and the range of the instances' own medians.
   */
  private void interleaved(byte[] graphDef, MemorySegment desc, MemorySegment db, MemorySegment dc, Arena arena, int n)
      throws Exception {
    String[] names = {"compiled triad", "FastTanh, direct stores", "MLIR's approximation, direct stores (before)",
        "FastTanh, streamed (default)", "MLIR's approximation, streamed"};
    String[][] props = {null, {"true", "false"}, {"false", "false"}, {"true", "true"}, {"false", "true"}};
    List<CompiledGraph> graphs = new java.util.ArrayList<>();
    List<Body> bodies = new java.util.ArrayList<>();
    List<Integer> variantOf = new java.util.ArrayList<>();
    MemorySegment res = arena.allocate(40, 8);
    try {
      for (int copy = 0; copy < INSTANCES; copy++) {
        for (int k = 0; k < props.length; k++) {
          CompiledGraph g;
          if (props[k] == null) {
            g = CompiledGraph.compileMlir(TRIAD, CompiledGraph.Options.mlir());
            bodies.add(() -> call(g, res, db, dc));
          } else {
            System.setProperty("jmlir.fast.tanh", props[k][0]);
            System.setProperty("jmlir.stream.tanh", props[k][1]);
            try {
              g = CompiledGraph.compile(graphDef, CompiledGraph.Options.of(List.of("x"), List.of("?"), List.of("out")));
            } finally {
              System.clearProperty("jmlir.fast.tanh");
              System.clearProperty("jmlir.stream.tanh");
            }
            bodies.add(() -> call(g, res, desc));
          }
          graphs.add(g);
          variantOf.add(k);
        }
      }
      int rounds = 40;
      double[][] t = new double[bodies.size()][rounds];
      for (int w = 0; w < 2; w++) {
        for (Body b : bodies) {
          b.run();
        }
      }
      for (int r = 0; r < rounds; r++) {
        for (int i = 0; i < bodies.size(); i++) {
          int k = (r + i) % bodies.size();
          long t0 = System.nanoTime();
          bodies.get(k).run();
          t[k][r] = (System.nanoTime() - t0) / 1e9;
        }
      }
      double[] med = new double[props.length];
      double[] best = new double[props.length];
      double[] instLo = new double[props.length];
      double[] instHi = new double[props.length];
      for (int v = 0; v < props.length; v++) {
        List<Double> all = new java.util.ArrayList<>();
        instLo[v] = Double.MAX_VALUE;
        for (int b = 0; b < bodies.size(); b++) {
          if (variantOf.get(b) == v) {
            double[] own = t[b].clone();
            java.util.Arrays.sort(own);
            instLo[v] = Math.min(instLo[v], own[rounds / 2]);
            instHi[v] = Math.max(instHi[v], own[rounds / 2]);
            for (double x : own) {
              all.add(x);
            }
          }
        }
        java.util.Collections.sort(all);
        med[v] = all.get(all.size() / 2);
        best[v] = all.get(0);
      }
      double triadMed = 12.0 * n / med[0] / 1e9;
      double triadBest = 12.0 * n / best[0] / 1e9;
      StringBuilder line = new StringBuilder(String.format(Locale.ROOT,
          "  interleaved rounds (%d rounds of %d instances of each kernel, one run each per round): compiled triad median %.2f GB/s (best %.2f;"
              + " instances' medians %.2f-%.2f GB/s)", rounds, INSTANCES, triadMed, triadBest, 12.0 * n / instHi[0] / 1e9, 12.0 * n / instLo[0] / 1e9));
      for (int v = 1; v < props.length; v++) {
        line.append(String.format(Locale.ROOT, "; tanh kernel, %s: median %.2f ms = %.2f GB/s = %.0f%% of the triad's median (best %.2f ms, %.0f%% of"
            + " the best triad; instances' medians %.2f-%.2f ms)", names[v], med[v] * 1e3, 8.0 * n / med[v] / 1e9, 100 * 8.0 * n / med[v] / 1e9 / triadMed,
            best[v] * 1e3, 100 * 8.0 * n / best[v] / 1e9 / triadBest, instLo[v] * 1e3, instHi[v] * 1e3));
      }
      report(line.toString());
    } finally {
      for (CompiledGraph g : graphs) {
        g.close();
      }
    }
  }

  /** How many times the interleaved rounds compile each kernel (see {@link #interleaved}). */
  private static final int INSTANCES = 3;

  /** One call of a compiled graph's entry on native descriptors, its result freed. */
  private static void call(CompiledGraph g, MemorySegment res, MemorySegment... args) throws Exception {
    Object[] all = new Object[args.length + 1];
    all[0] = res;
    System.arraycopy(args, 0, all, 1, args.length);
    try {
      g.entry().invokeWithArguments(all);
      g.free(res.get(ADDRESS, 0));
    } catch (Throwable e) {
      throw new Exception(e);
    }
  }

  /**
   * Best times of the fused kernel {@code g} (the input already in native memory, the result freed
   * after each call) and of the STREAM triad a = b + 3c compiled the same way (b, c in native memory,
   * a from the buffer cache), in seconds; both compiled with the current jmlir.stream.min.bytes.
   */
  private static double[] kernelAndTriad(CompiledGraph g, MemorySegment desc, MemorySegment db, MemorySegment dc, Arena arena)
      throws Exception {
    MemorySegment res = arena.allocate(40, 8);
    double kernel = best(3, 10, () -> {
      try {
        g.entry().invokeWithArguments(res, desc);
        g.free(res.get(ADDRESS, 0));
      } catch (Throwable t) {
        throw new Exception(t);
      }
    });
    try (CompiledGraph t = CompiledGraph.compileMlir(TRIAD, CompiledGraph.Options.mlir())) {
      double triad = best(3, 10, () -> {
        try {
          t.entry().invokeWithArguments(res, db, dc);
          t.free(res.get(ADDRESS, 0));
        } catch (Throwable e) {
          throw new Exception(e);
        }
      });
      return new double[] {kernel, triad};
    }
  }

  /** The STREAM triad a = b + 3c as StableHLO. */
  private static final String TRIAD = """
      func.func @main(%b: tensor<?xf32>, %c: tensor<?xf32>) -> tensor<?xf32> {
        %s = stablehlo.constant dense<3.0> : tensor<f32>
        %n = stablehlo.get_dimension_size %b, dim = 0 : (tensor<?xf32>) -> tensor<i32>
        %shape = stablehlo.reshape %n : (tensor<i32>) -> tensor<1xi32>
        %sb = stablehlo.dynamic_broadcast_in_dim %s, %shape, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
        %sc = stablehlo.multiply %sb, %c : tensor<?xf32>
        %a = stablehlo.add %b, %sc : tensor<?xf32>
        return %a : tensor<?xf32>
      }
      """;

  private static long minorFaults() throws java.io.IOException {
    String stat = Files.readString(Path.of("/proc/self/stat"));
    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
    return Long.parseLong(f[7]);
  }

  private static String loadAverage() throws java.io.IOException {
    return Files.readString(Path.of("/proc/loadavg")).trim();
  }

  private void matmul(int threads) throws Exception {
    int n = 1024;
    float[] a = data(n * n);
    float[] b = data(n * n);
    try (TensorFlowSession tf = new TensorFlowSession(Graphs.MATMUL, threads);
        CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes, CompiledGraph.Options.of(List.of("a", "b"), List.of("?,?", "?,?"), List.of("out")));
        org.tensorflow.Tensor ta = TensorFlowSession.tensor(a, n, n);
        org.tensorflow.Tensor tb = TensorFlowSession.tensor(b, n, n);
        Arena arena = Arena.ofConfined()) {
      g.setThreads(threads == 0 ? Runtime.getRuntime().availableProcessors() : threads);
      // Both sides feed inputs made once, in native memory (TensorFlow's tensors, jmlir's segments);
      // jmlir's segments are 64-byte aligned, as TensorFlow's CPU allocator aligns its tensors.
      MemorySegment na = aligned(arena, a);
      MemorySegment nb = aligned(arena, b);
      // Headline: both sides read the product into a Java array they keep across runs (a serving
      // loop's way): TensorFlow's result tensor (closed after each run, so its allocator reuses the
      // memory) read into a byte[] (DataBuffer.read), jmlir's output fetched into a float[]
      // (Runner.fetch(name, array); its native result buffer comes from the graph's buffer cache).
      // Neither side allocates a 4 MB Java array per run; the next line does, as the headline did
      // until mm10 (each run then also pays the JVM's page faults on fresh heap pages, both sides alike).
      try (org.tensorflow.Graph graph = new org.tensorflow.Graph()) {
        graph.importGraphDef(org.tensorflow.proto.GraphDef.parseFrom(tf.graphDefBytes));
        try (org.tensorflow.Session session = threads <= 0 ? new org.tensorflow.Session(graph) : new org.tensorflow.Session(graph,
            org.tensorflow.proto.ConfigProto.newBuilder().setIntraOpParallelismThreads(threads).setInterOpParallelismThreads(threads).build())) {
          byte[] tfOut = new byte[4 * n * n];
          float[] out = new float[n * n];
          // 40 rounds (the other lines 20): the headline's best is the figure the target is judged by
          double[] t = alternate(5, 40, () -> {
            try (org.tensorflow.Result r = session.runner().feed("a", ta).feed("b", tb).fetch("out").run()) {
              r.get(0).asRawTensor().data().read(tfOut);
            }
          }, () -> g.runner().feed("a", na, n, n).feed("b", nb, n, n).fetch("out", out).run());
          report(String.format(Locale.ROOT, "matmul 1024x1024 f32 (jmlir_sgemm: bands on oneDNN, on the graph's pool; the product read into an"
              + " array kept across runs: TensorFlow read(byte[]), jmlir fetch(\"out\", float[])): jmlir %.2f ms (%.1f GFLOP/s), TensorFlow"
              + " %.2f ms: %.2fx TensorFlow's speed (medians %.2f / %.2f ms: %.2fx); CPUs busy: jmlir %.2f, TensorFlow %.2f; threads working:"
              + " jmlir %.0f, TensorFlow %.0f; CPU time per run: jmlir %.2f ms, TensorFlow %.2f ms; minor page faults per run: jmlir %.0f,"
              + " TensorFlow %.0f", t[1] * 1e3, 2.0 * n * n * n / t[1] / 1e9, t[0] * 1e3, t[0] / t[1], t[3] * 1e3, t[2] * 1e3, t[2] / t[3],
              t[5], t[4], t[7], t[6], t[9] * 1e3, t[8] * 1e3, t[11], t[10]));
          report("  threads that worked (name, clock ticks; jmlir's pool threads are jmlir-sgemm): TensorFlow "
              + workers.replace(" | ", "; jmlir "));
          float[] tfFloats = TensorFlowSession.floats(tfOut);
          long worst = 0;
          for (int i = 0; i < out.length; i++) {
            worst = Math.max(worst, TensorFlowSession.ulpDistance(tfFloats[i], out[i]));
          }
          report("  the two products differ by at most " + worst + " ulp");
        }
      }
      double[] t = alternate(5, 20, () -> tf.run(Map.of("a", ta, "b", tb), List.of("out")),
          () -> g.runner().feed("a", na, n, n).feed("b", nb, n, n).run());
      report(String.format(Locale.ROOT, "  same, each side copying the product into a new Java array per run (TensorFlow byte[], jmlir"
          + " float[]; the headline until mm10): jmlir %.2f ms, TensorFlow %.2f ms: %.2fx (medians %.2fx); CPUs busy: jmlir %.2f,"
          + " TensorFlow %.2f; CPU time per run: jmlir %.2f ms, TensorFlow %.2f ms; minor page faults per run: jmlir %.0f, TensorFlow %.0f",
          t[1] * 1e3, t[0] * 1e3, t[0] / t[1], t[2] / t[3], t[5], t[4], t[9] * 1e3, t[8] * 1e3, t[11], t[10]));
      // The same with jmlir fed Java arrays (Runner copies them into native buffers each run).
      double[] t3 = alternate(5, 20, () -> tf.run(Map.of("a", ta, "b", tb), List.of("out")),
          () -> g.runner().feed("a", a, n, n).feed("b", b, n, n).run());
      report(String.format(Locale.ROOT, "  same, jmlir fed Java arrays (8 MB copied in per run): jmlir %.2f ms, TensorFlow %.2f ms: %.2fx"
          + " (medians %.2fx); CPU time per run: jmlir %.2f ms, TensorFlow %.2f ms", t3[1] * 1e3, t3[0] * 1e3, t3[0] / t3[1], t3[2] / t3[3],
          t3[9] * 1e3, t3[8] * 1e3));
      // Both sides fed the Java arrays inside the timed run: TensorFlow makes its two Tensors from
      // them (TFloat32.tensorOf copies each into native memory), jmlir's Runner copies them in.
      double[] t4 = alternate(5, 20, () -> {
        try (org.tensorflow.Tensor xa = TensorFlowSession.tensor(a, n, n); org.tensorflow.Tensor xb = TensorFlowSession.tensor(b, n, n)) {
          tf.run(Map.of("a", xa, "b", xb), List.of("out"));
        }
      }, () -> g.runner().feed("a", a, n, n).feed("b", b, n, n).run());
      report(String.format(Locale.ROOT, "  same, both sides fed Java arrays (TensorFlow makes its Tensors from them in the run): jmlir %.2f ms,"
          + " TensorFlow %.2f ms: %.2fx (medians %.2fx); CPU time per run: jmlir %.2f ms, TensorFlow %.2f ms", t4[1] * 1e3, t4[0] * 1e3,
          t4[0] / t4[1], t4[2] / t4[3], t4[9] * 1e3, t4[8] * 1e3));
      if (threads == 0) {
        // The same product in bands on fresh threads per product (jmlir.sgemm.threads=fresh, how the
        // bands ran before the pool), in bands on OpenBLAS (jmlir.blas=openblas) and on oneDNN's own
        // OpenMP threads (dnnl-omp), for comparison in the same run.
        for (String blas : new String[] {"fresh", "openblas", "dnnl-omp"}) {
          System.setProperty(blas.equals("fresh") ? "jmlir.sgemm.threads" : "jmlir.blas", blas);
          try (CompiledGraph o = CompiledGraph.compile(tf.graphDefBytes, CompiledGraph.Options.of(List.of("a", "b"), List.of("?,?", "?,?"),
              List.of("out")))) {
            double[] t2 = alternate(5, 20, () -> tf.run(Map.of("a", ta, "b", tb), List.of("out")),
                () -> o.runner().feed("a", na, n, n).feed("b", nb, n, n).run());
            report(String.format(Locale.ROOT, "  same, %s: jmlir %.2f ms, TensorFlow %.2f ms: %.2fx (medians %.2fx);"
                + " CPUs busy: jmlir %.2f, TensorFlow %.2f; threads working: jmlir %.0f, TensorFlow %.0f; CPU time per run: jmlir %.2f ms,"
                + " TensorFlow %.2f ms", blas.equals("fresh") ? "bands on oneDNN, fresh threads per product (before the pool)"
                : blas.equals("openblas") ? "bands on OpenBLAS" : "oneDNN on its OpenMP threads", t2[1] * 1e3,
                t2[0] * 1e3, t2[0] / t2[1], t2[2] / t2[3], t2[5], t2[4], t2[7], t2[6], t2[9] * 1e3, t2[8] * 1e3));
          } finally {
            System.clearProperty("jmlir.blas");
            System.clearProperty("jmlir.sgemm.threads");
          }
        }
      }
    }
  }

  /** A copy of {@code x} in native memory aligned to 64 bytes (TensorFlow's tensors are). */
  private static MemorySegment aligned(Arena arena, float[] x) {
    MemorySegment m = arena.allocate(4L * x.length, 64);
    MemorySegment.copy(x, 0, m, ValueLayout.JAVA_FLOAT, 0, x.length);
    return m;
  }

  private void inference(String label, String text, int batch, int[] inner, int threads) throws Exception {
    long[] shape = new long[inner.length + 1];
    shape[0] = batch;
    int count = batch;
    StringBuilder spec = new StringBuilder("?");
    for (int i = 0; i < inner.length; i++) {
      shape[i + 1] = inner[i];
      count *= inner[i];
      spec.append(',').append(inner[i]);
    }
    float[] x = data(count);
    try (TensorFlowSession tf = new TensorFlowSession(text, threads);
        CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes, CompiledGraph.Options.of(List.of("x"), List.of(spec.toString()), List.of("out")));
        org.tensorflow.Tensor tx = TensorFlowSession.tensor(x, shape)) {
      g.setThreads(threads == 0 ? Runtime.getRuntime().availableProcessors() : threads);
      double[] t = alternate(10, 60, () -> tf.run(Map.of("x", tx), List.of("out")), () -> g.runner().feed("x", x, shape).run());
      report(String.format(Locale.ROOT, "%s: jmlir %.3f ms, TensorFlow %.3f ms per inference: %.2fx TensorFlow's speed"
          + " (medians %.3f / %.3f ms: %.2fx); CPUs busy: jmlir %.2f, TensorFlow %.2f; threads working: jmlir %.0f, TensorFlow %.0f;"
          + " CPU time per run: jmlir %.3f ms, TensorFlow %.3f ms", label, t[1] * 1e3, t[0] * 1e3, t[0] / t[1], t[3] * 1e3, t[2] * 1e3,
          t[2] / t[3], t[5], t[4], t[7], t[6], t[9] * 1e3, t[8] * 1e3));
    }
  }

  private void compileTime() throws Exception {
    byte[] gd;
    try (TensorFlowSession tf = new TensorFlowSession(Graphs.convNet())) {
      gd = tf.graphDefBytes;
    }
    // The first compile loads the compiler's classes; the figure is the best of three.
    long best = Long.MAX_VALUE;
    for (int i = 0; i < 3; i++) {
      try (CompiledGraph g = CompiledGraph.compile(gd, CompiledGraph.Options.of(List.of("x"), List.of("?,28,28,1"), List.of("out")))) {
        best = Math.min(best, g.compileNanos());
      }
    }
    long tfBest = Long.MAX_VALUE;
    float[] x = data(28 * 28);
    for (int i = 0; i < 3; i++) {
      long t = System.nanoTime();
      try (TensorFlowSession tf = new TensorFlowSession(Graphs.convNet()); org.tensorflow.Tensor tx = TensorFlowSession.tensor(x, 1, 28, 28, 1)) {
        tf.run(Map.of("x", tx), List.of("out"));
      }
      tfBest = Math.min(tfBest, System.nanoTime() - t);
    }
    report(String.format(Locale.ROOT, "compile time, conv net GraphDef -> callable: jmlir %.0f ms (import, passes, LLVM -O3, JIT);"
        + " TensorFlow graph import + first run %.0f ms", best / 1e6, tfBest / 1e6));
  }
}
