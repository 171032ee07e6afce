package org.jmlir.dialect.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.diag.Diagnostic;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.pass.PassOptions;
import org.junit.jupiter.api.Test;

/** The handle types, the interpreter state and the interpreter pass, driven through the Java API. */
class TransformInterpreterTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();

  private Operation parse(String src) {
    return SourceParser.parse(ctx, src.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
  }

  @Test
  void handleTypesAreInternedAndPrintTheirBody() {
    assertSame(TransformTypes.AnyOpType.get(ctx), TransformTypes.AnyOpType.get(ctx));
    TransformTypes.OperationType t = TransformTypes.OperationType.get(ctx, "arith.addi");
    assertSame(t, TransformTypes.OperationType.get(ctx, "arith.addi"));
    assertEquals("op<\"arith.addi\">", t.body());
    assertTrue(TransformTypes.isOpHandle(t));
    assertTrue(TransformTypes.isParam(TransformTypes.AnyParamType.get(ctx)));
    assertTrue(TransformTypes.isValueHandle(TransformTypes.AnyValueType.get(ctx)));
    assertFalse(TransformTypes.isOpHandle(TransformTypes.AnyValueType.get(ctx)));
  }

  @Test
  void stateChecksTheOperationNameOfTypedHandles() {
    Operation m =
        parse(
            "module attributes {transform.with_named_sequence} {\n"
                + "  transform.named_sequence @s(%a: !transform.op<\"func.func\"> {transform.readonly}) {\n"
                + "    transform.yield\n"
                + "  }\n"
                + "}\n");
    Operation seq = m.collect(o -> o.name().equals("transform.named_sequence")).get(0);
    TransformState state = new TransformState(m, new PrintStream(new ByteArrayOutputStream()));
    var handle = seq.region(0).front().argument(0);
    List<Diagnostic> seen = new ArrayList<>();
    try (var reg = ctx.diagnostics().pushHandler(d -> { seen.add(d); return true; })) {
      assertFalse(state.setPayloadOps(seq, handle, List.of(m)), "a module is not a func.func");
    }
    assertEquals(1, seen.size());
    assertTrue(seen.get(0).message().startsWith("incompatible payload operation name expected func.func vs builtin.module"));
    assertTrue(state.setPayloadOps(seq, handle, List.of()));
    assertEquals(0, state.numAssociations(handle));
  }

  @Test
  void interpreterAnnotatesMatchedOpsAndPrintsToItsStream() {
    Operation m =
        parse(
            "func.func @f(%x: i32) -> i32 {\n"
                + "  %0 = arith.addi %x, %x : i32\n"
                + "  return %0 : i32\n"
                + "}\n"
                + "module attributes {transform.with_named_sequence} {\n"
                + "  transform.named_sequence @__transform_main(%r: !transform.any_op {transform.readonly}) {\n"
                + "    %a = transform.structured.match ops{[\"arith.addi\"]} in %r : (!transform.any_op) -> !transform.any_op\n"
                + "    transform.annotate %a \"seen\" : !transform.any_op\n"
                + "    transform.print %a {name = \"adds\"} : !transform.any_op\n"
                + "    transform.yield\n"
                + "  }\n"
                + "}\n");
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    TransformInterpreterPass.STDOUT.set(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      new TransformInterpreterPass(PassOptions.NONE).run(m, null);
    } finally {
      TransformInterpreterPass.STDOUT.remove();
    }
    Operation add = m.collect(o -> o.name().equals("arith.addi")).get(0);
    assertSame(UnitAttr.get(ctx), add.attr("seen"));
    String printed = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(printed.startsWith("[[[ IR printer: adds ]]]\n"), printed);
    assertTrue(printed.contains("arith.addi"), printed);
    assertNotNull(m.collect(o -> o.name().equals("transform.named_sequence")).get(0), "transform IR stays");
  }

  @Test
  void silenceableFailuresMergeAndReportAsErrors() {
    Operation m = parse("module {}\n");
    DiagnosedResult a = DiagnosedResult.silenceable(DiagnosedResult.error(m, "first"));
    DiagnosedResult b = DiagnosedResult.silenceable(DiagnosedResult.error(m, "second"));
    DiagnosedResult both = a.merge(b);
    assertTrue(both.isSilenceable());
    assertEquals(2, both.diagnostics().size());
    assertTrue(DiagnosedResult.success().merge(both).isSilenceable());
    assertTrue(both.merge(DiagnosedResult.definite()).isDefinite());
    List<Diagnostic> seen = new ArrayList<>();
    try (var reg = ctx.diagnostics().pushHandler(d -> { seen.add(d); return true; })) {
      assertTrue(both.report(m).isDefinite());
    }
    assertEquals(List.of("first", "second"), seen.stream().map(Diagnostic::message).toList());
  }
}
