package org.jmlir.llvm;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * Loads the JNI libraries of bytedeco's LLVM (and JavaCPP's own) straight from JavaCPP's cache
 * directory when a previous run extracted them there, skipping JavaCPP's {@code Loader}: its search
 * of every class-path jar for several spellings of each library name costs tens of milliseconds of a
 * JIT run's start-up. The cached files are used only when each matches its jar entry in size and
 * time stamp (JavaCPP's own freshness test, remembered in a stamp file beside them until the jar or
 * a file changes); otherwise nothing is loaded here and the caller lets {@code Loader} extract and
 * load as usual.
 */
final class CachedNatives {
  private CachedNatives() {}

  /** The libraries in load order (dependencies first): platform jar's class, entry names. */
  private static final String[][] LIBRARIES = {
    {"org.bytedeco.javacpp.Pointer", "org/bytedeco/javacpp/%s/", "libjnijavacpp.so"},
    {"org.bytedeco.llvm.global.LLVM", "org/bytedeco/llvm/%s/", "libLLVM.so", "libLTO.so", "libRemarks.so",
        "libjniLLVM.so"},
  };

  /**
   * The cached libraries in load order; null when the platform is not Linux x86-64, a platform jar
   * or a cached file is missing or stale, or a property names another cache or loading mode.
   */
  static List<Path> find() {
    if (!"Linux".equals(System.getProperty("os.name")) || !"amd64".equals(System.getProperty("os.arch"))
        || System.getProperty("org.bytedeco.javacpp.platform") != null
        || System.getProperty("org.bytedeco.javacpp.cachedir") != null
        || System.getProperty("org.bytedeco.javacpp.cacheDir") != null
        || System.getProperty("org.bytedeco.javacpp.loadLibraries") != null
        || System.getProperty("org.bytedeco.javacpp.loadlibraries") != null) {
      return null;
    }
    String platform = "linux-x86_64";
    Path cache = Path.of(System.getProperty("user.home"), ".javacpp", "cache");
    List<Path> files = new ArrayList<>();
    try {
      for (String[] lib : LIBRARIES) {
        Path jar = platformJar(lib[0], platform);
        if (jar == null) {
          return null;
        }
        // Not String.format: its first use in a JVM (Formatter, Locale) costs ~0.5 ms of this path.
        String dir = lib[1].replace("%s", platform);
        Path base = cache.resolve(jar.getFileName().toString()).resolve(dir);
        List<Path> group = new ArrayList<>();
        for (int i = 2; i < lib.length; i++) {
          group.add(base.resolve(lib[i]));
        }
        // The stamp: the jar's and the files' sizes and times when they were last found to match. One
        // per jar path: several checkouts (each with its own copy of the jar) share the cache directory,
        // and one stamp for all of them would be rewritten, after the full check, at every change of
        // checkout.
        Path stampFile = base.resolve(stampName(jar));
        String stamp = stamp(jar, group);
        if (stamp == null) {
          return null;
        }
        if (!stamp.equals(readStamp(stampFile))) {
          if (!matchJar(jar, dir, lib, group)) {
            return null;
          }
          writeStamp(stampFile, stamp);
        }
        files.addAll(group);
      }
    } catch (IOException | RuntimeException e) {
      return null;
    }
    return files;
  }

  /**
   * The file beside the cached libraries recording that they matched their jar: then later runs
   * compare sizes and times (a few stat calls) instead of reading the jar's directory (thousands of
   * entries for LLVM's), several milliseconds of a JIT run.
   */
  static final String STAMP = ".jmlir-checked";

  /** The stamp file's name for {@code jar}: {@link #STAMP} and a hash of the jar's path. */
  static String stampName(Path jar) {
    return STAMP + "-" + Integer.toHexString(jar.toAbsolutePath().toString().hashCode());
  }

  /**
   * Sizes and modification times of {@code jar} and {@code files}, one line; null when a file is
   * missing. Through {@link File}: a native call each, where {@code Files.readAttributes} runs a few
   * hundred lines of (interpreted, at this point of a run) Java per file.
   */
  private static String stamp(Path jar, List<Path> files) {
    StringBuilder sb = new StringBuilder();
    for (Path p : concat(jar, files)) {
      File f = p.toFile();
      long modified = f.lastModified();
      if (modified == 0 || !f.isFile()) {
        return null;
      }
      sb.append(f.length()).append(' ').append(modified).append(' ');
    }
    return sb.append(jar).toString();
  }

  private static List<Path> concat(Path first, List<Path> rest) {
    List<Path> all = new ArrayList<>();
    all.add(first);
    all.addAll(rest);
    return all;
  }

  private static String readStamp(Path stampFile) {
    try (java.io.FileInputStream in = new java.io.FileInputStream(stampFile.toFile())) {
      return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    } catch (IOException e) {
      return null;
    }
  }

  /**
   * Best effort: a cache directory that cannot be written only costs the next run the jar check. The
   * temporary file is named after the process, not made by {@code Files.createTempFile}, whose random
   * names initialise the JDK's security providers (~90 classes, which a build's AOT training run
   * would then put in the cache that every later start loads).
   */
  private static void writeStamp(Path stampFile, String stamp) {
    try {
      Path tmp = stampFile.resolveSibling(stampFile.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
      Files.writeString(tmp, stamp);
      Files.move(tmp, stampFile, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
          java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException | UnsupportedOperationException e) {
      // not recorded
    }
  }

  /** Whether each cached file matches its jar entry in size and time stamp (JavaCPP's own freshness test). */
  private static boolean matchJar(Path jar, String dir, String[] lib, List<Path> files) throws IOException {
    try (JarFile jf = new JarFile(jar.toFile(), false)) {
      for (int i = 2; i < lib.length; i++) {
        JarEntry entry = jf.getJarEntry(dir + lib[i]);
        Path file = files.get(i - 2);
        if (entry == null || Files.size(file) != entry.getSize()
            || Files.getLastModifiedTime(file).toMillis() != entry.getTime()) {
          return false;
        }
      }
    }
    return true;
  }

  /** The platform jar beside the jar of {@code className} ({@code x.jar} -> {@code x-<platform>.jar}). */
  static Path platformJar(String className, String platform) {
    try {
      Class<?> c = Class.forName(className, false, CachedNatives.class.getClassLoader());
      CodeSource source = c.getProtectionDomain().getCodeSource();
      if (source == null || source.getLocation() == null) {
        return null;
      }
      // The URL's path as it is unless it has escapes: URI parsing is most of this method's time.
      java.net.URL url = source.getLocation();
      File jar = "file".equals(url.getProtocol()) && url.getPath().indexOf('%') < 0 ? new File(url.getPath())
          : new File(url.toURI());
      String name = jar.getName();
      if (!name.endsWith(".jar")) {
        return null;
      }
      Path platformJar = jar.toPath().resolveSibling(name.substring(0, name.length() - 4) + "-" + platform + ".jar");
      return Files.isRegularFile(platformJar) ? platformJar : null;
    } catch (ClassNotFoundException | URISyntaxException | IllegalArgumentException | SecurityException e) {
      return null;
    }
  }
}
