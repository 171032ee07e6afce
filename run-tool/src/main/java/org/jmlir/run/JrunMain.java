package org.jmlir.run;

import static org.bytedeco.llvm.global.LLVM.*;

import java.io.IOException;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMOrcThreadSafeContextRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.diag.DiagnosticEngine;
import org.jmlir.ir.diag.DiagnosticRenderer;
import org.jmlir.ir.diag.SourceMgr;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.verify.Verifier;
import org.jmlir.llvm.ExecutionEngine;
import org.jmlir.llvm.Llvm;
import org.jmlir.llvm.LlvmException;
import org.jmlir.llvm.translate.ModuleTranslation;
import org.jmlir.llvm.translate.TranslationException;
import org.jmlir.tool.FileBytes;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.IoReason;
import org.jmlir.tool.Tool;
import org.jmlir.tool.Tools;

/**
 * {@code jrun}: jmlir's mlir-runner. Reads a module in the llvm dialect, translates it to LLVM IR,
 * JIT-compiles it with ORC (at {@code -O0}..{@code -O3}, for the host or {@code --march}/{@code --mattr})
 * and calls the entry point ({@code -e}, {@code --entry-point-result}), printing an integer or float
 * result as mlir-runner does. {@code --shared-libs} naming MLIR's runner-utils libraries links jmlir's
 * own runtime ({@link RunnerUtils}) instead; other libraries load as given.
 *
 * <p>The JIT-compiled program runs in this JVM when jrun owns the process ({@code bin/jrun}: the
 * program's native crash ends the process with its signal, as mlir-runner's does, after one line on
 * stderr and without a JVM crash report: {@link ExecutionEngine#reportNativeCrashes}). Run as a
 * {@link Tool} inside another JVM (jlit), jrun starts itself as a child process instead, so that a
 * program that crashes cannot take its host down.
 */
public final class JrunMain implements Tool {
  static final String VERSION = "jrun (jmlir) 0.1.0, mlir-runner compatible, LLVM 20 (bytedeco), textual format of MLIR 22";

  /** Set by {@link #main}: this JVM is jrun's own process, so the program may run in it. */
  private static volatile boolean ownsProcess;

  public static void main(String[] args) {
    ownsProcess = true;
    // JavaCPP's physical-memory limit off (unless the user set one): with it, each native allocation
    // that registers a deallocator (the translation's and the JIT set-up's arrays and strings) read
    // /proc/self/statm inside a lock both threads take (13 reads in a small run), and a JIT-compiled
    // program's own memory counted against the limit. The deallocators still run, and JavaCPP's
    // limit on the bytes it allocates itself stays (BENCHMARKS.md issue 12).
    if (System.getProperty("org.bytedeco.javacpp.maxPhysicalBytes") == null
        && System.getProperty("org.bytedeco.javacpp.maxphysicalbytes") == null) {
      System.setProperty("org.bytedeco.javacpp.maxPhysicalBytes", "0");
    }
    Tools.main(new JrunMain(), args);
  }

  @Override
  public String name() {
    return "jrun";
  }

  @Override
  public int run(Invocation inv) throws Exception {
    RunOptions o = RunOptions.parse(inv.args());
    if (o.error != null) {
      inv.stderr().println("jrun: " + o.error);
      return 1;
    }
    if (o.help) {
      inv.stdout().print(RunOptions.usage());
      return 0;
    }
    if (o.version) {
      inv.stdout().println(VERSION);
      return 0;
    }
    if (!ownsProcess && !Boolean.getBoolean("jmlir.jrun.inProcess")) {
      return ChildProcess.run(inv);
    }
    return runHere(inv, o);
  }

  /** -Djmlir.jrun.timing=true: the time of each phase on stderr (for tuning start-up). */
  private static final boolean TIMING = Boolean.getBoolean("jmlir.jrun.timing");
  private static long last = System.nanoTime();

  private static long lastCpu;

  static void phase(Invocation inv, String name) {
    if (TIMING) {
      long now = System.nanoTime();
      long cpu = org.jmlir.llvm.ExecutionEngine.threadCpuNanos();
      // Not printf: its first use (Formatter, regular expressions) costs more than most phases.
      inv.stderr().println("jrun: " + name + " " + (now - last) / 1000 / 1e3 + " ms wall " + (cpu - lastCpu) / 1000 / 1e3
          + " ms thread cpu, at " + (now - ExecutionEngine.timingOrigin) / 1000 / 1e3 + " ms");
      last = System.nanoTime();
      lastCpu = org.jmlir.llvm.ExecutionEngine.threadCpuNanos();
    }
  }

