package org.jmlir.dialect.transforms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.math.transforms.MathExpandOps;
import org.jmlir.dialect.math.transforms.PolynomialApproximation;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.VectorType;
import org.jmlir.ir.verify.Verifier;
import org.junit.jupiter.api.Test;

/** The Java API of the arith and math transforms: ArithBuilder and the pattern lists. */
class ArithMathTransformsTest {
  private static Operation parse(MLIRContext ctx, String src) {
    Operation top = SourceParser.parse(ctx, src.getBytes(StandardCharsets.UTF_8), "in.mlir", ParseOptions.DEFAULT);
    assertTrue(top != null && Verifier.verify(top));
    return top;
  }

  private static Block body(Operation module) {
    return module.region(0).front().first().region(0).front();
  }

  @Test
  void builderMakesSplatsAndShapedComparisons() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation m = parse(ctx, "func.func @f(%v: vector<4xi32>) -> vector<4xi32> {\n  return %v : vector<4xi32>\n}\n");
    Block b = body(m);
    OpBuilder ob = new OpBuilder(ctx);
    ob.setInsertionPoint(b.last());
    ArithBuilder ab = new ArithBuilder(ob, b.last().location());
    Value v = b.arguments().get(0);
    Value seven = ab.intConst(v.type(), 7);
    Value cmp = ab.cmpi("ult", v, seven);
    Value sel = ab.select(cmp, v, seven);
    assertEquals(VectorType.get(ctx, new long[] {4}, IntegerType.get(ctx, 1)), cmp.type());
    assertEquals(v.type(), sel.type());
    assertTrue(Verifier.verify(m));
    String text = IRPrinter.print(m, PrintOptions.DEFAULT);
    assertTrue(text.contains("arith.constant dense<7> : vector<4xi32>"), text);
    assertTrue(text.contains("arith.cmpi ult, %arg0, %cst : vector<4xi32>"), text);
  }

  private static String rewrite(String src, FrozenPatternSet patterns) {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation m = parse(ctx, src);
    GreedyRewriteConfig config = new GreedyRewriteConfig(false, 10, -1, GreedyRewriteConfig.RegionSimplification.NORMAL, true, true);
    GreedyPatternRewriteDriver.applyPatternsGreedily(m, patterns, config);
    assertTrue(Verifier.verify(m));
    return IRPrinter.print(m, PrintOptions.DEFAULT);
  }

  @Test
  void polynomialPatternsRemoveTheFunctions() {
    StringBuilder src = new StringBuilder("func.func @f(%x: f32, %h: f16) -> (");
    List<String> fs = List.copyOf(new java.util.TreeSet<>(PolynomialApproximation.FUNCTIONS));
    src.append(String.join(", ", java.util.Collections.nCopies(fs.size(), "f32"))).append(", f16) {\n");
    for (int i = 0; i < fs.size(); i++) {
      String f = fs.get(i);
      src.append("  %").append(i).append(" = math.").append(f).append(f.equals("atan2") ? " %x, %x" : " %x").append(" : f32\n");
    }
    src.append("  %h2 = math.tanh %h : f16\n  return ");
    for (int i = 0; i < fs.size(); i++) {
      src.append('%').append(i).append(", ");
    }
    src.append("%h2 : ").append(String.join(", ", java.util.Collections.nCopies(fs.size(), "f32"))).append(", f16\n}\n");
    String out = rewrite(src.toString(), new FrozenPatternSet(PolynomialApproximation.patterns()));
    for (String f : fs) {
      assertFalse(out.contains("math." + f + " "), "math." + f + " left in\n" + out);
    }
    assertTrue(out.contains("math.fma"));
    assertTrue(out.contains("arith.extf %arg1 : f16 to f32"), out);
  }

  @Test
  void expandOpsFilterByMnemonic() {
    String src = "func.func @f(%x: f32) -> (f32, f32) {\n  %0 = math.sinh %x : f32\n  %1 = math.tan %x : f32\n"
        + "  return %0, %1 : f32, f32\n}\n";
    String out = rewrite(src, new FrozenPatternSet(MathExpandOps.patterns(List.of("tan"))));
    assertTrue(out.contains("math.sinh"), out);
    assertFalse(out.contains("math.tan "), out);
    assertEquals(17, MathExpandOps.patterns(List.of()).size());
  }
}
