package org.jmlir.dialect.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.jmlir.dialect.testing.RoundTrip;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Trait;
import org.junit.jupiter.api.Test;

class MathOpsTest {
  @Test
  void everyOpOfMathOpsTdIsRegistered() {
    assertEquals(46, new MathDialect().operations().size());
    MLIRContext ctx = MLIRContext.withAllDialects();
    for (String name : new String[] {"absf", "sincos", "clampf", "fpowi", "ipowi", "isnormal", "ctpop", "erfc"}) {
      assertTrue(ctx.lookupOp("math." + name) != null, name);
    }
    assertTrue(FloatUnaryOp.SQRT.hasTrait(Trait.ELEMENTWISE));
    assertTrue(FloatUnaryOp.SQRT.hasTrait(Trait.NO_MEMORY_EFFECT));
  }

  @Test
  void defaultFastmathIsElidedAndOthersPrinted() {
    String out =
        RoundTrip.roundTrip(
            "func.func @f(%x: f32) -> f32 {\n"
                + "  %0 = math.sqrt %x fastmath<none> : f32\n"
                + "  %1 = math.sqrt %0 fastmath<nnan,ninf> : f32\n"
                + "  return %1 : f32\n"
                + "}\n",
            false);
    assertTrue(out.contains("%0 = math.sqrt %arg0 : f32\n"), out);
    assertTrue(out.contains("%1 = math.sqrt %0 fastmath<nnan,ninf> : f32\n"), out);
  }

  @Test
  void classificationResultIsI1OfTheOperandShape() {
    RoundTrip.Result r =
        RoundTrip.run(
            "func.func @f(%v: vector<4xf32>) -> vector<4xi1> {\n  %0 = math.isnan %v : vector<4xf32>\n  return %0 : vector<4xi1>\n}\n",
            true);
    assertTrue(r.output().contains("(vector<4xf32>) -> vector<4xi1>"), r.output());
  }

  @Test
  void sincosNamesItsResults() {
    String out =
        RoundTrip.roundTrip(
            "func.func @f(%x: f64) -> f64 {\n  %0:2 = math.sincos %x : f64\n  return %0#1 : f64\n}\n", false);
    assertTrue(out.contains("%sin, %cos = math.sincos %arg0 : f64\n"), out);
    assertTrue(out.contains("return %cos : f64"), out);
  }

  @Test
  void floatOpsRejectIntegers() {
    RoundTrip.Result r = RoundTrip.run("func.func @f(%i: i32) {\n  %0 = math.exp %i : i32\n  return\n}\n", false);
    assertNull(r.output());
    assertTrue(
        r.diagnostics().contains("2:8: 'math.exp' op operand #0 must be floating-point-like, but got 'i32'"),
        r.diagnostics().toString());
  }

  @Test
  void clampfPrintsOneSpaceBeforeItsBounds() {
    String out =
        RoundTrip.roundTrip(
            "func.func @f(%x: f32, %lo: f32, %hi: f32) -> f32 {\n"
                + "  %0 = math.clampf %x to [%lo, %hi] fastmath<fast> : f32\n"
                + "  return %0 : f32\n"
                + "}\n",
            false);
    assertTrue(out.contains("%0 = math.clampf %arg0 to [%arg1, %arg2] fastmath<fast> : f32\n"), out);
  }
}
