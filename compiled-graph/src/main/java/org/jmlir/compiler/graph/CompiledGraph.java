package org.jmlir.compiler.graph;

import static java.lang.foreign.ValueLayout.ADDRESS;

import java.lang.foreign.FunctionDescriptor;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.compiler.CompilerPipeline;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.diag.DiagnosticEngine;
import org.jmlir.ir.diag.DiagnosticRenderer;
import org.jmlir.ir.diag.SourceMgr;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.pass.PassManager;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelineParser;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.verify.Verifier;
import org.jmlir.llvm.ExecutionEngine;
import org.jmlir.llvm.LlvmException;
import org.jmlir.llvm.translate.ModuleTranslation;
import org.jmlir.llvm.translate.TranslationException;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.graphdef.GraphDefReader;
import org.jmlir.translate.graphdef.GraphImporter;
import org.jmlir.translate.graphdef.ImportSpecs;

/**
 * A TensorFlow graph (GraphDef) or an MLIR module (StableHLO, or the tf dialect) compiled once to
 * native code by jmlir's HLO compiler ({@code tf-to-llvm}/{@code hlo-to-llvm}) and run on Java arrays,
 * like TensorFlow-java's {@code Session}:
 *
 * <pre>{@code
 * try (CompiledGraph g = CompiledGraph.compile(graphDefBytes, CompiledGraph.Options.of(List.of("x"), List.of("?,4"), List.of("out")))) {
 *   List<CompiledGraph.Tensor> out = g.runner().feed("x", data, batch, 4).fetch("out").run();
 * }
 * }</pre>
 *
 * Dimensions unknown when compiling ({@code ?}) take the fed sizes at each run. An input of the wrong
 * shape or type is an {@link IllegalArgumentException} naming the input and both shapes, raised before
 * any native code runs. Instances are safe to run from several threads (each run has its own memory).
 */
public final class CompiledGraph implements AutoCloseable {
  /**
   * What to compile. For a GraphDef: the input nodes, their shapes (TensorFlow's
   * {@code -tf-input-shapes} form per input, e.g. {@code "?,4"}; empty list: the Placeholders'),
   * the output nodes. For MLIR: names are read from {@code tf.entry_function} when present, else
   * {@code arg0..}/{@code result0..}, and the lists may be empty. {@code optLevel}: LLVM's level (0-3).
   * {@code blasMinFlops}: the library-call rule of {@code hlo-to-loops} (negative: never call BLAS).
   * {@code upgradeLegacy}: functionalize TensorFlow v1 control flow (Switch/Merge/Enter/Exit) first.
   */
  public record Options(List<String> inputs, List<String> inputShapes, List<String> outputs, int optLevel, long blasMinFlops,
      boolean upgradeLegacy) {
    public Options {
      inputs = List.copyOf(inputs);
      inputShapes = List.copyOf(inputShapes);
      outputs = List.copyOf(outputs);
    }

    public static Options of(List<String> inputs, List<String> inputShapes, List<String> outputs) {
      return new Options(inputs, inputShapes, outputs, 3, Blas.DEFAULT_MIN_FLOPS, false);
    }

    public static Options mlir() {
      return of(List.of(), List.of(), List.of());
    }

    public Options withBlasMinFlops(long flops) {
      return new Options(inputs, inputShapes, outputs, optLevel, flops, upgradeLegacy);
    }

    public Options withUpgradeLegacy(boolean upgrade) {
      return new Options(inputs, inputShapes, outputs, optLevel, blasMinFlops, upgrade);
    }
  }

  /** A graph that does not compile: the message holds the located diagnostics. */
  public static final class CompileException extends Exception {
    public CompileException(String message) {
      super(message);
    }

    public CompileException(String message, Throwable cause) {
      super(message, cause);
    }
  }

  /** An input or output: its name, element type and shape ({@code -1}: known only at run time). */
  public record Port(String name, String elementType, long[] shape) {
    String shapeText() {
      return Tensors.shapeText(shape, elementType);
    }
  }

  /**
   * A result: its shape and data (float[], double[], int[], long[] or boolean[]; a complex<f32> or
   * complex<f64> result is a float[] or double[] of real and imaginary parts interleaved).
   */
  public record Tensor(long[] shape, Object data) {
    public float[] floats() {
      return (float[]) data;
    }