  private static int runHere(Invocation inv, RunOptions o) throws IOException {
    if (TIMING) {
      ExecutionEngine.timingOrigin = last;
    }
    phase(inv, "start");
    // Started interpreted by bin/jrun: a run that needs compilers is handed to a child JVM with them
    // (CompiledRerun), as soon as that is known: from the options and the input file's size here, from
    // the size of an input read from stdin, or from the functions the parsed program declares.
    boolean mayRerun = CompiledRerun.interpretedStart();
    if (mayRerun && CompiledRerun.needsCompilers(inv, o)) {
      int status = rerun(inv, null);
      if (status >= 0) {
        return status;
      }
      mayRerun = false;
    }
    JitSetup setup = JitSetup.start(inv, warnings -> engineOptions(inv, o, warnings));
    phase(inv, "thread");
    byte[] input;
    String bufferName = o.input.equals("-") ? "<stdin>" : o.input;
    try {
      input = o.input.equals("-") ? inv.stdin().readAllBytes() : FileBytes.read(inv.resolve(o.input));
    } catch (NoSuchFileException e) {
      inv.stderr().println("Error: could not open input file '" + o.input + "': No such file or directory");
      return 1;
    }
    phase(inv, "read");
    if (mayRerun && input.length > CompiledRerun.MAX_INTERPRETED_BYTES) { // read from stdin
      int status = rerun(inv, input);
      if (status >= 0) {
        return status;
      }
    }
    // The set-up thread's path is the longer one (BENCHMARKS.md, issue 12): this thread reads what it
    // will need (the support object, a plain file) before parsing and, when LLVM loads through JavaCPP's
    // libraries (no glue), the class-path resources JavaCPP reads as it starts. With jmlir's glue this
    // thread reads no class-path resource: a first one loads a JDK library and links natives, which wait
    // for the dynamic loader's lock while the set-up thread loads libLLVM.
    org.jmlir.llvm.SupportObject.prefetch();
    phase(inv, "support-object");
    Llvm.readResources();
    phase(inv, "resources");
    MLIRContext ctx = JrunDialects.context();
    // Parsed and verified on this thread: the verifier's threads for a module of 8 or more functions
    // (declarations included) cost more to start than they save on jrun's inputs, while the set-up
    // thread has the other core (a module of 7 small functions: verification 21 ms -> 3 ms, BENCHMARKS.md
    // issue 12). The GPU emulation's passes get threads again.
    ctx.enableMultithreading(false);
    phase(inv, "dialects");
    SourceMgr mgr = new SourceMgr(inv.workingDirectory());
    mgr.addBuffer(bufferName, input);
    StringBuilder errors = new StringBuilder();
    Operation module;
    try (DiagnosticEngine.Registration reg = ctx.diagnostics().pushHandler(new DiagnosticRenderer(mgr, errors::append))) {
      module = SourceParser.parse(ctx, input, bufferName,
          o.noImplicitModule ? new ParseOptions(false) : ParseOptions.DEFAULT);
      phase(inv, "parse-only");
      if (module == null || !Verifier.verify(module)) {
        inv.stderr().print(errors);
        inv.stderr().println("Error: could not parse the input IR");
        return 1;
      }
      if (o.noImplicitModule && !module.hasTrait(org.jmlir.ir.Trait.SYMBOL_TABLE)) {
        // mlir-runner's wording; its parse then fails as a whole.
        inv.stderr().println("Error: top-level op must be a symbol table.");
        inv.stderr().println("Error: could not parse the input IR");
        return 1;
      }
      phase(inv, "parse");
      if (mayRerun && CompiledRerun.callsJavaRuntime(module)) {
        int status = rerun(inv, o.input.equals("-") ? input : null);
        if (status >= 0) {
          return status;
        }
      }
      ctx.enableMultithreading(true);
      if (o.gpuEmulate && !GpuEmulation.lower(ctx, module)) {
        inv.stderr().print(errors);
        inv.stderr().println("Error: could not emulate the GPU program on the host");
        return 1;
      }
      return compileAndRun(inv, o, module, errors, setup);
    }
  }

