package org.jmlir.dialect.func;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.diag.Diagnostic;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.verify.Verifier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class FuncOpsTest {
  private MLIRContext ctx;
  private final List<Diagnostic> diags = new ArrayList<>();

  @BeforeEach
  void setUp() {
    ctx = MLIRContext.withAllDialects();
    ctx.diagnostics().pushHandler(diags::add);
  }

  private Operation parse(String src) {
    Operation m = SourceParser.parse(ctx, src.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    assertNotNull(m, () -> diags.toString());
    return m;
  }

  /** The first verifier message for {@code src}, or null when it verifies. */
  private String verifyError(String src) {
    Operation m = parse(src);
    diags.clear();
    return Verifier.verify(m) ? null : diags.get(0).message();
  }

  @Test
  void typedAccessorsAndDeclarations() {
    Operation m = parse("func.func private @d(i32) -> f32\nfunc.func @g(%a: i32) -> i32 {\n  return %a : i32\n}\n");
    Operation d = m.region(0).front().first();
    FuncOp decl = assertInstanceOf(FuncOp.class, d);
    assertEquals("d", decl.symName());
    assertTrue(decl.isExternal());
    assertEquals(1, decl.functionType().inputs().size());
    FuncOp g = assertInstanceOf(FuncOp.class, d.nextInBlock());
    assertFalse(g.isExternal());
    assertInstanceOf(ReturnOp.class, g.region(0).front().first());
  }

  @Test
  void printsLikeMlirOpt() {
    String src =
        "func.func private @d(i32, f32 {a.b}) -> (i64 {c.d})\n"
            + "func.func @g(%x: i32) -> (i32, i32) attributes {e.f} {\n"
            + "  %0:2 = call @g(%x) : (i32) -> (i32, i32)\n"
            + "  return %0#0, %0#1 : i32, i32\n"
            + "}\n";
    String expected =
        "module {\n"
            + "  func.func private @d(i32, f32 {a.b}) -> (i64 {c.d})\n"
            + "  func.func @g(%arg0: i32) -> (i32, i32) attributes {e.f} {\n"
            + "    %0:2 = call @g(%arg0) : (i32) -> (i32, i32)\n"
            + "    return %0#0, %0#1 : i32, i32\n"
            + "  }\n"
            + "}\n";
    assertEquals(expected, IRPrinter.print(parse(src), PrintOptions.DEFAULT));
  }

  @Test
  void returnMustMatchTheFunction() {
    assertEquals(
        "'func.return' op has 0 operands, but enclosing function (@f) returns 1",
        verifyError("func.func @f() -> i32 {\n  return\n}\n"));
    assertEquals(
        "type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f",
        verifyError("func.func @f(%a: i32) -> i64 {\n  return %a : i32\n}\n"));
  }

  @Test
  void callsResolveTheirCallee() {
    assertEquals(
        "'func.call' op 'nope' does not reference a valid function",
        verifyError("func.func @f() {\n  call @nope() : () -> ()\n  return\n}\n"));
    assertEquals(
        "'func.call' op incorrect number of results for callee",
        verifyError("func.func @f() {\n  %0 = call @f() : () -> i32\n  return\n}\n"));
    assertEquals(
        "'func.constant' op reference to function with mismatched type",
        verifyError("func.func @f() {\n  %0 = constant @f : (i32) -> ()\n  return\n}\n"));
  }

  @Test
  void publicDeclarationsAreRejected() {
    assertEquals("'func.func' op symbol declaration cannot have public visibility", verifyError("func.func @f()\n"));
  }
}
