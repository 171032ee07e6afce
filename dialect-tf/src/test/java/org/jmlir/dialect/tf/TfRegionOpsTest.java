package org.jmlir.dialect.tf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;
import org.jmlir.ir.verify.Verifier;
import org.junit.jupiter.api.Test;

/** The builders of tf.IfRegion, tf.WhileRegion, tf.CaseRegion and tf.Yield, and TfRegionChecks. */
class TfRegionOpsTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();
  private final Location loc = UnknownLoc.get(ctx);
  private final Type f32 = RankedTensorType.get(ctx, new long[] {2}, FloatType.f32(ctx));
  private final Type i1 = RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 1));
  private final Type i32 = RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 32));

  /** An open tf op with one region holding {@code block}, so that the ops in it can be verified. */
  private Operation scope(Block block) {
    OperationState st = new OperationState(ctx, "tf.Scope", loc);
    st.addRegion().addBlock(block);
    return Operation.create(st);
  }

  private Value placeholder(Block b, Type t) {
    Operation op = Operation.create(new OperationState(ctx, "tf.Placeholder", loc).addType(t));
    b.append(op);
    return op.result(0);
  }

  private static String print(Operation op) {
    StringBuilder out = new StringBuilder();
    IRPrinter.print(op, PrintOptions.DEFAULT, out);
    return out.toString().strip();
  }

  @Test
  void ifRegionHoldsEmptyBlocksToFill() {
    Block b = new Block();
    Value cond = placeholder(b, i1);
    Value v = placeholder(b, f32);
    IfRegionOp op = IfRegionOp.create(ctx, loc, List.of(f32), cond, true, "then_f", null);
    op.thenBranch().front().append(YieldOp.create(ctx, loc, List.of(v)));
    op.elseBranch().front().append(YieldOp.create(ctx, loc, List.of(v)));
    b.append(op);
    Operation scope = scope(b);

    assertTrue(Verifier.verify(scope));
    assertTrue(op.isStateless());
    assertEquals(cond, op.cond());
    String text = print(scope);
    // TensorFlow's ODS attributes of tf.IfRegion are properties, printed before the regions.
    assertTrue(text.contains("= \"tf.IfRegion\"(%0) <{_then_func_name = \"then_f\", is_stateless = true}> ({"), text);
    assertTrue(text.contains("}) : (tensor<i1>) -> tensor<2xf32>"), text);
  }

  @Test
  void whileRegionTakesLoopVariablesAsBlockArguments() {
    Block b = new Block();
    Value v = placeholder(b, f32);
    WhileRegionOp op = WhileRegionOp.create(ctx, loc, List.of(f32), List.of(v), 3, false, false);
    Block cond = op.cond().front();
    cond.addArgument(f32, loc);
    Value p = placeholder(cond, i1);
    cond.append(YieldOp.create(ctx, loc, List.of(p)));
    Block body = op.body().front();
    Value arg = body.addArgument(f32, loc);
    body.append(YieldOp.create(ctx, loc, List.of(arg)));
    b.append(op);

    assertTrue(Verifier.verify(scope(b)));
    assertEquals(3, op.parallelIterations());
    assertFalse(op.isStateless());
    assertFalse(op.shapeInvariant());
  }

  @Test
  void caseRegionHasOneRegionPerBranch() {
    Block b = new Block();
    Value index = placeholder(b, i32);
    Value v = placeholder(b, f32);
    CaseRegionOp op = CaseRegionOp.create(ctx, loc, List.of(f32), index, false, 3);
    for (var r : op.branches()) {
      r.front().append(YieldOp.create(ctx, loc, List.of(v)));
    }
    b.append(op);

    assertTrue(Verifier.verify(scope(b)));
    assertEquals(3, op.branches().size());
    assertEquals(index, op.branchIndex());
  }

  @Test
  void mismatchedBranchesDoNotVerify() {
    Block b = new Block();
    Value cond = placeholder(b, i1);
    Value v = placeholder(b, f32);
    Value w = placeholder(b, i32);
    IfRegionOp op = IfRegionOp.create(ctx, loc, List.of(f32), cond, false, null, null);
    op.thenBranch().front().append(YieldOp.create(ctx, loc, List.of(v)));
    op.elseBranch().front().append(YieldOp.create(ctx, loc, List.of(w)));
    b.append(op);

    assertFalse(Verifier.verify(scope(b)));
  }

  @Test
  void castCompatibilityRefinesShapesAndResourceSubtypes() {
    Type unranked = UnrankedTensorType.get(ctx, FloatType.f32(ctx));
    Type dynamic = RankedTensorType.get(ctx, new long[] {ShapedType.DYNAMIC}, FloatType.f32(ctx));
    Type three = RankedTensorType.get(ctx, new long[] {3}, FloatType.f32(ctx));
    assertTrue(TfRegionChecks.castCompatible(f32, unranked));
    assertTrue(TfRegionChecks.castCompatible(f32, dynamic));
    assertFalse(TfRegionChecks.castCompatible(f32, three));
    assertFalse(TfRegionChecks.castCompatible(f32, i32));

    Type bare = RankedTensorType.get(ctx, new long[0], TfTypes.resource(ctx));
    Type typed = RankedTensorType.get(ctx, new long[0], TfTypes.resource(ctx, List.of(f32)));
    Type other = RankedTensorType.get(ctx, new long[0], TfTypes.resource(ctx, List.of(three)));
    Type variant = RankedTensorType.get(ctx, new long[0], TfTypes.variant(ctx));
    assertTrue(TfRegionChecks.castCompatible(bare, typed));
    assertFalse(TfRegionChecks.castCompatible(typed, other));
    assertFalse(TfRegionChecks.castCompatible(bare, variant));
  }
}
