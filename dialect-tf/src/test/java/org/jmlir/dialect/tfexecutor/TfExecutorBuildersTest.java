package org.jmlir.dialect.tfexecutor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.verify.Verifier;
import org.junit.jupiter.api.Test;

/** The builder API other modules (the GraphDef importer) use to make executor graphs. */
class TfExecutorBuildersTest {
  @Test
  void graphOfWrappedOpsVerifiesAndPrintsShortForm() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Location loc = UnknownLoc.get(ctx);
    Type t = RankedTensorType.get(ctx, new long[] {2}, FloatType.f32(ctx));
    GraphOp graph = GraphOp.create(ctx, loc, List.of(t));
    Operation c = Operation.create(new OperationState(ctx, "tf.Placeholder", loc).addType(t));
    IslandOp constIsland = IslandOp.wrap(c, List.of());
    graph.body().append(constIsland);
    Operation neg = Operation.create(new OperationState(ctx, "tf.Neg", loc).addOperand(constIsland.outputs().get(0)).addType(t));
    IslandOp negIsland = IslandOp.wrap(neg, List.of(constIsland.control()));
    graph.body().append(negIsland);
    graph.body().append(FetchOp.create(ctx, loc, List.of(negIsland.outputs().get(0), negIsland.control())));

    assertTrue(constIsland.wrapsSingleOp());
    assertSame(negIsland.control(), graph.fetch().operand(1));
    assertTrue(Verifier.verify(graph));
    StringBuilder out = new StringBuilder();
    IRPrinter.print(graph, PrintOptions.DEFAULT, out);
    assertEquals(
        "%0 = tf_executor.graph {\n"
            + "  %outputs, %control = tf_executor.island wraps \"tf.Placeholder\"() : () -> tensor<2xf32>\n"
            + "  %outputs_0, %control_1 = tf_executor.island(%control) wraps \"tf.Neg\"(%outputs) : (tensor<2xf32>) -> tensor<2xf32>\n"
            + "  tf_executor.fetch %outputs_0, %control_1 : tensor<2xf32>, !tf_executor.control\n"
            + "}",
        out.toString().strip());
  }
}
