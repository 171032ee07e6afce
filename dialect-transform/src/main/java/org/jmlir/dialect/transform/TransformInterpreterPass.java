package org.jmlir.dialect.transform;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.diag.InFlightDiagnostic;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;

/**
 * {@code -transform-interpreter}: finds the named sequence {@code entry-point} (default
 * {@code __transform_main}) nested in the anchor op and runs it with its first argument bound to the
 * payload root: the anchor itself, or the op tagged {@code transform.target_tag = <debug-payload-root-tag>}.
 * The transform IR stays in the output, as with mlir-opt.
 */
public final class TransformInterpreterPass extends Pass {
  static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("debug-bind-trailing-args", "<string>",
        "Binds trailing arguments of the entry point to the payload operations with specified names.").asList(),
    new PassRegistry.Option("debug-payload-root-tag", "<string>",
        "Select the operation with 'transform.target_tag' attribute having the given value as payload IR root. If empty"
            + " select the pass anchor operation as the payload IR root."),
    new PassRegistry.Option("disable-expensive-checks", "", "Disable expensive checks in the interpreter for a faster run."),
    new PassRegistry.Option("entry-point", "<string>", "Entry point of the pass pipeline.").withDefault("__transform_main"),
  };

  /** Where {@code transform.print} writes on this thread: the tool's stdout (jopt sets it), else System.out. */
  public static final ThreadLocal<java.io.PrintStream> STDOUT = new ThreadLocal<>();

  public TransformInterpreterPass(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "transform-interpreter";
  }

  @Override
  public String name() {
    return "InterpreterPass";
  }

  @Override
  public String summary() {
    return "transform dialect interpreter";
  }

  /**
   * The dialects the extension ops create ops of (upstream's generated dialects of the transform
   * extensions), loaded before the pipeline runs so that a later -canonicalize collects their patterns.
   */
  @Override
  public void initialize(org.jmlir.ir.MLIRContext context) {
    loadDialects(context, "affine", "arith", "scf", "tensor", "memref", "vector");
  }

  @Override
  public void run(Operation root, PassContext pc) {
    String entry = options().get("entry-point", "__transform_main");
    String tag = options().get("debug-payload-root-tag", "");
    Operation payloadRoot = root;
    if (!tag.isEmpty()) {
      List<Operation> tagged =
          root.collect(op -> op.attr("transform.target_tag") instanceof StringAttr s && s.value().equals(tag));
      if (tagged.isEmpty()) {
        root.context()
            .diagnostics()
            .emitError(root.location(), "could not find the operation with transform.target_tag=\"" + tag + "\" attribute");
        pc.signalFailure();
        return;
      }
      payloadRoot = tagged.get(0);
    }
    Operation[] found = {null};
    root.walkPreOrder(
        op -> {
          if (found[0] == null
              && op.name().equals("transform.named_sequence")
              && op.inherentAttr("sym_name") instanceof StringAttr s
              && s.value().equals(entry)) {
            found[0] = op;
          }
        });
    Operation sequence = found[0];
    if (sequence == null) {
      root.emitError("could not find a nested named sequence with name: " + entry).report();
      pc.signalFailure();
      return;
    }
    if (sequence.region(0).isEmpty()) {
      sequence.emitError("entry point transform named sequence must not be a declaration").report();
      pc.signalFailure();
      return;
    }
    var body = sequence.region(0).front();
    List<List<?>> args = new ArrayList<>();
    if (body.numArguments() > 0) {
      args.add(List.of(payloadRoot));
    }
    List<String> trailing = options().getList("debug-bind-trailing-args");
    for (int i = 1; i < body.numArguments(); i++) {
      if (i - 1 < trailing.size()) {
        String name = trailing.get(i - 1);
        args.add(payloadRoot.collect(op -> op.name().equals(name)));
      } else {
        InFlightDiagnostic d =
            sequence.emitError(
                "Operation expects " + body.numArguments() + " arguments, but only 1 were provided");
        d.report();
        pc.signalFailure();
        return;
      }
    }
    TransformState state = new TransformState(payloadRoot, STDOUT.get() == null ? System.out : STDOUT.get());
    DiagnosedResult r = CoreOps.applyNamedSequence(sequence, state, args, null);
    if (!r.succeeded()) {
      r.report(sequence);
      pc.signalFailure();
    }
  }
}
