package org.jmlir.opt.reduce;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.diag.DiagnosticRenderer;
import org.jmlir.ir.diag.SourceMgr;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.pass.OpPassManager;
import org.jmlir.ir.pass.PassManager;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelineParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.print.RawUtf8;
import org.jmlir.ir.verify.Verifier;
import org.jmlir.tool.FileBytes;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tool;
import org.jmlir.tool.Tools;
import org.jmlir.tool.cl.CommandLine;
import org.jmlir.tool.cl.CommandLineException;

/**
 * {@code jreduce}: jmlir's mlir-reduce. Shrinks an MLIR file while a test script keeps finding it
 * interesting: the script runs as {@code SCRIPT [--test-arg values] FILE} and a non-zero exit status
 * means interesting, as mlir-reduce's tester. {@code -reduction-tree='test=S test-arg=A'} and
 * {@code -opt-reduction-pass='opt-pass=P test=S'} are mlir-reduce's two reduction passes (the first
 * runs jmlir's whole reducer: op deletion by delta debugging, operand cutting, attribute dropping;
 * the second only tries the given pipeline); without either, the reducer runs with
 * {@code --test}/{@code --test-arg}. The result goes to stdout or {@code -o}.
 */
public final class JreduceMain implements Tool {
  public static void main(String[] args) {
    Tools.main(new JreduceMain(), args);
  }

  @Override
  public String name() {
    return "jreduce";
  }

  private static final class Options {
    String input = "-";
    String output = "-";
    String test;
    final List<String> testArgs = new ArrayList<>();
    String reductionTree;
    String optReduction;
    boolean allowUnregistered;
    boolean help;
  }

  @Override
  public int run(Invocation inv) throws Exception {
    Options o = new Options();
    CommandLine cl = new CommandLine("jreduce");
    cl.value("test", "<string>", "The location of the tester which tests the file interestingness", v -> o.test = v);
    cl.list("test-arg", "<string>", "arguments of the tester", o.testArgs::add);
    cl.value("reduction-tree", "<options>", "Reduce the input with reduction-tree algorithm ('test=S test-arg=A traversal-mode=0')",
        v -> o.reductionTree = v);
    cl.value("opt-reduction-pass", "<options>", "A wrapper pass that reduces the file with optimization passes ('opt-pass=P test=S')",
        v -> o.optReduction = v);
    cl.value("o", "<filename>", "Output filename for the reduced test case", v -> o.output = v);
    cl.flag("allow-unregistered-dialect", "Allow operations of unregistered dialects", v -> o.allowUnregistered = true);
    cl.flag("help", "Display available options", v -> o.help = true);
    PrintWriter err = new PrintWriter(inv.stderr(), true, StandardCharsets.UTF_8);
    try {
      List<String> positional = cl.parse(inv.args(), List.of());
      if (positional.size() > 1) {
        throw new CommandLineException("jreduce: Too many positional arguments specified!");
      }
      if (!positional.isEmpty()) {
        o.input = positional.get(0);
      }
    } catch (CommandLineException e) {
      err.println(e.getMessage());
      return 1;
    }
    if (o.help) {
      PrintWriter out = new PrintWriter(inv.stdout(), true, StandardCharsets.UTF_8);
      out.print("OVERVIEW: MLIR test case reduction tool (jmlir's mlir-reduce)\n\nUSAGE: jreduce [options] <input file>\n\nOPTIONS:\n\n");
      out.print(cl.renderOptions(0));
      out.flush();
      return 0;
    }
    String optPipeline = null;
    for (String spec : new String[] {o.reductionTree, o.optReduction}) {
      if (spec == null) {
        continue;
      }
      for (String kv : spec.trim().split("\\s+")) {
        int eq = kv.indexOf('=');
        String k = eq < 0 ? kv : kv.substring(0, eq);
        String v = eq < 0 ? "" : kv.substring(eq + 1);
        switch (k) {
          case "test" -> o.test = v;
          case "test-arg" -> o.testArgs.add(v);
          case "opt-pass" -> optPipeline = v;
          case "traversal-mode", "" -> {}
          default -> {
            err.println("jreduce: unknown reduction pass option '" + k + "'");
            return 1;
          }
        }
      }
    }
    if (o.test == null) {
      err.println("jreduce: no test script: give --test=SCRIPT (or test= in -reduction-tree)");
      return 1;
    }
    byte[] source;
    try {
      source = o.input.equals("-") ? inv.stdin().readAllBytes() : FileBytes.read(inv.resolve(o.input));
    } catch (IOException e) {
      err.println("jreduce: cannot open input file '" + o.input + "': " + e.getMessage());
      return 1;
    }
    MLIRContext ctx = org.jmlir.opt.JoptContexts.newContext(o.allowUnregistered);
    SourceMgr mgr = new SourceMgr(inv.workingDirectory());
    String name = o.input.equals("-") ? "<stdin>" : o.input;
    mgr.addBuffer(name, source);
    ctx.diagnostics().pushHandler(new DiagnosticRenderer(mgr, s -> err.print(s)));
    Operation module = SourceParser.parse(ctx, source, name, ParseOptions.DEFAULT);
    if (module == null || !Verifier.verify(module)) {
      err.flush();
      return 1;
    }
    Path script = inv.resolve(o.test);
    ScriptTester tester = new ScriptTester(script, o.testArgs, inv.workingDirectory());
    if (!tester.test(module)) {
      err.println("jreduce: the input is not interesting: '" + o.test + "' exited with status 0 on it");
      return 1;
    }
    List<UnaryOperator<Operation>> cleanups = new ArrayList<>();
    PassRegistry registry = org.jmlir.opt.JoptContexts.passes();
    List<String> pipelines = optPipeline != null ? List.of(optPipeline) : List.of("symbol-dce", "canonicalize", "cse");
    for (String p : pipelines) {
      cleanups.add(m -> runPipeline(registry, p, m));
    }
    Operation reduced;
    if (optPipeline != null) {
      Operation candidate = runPipeline(registry, optPipeline, module.clone());
      reduced = candidate != null && tester.test(candidate.clone()) ? candidate : module;
    } else {
      reduced = new Reducer(tester::test, cleanups).reduce(module);
    }
    String text = IRPrinter.print(reduced, PrintOptions.DEFAULT) + "\n";
    if (o.output.equals("-")) {
      byte[] b = RawUtf8.encode(text);
      inv.stdout().write(b, 0, b.length);
      inv.stdout().flush();
    } else {
      Files.write(inv.resolve(o.output), RawUtf8.encode(text));
    }
    return 0;
  }

