package org.jmlir.llvm;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * jmlir's support module ({@link RuntimeIr#SUPPORT}) as object code made at build time, as MLIR ships
 * its runner-utils libraries prebuilt: a JIT then links it (well under a millisecond) instead of
 * compiling it at every start (~8 ms of jrun's set-up, most of it LLVM's code generator starting up).
 * The build (run-tool's) writes {@link #resourceName()} into its jar with {@link #main}; the name
 * carries a hash of the module's text, so a build whose support module changed and whose object was
 * not remade finds no object and compiles the IR as before. Generic x86-64 code: any x86-64 Linux
 * host runs it, whatever {@code --march}/{@code --mattr} the program is compiled for.
 */
public final class SupportObject {
  private SupportObject() {}

  /** The class-path resource holding the object for this support module. */
  static String resourceName() {
    return "org/jmlir/llvm/jmlir-support-" + Integer.toHexString(RuntimeIr.SUPPORT.hashCode()) + ".o";
  }

  /** What {@link #prefetch} read: the object code, {@link #NONE}, or null before it ran. */
  private static volatile byte[] prefetched;

  private static final byte[] NONE = new byte[0];

  /**
   * Reads the object now, for a set-up that another thread makes later. The read is the class
   * loader's first look into a jar in a jrun process (~1 ms of its machinery's start-up, which JavaCPP's
   * start on the set-up thread then finds done): jrun's main thread, which waits for the set-up
   * thread anyway, does it.
   */
  public static void prefetch() {
    byte[] object = read();
    prefetched = object == null ? NONE : object;
  }

  /** The object code, or null where there is none for this module and host (then compile the IR). */
  static byte[] load() {
    byte[] object = prefetched;
    if (object != null) {
      return object == NONE ? null : object;
    }
    return read();
  }

  private static byte[] read() {
    if (!"Linux".equals(System.getProperty("os.name")) || !"amd64".equals(System.getProperty("os.arch"))) {
      return null;
    }
    ClassLoader loader = SupportObject.class.getClassLoader();
    try (InputStream in = loader == null ? null : loader.getResourceAsStream(resourceName())) {
      return in == null ? null : in.readAllBytes();
    } catch (IOException e) {
      return null;
    }
  }

  /** The support module compiled for generic x86-64 at code generation level 2 (as the IR would be). */
  static byte[] compile() throws LlvmException {
    return ExecutionEngine.compile(ctx -> LlvmIr.parse(ctx, RuntimeIr.SUPPORT.getBytes(StandardCharsets.UTF_8), "jmlir-support"),
        new ExecutionEngine.Options(0, 2, "x86-64", "", List.of(), false), false);
  }

  /**
   * Build step: writes the object under the class-output directory {@code args[0]} (on x86-64 Linux;
   * elsewhere nothing, and JITs compile the IR).
   */
  public static void main(String[] args) throws IOException, LlvmException {
    if (args.length != 1) {
      System.err.println("usage: SupportObject CLASS_OUTPUT_DIRECTORY");
      System.exit(2);
    }
    if (!"Linux".equals(System.getProperty("os.name")) || !"amd64".equals(System.getProperty("os.arch"))) {
      return;
    }
    Path out = Path.of(args[0]).resolve(resourceName());
    Files.createDirectories(out.getParent());
    Files.write(out, compile());
  }
}
