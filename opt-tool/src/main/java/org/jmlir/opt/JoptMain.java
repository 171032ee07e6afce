package org.jmlir.opt;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tool;
import org.jmlir.tool.Tools;
import picocli.CommandLine;

/**
 * {@code jopt}: jmlir's mlir-opt. Reads MLIR, verifies it and prints it back (generic or custom form,
 * with or without locations), with mlir-opt's flags, exit codes, diagnostics and split-input-file
 * handling. Options may be spelled with one dash or two, and take values as {@code -flag value} or
 * {@code --flag=value}, as LLVM's command-line library allows.
 */
public final class JoptMain implements Tool {
  static final String VERSION = "jopt (jmlir) 0.1.0, textual format of MLIR 22";

  public static void main(String[] args) {
    Tools.main(new JoptMain(), args);
  }

  @Override
  public String name() {
    return "jopt";
  }

  @Override
  public int run(Invocation inv) throws Exception {
    JoptOptions options = new JoptOptions();
    CommandLine cl = new CommandLine(options);
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    PrintWriter out = new PrintWriter(inv.stdout(), true, StandardCharsets.UTF_8);
    PrintWriter err = new PrintWriter(inv.stderr(), true, StandardCharsets.UTF_8);
    PassRegistry registry = PassRegistry.withAllPasses();
    List<PassSetup.PassFlag> passFlags = new ArrayList<>();
    List<String> args = PassSetup.extractPassFlags(inv.args(), registry, passFlags);
    try {
      cl.parseArgs(normalize(args).toArray(new String[0]));
    } catch (CommandLine.UnmatchedArgumentException e) {
      List<String> unmatched = e.getUnmatched();
      String arg = unmatched.isEmpty() ? "?" : unmatched.get(0);
      if (arg.startsWith("-") && arg.length() > 1) {
        err.println("jopt: Unknown command line argument '" + original(inv.args(), arg) + "'.  Try: 'jopt --help'");
      } else {
        err.println("jopt: Too many positional arguments specified!");
        err.println("Can specify at most 1 positional arguments: See: jopt --help");
      }
      return 1;
    } catch (CommandLine.ParameterException e) {
      err.println("jopt: " + e.getMessage());
      err.println("Try: 'jopt --help'");
      return 1;
    }
    if (options.help) {
      cl.usage(out);
      out.print(PassHelp.render(registry));
      out.flush();
      return 0;
    }
    if (options.version) {
      out.println(VERSION);
      return 0;
    }
    if (options.verifyDiagnostics != null
        && !options.verifyDiagnostics.equals("all")
        && !options.verifyDiagnostics.equals("only-expected")) {
      err.println("jopt: for the --verify-diagnostics option: Cannot find option named '"
          + options.verifyDiagnostics + "'!");
      return 1;
    }
    if (!options.timingDisplay.equals("list") && !options.timingDisplay.equals("tree")) {
      err.println("jopt: for the --mlir-timing-display option: Cannot find option named '" + options.timingDisplay + "'!");
      return 1;
    }
    for (List<String> names : List.of(options.printIrBefore, options.printIrAfter)) {
      for (String n : names) {
        if (registry.lookup(n) == null) {
          String flag = names == options.printIrBefore ? "mlir-print-ir-before" : "mlir-print-ir-after";
          err.println("jopt: for the --" + flag + " option: Cannot find option named '" + n + "'!");
          return 1;
        }
      }
    }
    return new Jopt(inv, options, new PassSetup(registry, passFlags, options)).run();
  }

  /** Options whose value is optional, with the value they take when given bare. */
  private static final java.util.Map<String, String> OPTIONAL_VALUE_DEFAULTS = java.util.Map.of(
      "split-input-file", "// -----",
      "verify-diagnostics", "all",
      "mlir-print-op-on-diagnostic", "true",
      "verify-each", "true");

  /**
   * Rewrites mlir-opt spellings into picocli's: a single-dash long option {@code -split-input-file}
   * becomes {@code --split-input-file}; {@code -o=x} and {@code -ox} are kept for {@code -o}. Everything
   * after {@code --} and the lone {@code -} (stdin) are left alone.
   */
  static List<String> normalize(List<String> args) {
    List<String> out = new ArrayList<>(args.size());
    boolean positionalOnly = false;
    for (String a : args) {
      if (!positionalOnly && a.startsWith("-") && a.indexOf('=') < 0) {
        String fallback = OPTIONAL_VALUE_DEFAULTS.get(a.startsWith("--") ? a.substring(2) : a.substring(1));
        if (fallback != null) {
          // LLVM takes the value of these only as -flag=value: "-split-input-file FILE" names the input.
          out.add((a.startsWith("--") ? a : "-" + a) + "=" + fallback);
          continue;
        }
      }
      if (positionalOnly || a.length() < 3 || a.charAt(0) != '-' || a.charAt(1) == '-') {
        if (a.equals("--")) {
          positionalOnly = true;
        }
        out.add(a);
        continue;
      }
      if (a.startsWith("-o=")) {
        out.add("-o");
        out.add(a.substring(3));
        continue;
      }
      if (a.charAt(1) == 'h' && a.equals("-help")) {
        out.add("--help");
        continue;
      }
      out.add("-" + a);
    }
    return out;
  }

  /** The argument as the user typed it (before {@link #normalize}). */
  private static String original(List<String> args, String normalized) {
    for (String a : args) {
      if (a.equals(normalized) || ("-" + a).equals(normalized)) {
        return a;
      }
    }
    return normalized;
  }
}
