package org.jmlir.llvm;

import static org.bytedeco.llvm.global.LLVM.*;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.Pointer;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMErrorRef;
import org.bytedeco.llvm.LLVM.LLVMJITEvaluatedSymbol;
import org.bytedeco.llvm.LLVM.LLVMMemoryBufferRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMOrcCSymbolMapPair;
import org.bytedeco.llvm.LLVM.LLVMOrcDefinitionGeneratorRef;
import org.bytedeco.llvm.LLVM.LLVMOrcDisposeCAPIDefinitionGeneratorFunction;
import org.bytedeco.llvm.LLVM.LLVMOrcJITDylibRef;
import org.bytedeco.llvm.LLVM.LLVMOrcLLJITBuilderRef;
import org.bytedeco.llvm.LLVM.LLVMOrcLLJITRef;
import org.bytedeco.llvm.LLVM.LLVMOrcThreadSafeContextRef;
import org.bytedeco.llvm.LLVM.LLVMPassBuilderOptionsRef;
import org.bytedeco.llvm.LLVM.LLVMTargetMachineRef;
import org.bytedeco.llvm.LLVM.LLVMTargetRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;

/**
 * Compiles an LLVM module once with ORC's LLJIT and hands out its functions, as MLIR's
 * {@code ExecutionEngine} does: the module is optimised with LLVM's {@code default<On>} pipeline for
 * the host (or {@link Options#cpu()}/{@link Options#features()}), code is generated at the same level,
 * undefined symbols resolve against jmlir's runner-utils runtime ({@link RunnerUtils}), the shared
 * libraries given, then the process (libc, libm). Functions are called through the Foreign Function
 * &amp; Memory API ({@link #function}); memrefs are passed as {@link MemRefDescriptor}s.
 */
public final class ExecutionEngine implements AutoCloseable {
  /**
   * How to compile.
   *
   * @param optLevel 0..3: LLVM's {@code default<On>} pipeline; -1: no passes at all (mlir-runner without
   *     {@code -O}, which, unlike {@code -O0}, does not even inline {@code alwaysinline} functions)
   * @param codeGenLevel 0..3: the code generator's optimisation level
   * @param cpu the CPU to generate code for; empty: the host's
   * @param features extra target features, LLVM's {@code +avx2,-sse4.1} form; added to the host's
   * @param sharedLibraries libraries whose symbols the module may use (loaded as given)
   * @param runnerUtils whether the runner-utils runtime ({@code printMemrefF32}, ...) is linked
   */
  public record Options(int optLevel, int codeGenLevel, String cpu, String features, List<Path> sharedLibraries,
      boolean runnerUtils) {
    public Options {
      if (optLevel < -1 || optLevel > 3 || codeGenLevel < 0 || codeGenLevel > 3) {
        throw new IllegalArgumentException("optimization levels must be 0..3 (passes: -1..3), not " + optLevel + "/"
            + codeGenLevel);
      }
      sharedLibraries = List.copyOf(sharedLibraries);
    }

    /** -O2 for the host, with the runtime. */
    public static Options defaults() {
      return new Options(2, 2, "", "", List.of(), true);
    }

    /** The same options at {@code -O<level>} (passes and code generation). */
    public Options withOptLevel(int level) {
      return new Options(level, level, cpu, features, sharedLibraries, runnerUtils);
    }
  }

  /** Builds the module to compile in the context it is given (the JIT's). */
  @FunctionalInterface
  public interface ModuleBuilder {
    LLVMModuleRef build(LLVMContextRef context) throws LlvmException;
  }

  private final LLVMOrcLLJITRef jit;
  /** The context of the modules added now (the program's, once created); see {@link #create(ModuleBuilder, Setup, boolean)}. */
  private LLVMOrcThreadSafeContextRef tsc;
  /** Contexts no longer used for new modules (the support module's), disposed on close. */
  private final List<LLVMOrcThreadSafeContextRef> retired = new java.util.ArrayList<>();
  /** Held by {@link Setup#warmUp()}'s compile, which {@link #close()} waits for. */
  private final Object warmUpLock = new Object();
  private byte[] objectFile;
  private volatile boolean closed;
  /** The trampolines called so far, and the cells their function pointers live in (freed on close). */
  private final Map<String, LLVMOrcDisposeCAPIDefinitionGeneratorFunction> trampolines = new java.util.HashMap<>();
  private final List<BytePointer> cells = new java.util.ArrayList<>();

