package org.jmlir.llvm;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * jmlir's support module ({@link RuntimeIr#support()}) as object code made at build time, as MLIR ships
 * its runner-utils libraries prebuilt: a JIT then links it (well under a millisecond) instead of
 * compiling it at every start (~8 ms of jrun's set-up, most of it LLVM's code generator starting up).
 * The build (run-tool's) writes {@link #resourceName()} into its jar with {@link #main}, and the same
 * object as a plain file beside the jar, which is read first; the name carries the module's id
 * ({@link RuntimeSymbols#SUPPORT_ID}, the hash of its text, which the build checks), so a build whose
 * support module changed and whose object was not remade finds no object and compiles the IR as before.
 * Generic x86-64 code: any x86-64 Linux host runs it, whatever {@code --march}/{@code --mattr} the
 * program is compiled for.
 */
public final class SupportObject {
  private SupportObject() {}

  /**
   * The class-path resource holding the object for this support module, named by its {@link
   * RuntimeSymbols#SUPPORT_ID} (not by hashing the module's text, which a JIT run's start-up would pay).
   */
  static String resourceName() {
    return "org/jmlir/llvm/jmlir-support-" + RuntimeSymbols.SUPPORT_ID + ".o";
  }

  /** What {@link #prefetch} read: the object code, {@link #NONE}, or null before it ran. */
  private static volatile byte[] prefetched;

  private static final byte[] NONE = new byte[0];

  /**
   * Reads the object now, for a set-up that another thread makes later: jrun's main thread, which
   * waits for the set-up thread anyway, does it.
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
    byte[] file = readBesideClassPath();
    if (file != null) {
      return file;
    }
    ClassLoader loader = SupportObject.class.getClassLoader();
    try (InputStream in = loader == null ? null : loader.getResourceAsStream(resourceName())) {
      return in == null ? null : in.readAllBytes();
    } catch (IOException e) {
      return null;
    }
  }

  /** The object's file name: the resource's, without its package. */
  static String fileName() {
    String resource = resourceName();
    return resource.substring(resource.lastIndexOf('/') + 1);
  }

  /**
   * The object as a plain file where the build put one: beside the class path's first jar (jrun's
   * {@code run-tool.jar}), or under its first directory as the resource. A class-path resource read
   * costs ~3 ms in a JVM's first one (the class loaders' resource machinery: the boot and platform
   * loaders look into every module of the run-time image for a name outside their packages) and
   * ~0.7 ms later, where the file takes ~0.1 ms (BENCHMARKS.md, issue 12); null when there is none.
   */
  private static byte[] readBesideClassPath() {
    String cp = System.getProperty("java.class.path", "");
    int end = cp.indexOf(java.io.File.pathSeparatorChar);
    String first = end < 0 ? cp : cp.substring(0, end);
    if (first.isEmpty()) {
      return null;
    }
    java.io.File file;
    if (first.endsWith(".jar")) {
      int slash = first.lastIndexOf('/');
      file = new java.io.File(slash < 0 ? fileName() : first.substring(0, slash + 1) + fileName());
    } else {
      file = new java.io.File(first, resourceName());
    }
    try (java.io.FileInputStream in = new java.io.FileInputStream(file)) {
      return in.readAllBytes();
    } catch (IOException e) {
      return null;
    }
  }

  /** The support module compiled for generic x86-64 at code generation level 2 (as the IR would be). */
  static byte[] compile() throws LlvmException {
    return ExecutionEngine.compile(ctx -> LlvmIr.parse(ctx, RuntimeIr.support().getBytes(StandardCharsets.UTF_8), "jmlir-support"),
        new ExecutionEngine.Options(0, 2, "x86-64", "", List.of(), false), false);
  }

  /**
   * Build step: writes the object under the class-output directory {@code args[0]} (on x86-64 Linux;
   * elsewhere nothing, and JITs compile the IR), and as a plain file ({@link #fileName()}) into the
   * directory {@code args[1]} where given: the jar's directory, where {@link #read} finds it first.
   */
  public static void main(String[] args) throws IOException, LlvmException {
    if (args.length != 1 && args.length != 2) {
      System.err.println("usage: SupportObject CLASS_OUTPUT_DIRECTORY [JAR_DIRECTORY]");
      System.exit(2);
    }
    String id = Integer.toHexString(RuntimeIr.support().hashCode());
    if (!id.equals(RuntimeSymbols.SUPPORT_ID)) {
      System.err.println("SupportObject: the support module changed: set RuntimeSymbols.SUPPORT_ID to \"" + id + "\"");
      System.exit(1);
    }
    if (!"Linux".equals(System.getProperty("os.name")) || !"amd64".equals(System.getProperty("os.arch"))) {
      return;
    }
    byte[] object = compile();
    Path out = Path.of(args[0]).resolve(resourceName());
    Files.createDirectories(out.getParent());
    Files.write(out, object);
    if (args.length == 2) {
      Path beside = Path.of(args[1]).resolve(fileName());
      Files.createDirectories(beside.getParent());
      Files.write(beside, object);
    }
  }
}