  /** {@link CompiledRerun#run}, its failure to start reported as jrun's error (status 1). */
  private static int rerun(Invocation inv, byte[] input) {
    try {
      return CompiledRerun.run(inv, input);
    } catch (IOException e) {
      inv.stderr().println("jrun: error: could not start a compiled run: " + e.getMessage());
      return 1;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return 1;
    }
  }

  /** What the entry point returns, from --entry-point-result. */
  private enum Result { VOID, I32, I64, F32, UNSUPPORTED }

  private static int compileAndRun(Invocation inv, RunOptions o, Operation module, StringBuilder errors,
      JitSetup setup) {
    Result result = switch (o.entryResult) {
      case "void" -> Result.VOID;
      case "i32" -> Result.I32;
      case "i64" -> Result.I64;
      case "f32" -> Result.F32;
      default -> Result.UNSUPPORTED;
    };
    boolean runtimeCalls = declaresRuntime(module);
    Operation gpuUse = deviceUse(module, o.gpuEmulate);
    List<String> ctors = new ArrayList<>();
    List<String> dtors = new ArrayList<>();
    List<String> gpuRuntime = new ArrayList<>();
    String[] entryError = {null};
    ExecutionEngine.ModuleBuilder translation = llvmCtx -> {
      LLVMModuleRef m;
      phase(inv, "llvm-load");
      try {
        m = ModuleTranslation.translate(module, llvmCtx);
        phase(inv, "translate");
      } catch (TranslationException e) {
        throw new LlvmException(e.getMessage(), e);
      }
      entryError[0] = checkEntry(m, o.entry, result);
      if (gpuUse != null || runtimeCalls) {
        for (LLVMValueRef f = LLVMGetFirstFunction(m); f != null && !f.isNull(); f = LLVMGetNextFunction(f)) {
          String name = LLVMGetValueName(f).getString();
          if (LLVMIsDeclaration(f) != 0 && name.startsWith("mgpu")) {
            gpuRuntime.add(name);
          }
        }
      }
      ctors.addAll(ModuleTranslation.structors(m, "llvm.global_ctors"));
      dtors.addAll(ModuleTranslation.structors(m, "llvm.global_dtors"));
      return m;
    };
    // A host program is translated as soon as LLVM is loaded, in a context of its own, while the
    // set-up thread still makes the JIT (~3 ms of a small run's wall time, BENCHMARKS.md issue 12);
    // what the translation reports waits until the set-up's own messages are out, as before.
    LLVMOrcThreadSafeContextRef context = null;
    LLVMModuleRef early = null;
    Exception earlyError = null;
    // The set-up thread is still loading LLVM's libraries: this thread does a Java-only part of its path.
    Llvm.initializeBindings();
    phase(inv, "bindings");
    if (gpuUse == null && setup.awaitLlvm()) {
      context = ExecutionEngine.newContext();
      try {
        early = translation.build(LLVMOrcThreadSafeContextGetContext(context));
      } catch (LlvmException | RuntimeException e) {
        earlyError = e;
      }
    }
    ExecutionEngine.Setup ready = setup.await();
    if (ready == null) {
      return 1;
    }
    if (!o.llvmOptions.isEmpty()) {
      // LLVM is loaded: its cl options (-enable-matrix, ...) take effect before the program's passes.
      List<String> argv = new ArrayList<>();
      argv.add("jrun");
      argv.addAll(o.llvmOptions);
      LLVMParseCommandLineOptions(argv.size(), new org.bytedeco.javacpp.PointerPointer<>(argv.toArray(new String[0])),
          new org.bytedeco.javacpp.BytePointer(""));
    }
    phase(inv, "jit-setup");
    if (gpuUse != null) {
      String why = GpuLaunch.unavailable();
      if (why != null) {
        // At the op's location, without the op's text (a gpu.binary's object can be large).
        gpuUse.context().diagnostics().emitError(gpuUse.location(),
            "cannot run the GPU program: " + why + " (jrun --gpu-emulate runs GPU programs on the host)");
        inv.stderr().print(errors);
        return 1;
      }
    }
    ExecutionEngine engine;
    try {
      if (context != null) {
        LLVMModuleRef translated = early;
        Exception failed = earlyError;
        engine = ExecutionEngine.create(llvmCtx -> {
          if (failed instanceof LlvmException e) {
            throw e;
          } else if (failed instanceof RuntimeException e) {
            throw e;
          }
          return translated;
        }, ready, o.dumpObjectFile, context);
      } else {
        engine = ExecutionEngine.create(translation, ready, o.dumpObjectFile);
      }
    } catch (LlvmException e) {
      if (e.getCause() instanceof TranslationException t) {
        (t.op() != null ? t.op().emitError(t.getMessage()) : module.emitError(t.getMessage())).report();
        inv.stderr().print(errors);
        return 1;
      }
      inv.stderr().println("Error: " + e.getMessage());
      return 1;
    }
    phase(inv, "jit-add");
    // In jrun's own process the engine is left to the process's end (Tools.main halts right after):
    // disposing of the JIT and its contexts took ~0.4 ms between the program's last output and the
    // exit (BENCHMARKS.md, issue 12). Inside another JVM (jmlir.jrun.inProcess) it is closed.
    ExecutionEngine closing = ownsProcess ? null : engine;
    try (closing) {
      if (!gpuRuntime.isEmpty()) {
        try {
          // Under emulation only the functions with a host version (sparse, stream and memory ones) are linked.
          engine.defineSymbols(o.gpuEmulate ? GpuLaunch.hostSymbols(gpuRuntime) : GpuLaunch.symbols(gpuRuntime));
        } catch (LlvmException e) {
          inv.stderr().println("Error: " + e.getMessage());
          return 1;
        }
      }
      if (entryError[0] != null) {
        inv.stderr().println("Error: " + entryError[0]);
        return 1;
      }
      if (o.dumpObjectFile) {
        String file = o.objectFilename.isEmpty() ? o.input + ".o" : o.objectFilename;
        try {
          Files.write(inv.resolve(file), engine.objectFile());
        } catch (IOException e) {
          // As mlir-runner: reported with the system's reason, and the program still runs.
          inv.stderr().println("cannot open output file '" + file + "': " + IoReason.of(e));
        }
      }
      String printed;
      try {
        engine.reportNativeCrashes();
        phase(inv, "compile");
        if (TIMING) {
          engine.lookup(o.entry); // the program's compile and link, timed apart from its run
          phase(inv, "codegen");
        }
        engine.runConstructors(ctors);
        printed = switch (result) {
          case VOID -> {
            engine.callVoid(o.entry);
            yield null;
          }
          case I32 -> Integer.toString(engine.callInt(o.entry));
          case I64 -> Long.toString(engine.callLong(o.entry));
          case F32 -> org.jmlir.llvm.RunnerUtils.formatE(engine.callFloat(o.entry));
          case UNSUPPORTED -> throw new IllegalStateException("checkEntry refuses it");
        };
        engine.runConstructors(dtors);
      } catch (LlvmException e) {
        flush(engine);
        inv.stderr().println("Error: " + e.getMessage());
        return 1;
      } catch (Throwable t) {
        flush(engine);
        inv.stderr().println("Error: " + t);
        return 1;
      }
      // The result goes out before what the program left in C stdio's buffer, as mlir-runner's
      // (llvm::outs() is flushed before stdio's buffers at exit): on a pipe "3" comes before a
      // program's unflushed "hello", on a terminal after its complete lines.
      if (printed != null) {
        inv.stdout().println(printed);
        inv.stdout().flush();
      }
      flush(engine);
      phase(inv, "run");
      if (TIMING) {
        // The origin on the monotonic clock (System.nanoTime's, in ns), printed last (a first string
        // concatenation of its kind costs milliseconds interpreted), to line the phases up with a
        // native tool's time stamps (clock_gettime(CLOCK_MONOTONIC), e.g. the preloading shim's).
        inv.stderr().println("jrun: origin " + ExecutionEngine.timingOrigin + " ns monotonic");
      }
      inv.stdout().flush();
      return 0;
    }
  }

