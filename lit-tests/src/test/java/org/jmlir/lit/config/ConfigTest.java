package org.jmlir.lit.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.lit.script.Substitutions.Substitution;
import org.junit.jupiter.api.Test;

class ConfigTest {
  private static final Path ROOT = Path.of("/suite");

  private static TestConfig suite(String text) throws ConfigException {
    return TestConfig.defaults(ROOT).apply(ConfigFile.parse(ROOT.resolve("jlit.cfg"), text), ROOT, true);
  }

  @Test
  void syntax() throws Exception {
    List<ConfigFile.Entry> e = ConfigFile.parse(Path.of("c"), """
        # comment

        name = x
        features += a \\
           b
        substitute %{rt} = jopt %s | jopt = x
        """);
    assertEquals(3, e.size());
    assertEquals(new ConfigFile.Entry(Path.of("c"), 3, "name", false, "x"), e.get(0));
    assertEquals(new ConfigFile.Entry(Path.of("c"), 4, "features", true, "a  b"), e.get(1));
    assertEquals("substitute %{rt}", e.get(2).key());
    assertEquals("jopt %s | jopt = x", e.get(2).value());
    assertThrows(ConfigException.class, () -> ConfigFile.parse(Path.of("c"), "novalue\n"));
    assertThrows(ConfigException.class, () -> ConfigFile.parse(Path.of("c"), "= v\n"));
  }

  @Test
  void suiteSettings() throws Exception {
    TestConfig c = suite("""
        name = jmlir
        suffixes = .mlir .test
        excludes += Inputs
        features = a b
        substitute %{x} = one
        substitute %{y} = two
        env FOO = bar baz
        require-checks = true
        strict-filecheck = yes
        timeout = 7
        output-dir = ../target/out
        path = ../bin
        """);
    assertEquals("jmlir", c.name());
    assertEquals(List.of(".mlir", ".test"), c.suffixes());
    assertEquals(Set.of("Output", "Inputs"), c.excludes());
    assertEquals(Set.of("a", "b"), c.features());
    assertEquals(List.of(new Substitution("%{x}", "one"), new Substitution("%{y}", "two")), c.substitutions());
    assertEquals(Map.of("FOO", "bar baz"), c.env());
    assertTrue(c.requireChecks() && c.strictFileCheck());
    assertEquals(7, c.timeoutSeconds());
    assertEquals(Path.of("/target/out"), c.outputDir());
    assertEquals(List.of(Path.of("/bin")), c.path());
  }

  @Test
  void localConfigsRefineAndReplace() throws Exception {
    TestConfig root = suite("name = s\nsuffixes = .test\nsubstitute %{x} = one\nsubstitute %{y} = two\n");
    Path dir = ROOT.resolve("sub");
    TestConfig local = root.apply(ConfigFile.parse(dir.resolve("jlit.local.cfg"), """
        suffixes += .txt
        substitute %{x} = changed
        unsupported-unless-feature = gpu
        unsupported = false
        require-checks = false
        """), dir, false);
    assertEquals(List.of(".test", ".txt"), local.suffixes());
    assertEquals(List.of(new Substitution("%{x}", "changed"), new Substitution("%{y}", "two")),
        local.substitutions(), "a redefined substitution keeps its place");
    assertEquals(List.of("gpu"), local.requires());
    assertFalse(local.unsupported());
    assertEquals("s", local.name());
  }

  @Test
  void errorsNameTheFileAndLine() throws Exception {
    ConfigException e = assertThrows(ConfigException.class, () -> suite("name = s\ncolour = blue\n"));
    assertEquals("/suite/jlit.cfg:2: unknown key 'colour'", e.getMessage());
    assertThrows(ConfigException.class, () -> suite("require-checks = maybe\n"));
    assertThrows(ConfigException.class, () -> suite("timeout = soon\n"));
    assertThrows(ConfigException.class, () -> suite("name += x\n"));
    TestConfig root = suite("name = s\n");
    assertThrows(ConfigException.class, () -> root.apply(
        ConfigFile.parse(Path.of("/suite/d/jlit.local.cfg"), "name = other\n"), Path.of("/suite/d"), false));
    assertThrows(ConfigException.class, () -> root.apply(
        ConfigFile.parse(Path.of("/suite/d/jlit.local.cfg"), "output-dir = x\n"), Path.of("/suite/d"), false));
  }
}
