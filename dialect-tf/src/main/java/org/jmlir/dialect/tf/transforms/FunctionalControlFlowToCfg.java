package org.jmlir.dialect.tf.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.cf.BranchOp;
import org.jmlir.dialect.cf.CondBranchOp;
import org.jmlir.dialect.tensor.ExtractOp;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code tf-functional-control-flow-to-cfg}: {@code tf.If} and {@code tf.While}, which name their
 * branches and bodies as functions, become blocks that call those functions and branch on the
 * predicate ({@code tf.ToBool} then {@code tensor.extract}). Where a function's argument or result
 * types differ from the values passed, a {@code tf.Cast {Truncate = false}} bridges them, as
 * TensorFlow's pass does.
 */
public final class FunctionalControlFlowToCfg extends Pass {
  public FunctionalControlFlowToCfg(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-functional-control-flow-to-cfg";
  }

  @Override
  public String summary() {
    return "Transform functional control flow Ops to MLIR Control Form Graph (CFG) form";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation op : root.collect(op -> op.name().equals("tf.If") || op.name().equals("tf.While"))) {
      boolean ok = op.name().equals("tf.If") ? lowerIf(op) : lowerWhile(op);
      if (!ok) {
        pc.signalFailure();
        return;
      }
    }
  }

  /** The i1 a predicate tensor means: tf.ToBool, then the scalar extracted. */
  private static Value predicate(MLIRContext ctx, Block at, Location loc, Value cond) {
    Operation toBool = FunctionalCalls.toBool(ctx, cond, loc);
    at.append(toBool);
    OperationState extract = new OperationState(ctx, ExtractOp.DEF, loc);
    extract.addOperand(toBool.result(0)).addType(IntegerType.get(ctx, 1));
    return FunctionalCalls.append(at, extract).result(0);
  }

  private static void branch(MLIRContext ctx, Block at, Location loc, Block dest, List<? extends Value> args) {
    OperationState s = new OperationState(ctx, BranchOp.DEF, loc);
    s.addOperands(args).addSuccessor(dest);
    FunctionalCalls.append(at, s);
  }

  private static void condBranch(
      MLIRContext ctx, Block at, Location loc, Value pred, Block t, List<? extends Value> tArgs, Block f, List<? extends Value> fArgs) {
    OperationState s = new OperationState(ctx, CondBranchOp.DEF, loc);
    s.addOperand(pred).addOperands(tArgs).addOperands(fArgs).addSuccessor(t).addSuccessor(f);
    s.addAttribute(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(ctx, 1, tArgs.size(), fArgs.size()));
    FunctionalCalls.append(at, s);
  }

  /** Moves the ops after {@code op} into a new block right after {@code op}'s block. */
  private static Block splitAfter(Operation op, List<Type> argTypes) {
    Block block = op.block();
    Region region = block.parent();
    Block tail = new Block();
    for (Type t : argTypes) {
      tail.addArgument(t, op.location());
    }
    region.insertBlock(region.indexOf(block) + 1, tail);
    for (Operation o = op.nextInBlock(); o != null; ) {
      Operation next = o.nextInBlock();
      o.remove();
      tail.append(o);
      o = next;
    }
    return tail;
  }

  private static Block blockAfter(Block anchor, List<Type> argTypes, Location loc) {
    Block b = new Block();
    for (Type t : argTypes) {
      b.addArgument(t, loc);
    }
    Region region = anchor.parent();
    region.insertBlock(region.indexOf(anchor) + 1, b);
    return b;
  }

  private static boolean lowerIf(Operation op) {
    Operation thenFn = FunctionalCalls.callee(op, "then_branch");
    Operation elseFn = FunctionalCalls.callee(op, "else_branch");
    if (thenFn == null || elseFn == null) {
      return false;
    }
    MLIRContext ctx = op.context();
    Location loc = op.location();
    Block entry = op.block();
    Block merge = splitAfter(op, op.resultTypes());
    List<Value> args = new ArrayList<>(op.operands().subList(1, op.numOperands()));
    Block thenBlock = blockAfter(entry, List.of(), loc);
    Block elseBlock = blockAfter(thenBlock, List.of(), loc);
    for (Block b : List.of(thenBlock, elseBlock)) {
      Operation fn = b == thenBlock ? thenFn : elseFn;
      List<Value> callArgs = FunctionalCalls.castAll(ctx, b, loc, args, FunctionalCalls.typeOf(fn).inputs());
      List<Value> results = FunctionalCalls.call(b, loc, fn, callArgs);
      branch(ctx, b, loc, merge, FunctionalCalls.castAll(ctx, b, loc, results, op.resultTypes()));
    }
    Value pred = predicate(ctx, entry, loc, op.operand(0));
    condBranch(ctx, entry, loc, pred, thenBlock, List.of(), elseBlock, List.of());
    for (int i = 0; i < op.numResults(); i++) {
      op.result(i).replaceAllUsesWith(merge.argument(i));
    }
    op.dropAllReferences();
    op.erase();
    return true;
  }

  private static boolean lowerWhile(Operation op) {
    Operation condFn = FunctionalCalls.callee(op, "cond");
    Operation bodyFn = FunctionalCalls.callee(op, "body");
    if (condFn == null || bodyFn == null) {
      return false;
    }
    MLIRContext ctx = op.context();
    Location loc = op.location();
    Block entry = op.block();
    List<Type> condTypes = FunctionalCalls.typeOf(condFn).inputs();
    List<Type> bodyTypes = FunctionalCalls.typeOf(bodyFn).inputs();
    Block exit = splitAfter(op, bodyTypes);
    Block condBlock = blockAfter(entry, condTypes, loc);
    Block bodyBlock = blockAfter(condBlock, bodyTypes, loc);
    branch(ctx, entry, loc, condBlock, FunctionalCalls.castAll(ctx, entry, loc, op.operands(), condTypes));
    // Condition: call, test, pass the carried values on (as the body expects them).
    List<Value> carried = new ArrayList<>(condBlock.arguments());
    Value cont = FunctionalCalls.call(condBlock, loc, condFn, carried).get(0);
    Value pred = predicate(ctx, condBlock, loc, cont);
    List<Value> forBody = FunctionalCalls.castAll(ctx, condBlock, loc, carried, bodyTypes);
    condBranch(ctx, condBlock, loc, pred, bodyBlock, forBody, exit, forBody);
    // Body: call and loop back.
    List<Value> next = FunctionalCalls.call(bodyBlock, loc, bodyFn, new ArrayList<>(bodyBlock.arguments()));
    branch(ctx, bodyBlock, loc, condBlock, FunctionalCalls.castAll(ctx, bodyBlock, loc, next, condTypes));
    // Exit: the loop's results, cast to the op's result types at the start of the exit block.
    Operation first = exit.first();
    List<Value> results = new ArrayList<>();
    for (int i = 0; i < op.numResults(); i++) {
      Value v = exit.argument(i);
      if (!v.type().equals(op.result(i).type())) {
        Operation cast = FunctionalCalls.cast(ctx, v, op.result(i).type(), loc);
        if (first == null) {
          exit.append(cast);
        } else {
          exit.insertBefore(first, cast);
        }
        v = cast.result(0);
      }
      results.add(v);
    }
    for (int i = 0; i < op.numResults(); i++) {
      op.result(i).replaceAllUsesWith(results.get(i));
    }
    op.dropAllReferences();
    op.erase();
    return true;
  }
}