    public int[] ints() {
      return (int[]) data;
    }

    public long[] longs() {
      return (long[]) data;
    }

    public double[] doubles() {
      return (double[]) data;
    }
  }

  private final ExecutionEngine engine;
  private final MethodHandle entry;
  private final MethodHandle alloc;
  private final MethodHandle free;
  private final MethodHandle drain;
  private final List<Port> inputs;
  private final List<Port> outputs;
  private final long compileNanos;
  private List<String> shapeChecks = List.of();
  private java.lang.foreign.MemorySegment shapeError;
  private MethodHandle setThreads;
  private MethodHandle sgemmDrain;
  private String blasLibrary = "none";

  private CompiledGraph(ExecutionEngine engine, MethodHandle entry, MethodHandle alloc, MethodHandle free, MethodHandle drain,
      List<Port> inputs, List<Port> outputs, long compileNanos) {
    this.engine = engine;
    this.entry = entry;
    this.alloc = alloc;
    this.free = free;
    this.drain = drain;
    this.inputs = inputs;
    this.outputs = outputs;
    this.compileNanos = compileNanos;
  }

  /** Compiles a GraphDef (binary or text format). */
  public static CompiledGraph compile(byte[] graphDef, Options options) throws CompileException {
    return compile(graphDef, options, java.util.function.UnaryOperator.identity());
  }

  /**
   * Compiles a GraphDef with the compiler pipeline (the text of {@code CompilerPipeline.pipelineText})
   * that {@code pipeline} makes of the default one: a hook for other back ends of the HLO compiler
   * (gpu-compiler's {@code GpuPipeline::emulatedPipeline} runs the graph's kernels under host emulation).
   */
  public static CompiledGraph compile(byte[] graphDef, Options options, java.util.function.UnaryOperator<String> pipeline)
      throws CompileException {
    return compile(graphDef, options, pipeline, null);
  }

  /**
   * {@link #compile(byte[], Options, java.util.function.UnaryOperator)} for a pipeline whose code calls
   * another runtime: {@code runtime} gives the addresses of the functions the program declares and
   * does not define among those it is asked for (the names starting with {@code mgpu}: gpu-compiler's
   * device pipeline calls dialect-gpu's {@code CudaRuntime.symbols}). Null: no such runtime.
   */
  public static CompiledGraph compile(byte[] graphDef, Options options, java.util.function.UnaryOperator<String> pipeline,
      java.util.function.Function<List<String>, java.util.Map<String, java.lang.foreign.MemorySegment>> runtime)
      throws CompileException {
    long start = System.nanoTime();
    MLIRContext ctx = MLIRContext.withAllDialects();
    StringBuilder errors = new StringBuilder();
    SourceMgr mgr = new SourceMgr(java.nio.file.Path.of("."));
    try (DiagnosticEngine.Registration reg = ctx.diagnostics().pushHandler(new DiagnosticRenderer(mgr, errors::append))) {
      Operation module;
      try {
        org.jmlir.translate.proto.GraphDef g = GraphDefReader.read(graphDef);
        ImportSpecs specs = new ImportSpecs(
            ImportSpecs.parseInputs(String.join(",", options.inputs()), "", String.join(":", options.inputShapes())),
            options.outputs(), List.of(), false, false, options.upgradeLegacy(), true, false, false, "", false);
        if (options.upgradeLegacy()) {
          g = org.jmlir.translate.graphdef.ControlFlowFunctionalizer.functionalize(g);
        }
        module = new GraphImporter(ctx, g, specs).importGraph();
      } catch (TranslateException | RuntimeException e) {
        throw new CompileException("Graph import failed: " + e.getMessage(), e);
      }
      if (module == null || !Verifier.verify(module)) {
        throw new CompileException("Graph import failed: " + errors);
      }
      return build(ctx, module, options, errors, start, pipeline, runtime);
    }
  }

