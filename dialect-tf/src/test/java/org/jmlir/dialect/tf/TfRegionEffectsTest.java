package org.jmlir.dialect.tf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.interfaces.LoopLikeOpInterface;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.SideEffects;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;
import org.junit.jupiter.api.Test;

/** The memory effects of the tf region ops, WhileRegion's loop interface and the patterns they carry. */
class TfRegionEffectsTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();
  private final Location loc = UnknownLoc.get(ctx);
  private final Type f32 = RankedTensorType.get(ctx, new long[0], FloatType.f32(ctx));
  private final Type i1 = RankedTensorType.get(ctx, new long[0], IntegerType.get(ctx, 1));

  /** {@code name}(operands) : f32 appended to {@code b}; registered or not, by name. */
  private Value op(Block b, String name, List<Value> operands) {
    Operation o = Operation.create(new OperationState(ctx, name, loc).addOperands(operands).addType(f32));
    b.append(o);
    return o.result(0);
  }

  /** An IfRegion yielding {@code name}(x) in its then branch and x in its else branch. */
  private IfRegionOp ifRegion(boolean stateless, String name) {
    Block outer = new Block();
    Value cond = Operation.create(new OperationState(ctx, "tf.Cond", loc).addType(i1)).result(0);
    Value x = op(outer, "tf.X", List.of());
    IfRegionOp op = IfRegionOp.create(ctx, loc, List.of(f32), cond, stateless, null, null);
    Block then = op.thenBranch().front();
    Value y = op(then, name, List.of(x));
    then.append(YieldOp.create(ctx, loc, List.of(y)));
    op.elseBranch().front().append(YieldOp.create(ctx, loc, List.of(x)));
    return op;
  }

  @Test
  void statelessRegionOfPureOpsHasNoEffects() {
    IfRegionOp op = ifRegion(true, "tf.Neg");
    assertEquals(List.of(), op.effects());
    assertTrue(SideEffects.wouldOpBeTriviallyDead(op));
    // Never free of memory effects as a whole: neither hoisted nor merged, as in TensorFlow.
    assertFalse(SideEffects.isMemoryEffectFree(op));
  }

  @Test
  void statefulRegionMayWriteAnything() {
    IfRegionOp op = ifRegion(false, "tf.Neg");
    List<MemoryEffectOpInterface.Effect> effects = op.effects();
    assertEquals(1, effects.size());
    assertInstanceOf(MemoryEffectOpInterface.Write.class, effects.get(0));
    assertFalse(SideEffects.wouldOpBeTriviallyDead(op));
  }

  @Test
  void statelessRegionWithAnOpOfUnknownEffectsMayWrite() {
    IfRegionOp op = ifRegion(true, "tf.SomethingUnknown");
    assertInstanceOf(MemoryEffectOpInterface.Write.class, op.effects().get(0));
    assertFalse(SideEffects.wouldOpBeTriviallyDead(op));
  }

  @Test
  void nestedStatefulRegionOpMakesTheOuterOneWrite() {
    IfRegionOp inner = ifRegion(false, "tf.Neg");
    Block outer = new Block();
    Value cond = Operation.create(new OperationState(ctx, "tf.Cond", loc).addType(i1)).result(0);
    IfRegionOp op = IfRegionOp.create(ctx, loc, List.of(f32), cond, true, null, null);
    op.thenBranch().front().append(inner);
    op.thenBranch().front().append(YieldOp.create(ctx, loc, List.of(inner.result(0))));
    op.elseBranch().front().append(YieldOp.create(ctx, loc, List.of(inner.cond())));
    outer.append(op);
    assertFalse(op.effects().isEmpty());
  }

  @Test
  void whileRegionLoopIsItsBody() {
    WhileRegionOp op = WhileRegionOp.create(ctx, loc, List.of(), List.of(), 10, true, false);
    LoopLikeOpInterface loop = LoopLikeOpInterface.of(op);
    assertNotNull(loop);
    assertEquals(List.of(op.body()), loop.loopRegions(op));
  }

  @Test
  void regionOpsCarryCanonicalizationPatterns() {
    assertEquals(2, IfRegionOp.DEF.extension(CanonicalizationPatterns.class).patterns().size());
    assertEquals(2, CaseRegionOp.DEF.extension(CanonicalizationPatterns.class).patterns().size());
    assertEquals(2, WhileRegionOp.DEF.extension(CanonicalizationPatterns.class).patterns().size());
  }
}
