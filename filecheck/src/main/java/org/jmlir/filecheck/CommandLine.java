package org.jmlir.filecheck;

import java.util.ArrayList;
import java.util.List;

/**
 * FileCheck's command line, parsed by hand. picocli is not used because FileCheck follows LLVM's
 * cl::opt conventions, which picocli does not model: long options with one or two dashes
 * ({@code -check-prefix=X}, {@code --check-prefix X}), {@code -DVAR=VALUE} with the value always
 * attached, comma-separated lists that also accumulate when repeated, {@code =true}/{@code =false} on
 * flags, and error messages worded like cl's ("for the -D option: requires a value!").
 */
final class CommandLine {
  /** A usage error: the message (without the "FileCheck: " prefix) and the exit status cl uses. */
  static final class UsageError extends Exception {
    UsageError(String message) {
      super(message, null, false, false);
    }
  }

  String checkFile;
  String inputFile = "-";
  boolean help;
  boolean version;
  final FileCheckOptions.Builder options = FileCheckOptions.builder();
  private FileCheckOptions.DumpInput dumpInput;
  private FileCheckOptions.DumpInputFilter dumpInputFilter;
  private int dumpInputContext = -1;
  /** -D definitions rejected by the tool's own checks (reported before anything else). */
  final List<String> defineErrors = new ArrayList<>();

  private static final List<String> FLAGS = List.of("strict-whitespace", "ignore-case", "allow-empty",
      "allow-unused-prefixes", "match-full-lines", "enable-var-scope", "allow-deprecated-dag-overlap", "v", "vv",
      "strict", "dump-input-on-failure", "color", "help", "version");
  private static final List<String> VALUED = List.of("input-file", "check-prefix", "check-prefixes",
      "comment-prefixes", "implicit-check-not", "dump-input", "dump-input-filter", "dump-input-context",
      "dump-input-label-width");

  FileCheckOptions build() {
    if (dumpInput != null) {
      options.dumpInput(dumpInput);
    }
    if (dumpInputFilter != null) {
      options.dumpInputFilter(dumpInputFilter);
    }
    if (dumpInputContext >= 0) {
      options.dumpInputContext(dumpInputContext);
    }
    return options.build();
  }