  private ExecutionEngine(LLVMOrcLLJITRef jit, LLVMOrcThreadSafeContextRef tsc, byte[] objectFile) {
    this.jit = jit;
    this.tsc = tsc;
    this.objectFile = objectFile;
  }

  /** Compiles the LLVM IR in {@code text} (assembly or bitcode). */
  public static ExecutionEngine fromIr(byte[] text, Options options) throws LlvmException {
    return create(ctx -> LlvmIr.parse(ctx, text, "<jit>"), options, false);
  }

  /**
   * Compiles the module {@code builder} makes. With {@code keepObject}, the object file the target
   * machine generates for the optimised module is kept for {@link #objectFile()}.
   */
  public static ExecutionEngine create(ModuleBuilder builder, Options options, boolean keepObject) throws LlvmException {
    return create(builder, setUp(options), keepObject);
  }

  /**
   * The part of an engine that does not depend on the program: LLVM loaded, the target machines, the
   * JIT with jmlir's support functions compiled and callable, the shared libraries' and the process's
   * symbol generators. Made by {@link #setUp}, possibly on another thread while the caller parses its
   * input (jrun: the two take about the same time), then completed by {@link #create(ModuleBuilder,
   * Setup, boolean)}, once. A set-up that is never used keeps its JIT until the process ends.
   */
  public static final class Setup {
    private final Options options;
    private final LLVMTargetMachineRef tm;
    private final ExecutionEngine engine;
    private boolean used;

    private Setup(Options options, LLVMTargetMachineRef tm, ExecutionEngine engine) {
      this.options = options;
      this.tm = tm;
      this.engine = engine;
    }

    /** The options the set-up was made for. */
    public Options options() {
      return options;
    }

    /**
     * Compiles jmlir's support module (links it, where the build made its object code: {@link
     * SupportObject}) and calls into it,
     * for a set-up made by {@link #setUpLazily}; may run while another thread completes the set-up
     * with {@link #create(ModuleBuilder, Setup, boolean)} (the program is built in a context of its
     * own), which then waits for this compile at its first call.
     */
    public void warmUp() throws LlvmException {
      synchronized (engine.warmUpLock) {
        if (!engine.closed) {
          engine.callVoid("__jmlir_flush");
        }
      }
    }
  }

  /**
   * Sets up an engine for {@code options} (see {@link Setup}); thread-safe, and the set-up may be
   * completed on another thread.
   */
  public static Setup setUp(Options options) throws LlvmException {
    Setup s = setUpLazily(options);
    try {
      s.warmUp();
    } catch (LlvmException e) {
      LLVMDisposeTargetMachine(s.tm);
      s.engine.close();
      throw e;
    }
    return s;
  }

  /**
   * {@link #setUp(Options)} without compiling the support module, which {@link Setup#warmUp()} (or the
   * first call) compiles.
   */
  public static Setup setUpLazily(Options options) throws LlvmException {
    return setUpLazily(options, SupportObject.load());
  }