  /** {@code pipeline} (textual, anchored or not) run on {@code module}; null when it fails or does not parse. */
  public static Operation runPipeline(PassRegistry registry, String pipeline, Operation module) {
    try {
      String anchored = pipeline.startsWith("builtin.module(") ? pipeline : "builtin.module(" + pipeline + ")";
      OpPassManager pm = PipelineParser.parseAnchored(registry, anchored);
      MLIRContext ctx = module.context();
      var silence = ctx.diagnostics().pushHandler(d -> true);
      try {
        return new PassManager(ctx, pm).run(module) && Verifier.verify(module) ? module : null;
      } finally {
        silence.close();
      }
    } catch (PipelineParser.PipelineException | RuntimeException e) {
      return null;
    }
  }

  /** Runs the test script on a temporary file holding the candidate. */
  private record ScriptTester(Path script, List<String> args, Path workingDirectory) {
    boolean test(Operation candidate) {
      Path file = null;
      try {
        file = Files.createTempFile("jreduce-", ".mlir");
        Files.write(file, RawUtf8.encode(IRPrinter.print(candidate, PrintOptions.DEFAULT) + "\n"));
        List<String> cmd = new ArrayList<>();
        cmd.add(script.toString());
        cmd.addAll(args);
        cmd.add(file.toString());
        Process p = new ProcessBuilder(cmd).directory(workingDirectory.toFile())
            .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        return p.waitFor() != 0;
      } catch (IOException e) {
        return false;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return false;
      } finally {
        if (file != null) {
          try {
            Files.deleteIfExists(file);
          } catch (IOException ignored) {
            // a temporary file left behind
          }
        }
      }
    }
  }
}
