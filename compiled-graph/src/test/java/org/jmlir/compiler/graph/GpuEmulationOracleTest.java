package org.jmlir.compiler.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jmlir.compiler.gpu.GpuPipeline;
import org.jmlir.translate.oracle.TensorFlowSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * TensorFlow-java as the oracle of the GPU path: the oracle graphs are compiled with gpu-compiler's
 * pipeline (hlo-to-loops, independent loops to scf.parallel, mapped to blocks and threads, outlined
 * into kernels that the host launches) with the kernels emulated on the host, and run at batch sizes
 * 1, 7 and 256 on the same inputs as TensorFlow. Float outputs stay within the CPU path's bounds
 * (the kernels compute each element as the CPU loops do). Matrix products go through the runtime's
 * cuBLAS call ({@code mgpuCublasSgemm}, its host sgemm under emulation) by default, and through
 * generated kernels with {@code blas-min-flops=-1}: both are checked.
 */
class GpuEmulationOracleTest {
  private static final int[] BATCHES = {1, 7, 256};

  /** The feed's shape: {@code batch} followed by the graph's inner dimensions. */
  static long[] batchDims(int batch, int[] inner) {
    long[] dims = new long[inner.length + 1];
    dims[0] = batch;
    for (int i = 0; i < inner.length; i++) {
      dims[i + 1] = inner[i];
    }
    return dims;
  }

  private static float[] input(int n, double phase) {
    float[] x = new float[n];
    for (int i = 0; i < n; i++) {
      x[i] = (float) (Math.cos(i * 0.29 + phase) * 3);
    }
    return x;
  }

  private static CompiledGraph compile(TensorFlowSession tf, String shape, String... outputs) throws Exception {
    return compile(tf, 0, shape, outputs);
  }

  private static CompiledGraph compile(TensorFlowSession tf, long blasMinFlops, String shape, String... outputs) throws Exception {
    return CompiledGraph.compile(tf.graphDefBytes, CompiledGraph.Options.of(List.of("x"), List.of(shape), List.of(outputs)),
        cpu -> GpuPipeline.emulatedPipeline(cpu, blasMinFlops));
  }

  private static void assertFloatGraph(String text, int[] inner, long ulps, double absolute) throws Exception {
    assertFloatGraph(text, 0, inner, ulps, absolute);
  }

