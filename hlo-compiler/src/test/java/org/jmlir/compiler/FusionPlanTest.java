package org.jmlir.compiler;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.junit.jupiter.api.Test;

/** The fusion decisions through the public API (what another code generator would ask). */
class FusionPlanTest {
  private static final String CONV_RELU_POOL = """
      func.func @main(%x: tensor<2x4x4x1xf32>, %k: tensor<3x3x1x8xf32>, %b: tensor<8xf32>) -> (tensor<2x2x2x8xf32>, tensor<2x4x4x8xf32>) {
        %c = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x4x4x1xf32>, tensor<3x3x1x8xf32>) -> tensor<2x4x4x8xf32>
        %bb = stablehlo.broadcast_in_dim %b, dims = [3] : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
        %s = stablehlo.add %c, %bb : tensor<2x4x4x8xf32>
        %z = stablehlo.constant dense<0.0> : tensor<2x4x4x8xf32>
        %r = stablehlo.maximum %s, %z : tensor<2x4x4x8xf32>
        %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
        %p = "stablehlo.reduce_window"(%r, %init) ({
        ^bb0(%u: tensor<f32>, %v: tensor<f32>):
          %m = stablehlo.maximum %u, %v : tensor<f32>
          stablehlo.return %m : tensor<f32>
        }) {window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<2x2x2x8xf32>
        %e = stablehlo.exponential %s : tensor<2x4x4x8xf32>
        %n = stablehlo.get_dimension_size %x, dim = 0 : (tensor<2x4x4x1xf32>) -> tensor<i32>
        return %p, %e : tensor<2x2x2x8xf32>, tensor<2x4x4x8xf32>
      }
      """;

  private static Operation op(Block body, String name) {
    for (Operation o : body.operations()) {
      if (o.name().equals(name)) {
        return o;
      }
    }
    return null;
  }

  @Test
  void planOfAConvReluPool() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation module = SourceParser.parse(ctx, CONV_RELU_POOL.getBytes(StandardCharsets.UTF_8), "<test>", ParseOptions.DEFAULT);
    assertNotNull(module);
    Block body = module.region(0).front().operations().get(0).region(0).front();
    FusionPlan plan = FusionPlan.of(body);
    Operation conv = op(body, "stablehlo.convolution");
    Operation add = op(body, "stablehlo.add");
    Operation relu = op(body, "stablehlo.maximum");
    Operation pool = op(body, "stablehlo.reduce_window");
    Operation size = op(body, "stablehlo.get_dimension_size");
    // a convolution is a fusion root; the bias add has two users (relu, exp): a buffer, computed once
    assertTrue(plan.needsBuffer(conv.result(0)));
    assertTrue(plan.needsBuffer(add.result(0)));
    // the relu is computed inside the max pool's loops (disjoint windows)
    assertFalse(plan.needsBuffer(relu.result(0)));
    assertTrue(FusionPlan.fusesOperands(pool));
    assertTrue(FusionPlan.fusible(relu));
    assertFalse(FusionPlan.fusible(conv));
    // returned values get buffers; sizes are host scalars
    assertTrue(plan.needsBuffer(pool.result(0)));
    assertTrue(plan.isShapeValue(size.result(0)));
    assertFalse(plan.isShapeValue(relu.result(0)));
    assertTrue(body.arguments().stream().allMatch(plan::needsBuffer));
  }

  private static final String RNG_AND_WINDOWS = """
      func.func @main(%x: tensor<4x4xf32>, %g: tensor<2x2xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
        %lo = stablehlo.constant dense<0.0> : tensor<f32>
        %hi = stablehlo.constant dense<1.0> : tensor<f32>
        %sh = stablehlo.constant dense<[4, 4]> : tensor<2xi64>
        %r = stablehlo.rng %lo, %hi, %sh, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<4x4xf32>
        %n = stablehlo.negate %x : tensor<4x4xf32>
        %y = stablehlo.add %r, %n : tensor<4x4xf32>
        %m = stablehlo.abs %x : tensor<4x4xf32>
        %s = "stablehlo.select_and_scatter"(%m, %g, %lo) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %ge = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
          stablehlo.return %ge : tensor<i1>
        }, {
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %t = stablehlo.add %a, %b : tensor<f32>
          stablehlo.return %t : tensor<f32>
        }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x4xf32>
        return %y, %s : tensor<4x4xf32>, tensor<4x4xf32>
      }
      """;

  @Test
  void rngIsFusedAndSelectAndScatterReadsBuffers() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation module = SourceParser.parse(ctx, RNG_AND_WINDOWS.getBytes(StandardCharsets.UTF_8), "<test>", ParseOptions.DEFAULT);
    assertNotNull(module);
    Block body = module.region(0).front().operations().get(0).region(0).front();
    FusionPlan plan = FusionPlan.of(body);
    Operation rng = op(body, "stablehlo.rng");
    Operation neg = op(body, "stablehlo.negate");
    Operation abs = op(body, "stablehlo.abs");
    Operation sas = op(body, "stablehlo.select_and_scatter");
    // element i of an rng depends on i only: computed inside the add's loop, like the negate
    assertTrue(FusionPlan.fusible(rng));
    assertFalse(plan.needsBuffer(rng.result(0)));
    assertFalse(plan.needsBuffer(neg.result(0)));
    // select_and_scatter scans windows of its operand: the abs it alone reads gets a buffer
    assertFalse(FusionPlan.fusesOperands(sas));
    assertTrue(plan.needsBuffer(abs.result(0)));
  }
}
