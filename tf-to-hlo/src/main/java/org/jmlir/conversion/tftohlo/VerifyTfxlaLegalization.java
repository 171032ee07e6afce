package org.jmlir.conversion.tftohlo;

import java.util.Set;
import org.jmlir.dialect.hlo.TypeExtensionsAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.diag.Severity;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;

/**
 * {@code -tfxla-verify-legalization} (TensorFlow's VerifyTFXLALegalization), on each function:
 * every op must be legal for the legalization's target (mhlo, arith, func, tensor and shape ops,
 * chlo ops unless {@code legalize-chlo}, and the three host-transfer ops that
 * {@code -xla-legalize-tf-communication} handles later); each other op is an error
 * {@code Could not legalize op: <name>}. An mhlo op with a result that is neither static nor
 * bounded is an error that stops the walk ({@code mhlo.einsum} excepted, as TensorFlow skips it).
 * The IR is not changed.
 */
final class VerifyTfxlaLegalization extends Pass {
  private static final Set<String> LEGAL_DIALECTS = Set.of("mhlo", "arith", "func", "tensor", "shape");
  private static final Set<String> LEGAL_OPS = Set.of("tf._XlaHostComputeMlir", "tf.XlaSendToHost", "tf.XlaRecvFromHost");
  private static final String MUST_BE_CONSTANT = "must have compile-time constant inputs and outputs.\n\n"
      + "XLA compilation requires that operator arguments that represent shapes or dimensions be evaluated to concrete values "
      + "at compile time.  This error means that a shape or dimension argument could not be evaluated at compile time, "
      + "usually because the value of the argument depends on a parameter to the computation, on a variable, or on a "
      + "stateful operation such as a random number generator.";

  private final boolean legalizeChlo;

  VerifyTfxlaLegalization(PassOptions o) {
    super(o);
    this.legalizeChlo = o.getBool("legalize-chlo", true);
  }

  @Override
  public String argument() {
    return "tfxla-verify-legalization";
  }

  @Override
  public String summary() {
    return "Verifies that all TF ops have been legalized to XLA.";
  }

  /** Runs on each function (TensorFlow's pass is anchored on func.func; here the functions of any root). */
  @Override
  public void run(Operation root, PassContext pc) {
    boolean bad = false;
    for (Operation func : root.collect(o -> o.name().equals("func.func"))) {
      bad |= verify(func);
    }
    if (bad) {
      pc.signalFailure();
    }
  }

  /** Whether {@code func} holds an op that is not legal. */
  private boolean verify(Operation func) {
    boolean[] bad = {false};
    boolean[] stopped = {false};
    func.walk(op -> {
      if (stopped[0]) {
        return;
      }
      if (dialect(op).equals("mhlo") && !op.name().equals("mhlo.einsum") && !staticResults(op)) {
        report(op, "Node `" + op.name() + "` " + MUST_BE_CONSTANT);
        bad[0] = true;
        stopped[0] = true;
        return;
      }
      if (!legal(op)) {
        report(op, "Could not legalize op: " + op.name());
        bad[0] = true;
      }
    });
    return bad[0];
  }

  /** An error at the op's location, without the op note (TensorFlow emits at the location). */
  private static void report(Operation op, String message) {
    op.context().diagnostics().emit(op.location(), Severity.ERROR, message).report();
  }

  private boolean legal(Operation op) {
    String d = dialect(op);
    return LEGAL_DIALECTS.contains(d) || (d.equals("chlo") && !legalizeChlo) || LEGAL_OPS.contains(op.name());
  }

  private static String dialect(Operation op) {
    int dot = op.name().indexOf('.');
    return dot < 0 ? "" : op.name().substring(0, dot);
  }

  private static boolean staticResults(Operation op) {
    for (OpResult r : op.results()) {
      Type t = r.type();
      if (t instanceof UnrankedTensorType) {
        return false;
      }
      if (t instanceof RankedTensorType rt && !rt.hasStaticShape() && !(rt.encoding() instanceof TypeExtensionsAttr)) {
        return false;
      }
    }
    return true;
  }
}
