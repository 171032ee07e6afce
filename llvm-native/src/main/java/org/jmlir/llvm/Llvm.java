package org.jmlir.llvm;

import static org.bytedeco.llvm.global.LLVM.*;

import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.llvm.LLVM.LLVMErrorRef;
import org.bytedeco.llvm.LLVM.LLVMMemoryBufferRef;

/**
 * The one place that loads LLVM's native libraries (bytedeco's LLVM 20 C API), lazily: the first call
 * of {@link #ensureInitialized()} loads them and initialises the native target, its assembly printer
 * and parser; later calls cost a volatile read. Tools that never touch LLVM never load it, so their
 * start-up does not change.
 */
public final class Llvm {
  private Llvm() {}

  private static final String LOAD_LIBRARIES = "org.bytedeco.javacpp.loadLibraries";

  /**
   * The JavaCPP classes of LLVM's bindings that jmlir uses first, in the order they are initialised
   * once the natives are loaded; each one's static initialiser calls JavaCPP's {@code Loader.load()}.
   */
  private static final Class<?>[] BINDINGS = {org.bytedeco.javacpp.Pointer.class, BytePointer.class,
      org.bytedeco.javacpp.PointerPointer.class, org.bytedeco.javacpp.SizeTPointer.class,
      org.bytedeco.javacpp.FunctionPointer.class, org.bytedeco.llvm.global.LLVM.class,
      org.bytedeco.llvm.LLVM.LLVMOrcDisposeCAPIDefinitionGeneratorFunction.class};

  /**
   * True while {@link Holder}'s initialisation loads the natives from the cache with JavaCPP's
   * library loading off: the window in which {@link #initializeBindings()} may initialise {@link
   * #BINDINGS} on another thread.
   */
  private static volatile boolean loadingDirectly;

  private static final class Holder {
    /** Whether the natives were loaded from JavaCPP's cache directly (not by its Loader). */
    static boolean direct;

    /**
     * With jmlir's glue loaded (its natives registered): JavaCPP's JNI libraries in the cache, not loaded
     * yet ({@link #loadJavacpp()}); null otherwise.
     */
    static java.util.List<java.nio.file.Path> javacppLibraries;

    /** Whether LLVM was loaded through jmlir's glue. */
    static boolean glued;

    static {
      // The LLVM class's static initialiser loads libLLVM and the JNI glue through JavaCPP's Loader,
      // which extracts them to its cache on a machine's first use. Once they are cached and current,
      // they are loaded from there directly, and the Loader is told not to search for them while the
      // JavaCPP classes jmlir uses initialise (then its setting is restored for anybody else).
      ExecutionEngine.stamp(null);
      java.util.List<java.nio.file.Path> cached = CachedNatives.find();
      direct = cached != null;
      ExecutionEngine.stamp("find");
      if (cached != null) {
        System.setProperty(LOAD_LIBRARIES, "false");
      }
      try {
        if (cached != null) {
          // jmlir's own glue when the build made it: libLLVM and the natives jmlir calls without JavaCPP's
          // JNI libraries (NativeGlue), which are loaded only if a class beyond the first ones needs them.
          // Its library first, which gives JavaCPP's Loader its platform properties: from then on no
          // JavaCPP class's initialiser reads a class-path resource, so another thread may initialise them
          // (loadingDirectly) while libLLVM loads without waiting for the dynamic loader's lock.
          java.io.File glue = glueLibrary();
          boolean glueLoaded = glue != null && NativeGlue.loadLibrary(glue);
          loadingDirectly = true;
          if (glueLoaded) {
            prelink();
          }
          if (glueLoaded && NativeGlue.register(cached.get(cached.size() - 1).resolveSibling("libLLVM.so"))) {
            javacppLibraries = cached;
            glued = true;
            ExecutionEngine.stamp("glue");
          }
        }
        if (cached != null && javacppLibraries == null) {
          try {
            for (java.nio.file.Path file : cached) {
              System.load(file.toString());
              ExecutionEngine.stamp(file.getFileName().toString());
            }
          } catch (UnsatisfiedLinkError e) {
            // A cached file or a soname link beside it (CachedNatives) does not load: JavaCPP's Loader
            // loads the libraries as it does without the cache (what is loaded already stays).
            loadingDirectly = false;
            System.clearProperty(LOAD_LIBRARIES);
            cached = null;
            direct = false;
          }
        }
        for (Class<?> c : BINDINGS) {
          initializeClass(c);
          ExecutionEngine.stamp(c.getSimpleName());
        }
      } finally {
        if (cached != null) {
          // Every class of BINDINGS is initialised by now (by this thread or, waited for, by another).
          loadingDirectly = false;
          System.clearProperty(LOAD_LIBRARIES);
        }
      }
      if (LLVMInitializeNativeTarget() != 0 || LLVMInitializeNativeAsmPrinter() != 0
          || LLVMInitializeNativeAsmParser() != 0) {
        throw new IllegalStateException("LLVM has no native target for this machine");
      }
      LLVMInitializeNativeDisassembler();
      ExecutionEngine.stamp("init-target");
    }

