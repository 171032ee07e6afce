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
 *
 * <p>A group's JNI library (its last file) names the others by their versioned sonames
 * ({@code libLLVM.so.20.1}), which the cache does not hold; with links of those names beside them
 * (made once, when the stamp is written) the dynamic loader finds them through the JNI library's
 * {@code $ORIGIN} run path, and only the JNI library is loaded through the JVM: each {@code System.load}
 * costs ~0.7-1.2 ms of (interpreted) Java on jrun's set-up path, and every JNI method's first call
 * looks its symbol up in each library the class loader loaded (BENCHMARKS.md, issue 12).
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
        // The stamp's first line: the check's; its second: the names of the soname links made
        // (makeLinks), recorded with it. Compared without string concatenation, which this path
        // (interpreted) would otherwise link on every run.
        String stored = readStamp(stampFile);
        boolean checked = stored != null && stored.startsWith(stamp)
            && (stored.length() == stamp.length() || stored.charAt(stamp.length()) == '\n');
        if (!checked && !matchJar(jar, dir, lib, group)) {
          return null;
        }
        List<String> links = null;
        if (checked && stored.length() > stamp.length()) {
          String line = stored.substring(stamp.length() + 1);
          links = line.isEmpty() ? List.of() : List.of(line.split(" "));
        }
        List<Path> load = links == null ? null : toLoad(group, links);
        // No links recorded yet, or recorded ones that no longer lead to their files: made (again).
        if (load == null || (!links.isEmpty() && load.size() > 1)) {
          links = makeLinks(group);
          writeStamp(stampFile, stamp + "\n" + String.join(" ", links));
          load = toLoad(group, links);
        }
        files.addAll(load);
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

  /**
   * The files of {@code group} to load through the JVM: all of them, or, when each file the group's
   * JNI library (its last) needs has its soname link beside it, the JNI library alone (the dynamic
   * loader then loads the others as its dependencies). A link is trusted when it leads to a file of
   * its target's size (one stat each).
   */
  static List<Path> toLoad(List<Path> group, List<String> links) {
    Path jni = group.get(group.size() - 1);
    List<Path> rest = group.subList(0, group.size() - 1);
    if (rest.isEmpty() || links.size() != rest.size()) {
      return group;
    }
    for (int i = 0; i < rest.size(); i++) {
      String name = links.get(i);
      File target = rest.get(i).toFile();
      String stem = target.getName();
      if (!name.startsWith(stem) || name.length() <= stem.length() || name.charAt(stem.length()) != '.'
          || jni.resolveSibling(name).toFile().length() != target.length()) {
        return group;
      }
    }
    return List.of(jni);
  }

  /**
   * Makes, beside {@code group}'s files, a link named by each versioned soname its JNI library (the
   * last file) needs to the group file of that name's stem ({@code libLLVM.so.20.1 -> libLLVM.so}),
   * in the order of the files; returns the link names, or an empty list when a file has no such
   * name or a link cannot be made (then every file is loaded through the JVM, as before). An existing
   * file of a link's name is kept only when it is the same file as its target.
   */
  static List<String> makeLinks(List<Path> group) {
    Path jni = group.get(group.size() - 1);
    // A cache directory that cannot be written (then the stamp is not either, and this runs each
    // time) is not read for the names.
    if (group.size() < 2 || !Files.isWritable(jni.getParent())) {
      return List.of();
    }
    try {
      List<String> needed = ElfNeeded.of(jni);
      List<String> links = new ArrayList<>();
      for (Path file : group.subList(0, group.size() - 1)) {
        String stem = file.getFileName().toString() + ".";
        String name = needed.stream().filter(n -> n.startsWith(stem) && n.indexOf('/') < 0).findFirst().orElse(null);
        if (name == null) {
          return List.of();
        }
        Path link = file.resolveSibling(name);
        if (Files.exists(link, java.nio.file.LinkOption.NOFOLLOW_LINKS) && !(Files.exists(link) && Files.isSameFile(link, file))) {
          Files.delete(link);
        }
        if (!Files.exists(link, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
          // A temporary name renamed into place: another process may be making the same link.
          Path tmp = file.resolveSibling(name + "." + ProcessHandle.current().pid() + ".tmp");
          Files.deleteIfExists(tmp);
          Files.createSymbolicLink(tmp, file.getFileName());
          Files.move(tmp, link, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
              java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        }
        links.add(name);
      }
      return links;
    } catch (IOException | RuntimeException e) {
      return List.of();
    }
  }

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
      File jar = codeLocation(Class.forName(className, false, CachedNatives.class.getClassLoader()));
      if (jar == null || !jar.getName().endsWith(".jar")) {
        return null;
      }
      String name = jar.getName();
      Path platformJar = jar.toPath().resolveSibling(name.substring(0, name.length() - 4) + "-" + platform + ".jar");
      return Files.isRegularFile(platformJar) ? platformJar : null;
    } catch (ClassNotFoundException e) {
      return null;
    }
  }

  /**
   * The jar or class folder {@code c} was loaded from; null when it is not known or not a file. The URL's
   * path is taken as it is unless it has escapes: URI parsing is most of the time of a look-up.
   */
  static File codeLocation(Class<?> c) {
    try {
      CodeSource source = c.getProtectionDomain().getCodeSource();
      java.net.URL url = source == null ? null : source.getLocation();
      if (url == null) {
        return null;
      }
      return "file".equals(url.getProtocol()) && url.getPath().indexOf('%') < 0 ? new File(url.getPath())
          : new File(url.toURI());
    } catch (URISyntaxException | IllegalArgumentException | SecurityException e) {
      return null;
    }
  }
}
