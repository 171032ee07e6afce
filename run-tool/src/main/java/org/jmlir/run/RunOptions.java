package org.jmlir.run;

import java.util.ArrayList;
import java.util.List;

/**
 * jrun's command line, read as LLVM's cl library reads mlir-runner's: one dash or two,
 * {@code -flag=value} or {@code -flag value}; {@code --shared-libs} takes a comma-separated list and
 * may be repeated.
 */
final class RunOptions {
  String input = "-";
  String entry = "main";
  String entryResult = "f32";
  final List<String> sharedLibs = new ArrayList<>();
  int optLevel = -1;
  String march = "";
  String mattr = "";
  boolean dumpObjectFile;
  /** --gpu-emulate: run gpu kernels on the CPU (gpu-emulate-on-host and the CPU lowering first). */
  boolean gpuEmulate;
  /** --no-implicit-module: the input's one top-level op is the program, which must be a symbol table. */
  boolean noImplicitModule;
  String objectFilename = "";
  /**
   * LLVM's own command-line options that mlir-runner passes on to LLVM's cl library (the matrix
   * lowering's, which upstream integration tests give), as given ({@code -name} or {@code -name=value});
   * {@link JrunMain} hands them to LLVM before the program's passes run.
   */
  final List<String> llvmOptions = new ArrayList<>();
  boolean help;
  boolean version;
  /** Why parsing failed (without the program-name prefix), or null. */
  String error;

  private static final List<String> STRING_OPTIONS =
      List.of("e", "entry-point-result", "shared-libs", "march", "mattr", "object-filename");
  /** Flags mlir-runner accepts that change nothing in jrun. */
  private static final List<String> IGNORED_FLAGS =
      List.of("mlir-disable-threading", "host-supports-jit", "mlir-print-ir-after-all");

  /** jrun's own boolean flags, which take an optional =true/=false. */
  private static final List<String> BOOL_FLAGS = List.of("dump-object-file", "no-implicit-module", "O0", "O1", "O2",
      "O3");

  /** LLVM boolean options jrun passes on: -enable-matrix (default<On> lowers llvm.matrix.*), ... */
  private static final List<String> LLVM_FLAGS = List.of("enable-matrix", "matrix-allow-contract");
  /** LLVM enumerated options jrun passes on, with their values. */
  private static final java.util.Map<String, List<String>> LLVM_ENUM_OPTIONS =
      java.util.Map.of("matrix-default-layout", List.of("column-major", "row-major"));

