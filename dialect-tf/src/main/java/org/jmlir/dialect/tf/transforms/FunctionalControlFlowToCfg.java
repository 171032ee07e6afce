package org.jmlir.dialect.tf.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.cf.BranchOp;
import org.jmlir.dialect.cf.CondBranchOp;
import org.jmlir.dialect.func.CallOp;
import org.jmlir.dialect.tensor.ExtractOp;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
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

  private static Operation callee(Operation op, String attr) {
    if (!(op.attr(attr) instanceof SymbolRefAttr ref)) {
      op.emitOpError("requires attribute '" + attr + "'").report();
      return null;
    }
    Operation table = op.parentWithTrait(org.jmlir.ir.Trait.SYMBOL_TABLE);
    Operation f = table == null ? null : SymbolTable.lookupSymbolIn(table, ref);
    if (f == null) {
      op.emitOpError("'" + attr + "' refers to an undefined function").report();
    }
    return f;
  }

  private static FunctionType typeOf(Operation func) {
    return (FunctionType) ((org.jmlir.ir.attr.TypeAttr) func.attr("function_type")).value();
  }

  /** Casts each value to the matching type where they differ. */
  private static List<Value> castAll(MLIRContext ctx, Block at, Location loc, List<? extends Value> values, List<Type> types) {
    List<Value> out = new ArrayList<>(values.size());
    for (int i = 0; i < values.size(); i++) {
      Value v = values.get(i);
      Type t = types.get(i);
      if (v.type().equals(t)) {
        out.add(v);
        continue;
      }
      OperationState s = new OperationState(ctx, ctx.opDef("tf.Cast"), loc);
      s.addOperand(v).addType(t).addAttribute("Truncate", IntegerAttr.bool(ctx, false));
      out.add(append(at, s).result(0));
    }
    return out;
  }

  private static Operation append(Block b, OperationState s) {
    Operation op = Operation.create(s);
    b.append(op);
    return op;
  }

  private static List<Value> call(Block at, Location loc, Operation func, List<Value> args) {
    MLIRContext ctx = func.context();
    OperationState s = new OperationState(ctx, CallOp.DEF, loc);
    s.addOperands(args).addTypes(typeOf(func).results());
    s.addAttribute("callee", SymbolRefAttr.get(ctx, SymbolTable.symbolName(func)));
    return new ArrayList<>(append(at, s).results());
  }

  /** The i1 a predicate tensor means: tf.ToBool, then the scalar extracted. */
  private static Value predicate(MLIRContext ctx, Block at, Location loc, Value cond) {
    Type i1 = IntegerType.get(ctx, 1);
    Type scalar = RankedTensorType.get(ctx, new long[0], i1, null);
    OperationState toBool = new OperationState(ctx, ctx.opDef("tf.ToBool"), loc);
    toBool.addOperand(cond).addType(scalar);
    Value b = append(at, toBool).result(0);
    OperationState extract = new OperationState(ctx, ExtractOp.DEF, loc);
    extract.addOperand(b).addType(i1);
    return append(at, extract).result(0);
  }

  private static void branch(MLIRContext ctx, Block at, Location loc, Block dest, List<? extends Value> args) {
    OperationState s = new OperationState(ctx, BranchOp.DEF, loc);
    s.addOperands(args).addSuccessor(dest);
    append(at, s);
  }

  private static void condBranch(
      MLIRContext ctx, Block at, Location loc, Value pred, Block t, List<? extends Value> tArgs, Block f, List<? extends Value> fArgs) {
    OperationState s = new OperationState(ctx, CondBranchOp.DEF, loc);
    s.addOperand(pred).addOperands(tArgs).addOperands(fArgs).addSuccessor(t).addSuccessor(f);
    s.addAttribute(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(ctx, 1, tArgs.size(), fArgs.size()));
    append(at, s);
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
    Operation thenFn = callee(op, "then_branch");
    Operation elseFn = callee(op, "else_branch");
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
      List<Value> results = call(b, loc, fn, castAll(ctx, b, loc, args, typeOf(fn).inputs()));
      branch(ctx, b, loc, merge, castAll(ctx, b, loc, results, op.resultTypes()));
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
    Operation condFn = callee(op, "cond");
    Operation bodyFn = callee(op, "body");
    if (condFn == null || bodyFn == null) {
      return false;
    }
    MLIRContext ctx = op.context();
    Location loc = op.location();
    Block entry = op.block();
    List<Type> condTypes = typeOf(condFn).inputs();
    List<Type> bodyTypes = typeOf(bodyFn).inputs();
    Block exit = splitAfter(op, bodyTypes);
    Block condBlock = blockAfter(entry, condTypes, loc);
    Block bodyBlock = blockAfter(condBlock, bodyTypes, loc);
    branch(ctx, entry, loc, condBlock, castAll(ctx, entry, loc, op.operands(), condTypes));
    // Condition: call, test, pass the carried values on (as the body expects them).
    List<Value> carried = new ArrayList<>(condBlock.arguments());
    Value cont = call(condBlock, loc, condFn, carried).get(0);
    Value pred = predicate(ctx, condBlock, loc, cont);
    List<Value> forBody = castAll(ctx, condBlock, loc, carried, bodyTypes);
    condBranch(ctx, condBlock, loc, pred, bodyBlock, forBody, exit, forBody);
    // Body: call and loop back.
    List<Value> next = call(bodyBlock, loc, bodyFn, new ArrayList<>(bodyBlock.arguments()));
    branch(ctx, bodyBlock, loc, condBlock, castAll(ctx, bodyBlock, loc, next, condTypes));
    // Exit: the loop's results, cast to the op's result types at the start of the exit block.
    Operation first = exit.first();
    List<Value> results = new ArrayList<>();
    for (int i = 0; i < op.numResults(); i++) {
      Value v = exit.argument(i);
      if (!v.type().equals(op.result(i).type())) {
        OperationState s = new OperationState(ctx, ctx.opDef("tf.Cast"), loc);
        s.addOperand(v).addType(op.result(i).type()).addAttribute("Truncate", IntegerAttr.bool(ctx, false));
        Operation cast = Operation.create(s);
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
