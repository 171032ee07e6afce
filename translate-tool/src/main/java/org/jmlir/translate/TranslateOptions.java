package org.jmlir.translate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * jtranslate's command line, read the way LLVM's cl library reads tf-mlir-translate's: one dash or
 * two, {@code -flag=value} or {@code -flag value} for string options, {@code -flag} or
 * {@code -flag=true|false} for booleans. All option handling lives in this class: a table of
 * options, no reflection, so start-up stays cheap.
 */
final class TranslateOptions {
  /** The translation to run, from the one translation flag given. */
  enum Translation {
    GRAPHDEF_TO_MLIR("graphdef-to-mlir", "Translate GraphDef to MLIR"),
    GRAPHDEF_TO_SPLATTED_MLIR("graphdef-to-splatted-mlir",
        "Translate GraphDef to MLIR with every constant replaced by a splat of one value"),
    MLIR_TO_GRAPHDEF("mlir-to-graphdef", "Translate MLIR to a GraphDef (text; binary with -tf-binary-output)"),
    TEST_ONLY_MLIR_TO_TF_NODEDEF("test-only-mlir-to-tf-nodedef",
        "Translate the one op of a module's 'main' function to a TensorFlow NodeDef (text)"),
    INTERPRET("interpret", "Interpreter for StableHLO"),
    HLO_TEXT_TO_MLIR_HLO("hlo-text-to-mlir-hlo", "Translate XLA HLO text to MLIR in the mhlo dialect (xla-translate)"),
    HLO_TO_MLIR("hlo-to-mlir", "Translate XLA HLO text to StableHLO (mhlo with -emit-mhlo) (hlo-translate)"),
    MLIR_TO_LLVMIR("mlir-to-llvmir", "Translate MLIR to LLVMIR"),
    IMPORT_LLVM("import-llvm", "Translate LLVMIR to MLIR"),
    HLO_TEXT_TO_STABLEHLO("hlo-text-to-stablehlo", "Translate XLA HLO text to StableHLO (xla-translate)"),
    MLIR_HLO_TO_HLO_TEXT("mlir-hlo-to-hlo-text", "Translate mhlo/StableHLO to XLA HLO text (xla-translate)"),
    MLIR_TO_HLO("mlir-to-hlo", "Translate StableHLO/mhlo to XLA HLO text (hlo-translate)"),
    SAVEDMODEL_SIGNATUREDEFS_TO_MLIR("savedmodel-signaturedefs-to-mlir",
        "Translate the SignatureDefs of a SavedModel directory to MLIR (variables from its checkpoint)"),
    SAVEDMODEL_SIGNATUREDEFS_TO_MLIR_LITE("savedmodel-signaturedefs-to-mlir-lite",
        "Translate the SignatureDefs of a SavedModel directory to MLIR without any graph transformation "
            + "(variables stay in the graph, the restore op is an initializer)");

    final String flag;
    final String help;

    Translation(String flag, String help) {
      this.flag = flag;
      this.help = help;
    }
  }

  private enum Kind { BOOL, STRING }

  private record Spec(String name, Kind kind, String help) {}

  private static final Map<String, Spec> SPECS = new LinkedHashMap<>();

  private static void spec(String name, Kind kind, String help) {
    SPECS.put(name, new Spec(name, kind, help));
  }

