package org.jmlir.conversion.tftohlo;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code -xla-legalize-tf} (TensorFlow's LegalizeTF): TensorFlow ops become mhlo (or, for
 * {@code tf-to-stablehlo}, StableHLO) ops. Ops no rule legalizes stay, as TensorFlow's partial
 * conversion leaves them: TensorFlow's LegalizeTF always converts partially, so its
 * {@code allow-partial-conversion} is accepted and inert; {@code -xla-legalize-tf-no-fallback} (and
 * {@code -tf-to-stablehlo}) without it make each op left an error naming the op and the reason.
 * TensorFlow's tf2xla kernels are not called: the ops it lowers through them have rules of their
 * own here ({@link KernelPatterns}, ...). With {@code use-tf2xla-fallback} (and
 * {@code prefer-tf2xla} for its preferred ops) the ops TensorFlow sends to its fallback first pass
 * its rewriter's checks, and an op that fails them stays with its remark ({@link FallbackRemarks});
 * {@code device-type} and {@code use-tf2xla-hlo-importer} are accepted and have no effect. Every
 * run records its leftovers for {@code --tf-legalization-report}.
 */
public final class LegalizeTf extends Pass {

  private final boolean legalizeChlo;
  private final boolean partial;
  private final boolean fallbackRemarks;
  private final boolean preferTf2xla;
  private final TfLegalization.Target target;
  private final String argument;
  private TfLegalization legalization;

  public LegalizeTf(PassOptions o) {
    this(o, "xla-legalize-tf", TfLegalization.Target.MHLO, true);
  }

  LegalizeTf(PassOptions o, String argument, TfLegalization.Target target, boolean partialByDefault) {
    super(o);
    this.argument = argument;
    this.target = target;
    this.legalizeChlo = o.getBool("legalize-chlo", true);
    boolean asked = o.getBool("allow-partial-conversion", partialByDefault);
    this.partial = argument.equals("xla-legalize-tf") || asked;
    this.fallbackRemarks = o.getBool("use-tf2xla-fallback", false);
    this.preferTf2xla = o.getBool("prefer-tf2xla", false);
    o.getBool("use-tf2xla-hlo-importer", false);
    o.get("device-type", "INVALID_DEVICE_TYPE");
  }

  /** {@code -xla-legalize-tf-no-fallback}: the same rules; every op left is an error unless allow-partial-conversion. */
  public static LegalizeTf noFallback(PassOptions o) {
    return new LegalizeTf(o, "xla-legalize-tf-no-fallback", TfLegalization.Target.MHLO, false);
  }

  @Override
  public String argument() {
    return argument;
  }

  @Override
  public String summary() {
    return "Legalize from TF dialect's or HLO dialect's control flow.";
  }

  @Override
  public void initialize(MLIRContext ctx) {
    legalization = new TfLegalization(ctx, legalizeChlo);
  }

  @Override
  public void run(Operation root, PassContext pc) {
    if (legalization == null) {
      initialize(root.context());
    }
    if (target == TfLegalization.Target.MHLO) {
      // TensorFlow's tf-opt builds with current XLA: its mhlo prints in current XLA's syntax.
      org.jmlir.dialect.hlo.MhloSyntax.useCurrent(root.context());
    }
    LegalizationReport.countBefore(root);
    legalization.useFallbackChecks(fallbackRemarks, preferTf2xla);
    List<Operation> left = legalization.legalize(root, target);
    LegalizationReport.record(root.context(), left, legalization);
    if (fallbackRemarks) {
      FallbackRemarks.emit(left, legalization, preferTf2xla);
    }
    if (!partial && !left.isEmpty()) {
      for (Operation op : left) {
        op.emitError("failed to legalize operation '" + op.name() + "': " + legalization.reason(op)).report();
      }
      pc.signalFailure();
    }
  }
}
