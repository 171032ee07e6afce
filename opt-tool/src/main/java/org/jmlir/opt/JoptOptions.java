package org.jmlir.opt;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.tool.cl.CommandLine;

/**
 * jopt's options, spelled as mlir-opt spells them ({@code -flag} and {@code --flag} alike), and the
 * command line that fills them ({@link #commandLine}).
 */
final class JoptOptions {
  static final String PROGRAM = "jopt";

  String input = "-";
  String output = "-";
  String splitMarker;
  String outputSplitMarker = "// -----";
  String verifyDiagnostics;
  String passPipeline;
  boolean timing;
  String timingDisplay = "tree";
  boolean passStatistics;
  String passStatisticsDisplay = "list";
  final List<String> printIrBefore = new ArrayList<>();
  final List<String> printIrAfter = new ArrayList<>();
  boolean printIrBeforeAll;
  boolean printIrAfterAll;
  boolean printIrAfterChange;
  boolean printIrAfterFailure;
  boolean printIrModuleScope;
  boolean verifyRoundtrip;
  boolean allowUnregisteredDialect;
  boolean printGeneric;
  boolean printDebugInfo;
  boolean prettyDebugInfo;
  boolean localScope;
  long elideElementsAttrsIfLarger = -1;
  long elideResourceStringsIfLarger = -1;
  boolean assumeVerified;
  boolean skipRegions;
  /** Null: not given (true unless -verify-diagnostics). */
  Boolean printOpOnDiagnostic;
  boolean showDialects;
  boolean noImplicitModule;
  boolean disableThreading;
  /** Null: not given (true). */
  Boolean verifyEach;
  boolean disableVerifierOnParsing;
  boolean help;
  boolean version;
  boolean useNameLocAsPrefix;
  String printIrTreeDir;
  String crashReproducer;
  boolean localReproducer;
  boolean runReproducer;
  String generateReproducer;
  String reduceOnFailure;
  String passReport;
  boolean dumpPassPipeline;

  private static boolean bool(String option, String v) throws org.jmlir.tool.cl.CommandLineException {
    return CommandLine.parseBool(PROGRAM, option, v);
  }

