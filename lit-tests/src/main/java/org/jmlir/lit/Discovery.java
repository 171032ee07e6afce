package org.jmlir.lit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.jmlir.lit.config.ConfigException;
import org.jmlir.lit.config.ConfigFile;
import org.jmlir.lit.config.TestConfig;

/**
 * Finds the tests under the paths given on the command line. A path's suite is the nearest enclosing
 * directory with a {@code jlit.cfg}; each directory's settings are its parent's with its own
 * {@code jlit.local.cfg} applied. A directory that holds a {@code jlit.cfg} of its own starts a nested
 * suite. Names listed in {@code excludes}, hidden names and the config files are never tests. A file
 * named explicitly is a test whatever its suffix.
 */
public final class Discovery {
  private final Map<Path, TestConfig> configs = new HashMap<>();

  /** Discovers the tests for {@code inputs}, in order, without duplicates. */
  public static List<LitTest> discover(List<Path> inputs) throws ConfigException, IOException {
    Discovery d = new Discovery();
    Map<Path, LitTest> tests = new LinkedHashMap<>();
    for (Path input : inputs) {
      Path abs = input.toAbsolutePath().normalize();
      if (!Files.exists(abs)) {
        throw new ConfigException("error: '" + input + "' does not exist");
      }
      Path dir = Files.isDirectory(abs) ? abs : abs.getParent();
      Path root = findSuiteRoot(dir);
      if (root == null) {
        throw new ConfigException("error: no " + TestConfig.SUITE_FILE + " found in '" + dir
            + "' or any directory above it");
      }
      List<LitTest> found = new ArrayList<>();
      if (Files.isDirectory(abs)) {
        d.walk(root, abs, found);
      } else {
        found.add(new LitTest(root, abs, relative(root, abs), d.configFor(root, dir)));
      }
      for (LitTest t : found) {
        tests.putIfAbsent(t.file(), t);
      }
    }
    return List.copyOf(tests.values());
  }

  private static Path findSuiteRoot(Path dir) {
    for (Path p = dir; p != null; p = p.getParent()) {
      if (Files.isRegularFile(p.resolve(TestConfig.SUITE_FILE))) {
        return p;
      }
    }
    return null;
  }

  private static String relative(Path root, Path file) {
    return root.relativize(file).toString().replace('\\', '/');
  }

  /** The settings for {@code dir} inside the suite at {@code root}. */
  TestConfig configFor(Path root, Path dir) throws ConfigException, IOException {
    TestConfig cached = configs.get(dir);
    if (cached != null) {
      return cached;
    }
    TestConfig config;
    if (dir.equals(root)) {
      config = TestConfig.defaults(root)
          .apply(ConfigFile.read(root.resolve(TestConfig.SUITE_FILE)), root, true);
    } else {
      config = configFor(root, dir.getParent());
    }
    Path local = dir.resolve(TestConfig.LOCAL_FILE);
    if (Files.isRegularFile(local)) {
      config = config.apply(ConfigFile.read(local), dir, false);
    }
    configs.put(dir, config);
    return config;
  }

  private void walk(Path root, Path dir, List<LitTest> out) throws ConfigException, IOException {
    TestConfig config = configFor(root, dir);
    List<Path> children;
    try (Stream<Path> s = Files.list(dir)) {
      children = s.sorted().toList();
    }
    for (Path child : children) {
      String name = child.getFileName().toString();
      if (name.startsWith(".") || config.excludes().contains(name)
          || name.equals(TestConfig.SUITE_FILE) || name.equals(TestConfig.LOCAL_FILE)) {
        continue;
      }
      if (Files.isDirectory(child)) {
        boolean nestedSuite = Files.isRegularFile(child.resolve(TestConfig.SUITE_FILE));
        walk(nestedSuite ? child : root, child, out);
      } else if (config.suffixes().stream().anyMatch(name::endsWith)) {
        out.add(new LitTest(root, child, relative(root, child), config));
      }
    }
  }
}
