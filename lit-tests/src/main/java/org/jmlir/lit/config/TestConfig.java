package org.jmlir.lit.config;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.lit.script.Substitutions.Substitution;

/**
 * The settings in force for the tests of one directory: the suite's {@code jlit.cfg} with every
 * {@code jlit.local.cfg} from the suite root down to that directory applied in turn (lit's
 * {@code lit.cfg} / {@code lit.local.cfg}). Keys:
 *
 * <pre>
 * name = SUITE                       the suite's name in reports (suite config only)
 * suffixes = .mlir .test             which files are tests
 * excludes = Inputs Output           file or directory names never searched for tests
 * features = F1 F2                   available features (REQUIRES, UNSUPPORTED, XFAIL, %if)
 * substitute %{name} = TEXT          a RUN-line substitution; later configs replace it in place
 * env NAME = VALUE                   an environment variable for the tests
 * pass-env = NAME1 NAME2             variables passed on from jlit's own environment
 * path = DIR1 DIR2                   put in front of the tests' PATH (relative to the config's directory)
 * unsupported = true                 every test here is UNSUPPORTED
 * unsupported-unless-feature = EXPR  every test here is UNSUPPORTED unless EXPR holds (alias: requires)
 * strict-filecheck = true            run jfilecheck with --strict (when it has that flag)
 * require-checks = true              a test whose RUN lines check nothing FAILs
 * check-commands = jfilecheck not    commands that count as checking (for require-checks)
 * check-args = -verify-diagnostics   arguments that count as checking (for require-checks)
 * timeout = SECONDS                  per-test time limit, 0 for none
 * output-dir = DIR                   where %t and %T live (suite config only; relative to it)
 * </pre>
 *
 * List keys take {@code +=} to add to the inherited value; {@code =} replaces it.
 */
