package org.jmlir.conversion.scftocf;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.arith.AddIOp;
import org.jmlir.dialect.arith.ArithAttrs;
import org.jmlir.dialect.arith.CmpIOp;
import org.jmlir.dialect.arith.IndexCastOp;
import org.jmlir.dialect.cf.BranchOp;
import org.jmlir.dialect.cf.CondBranchOp;
import org.jmlir.dialect.cf.SwitchOp;
import org.jmlir.dialect.scf.ConditionOp;
import org.jmlir.dialect.scf.ExecuteRegionOp;
import org.jmlir.dialect.scf.ForOp;
import org.jmlir.dialect.scf.IfOp;
import org.jmlir.dialect.scf.IndexSwitchOp;
import org.jmlir.dialect.scf.ParallelOp;
import org.jmlir.dialect.scf.ReduceOp;
import org.jmlir.dialect.scf.YieldOp;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/** The lowerings of MLIR 22's SCFToControlFlow.cpp, one method per op, in upstream's block layout. */
final class ScfLowering {
  private final MLIRContext ctx;
  private final PatternRewriter rewriter;

  ScfLowering(MLIRContext ctx) {
    this.ctx = ctx;
    this.rewriter = new PatternRewriter(ctx);
  }

  /** Lowers {@code op} when it is one of the structured ops; other ops are left alone. */
  void lower(Operation op) {
    switch (op) {
      case ForOp f -> lowerFor(f);
      case IfOp i -> lowerIf(i);
      case org.jmlir.dialect.scf.WhileOp w -> lowerWhile(w);
      case IndexSwitchOp s -> lowerIndexSwitch(s);
      case ExecuteRegionOp e -> lowerExecuteRegion(e);
      case ParallelOp p -> lowerParallel(p);
      case org.jmlir.dialect.scf.ForallOp f -> lowerForall(f);
      default -> {}
    }
  }

  // ---- builders ------------------------------------------------------------------------------

  private Operation create(OperationState s) {
    return rewriter.create(s);
  }

  private Operation branch(Location loc, Block dest, List<? extends Value> operands) {
    OperationState s = new OperationState(ctx, BranchOp.DEF, loc);
    s.addOperands(operands).addSuccessor(dest);
    return create(s);
  }

  private Operation condBranch(Location loc, Value cond, Block t, List<? extends Value> tOps, Block f) {
    OperationState s = new OperationState(ctx, CondBranchOp.DEF, loc);
    s.addOperand(cond).addOperands(tOps).addSuccessor(t).addSuccessor(f);
    s.addAttribute(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(ctx, 1, tOps.size(), 0));
    return create(s);
  }

  private Value binary(Location loc, org.jmlir.ir.OpDef def, Value a, Value b) {
    OperationState s = new OperationState(ctx, def, loc);
    s.addOperand(a).addOperand(b).addType(a.type());
    return create(s).result(0);
  }

  private Value cmpi(Location loc, String predicate, Value a, Value b) {
    OperationState s = new OperationState(ctx, CmpIOp.DEF, loc);
    s.addOperand(a).addOperand(b).addType(IntegerType.get(ctx, 1));
    s.addAttribute(
        "predicate", IntegerAttr.get(ctx, IntegerType.get(ctx, 64), ArithAttrs.CMPI_PREDICATES.indexOf(predicate)));
    return create(s).result(0);
  }

  private void replaceOp(Operation op, List<? extends Value> values) {
    rewriter.replaceOp(op, values);
  }

  // ---- scf.for -------------------------------------------------------------------------------