  /** Compiles an MLIR module whose entry is {@code @main} (StableHLO, or the tf/tf_executor dialects). */
  public static CompiledGraph compileMlir(String text, Options options) throws CompileException {
    long start = System.nanoTime();
    MLIRContext ctx = MLIRContext.withAllDialects();
    StringBuilder errors = new StringBuilder();
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    SourceMgr mgr = new SourceMgr(java.nio.file.Path.of("."));
    mgr.addBuffer("<graph>", bytes);
    try (DiagnosticEngine.Registration reg = ctx.diagnostics().pushHandler(new DiagnosticRenderer(mgr, errors::append))) {
      Operation module = SourceParser.parse(ctx, bytes, "<graph>", ParseOptions.DEFAULT);
      if (module == null || !Verifier.verify(module)) {
        throw new CompileException(errors.toString());
      }
      return build(ctx, module, options, errors, start, java.util.function.UnaryOperator.identity(), null);
    }
  }

  private static CompiledGraph build(MLIRContext ctx, Operation module, Options options, StringBuilder errors, long start,
      java.util.function.UnaryOperator<String> pipeline,
      java.util.function.Function<List<String>, java.util.Map<String, java.lang.foreign.MemorySegment>> runtime) throws CompileException {
    Operation main = null;
    for (Operation op : module.region(0).front().operations()) {
      if (op.name().equals("func.func") && op.attr("sym_name") instanceof StringAttr s && s.value().equals("main")) {
        main = op;
      }
    }
    if (main == null) {
      throw new CompileException("the module has no @main function");
    }
    boolean tf = module.collect(o -> o.name().startsWith("tf.") || o.name().startsWith("tf_executor.")).size() > 0;
    if (tf) {
      // TensorFlow to StableHLO first: shape inference may refine the signature (a functionalized
      // cond's unranked result), which the ports are read from.
      runPipeline(ctx, module, "builtin.module(" + CompilerPipeline.TF_TO_STABLEHLO + ")", errors);
    }
    FunctionType ft = (FunctionType) ((TypeAttr) main.attr("function_type")).value();
    List<String> inNames = names(main, "inputs", options.inputs(), ft.inputs().size(), "arg");
    List<String> outNames = names(main, "outputs", options.outputs(), ft.results().size(), "result");
    List<Port> ins = ports(inNames, ft.inputs());
    List<Port> outs = ports(outNames, ft.results());
    // Results of 16 MiB or more are written with streaming stores (the system property
    // jmlir.stream.min.bytes changes the size; negative: never, for the benchmark's "before" line).
    // Their loops over tiles run on the graph's threads (stream-parallel: ParallelLoops defines the
    // loops' _parallel entries to call jmlir_parallel_for of sgemm-threads.ll).
    long streamMin = Long.getLong("jmlir.stream.min.bytes", CompilerPipeline.STREAM_MIN_BYTES);
    // f32 tanh is the compiler's rational (FastTanh); jmlir.fast.tanh=false: MLIR's approximation.
    // Streamed results that compute tanh stream through stack tiles too (jmlir.stream.tanh=false:
    // not, the benchmark's "before"): 92% of the triad against 77% on an AVX2 host, 104-111% against
    // 85-94% on AVX-512 ones (BENCHMARKS.md, issue 14).
    boolean fastTanh = !"false".equals(System.getProperty("jmlir.fast.tanh"));
    boolean streamTanh = !"false".equals(System.getProperty("jmlir.stream.tanh"));
    runPipeline(ctx, module, pipeline.apply(CompilerPipeline.pipelineText(false, options.blasMinFlops(), streamMin, true, false, 0, fastTanh,
        streamTanh)), errors);
    useBufferCache(module);
    String parallelLoops = ParallelLoops.definitions(module);
    List<String> checks = new ArrayList<>();
    String errorGlobal = null;
    for (Operation f : module.collect(o -> o.name().equals("llvm.func") && o.attr("sym_name") instanceof StringAttr s && s.value().equals("main"))) {
      if (f.attr("jmlir.shape_checks") instanceof org.jmlir.ir.attr.ArrayAttr a) {
        for (var m : a.elements()) {
          checks.add(((StringAttr) m).value());
        }
        errorGlobal = ((StringAttr) f.attr("jmlir.shape_error")).value();
      }
    }
    boolean usesBlas = !module.collect(o -> o.name().equals("llvm.func") && o.attr("sym_name") instanceof StringAttr s
        && (s.value().startsWith("cblas_") || s.value().equals("jmlir_sgemm"))).isEmpty();
    // Large products: oneDNN where it loads, else (or with the system property jmlir.blas=openblas)
    // OpenBLAS.
    boolean viaDnnl = usesBlas && !"openblas".equals(System.getProperty("jmlir.blas")) && !Blas.dnnl().isEmpty();
    List<java.nio.file.Path> libs = viaDnnl ? Blas.dnnl() : usesBlas ? List.of(Blas.library()) : List.of();
    ExecutionEngine.Options eo = new ExecutionEngine.Options(options.optLevel(), options.optLevel(), "", "", libs, false);
    Operation m = module;
    try {
      List<String> declared = new ArrayList<>();
      List<String> ctors = new ArrayList<>();
      ExecutionEngine engine = ExecutionEngine.create(llvmCtx -> {
        try {
          org.bytedeco.llvm.LLVM.LLVMModuleRef lm = ModuleTranslation.translate(m, llvmCtx);
          if (runtime != null) {
            // The runtime functions the program calls, those of the translation of gpu.binary and gpu.launch_func too.
            for (var f = org.bytedeco.llvm.global.LLVM.LLVMGetFirstFunction(lm); f != null && !f.isNull();
                f = org.bytedeco.llvm.global.LLVM.LLVMGetNextFunction(f)) {
              String name = org.bytedeco.llvm.global.LLVM.LLVMGetValueName(f).getString();
              if (org.bytedeco.llvm.global.LLVM.LLVMIsDeclaration(f) != 0 && name.startsWith("mgpu")) {
                declared.add(name);
              }
            }
          }
          if (runtime != null) {
            ctors.addAll(ModuleTranslation.structors(lm, "llvm.global_ctors"));
          }
          return lm;
        } catch (TranslationException e) {
          throw new LlvmException(e.getMessage(), e);
        }
      }, eo, System.getProperty("jmlir.compiledgraph.object") != null);
      if (System.getProperty("jmlir.compiledgraph.object") != null) {
        java.nio.file.Files.write(java.nio.file.Path.of(System.getProperty("jmlir.compiledgraph.object")), engine.objectFile());
      }
      if (!declared.isEmpty()) {
        engine.defineSymbols(runtime.apply(declared));
      }
      try (var in = CompiledGraph.class.getResourceAsStream("buffer-cache.ll")) {
        engine.addIr(in.readAllBytes(), "buffer-cache");
      }
      MethodHandle threads = null;
      if (parallelLoops != null) {
        engine.addIr(parallelLoops.getBytes(StandardCharsets.UTF_8), "parallel-loops");
      }
      if (usesBlas || parallelLoops != null) {
        // Bands on our threads (sgemm-threads.ll), each on single-threaded oneDNN or OpenBLAS; with
        // jmlir.blas=dnnl-omp, oneDNN on its own OpenMP threads instead (sgemm-omp.ll, for comparison).
        List<String> parts = !usesBlas ? List.of("sgemm-threads", "sgemm-none") : !viaDnnl ? List.of("sgemm-threads", "sgemm-openblas")
            : "dnnl-omp".equals(System.getProperty("jmlir.blas")) && parallelLoops == null ? List.of("sgemm-omp")
            : List.of("sgemm-threads", "sgemm-dnnl");
        for (String part : parts) {
          try (var in = CompiledGraph.class.getResourceAsStream(part + ".ll")) {
            engine.addIr(in.readAllBytes(), part);
          }
        }
        threads = engine.function("jmlir_set_threads", FunctionDescriptor.ofVoid(java.lang.foreign.ValueLayout.JAVA_INT));
        if (parts.contains("sgemm-threads") && "fresh".equals(System.getProperty("jmlir.sgemm.threads"))) {
          // fresh threads for every product instead of the graph's pool (for comparison)
          try {
            engine.function("jmlir_sgemm_fresh_threads", FunctionDescriptor.ofVoid()).invokeExact();
          } catch (Throwable t) {
            throw new IllegalStateException(t);
          }
        }
      }
      // The device program's constructors load its kernels (mgpuModuleLoadJIT of each gpu.binary).
      engine.runConstructors(ctors);
      MethodHandle free = engine.function("jmlir_free", FunctionDescriptor.ofVoid(ADDRESS));
      MethodHandle alloc = engine.function("jmlir_alloc", FunctionDescriptor.of(ADDRESS, java.lang.foreign.ValueLayout.JAVA_LONG));
      MethodHandle drain = engine.function("jmlir_cache_drain", FunctionDescriptor.ofVoid());
      List<java.lang.foreign.MemoryLayout> params = new ArrayList<>();
      for (int i = 0; i < 1 + ins.size(); i++) {
        params.add(ADDRESS);
      }
      MethodHandle h = engine.function("_mlir_ciface_main", FunctionDescriptor.ofVoid(params.toArray(new java.lang.foreign.MemoryLayout[0])));
      java.lang.foreign.MemorySegment flag = errorGlobal == null ? null : engine.lookup(errorGlobal).reinterpret(4);
      CompiledGraph g = new CompiledGraph(engine, h, alloc, free, drain, ins, outs, System.nanoTime() - start);
      g.setThreads = threads;
      g.sgemmDrain = threads != null ? engine.function("jmlir_sgemm_drain", FunctionDescriptor.ofVoid()) : null;
      g.blasLibrary = !usesBlas ? "none" : viaDnnl ? "oneDNN" : "OpenBLAS";
      g.setThreads(Runtime.getRuntime().availableProcessors());
      g.shapeChecks = List.copyOf(checks);
      g.shapeError = flag;
      return g;
    } catch (LlvmException | java.io.IOException e) {
      throw new CompileException("native code generation failed: " + e.getMessage(), e);
    }
  }