public record TestConfig(
    String name,
    List<String> suffixes,
    Set<String> excludes,
    Set<String> features,
    List<Substitution> substitutions,
    Map<String, String> env,
    List<String> passEnv,
    List<Path> path,
    boolean unsupported,
    List<String> requires,
    boolean strictFileCheck,
    boolean requireChecks,
    Set<String> checkCommands,
    Set<String> checkArgs,
    int timeoutSeconds,
    Path outputDir) {

  public static final String SUITE_FILE = "jlit.cfg";
  public static final String LOCAL_FILE = "jlit.local.cfg";

  public TestConfig {
    suffixes = List.copyOf(suffixes);
    excludes = Set.copyOf(excludes);
    features = Set.copyOf(features);
    substitutions = List.copyOf(substitutions);
    env = Map.copyOf(env);
    passEnv = List.copyOf(passEnv);
    path = List.copyOf(path);
    requires = List.copyOf(requires);
    checkCommands = Set.copyOf(checkCommands);
    checkArgs = Set.copyOf(checkArgs);
  }

  /** The settings before any config file: lit's defaults, no features, checks not required. */
  public static TestConfig defaults(Path suiteRoot) {
    return new TestConfig(
        suiteRoot.getFileName() == null ? "suite" : suiteRoot.getFileName().toString(),
        List.of(),
        Set.of("Output"),
        Set.of(),
        List.of(),
        Map.of(),
        List.of("PATH", "HOME", "TMPDIR", "LANG", "LC_ALL", "TERM", "JAVA_HOME", "USER"),
        List.of(),
        false,
        List.of(),
        false,
        false,
        Set.of("jfilecheck", "not"),
        Set.of("-verify-diagnostics", "--verify-diagnostics"),
        0,
        suiteRoot.resolve("Output"));
  }

  /** This config with {@code entries} (from a file in {@code dir}) applied. */
  public TestConfig apply(List<ConfigFile.Entry> entries, Path dir, boolean suiteConfig) throws ConfigException {
    Builder b = new Builder(this);
    for (ConfigFile.Entry e : entries) {
      b.apply(e, dir, suiteConfig);
    }
    return b.build();
  }

  private static final class Builder {
    String name;
    List<String> suffixes;
    Set<String> excludes;
    Set<String> features;
    List<Substitution> substitutions;
    Map<String, String> env;
    List<String> passEnv;
    List<Path> path;
    boolean unsupported;
    List<String> requires;
    boolean strictFileCheck;
    boolean requireChecks;
    Set<String> checkCommands;
    Set<String> checkArgs;
    int timeoutSeconds;
    Path outputDir;

    Builder(TestConfig c) {
      name = c.name;
      suffixes = new ArrayList<>(c.suffixes);
      excludes = new LinkedHashSet<>(c.excludes);
      features = new LinkedHashSet<>(c.features);
      substitutions = new ArrayList<>(c.substitutions);
      env = new LinkedHashMap<>(c.env);
      passEnv = new ArrayList<>(c.passEnv);
      path = new ArrayList<>(c.path);
      unsupported = c.unsupported;
      requires = new ArrayList<>(c.requires);
      strictFileCheck = c.strictFileCheck;
      requireChecks = c.requireChecks;
      checkCommands = new LinkedHashSet<>(c.checkCommands);
      checkArgs = new LinkedHashSet<>(c.checkArgs);
      timeoutSeconds = c.timeoutSeconds;
      outputDir = c.outputDir;
    }

    TestConfig build() {
      return new TestConfig(name, suffixes, excludes, features, substitutions, env, passEnv, path, unsupported,
          requires, strictFileCheck, requireChecks, checkCommands, checkArgs, timeoutSeconds, outputDir);
    }

    void apply(ConfigFile.Entry e, Path dir, boolean suiteConfig) throws ConfigException {
      String key = e.key();
      String v = e.value();
      if (key.startsWith("substitute ")) {
        noAppend(e);
        String pattern = key.substring("substitute ".length()).strip();
        Substitution s = new Substitution(pattern, v);
        for (int i = 0; i < substitutions.size(); i++) {
          if (substitutions.get(i).pattern().equals(pattern)) {
            substitutions.set(i, s);
            return;
          }
        }
        substitutions.add(s);
        return;
      }
      if (key.startsWith("env ")) {
        noAppend(e);
        env.put(key.substring(4).strip(), v);
        return;
      }
      switch (key) {
        case "name" -> {
          suiteOnly(e, suiteConfig);
          noAppend(e);
          name = v;
        }
        case "suffixes" -> list(e, suffixes);
        case "excludes" -> list(e, excludes);
        case "features" -> list(e, features);
        case "pass-env" -> list(e, passEnv);
        case "check-commands" -> list(e, checkCommands);
        case "check-args" -> list(e, checkArgs);
        case "path" -> {
          if (!e.append()) {
            path.clear();
          }
          for (String p : words(v)) {
            path.add(dir.resolve(p).normalize());
          }
        }
        case "unsupported" -> unsupported = bool(e);
        case "unsupported-unless-feature", "requires" -> {
          if (!e.append()) {
            requires.clear();
          }
          requires.add(v);
        }
        case "strict-filecheck" -> strictFileCheck = bool(e);
        case "require-checks" -> requireChecks = bool(e);
        case "timeout" -> {
          noAppend(e);
          try {
            timeoutSeconds = Integer.parseInt(v);
          } catch (NumberFormatException ex) {
            throw new ConfigException(e.where() + "timeout must be a number of seconds, got: " + v);
          }
        }
        case "output-dir" -> {
          suiteOnly(e, suiteConfig);
          noAppend(e);
          outputDir = dir.resolve(v).normalize();
        }
        default -> throw new ConfigException(e.where() + "unknown key '" + key + "'");
      }
    }

    private static void suiteOnly(ConfigFile.Entry e, boolean suiteConfig) throws ConfigException {
      if (!suiteConfig) {
        throw new ConfigException(e.where() + "'" + e.key() + "' may only be set in " + SUITE_FILE);
      }
    }

    private static void noAppend(ConfigFile.Entry e) throws ConfigException {
      if (e.append()) {
        throw new ConfigException(e.where() + "'" + e.key() + "' takes '=', not '+='");
      }
    }

    private static void list(ConfigFile.Entry e, java.util.Collection<String> target) {
      if (!e.append()) {
        target.clear();
      }
      target.addAll(words(e.value()));
    }

    private static List<String> words(String v) {
      List<String> out = new ArrayList<>();
      for (String w : v.split("[\\s,]+")) {
        if (!w.isEmpty()) {
          out.add(w);
        }
      }
      return out;
    }

    private static boolean bool(ConfigFile.Entry e) throws ConfigException {
      noAppend(e);
      return switch (e.value()) {
        case "true", "yes", "on", "1" -> true;
        case "false", "no", "off", "0" -> false;
        default -> throw new ConfigException(e.where() + "'" + e.key() + "' must be true or false, got: "
            + e.value());
      };
    }
  }
}