  /**
   * The body's entry block becomes the condition block (it has the induction variable and the
   * carried values as arguments); the body follows; the last body block steps and branches back.
   */
  private void lowerFor(ForOp op) {
    Location loc = op.location();
    Block initBlock = op.block();
    Block endBlock = rewriter.splitBlock(initBlock, op);
    Block conditionBlock = op.body();
    Block firstBodyBlock = rewriter.splitBlock(conditionBlock, conditionBlock.first());
    Block lastBodyBlock = op.region(0).back();
    rewriter.inlineRegionBefore(op.region(0), endBlock);
    BlockArgument iv = conditionBlock.argument(0);

    Operation terminator = lastBodyBlock.last();
    rewriter.setInsertionPointToEnd(lastBodyBlock);
    Value stepped = binary(loc, AddIOp.DEF, iv, op.step());
    List<Value> carried = new ArrayList<>();
    carried.add(stepped);
    carried.addAll(terminator.operands());
    copyLlvmAttrs(op, branch(loc, conditionBlock, carried));
    rewriter.eraseOp(terminator);

    rewriter.setInsertionPointToEnd(initBlock);
    List<Value> dest = new ArrayList<>();
    dest.add(op.lowerBound());
    dest.addAll(op.initArgs());
    branch(loc, conditionBlock, dest);

    rewriter.setInsertionPointToEnd(conditionBlock);
    Value cmp = cmpi(loc, op.isUnsignedCmp() ? "ult" : "slt", iv, op.upperBound());
    condBranch(loc, cmp, firstBodyBlock, List.of(), endBlock);

    List<BlockArgument> args = conditionBlock.arguments();
    replaceOp(op, new ArrayList<>(args.subList(1, args.size())));
  }

  /** The loop's llvm dialect attributes (loop annotations) go onto its back edge, as upstream. */
  private static void copyLlvmAttrs(Operation loop, Operation backEdge) {
    for (org.jmlir.ir.attr.NamedAttribute a : loop.attributes().entries()) {
      if (a.value() instanceof org.jmlir.ir.attr.DialectAttribute d && d.dialectNamespace().equals("llvm")
          || a.value() instanceof org.jmlir.ir.attr.OpaqueAttr o && o.dialectNamespace().equals("llvm")) {
        backEdge.setAttr(a.name(), a.value());
      }
    }
  }

  // ---- scf.if --------------------------------------------------------------------------------

  /**
   * The block is split at the op; each region branches to a continuation block, which carries the
   * results (and then branches to the rest of the original block) when there are any.
   */
  private void lowerIf(IfOp op) {
    Location loc = op.location();
    Block condBlock = op.block();
    Block remaining = rewriter.splitBlock(condBlock, op);
    Block continueBlock;
    if (op.numResults() == 0) {
      continueBlock = remaining;
    } else {
      continueBlock = rewriter.createBlock(remaining, op.resultTypes(), loc);
      branch(loc, remaining, List.of());
    }
    Region thenRegion = op.thenRegion();
    Block thenBlock = thenRegion.front();
    moveYieldToBranch(thenRegion.back(), continueBlock, loc);
    rewriter.inlineRegionBefore(thenRegion, continueBlock);

    Block elseBlock = continueBlock;
    Region elseRegion = op.elseRegion();
    if (!elseRegion.isEmpty()) {
      elseBlock = elseRegion.front();
      moveYieldToBranch(elseRegion.back(), continueBlock, loc);
      rewriter.inlineRegionBefore(elseRegion, continueBlock);
    }
    rewriter.setInsertionPointToEnd(condBlock);
    condBranch(loc, op.condition(), thenBlock, List.of(), elseBlock);
    replaceOp(op, new ArrayList<>(continueBlock.arguments()));
  }

  /** Replaces the terminator of {@code block} by a branch to {@code dest} with its operands. */
  private void moveYieldToBranch(Block block, Block dest, Location loc) {
    Operation terminator = block.last();
    List<Value> operands = new ArrayList<>(terminator.operands());
    rewriter.setInsertionPointToEnd(block);
    branch(loc, dest, operands);
    rewriter.eraseOp(terminator);
  }

  // ---- scf.while -----------------------------------------------------------------------------

  /** A while op whose "after" region only forwards its arguments (MLIR's DoWhileLowering case). */
  private record WhileOpView(org.jmlir.dialect.scf.WhileOp op) {
    boolean isDoWhile() {
      Block after = op.after().front();
      if (after.first() == null || after.first() != after.last() || !(after.first() instanceof YieldOp y)) {
        return false;
      }
      return y.operands().equals(after.arguments());
    }
  }

