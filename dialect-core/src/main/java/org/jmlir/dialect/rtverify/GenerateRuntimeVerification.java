package org.jmlir.dialect.rtverify;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.print.AttrTypePrinter;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.rewrite.PatternRewriter;

/**
 * {@code generate-runtime-verification} (MLIR's GenerateRuntimeVerification): in front of every op
 * with runtime checks (MLIR's RuntimeVerifiableOpInterface, implemented for memref and tensor ops in
 * {@link MemRefTensorChecks}), inserts the computation of the condition and a {@code cf.assert} whose
 * message names the op and the problem. The ops are gathered first, so checks are not themselves
 * checked; {@code verbose-level=1} (the default) shows the op as printed before the pass (custom
 * form, regions elided), {@code 0} only the problem and the location.
 */
public final class GenerateRuntimeVerification extends Pass {
  public static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("verbose-level", "<uint>",
        "Verbosity level for runtime verification messages: 0 = Minimum (only source location), 1 = Detailed (include full operation details, names, types, shapes, etc.)"),
  };

  /** Builds the checks of one op; {@code message} turns a problem into the assert message. */
  @FunctionalInterface
  interface Generator {
    void generate(Operation op, CheckBuilder b, java.util.function.Function<String, String> message);
  }

  private final long verboseLevel;

  public GenerateRuntimeVerification(PassOptions o) {
    super(o);
    verboseLevel = o.getUnsigned("verbose-level", 1);
  }

  @Override
  public String argument() {
    return "generate-runtime-verification";
  }

  @Override
  public String summary() {
    return "Generate additional runtime op verification checks";
  }

  /** Loads the dialects the checks are built from (cf.assert, index, arith), so that later passes see their patterns. */
  @Override
  public void initialize(org.jmlir.ir.MLIRContext ctx) {
    loadDialects(ctx, "cf", "index", "arith");
  }

  @Override
  public void run(Operation root, PassContext pc) {
    if (verboseLevel < 0 || verboseLevel > 1) {
      root.emitError("generate-runtime-verification pass: set verboseLevel to 0 or 1").report();
      pc.signalFailure();
      return;
    }
    Map<String, Generator> generators = MemRefTensorChecks.GENERATORS;
    List<Operation> ops = root.collect(op -> generators.containsKey(op.name()) || op.def().extension(RuntimeVerifiable.class) != null);
    // The op as the message shows it: named as printed before any check was inserted.
    List<String> texts = verboseLevel == 1
        ? IRPrinter.printEach(ops, new PrintOptions(false, false, false, true, 16, true, false))
        : null;
    PatternRewriter rw = new PatternRewriter(root.context());
    for (int i = 0; i < ops.size(); i++) {
      Operation op = ops.get(i);
      String prefix = "ERROR: Runtime op verification failed\n" + (texts == null ? "" : texts.get(i) + "\n");
      StringBuilder loc = new StringBuilder();
      new AttrTypePrinter().printLocation(loc, op.location(), false);
      String suffix = "\nLocation: " + loc;
      rw.setInsertionPoint(op);
      Generator g = generators.get(op.name());
      CheckBuilder checks = new CheckBuilder(rw, op.location());
      if (g != null) {
        g.generate(op, checks, problem -> prefix + "^ " + problem + suffix);
      } else {
        op.def().extension(RuntimeVerifiable.class).generate(op, checks, problem -> prefix + "^ " + problem + suffix);
      }
    }
  }
}