    static void touch() {}

    /**
     * Links the JDK natives that jrun's main thread calls first while this thread loads libLLVM: a native's
     * first call looks its symbol up ({@code dlsym}), which waits for the dynamic loader's lock that
     * libLLVM's {@code dlopen} holds (10-20 ms). {@code Class.isInstance} (interpreted code calls the
     * native; the first {@code Class.cast}, e.g. the verifier's interface look-up): the main thread's
     * {@code parse} took 6.9 instead of 2.0 ms waiting for it (BENCHMARKS.md, issue 12, lat16a). Linked
     * once per JVM, so the call here costs one look-up.
     */
    private static void prelink() {
      Object.class.isInstance(Llvm.class);
    }

    /**
     * Loads JavaCPP's JNI libraries after jmlir's glue (once): for natives the glue does not register,
     * which other JavaCPP classes and LLVM's struct and callback classes declare. The natives the glue
     * registered stay its own.
     */
    static synchronized void loadJavacpp() {
      java.util.List<java.nio.file.Path> files = javacppLibraries;
      if (files == null) {
        return;
      }
      javacppLibraries = null;
      for (java.nio.file.Path file : files) {
        System.load(file.toString());
      }
    }
  }

  private static void initializeClass(Class<?> c) {
    try {
      Class.forName(c.getName(), true, c.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new NoClassDefFoundError(e.getMessage());
    }
  }

  /**
   * Initialises the JavaCPP classes that {@link #ensureInitialized()} initialises once the natives
   * are loaded (~1.2 ms, their initialisers interpreted), for a thread that would otherwise wait
   * while another runs {@link #ensureInitialized()}: jrun's main thread after parsing, while the
   * set-up thread loads LLVM's JNI glue (BENCHMARKS.md, issue 12). Only while that thread loads the
   * natives from JavaCPP's cache with its library loading off (otherwise a class's initialiser would
   * load libraries itself): elsewhere nothing.
   */
  public static void initializeBindings() {
    for (Class<?> c : BINDINGS) {
      if (!loadingDirectly) {
        return;
      }
      initializeClass(c);
    }
  }

  /**
   * Initialises the presets' class ({@code org.bytedeco.llvm.presets.LLVM}, the superclass of the
   * {@code LLVM} class that {@link #ensureInitialized()} initialises), whose static initialiser
   * checks JavaCPP's and the presets' versions by reading two class-path resources.
   */
  private static void initializePresets() {
    // Not through Holder, whose initialisation loads LLVM.
    initializeClass(org.bytedeco.llvm.presets.LLVM.class);
  }

  /**
   * The part of LLVM's bindings' start that reads class-path resources and needs no native code, when LLVM
   * will load through JavaCPP's libraries (no glue library in this build or {@code -Djmlir.llvm.glue=false}),
   * for a thread that would otherwise wait while another runs {@link #ensureInitialized()}: JavaCPP's
   * platform properties (which each JavaCPP class's initialiser asks for; JavaCPP keeps them) and the
   * presets' class ({@link #initializePresets()}). A JVM's first class-path resource read costs ~3-6 ms,
   * each later one ~0.7 ms. jrun's main thread calls it before parsing. With the glue it does nothing:
   * the glue gives JavaCPP its properties without a read ({@link NativeGlue#loadLibrary}), and a read here
   * would load JDK libraries (libjimage) and link natives, each waiting for the dynamic loader's lock while
   * the other thread loads libLLVM (BENCHMARKS.md, issue 12).
   */
  public static void readResources() {
    if (glueLibrary() != null) {
      return;
    }
    org.bytedeco.javacpp.Loader.loadProperties();
    initializePresets();
  }

  /** The glue library of this build ({@link NativeGlue#library()}), looked up once. */
  private static java.io.File glueLibrary() {
    return GlueFile.LIBRARY;
  }

  private static final class GlueFile {
    static final java.io.File LIBRARY = NativeGlue.library();
  }

  /** Whether LLVM was loaded through jmlir's own JNI glue ({@link NativeGlue}), not JavaCPP's libraries. */
  static boolean usesGlue() {
    return Holder.glued;
  }

  /** Loads LLVM and initialises the native target, once per JVM. */
  public static void ensureInitialized() {
    Holder.touch();
  }

  /**
   * Initialises more JavaCPP classes (of LLVM's bindings or JavaCPP's own), as {@link
   * #ensureInitialized()} does those it needs first: the static initialiser of such a class calls
   * JavaCPP's {@code Loader.load()}, which, after the natives were loaded from the cache directly,
   * would search the class path for libraries that are loaded already (~20 ms for the first class).
   */
  public static synchronized void initialize(Class<?>... classes) {
    ensureInitialized();
    Holder.loadJavacpp();
    boolean quiet = Holder.direct && System.getProperty(LOAD_LIBRARIES) == null;
    if (quiet) {
      System.setProperty(LOAD_LIBRARIES, "false");
    }
    try {
      for (Class<?> c : classes) {
        initializeClass(c);
      }
    } finally {
      if (quiet) {
        System.clearProperty(LOAD_LIBRARIES);
      }
    }
  }

  /** The message of {@code err} (which is consumed), or null when {@code err} is success. */
  public static String takeError(LLVMErrorRef err) {
    if (err == null || err.isNull()) {
      return null;
    }
    BytePointer msg = LLVMGetErrorMessage(err);
    String s = msg.getString();
    LLVMDisposeErrorMessage(msg);
    return s;
  }

  /** Throws {@link LlvmException} with {@code what: message} when {@code err} is a failure. */
  public static void check(LLVMErrorRef err, String what) throws LlvmException {
    String msg = takeError(err);
    if (msg != null) {
      throw new LlvmException(what + ": " + msg);
    }
  }

  /** Takes a C string LLVM allocated (an error message, printed IR) into Java and frees it. */
  public static String takeMessage(BytePointer msg) {
    if (msg == null || msg.isNull()) {
      return "";
    }
    String s = msg.getString();
    LLVMDisposeMessage(msg);
    return s;
  }

  /** A memory buffer holding a copy of {@code bytes} (LLVM owns it; it is freed by whoever consumes it). */
  public static LLVMMemoryBufferRef buffer(byte[] bytes, String name) {
    BytePointer data = new BytePointer(bytes.length + 1L);
    data.put(bytes, 0, bytes.length);
    data.put(bytes.length, (byte) 0);
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(data, bytes.length, new BytePointer(name));
    data.deallocate();
    return buf;
  }

  /** An LLVM type as LLVM prints it. */
  public static String typeString(org.bytedeco.llvm.LLVM.LLVMTypeRef type) {
    return takeMessage(LLVMPrintTypeToString(type));
  }

  /** The host CPU's features as LLVM lists them ({@code +sse2,-avx512f,...}). */
  public static String hostFeatures() {
    ensureInitialized();
    return takeMessage(LLVMGetHostCPUFeatures());
  }

  /** The host's target triple, as LLVM names it. */
  public static String hostTriple() {
    ensureInitialized();
    return takeMessage(LLVMGetDefaultTargetTriple());
  }
}