  private void lowerWhile(org.jmlir.dialect.scf.WhileOp op) {
    if (new WhileOpView(op).isDoWhile()) {
      lowerDoWhile(op);
      return;
    }
    Location loc = op.location();
    Block current = op.block();
    Block continuation = rewriter.splitBlock(current, op);
    Block after = op.after().front();
    Block before = op.before().front();
    Block afterLast = op.after().back();
    rewriter.inlineRegionBefore(op.after(), continuation);
    rewriter.inlineRegionBefore(op.before(), after);

    rewriter.setInsertionPointToEnd(current);
    branch(loc, before, new ArrayList<>(op.operands()));

    ConditionOp cond = (ConditionOp) before.last();
    List<Value> args = new ArrayList<>(cond.args());
    rewriter.setInsertionPoint(cond);
    condBranch(cond.location(), cond.condition(), after, args, continuation);
    rewriter.eraseOp(cond);

    Operation yield = afterLast.last();
    rewriter.setInsertionPoint(yield);
    copyLlvmAttrs(op, branch(yield.location(), before, new ArrayList<>(yield.operands())));
    rewriter.eraseOp(yield);

    replaceOp(op, args);
  }

  /** Only the "before" region is inlined; it loops back to itself. */
  private void lowerDoWhile(org.jmlir.dialect.scf.WhileOp op) {
    Location loc = op.location();
    Block current = op.block();
    Block continuation = rewriter.splitBlock(current, op);
    Block before = op.before().front();
    rewriter.inlineRegionBefore(op.before(), continuation);

    rewriter.setInsertionPointToEnd(current);
    branch(loc, before, new ArrayList<>(op.operands()));

    ConditionOp cond = (ConditionOp) before.last();
    List<Value> args = new ArrayList<>(cond.args());
    rewriter.setInsertionPointToEnd(before);
    copyLlvmAttrs(op, condBranch(loc, cond.condition(), before, args, continuation));
    replaceOp(op, args);
    rewriter.eraseOp(cond);
  }

  // ---- scf.index_switch ----------------------------------------------------------------------

  /** Each case region branches to the continuation; a cf.switch on the index cast to i32 picks one. */
  private void lowerIndexSwitch(IndexSwitchOp op) {
    Location loc = op.location();
    Block condBlock = op.block();
    Block continueBlock = rewriter.splitBlock(condBlock, op);
    List<Value> results = new ArrayList<>();
    for (Type t : op.resultTypes()) {
      results.add(continueBlock.addArgument(t, loc));
    }
    List<Block> caseBlocks = new ArrayList<>();
    for (int i = 0; i < op.numCases(); i++) {
      caseBlocks.add(convertSwitchRegion(op.caseRegion(i), continueBlock));
    }
    Block defaultBlock = convertSwitchRegion(op.defaultRegion(), continueBlock);

    rewriter.setInsertionPointToEnd(condBlock);
    IntegerType i32 = IntegerType.get(ctx, 32);
    OperationState cast = new OperationState(ctx, IndexCastOp.DEF, loc);
    cast.addOperand(op.arg()).addType(i32);
    Value flag = create(cast).result(0);

    long[] cases = op.cases();
    List<java.math.BigInteger> values = new ArrayList<>();
    for (long c : cases) {
      values.add(java.math.BigInteger.valueOf((int) c));
    }
    OperationState sw = new OperationState(ctx, SwitchOp.DEF, loc);
    sw.addOperand(flag);
    sw.addSuccessor(defaultBlock);
    for (Block b : caseBlocks) {
      sw.addSuccessor(b);
    }
    if (!values.isEmpty()) {
      sw.addAttribute("case_values", SwitchOp.caseValuesAttr(ctx, i32, values));
    }
    sw.addAttribute("case_operand_segments", OperandSegments.sizesAttr(ctx, new int[caseBlocks.size()]));
    sw.addAttribute(OpSpec.OPERAND_SEGMENTS, OperandSegments.sizesAttr(ctx, 1, 0, 0));
    create(sw);
    replaceOp(op, results);
  }

  private Block convertSwitchRegion(Region region, Block continueBlock) {
    Block block = region.front();
    Operation yield = block.last();
    rewriter.setInsertionPoint(yield);
    branch(yield.location(), continueBlock, new ArrayList<>(yield.operands()));
    rewriter.eraseOp(yield);
    rewriter.inlineRegionBefore(region, continueBlock);
    return block;
  }

  // ---- scf.execute_region --------------------------------------------------------------------

