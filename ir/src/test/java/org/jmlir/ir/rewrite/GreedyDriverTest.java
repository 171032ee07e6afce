package org.jmlir.ir.rewrite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.junit.jupiter.api.Test;

/** The greedy driver on a toy dialect: constants, a folding add, a pattern, dead code. */
class GreedyDriverTest {
  private static final OpDef CONST =
      OpDef.builder("toy.const")
          .traits(Trait.CONSTANT_LIKE, Trait.NO_MEMORY_EFFECT)
          .inherentAttrs("value")
          .extension(OpFolder.class, (op, c) -> List.of(OpFoldResult.of(op.attr("value"))))
          .build();
  private static final OpDef ADD =
      OpDef.builder("toy.add")
          .traits(Trait.NO_MEMORY_EFFECT)
          .extension(OpFolder.class, GreedyDriverTest::foldAdd)
          .build();
  private static final OpDef NEG = OpDef.builder("toy.neg").traits(Trait.NO_MEMORY_EFFECT).build();
  private static final OpDef SINK = OpDef.builder("toy.sink").build();
  private static final OpDef FUNC = OpDef.builder("toy.func").traits(Trait.ISOLATED_FROM_ABOVE).build();

  private static List<OpFoldResult> foldAdd(Operation op, List<Attribute> c) {
    if (c.get(0) instanceof IntegerAttr a && c.get(1) instanceof IntegerAttr b) {
      return List.of(OpFoldResult.of(IntegerAttr.get(op.context(), a.type(), a.value().add(b.value()))));
    }
    if (c.get(1) instanceof IntegerAttr b && b.value().signum() == 0) {
      return List.of(OpFoldResult.of(op.operand(0)));
    }
    return null;
  }

  private static final class ToyDialect extends Dialect {
    ToyDialect() {
      super("toy");
    }

    @Override
    public List<OpDef> operations() {
      return List.of(CONST, ADD, NEG, SINK, FUNC);
    }

    @Override
    public Operation materializeConstant(Attribute value, Type type, Location loc) {
      OperationState s = new OperationState(context(), CONST, loc);
      s.addType(type);
      Operation op = Operation.create(s);
      op.setAttr("value", value);
      return op;
    }
  }

  private final MLIRContext ctx = new MLIRContext();
  private final Type i32 = IntegerType.get(ctx, 32);
  private Block body;
  private Operation func;

  GreedyDriverTest() {
    ctx.registerDialect("toy", ToyDialect::new);
    ctx.getOrLoadDialect("toy");
    func = Operation.create(new OperationState(ctx, FUNC, UnknownLoc.get(ctx)).addRegion(new org.jmlir.ir.Region()));
    body = func.region(0).addBlock();
  }

  private Value constant(long v) {
    Operation op = Operation.create(new OperationState(ctx, CONST, UnknownLoc.get(ctx)).addType(i32));
    op.setAttr("value", IntegerAttr.get(ctx, i32, BigInteger.valueOf(v)));
    body.append(op);
    return op.result(0);
  }

  private Value op(OpDef def, Value... operands) {
    OperationState s = new OperationState(ctx, def, UnknownLoc.get(ctx)).addOperands(List.of(operands));
    if (def != SINK) {
      s.addType(i32);
    }
    Operation o = Operation.create(s);
    body.append(o);
    return def == SINK ? null : o.result(0);
  }

  private List<String> names() {
    List<String> out = new ArrayList<>();
    for (Operation o : body) {
      out.add(o.name() + (o.attr("value") instanceof IntegerAttr a ? "=" + a.value() : ""));
    }
    return out;
  }

  /** neg(neg(x)) -> x. */
  private static final RewritePattern DOUBLE_NEG =
      new RewritePattern("toy.neg", 1) {
        @Override
        public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
          Operation inner = op.operand(0).definingOp();
          if (inner == null || inner.def() != NEG) {
            return false;
          }
          rewriter.replaceOp(op, List.of(inner.operand(0)));
          return true;
        }
      };

  @Test
  void foldsConstantsUniquesThemAndRemovesDeadCode() {
    Value a = constant(2);
    Value b = constant(3);
    Value sum = op(ADD, a, b);
    Value again = op(ADD, sum, constant(0));
    op(ADD, a, a); // dead
    op(SINK, again);
    GreedyPatternRewriteDriver.Result r =
        GreedyPatternRewriteDriver.applyPatternsGreedily(func, new FrozenPatternSet(List.of()), GreedyRewriteConfig.DEFAULT);
    assertTrue(r.converged());
    assertEquals(List.of("toy.const=5", "toy.sink"), names());
  }

  @Test
  void appliesPatternsUntilFixpoint() {
    Value x = op(ADD, constant(1), op(NEG, op(NEG, op(NEG, op(NEG, constant(7))))));
    op(SINK, x);
    GreedyPatternRewriteDriver.applyPatternsGreedily(func, new FrozenPatternSet(List.of(DOUBLE_NEG)), GreedyRewriteConfig.DEFAULT);
    assertEquals(List.of("toy.const=8", "toy.sink"), names());
    assertSame(body.first().result(0), body.last().operand(0));
  }

  @Test
  void stopsAtMaxIterationsWithoutConverging() {
    RewritePattern flipFlop =
        new RewritePattern("toy.sink", 1) {
          @Override
          public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
            rewriter.modifyOpInPlace(op, () -> {});
            return true;
          }
        };
    op(SINK);
    GreedyRewriteConfig cfg = new GreedyRewriteConfig(true, 3, 1000, GreedyRewriteConfig.RegionSimplification.DISABLED, true, true);
    GreedyPatternRewriteDriver.Result r =
        GreedyPatternRewriteDriver.applyPatternsGreedily(func, new FrozenPatternSet(List.of(flipFlop)), cfg);
    assertEquals(false, r.converged());
  }
}