  /** {@link #setUpLazily(Options)} with the support module's object code {@code supportObject}; null: its IR. */
  static Setup setUpLazily(Options options, byte[] supportObject) throws LlvmException {
    stamp(null);
    Llvm.ensureInitialized();
    stamp("llvm-load");
    // One target machine optimises the module (and emits the object file); LLJIT takes the other.
    LLVMTargetMachineRef tm = targetMachine(options);
    LLVMTargetMachineRef jitTm = targetMachine(options);
    LLVMOrcThreadSafeContextRef tsc = LLVMOrcCreateNewThreadSafeContext();
    LLVMOrcLLJITBuilderRef jb = LLVMOrcCreateLLJITBuilder();
    LLVMOrcLLJITBuilderSetJITTargetMachineBuilder(jb, LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine(jitTm));
    LLVMOrcLLJITRef jit = new LLVMOrcLLJITRef();
    stamp("tms");
    LLVMErrorRef created = LLVMOrcCreateLLJIT(jit, jb);
    stamp("lljit");
    if (created != null && !created.isNull()) {
      LLVMDisposeTargetMachine(tm);
      LLVMOrcDisposeThreadSafeContext(tsc);
      Llvm.check(created, "could not create the JIT");
    }
    ExecutionEngine engine = new ExecutionEngine(jit, tsc, null);
    try {
      LLVMOrcJITDylibRef jd = LLVMOrcLLJITGetMainJITDylib(jit);
      // Linked from the object code the build made where there is one (SupportObject), else compiled.
      if (supportObject != null) {
        engine.addObject(supportObject, "jmlir-support");
      } else {
        // (The memref printers only for a program that may call them: compiling them costs the others.)
        String support = options.runnerUtils() ? RuntimeIr.support() : RuntimeIr.supportWithoutMemrefs();
        engine.addIr(support.getBytes(java.nio.charset.StandardCharsets.UTF_8), "jmlir-support");
      }
      stamp("support-ir");
      for (Path lib : options.sharedLibraries()) {
        if (!Files.isRegularFile(lib)) {
          throw new LlvmException("could not load the shared library '" + lib + "': No such file");
        }
        LLVMOrcDefinitionGeneratorRef gen = new LLVMOrcDefinitionGeneratorRef();
        String why = Llvm.takeError(
            LLVMOrcCreateDynamicLibrarySearchGeneratorForPath(gen, new BytePointer(lib.toString()), (byte) 0, null, null));
        if (why != null) {
          // As MLIR's ExecutionEngine: a library the dynamic loader refuses is reported and skipped (a
          // program that needs its symbols then fails to link, naming them).
          System.err.println("Could not load " + lib + ":\n  " + why);
          continue;
        }
        LLVMOrcJITDylibAddGenerator(jd, gen);
      }
      LLVMOrcDefinitionGeneratorRef process = new LLVMOrcDefinitionGeneratorRef();
      Llvm.check(LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(process, (byte) 0, null, null),
          "could not search the process's symbols");
      LLVMOrcJITDylibAddGenerator(jd, process);
      // compiler-rt's conversions that LLVM's x86 code calls where the CPU has no instruction for them
      // (__truncdfhf2: f64 to f16, ...): mlir-runner finds them in libgcc_s, which its executable
      // links (so in the global scope); a JVM has it only as a library's local dependency, if at all.
      // Searched after the process.
      LLVMOrcDefinitionGeneratorRef libgcc = new LLVMOrcDefinitionGeneratorRef();
      if (Llvm.takeError(LLVMOrcCreateDynamicLibrarySearchGeneratorForPath(libgcc, new BytePointer("libgcc_s.so.1"),
          (byte) 0, null, null)) == null) {
        LLVMOrcJITDylibAddGenerator(jd, libgcc);
      }
      stamp("generators");
    } catch (LlvmException e) {
      LLVMDisposeTargetMachine(tm);
      engine.close();
      throw e;
    }
    return new Setup(options, tm, engine);
  }

  private static final boolean TIMING = Boolean.getBoolean("jmlir.jrun.timing");
  /** Where the timing's "at" times count from (System.nanoTime; jrun sets it when its main starts). */
  public static volatile long timingOrigin = System.nanoTime();
  private static long lastWall;
  private static long lastCpu;

  /** This thread's CPU time so far in nanoseconds (Linux's schedstat), for timing; 0 where unknown. */
  public static long threadCpuNanos() {
    try {
      String s = Files.readString(Path.of("/proc/thread-self/schedstat"));
      return Long.parseLong(s.substring(0, s.indexOf(' ')));
    } catch (java.io.IOException | RuntimeException e) {
      return 0;
    }
  }

