package org.jmlir.opt;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tool;
import org.jmlir.tool.Tools;
import org.jmlir.tool.cl.CommandLine;
import org.jmlir.tool.cl.CommandLineException;

/**
 * {@code jopt}: jmlir's mlir-opt. Reads MLIR, verifies it and prints it back (generic or custom form,
 * with or without locations), with mlir-opt's flags, exit codes, diagnostics and split-input-file
 * handling. Options are parsed as LLVM's command-line library parses them ({@link CommandLine}).
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
    CommandLine cl = JoptOptions.commandLine(options);
    PrintWriter out = new PrintWriter(inv.stdout(), true, StandardCharsets.UTF_8);
    PrintWriter err = new PrintWriter(inv.stderr(), true, StandardCharsets.UTF_8);
    PassRegistry registry = JoptRegistry.passes();
    List<PassSetup.PassFlag> passFlags = new ArrayList<>();
    List<String> args = PassSetup.extractPassFlags(inv.args(), registry, passFlags, inv.workingDirectory().toString());
    try {
      List<String> positional = cl.parse(args, registry.entries().keySet());
      if (positional.size() > 1) {
        throw new CommandLineException(
            "jopt: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: jopt --help");
      }
      if (!positional.isEmpty()) {
        options.input = positional.get(0);
      }
    } catch (CommandLineException e) {
      err.println(e.getMessage());
      return 1;
    }
    if (options.help) {
      out.print("OVERVIEW: MLIR modular optimizer driver (jmlir's mlir-opt)\n\nUSAGE: jopt [options] <input file>\n\nOPTIONS:\n\n");
      out.print(cl.renderOptions(0));
      out.print(PassHelp.render(registry));
      out.flush();
      return 0;
    }
    if (options.version) {
      out.println(VERSION);
      return 0;
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
    PassSetup setup = new PassSetup(registry, passFlags, options);
    setup.setInvocation(inv);
    return new Jopt(inv, options, setup).run();
  }
}
