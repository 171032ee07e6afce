package org.jmlir.filecheck;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.tool.FileBytes;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.IoReason;
import org.jmlir.tool.Tool;

/** {@code jfilecheck}: LLVM FileCheck 22's command-line tool, plus {@code --strict}. */
public final class FileCheckTool implements Tool {
  @Override
  public String name() {
    return "jfilecheck";
  }

  @Override
  public int run(Invocation inv) throws IOException {
    PrintStream err = inv.stderr();
    List<String> args = new ArrayList<>();
    String env = inv.environment().get("FILECHECK_OPTS");
    if (env != null) {
      args.addAll(CommandLine.tokenize(env));
    }
    args.addAll(inv.args());
    CommandLine cl = new CommandLine();
    try {
      cl.parse(args);
    } catch (CommandLine.UsageError e) {
      err.print("FileCheck: " + e.getMessage() + "\n");
      return 1;
    }
    if (cl.help) {
      inv.stdout().print(HELP);
      return 0;
    }
    if (cl.version) {
      inv.stdout().print("jfilecheck (LLVM FileCheck 22 compatible)\n");
      return 0;
    }
    FileCheckOptions opts = cl.build();
    if (opts.dumpInput() == FileCheckOptions.DumpInput.HELP) {
      inv.stdout().print(DumpHelp.TEXT);
      return 0;
    }
    if (cl.checkFile == null) {
      err.print("<check-file> not specified\n");
      return 2;
    }
    if (!cl.defineErrors.isEmpty()) {
      for (String e : cl.defineErrors) {
        err.print(e + "\n");
      }
      return 2;
    }
    byte[] check;
    try {
      check = read(inv, cl.checkFile);
    } catch (IOException e) {
      err.print("Could not open check file '" + cl.checkFile + "': " + IoReason.of(e) + "\n");
      return 2;
    }
    String inputName = cl.inputFile.equals("-") ? "<stdin>" : cl.inputFile;
    List<String> commandLine = new ArrayList<>();
    commandLine.add("jfilecheck");
    commandLine.addAll(inv.args());
    byte[] result = FileCheck.checkBytes(check, cl.checkFile, () -> read(inv, cl.inputFile), inputName, opts,
        commandLine);
    err.write(result, 1, result.length - 1);
    err.flush();
    return result[0];
  }

  private static byte[] read(Invocation inv, String path) throws IOException {
    if (path.equals("-")) {
      return inv.stdin().readAllBytes();
    }
    return FileBytes.read(inv.resolve(path));
  }

  private static final String HELP = """
      OVERVIEW: jfilecheck: LLVM FileCheck 22 in Java

      USAGE: jfilecheck [options] <check-file>

      OPTIONS:
        --allow-empty                 Allow the input file to be empty
        --allow-unused-prefixes       Allow prefixes to be specified but not appear in the test
        --check-prefix=<prefix>       Alias for --check-prefixes
        --check-prefixes=<p1,p2,...>  Prefixes to use from the check file (default CHECK)
        --comment-prefixes=<p1,...>   Comment prefixes (default COM,RUN)
        -D<VAR=VALUE>, -D#<VAR=EXPR>  Define a string or numeric variable
        --dump-input=<mode>           help, always, fail (default) or never
        --dump-input-context=<N>      Context lines around filtered input lines (default 5)
        --dump-input-filter=<kind>    all, annotation-full, annotation or error
        --enable-var-scope            Reset non-$ variables at each CHECK-LABEL block
        --ignore-case                 Case-insensitive matching
        --implicit-check-not=<pat>    Add an implicit CHECK-NOT
        --input-file=<file>           File to check (default stdin)
        --match-full-lines            Require positive matches to cover whole lines
        --strict-whitespace           Do not fold horizontal whitespace
        --strict                      Reject misspelled or unknown directives (jfilecheck only)
        --dump-input-on-failure       Old spelling of --dump-input=fail
        -v, -vv                       Verbose output

      Options are also read from the environment variable FILECHECK_OPTS.
      """;
}
