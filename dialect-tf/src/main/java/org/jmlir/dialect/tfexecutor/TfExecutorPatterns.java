package org.jmlir.dialect.tfexecutor;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * The canonicalization patterns and folders of the tf_executor ops (TensorFlow's tf_executor.cc):
 * graphs that are empty or hold one island dissolve into the enclosing block; empty islands and
 * ControlTriggers without inputs go, and their control users drop the operand.
 */
final class TfExecutorPatterns {
  private TfExecutorPatterns() {}

  /** Whether {@code b} holds exactly one op of class {@code c}, optionally followed by a terminator. */
  private static boolean singleOpInBlock(Block b, Class<?> c) {
    Operation first = b.first();
    if (first == null || !c.isInstance(first)) {
      return false;
    }
    Operation next = first.nextInBlock();
    return next == null || next.nextInBlock() == null;
  }

  /** Removes every use of {@code control} from its users' operand lists. */
  private static void dropControlUses(Value control, PatternRewriter rewriter) {
    List<OpOperand> uses = new ArrayList<>(control.uses());
    for (OpOperand use : uses) {
      Operation owner = use.owner();
      rewriter.modifyOpInPlace(owner, () -> {
        List<Value> operands = new ArrayList<>(owner.operands());
        operands.remove(control);
        owner.setOperands(operands);
      });
    }
  }

  /** A graph holding only its fetch: its results are the fetched values. */
  static final class DropEmptyGraph extends RewritePattern {
    DropEmptyGraph() {
      super(GraphOp.NAME, 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      Block body = ((GraphOp) op).body();
      if (body.first() != body.last()) {
        return false;
      }
      rewriter.replaceOp(op, body.last().operands().subList(0, op.numResults()));
      return true;
    }
  }

  /** A graph holding one island: the island's ops move before the graph, which goes. */
  static final class HoistInnerOpsSingleIslandGraph extends RewritePattern {
    HoistInnerOpsSingleIslandGraph() {
      super(GraphOp.NAME, 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      GraphOp graph = (GraphOp) op;
      Block body = graph.body();
      if (!singleOpInBlock(body, IslandOp.class)) {
        return false;
      }
      IslandOp island = (IslandOp) body.first();
      YieldOp yield = island.yield();
      List<Value> results = new ArrayList<>();
      for (Value v : graph.fetch().operands()) {
        if (TfExecutorType.isControl(v.type())) {
          break;
        }
        results.add(v instanceof OpResult r && r.owner() == island ? yield.operand(r.index()) : v);
      }
      rewriter.inlineBlockBefore(island.body(), op, List.of());
      rewriter.eraseOp(yield);
      rewriter.replaceOp(op, results);
      return true;
    }
  }

  /** An island with no inputs, no data results and an empty body: gone, with its control uses. */
  static final class DropEmptyIslandNoOperandNoDataResult extends RewritePattern {
    DropEmptyIslandNoOperandNoDataResult() {
      super(IslandOp.NAME, 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      IslandOp island = (IslandOp) op;
      if (op.numOperands() != 0 || op.numResults() != 1 || !singleOpInBlock(island.body(), YieldOp.class)) {
        return false;
      }
      dropControlUses(island.control(), rewriter);
      rewriter.eraseOp(op);
      return true;
    }
  }

  /** An island that only yields one value and whose control is unused: its users take the value. */
  static final class DropEmptyIslandNoOperandOneDataResult extends RewritePattern {
    DropEmptyIslandNoOperandOneDataResult() {
      super(IslandOp.NAME, 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      IslandOp island = (IslandOp) op;
      if (op.numOperands() != 0 || op.numResults() != 2 || !island.control().hasNoUses()
          || !singleOpInBlock(island.body(), YieldOp.class)) {
        return false;
      }
      rewriter.replaceAllUsesWith(op.result(0), island.yield().operand(0));
      rewriter.eraseOp(op);
      return true;
    }
  }

  /** An empty island with one control input and no data results stands for that input. */
  static List<OpFoldResult> foldIsland(Operation op, List<org.jmlir.ir.attr.Attribute> constants) {
    IslandOp island = (IslandOp) op;
    if (op.numOperands() != 1 || op.numResults() != 1 || !singleOpInBlock(island.body(), YieldOp.class)) {
      return null;
    }
    return List.of(OpFoldResult.of(op.operand(0)));
  }

  /** A ControlTrigger without inputs: gone, with its control uses. */
  static final class DropEmptyControlTrigger extends RewritePattern {
    DropEmptyControlTrigger() {
      super(ControlTriggerOp.NAME, 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (op.numOperands() != 0) {
        return false;
      }
      dropControlUses(op.result(0), rewriter);
      rewriter.eraseOp(op);
      return true;
    }
  }
}