  /** -Djmlir.jrun.timing=true: the set-up's steps on stderr, wall and this thread's CPU time. */
  static void stamp(String step) {
    if (TIMING) {
      long now = System.nanoTime();
      long cpu = threadCpuNanos();
      if (step != null) {
        System.err.println("jrun: setup " + step + " " + (now - lastWall) / 1000 / 1e3 + " ms wall " + (cpu - lastCpu) / 1000 / 1e3
            + " ms thread cpu, at " + (now - timingOrigin) / 1000 / 1e3 + " ms");
      }
      lastWall = System.nanoTime();
      lastCpu = threadCpuNanos();
    }
  }

  /**
   * Completes {@code setup} with the module {@code builder} makes (in the JIT's context): optimised at
   * the set-up's level, the runtime functions it declares defined, added to the JIT. With
   * {@code keepObject}, the object file the target machine generates for it is kept for
   * {@link #objectFile()}.
   */
  public static ExecutionEngine create(ModuleBuilder builder, Setup setup, boolean keepObject) throws LlvmException {
    return create(builder, setup, keepObject, null);
  }

  /**
   * A context for a program's module made before its set-up completes (LLVM loaded, e.g. while
   * another thread still makes the JIT): build the module in it, then pass it to {@link
   * #create(ModuleBuilder, Setup, boolean, LLVMOrcThreadSafeContextRef)}, which takes it over.
   */
  public static LLVMOrcThreadSafeContextRef newContext() {
    Llvm.ensureInitialized();
    return LLVMOrcCreateNewThreadSafeContext();
  }