  private static void runPipeline(MLIRContext ctx, Operation module, String text, StringBuilder errors) throws CompileException {
    try {
      PassManager pm = new PassManager(ctx, PipelineParser.parseAnchored(PassRegistry.withAllPasses(), text));
      if (!pm.run(module)) {
        throw new CompileException(errors.length() > 0 ? errors.toString() : "the compiler pipeline failed");
      }
    } catch (PipelineParser.PipelineException e) {
      throw new CompileException("internal error: " + e.getMessage(), e);
    }
  }

  private static List<String> names(Operation main, String key, List<String> given, int n, String prefix) {
    List<String> out = new ArrayList<>();
    if (main.attr("tf.entry_function") instanceof DictionaryAttr d && d.get(key) instanceof StringAttr s && !s.value().isEmpty()) {
      for (String x : s.value().split(",")) {
        out.add(x.endsWith(":0") ? x.substring(0, x.length() - 2) : x);
      }
    } else if (given.size() == n) {
      out.addAll(given);
    }
    if (out.size() != n) {
      out.clear();
      for (int i = 0; i < n; i++) {
        out.add(prefix + i);
      }
    }
    return out;
  }

  private static List<Port> ports(List<String> names, List<Type> types) throws CompileException {
    List<Port> out = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      if (!(types.get(i) instanceof RankedTensorType t)) {
        throw new CompileException("'" + names.get(i) + "' must be a ranked tensor, not " + types.get(i));
      }
      long[] shape = t.shape().clone();
      for (int k = 0; k < shape.length; k++) {
        shape[k] = shape[k] < 0 ? -1 : shape[k];
      }
      String el = t.elementType() instanceof org.jmlir.ir.type.ComplexType c ? "complex<" + c.elementType() + ">" : t.elementType().toString();
      out.add(new Port(names.get(i), el, shape));
    }
    return List.copyOf(out);
  }

  public List<Port> inputs() {
    return inputs;
  }

  public List<Port> outputs() {
    return outputs;
  }

  /** The time {@code compile}/{@code compileMlir} took (import, passes, LLVM, JIT), in nanoseconds. */
  public long compileNanos() {
    return compileNanos;
  }

  public Runner runner() {
    return new Runner(this);
  }

  int inputIndex(String name) {
    String n = name.endsWith(":0") ? name.substring(0, name.length() - 2) : name;
    for (int i = 0; i < inputs.size(); i++) {
      if (inputs.get(i).name().equals(n)) {
        return i;
      }
    }
    throw new IllegalArgumentException("no input named '" + name + "' (inputs: " + inputs.stream().map(Port::name).toList() + ")");
  }

  int outputIndex(String name) {
    String n = name.endsWith(":0") ? name.substring(0, name.length() - 2) : name;
    for (int i = 0; i < outputs.size(); i++) {
      if (outputs.get(i).name().equals(n)) {
        return i;
      }
    }
    throw new IllegalArgumentException("no output named '" + name + "' (outputs: " + outputs.stream().map(Port::name).toList() + ")");
  }

  /**
   * How many threads this graph's matrix products may use (at least 1; the default is the number of
   * CPUs). Each product large enough is cut into that many bands of C computed at the same time,
   * the calling thread taking the first; everything else the graph does runs on the calling thread.
   */
  public void setThreads(int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, got " + threads);
    }
    if (setThreads != null) {
      try {
        setThreads.invokeExact(threads);
      } catch (Throwable t) {
        throw new IllegalStateException(t);
      }
    }
  }

  /** The library computing this graph's large matrix products: "oneDNN", "OpenBLAS" or "none". */
  public String blasLibrary() {
    return blasLibrary;
  }

  MethodHandle entry() {
    return entry;
  }

  /** A native buffer of {@code bytes} from the buffer cache (for inputs); free it with {@link #free}. */
  java.lang.foreign.MemorySegment allocate(long bytes) {
    try {
      java.lang.foreign.MemorySegment m = (java.lang.foreign.MemorySegment) alloc.invokeExact(Math.max(bytes, 1));
      if (m.address() == 0) {
        throw new OutOfMemoryError("no native memory for " + bytes + " bytes");
      }
      return m.reinterpret(Math.max(bytes, 1));
    } catch (Error | RuntimeException e) {
      throw e;
    } catch (Throwable t) {
      throw new IllegalStateException(t);
    }
  }

  /**
   * The run-time shape check that failed in the last call (and clears it), or null. The flag is per
   * compiled graph: runs on several threads at once may see each other's failure.
   */
  String takeShapeError() {
    if (shapeError == null) {
      return null;
    }
    int code = shapeError.get(java.lang.foreign.ValueLayout.JAVA_INT, 0);
    if (code == 0) {
      return null;
    }
    shapeError.set(java.lang.foreign.ValueLayout.JAVA_INT, 0, 0);
    return code <= shapeChecks.size() ? shapeChecks.get(code - 1) : "check " + code;
  }

  /** Frees a result buffer (through the buffer cache). */
  void free(java.lang.foreign.MemorySegment allocated) {
    try {
      free.invokeExact(allocated);
    } catch (Throwable t) {
      throw new IllegalStateException(t);
    }
  }

  /**
   * The generated code allocates through a small cache of large buffers (buffer-cache.ll): its
   * {@code malloc}/{@code free} calls become {@code jmlir_alloc}/{@code jmlir_free}; its
   * {@code cblas_sgemm} calls become {@code jmlir_sgemm} (sgemm-threads.ll: the product cut into
   * bands, one per thread, each computed by single-threaded OpenBLAS).
   */
  private static void useBufferCache(Operation module) {
    MLIRContext ctx = module.context();
    for (Operation op : module.collect(o -> o.name().equals("llvm.func") || o.name().equals("llvm.call"))) {
      String attr = op.name().equals("llvm.func") ? "sym_name" : "callee";
      String name = op.attr(attr) instanceof StringAttr s ? s.value()
          : op.attr(attr) instanceof org.jmlir.ir.attr.SymbolRefAttr r ? r.root() : null;
      String renamed = "malloc".equals(name) ? "jmlir_alloc" : "free".equals(name) ? "jmlir_free"
          : "cblas_sgemm".equals(name) ? "jmlir_sgemm" : null;
      if (renamed != null) {
        op.setAttr(attr, op.name().equals("llvm.func") ? StringAttr.get(ctx, renamed) : org.jmlir.ir.attr.SymbolRefAttr.get(ctx, renamed));
      }
    }
  }

  @Override
  public void close() {
    try {
      drain.invokeExact();
      if (sgemmDrain != null) {
        sgemmDrain.invokeExact(); // the products' threads end before their code goes away
      }
    } catch (Throwable t) {
      // the engine goes anyway
    }
    engine.close();
  }

  @Override
  public String toString() {
    return "CompiledGraph" + inputs.stream().map(p -> p.name() + p.shapeText()).toList() + " -> "
        + outputs.stream().map(p -> p.name() + p.shapeText()).toList();
  }
}
