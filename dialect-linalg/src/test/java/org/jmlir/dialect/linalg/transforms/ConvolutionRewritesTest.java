package org.jmlir.dialect.linalg.transforms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.bufferization.oneshot.EmptyTensorElimination;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.linalg.vectorize.LinalgVectorizer;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.junit.jupiter.api.Test;

/** The APIs behind -linalg-decompose, the convolution vectorization and -eliminate-empty-tensors. */
class ConvolutionRewritesTest {
  private static Operation module(MLIRContext ctx, String source) {
    return SourceParser.parse(ctx, source.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
  }

  private static List<String> names(Operation func) {
    List<String> r = new ArrayList<>();
    for (Operation o : func.region(0).front()) {
      r.add(o.name());
    }
    return r;
  }

  private static final String CONV_2D =
      "func.func @c(%a: tensor<1x1x8x3xf32>, %b: tensor<1x2x3x4xf32>, %c: tensor<1x1x7x4xf32>) -> tensor<1x1x7x4xf32> {\n"
          + "  %r = linalg.conv_2d_nhwc_hwcf ins(%a, %b : tensor<1x1x8x3xf32>, tensor<1x2x3x4xf32>) outs(%c : tensor<1x1x7x4xf32>) -> tensor<1x1x7x4xf32>\n"
          + "  return %r : tensor<1x1x7x4xf32>\n}\n";

  @Test
  void aUnitHeightConvolutionBecomesAOneDimensionalOneThatVectorizes() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation f = module(ctx, CONV_2D).region(0).front().first();
    PatternRewriter rw = new PatternRewriter(ctx);
    assertTrue(DecomposeConvolutionsPass.decompose(rw, (LinalgOp) f.region(0).front().first()));
    assertEquals(List.of("tensor.extract_slice", "tensor.extract_slice", "tensor.extract_slice", "linalg.conv_1d_nwc_wcf",
        "tensor.insert_slice", "func.return"), names(f));
    LinalgOp conv1d = (LinalgOp) f.region(0).front().operations().get(3);
    assertTrue(LinalgVectorizer.vectorize(rw, conv1d));
    List<String> n = names(f);
    assertFalse(n.contains("linalg.conv_1d_nwc_wcf"));
    assertEquals(2, n.stream().filter("vector.contract"::equals).count());
    assertTrue(n.contains("vector.transfer_write"));
  }

  @Test
  void aConvolutionWithoutUnitWindowDimStays() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation f = module(ctx, CONV_2D.replace("1x1x8x3", "1x2x8x3").replace("1x2x3x4", "2x2x3x4")).region(0).front().first();
    assertFalse(DecomposeConvolutionsPass.decompose(new PatternRewriter(ctx), (LinalgOp) f.region(0).front().first()));
    assertEquals(List.of("linalg.conv_2d_nhwc_hwcf", "func.return"), names(f));
  }

  @Test
  void anEmptyTensorInsertedIntoADestinationBecomesItsSlice() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation m = module(ctx, "func.func @f(%t: tensor<10xf32>, %x: f32) -> tensor<10xf32> {\n"
        + "  %0 = tensor.empty() : tensor<5xf32>\n"
        + "  %1 = linalg.fill ins(%x : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>\n"
        + "  %2 = tensor.insert_slice %1 into %t[0] [5] [1] : tensor<5xf32> into tensor<10xf32>\n"
        + "  return %2 : tensor<10xf32>\n}\n");
    assertTrue(EmptyTensorElimination.run(m));
    Operation f = m.region(0).front().first();
    assertEquals(List.of("tensor.extract_slice", "tensor.empty", "linalg.fill", "tensor.insert_slice", "func.return"), names(f));
    Operation fill = f.region(0).front().operations().get(2);
    assertEquals("tensor.extract_slice", fill.operand(1).definingOp().name());
  }
}