  static {
    spec("o", Kind.STRING, "Output filename ('-' for stdout, the default)");
    spec("help", Kind.BOOL, "Display available options");
    spec("version", Kind.BOOL, "Display the version of this program");
    spec("split-input-file", Kind.BOOL, "Split the input file into pieces and process each chunk independently");
    spec("verify-diagnostics", Kind.BOOL, "Check that emitted diagnostics match expected-* lines on the corresponding line");
    spec("allow-unregistered-dialect", Kind.BOOL, "Allow operation with no registered dialects");
    spec("mlir-print-debuginfo", Kind.BOOL, "Print debug info in MLIR output");
    spec("mlir-print-local-scope", Kind.BOOL, "Print with local scope and inline information");
    spec("mlir-print-op-generic", Kind.BOOL, "Print the generic op form");
    spec("no-implicit-module", Kind.BOOL, "Disable the parsing of an implicit top-level module op");
    spec("import-structs-as-literals", Kind.BOOL, "With --import-llvm: import named structs as literal structs");
    spec("drop-di-composite-type-elements", Kind.BOOL,
        "With --import-llvm: leave out the elements of debug composite types (but vectors')");
    spec("convert-debug-rec-to-intrinsics", Kind.BOOL,
        "With --import-llvm: read debug records as intrinsic calls (the import does so either way)");
    spec("emit-expensive-warnings", Kind.BOOL, "With --import-llvm: warn about what the import drops");
    spec("prefer-unregistered-intrinsics", Kind.BOOL,
        "With --import-llvm: call intrinsics by name (llvm.call_intrinsic) rather than as llvm.intr ops");
    spec("tf-input-arrays", Kind.STRING, "Input tensor names, separated by ','");
    spec("tf-input-data-types", Kind.STRING,
        "Input tensor data types, separated by ',' (DT_RESOURCE(shape:dtype;...) gives subtypes)");
    spec("tf-input-shapes", Kind.STRING,
        "Input tensor shapes: shapes separated by ':', dimensions by ',' ('?' unknown, '*' unranked)");
    spec("tf-output-arrays", Kind.STRING, "Output tensor names, separated by ',' (node or node:index)");
    spec("tf-control-output-arrays", Kind.STRING, "Control output node names, separated by ','");
    spec("tf-debug-info", Kind.STRING, "Path to a GraphDebugInfo file (text or binary): node stack traces become locations");
    spec("tf-xla-compile-device-type", Kind.STRING,
        "With -tf-graph-as-function: the XLA compile device type recorded on @main (_xla_compile_device_type)");
    spec("tf-prune-unused-nodes", Kind.BOOL, "Prune unused nodes in the input graph");
    spec("tf-convert-legacy-fed-inputs", Kind.BOOL, "Replace fed LegacyFedInput nodes by Placeholder nodes");
    spec("tf-graph-as-function", Kind.BOOL, "Import the graph as a function (inputs from _Arg, outputs from _Retval)");
    spec("tf-upgrade-legacy", Kind.BOOL, "Upgrade legacy TF graph behaviour: v1 control flow becomes functional If/While");
    spec("tf-enable-shape-inference-on-import", Kind.BOOL, "Enable shape inference on import (default true; =false keeps unranked results)");
    spec("tf-enable-unconditionally-use-set-output-shapes-on-import", Kind.BOOL,
        "Use _output_shapes for result types of every node, even when shape inference is off");
    spec("tf-export-entry-func-to-flib", Kind.BOOL, "Export the entry function to the function library as well");
    spec("tf-export-original-func-name", Kind.BOOL, "Export functions under their tf._original_func_name");
    spec("tf-binary-output", Kind.BOOL, "With -mlir-to-graphdef: write a binary GraphDef instead of text");
    spec("args", Kind.STRING, "With --interpret: arguments to pass to the interpreter, [dense<...> : tensor<...>, ...]");
    spec("probe-output-dir", Kind.STRING, "With --interpret: directory for storing instrumented tensor values");
    spec("interpreter-print-dense", Kind.BOOL, "With --interpret: print interpreter results as dense attributes");
    spec("hlo-import-all-computations", Kind.BOOL, "Import every HLO computation as a function, not just reachable ones");
    spec("hlo-flatten-computation-args-result", Kind.BOOL, "Flatten tuple arguments and results of imported functions");
    spec("emit-mhlo", Kind.BOOL, "With -hlo-to-mlir: emit mhlo instead of StableHLO");
    spec("print-layouts", Kind.BOOL, "Print layouts in the generated HLO text");
    spec("print-sugar", Kind.BOOL, "Print async ops using syntactic sugar in the generated HLO text (accepted, no effect)");
    spec("tf-savedmodel-tags", Kind.STRING, "Tags of the MetaGraphDef to import, separated by ',' (default: serve)");
    spec("tf-savedmodel-exported-names", Kind.STRING, "Signatures to import, separated by ',' (default: all)");
  }