  /** The region is inlined between a branch into it and a block receiving what it yields. */
  private void lowerExecuteRegion(ExecuteRegionOp op) {
    Location loc = op.location();
    Block condBlock = op.block();
    Block remaining = rewriter.splitBlock(condBlock, op);
    Region region = op.region(0);
    rewriter.setInsertionPointToEnd(condBlock);
    branch(loc, region.front(), List.of());
    for (Block b : region.blocks()) {
      if (b.last() instanceof YieldOp y) {
        List<Value> operands = new ArrayList<>(y.operands());
        rewriter.setInsertionPointToEnd(b);
        branch(loc, remaining, operands);
        rewriter.eraseOp(y);
      }
    }
    rewriter.inlineRegionBefore(region, remaining);
    List<Value> vals = new ArrayList<>();
    for (Type t : op.resultTypes()) {
      vals.add(remaining.addArgument(t, loc));
    }
    replaceOp(op, vals);
  }

  // ---- scf.parallel --------------------------------------------------------------------------

  /**
   * A nest of scf.for loops, one per dimension, carrying the reductions' values; the reduction
   * bodies are inlined before the loop's yield. The new loops are then lowered in creation order.
   */
  private void lowerParallel(ParallelOp op) {
    if (!(op.body().last() instanceof ReduceOp reduce)) {
      return;
    }
    Location loc = op.location();
    rewriter.setInsertionPoint(op);
    List<Value> iterArgs = new ArrayList<>(op.initVals());
    List<Value> ivs = new ArrayList<>();
    List<Value> loopResults = new ArrayList<>(iterArgs);
    List<Operation> created = new ArrayList<>();
    boolean first = true;
    int n = op.lowerBound().size();
    for (int d = 0; d < n; d++) {
      ForOp forOp = org.jmlir.dialect.scf.ScfBuilders.createFor(rewriter, loc, op.lowerBound().get(d), op.upperBound().get(d), op.step().get(d), iterArgs);
      created.add(forOp);
      ivs.add(forOp.inductionVar());
      iterArgs = new ArrayList<>(forOp.regionIterArgs());
      if (first) {
        loopResults = new ArrayList<>(forOp.results());
        first = false;
      } else if (forOp.numResults() > 0) {
        rewriter.setInsertionPointToEnd(rewriter.insertionBlock());
        createYield(loc, new ArrayList<>(forOp.results()));
      }
      rewriter.setInsertionPointToStart(forOp.body());
    }
    List<Value> yieldOperands = new ArrayList<>();
    for (int i = 0; i < op.numResults(); i++) {
      Block reductionBody = reduce.reduction(i).front();
      Value arg = iterArgs.get(yieldOperands.size());
      Operation ret = reductionBody.last();
      yieldOperands.add(ret.operand(0));
      rewriter.eraseOp(ret);
      rewriter.inlineBlockBefore(reductionBody, reduce, List.of(arg, reduce.operand(i)));
    }
    rewriter.eraseOp(reduce);
    Block newBody = rewriter.insertionBlock();
    if (newBody.isEmpty()) {
      rewriter.mergeBlocks(op.body(), newBody, ivs);
    } else {
      rewriter.inlineBlockBefore(op.body(), newBody.last(), ivs);
    }
    if (!yieldOperands.isEmpty()) {
      rewriter.setInsertionPointToEnd(rewriter.insertionBlock());
      createYield(loc, yieldOperands);
    }
    replaceOp(op, loopResults);
    for (Operation f : created) {
      lowerFor((ForOp) f);
    }
  }

  // ---- scf.forall ----------------------------------------------------------------------------

  /**
   * A forall without outputs becomes an scf.parallel over the same body (MLIR's
   * forallToParallelLoop: static bounds materialized as index constants, lower bounds first), which
   * is then lowered in turn.
   */
  private void lowerForall(org.jmlir.dialect.scf.ForallOp op) {
    ParallelOp parallel = org.jmlir.dialect.scf.transforms.LoopNests.forallToParallel(rewriter, op);
    if (parallel != null) {
      lowerParallel(parallel);
    }
  }

  private void createYield(Location loc, List<Value> operands) {
    OperationState s = new OperationState(ctx, YieldOp.DEF, loc);
    s.addOperands(operands);
    create(s);
  }
}
