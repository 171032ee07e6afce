package org.jmlir.conversion.tftohlo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.junit.jupiter.api.Test;

class TfLegalizationTest {
  private static Operation parse(MLIRContext ctx, String ir) {
    return SourceParser.parse(ctx, ir.getBytes(StandardCharsets.UTF_8), "in.mlir", ParseOptions.DEFAULT);
  }

  private static final String IR = """
      func.func @f(%a: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
        %0 = "tf.AddV2"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
        %1 = "tf.Relu"(%0) : (tensor<2xf32>) -> tensor<2xf32>
        %2 = "tf.SomethingElse"(%1) : (tensor<2xf32>) -> tensor<2xf32>
        return %1, %2 : tensor<2xf32>, tensor<2xf32>
      }
      """;

  @Test
  void legalizesToMhloAndReportsWhatIsLeft() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation module = parse(ctx, IR);
    TfLegalization l = new TfLegalization(ctx, true);
    List<Operation> left = l.legalize(module, TfLegalization.Target.MHLO);
    assertEquals(1, left.size());
    assertEquals("tf.SomethingElse", left.get(0).name());
    Reasons.Reason r = l.reason(left.get(0));
    assertEquals(Reasons.Kind.UNSUPPORTED_OP, r.kind());
    String text = IRPrinter.print(module, PrintOptions.DEFAULT);
    assertTrue(text.contains("mhlo.add %arg0, %arg1 : tensor<2xf32>"), text);
    assertTrue(text.contains("mhlo.maximum"), text);
    assertFalse(text.contains("tf.AddV2"), text);
    assertFalse(text.contains("stablehlo."), text);
  }

  @Test
  void stablehloTargetKeepsStablehlo() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation module = parse(ctx, IR);
    new TfLegalization(ctx, true).legalize(module, TfLegalization.Target.STABLEHLO);
    String text = IRPrinter.print(module, PrintOptions.DEFAULT);
    assertTrue(text.contains("stablehlo.add %arg0, %arg1"), text);
    assertFalse(text.contains("mhlo."), text);
  }

  @Test
  void chloKeptWithoutLegalizeChlo() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation module = parse(ctx, IR);
    new TfLegalization(ctx, false).legalize(module, TfLegalization.Target.MHLO);
    String text = IRPrinter.print(module, PrintOptions.DEFAULT);
    assertTrue(text.contains("chlo.broadcast_add"), text);
  }

  @Test
  void reportListsLeftoversWithReasons() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation module = parse(ctx, IR);
    LegalizationReport.countBefore(module);
    TfLegalization l = new TfLegalization(ctx, true);
    LegalizationReport.record(ctx, l.legalize(module, TfLegalization.Target.MHLO), l);
    String report = LegalizationReport.text(module, 3);
    assertTrue(report.startsWith("# TensorFlow legalization report: 1 of 3 TensorFlow ops did not legalize\n"), report);
    assertTrue(report.contains("in.mlir:4:8: tf.SomethingElse: unsupported op: no legalization rule for 'tf.SomethingElse'"), report);
    assertTrue(report.endsWith("# by op: tf.SomethingElse 1\n"), report);
  }

  @Test
  void dynamicShapeReason() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation module = parse(ctx, """
        func.func @f(%a: tensor<?x4xf32>) -> tensor<?x4xf32> {
          %c = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
          %0 = "tf.Cumsum"(%a, %c) : (tensor<?x4xf32>, tensor<i32>) -> tensor<?x4xf32>
          return %0 : tensor<?x4xf32>
        }
        """);
    TfLegalization l = new TfLegalization(ctx, true);
    List<Operation> left = l.legalize(module, TfLegalization.Target.MHLO);
    assertEquals(1, left.size());
    assertEquals(Reasons.Kind.DYNAMIC_SHAPE, l.reason(left.get(0)).kind());
  }

  @Test
  void coversAtLeast150Ops() {
    Set<String> ops = TfLegalization.legalizedOps();
    assertTrue(ops.size() >= 150, "only " + ops.size());
    for (String op : List.of("tf.AddV2", "tf.MatMul", "tf.Conv2D", "tf.Softmax", "tf.FusedBatchNormV3", "tf.StridedSlice", "tf.Const")) {
      assertTrue(ops.contains(op), op);
    }
  }

  /** Every op the registry legalizes has a lit test of its own (the lit files name it). */
  @Test
  void everyLegalizedOpHasALitTest() throws IOException {
    Path dir = Path.of("..", "lit-tests", "suite", "Conversion", "TFToHLO");
    StringBuilder all = new StringBuilder();
    try (Stream<Path> files = Files.list(dir)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".mlir")).toList()) {
        all.append(Files.readString(f));
      }
    }
    Set<String> missing = new TreeSet<>();
    for (String op : TfLegalization.legalizedOps()) {
      if (!all.toString().contains("\"" + op + "\"")) {
        missing.add(op);
      }
    }
    assertEquals(Set.of(), missing);
  }

  /** The coverage table in the docs is the one the registry generates. */
  @Test
  void coverageTableIsUpToDate() throws IOException {
    Path doc = Path.of("COVERAGE.md");
    String table = TfLegalization.coverageTable();
    if (Boolean.getBoolean("jmlir.regen")) {
      Files.writeString(doc, table);
    }
    assertEquals(table, Files.readString(doc));
  }

  @Test
  void rulesLoadOnce() {
    assertTrue(TfLegalization.rules() == TfLegalization.rules());
    assertTrue(TfLegalization.rules().patterns().size() >= 80, "patterns: " + TfLegalization.rules().patterns().size());
  }
}
