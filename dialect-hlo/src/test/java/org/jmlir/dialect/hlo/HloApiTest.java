package org.jmlir.dialect.hlo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.quant.UniformQuantizedType;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.verify.Verifier;
import org.junit.jupiter.api.Test;

/** The Java API of the HLO dialects: typed op classes and attributes, builders, one table for two dialects. */
class HloApiTest {
  private static Operation parse(MLIRContext ctx, String text, List<String> diags) {
    ctx.diagnostics().pushHandler(d -> {
      diags.add(d.message());
      return true;
    });
    Operation top = SourceParser.parse(ctx, text.getBytes(StandardCharsets.UTF_8), "in.mlir", ParseOptions.DEFAULT);
    return top != null && Verifier.verify(top) ? top : null;
  }

  private static <T> T first(Operation top, Class<T> c) {
    List<Operation> found = top.collect(c::isInstance);
    return c.cast(found.get(0));
  }

  @Test
  void stablehloAndMhloShareOneTable() {
    assertEquals(HloOps.STABLEHLO.all().size() + 15, HloOps.MHLO.all().size());
    assertEquals("mhlo.bitcast", HloOps.MHLO.def("bitcast").name());
    assertEquals("mhlo.scan", HloOps.MHLO.def("scan").name());
    assertNotNull(HloOps.STABLEHLO.def("dot_general"));
    assertNull(HloOps.STABLEHLO.def("copy"));
    assertEquals("mhlo.add", HloOps.MHLO.def("add").name());
  }

  @Test
  void typedAccessorsReadParsedAttributes() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    List<String> diags = new ArrayList<>();
    Operation top =
        parse(
            ctx,
            "func.func @f(%a: tensor<2x3xf32>, %b: tensor<2x3x4xf32>) -> tensor<2x4xf32> {\n"
                + "  %c = stablehlo.compare LT, %a, %a, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>\n"
                + "  %d = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGH, DEFAULT] : (tensor<2x3xf32>, tensor<2x3x4xf32>) -> tensor<2x4xf32>\n"
                + "  %s = stablehlo.slice %a [0:2, 1:3:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>\n"
                + "  return %d : tensor<2x4xf32>\n"
                + "}\n",
            diags);
    assertNotNull(top, diags.toString());
    CompareOp cmp = first(top, CompareOp.class);
    assertEquals("LT", cmp.comparisonDirection().value());
    assertEquals(HloEnum.COMPARISON_TYPE, cmp.compareType().kind());
    DotGeneralOp dot = first(top, DotGeneralOp.class);
    assertArrayEquals(new long[] {0}, dot.dotDimensionNumbers().lhsBatchingDimensions());
    assertArrayEquals(new long[] {1}, dot.dotDimensionNumbers().rhsContractingDimensions());
    assertEquals("HIGH", ((HloEnumAttr) dot.precisionConfig().elements().get(0)).value());
    SliceOp slice = first(top, SliceOp.class);
    assertArrayEquals(new long[] {1, 2}, slice.strides());
  }

  @Test
  void attributesAreInternedAndPrintLikeStablehloOpt() {
    MLIRContext ctx = new MLIRContext();
    ConvDimensionNumbersAttr conv =
        ConvDimensionNumbersAttr.get(ctx, "stablehlo", 0, 3, new long[] {1, 2}, 2, 3, new long[] {0, 1}, 0, 3, new long[] {1, 2});
    assertSame(conv, ConvDimensionNumbersAttr.get(ctx, "stablehlo", 0, 3, new long[] {1, 2}, 2, 3, new long[] {0, 1}, 0, 3, new long[] {1, 2}));
    assertEquals("#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>", conv.toString());
    TypeExtensionsAttr bounds = TypeExtensionsAttr.get(ctx, "stablehlo", new long[] {ShapedType.DYNAMIC, 5});
    assertEquals("#stablehlo.bounds<?, 5>", bounds.toString());
    assertEquals("#mhlo<comparison_direction GE>", HloEnumAttr.get(ctx, "mhlo", HloEnum.COMPARISON_DIRECTION, "GE").toString());
    UniformQuantizedType q = UniformQuantizedType.get(ctx, true, 8, -128, 127, FloatType.f32(ctx), 0.5, 3);
    assertEquals("!quant.uniform<i8:f32, 5.000000e-01:3>", q.toString());
  }

  @Test
  void builderInfersResultTypesAndBuildsAVerifiableReduce() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    List<String> diags = new ArrayList<>();
    Operation top =
        parse(ctx, "func.func @f(%x: tensor<4x6xf32>, %z: tensor<f32>) -> tensor<4xf32> {\n  %r = stablehlo.abs %z : tensor<f32>\n  return %x : tensor<4x6xf32>\n}\n", diags);
    assertNull(top, "the return type is wrong on purpose; only the parse is wanted");
    top =
        parse(
            ctx,
            "func.func @f(%x: tensor<4x6xf32>, %z: tensor<f32>) -> tensor<4x6xf32> {\n  return %x : tensor<4x6xf32>\n}\n",
            diags);
    assertNotNull(top, diags.toString());
    Operation ret = top.collect(o -> o.name().equals("func.return")).get(0);
    Block body = ret.block();
    Value x = body.argument(0);
    Value z = body.argument(1);
    HloBuilder b = new HloBuilder(ctx, HloDialect.STABLEHLO, UnknownLoc.get(ctx));
    HloOp t = b.transpose(x, new long[] {1, 0});
    HloOp s = b.slice(t.result(0), new long[] {0, 0}, new long[] {6, 4}, new long[] {2, 1});
    HloOp red = b.reduce(List.of(s.result(0)), List.of(z), new long[] {0}, "add");
    HloOp cmp = b.compare("GT", red.result(0), red.result(0), null);
    for (HloOp op : List.of(t, s, red, cmp)) {
      body.insertBefore(ret, op);
    }
    assertEquals(RankedTensorType.get(ctx, new long[] {6, 4}, FloatType.f32(ctx)), t.result(0).type());
    assertEquals(RankedTensorType.get(ctx, new long[] {3, 4}, FloatType.f32(ctx)), s.result(0).type());
    assertEquals(RankedTensorType.get(ctx, new long[] {4}, FloatType.f32(ctx)), red.result(0).type());
    assertEquals(IntegerType.get(ctx, 1), ((RankedTensorType) cmp.result(0).type()).elementType());
    assertTrue(Verifier.verify(top), diags.toString());
    String text = IRPrinter.print(top, PrintOptions.DEFAULT);
    assertTrue(text.contains("stablehlo.reduce(%1 init: %arg1) applies stablehlo.add across dimensions = [0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>"), text);
    assertInstanceOf(ReduceOp.class, red);
    assertArrayEquals(new long[] {0}, ((ReduceOp) red).dimensions());
  }

  @Test
  void builderRejectsOperandsInferenceRejects() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    ctx.diagnostics().pushHandler(d -> true);
    Block block = new Block();
    Value v = block.addArgument(RankedTensorType.get(ctx, new long[] {2, 3}, FloatType.f32(ctx)), UnknownLoc.get(ctx));
    HloBuilder b = new HloBuilder(ctx, HloDialect.MHLO, UnknownLoc.get(ctx));
    assertThrows(IllegalArgumentException.class, () -> b.transpose(v, new long[] {0, 0}));
    HloOp ok = b.transpose(v, new long[] {1, 0});
    assertEquals("mhlo.transpose", ok.name());
  }
}