  /**
   * {@link #create(ModuleBuilder, Setup, boolean)} with the program's module built in {@code context}
   * (from {@link #newContext()}; null: a new one), which the engine then owns.
   */
  public static ExecutionEngine create(ModuleBuilder builder, Setup setup, boolean keepObject,
      LLVMOrcThreadSafeContextRef context) throws LlvmException {
    synchronized (setup) {
      if (setup.used) {
        throw new IllegalStateException("the set-up was used already");
      }
      setup.used = true;
    }
    ExecutionEngine engine = setup.engine;
    LLVMTargetMachineRef tm = setup.tm;
    Options options = setup.options;
    try {
      // The program gets a context of its own: the support module's may be in use by a compile on
      // the set-up's thread (Setup.warmUp), and an LLVM context is for one thread at a time.
      synchronized (engine) {
        engine.retired.add(engine.tsc);
        engine.tsc = context != null ? context : LLVMOrcCreateNewThreadSafeContext();
      }
      LLVMModuleRef module = builder.build(LLVMOrcThreadSafeContextGetContext(engine.tsc));
      // The symbols the program declares: the runtime defines only those (an upcall stub costs time).
      List<String> declared = new java.util.ArrayList<>();
      for (LLVMValueRef f = LLVMGetFirstFunction(module); f != null && !f.isNull(); f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f) != 0) {
          declared.add(LLVMGetValueName(f).getString());
        }
      }
      try {
        prepare(module, tm, options.optLevel());
        if (keepObject) {
          engine.objectFile = emit(tm, module, LLVMObjectFile);
        }
      } catch (LlvmException e) {
        LLVMDisposeModule(module);
        throw e;
      }
      LLVMOrcJITDylibRef jd = LLVMOrcLLJITGetMainJITDylib(engine.jit);
      if (options.runnerUtils()) {
        // The C-stdio functions are the support module's (object code made at build time): the
        // program's declarations of them are renamed to the support module's names, instead of their
        // definitions being compiled with the program (~0.8 ms of a small run's compile, and ~0.7 ms
        // of parsing and linking their IR before).
        for (LLVMValueRef f = LLVMGetFirstFunction(module); f != null && !f.isNull(); f = LLVMGetNextFunction(f)) {
          if (LLVMIsDeclaration(f) != 0) {
            String name = LLVMGetValueName(f).getString();
            if (RuntimeSymbols.inSupport(name)) {
              String renamed = RuntimeSymbols.supportSymbol(name);
              LLVMSetValueName2(f, renamed, renamed.length());
            }
          }
        }
        // Those are defined (the memref printers and memrefCopy among them: no Java wrapper for them).
        declared.removeIf(RuntimeSymbols::inSupport);
        // The rest is linked into the program's module (after its passes and its object file, so both
        // stay as they were): one compile instead of one per module, each setting up LLVM's code
        // generator anew (~2 ms of a small run, BENCHMARKS.md issue 12).
        // (RuntimeIr's text is made only for a program declaring one of those.)
        boolean anyWithProgram = false;
        for (String name : declared) {
          anyWithProgram |= RuntimeSymbols.WITH_PROGRAM.contains(name);
        }
        String withProgram = anyWithProgram ? RuntimeIr.module(declared) : null;
        if (withProgram != null) {
          linkIr(module, withProgram.getBytes(java.nio.charset.StandardCharsets.UTF_8), "jmlir-runtime");
        }
        String upcalls = RunnerUtils.upcallIr(declared, RunnerUtils::upcallAddress);
        if (upcalls != null) {
          linkIr(module, upcalls.getBytes(java.nio.charset.StandardCharsets.UTF_8), "jmlir-upcalls");
        }
      }
      Llvm.check(LLVMOrcLLJITAddLLVMIRModule(engine.jit, jd, LLVMOrcCreateNewThreadSafeModule(module, engine.tsc)),
          "could not add the module to the JIT");
      if (options.runnerUtils()) {
        // The runtime's Java functions write and format through this JIT's support functions.
        CStdio.useJit(engine);
      }
    } catch (LlvmException | RuntimeException e) {
      engine.close();
      throw e;
    } finally {
      LLVMDisposeTargetMachine(tm);
    }
    return engine;
  }

  /**
   * Defines more symbols for the program (another runtime's upcall stubs, e.g. the GPU runtime's
   * {@code mgpu*} functions); call before the first {@link #lookup}, which links the program.
   */
  public void defineSymbols(Map<String, MemorySegment> symbols) throws LlvmException {
    if (!symbols.isEmpty()) {
      defineAbsolute(LLVMOrcLLJITGetMainJITDylib(jit), symbols);
    }
  }

  private void defineAbsolute(LLVMOrcJITDylibRef jd, Map<String, MemorySegment> symbols) throws LlvmException {
    Llvm.initialize(LLVMOrcCSymbolMapPair.class, LLVMJITEvaluatedSymbol.class,
        org.bytedeco.llvm.LLVM.LLVMJITSymbolFlags.class);
    LLVMOrcCSymbolMapPair pairs = new LLVMOrcCSymbolMapPair(symbols.size());
    int i = 0;
    for (Map.Entry<String, MemorySegment> e : symbols.entrySet()) {
      // Each element through the array's own position: getPointer(i) makes a new instance by
      // reflection, whose first use in a JVM costs tens of milliseconds.
      LLVMOrcCSymbolMapPair p = pairs.position(i++);
      p.Name(LLVMOrcLLJITMangleAndIntern(jit, e.getKey()));
      LLVMJITEvaluatedSymbol sym = p.Sym();
      sym.Address(e.getValue().address());
      sym.Flags().GenericFlags((byte) (LLVMJITSymbolGenericFlagsExported | LLVMJITSymbolGenericFlagsCallable));
      sym.Flags().TargetFlags((byte) 0);
    }
    pairs.position(0);
    Llvm.check(LLVMOrcJITDylibDefine(jd, LLVMOrcAbsoluteSymbols(pairs, symbols.size())),
        "could not define the runtime's symbols");
    pairs.deallocate();
  }

  /** The target machine of {@code options}: the host's triple, CPU and features unless told otherwise. */
  static LLVMTargetMachineRef targetMachine(Options options) throws LlvmException {
    Llvm.ensureInitialized();
    String triple = Llvm.hostTriple();
    LLVMTargetRef target = new LLVMTargetRef();
    BytePointer err = new BytePointer();
    if (LLVMGetTargetFromTriple(new BytePointer(triple), target, err) != 0) {
      throw new LlvmException("no target for " + triple + ": " + Llvm.takeMessage(err));
    }
    String cpu = options.cpu().isEmpty() ? Llvm.takeMessage(LLVMGetHostCPUName()) : options.cpu();
    String features = options.cpu().isEmpty() ? Llvm.takeMessage(LLVMGetHostCPUFeatures()) : "";
    if (!options.features().isEmpty()) {
      features = features.isEmpty() ? options.features() : features + "," + options.features();
    }
    return LLVMCreateTargetMachine(target, triple, cpu, features, options.codeGenLevel(), LLVMRelocPIC,
        LLVMCodeModelJITDefault);
  }

  /**
   * Sets the module's triple and data layout to the target machine's, verifies it and runs {@code
   * default<On>} ({@code optLevel} -1: no passes).
   */
  static void prepare(LLVMModuleRef module, LLVMTargetMachineRef tm, int optLevel) throws LlvmException {
    BytePointer triple = LLVMGetTargetMachineTriple(tm);
    LLVMSetTarget(module, triple);
    LLVMDisposeMessage(triple);
    var layout = LLVMCreateTargetDataLayout(tm);
    LLVMSetModuleDataLayout(module, layout);
    LLVMDisposeTargetData(layout);
    BytePointer msg = new BytePointer();
    if (LLVMVerifyModule(module, LLVMReturnStatusAction, msg) != 0) {
      throw new LlvmException("the LLVM module is invalid: " + Llvm.takeMessage(msg).strip());
    }
    Llvm.takeMessage(msg);
    if (optLevel < 0) {
      return;
    }
    LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
    try {
      Llvm.check(LLVMRunPasses(module, "default<O" + optLevel + ">", tm, po), "optimization failed");
    } finally {
      LLVMDisposePassBuilderOptions(po);
    }
  }

  /** The code {@code tm} generates for {@code module}: an object file or assembly. */
  static byte[] emit(LLVMTargetMachineRef tm, LLVMModuleRef module, int fileType) throws LlvmException {
    // Code generation adds its passes' state to the module: emit from a copy, so the JIT's stays as is.
    LLVMModuleRef copy = LLVMCloneModule(module);
    try {
      BytePointer err = new BytePointer();
      LLVMMemoryBufferRef buf = new LLVMMemoryBufferRef();
      if (LLVMTargetMachineEmitToMemoryBuffer(tm, copy, fileType, err, buf) != 0) {
        throw new LlvmException("code generation failed: " + Llvm.takeMessage(err));
      }
      byte[] bytes = LlvmIr.bytes(buf);
      LLVMDisposeMemoryBuffer(buf);
      return bytes;
    } finally {
      LLVMDisposeModule(copy);
    }
  }

  /** Adds an object file to the JIT; it is linked at the first look-up of one of its symbols. */
  public void addObject(byte[] object, String name) throws LlvmException {
    Llvm.check(LLVMOrcLLJITAddObjectFile(jit, LLVMOrcLLJITGetMainJITDylib(jit), Llvm.buffer(object, name)),
        "could not add the object file '" + name + "' to the JIT");
  }

  /**
   * Links the LLVM IR in {@code ir} (ours: the runtime's functions) into {@code dest}, with
   * {@code dest}'s triple and data layout, after verifying it.
   */
  private static void linkIr(LLVMModuleRef dest, byte[] ir, String name) throws LlvmException {
    LLVMModuleRef src = LlvmIr.parse(LLVMGetModuleContext(dest), ir, name);
    BytePointer msg = new BytePointer();
    if (LLVMVerifyModule(src, LLVMReturnStatusAction, msg) != 0) {
      String why = Llvm.takeMessage(msg).strip();
      LLVMDisposeModule(src);
      throw new LlvmException("the LLVM module '" + name + "' is invalid: " + why);
    }
    Llvm.takeMessage(msg);
    LLVMSetTarget(src, LLVMGetTarget(dest));
    LLVMSetDataLayout(src, LLVMGetDataLayoutStr(dest));
    // LLVMLinkModules2 takes src.
    if (LLVMLinkModules2(dest, src) != 0) {
      throw new LlvmException("could not link the module '" + name + "' into the program");
    }
  }

  /** Adds another module of LLVM IR (text or bitcode) to the JIT, unoptimised, after verifying it. */
  public void addIr(byte[] ir, String name) throws LlvmException {
    LLVMContextRef ctx = LLVMOrcThreadSafeContextGetContext(tsc);
    LLVMModuleRef module = LlvmIr.parse(ctx, ir, name);
    // Invalid IR can crash LLVM's code generator (a process-ending signal): refuse it here instead.
    BytePointer msg = new BytePointer();
    if (LLVMVerifyModule(module, LLVMReturnStatusAction, msg) != 0) {
      String why = Llvm.takeMessage(msg).strip();
      LLVMDisposeModule(module);
      throw new LlvmException("the LLVM module '" + name + "' is invalid: " + why);
    }
    Llvm.takeMessage(msg);
    Llvm.check(LLVMOrcLLJITAddLLVMIRModule(jit, LLVMOrcLLJITGetMainJITDylib(jit),
        LLVMOrcCreateNewThreadSafeModule(module, tsc)), "could not add the module to the JIT");
  }

  /**
   * Makes a native crash of the compiled program end the process as it ends mlir-runner's: killed by
   * the same signal (SIGSEGV 139, SIGABRT 134, SIGILL 132, SIGFPE 136, SIGBUS 135, SIGTRAP 133 in a
   * shell), after C's output streams are flushed and one line on standard error names the signal
   * (where mlir-runner prints LLVM's stack dump), without the JVM's crash report. Handlers compiled by
   * this JIT: the fault signals go to the JVM's own handler first (it uses them for null checks and
   * safepoints), and when that one gives up (abort()) the first signal is the one reported; the
   * calling thread gets an alternate signal stack, so that a stack overflow is reported too. For
   * processes that exist to run the program (jrun), on the thread that runs it.
   */
  public void reportNativeCrashes() throws LlvmException {
    callVoid("__jmlir_install_crash_report");
  }

  /** Flushes C's output streams (the runtime and the program write through them). */
  public void flushOutput() throws LlvmException {
    callVoid("__jmlir_flush");
  }

  /**
   * Calls {@code name}, a function of C type {@code void(void)}. Through a JIT-compiled trampoline
   * and JavaCPP's JNI, not the FFM linker, whose first downcall of a process generates its stub
   * classes (a tenth of a small jrun's CPU time).
   */
  public void callVoid(String name) throws LlvmException {
    trampoline("__jmlir_call_void").call(at(lookup(name).address()));
  }

  /** Calls {@code name}, a function of C type {@code int32_t(void)}, and returns its result. */
  public int callInt(String name) throws LlvmException {
    try (BytePointer frame = call("__jmlir_call_i32", name)) {
      return frame.getInt(8);
    }
  }

  /** Calls {@code name}, a function of C type {@code int64_t(void)}, and returns its result. */
  public long callLong(String name) throws LlvmException {
    try (BytePointer frame = call("__jmlir_call_i64", name)) {
      return frame.getLong(8);
    }
  }

  /** Calls {@code name}, a function of C type {@code float(void)}, and returns its result. */
  public float callFloat(String name) throws LlvmException {
    try (BytePointer frame = call("__jmlir_call_f32", name)) {
      return frame.getFloat(8);
    }
  }

  /** Calls the support function {@code name}, of C type {@code void(void*)}, with {@code frame}. */
  void callSupport(String name, Pointer frame) throws LlvmException {
    trampoline(name).call(frame);
  }

  /** Calls {@code name} through the trampoline that stores its result at offset 8 of the frame returned. */
  private BytePointer call(String trampoline, String name) throws LlvmException {
    long fn = lookup(name).address();
    BytePointer frame = new BytePointer(16);
    frame.putLong(0, fn);
    trampoline(trampoline).call(frame);
    return frame;
  }

  /**
   * A trampoline of the support module, {@code void(void*)}, as an instance of JavaCPP's function
   * pointer class of that C type (LLVM's C API declares it for ORC's generator disposal). Such an
   * instance points at a cell holding the function's address (then JavaCPP's Java object, none here).
   */
  private LLVMOrcDisposeCAPIDefinitionGeneratorFunction trampoline(String name) throws LlvmException {
    LLVMOrcDisposeCAPIDefinitionGeneratorFunction fn;
    synchronized (this) {
      fn = trampolines.get(name);
    }
    if (fn != null) {
      return fn;
    }
    // The look-up takes warmUpLock, which Setup.warmUp holds while it calls through a trampoline:
    // never hold this engine's monitor across it (jrun deadlocked when its program ended first).
    long address = lookup(name).address();
    synchronized (this) {
      return trampolines.computeIfAbsent(name, n -> trampolineAt(address));
    }
  }

  /** A new trampoline object for the function at {@code address} (under this engine's monitor). */
  private LLVMOrcDisposeCAPIDefinitionGeneratorFunction trampolineAt(long address) {
    BytePointer cell = new BytePointer(16);
    cell.putLong(0, address);
    cell.putLong(8, 0);
    cells.add(cell);
    return new LLVMOrcDisposeCAPIDefinitionGeneratorFunction(cell);
  }

  /** A JavaCPP pointer to {@code target}. */
  private static Pointer at(long target) {
    return new Pointer() {
      {
        address = target;
      }
    };
  }

  /** The object file generated for the module, when the engine was created to keep it. */
  public byte[] objectFile() {
    if (objectFile == null) {
      throw new IllegalStateException("the engine was created without keeping its object file");
    }
    return objectFile.clone();
  }

  /** The address of {@code name} (compiling the module on the first look-up). */
  public MemorySegment lookup(String name) throws LlvmException {
    if (closed) {
      throw new IllegalStateException("the engine is closed");
    }
    long[] address = new long[1];
    String err;
    // A look-up may compile (LLJIT compiles on the calling thread, with one target machine): it waits
    // for a warm-up's compile on another thread (Setup.warmUp) instead of compiling alongside it.
    synchronized (warmUpLock) {
      err = Llvm.takeError(LLVMOrcLLJITLookup(jit, address, name));
    }
    if (err != null) {
      throw new LlvmException(err);
    }
    return MemorySegment.ofAddress(address[0]);
  }

  /** Whether the module defines or can resolve {@code name}. */
  public boolean has(String name) {
    try {
      lookup(name);
      return true;
    } catch (LlvmException e) {
      return false;
    }
  }

  /** A method handle calling {@code name} with the C signature {@code descriptor}. */
  public MethodHandle function(String name, FunctionDescriptor descriptor) throws LlvmException {
    return Linker.nativeLinker().downcallHandle(lookup(name), descriptor);
  }

  /**
   * Runs the module's global constructors ({@code llvm.global_ctors}), in priority order; MLIR's
   * engine runs them at start-up. {@code ctors} are the constructor names by priority.
   */
  public void runConstructors(List<String> ctors) throws LlvmException {
    for (String c : ctors) {
      callVoid(c);
    }
  }

  @Override
  public void close() {
    synchronized (warmUpLock) {
      closeNow();
    }
  }

  private void closeNow() {
    if (closed) {
      return;
    }
    closed = true;
    CStdio.releaseJit(this);
    for (BytePointer cell : cells) {
      cell.close();
    }
    Llvm.takeError(LLVMOrcDisposeLLJIT(jit));
    LLVMOrcDisposeThreadSafeContext(tsc);
    for (LLVMOrcThreadSafeContextRef old : retired) {
      LLVMOrcDisposeThreadSafeContext(old);
    }
  }

  /** Writes the object file or assembly for {@code module} with the target machine of {@code options}. */
  public static byte[] compile(ModuleBuilder builder, Options options, boolean assembly) throws LlvmException {
    Llvm.ensureInitialized();
    LLVMTargetMachineRef tm = targetMachine(options);
    LLVMContextRef ctx = LLVMContextCreate();
    try {
      LLVMModuleRef module = builder.build(ctx);
      try {
        prepare(module, tm, options.optLevel());
        return emit(tm, module, assembly ? LLVMAssemblyFile : LLVMObjectFile);
      } finally {
        LLVMDisposeModule(module);
      }
    } finally {
      LLVMContextDispose(ctx);
      LLVMDisposeTargetMachine(tm);
    }
  }
}
