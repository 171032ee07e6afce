package org.jmlir.dialect.cf;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;

/**
 * The cf canonicalization patterns of MLIR 22's ControlFlowOps.cpp, in upstream's order (which is
 * the order they are tried in): branch collapsing, constant conditions, identical successors,
 * branches on an already decided condition, and switch case pruning.
 */
final class CfPatterns {
  private CfPatterns() {}

  // ---- builders ------------------------------------------------------------------------------

  static OperationState branch(MLIRContext ctx, Location loc, Block dest, List<? extends Value> operands) {
    OperationState s = new OperationState(ctx, BranchOp.DEF, loc);
    s.addOperands(operands);
    s.addSuccessor(dest);
    return s;
  }

  static OperationState condBranch(
      MLIRContext ctx,
      Location loc,
      Value cond,
      Block trueDest,
      List<? extends Value> trueOps,
      Block falseDest,
      List<? extends Value> falseOps) {
    OperationState s = new OperationState(ctx, CondBranchOp.DEF, loc);
    s.addOperand(cond).addOperands(trueOps).addOperands(falseOps);
    s.addSuccessor(trueDest).addSuccessor(falseDest);
    s.addAttribute(
        org.jmlir.ir.ods.OpSpec.OPERAND_SEGMENTS,
        org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, 1, trueOps.size(), falseOps.size()));
    return s;
  }

  static OperationState switchOp(
      MLIRContext ctx,
      Location loc,
      Value flag,
      Block defaultDest,
      List<? extends Value> defaultOps,
      List<BigInteger> caseValues,
      List<Block> caseDests,
      List<List<Value>> caseOps) {
    OperationState s = new OperationState(ctx, SwitchOp.DEF, loc);
    s.addOperand(flag).addOperands(defaultOps);
    int[] sizes = new int[caseOps.size()];
    int total = 0;
    for (int i = 0; i < sizes.length; i++) {
      s.addOperands(caseOps.get(i));
      sizes[i] = caseOps.get(i).size();
      total += sizes[i];
    }
    s.addSuccessor(defaultDest);
    for (Block b : caseDests) {
      s.addSuccessor(b);
    }
    if (!caseValues.isEmpty()) {
      s.addAttribute("case_values", SwitchOp.caseValuesAttr(ctx, (IntegerType) flag.type(), caseValues));
    }
    s.addAttribute(SwitchOp.CASE_SEGMENTS, org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, sizes));
    s.addAttribute(
        org.jmlir.ir.ods.OpSpec.OPERAND_SEGMENTS,
        org.jmlir.dialect.utils.OperandSegments.sizesAttr(ctx, 1, defaultOps.size(), total));
    return s;
  }

  /** An {@code arith.constant} of an i1 (cf depends on arith for constants, as upstream). */
  private static Value boolConstant(PatternRewriter rewriter, Location loc, boolean value) {
    MLIRContext ctx = rewriter.context();
    OperationState s = new OperationState(ctx, "arith.constant", loc);
    s.addType(IntegerType.get(ctx, 1));
    s.addAttribute("value", IntegerAttr.bool(ctx, value));
    return rewriter.create(s).result(0);
  }

  /** The integer a constant-like op defines for {@code v}, or null. */
  static BigInteger constantInt(Value v) {
    Attribute a = OperationFolder.constantValue(v);
    return a instanceof IntegerAttr i ? i.value() : null;
  }

  // ---- branch collapsing ---------------------------------------------------------------------

  /** A successor and the values passed to it. */
  record Target(Block block, List<Value> operands) {}

  /**
   * MLIR's collapseBranch: when {@code t.block} holds nothing but a {@code cf.br} elsewhere whose
   * arguments are only used by that branch, the target of that branch with remapped operands.
   */
  static Target collapseBranch(Target t) {
    Block successor = t.block();
    if (successor.first() == null || successor.first() != successor.last()) {
      return null;
    }
    if (!(successor.last() instanceof BranchOp br)) {
      return null;
    }
    for (BlockArgument arg : successor.arguments()) {
      for (OpOperand u = arg.firstUse(); u != null; u = u.nextUse()) {
        if (u.owner() != br) {
          return null;
        }
      }
    }
    Block dest = br.dest();
    if (dest == successor) {
      return null; // an infinite loop
    }
    List<Value> ops = new ArrayList<>(br.operands());
    if (successor.numArguments() == 0) {
      return new Target(dest, ops);
    }
    List<Value> remapped = new ArrayList<>(ops.size());
    for (Value v : ops) {
      if (v instanceof BlockArgument a && a.owner() == successor) {
        remapped.add(t.operands().get(a.index()));
      } else {
        remapped.add(v);
      }
    }
    return new Target(dest, remapped);
  }

  // ---- cf.br ---------------------------------------------------------------------------------

  /** {@code br ^bb1} where ^bb1 has no other predecessor: ^bb1 is merged into this block. */
  static final class SimplifyBrToBlockWithSinglePred extends RewritePattern {
    SimplifyBrToBlockWithSinglePred() {
      super("cf.br", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      BranchOp br = (BranchOp) op;
      Block succ = br.dest();
      Block parent = op.block();
      if (succ == parent || succ.predecessors().size() != 1) {
        return false;
      }
      List<Value> operands = new ArrayList<>(op.operands());
      rewriter.eraseOp(op);
      rewriter.mergeBlocks(succ, parent, operands);
      return true;
    }
  }

  /** {@code br ^bb1(%a)} where ^bb1 only branches on: branch to its target directly. */
  static final class SimplifyPassThroughBr extends RewritePattern {
    SimplifyPassThroughBr() {
      super("cf.br", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      BranchOp br = (BranchOp) op;
      if (br.dest() == op.block()) {
        return false;
      }
      Target t = collapseBranch(new Target(br.dest(), new ArrayList<>(op.operands())));
      if (t == null) {
        return false;
      }
      rewriter.replaceOpWithNewOp(op, branch(rewriter.context(), op.location(), t.block(), t.operands()));
      return true;
    }
  }

  // ---- cf.cond_br ----------------------------------------------------------------------------

  /** {@code cond_br %true, ^a, ^b} becomes {@code br ^a} (and false, {@code br ^b}). */
  static final class SimplifyConstCondBranchPred extends RewritePattern {
    SimplifyConstCondBranchPred() {
      super("cf.cond_br", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      CondBranchOp cb = (CondBranchOp) op;
      BigInteger c = constantInt(cb.condition());
      if (c == null) {
        return false;
      }
      int side = c.signum() != 0 ? 0 : 1;
      rewriter.replaceOpWithNewOp(
          op,
          branch(rewriter.context(), op.location(), op.successor(side), new ArrayList<>(cb.successorOperands(side))));
      return true;
    }
  }

  /** Each successor that only branches on is bypassed. */
  static final class SimplifyPassThroughCondBranch extends RewritePattern {
    SimplifyPassThroughCondBranch() {
      super("cf.cond_br", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      CondBranchOp cb = (CondBranchOp) op;
      Target t = new Target(cb.trueDest(), new ArrayList<>(cb.successorOperands(0)));
      Target f = new Target(cb.falseDest(), new ArrayList<>(cb.successorOperands(1)));
      Target tc = collapseBranch(t);
      Target fc = collapseBranch(f);
      if (tc == null && fc == null) {
        return false;
      }
      t = tc != null ? tc : t;
      f = fc != null ? fc : f;
      OperationState s =
          condBranch(rewriter.context(), op.location(), cb.condition(), t.block(), t.operands(), f.block(), f.operands());
      Attribute weights = op.inherentAttr("branch_weights");
      if (weights != null) {
        s.addAttribute("branch_weights", weights);
      }
      rewriter.replaceOpWithNewOp(op, s);
      return true;
    }
  }

  /**
   * {@code cond_br %c, ^a(%x), ^a(%y)}: one branch; differing operands become {@code arith.select}
   * when this block is ^a's only predecessor.
   */
  static final class SimplifyCondBranchIdenticalSuccessors extends RewritePattern {
    SimplifyCondBranchIdenticalSuccessors() {
      super("cf.cond_br", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      CondBranchOp cb = (CondBranchOp) op;
      Block dest = cb.trueDest();
      if (dest != cb.falseDest()) {
        return false;
      }
      List<Value> t = new ArrayList<>(cb.successorOperands(0));
      List<Value> f = new ArrayList<>(cb.successorOperands(1));
      if (t.equals(f)) {
        rewriter.replaceOpWithNewOp(op, branch(rewriter.context(), op.location(), dest, t));
        return true;
      }
      if (!uniquePredecessorIs(dest, op.block())) {
        return false;
      }
      List<Value> merged = new ArrayList<>(t.size());
      for (int i = 0; i < t.size(); i++) {
        if (t.get(i) == f.get(i)) {
          merged.add(t.get(i));
        } else {
          OperationState s = new OperationState(rewriter.context(), "arith.select", op.location());
          s.addOperand(cb.condition()).addOperand(t.get(i)).addOperand(f.get(i)).addType(t.get(i).type());
          merged.add(rewriter.create(s).result(0));
        }
      }
      rewriter.replaceOpWithNewOp(op, branch(rewriter.context(), op.location(), dest, merged));
      return true;
    }
  }

  /** MLIR's getUniquePredecessor: every incoming edge comes from {@code pred}. */
  private static boolean uniquePredecessorIs(Block b, Block pred) {
    List<Block> preds = b.predecessors();
    if (preds.isEmpty()) {
      return false;
    }
    for (Block p : preds) {
      if (p != pred) {
        return false;
      }
    }
    return true;
  }

  /** MLIR's getSinglePredecessor: exactly one incoming edge. */
  static Block singlePredecessor(Block b) {
    List<Block> preds = b.predecessors();
    return preds.size() == 1 ? preds.get(0) : null;
  }

  /** A block reached only from a cond_br on the same condition knows which way it went. */
  static final class SimplifyCondBranchFromCondBranchOnSameCondition extends RewritePattern {
    SimplifyCondBranchFromCondBranchOnSameCondition() {
      super("cf.cond_br", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      CondBranchOp cb = (CondBranchOp) op;
      Block current = op.block();
      Block pred = singlePredecessor(current);
      if (pred == null || !(pred.last() instanceof CondBranchOp predBr) || predBr.condition() != cb.condition()) {
        return false;
      }
      int side = current == predBr.trueDest() ? 0 : 1;
      rewriter.replaceOpWithNewOp(
          op,
          branch(rewriter.context(), op.location(), op.successor(side), new ArrayList<>(cb.successorOperands(side))));
      return true;
    }
  }

  /** Uses of the condition in a successor reached only through one edge see a constant. */
  static final class CondBranchTruthPropagation extends RewritePattern {
    CondBranchTruthPropagation() {
      super("cf.cond_br", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      CondBranchOp cb = (CondBranchOp) op;
      boolean replaced = false;
      Value cond = cb.condition();
      for (int side = 0; side < 2; side++) {
        Block dest = op.successor(side);
        if (singlePredecessor(dest) == null) {
          continue;
        }
        Value constant = null;
        for (OpOperand u = cond.firstUse(); u != null; ) {
          OpOperand next = u.nextUse();
          if (u.owner().block() == dest) {
            replaced = true;
            if (constant == null) {
              constant = boolConstant(rewriter, op.location(), side == 0);
            }
            OpOperand use = u;
            Value c = constant;
            rewriter.modifyOpInPlace(use.owner(), () -> use.set(c));
          }
          u = next;
        }
      }
      return replaced;
    }
  }

  // ---- cf.switch -----------------------------------------------------------------------------

  /** The cases of a switch, for rebuilding it. */
  private record Cases(List<BigInteger> values, List<Block> dests, List<List<Value>> operands) {
    Cases() {
      this(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    }

    void add(BigInteger v, Block d, List<Value> ops) {
      values.add(v);
      dests.add(d);
      operands.add(ops);
    }
  }

  private static List<Value> operandsOf(SwitchOp sw, int successor) {
    return new ArrayList<>(sw.successorOperands(successor));
  }

  private static void replaceWithSwitch(PatternRewriter rewriter, SwitchOp sw, Block defDest, List<Value> defOps, Cases c) {
    rewriter.replaceOpWithNewOp(
        sw,
        switchOp(rewriter.context(), sw.location(), sw.flag(), defDest, defOps, c.values(), c.dests(), c.operands()));
  }

  /** Whether two case values agree in the flag's width. */
  private static boolean sameValue(BigInteger a, BigInteger b, int width) {
    BigInteger mask = BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE);
    return a.and(mask).equals(b.and(mask));
  }

  private static int width(SwitchOp sw) {
    return ((IntegerType) sw.flag().type()).width();
  }

  /** Branches to the case matching {@code value}, else to the default. */
  private static void foldSwitch(SwitchOp sw, PatternRewriter rewriter, BigInteger value) {
    List<BigInteger> values = sw.caseValues();
    for (int i = 0; i < values.size(); i++) {
      if (sameValue(values.get(i), value, width(sw))) {
        rewriter.replaceOpWithNewOp(
            sw, branch(rewriter.context(), sw.location(), sw.successor(i + 1), operandsOf(sw, i + 1)));
        return;
      }
    }
    rewriter.replaceOpWithNewOp(sw, branch(rewriter.context(), sw.location(), sw.successor(0), operandsOf(sw, 0)));
  }

  /** A switch without cases is a branch to its default. */
  static final class SimplifySwitchWithOnlyDefault extends RewritePattern {
    SimplifySwitchWithOnlyDefault() {
      super("cf.switch", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      SwitchOp sw = (SwitchOp) op;
      if (sw.numCases() != 0) {
        return false;
      }
      rewriter.replaceOpWithNewOp(op, branch(rewriter.context(), op.location(), sw.successor(0), operandsOf(sw, 0)));
      return true;
    }
  }

  /** Cases that go where the default goes, with the same operands, are dropped. */
  static final class DropSwitchCasesThatMatchDefault extends RewritePattern {
    DropSwitchCasesThatMatchDefault() {
      super("cf.switch", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      SwitchOp sw = (SwitchOp) op;
      List<BigInteger> values = sw.caseValues();
      List<Value> defOps = operandsOf(sw, 0);
      Cases kept = new Cases();
      boolean change = false;
      for (int i = 0; i < values.size(); i++) {
        List<Value> ops = operandsOf(sw, i + 1);
        if (sw.successor(i + 1) == sw.successor(0) && ops.equals(defOps)) {
          change = true;
          continue;
        }
        kept.add(values.get(i), sw.successor(i + 1), ops);
      }
      if (!change) {
        return false;
      }
      replaceWithSwitch(rewriter, sw, sw.successor(0), defOps, kept);
      return true;
    }
  }

  /** A switch on a constant is a branch. */
  static final class SimplifyConstSwitchValue extends RewritePattern {
    SimplifyConstSwitchValue() {
      super("cf.switch", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      SwitchOp sw = (SwitchOp) op;
      BigInteger v = constantInt(sw.flag());
      if (v == null) {
        return false;
      }
      foldSwitch(sw, rewriter, v);
      return true;
    }
  }

  /** Cases (and the default) that only branch on are bypassed. */
  static final class SimplifyPassThroughSwitch extends RewritePattern {
    SimplifyPassThroughSwitch() {
      super("cf.switch", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      SwitchOp sw = (SwitchOp) op;
      List<BigInteger> values = sw.caseValues();
      Cases cases = new Cases();
      boolean change = false;
      for (int i = 0; i < values.size(); i++) {
        Target t = new Target(sw.successor(i + 1), operandsOf(sw, i + 1));
        Target c = collapseBranch(t);
        if (c != null) {
          change = true;
          t = c;
        }
        cases.add(values.get(i), t.block(), t.operands());
      }
      Target d = new Target(sw.successor(0), operandsOf(sw, 0));
      Target dc = collapseBranch(d);
      if (dc != null) {
        change = true;
        d = dc;
      }
      if (!change) {
        return false;
      }
      replaceWithSwitch(rewriter, sw, d.block(), d.operands(), cases);
      return true;
    }
  }

  /** A block reached only through a case of a switch on the same flag knows the flag. */
  static final class SimplifySwitchFromSwitchOnSameCondition extends RewritePattern {
    SimplifySwitchFromSwitchOnSameCondition() {
      super("cf.switch", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      SwitchOp sw = (SwitchOp) op;
      Block current = op.block();
      Block pred = singlePredecessor(current);
      if (pred == null
          || !(pred.last() instanceof SwitchOp predSw)
          || predSw.flag() != sw.flag()
          || predSw.successor(0) == current) {
        return false;
      }
      for (int i = 1; i < predSw.numSuccessors(); i++) {
        if (predSw.successor(i) == current) {
          foldSwitch(sw, rewriter, predSw.caseValues().get(i - 1));
          return true;
        }
      }
      rewriter.replaceOpWithNewOp(op, branch(rewriter.context(), op.location(), sw.successor(0), operandsOf(sw, 0)));
      return true;
    }
  }

  /** In a block reached only through a switch's default, the cases that switch handled are dropped. */
  static final class SimplifySwitchFromDefaultSwitchOnSameCondition extends RewritePattern {
    SimplifySwitchFromDefaultSwitchOnSameCondition() {
      super("cf.switch", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      SwitchOp sw = (SwitchOp) op;
      Block current = op.block();
      Block pred = singlePredecessor(current);
      if (pred == null
          || !(pred.last() instanceof SwitchOp predSw)
          || predSw.flag() != sw.flag()
          || predSw.successor(0) != current) {
        return false;
      }
      int w = width(sw);
      List<BigInteger> remove = new ArrayList<>();
      List<BigInteger> predValues = predSw.caseValues();
      for (int i = 0; i < predValues.size(); i++) {
        if (predSw.successor(i + 1) != current) {
          remove.add(predValues.get(i));
        }
      }
      Cases kept = new Cases();
      boolean change = false;
      List<BigInteger> values = sw.caseValues();
      for (int i = 0; i < values.size(); i++) {
        BigInteger v = values.get(i);
        boolean drop = false;
        for (BigInteger r : remove) {
          drop |= sameValue(r, v, w);
        }
        if (drop) {
          change = true;
          continue;
        }
        kept.add(v, sw.successor(i + 1), operandsOf(sw, i + 1));
      }
      if (!change) {
        return false;
      }
      replaceWithSwitch(rewriter, sw, sw.successor(0), operandsOf(sw, 0), kept);
      return true;
    }
  }

  // ---- cf.assert -----------------------------------------------------------------------------

  /** An assertion of a constant true holds: it is erased. */
  static final class EraseTrueAssert extends RewritePattern {
    EraseTrueAssert() {
      super("cf.assert", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      BigInteger c = constantInt(op.operand(0));
      if (c == null || c.signum() == 0) {
        return false;
      }
      rewriter.eraseOp(op);
      return true;
    }
  }
}
