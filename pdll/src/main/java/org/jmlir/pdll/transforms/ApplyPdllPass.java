package org.jmlir.pdll.transforms;

import java.nio.file.Path;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.diag.InFlightDiagnostic;
import org.jmlir.ir.loc.FileLineColLoc;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptionException;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.pdll.ast.Loc;
import org.jmlir.pdll.ast.PdllDiagnostic;
import org.jmlir.pdll.ast.PdllException;
import org.jmlir.pdll.ast.PdllModule;
import org.jmlir.pdll.ast.PdllSource;
import org.jmlir.pdll.interp.PdllNatives;
import org.jmlir.pdll.interp.PdllRules;

/**
 * {@code apply-pdll{file=rules.pdll}} (and jopt's {@code --pdll=rules.pdll}): reads a PDLL file when
 * the pass is set up and applies its patterns with the greedy driver, interpreted, with no
 * compilation step. Only the file's patterns rewrite (no folding, no region simplification unless
 * {@code fold=true}); ops left dead are erased as the greedy driver erases them. Native constraints
 * and rewrites come from the {@code PdllNativeProvider} services on the class path. Rules that
 * keep applying to their own results stop after {@code max-num-rewrites} rewrites in an iteration
 * (default 1,000,000; MLIR's driver would run forever) and {@code max-iterations} iterations, with
 * a warning that they did not converge. A file that does
 * not parse or check fails the pass with mlir-pdll's located error.
 */
public final class ApplyPdllPass extends Pass {
  private final String file;
  private final String dir;
  private final GreedyRewriteConfig config;
  private FrozenPatternSet patterns;
  private PdllDiagnostic error;
  private String openError;

  public ApplyPdllPass(PassOptions o) {
    super(o);
    this.file = o.get("file", "");
    if (file.isEmpty()) {
      throw PassOptionException.invalidValue("apply-pdll needs a PDLL file: apply-pdll{file=rules.pdll}");
    }
    this.dir = o.get("dir", null);
    boolean fold = o.getBool("fold", false);
    this.config = new GreedyRewriteConfig(true, (int) o.getLong("max-iterations", 10), o.getLong("max-num-rewrites", 1_000_000),
        fold ? GreedyRewriteConfig.RegionSimplification.NORMAL : GreedyRewriteConfig.RegionSimplification.DISABLED, fold, fold);
  }

  /** The registry's factory (typed {@code Pass}: see {@link PdllPassProvider}). */
  public static Pass create(PassOptions o) {
    return new ApplyPdllPass(o);
  }

  @Override
  public String argument() {
    return "apply-pdll";
  }

  @Override
  public String name() {
    return "ApplyPDLL";
  }

  @Override
  public String summary() {
    return "Apply the patterns of a PDLL file (interpreted)";
  }

  @Override
  public void initialize(MLIRContext context) {
    Path path = dir == null ? Path.of(file) : Path.of(dir).resolve(file);
    PdllSource source = PdllRules.file(file, path);
    if (source == null) {
      openError = "could not open PDLL file '" + file + "'";
      return;
    }
    try {
      PdllModule module = PdllRules.parse(source);
      patterns = PdllRules.patternSet(module, context, PdllNatives.withProviders(ApplyPdllPass.class.getClassLoader()));
    } catch (PdllException e) {
      error = e.diagnostic();
    }
  }

  private static Location location(MLIRContext ctx, Loc loc) {
    return loc == null ? UnknownLoc.get(ctx) : FileLineColLoc.get(ctx, loc.source().name(), loc.line(), loc.column());
  }

  @Override
  public void run(Operation op, PassContext pc) {
    MLIRContext ctx = op.context();
    if (openError != null) {
      ctx.diagnostics().emitError(UnknownLoc.get(ctx), openError);
      pc.signalFailure();
      return;
    }
    if (error != null) {
      InFlightDiagnostic d = ctx.diagnostics().emit(location(ctx, error.loc()), org.jmlir.ir.diag.Severity.ERROR, error.message());
      for (PdllDiagnostic n : error.notes()) {
        d.attachNote(location(ctx, n.loc() != null ? n.loc() : error.loc()), n.message());
      }
      d.report();
      pc.signalFailure();
      return;
    }
    try {
      GreedyPatternRewriteDriver.Result r = GreedyPatternRewriteDriver.applyPatternsGreedily(op, patterns, config, pc.patternObserver());
      if (!r.converged()) {
        ctx.diagnostics().emit(op.location(), org.jmlir.ir.diag.Severity.WARNING, "apply-pdll: the patterns did not converge within "
            + config.maxIterations() + " iterations (" + r.rewrites() + " rewrites)").report();
      }
    } catch (org.jmlir.pdll.interp.PdllRewriteException e) {
      (e.op() != null ? e.op() : op).emitError("PDLL rewrite failed: " + e.getMessage()).report();
      pc.signalFailure();
    }
  }
}