  private static void flush(ExecutionEngine engine) {
    try {
      engine.flushOutput();
    } catch (LlvmException e) {
      // nothing more can be done for the program's output
    }
  }

  /**
   * The op that makes {@code module} need a GPU: a {@code gpu.binary} (kernels to launch) or a
   * declaration of an {@code mgpu*} runtime function; null for host-only programs (which then never
   * load CUDA).
   */
  static Operation deviceUse(Operation module) {
    return deviceUse(module, false);
  }

  /** Whether {@code module} declares an {@code mgpu*} runtime function. */
  private static boolean declaresRuntime(Operation module) {
    for (Operation op : module.region(0).front()) {
      if (op.name().equals("llvm.func") && op.attr("sym_name") instanceof org.jmlir.ir.attr.StringAttr s && s.value().startsWith("mgpu")
          && op.region(0).isEmpty()) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@link #deviceUse(Operation)}; under emulation ({@code emulated}) declarations of runtime
   * functions with a host version (the sparse ones) do not need a device.
   */
  static Operation deviceUse(Operation module, boolean emulated) {
    for (Operation op : module.region(0).front()) {
      if (op.name().equals("gpu.binary")
          || op.name().equals("llvm.func") && op.attr("sym_name") instanceof org.jmlir.ir.attr.StringAttr s
              && s.value().startsWith("mgpu") && op.region(0).isEmpty() && !(emulated && GpuLaunch.hasHostVersion(s.value()))) {
        return op;
      }
    }
    return null;
  }

  /** The checks mlir-runner makes of the entry point, on its LLVM function; null when it fits. */
  private static String checkEntry(LLVMModuleRef m, String entry, Result result) {
    if (result == Result.UNSUPPORTED) {
      return "unsupported function type";
    }
    LLVMValueRef fn = LLVMGetNamedFunction(m, entry);
    if (fn == null || fn.isNull() || LLVMIsDeclaration(fn) != 0) {
      return "entry point not found";
    }
    LLVMTypeRef type = LLVMGlobalGetValueType(fn);
    if (LLVMCountParamTypes(type) != 0) {
      return "JIT can't invoke a main function expecting arguments";
    }
    LLVMTypeRef ret = LLVMGetReturnType(type);
    int kind = LLVMGetTypeKind(ret);
    return switch (result) {
      case VOID -> kind == LLVMVoidTypeKind ? null : "expected void function";
      case I32 -> kind == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ret) == 32 ? null
          : "only single i32 function result supported";
      case I64 -> kind == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ret) == 64 ? null
          : "only single i64 function result supported";
      case F32 -> kind == LLVMFloatTypeKind ? null : "only single f32 function result supported";
      case UNSUPPORTED -> "unsupported function type";
    };
  }