  static RunOptions parse(List<String> args) {
    RunOptions o = new RunOptions();
    List<String> positional = new ArrayList<>();
    boolean positionalOnly = false;
    boolean[] optFlags = new boolean[4];
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
      if (STRING_OPTIONS.contains(name) || LLVM_ENUM_OPTIONS.containsKey(name)) {
        if (value == null) {
          if (i + 1 >= args.size()) {
            o.error = "for the -" + name + " option: requires a value!";
            return o;
          }
          value = args.get(++i);
        }
        switch (name) {
          case "e" -> o.entry = value;
          // Any text: as mlir-runner's, a value other than f32, i32, i64 and void fails once the
          // program is read ("unsupported function type"), not as an option error.
          case "entry-point-result" -> o.entryResult = value;
          case "shared-libs" -> {
            for (String lib : value.split(",")) {
              if (!lib.isEmpty()) {
                o.sharedLibs.add(lib);
              }
            }
          }
          case "march" -> o.march = value;
          case "mattr" -> o.mattr = o.mattr.isEmpty() ? value : o.mattr + "," + value;
          case "object-filename" -> o.objectFilename = value;
          default -> {
            if (!LLVM_ENUM_OPTIONS.get(name).contains(value)) {
              o.error = "for the --" + name + " option: Cannot find option named '" + value + "'!";
              return o;
            }
            o.llvmOptions.add("-" + name + "=" + value);
          }
        }
        continue;
      }
      if (LLVM_FLAGS.contains(name)) {
        if (value != null && !List.of("true", "false", "1", "0").contains(value)) {
          o.error = "for the --" + name + " option: '" + value + "' is invalid value for boolean argument! Try 0 or 1";
          return o;
        }
        o.llvmOptions.add("-" + body);
        continue;
      }
      if (value != null && !BOOL_FLAGS.contains(name) && !IGNORED_FLAGS.contains(name)) {
        o.error = "Unknown command line argument '" + a + "'.  Try: 'jrun --help'";
        return o;
      }
      switch (name) {
        case "O0", "O1", "O2", "O3" -> {
          // Boolean flags, as mlir-runner's: each may be repeated or set to false, and of those set
          // the lowest level wins.
          if (value != null && !List.of("true", "false", "1", "0").contains(value)) {
            o.error = "for the --" + name + " option: '" + value + "' is invalid value for boolean argument! Try 0 or 1";
            return o;
          }
          int level = name.charAt(1) - '0';
          optFlags[level] = value == null || value.equals("true") || value.equals("1");
          o.optLevel = -1;
          for (int l = 3; l >= 0; l--) {
            if (optFlags[l]) {
              o.optLevel = l;
            }
          }
        }
        case "dump-object-file", "no-implicit-module" -> {
          if (value != null && !List.of("true", "false", "1", "0").contains(value)) {
            o.error = "for the --" + name + " option: '" + value + "' is invalid value for boolean argument! Try 0 or 1";
            return o;
          }
          boolean on = value == null || value.equals("true") || value.equals("1");
          if (name.equals("dump-object-file")) {
            o.dumpObjectFile = on;
          } else {
            o.noImplicitModule = on;
          }
        }
        case "gpu-emulate" -> o.gpuEmulate = true;
        case "help", "h" -> o.help = true;
        case "version" -> o.version = true;
        default -> {
          if (!IGNORED_FLAGS.contains(name)) {
            o.error = "Unknown command line argument '" + a + "'.  Try: 'jrun --help'";
            return o;
          }
        }
      }
    }
    if (positional.size() > 1) {
      o.error = "Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: jrun --help";
      return o;
    }
    if (!positional.isEmpty()) {
      o.input = positional.get(0);
    }
    return o;
  }

  static String usage() {
    return """
        OVERVIEW: jmlir's JIT runner (mlir-runner): runs a module in the llvm dialect with LLVM's ORC JIT

        USAGE: jrun [options] <input file>

        OPTIONS:
          -e <function name>                      - The function to be called (default: main)
          --entry-point-result=<f32|i32|i64|void> - Textual description of the function type to be called (default: f32)
          --shared-libs=<string>                  - Libraries to link dynamically (comma-separated); MLIR's
                                                    libmlir_runner_utils / libmlir_c_runner_utils name jrun's own runtime
          -O0, -O1, -O2, -O3                      - Run opt passes and codegen at that level
          --march=<string>                        - Architecture to generate code for
          --mattr=<a1,+a2,-a3,...>                - Target specific attributes
          --enable-matrix                         - LLVM: lower llvm.matrix.* intrinsics in the -O pipeline
          --matrix-allow-contract                 - LLVM: allow fusing the matrix lowering's multiplies and adds
          --matrix-default-layout=<column-major|row-major> - LLVM: the layout of flattened matrices
          --no-implicit-module                    - Disable implicit addition of a top-level module op during parsing
          --dump-object-file                      - Dump the JIT-compiled object to the file given by --object-filename
          --object-filename=<string>              - Where --dump-object-file writes (<input file>.o by default)
          --gpu-emulate                           - Run a GPU program (gpu dialect, launches and kernels) on the CPU:
                                                    kernel outlining, gpu-emulate-on-host and the lowering to llvm first
          --help                                  - Display available options
          --version                               - Display the version of this program
        """;
  }
}