  Translation translation;
  String input = "-";
  String output = "-";
  final Map<String, String> values = new LinkedHashMap<>();

  /** Why parsing failed (a message without the program-name prefix), or null. */
  String error;

  boolean flag(String name) {
    String v = values.get(name);
    return v != null && v.equals("true");
  }

  boolean flag(String name, boolean fallback) {
    String v = values.get(name);
    return v == null ? fallback : v.equals("true");
  }

  String string(String name) {
    return values.getOrDefault(name, "");
  }

  /** Reads {@code args}; on a bad command line {@link #error} says why. */
  static TranslateOptions parse(List<String> args) {
    TranslateOptions o = new TranslateOptions();
    List<String> positional = new ArrayList<>();
    boolean positionalOnly = false;
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (positionalOnly || !a.startsWith("-") || a.equals("-")) {
        positional.add(a);
        continue;
      }
      if (a.equals("--")) {
        positionalOnly = true;
        continue;
      }
      String body = a.startsWith("--") ? a.substring(2) : a.substring(1);
      int eq = body.indexOf('=');
      String name = eq < 0 ? body : body.substring(0, eq);
      String value = eq < 0 ? null : body.substring(eq + 1);
      Translation t = translationFor(name);
      if (t != null && value == null) {
        if (o.translation != null && o.translation != t) {
          o.error = "Only one translation can be given: both --" + o.translation.flag + " and --" + t.flag;
          return o;
        }
        o.translation = t;
        continue;
      }
      if (name.equals("h")) {
        name = "help";
      }
      Spec spec = SPECS.get(name);
      if (spec == null && name.startsWith("o") && name.length() > 1 && value == null) {
        spec = SPECS.get("o"); // -ofile, as LLVM reads a prefix option
        value = name.substring(1);
      }
      if (spec == null || (t != null)) {
        o.error = "Unknown command line argument '" + a + "'.  Try: 'jtranslate --help'";
        return o;
      }
      if (spec.kind == Kind.BOOL) {
        if (value == null || value.equals("true") || value.equals("1")) {
          value = "true";
        } else if (value.equals("false") || value.equals("0")) {
          value = "false";
        } else {
          o.error = "for the --" + spec.name + " option: '" + value + "' is invalid value for boolean argument! Try 0 or 1";
          return o;
        }
      } else if (value == null) {
        if (i + 1 >= args.size()) {
          o.error = "for the -" + spec.name + " option: requires a value!";
          return o;
        }
        value = args.get(++i);
      }
      if (spec.name.equals("o")) {
        o.output = value;
      } else {
        o.values.put(spec.name, value);
      }
    }
    if (positional.size() > 1) {
      o.error = "Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: jtranslate --help";
      return o;
    }
    if (!positional.isEmpty()) {
      o.input = positional.get(0);
    }
    return o;
  }

  private static Translation translationFor(String name) {
    for (Translation t : Translation.values()) {
      if (t.flag.equals(name)) {
        return t;
      }
    }
    return null;
  }

  static String usage() {
    StringBuilder sb = new StringBuilder();
    sb.append("OVERVIEW: jmlir's translation driver (tf-mlir-translate)\n\n");
    sb.append("USAGE: jtranslate [options] <input file>\n\nOPTIONS:\n\n");
    sb.append("Translations to perform (exactly one):\n");
    for (Translation t : Translation.values()) {
      line(sb, "--" + t.flag, t.help);
    }
    sb.append("\nGeneral options:\n");
    for (Spec s : SPECS.values()) {
      line(sb, (s.name.length() == 1 ? "-" : "--") + s.name + (s.kind == Kind.STRING ? "=<value>" : ""), s.help);
    }
    return sb.toString();
  }

  private static void line(StringBuilder sb, String flag, String help) {
    sb.append("  ").append(flag);
    int pad = Math.max(2, 60 - flag.length());
    sb.append(" ".repeat(pad)).append("- ").append(help).append('\n');
  }
}