  /**
   * The engine's options: -O level, target, and the libraries (MLIR's runner utils become ours);
   * warnings go to {@code warnings}.
   */
  private static ExecutionEngine.Options engineOptions(Invocation inv, RunOptions o, java.io.PrintStream warnings)
      throws LlvmException {
    boolean runtime = false;
    List<Path> libs = new ArrayList<>();
    for (String lib : o.sharedLibs) {
      Path p = inv.resolve(lib);
      String file = p.getFileName() == null ? lib : p.getFileName().toString();
      if (file.startsWith("libmlir_runner_utils") || file.startsWith("libmlir_c_runner_utils")
          || file.startsWith("libmlir_apfloat_wrappers")) {
        runtime = true;
      } else if (!Files.isRegularFile(p) || !Files.isReadable(p)) {
        // As mlir-runner: a library that cannot be read is reported (its absolute path, the system's
        // reason) and skipped; the run goes on.
        String why = !Files.exists(p) ? "No such file or directory"
            : Files.isDirectory(p) ? "Is a directory" : "Permission denied";
        warnings.println("Failed to create MemoryBuffer for: " + p.toAbsolutePath() + "\nError: " + why);
      } else {
        libs.add(p.toAbsolutePath());
      }
    }
    String features = Target.features(o.mattr, warnings);
    Target.checkArch(o.march);
    // Without -O, mlir-runner runs no optimisation passes (not even -O0's, which inlines alwaysinline
    // functions) and generates code at LLVM's default level.
    int passes = o.optLevel;
    int codegen = o.optLevel < 0 ? 2 : o.optLevel;
    return new ExecutionEngine.Options(passes, codegen, "", features, libs, runtime);
  }
}
