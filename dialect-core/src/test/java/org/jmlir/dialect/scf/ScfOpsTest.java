package org.jmlir.dialect.scf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.jmlir.dialect.testing.RoundTrip;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.type.IntegerType;
import org.junit.jupiter.api.Test;

class ScfOpsTest {
  private static Operation firstOp(MLIRContext ctx, String funcSource) {
    Operation module = SourceParser.parse(ctx, funcSource.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    return module.region(0).front().first().region(0).front().first();
  }

  @Test
  void forGetsAnImplicitYieldAndTypedAccessors() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    ForOp loop =
        assertInstanceOf(
            ForOp.class,
            firstOp(ctx, "func.func @f(%i: i32) {\n  scf.for unsigned %iv = %i to %i step %i : i32 {\n  }\n  return\n}\n"));
    assertTrue(loop.isUnsignedCmp());
    assertEquals(IntegerType.get(ctx, 32), loop.inductionVar().type());
    assertTrue(loop.regionIterArgs().isEmpty());
    assertInstanceOf(YieldOp.class, loop.body().last());
  }

  @Test
  void ifWithoutElseKeepsAnEmptyElseRegion() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    IfOp op = assertInstanceOf(IfOp.class, firstOp(ctx, "func.func @f(%c: i1) {\n  scf.if %c {\n  }\n  return\n}\n"));
    assertEquals(2, op.numRegions());
    assertTrue(op.elseRegion().isEmpty());
    assertInstanceOf(YieldOp.class, op.thenRegion().front().last());
  }

  @Test
  void implicitTerminatorsAreElidedOnlyWithoutValues() {
    String out =
        RoundTrip.roundTrip(
            "func.func @f(%c: i1, %x: f32) -> f32 {\n"
                + "  scf.if %c {\n    scf.yield\n  }\n"
                + "  %r = scf.if %c -> (f32) {\n    scf.yield %x : f32\n  } else {\n    scf.yield %x : f32\n  }\n"
                + "  return %r : f32\n"
                + "}\n",
            false);
    assertTrue(out.contains("    scf.if %arg0 {\n    }\n"), out);
    assertTrue(out.contains("      scf.yield %arg1 : f32\n    } else {\n"), out);
  }

  @Test
  void forallPrintsNormalizedBoundsWithIn() {
    String out =
        RoundTrip.roundTrip(
            "func.func @f(%n: index) {\n"
                + "  scf.forall (%i, %j) = (0, 0) to (%n, 8) step (1, 1) {\n  }\n"
                + "  scf.forall (%i) = (1) to (%n) step (3) {\n  }\n"
                + "  return\n"
                + "}\n",
            false);
    assertTrue(out.contains("scf.forall (%arg1, %arg2) in (%arg0, 8) {\n"), out);
    assertTrue(out.contains("scf.forall (%arg1) = (1) to (%arg0) step (3) {\n"), out);
  }

  @Test
  void indexSwitchListsCasesBeforeDefault() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    IndexSwitchOp sw =
        assertInstanceOf(
            IndexSwitchOp.class,
            firstOp(
                ctx,
                "func.func @f(%i: index) {\n  scf.index_switch %i\n  case 4 {\n    scf.yield\n  }\n  case 9 {\n"
                    + "    scf.yield\n  }\n  default {\n  }\n  return\n}\n"));
    assertEquals(2, sw.numCases());
    assertEquals(4, sw.cases()[0]);
    assertEquals(9, sw.cases()[1]);
    assertInstanceOf(YieldOp.class, sw.defaultRegion().front().last());
  }

  @Test
  void whileChecksItsTerminators() {
    RoundTrip.Result r =
        RoundTrip.run(
            "func.func @f(%x: f32) {\n  %r = scf.while (%a = %x) : (f32) -> f32 {\n    scf.yield %a : f32\n  } do {\n"
                + "  ^bb0(%b: f32):\n    scf.yield %b : f32\n  }\n  return\n}\n",
            false);
    assertNull(r.output());
    assertTrue(
        r.diagnostics().contains("2:8: 'scf.while' op expects the 'before' region to terminate with 'scf.condition'"),
        r.diagnostics().toString());
  }
}
