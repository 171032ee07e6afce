package org.jmlir.dialect.hlo.transforms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jmlir.dialect.hlo.HloInference;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.verify.Verifier;
import org.junit.jupiter.api.Test;

/** HloMath builds typed StableHLO arithmetic; the complex expander and the inference helpers through the API. */
class HloMathTest {
  private static Operation parse(MLIRContext ctx, String text) {
    return SourceParser.parse(ctx, text.getBytes(StandardCharsets.UTF_8), "in.mlir", ParseOptions.DEFAULT);
  }

  @Test
  void builderInfersResultTypesAndConstants() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation top = parse(ctx, "func.func @f(%z: tensor<3xcomplex<f32>>, %x: tensor<?xf64>) { return }");
    Operation func = top.region(0).blocks().get(0).operations().get(0);
    Block body = func.region(0).blocks().get(0);
    OpBuilder b = new OpBuilder(ctx);
    b.setInsertionPoint(body.terminator());
    HloMath m = new HloMath(b, UnknownLoc.get(ctx));
    Value z = body.arguments().get(0);
    Value re = m.real(z);
    assertEquals(RankedTensorType.get(ctx, new long[] {3}, FloatType.get(ctx, FloatType.Kind.F32)), re.type());
    Value cmp = m.lt(re, m.constant(re, 0.5));
    assertEquals(IntegerType.get(ctx, 1), ((RankedTensorType) cmp.type()).elementType());
    Value back = m.complex(re, m.imag(z));
    assertEquals(z.type(), back.type());
    assertTrue(HloMath.isComplex(back));
    // A dynamic shape gets chlo.constant_like instead of a constant.
    Value dyn = m.constant(body.arguments().get(1), 2.0);
    assertEquals("chlo.constant_like", dyn.definingOp().name());
    assertEquals(Math.scalb(1.0, -23), m.epsilon(re));
    assertTrue(Verifier.verify(top));
  }

  @Test
  void complexExpanderLeavesNoComplexMath() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation top = parse(ctx, """
        func.func @f(%z: tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>> {
          %0 = stablehlo.sqrt %z : tensor<2xcomplex<f64>>
          %1 = stablehlo.log %0 : tensor<2xcomplex<f64>>
          return %1 : tensor<2xcomplex<f64>>
        }""");
    new ComplexMathExpander(PassOptions.NONE).run(top, null);
    assertTrue(Verifier.verify(top));
    List<Operation> left = top.collect(op -> (op.name().equals("stablehlo.sqrt") || op.name().equals("stablehlo.log"))
        && op.operand(0).type() instanceof RankedTensorType t && t.elementType() instanceof ComplexType);
    assertTrue(left.isEmpty());
    assertFalse(top.collect(op -> op.name().equals("stablehlo.atan2")).isEmpty());
  }

  @Test
  void inferenceOfReduceWindowAndDotComponents() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation top = parse(ctx, """
        func.func @f(%a: tensor<4x?xf32, #stablehlo.bounds<?, 6>>, %i: tensor<f32>, %l: tensor<?x4xf32>, %r: tensor<4x5xf32>) -> (tensor<2x?xf32>, tensor<?x5xf32>) {
          %0 = "stablehlo.reduce_window"(%a, %i) ({
          ^bb0(%x: tensor<f32>, %y: tensor<f32>):
            %s = stablehlo.add %x, %y : tensor<f32>
            stablehlo.return %s : tensor<f32>
          }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x?xf32, #stablehlo.bounds<?, 6>>, tensor<f32>) -> tensor<2x?xf32>
          %1 = stablehlo.dot_general %l, %r, contracting_dims = [1] x [0] : (tensor<?x4xf32>, tensor<4x5xf32>) -> tensor<?x5xf32>
          return %0, %1 : tensor<2x?xf32>, tensor<?x5xf32>
        }""");
    assertNotNull(top);
    HloOp window = (HloOp) top.collect(op -> op.name().equals("stablehlo.reduce_window")).get(0);
    List<Type> inferred = HloInference.infer(window);
    RankedTensorType windowed = (RankedTensorType) inferred.get(0);
    assertEquals(2, windowed.shape()[0]);
    assertEquals(org.jmlir.dialect.hlo.HloShapes.DYN, windowed.shape()[1]);
    assertEquals(3, org.jmlir.dialect.hlo.HloShapes.bounds(windowed)[1]);
    HloOp dot = (HloOp) top.collect(op -> op.name().equals("stablehlo.dot_general")).get(0);
    RankedTensorType components = (RankedTensorType) HloInference.inferShapedComponents(dot);
    assertEquals(2, components.rank());
    assertEquals(5, components.shape()[1]);
  }
}