  void parse(List<String> args) throws UsageError {
    boolean positionalOnly = false;
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      if (positionalOnly || !arg.startsWith("-") || arg.equals("-")) {
        positional(arg);
        continue;
      }
      if (arg.equals("--")) {
        positionalOnly = true;
        continue;
      }
      String body = arg.startsWith("--") ? arg.substring(2) : arg.substring(1);
      if (body.startsWith("D")) {
        define(body.substring(1));
        continue;
      }
      int eq = body.indexOf('=');
      String name = eq < 0 ? body : body.substring(0, eq);
      String value = eq < 0 ? null : body.substring(eq + 1);
      if (FLAGS.contains(name)) {
        flag(name, value);
      } else if (VALUED.contains(name)) {
        if (value == null) {
          if (i + 1 >= args.size()) {
            throw new UsageError("for the " + dashes(arg) + name + " option: requires a value!");
          }
          value = args.get(++i);
        }
        valued(arg, name, value);
      } else {
        throw new UsageError("Unknown command line argument '" + arg + "'.  Try: 'FileCheck --help'");
      }
    }
  }

  private static String dashes(String arg) {
    return arg.startsWith("--") ? "--" : "-";
  }

  private void positional(String arg) throws UsageError {
    if (checkFile != null) {
      throw new UsageError("Too many positional arguments specified!\n"
          + "Can specify at most 1 positional arguments: See: FileCheck --help");
    }
    checkFile = arg;
  }

  private void define(String value) throws UsageError {
    if (value.isEmpty()) {
      throw new UsageError("for the -D option: requires a value!");
    }
    int eq = value.indexOf('=');
    if (eq < 0) {
      defineErrors.add("Missing equal sign in command-line definition '-D" + value + "'");
    } else if (eq == 0) {
      defineErrors.add("Missing variable name in command-line definition '-D" + value + "'");
    } else {
      options.define(value);
    }
  }

  private void flag(String name, String value) throws UsageError {
    boolean on = true;
    if (value != null) {
      switch (value) {
        case "true", "TRUE", "True", "1", "" -> on = true;
        case "false", "FALSE", "False", "0" -> on = false;
        default -> throw new UsageError("for the --" + name + " option: '" + value
            + "' is invalid value for boolean argument! Try 0 or 1");
      }
    }
    switch (name) {
      case "strict-whitespace" -> options.strictWhitespace(on);
      case "ignore-case" -> options.ignoreCase(on);
      case "allow-empty" -> options.allowEmptyInput(on);
      case "allow-unused-prefixes" -> options.allowUnusedPrefixes(on);
      case "match-full-lines" -> options.matchFullLines(on);
      case "enable-var-scope" -> options.enableVarScope(on);
      case "allow-deprecated-dag-overlap" -> options.allowDeprecatedDagOverlap(on);
      case "v" -> options.verbose(on);
      case "vv" -> options.verboseVerbose(on);
      case "strict" -> options.strict(on);
      case "dump-input-on-failure" -> {
        if (on) {
          mergeDumpInput(FileCheckOptions.DumpInput.FAIL);
        }
      }
      case "help" -> help = on;
      case "version" -> version = on;
      case "color" -> options.color(on);
      default -> throw new IllegalStateException(name);
    }
  }

  private void mergeDumpInput(FileCheckOptions.DumpInput mode) {
    if (dumpInput == null || mode.compareTo(dumpInput) > 0) {
      dumpInput = mode;
    }
  }

  private void valued(String arg, String name, String value) throws UsageError {
    switch (name) {
      case "input-file" -> inputFile = value;
      case "check-prefix", "check-prefixes" -> {
        for (String p : value.split(",", -1)) {
          options.checkPrefix(p);
        }
      }
      case "comment-prefixes" -> {
        for (String p : value.split(",", -1)) {
          options.commentPrefix(p);
        }
      }
      case "implicit-check-not" -> options.implicitCheckNot(value);
      case "dump-input" -> {
        FileCheckOptions.DumpInput mode = switch (value) {
          case "help" -> FileCheckOptions.DumpInput.HELP;
          case "always" -> FileCheckOptions.DumpInput.ALWAYS;
          case "fail" -> FileCheckOptions.DumpInput.FAIL;
          case "never" -> FileCheckOptions.DumpInput.NEVER;
          default -> throw new UsageError("for the " + dashes(arg) + "dump-input option: Cannot find option named '"
              + value + "'!");
        };
        mergeDumpInput(mode);
      }
      case "dump-input-filter" -> {
        FileCheckOptions.DumpInputFilter filter = switch (value) {
          case "all" -> FileCheckOptions.DumpInputFilter.ALL;
          case "annotation-full" -> FileCheckOptions.DumpInputFilter.ANNOTATION_FULL;
          case "annotation" -> FileCheckOptions.DumpInputFilter.ANNOTATION;
          case "error" -> FileCheckOptions.DumpInputFilter.ERROR;
          default -> throw new UsageError("for the " + dashes(arg)
              + "dump-input-filter option: Cannot find option named '" + value + "'!");
        };
        if (dumpInputFilter == null || filter.compareTo(dumpInputFilter) > 0) {
          dumpInputFilter = filter;
        }
      }
      case "dump-input-context" -> dumpInputContext = Math.max(dumpInputContext, unsigned(arg, name, value));
      case "dump-input-label-width" -> options.dumpInputLabelWidth(unsigned(arg, name, value));
      default -> throw new IllegalStateException(name);
    }
  }

  private static int unsigned(String arg, String name, String value) throws UsageError {
    try {
      int v = Integer.parseInt(value);
      if (v >= 0) {
        return v;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new UsageError("for the " + dashes(arg) + name + " option: '" + value
        + "' value invalid for uint argument!");
  }

  /** Splits FILECHECK_OPTS into words like a shell without expansions (cl's GNU tokenizer). */
  static List<String> tokenize(String s) {
    List<String> words = new ArrayList<>();
    StringBuilder cur = null;
    char quote = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else if (c == '\\' && quote == '"' && i + 1 < s.length()) {
          cur.append(s.charAt(++i));
        } else {
          cur.append(c);
        }
        continue;
      }
      if (Character.isWhitespace(c)) {
        if (cur != null) {
          words.add(cur.toString());
          cur = null;
        }
        continue;
      }
      if (cur == null) {
        cur = new StringBuilder();
      }
      if (c == '"' || c == '\'') {
        quote = c;
      } else if (c == '\\' && i + 1 < s.length()) {
        cur.append(s.charAt(++i));
      } else {
        cur.append(c);
      }
    }
    if (cur != null) {
      words.add(cur.toString());
    }
    return words;
  }
}
