package org.jmlir.tool.cl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CommandLineTest {
  private final List<String> log = new ArrayList<>();

  private CommandLine cl() {
    return new CommandLine("tool")
        .flag("verbose", "talk", v -> log.add("verbose=" + CommandLine.parseBool("tool", "verbose", v)))
        .value("o", "<file>", "output", v -> log.add("o=" + v))
        .optionalValue("split", "<m>", "//--", "split", v -> log.add("split=" + v))
        .list("names", "<n>", "names", v -> log.add("name=" + v));
  }

  private List<String> parse(String... args) throws CommandLineException {
    return cl().parse(List.of(args), List.of("canonicalize"));
  }

  @Test
  void oneAndTwoDashesAreTheSame() throws Exception {
    parse("-verbose", "--verbose=false", "--verbose=1");
    assertEquals(List.of("verbose=true", "verbose=false", "verbose=true"), log);
  }

  @Test
  void requiredValueFromEqualsOrNextArgument() throws Exception {
    List<String> positional = parse("-o", "a", "--o=b", "in.mlir");
    assertEquals(List.of("o=a", "o=b"), log);
    assertEquals(List.of("in.mlir"), positional);
  }

  @Test
  void optionalValueOnlyAfterEquals() throws Exception {
    List<String> positional = parse("-split", "file", "--split=XX");
    assertEquals(List.of("split=//--", "split=XX"), log);
    assertEquals(List.of("file"), positional);
  }

  @Test
  void listsSplitAtCommasAndRepeat() throws Exception {
    parse("--names=a,b", "-names", "c");
    assertEquals(List.of("name=a", "name=b", "name=c"), log);
  }

  @Test
  void doubleDashEndsOptionsAndLoneDashIsPositional() throws Exception {
    assertEquals(List.of("-", "-verbose"), parse("-", "--", "-verbose"));
    assertTrue(log.isEmpty());
  }

  @Test
  void errorsUseLlvmWording() {
    CommandLineException missing = assertThrows(CommandLineException.class, () -> parse("-o"));
    assertEquals("tool: for the -o option: requires a value!", missing.getMessage());
    CommandLineException bool = assertThrows(CommandLineException.class, () -> parse("--verbose=maybe"));
    assertEquals("tool: for the --verbose option: 'maybe' is invalid value for boolean argument! Try 0 or 1", bool.getMessage());
    CommandLineException unknown = assertThrows(CommandLineException.class, () -> parse("-canonicalise=x"));
    assertEquals(
        "tool: Unknown command line argument '-canonicalise=x'.  Try: 'tool --help'\ntool: Did you mean '--canonicalize=x'?",
        unknown.getMessage());
    assertThrows(CommandLineException.class, () -> CommandLine.parseUnsigned("tool", "n", "-3"));
    assertEquals(7, assertDoesNotThrowUnsigned("7"));
  }

  private static long assertDoesNotThrowUnsigned(String v) {
    try {
      return CommandLine.parseUnsigned("tool", "n", v);
    } catch (CommandLineException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void editDistance() {
    assertEquals(0, CommandLine.editDistance("abc", "abc", 10));
    assertEquals(1, CommandLine.editDistance("canonicalise", "canonicalize", 10));
    assertEquals(3, CommandLine.editDistance("", "abc", 10));
    assertEquals(2, CommandLine.editDistance("abcdef", "zzzzzzzz", 2));
  }

  @Test
  void helpAlignsDescriptions() {
    String help = cl().renderOptions(0);
    assertTrue(help.contains("  --split[=<m>]  - split\n"), help);
    assertTrue(help.contains("  -o=<file>      - output\n"), help);
  }
}