  /** The command line that fills {@code o}, in the order {@code --help} lists the options. */
  static CommandLine commandLine(JoptOptions o) {
    CommandLine cl = new CommandLine(PROGRAM);
    cl.value("o", "<filename>", "Output filename (written only on success)", v -> o.output = v);
    cl.optionalValue("split-input-file", "<marker>", "// -----",
        "Split the input file into chunks at '// -----' (or the given marker) and process each one",
        v -> o.splitMarker = v);
    cl.value("output-split-marker", "<marker>", "Separator printed between the outputs of split chunks (default '// -----')",
        v -> o.outputSplitMarker = v);
    cl.optionalValue("verify-diagnostics", "all|only-expected", "all",
        "Check that emitted diagnostics match the expected-* comments in the input",
        v -> o.verifyDiagnostics = CommandLine.parseEnum(PROGRAM, "verify-diagnostics", v, "all", "only-expected"));
    cl.value("pass-pipeline", "<string>", "A textual description of a pass pipeline to run, e.g. 'builtin.module(func.func(cse))'",
        v -> o.passPipeline = v);
    cl.value("p", "<string>", "Alias for --pass-pipeline", v -> o.passPipeline = v);
    cl.flag("dump-pass-pipeline", "Print the pipeline that will be run",
        v -> o.dumpPassPipeline = bool("dump-pass-pipeline", v));
    cl.value("mlir-pass-pipeline-crash-reproducer", "<string>",
        "Generate a .mlir reproducer file at the given output path if the pass manager crashes or fails",
        v -> o.crashReproducer = v);
    cl.flag("mlir-pass-pipeline-local-reproducer",
        "When generating a crash reproducer, attempt to generated a reproducer with the smallest pipeline.",
        v -> o.localReproducer = bool("mlir-pass-pipeline-local-reproducer", v));
    cl.value("mlir-generate-reproducer", "<filename>",
        "Generate an mlir reproducer at the provided filename (no crash required)", v -> o.generateReproducer = v);
    cl.flag("run-reproducer", "Run the pipeline stored in the reproducer", v -> o.runReproducer = bool("run-reproducer", v));
    cl.value("reduce-on-failure", "<filename>",
        "When the pipeline fails, shrink the input to a small file that fails the same way and write it here",
        v -> o.reduceOnFailure = v);
    cl.value("mlir-pass-report", "<filename>",
        "Write an HTML page with each pass's time, the ops it changed and a diff of the changed functions",
        v -> o.passReport = v);
    // Taken by PassSetup.extractPassFlags (as apply-pdll, in order among the pass flags); listed for --help.
    cl.value("pdll", "<filename>", "Apply the patterns of a PDLL file, interpreted (apply-pdll{file=...})", v -> {});
    cl.flag("mlir-timing", "Display execution times", v -> o.timing = bool("mlir-timing", v));
    cl.value("mlir-timing-display", "list|tree", "Display method for timing data: 'list' (sorted by total time) or 'tree' (default)",
        v -> o.timingDisplay = CommandLine.parseEnum(PROGRAM, "mlir-timing-display", v, "list", "tree"));
    cl.flag("mlir-pass-statistics", "Display the statistics of each pass",
        v -> o.passStatistics = bool("mlir-pass-statistics", v));
    cl.value("mlir-pass-statistics-display", "list|pipeline",
        "Display method for pass statistics: 'list' (merged, sorted by pass name) or 'pipeline' (nested)",
        v -> o.passStatisticsDisplay = CommandLine.parseEnum(PROGRAM, "mlir-pass-statistics-display", v, "list", "pipeline"));
    cl.list("mlir-print-ir-before", "<pass-arg>", "Print IR before specified passes", o.printIrBefore::add);
    cl.list("mlir-print-ir-after", "<pass-arg>", "Print IR after specified passes", o.printIrAfter::add);
    cl.flag("mlir-print-ir-before-all", "Print IR before each pass",
        v -> o.printIrBeforeAll = bool("mlir-print-ir-before-all", v));
    cl.flag("mlir-print-ir-after-all", "Print IR after each pass", v -> o.printIrAfterAll = bool("mlir-print-ir-after-all", v));
    cl.flag("mlir-print-ir-after-change", "When printing the IR after a pass, only print if the IR changed",
        v -> o.printIrAfterChange = bool("mlir-print-ir-after-change", v));
    cl.flag("mlir-print-ir-after-failure", "When printing the IR after a pass, only print if the pass failed",
        v -> o.printIrAfterFailure = bool("mlir-print-ir-after-failure", v));
    cl.value("mlir-print-ir-tree-dir", "<string>",
        "When printing the IR before/after a pass, print file tree rooted at this directory. Use in conjunction with"
            + " mlir-print-ir-* flags",
        v -> o.printIrTreeDir = v);
    cl.flag("mlir-print-ir-module-scope",
        "When printing IR for print-ir-[before|after]{-all} always print the top-level operation",
        v -> o.printIrModuleScope = bool("mlir-print-ir-module-scope", v));
    cl.flag("verify-roundtrip", "Round-trip the IR through the generic and custom forms and compare",
        v -> o.verifyRoundtrip = bool("verify-roundtrip", v));
    cl.flag("allow-unregistered-dialect", "Allow operations of unregistered dialects",
        v -> o.allowUnregisteredDialect = bool("allow-unregistered-dialect", v));
    cl.flag("mlir-print-op-generic", "Print the generic op form", v -> o.printGeneric = bool("mlir-print-op-generic", v));
    cl.flag("mlir-print-debuginfo", "Print debug info (locations) in the output",
        v -> o.printDebugInfo = bool("mlir-print-debuginfo", v));
    cl.flag("mlir-use-nameloc-as-prefix", "Print SSA IDs using NameLocs as prefixes",
        v -> o.useNameLocAsPrefix = bool("mlir-use-nameloc-as-prefix", v));
    cl.flag("mlir-pretty-debuginfo", "Print pretty debug info", v -> o.prettyDebugInfo = bool("mlir-pretty-debuginfo", v));
    cl.flag("mlir-print-local-scope", "Print with local scope and inline information",
        v -> o.localScope = bool("mlir-print-local-scope", v));
    cl.value("mlir-elide-elementsattrs-if-larger", "<uint>", "Elide ElementsAttrs with more elements than this",
        v -> o.elideElementsAttrsIfLarger = CommandLine.parseUnsigned(PROGRAM, "mlir-elide-elementsattrs-if-larger", v));
    cl.value("mlir-elide-resource-strings-if-larger", "<uint>", "Elide printing value of resources if string is too long in chars",
        v -> o.elideResourceStringsIfLarger = CommandLine.parseUnsigned(PROGRAM, "mlir-elide-resource-strings-if-larger", v));
    cl.flag("mlir-print-assume-verified", "Skip verifying ops before printing",
        v -> o.assumeVerified = bool("mlir-print-assume-verified", v));
    cl.flag("mlir-print-skip-regions", "Skip regions when printing ops", v -> o.skipRegions = bool("mlir-print-skip-regions", v));
    cl.flag("mlir-print-op-on-diagnostic", "Note the op an error is about ('see current operation'); default true",
        v -> o.printOpOnDiagnostic = bool("mlir-print-op-on-diagnostic", v));
    cl.flag("show-dialects", "Print the list of registered dialects and exit", v -> o.showDialects = bool("show-dialects", v));
    cl.flag("no-implicit-module", "Do not wrap the input in an implicit builtin.module",
        v -> o.noImplicitModule = bool("no-implicit-module", v));
    cl.flag("mlir-disable-threading",
        "Disable multi-threading within MLIR, overrides any further call to MLIRContext::enableMultiThreading()",
        v -> o.disableThreading = bool("mlir-disable-threading", v));
    cl.flag("verify-each", "Run the verifier after each transformation pass (default true)",
        v -> o.verifyEach = bool("verify-each", v));
    cl.flag("mlir-very-unsafe-disable-verifier-on-parsing", "Do not verify after parsing",
        v -> o.disableVerifierOnParsing = bool("mlir-very-unsafe-disable-verifier-on-parsing", v));
    cl.flag("h", "Alias for --help", v -> o.help = true);
    cl.flag("help", "Display available options", v -> o.help = true);
    cl.flag("version", "Display the version of this program", v -> o.version = true);
    return cl;
  }
}
