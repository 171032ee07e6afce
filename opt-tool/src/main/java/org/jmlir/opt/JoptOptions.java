package org.jmlir.opt;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * jopt's command line, spelled as mlir-opt spells it. Every long option also has its single-dash
 * form ({@code -split-input-file}); {@link JoptMain#normalize} rewrites those before picocli sees them.
 */
@Command(
    name = "jopt",
    description = "MLIR modular optimizer driver (jmlir's mlir-opt).",
    sortOptions = false,
    usageHelpWidth = 100)
final class JoptOptions {
  @Parameters(index = "0", arity = "0..1", paramLabel = "<input file>", description = "Input file ('-' for stdin).")
  String input = "-";

  @Option(names = "-o", paramLabel = "<filename>", description = "Output filename (written only on success).")
  String output = "-";

  @Option(names = "--split-input-file", arity = "0..1", fallbackValue = "// -----", paramLabel = "<marker>",
      description = "Split the input file into chunks at '// -----' (or the given marker) and process each one.")
  String splitMarker;

  @Option(names = "--output-split-marker", paramLabel = "<marker>",
      description = "Separator printed between the outputs of split chunks (default '// -----').")
  String outputSplitMarker = "// -----";

  @Option(names = "--verify-diagnostics", arity = "0..1", fallbackValue = "all", paramLabel = "all|only-expected",
      description = "Check that emitted diagnostics match the expected-* comments in the input.")
  String verifyDiagnostics;

  @Option(names = "--pass-pipeline", paramLabel = "<string>",
      description = "A textual description of a pass pipeline to run, e.g. 'builtin.module(func.func(cse))'.")
  String passPipeline;

  @Option(names = "--mlir-timing", description = "Display execution times.")
  boolean timing;

  @Option(names = "--mlir-timing-display", paramLabel = "list|tree",
      description = "Display method for timing data: 'list' (sorted by total time) or 'tree' (default).")
  String timingDisplay = "tree";

  @Option(names = "--mlir-print-ir-before", split = ",", paramLabel = "<pass-arg>",
      description = "Print IR before specified passes.")
  java.util.List<String> printIrBefore = new java.util.ArrayList<>();

  @Option(names = "--mlir-print-ir-after", split = ",", paramLabel = "<pass-arg>",
      description = "Print IR after specified passes.")
  java.util.List<String> printIrAfter = new java.util.ArrayList<>();

  @Option(names = "--mlir-print-ir-before-all", description = "Print IR before each pass.")
  boolean printIrBeforeAll;

  @Option(names = "--mlir-print-ir-after-all", description = "Print IR after each pass.")
  boolean printIrAfterAll;

  @Option(names = "--mlir-print-ir-after-change",
      description = "When printing the IR after a pass, only print if the IR changed.")
  boolean printIrAfterChange;

  @Option(names = "--mlir-print-ir-after-failure", description = "When printing the IR after a pass, only print if the pass failed.")
  boolean printIrAfterFailure;

  @Option(names = "--mlir-print-ir-module-scope",
      description = "When printing IR for print-ir-[before|after]{-all} always print the top-level operation.")
  boolean printIrModuleScope;

  @Option(names = "--verify-roundtrip", description = "Round-trip the IR through the generic and custom forms and compare.")
  boolean verifyRoundtrip;

  @Option(names = "--allow-unregistered-dialect", description = "Allow operations of unregistered dialects.")
  boolean allowUnregisteredDialect;

  @Option(names = "--mlir-print-op-generic", description = "Print the generic op form.")
  boolean printGeneric;

  @Option(names = "--mlir-print-debuginfo", description = "Print debug info (locations) in the output.")
  boolean printDebugInfo;

  @Option(names = "--mlir-pretty-debuginfo", description = "Print pretty debug info.")
  boolean prettyDebugInfo;

  @Option(names = "--mlir-print-local-scope", description = "Print with local scope and inline information.")
  boolean localScope;

  @Option(names = "--mlir-elide-elementsattrs-if-larger", paramLabel = "<uint>",
      description = "Elide ElementsAttrs with more elements than this.")
  long elideElementsAttrsIfLarger = -1;

  @Option(names = "--mlir-elide-resource-strings-if-larger", paramLabel = "<uint>",
      description = "Elide printing value of resources if string is too long in chars.")
  long elideResourceStringsIfLarger = -1;

  @Option(names = "--mlir-print-assume-verified", description = "Skip verifying ops before printing.")
  boolean assumeVerified;

  @Option(names = "--mlir-print-skip-regions", description = "Skip regions when printing ops.")
  boolean skipRegions;

  @Option(names = "--mlir-print-op-on-diagnostic", arity = "0..1", fallbackValue = "true", paramLabel = "<bool>",
      description = "Note the op an error is about ('see current operation'); default true.")
  Boolean printOpOnDiagnostic;

  @Option(names = "--show-dialects", description = "Print the list of registered dialects and exit.")
  boolean showDialects;

  @Option(names = "--no-implicit-module", description = "Do not wrap the input in an implicit builtin.module.")
  boolean noImplicitModule;

  @Option(names = "--mlir-disable-threading", description = "Disable multi-threading within MLIR, overrides any further call to MLIRContext::enableMultiThreading().")
  boolean disableThreading;

  @Option(names = "--verify-each", arity = "0..1", fallbackValue = "true", paramLabel = "<bool>",
      description = "Run the verifier after each transformation pass (default true).")
  Boolean verifyEach;

  @Option(names = "--mlir-very-unsafe-disable-verifier-on-parsing", description = "Do not verify after parsing.")
  boolean disableVerifierOnParsing;

  @Option(names = {"-h", "--help"}, usageHelp = true, description = "Display this help and exit.")
  boolean help;

  @Option(names = "--version", versionHelp = true, description = "Display the version and exit.")
  boolean version;
}