  /** Every element within {@code ulps} of TensorFlow's, or within {@code absolute} of it. */
  private static void assertFloatGraph(String text, long blasMinFlops, int[] inner, long ulps, double absolute) throws Exception {
    StringBuilder shape = new StringBuilder("?");
    for (int d : inner) {
      shape.append(',').append(d);
    }
    try (TensorFlowSession tf = new TensorFlowSession(text); CompiledGraph g = compile(tf, blasMinFlops, shape.toString(), "out")) {
      for (int batch : BATCHES) {
        long[] dims = batchDims(batch, inner);
        int n = (int) java.util.Arrays.stream(dims).reduce(1, (a, b) -> a * b);
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

  /** The MLP's products through the cuBLAS call (0) and through generated kernels (-1). */
  @ParameterizedTest
  @ValueSource(longs = {0, -1})
  void mlpOnTheGpuPath(long blasMinFlops) throws Exception {
    assertFloatGraph(Graphs.MLP, blasMinFlops, new int[] {4}, 32, 0);
  }

  /** The MLP compiled for the GPU calls the runtime's cuBLAS sgemm for each product, on device buffers. */
  @Test
  void mlpProductsAreCublasCalls() throws Exception {
    org.jmlir.ir.Operation module = gpuModule(Graphs.MLP, "?,4", "hlo-to-gpu");
    List<org.jmlir.ir.Operation> calls = module.collect(o -> o.name().equals("func.call")
        && o.attr("callee") instanceof org.jmlir.ir.attr.SymbolRefAttr c && c.leaf().equals("mgpuCublasSgemm"));
    assertTrue(calls.size() >= 2, "one call per product: " + calls.size());
    assertTrue(module.collect(o -> o.attr("callee") instanceof org.jmlir.ir.attr.SymbolRefAttr c && c.leaf().equals("cblas_sgemm")).isEmpty());
    for (org.jmlir.ir.Operation call : calls) {
      for (int i : new int[] {6, 8, 11}) {
        // inttoptr(index_cast(extract_aligned_pointer_as_index(buffer)))
        org.jmlir.ir.Operation extract = call.operand(i).definingOp().operand(0).definingOp().operand(0).definingOp();
        assertEquals("memref.extract_aligned_pointer_as_index", extract.name());
        org.jmlir.ir.Operation buffer = extract.operand(0).definingOp();
        assertTrue(buffer != null && buffer.name().equals("gpu.alloc"), "operand " + i + " is a device buffer: " + extract);
      }
    }
  }

  @Test
  void elementwiseAndMeanOnTheGpuPath() throws Exception {
    assertFloatGraph(Graphs.ELEMENTWISE, new int[] {3}, 4, 0);
  }

  @Test
  void normalizationOnTheGpuPath() throws Exception {
    assertFloatGraph(Graphs.NORMALIZE, new int[] {4}, 4, 0);
  }

  @ParameterizedTest
  @ValueSource(longs = {0, -1})
  void convNetOnTheGpuPath(long blasMinFlops) throws Exception {
    assertFloatGraph(Graphs.CONV, blasMinFlops, new int[] {4, 4, 2}, 8, 1e-6);
  }

  /** Row sums and maxima over rows longer than a block's threads (1500) or of unknown length. */
  static String rowReductions(int columns) {
    return org.jmlir.translate.oracle.GraphText.placeholder("x", "DT_FLOAT", -1, columns)
        + org.jmlir.translate.oracle.GraphText.constI("axis", new int[] {1}, 1)
        + "node { name: \"s\" op: \"Sum\" input: \"x\" input: \"axis\" attr { key: \"T\" value { type: DT_FLOAT } } "
        + "attr { key: \"Tidx\" value { type: DT_INT32 } } attr { key: \"keep_dims\" value { b: false } } }\n"
        + "node { name: \"m\" op: \"Max\" input: \"x\" input: \"axis\" attr { key: \"T\" value { type: DT_FLOAT } } "
        + "attr { key: \"Tidx\" value { type: DT_INT32 } } attr { key: \"keep_dims\" value { b: false } } }\n"
        + org.jmlir.translate.oracle.GraphText.op("out", "AddV2", "DT_FLOAT", "s", "m")
        + org.jmlir.translate.oracle.GraphText.VERSIONS;
  }

  /**
   * Long rows: each row's reduction is strided over a block's threads and combined with an
   * all-reduce (sums reassociated, as TensorFlow's own are: within 1e-4 of its result).
   */
  @Test
  void longRowReductionsOnTheGpuPath() throws Exception {
    assertFloatGraph(rowReductions(1500), new int[] {1500}, 4, 1e-4);
  }

  /** A batched product (x times its own transpose per batch element): one mgpuCublasSgemmStridedBatched call. */
  @Test
  void batchedMatMulOnTheGpuPath() throws Exception {
    String bmm = org.jmlir.translate.oracle.GraphText.placeholder("x", "DT_FLOAT", -1, 4, 5)
        + org.jmlir.translate.oracle.GraphText.op("out", "BatchMatMulV2", "DT_FLOAT", "x", "x",
            "attr { key: \"adj_x\" value { b: false } } attr { key: \"adj_y\" value { b: true } }")
        + org.jmlir.translate.oracle.GraphText.VERSIONS;
    org.jmlir.ir.Operation module = gpuModule(bmm, "?,4,5", "hlo-to-gpu");
    assertEquals(1, module.collect(o -> o.attr("callee") instanceof org.jmlir.ir.attr.SymbolRefAttr c
        && c.leaf().equals("mgpuCublasSgemmStridedBatched")).size(), "one batched cuBLAS call");
    assertFloatGraph(bmm, new int[] {4, 5}, 32, 1e-5);
  }

  /** Element-wise over rows of 1500 columns: each row's columns strided over a block's 256 threads. */
  @Test
  void wideElementwiseOnTheGpuPath() throws Exception {
    String wide = org.jmlir.translate.oracle.GraphText.placeholder("x", "DT_FLOAT", -1, 1500)
        + org.jmlir.translate.oracle.GraphText.op("t", "Tanh", "DT_FLOAT", "x")
        + org.jmlir.translate.oracle.GraphText.op("out", "Mul", "DT_FLOAT", "t", "x")
        + org.jmlir.translate.oracle.GraphText.VERSIONS;
    assertFloatGraph(wide, new int[] {1500}, 8, 0); // our tanh differs from TensorFlow's by up to 5 ulps on these inputs
  }

  /** Rows of a length known only at run time (7, 300 and 2000 columns), reduced the same way. */
  @Test
  void dynamicRowReductionsOnTheGpuPath() throws Exception {
    try (TensorFlowSession tf = new TensorFlowSession(rowReductions(-1)); CompiledGraph g = compile(tf, "?,?", "out")) {
      for (int columns : new int[] {7, 300, 2000}) {
        int batch = 3;
        float[] x = input(batch * columns, columns);
        float[] expected = TensorFlowSession.floats(tf.run(List.of(new TensorFlowSession.Feed("x", x, batch, columns)), List.of("out")).get(0));
        float[] actual = g.runner().feed("x", x, batch, columns).fetch("out").run().get(0).floats();
        assertEquals(batch, actual.length);
        for (int i = 0; i < batch; i++) {
          assertEquals(expected[i], actual[i], 1e-4, columns + " columns, row " + i);
        }
      }
    }
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

  /**
   * The same graphs' kernels for the device: each gpu.module of {@code hlo-to-gpu}'s output lowered
   * with {@code convert-gpu-to-nvvm} becomes PTX that ptxas (where installed) assembles for the chip.
   */
  @ParameterizedTest
  @ValueSource(strings = {"sm_80", "sm_90"})
  void oracleGraphKernelsAssembleWithPtxas(String chip) throws Exception {
    String[][] graphs = {{Graphs.MLP, "?,4"}, {Graphs.ELEMENTWISE, "?,3"}, {Graphs.NORMALIZE, "?,4"}, {Graphs.CONV, "?,4,4,2"},
        {rowReductions(1500), "?,1500"}, {rowReductions(-1), "?,?"},
        // Contractions of 256 and 512 (a block of threads each, accumulating with atomics; the MLP's 4 runs in one thread).
        {Graphs.wideMlp(), "?,256"}};
    int kernels = 0;
    boolean atomics = false;
    for (String[] g : graphs) {
      // Generated kernels for every product (blas-min-flops=-1): the matrix products' kernels too.
      org.jmlir.ir.Operation module = gpuModule(g[0], g[1], "hlo-to-gpu{blas-min-flops=-1},lower-affine,convert-scf-to-cf,"
          + "gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts");
      for (org.jmlir.ir.Operation gm : module.collect(o -> o.name().equals("gpu.module"))) {
        String ptx = org.jmlir.target.nvptx.PtxEmitter.ptx(gm, chip, "");
        assertTrue(ptx.contains(".entry"), ptx);
        atomics |= ptx.contains("atom.global.add.f32") || ptx.contains("red.global.add.f32");
        if (!ptx.contains(".extern .func") || org.jmlir.target.nvptx.PtxEmitter.libdevice() != null) {
          ptxasAccepts(ptx, chip);
        }
        kernels++;
      }
    }
    assertTrue(kernels >= 10, "kernels: " + kernels);
    assertTrue(atomics, "the matrix products accumulate with atomics");
  }

  /** The graph {@code text} with input shape {@code shape} imported, legalized to StableHLO and run through {@code gpuPasses}. */
  private static org.jmlir.ir.Operation gpuModule(String text, String shape, String gpuPasses) throws Exception {
    org.jmlir.ir.MLIRContext ctx = org.jmlir.ir.MLIRContext.withAllDialects();
    org.jmlir.ir.Operation module;
    try (TensorFlowSession tf = new TensorFlowSession(text)) {
      org.jmlir.translate.graphdef.ImportSpecs specs = new org.jmlir.translate.graphdef.ImportSpecs(
          org.jmlir.translate.graphdef.ImportSpecs.parseInputs("x", "", shape), List.of("out"), List.of(), false, false, false, true,
          false, false, "", false);
      module = new org.jmlir.translate.graphdef.GraphImporter(ctx, org.jmlir.translate.graphdef.GraphDefReader.read(tf.graphDefBytes), specs)
          .importGraph();
    }
    String pipeline = "builtin.module(tf-standard-pipeline,tf-refine-loop-functions,tf-functional-control-flow-to-regions,"
        + "tf-to-stablehlo{allow-partial-conversion=false}," + gpuPasses + ")";
    org.jmlir.ir.pass.PassManager pm = new org.jmlir.ir.pass.PassManager(ctx,
        org.jmlir.ir.pass.PipelineParser.parseAnchored(org.jmlir.ir.pass.PassRegistry.withAllPasses(), pipeline));
    assertTrue(pm.run(module), "the GPU pipeline runs");
    return module;
  }

  /** Runs ptxas on {@code ptx} for {@code chip} where it is installed (nothing otherwise). */
  private static void ptxasAccepts(String ptx, String chip) throws Exception {
    java.nio.file.Path ptxas = java.nio.file.Path.of("/usr/local/bin/ptxas");
    if (!java.nio.file.Files.isExecutable(ptxas)) {
      return;
    }
    java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("jmlir-ptx");
    java.nio.file.Path in = dir.resolve("k.ptx");
    java.nio.file.Path out = dir.resolve("k.cubin");
    java.nio.file.Files.writeString(in, ptx);
    Process p = new ProcessBuilder(ptxas.toString(), "-arch=" + chip, in.toString(), "-o", out.toString()).redirectErrorStream(true).start();
    String log = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    int rc = p.waitFor();
    java.nio.file.Files.deleteIfExists(out);
    java.nio.file.Files.delete(in);
    java.nio.file.Files.delete(dir);
    assertEquals(0, rc, "ptxas -arch=" + chip + ":\n" + log + "\n" + ptx);
  }

  /**
   * The device pipeline's program links the CUDA runtime: compiling the MLP for sm_90 asks the runtime
   * hook for the launch functions of the gpu.binary translation and for the cuBLAS call, and runs the
   * kernel loaders (which, without a device, report the missing driver and return null).
   */
  @Test
  void devicePipelineLinksTheRuntime() throws Exception {
    java.util.Set<String> asked = new java.util.TreeSet<>();
    java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
    java.io.PrintStream saved = System.err;
    System.setErr(new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8));
    try (TensorFlowSession tf = new TensorFlowSession(Graphs.MLP); CompiledGraph g = CompiledGraph.compile(tf.graphDefBytes,
        CompiledGraph.Options.of(List.of("x"), List.of("?,4"), List.of("out")), cpu -> GpuPipeline.devicePipeline(cpu, 0, "sm_90"),
        names -> {
          asked.addAll(names);
          return org.jmlir.gpu.cuda.CudaRuntime.symbols(names);
        })) {
      assertTrue(asked.containsAll(List.of("mgpuModuleLoadJIT", "mgpuModuleGetFunction", "mgpuLaunchKernel", "mgpuCublasSgemm",
          "mgpuMemAlloc", "mgpuMemcpy")), asked.toString());
    } finally {
      System.setErr(saved);
    }
    String why = org.jmlir.gpu.cuda.CudaDriver.unavailable();
    if (why != null) {
      // The constructors ran: each kernel loader reported the missing device.
      assertTrue(err.toString(java.nio.charset.StandardCharsets.UTF_8).contains("'mgpuModuleLoadJIT' failed: " + why), err.toString());
    }
  }

  @Test
  void theGpuPipelineReplacesOnlyTheLoopGeneration() {
    String cpu = "builtin.module(tf-standard-pipeline,hlo-to-loops{blas-min-flops=1000},canonicalize,cse)";
    assertEquals("builtin.module(tf-standard-pipeline," + GpuPipeline.passes(true) + ",canonicalize,cse)",
        GpuPipeline.emulatedPipeline(cpu));
  }
}
