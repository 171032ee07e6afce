package org.jmlir.ir.pass;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.diag.Diagnostic;
import org.jmlir.ir.diag.Severity;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.junit.jupiter.api.Test;

/** --mlir-timing's per-pattern rows and the warning for a pattern that claims a change it did not make. */
class TimingPatternsTest {
  private static final OpDef SINK = OpDef.builder("toy.sink").build();
  private static final OpDef HOLDER = OpDef.builder("toy.holder").build();

  /** Says it rewrote the op but leaves it as it is. */
  private static final class Liar extends RewritePattern {
    Liar() {
      super("toy.sink", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      return true;
    }
  }

  /** Never matches. */
  private static final class Shy extends RewritePattern {
    Shy() {
      super("toy.sink", 2);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      return false;
    }
  }

  private static final class Rewriting extends Pass {
    @Override
    public String argument() {
      return "rewriting";
    }

    @Override
    public String summary() {
      return "";
    }

    @Override
    public void run(Operation op, PassContext context) {}
  }

  @Test
  void countsPatternsAndWarnsOnceAboutAFalseSuccess() {
    MLIRContext ctx = new MLIRContext();
    ctx.allowUnregisteredDialects(true);
    OperationState hs = new OperationState(ctx, HOLDER, UnknownLoc.get(ctx));
    hs.addRegion();
    Operation holder = Operation.create(hs);
    holder.region(0).addBlock().append(Operation.create(new OperationState(ctx, SINK, UnknownLoc.get(ctx))));
    List<Diagnostic> diags = new ArrayList<>();
    ctx.diagnostics().pushHandler(d -> diags.add(d));

    Timing timing = new Timing();
    PassManager.Instrumentation inst = timing.passInstrumentation();
    Pass pass = new Rewriting();
    inst.beforePass(pass, holder);
    GreedyPatternRewriteDriver.applyPatternsGreedily(
        holder,
        new FrozenPatternSet(List.of(new Liar(), new Shy())),
        new GreedyRewriteConfig(true, 3, -1, GreedyRewriteConfig.RegionSimplification.DISABLED, true, true),
        inst.patternObserver(pass));
    inst.afterPass(pass, holder, false);

    assertEquals(1, diags.size());
    assertEquals(Severity.WARNING, diags.get(0).severity());
    assertEquals("pattern 'Liar' reported success without changing the IR", diags.get(0).message());
    String report = timing.report();
    assertTrue(report.contains("%)  Rewriting\n"), report);
    assertTrue(report.contains("%)    (P) Liar [applied 3 of 3]\n"), report);
    assertTrue(report.contains("%)    (P) Shy [applied 0 of 3]\n"), report);
  }
}
