package org.jmlir.pdll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.pdll.ast.PdllException;
import org.jmlir.pdll.ast.PdllModule;
import org.jmlir.pdll.ast.PdllSource;
import org.jmlir.pdll.interp.PdllNatives;
import org.jmlir.pdll.interp.PdllRules;
import org.junit.jupiter.api.Test;

class PdllRulesTest {
  private static String apply(String rules, String ir, PdllNatives natives) {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation top = SourceParser.parse(ctx, ir.getBytes(StandardCharsets.UTF_8), "in.mlir", ParseOptions.DEFAULT);
    PdllModule module = PdllRules.parse(new PdllSource("rules.pdll", null, rules));
    GreedyPatternRewriteDriver.applyPatternsGreedily(top, PdllRules.patternSet(module, ctx, natives), GreedyRewriteConfig.DEFAULT);
    return IRPrinter.print(top, PrintOptions.DEFAULT);
  }

  private static final String IR = """
      func.func @f(%a: i32) -> i32 {
        %c4 = arith.constant 4 : i32
        %c3 = arith.constant 3 : i32
        %0 = arith.muli %a, %c4 : i32
        %1 = arith.muli %0, %c3 : i32
        return %1 : i32
      }
      """;

  /** Multiplications by a power of two become shifts; the constraint and the rewrite are Java. */
  private static final String RULES = """
      Constraint IsPowerOfTwo(value: Attr);
      Rewrite Log2(value: Attr) -> Attr;
      Pattern {
        let c = op<arith.constant> {value = v: Attr};
        let mul = op<arith.muli>(x: Value, c) -> (t: Type);
        IsPowerOfTwo(v);
        rewrite mul with {
          let shift = op<arith.constant> {value = Log2(v)} -> (t);
          replace mul with op<arith.shli>(x, shift) -> (t);
        };
      }
      """;

  private static PdllNatives natives() {
    return new PdllNatives()
        .constraint("IsPowerOfTwo", args -> args.get(0) instanceof IntegerAttr i && Long.bitCount(i.value().longValue()) == 1)
        .rewrite("Log2", (rewriter, args) -> {
          IntegerAttr i = (IntegerAttr) args.get(0);
          return IntegerAttr.get(rewriter.context(), i.type(), Long.numberOfTrailingZeros(i.value().longValue()));
        });
  }

  @Test
  void javaNativesConstrainAndRewrite() {
    String out = apply(RULES, IR, natives());
    assertTrue(out.contains("arith.shli %arg0, %c2_i32 : i32"), out);
    assertTrue(out.contains("arith.muli %0, %c3_i32 : i32"), out);
  }

  @Test
  void missingNativeIsALocatedError() {
    PdllModule module = PdllRules.parse(new PdllSource("rules.pdll", null, RULES));
    PdllException e = assertThrows(PdllException.class,
        () -> PdllRules.patterns(module, MLIRContext.withAllDialects(), new PdllNatives()));
    assertEquals(1, e.diagnostic().loc().line());
  }

  @Test
  void rulesLoadFromClassPathResources() {
    PdllSource src = PdllRules.resource(getClass().getClassLoader(), "org/jmlir/pdll/add-zero.pdll");
    String out = apply(src.text(), """
        func.func @g(%a: i32) -> i32 {
          %c0 = arith.constant 0 : i32
          %0 = arith.addi %a, %c0 : i32
          return %0 : i32
        }
        """, new PdllNatives());
    assertTrue(out.contains("return %arg0 : i32"), out);
  }

  @Test
  void nativesComeFromProviderServices() {
    PdllNatives n = PdllNatives.withProviders(getClass().getClassLoader());
    String out = apply("Constraint HasOneResult(op: Op);\n"
        + "Pattern { let r = op<arith.muli>(x: Value, _: Value); HasOneResult(r); replace r with x; }\n", IR, n);
    assertTrue(!out.contains("arith.muli"), out);
  }

  @Test
  void nativeRewriteOfTheWrongTypeIsAnError() {
    PdllNatives n = PdllNatives.withProviders(getClass().getClassLoader());
    org.jmlir.pdll.interp.PdllRewriteException e = assertThrows(org.jmlir.pdll.interp.PdllRewriteException.class,
        () -> apply("Rewrite WrongResult(v: Value) -> Value;\n"
            + "Pattern { let r = op<arith.muli>(x: Value, _: Value); replace r with WrongResult(x); }\n", IR, n));
    assertTrue(e.getMessage().contains("returned String where its declaration says `Value`"), e.getMessage());
  }

  @Test
  void resultTypesOfCreatedOpsCanBeInferredInJava() {
    PdllNatives n = new PdllNatives().resultTypes("arith.cmpi",
        state -> List.of(org.jmlir.ir.type.IntegerType.get(state.context, 1)));
    String out = apply("Pattern { let r = op<arith.xori>(x: Value, y: Value); rewrite r with {"
        + " let c = op<arith.cmpi>(x, y) {predicate = attr<\"1 : i64\">}; replace r with op<arith.extui>(c) -> (type<\"i32\">); }; }\n",
        """
        func.func @h(%a: i32, %b: i32) -> i32 {
          %0 = arith.xori %a, %b : i32
          return %0 : i32
        }
        """, n);
    assertTrue(out.contains("arith.cmpi ne, %arg0, %arg1 : i32"), out);
    assertTrue(out.contains("arith.extui %0 : i1 to i32"), out);
  }

  @Test
  void nativesSeeIrObjects() {
    List<Object> seen = new java.util.ArrayList<>();
    PdllNatives n = new PdllNatives().constraint("Record", args -> seen.addAll(args));
    apply("Constraint Record(op: Op, v: Value);\nPattern { let r = op<arith.muli>(x: Value, _: Value); Record(r, x); replace r with x; }\n",
        IR, n);
    assertTrue(seen.get(0) instanceof Operation);
    assertTrue(seen.get(1) instanceof Value);
  }
}
