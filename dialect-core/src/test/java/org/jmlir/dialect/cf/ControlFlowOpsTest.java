package org.jmlir.dialect.cf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jmlir.dialect.testing.RoundTrip;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.junit.jupiter.api.Test;

class ControlFlowOpsTest {
  private static Operation parseBody(MLIRContext ctx, String funcSource) {
    Operation module = SourceParser.parse(ctx, funcSource.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    return module.region(0).front().first();
  }

  @Test
  void switchExposesCasesAndTheirOperands() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation func =
        parseBody(
            ctx,
            "func.func @f(%x: i8, %y: f32) {\n"
                + "  cf.switch %x : i8, [\n"
                + "    default: ^bb1,\n"
                + "    -1: ^bb2(%y : f32),\n"
                + "    3: ^bb1\n"
                + "  ]\n"
                + "^bb1:\n"
                + "  return\n"
                + "^bb2(%a: f32):\n"
                + "  return\n"
                + "}\n");
    SwitchOp sw = assertInstanceOf(SwitchOp.class, func.region(0).front().first());
    assertEquals(2, sw.numCases());
    assertEquals(List.of(BigInteger.valueOf(255), BigInteger.valueOf(3)), sw.caseValues());
    assertEquals(1, sw.successorOperands(1).size());
    assertEquals(0, sw.successorOperands(2).size());
    Block bb2 = func.region(0).block(2);
    assertEquals(bb2, sw.successor(1));
  }

  @Test
  void condBranchSplitsOperandsBySegments() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation func =
        parseBody(
            ctx,
            "func.func @f(%c: i1, %x: i32) {\n"
                + "  cf.cond_br %c, ^bb1(%x, %x : i32, i32), ^bb2(%x : i32)\n"
                + "^bb1(%a: i32, %b: i32):\n"
                + "  return\n"
                + "^bb2(%d: i32):\n"
                + "  return\n"
                + "}\n");
    CondBranchOp br = assertInstanceOf(CondBranchOp.class, func.region(0).front().first());
    assertEquals(2, br.successorOperands(0).size());
    assertEquals(1, br.successorOperands(1).size());
    assertEquals(func.region(0).front().argument(0), br.condition());
  }

  @Test
  void caseValuesPrintUnsignedAsMlirDoes() {
    String out =
        RoundTrip.roundTrip(
            "func.func @f(%x: i32) {\n  cf.switch %x : i32, [\n    default: ^bb1,\n    -2: ^bb1\n  ]\n^bb1:\n  return\n}\n",
            false);
    assertTrue(out.contains("      4294967294: ^bb1\n    ]\n"), out);
  }

  @Test
  void branchOperandCountIsChecked() {
    RoundTrip.Result r =
        RoundTrip.run("func.func @f(%x: i32) {\n  cf.br ^bb1(%x : i32)\n^bb1:\n  return\n}\n", false);
    assertNull(r.output());
    assertTrue(
        r.diagnostics().contains("2:3: branch has 1 operands for successor #0, but target block has 0"),
        r.diagnostics().toString());
  }

  @Test
  void defaultOperandsRejectResultNumbersAsMlir22Does() {
    RoundTrip.Result r =
        RoundTrip.run(
            "func.func @f(%x: i32) {\n"
                + "  %0:2 = \"arith.addui_extended\"(%x, %x) : (i32, i32) -> (i32, i1)\n"
                + "  cf.switch %x : i32, [\n    default: ^bb1(%0#0 : i32)\n  ]\n"
                + "^bb1(%a: i32):\n  return\n}\n",
            false);
    assertNull(r.output());
    assertEquals(List.of("4:21: result number not allowed in argument list"), r.diagnostics());
  }
}
