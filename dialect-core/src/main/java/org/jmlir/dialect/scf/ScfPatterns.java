package org.jmlir.dialect.scf;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * The scf canonicalization patterns of MLIR 22's SCF.cpp for scf.for, scf.if, scf.index_switch and
 * scf.execute_region, listed per op in upstream's order (the order they are tried in).
 */
final class ScfPatterns {
  private ScfPatterns() {}

  // ---- helpers -------------------------------------------------------------------------------

  /** The integer a constant-like op defines for {@code v}, or null. */
  static BigInteger constantInt(Value v) {
    Attribute a = OperationFolder.constantValue(v);
    return a instanceof IntegerAttr i ? i.value() : null;
  }

  /**
   * MLIR's replaceOpWithRegion: the single block of {@code region} is inlined before {@code op},
   * whose results become the operands of the block's terminator.
   */
  static void replaceOpWithRegion(PatternRewriter rewriter, Operation op, Region region, List<? extends Value> args) {
    Block block = region.front();
    Operation terminator = block.last();
    List<Value> results = new ArrayList<>(terminator.operands());
    rewriter.inlineBlockBefore(block, op, args);
    rewriter.replaceOp(op, results);
    rewriter.eraseOp(terminator);
  }

  static Operation yieldOp(PatternRewriter rewriter, Location loc, List<? extends Value> operands) {
    OperationState s = new OperationState(rewriter.context(), YieldOp.DEF, loc);
    s.addOperands(operands);
    return rewriter.create(s);
  }

  /** An scf.if with {@code types} results and two empty regions. */
  static IfOp createIf(PatternRewriter rewriter, Location loc, List<Type> types, Value cond) {
    OperationState s = new OperationState(rewriter.context(), IfOp.DEF, loc);
    s.addOperand(cond).addTypes(types);
    s.addRegion();
    s.addRegion();
    return (IfOp) rewriter.create(s);
  }

  private static Value boolConstant(PatternRewriter rewriter, Location loc, boolean value) {
    MLIRContext ctx = rewriter.context();
    OperationState s = new OperationState(ctx, "arith.constant", loc);
    s.addType(IntegerType.get(ctx, 1));
    s.addAttribute("value", IntegerAttr.bool(ctx, value));
    return rewriter.create(s).result(0);
  }

  // ---- scf.if --------------------------------------------------------------------------------

  /** Whether {@code v} is {@code x xor true} for {@code x} (MLIR's m_One on the right-hand side). */
  private static boolean isNotOf(Value v, Value x) {
    Operation def = v.definingOp();
    if (def == null || !def.name().equals("arith.xori") || def.operand(0) != x) {
      return false;
    }
    BigInteger one = constantInt(def.operand(1));
    return one != null && one.signum() != 0;
  }

  /**
   * Two adjacent ifs on the same condition (or its negation) become one, as MLIR's CombineIfs: the
   * second if's regions are appended to the first's, uses of the first's results inside the second
   * take the yielded values.
   */
  static final class CombineIfs extends RewritePattern {
    CombineIfs() {
      super("scf.if", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      IfOp nextIf = (IfOp) op;
      if (!(op.prevInBlock() instanceof IfOp prevIf)) {
        return false;
      }
      Block nextThen = null;
      Block nextElse = null;
      if (nextIf.condition() == prevIf.condition()) {
        nextThen = nextIf.thenRegion().front();
        nextElse = nextIf.elseRegion().isEmpty() ? null : nextIf.elseRegion().front();
      }
      if (isNotOf(nextIf.condition(), prevIf.condition()) || isNotOf(prevIf.condition(), nextIf.condition())) {
        nextElse = nextIf.thenRegion().front();
        nextThen = nextIf.elseRegion().isEmpty() ? null : nextIf.elseRegion().front();
      }
      if (nextThen == null && nextElse == null) {
        return false;
      }
      List<Value> thenYielded = new ArrayList<>(prevIf.thenRegion().front().last().operands());
      List<Value> elseYielded =
          prevIf.elseRegion().isEmpty() ? List.of() : new ArrayList<>(prevIf.elseRegion().front().last().operands());
      for (int i = 0; i < prevIf.numResults() && i < elseYielded.size(); i++) {
        for (OpOperand u = prevIf.result(i).firstUse(); u != null; ) {
          OpOperand next = u.nextUse();
          Region r = u.owner().parentRegion();
          Value repl = null;
          if (nextThen != null && r != null && nextThen.parent().isAncestor(r)) {
            repl = thenYielded.get(i);
          } else if (nextElse != null && r != null && nextElse.parent().isAncestor(r)) {
            repl = elseYielded.get(i);
          }
          if (repl != null) {
            OpOperand use = u;
            Value v = repl;
            rewriter.modifyOpInPlace(use.owner(), () -> use.set(v));
          }
          u = next;
        }
      }
      List<Type> types = new ArrayList<>(prevIf.resultTypes());
      types.addAll(nextIf.resultTypes());
      IfOp combined = createIf(rewriter, op.location(), types, prevIf.condition());
      rewriter.inlineRegionBefore(prevIf.thenRegion(), combined.thenRegion(), 0);
      if (nextThen != null) {
        mergeInto(rewriter, nextThen, combined.thenRegion().front());
      }
      rewriter.inlineRegionBefore(prevIf.elseRegion(), combined.elseRegion(), 0);
      if (nextElse != null) {
        if (combined.elseRegion().isEmpty()) {
          rewriter.inlineRegionBefore(nextElse.parent(), combined.elseRegion(), 0);
        } else {
          mergeInto(rewriter, nextElse, combined.elseRegion().front());
        }
      }
      List<Value> prevValues = new ArrayList<>();
      List<Value> nextValues = new ArrayList<>();
      for (int i = 0; i < combined.numResults(); i++) {
        (i < prevIf.numResults() ? prevValues : nextValues).add(combined.result(i));
      }
      rewriter.replaceOp(prevIf, prevValues);
      rewriter.replaceOp(nextIf, nextValues);
      return true;
    }

    /** Appends {@code source}'s ops to {@code dest}; one yield carries both yields' operands. */
    private static void mergeInto(PatternRewriter rewriter, Block source, Block dest) {
      Operation firstYield = dest.last();
      Operation secondYield = source.last();
      rewriter.mergeBlocks(source, dest, List.of());
      rewriter.setInsertionPointToEnd(dest);
      List<Value> merged = new ArrayList<>(firstYield.operands());
      merged.addAll(secondYield.operands());
      yieldOp(rewriter, secondYield.location(), merged);
      rewriter.eraseOp(firstYield);
      rewriter.eraseOp(secondYield);
    }
  }

  /** Inside the then (else) region the condition is known true (false). */
  static final class ConditionPropagation extends RewritePattern {
    ConditionPropagation() {
      super("scf.if", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      IfOp ifOp = (IfOp) op;
      Value cond = ifOp.condition();
      if (OperationFolder.constantValue(cond) != null) {
        return false;
      }
      boolean changed = false;
      Value t = null;
      Value f = null;
      for (OpOperand u = cond.firstUse(); u != null; ) {
        OpOperand next = u.nextUse();
        Region r = u.owner().parentRegion();
        Value repl = null;
        if (r != null && ifOp.thenRegion().isAncestor(r)) {
          if (t == null) {
            t = boolConstant(rewriter, op.location(), true);
          }
          repl = t;
        } else if (r != null && ifOp.elseRegion().isAncestor(r)) {
          if (f == null) {
            f = boolConstant(rewriter, op.location(), false);
          }
          repl = f;
        }
        if (repl != null) {
          changed = true;
          OpOperand use = u;
          Value v = repl;
          rewriter.modifyOpInPlace(use.owner(), () -> use.set(v));
        }
        u = next;
      }
      return changed;
    }
  }

  /** Results whose yielded values are defined outside the if become arith.select (or the value). */
  static final class ConvertTrivialIfToSelect extends RewritePattern {
    ConvertTrivialIfToSelect() {
      super("scf.if", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      IfOp ifOp = (IfOp) op;
      if (op.numResults() == 0 || ifOp.elseRegion().isEmpty()) {
        return false;
      }
      Value cond = ifOp.condition();
      List<Value> thenArgs = new ArrayList<>(ifOp.thenRegion().front().last().operands());
      List<Value> elseArgs = new ArrayList<>(ifOp.elseRegion().front().last().operands());
      List<Type> nonHoistable = new ArrayList<>();
      for (int i = 0; i < thenArgs.size(); i++) {
        if (thenArgs.get(i).parentRegion() == ifOp.thenRegion() || elseArgs.get(i).parentRegion() == ifOp.elseRegion()) {
          nonHoistable.add(thenArgs.get(i).type());
        }
      }
      if (nonHoistable.size() == op.numResults()) {
        return false;
      }
      IfOp replacement = createIf(rewriter, op.location(), nonHoistable, cond);
      replacement.thenRegion().takeBody(ifOp.thenRegion());
      replacement.elseRegion().takeBody(ifOp.elseRegion());
      List<Value> results = new ArrayList<>();
      List<Value> trueYields = new ArrayList<>();
      List<Value> falseYields = new ArrayList<>();
      rewriter.setInsertionPoint(replacement);
      for (int i = 0; i < thenArgs.size(); i++) {
        Value tv = thenArgs.get(i);
        Value fv = elseArgs.get(i);
        if (tv.parentRegion() == replacement.thenRegion() || fv.parentRegion() == replacement.elseRegion()) {
          results.add(replacement.result(trueYields.size()));
          trueYields.add(tv);
          falseYields.add(fv);
        } else if (tv == fv) {
          results.add(tv);
        } else {
          OperationState s = new OperationState(rewriter.context(), "arith.select", op.location());
          s.addOperand(cond).addOperand(tv).addOperand(fv).addType(tv.type());
          results.add(rewriter.create(s).result(0));
        }
      }
      replaceYield(rewriter, replacement.thenRegion().front(), trueYields);
      replaceYield(rewriter, replacement.elseRegion().front(), falseYields);
      rewriter.replaceOp(op, results);
      return true;
    }

    private static void replaceYield(PatternRewriter rewriter, Block block, List<Value> operands) {
      Operation old = block.last();
      rewriter.setInsertionPoint(old);
      yieldOp(rewriter, old.location(), operands);
      rewriter.replaceOp(old, List.of());
    }
  }

  /** An else region holding only its yield is dropped (no results). */
  static final class RemoveEmptyElseBranch extends RewritePattern {
    RemoveEmptyElseBranch() {
      super("scf.if", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      IfOp ifOp = (IfOp) op;
      if (op.numResults() != 0 || ifOp.elseRegion().isEmpty()) {
        return false;
      }
      Block elseBlock = ifOp.elseRegion().front();
      if (elseBlock.first() == null || elseBlock.first() != elseBlock.last()) {
        return false;
      }
      Operation clone = rewriter.insert(op.cloneWithoutRegions(new IRMapping()));
      rewriter.inlineRegionBefore(ifOp.thenRegion(), clone.region(0), 0);
      rewriter.eraseOp(op);
      return true;
    }
  }

  /** A constant condition inlines the taken region. */
  static final class RemoveStaticCondition extends RewritePattern {
    RemoveStaticCondition() {
      super("scf.if", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      IfOp ifOp = (IfOp) op;
      BigInteger c = constantInt(ifOp.condition());
      if (c == null) {
        return false;
      }
      if (c.signum() != 0) {
        replaceOpWithRegion(rewriter, op, ifOp.thenRegion(), List.of());
      } else if (!ifOp.elseRegion().isEmpty()) {
        replaceOpWithRegion(rewriter, op, ifOp.elseRegion(), List.of());
      } else {
        rewriter.eraseOp(op);
      }
      return true;
    }
  }

  /** Unused results are dropped: a new if yields only the used ones. */
  static final class RemoveUnusedResults extends RewritePattern {
    RemoveUnusedResults() {
      super("scf.if", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      IfOp ifOp = (IfOp) op;
      List<OpResult> used = new ArrayList<>();
      for (OpResult r : op.results()) {
        if (!r.hasNoUses()) {
          used.add(r);
        }
      }
      if (used.size() == op.numResults()) {
        return false;
      }
      List<Type> types = new ArrayList<>();
      for (OpResult r : used) {
        types.add(r.type());
      }
      IfOp newOp = createIf(rewriter, op.location(), types, ifOp.condition());
      Block thenBlock = new Block();
      newOp.thenRegion().addBlock(thenBlock);
      Block elseBlock = new Block();
      newOp.elseRegion().addBlock(elseBlock);
      transferBody(ifOp.thenRegion().front(), thenBlock, used, rewriter);
      transferBody(ifOp.elseRegion().front(), elseBlock, used, rewriter);
      List<Value> rep = new ArrayList<>();
      for (int i = 0; i < op.numResults(); i++) {
        rep.add(null);
      }
      for (int i = 0; i < used.size(); i++) {
        rep.set(used.get(i).index(), newOp.result(i));
      }
      rewriter.replaceOp(op, rep);
      return true;
    }

    private static void transferBody(Block source, Block dest, List<OpResult> used, PatternRewriter rewriter) {
      rewriter.mergeBlocks(source, dest, List.of());
      Operation yield = dest.last();
      List<Value> operands = new ArrayList<>();
      for (OpResult r : used) {
        operands.add(yield.operand(r.index()));
      }
      rewriter.modifyOpInPlace(yield, () -> yield.setOperands(operands));
    }
  }

  /**
   * Results yielded equal on both sides become that value; a true/false pair becomes the condition
   * (false/true, its negation).
   */
  static final class ReplaceIfYieldWithConditionOrValue extends RewritePattern {
    ReplaceIfYieldWithConditionOrValue() {
      super("scf.if", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      IfOp ifOp = (IfOp) op;
      if (op.numResults() == 0 || ifOp.elseRegion().isEmpty()) {
        return false;
      }
      Operation trueYield = ifOp.thenRegion().back().last();
      Operation falseYield = ifOp.elseRegion().back().last();
      rewriter.setInsertionPoint(op);
      boolean changed = false;
      for (int i = 0; i < op.numResults(); i++) {
        Value tv = trueYield.operand(i);
        Value fv = falseYield.operand(i);
        OpResult res = op.result(i);
        if (tv == fv) {
          if (!res.hasNoUses()) {
            res.replaceAllUsesWith(tv);
            changed = true;
          }
          continue;
        }
        Attribute ta = OperationFolder.constantValue(tv);
        Attribute fa = OperationFolder.constantValue(fv);
        if (!(ta instanceof IntegerAttr ti && ti.isBool()) || !(fa instanceof IntegerAttr fi && fi.isBool())) {
          continue;
        }
        boolean t = ti.boolValue();
        boolean f = fi.boolValue();
        if (!t && f && !res.hasNoUses()) {
          Operation one = tv.definingOp().context().getOrLoadDialect(tv.definingOp().def().dialectNamespace())
              .materializeConstant(IntegerAttr.bool(rewriter.context(), true), tv.type(), op.location());
          rewriter.insert(one);
          OperationState x = new OperationState(rewriter.context(), "arith.xori", op.location());
          x.addOperand(ifOp.condition()).addOperand(one.result(0)).addType(tv.type());
          res.replaceAllUsesWith(rewriter.create(x).result(0));
          changed = true;
        }
        if (t && !f && !res.hasNoUses()) {
          res.replaceAllUsesWith(ifOp.condition());
          changed = true;
        }
      }
      return changed;
    }
  }

  /** MLIR's IfOp::fold: {@code if (x xor true)} swaps the regions and tests {@code x}. */
  static List<org.jmlir.ir.rewrite.OpFoldResult> foldIf(Operation op, List<Attribute> constants) {
    IfOp ifOp = (IfOp) op;
    if (ifOp.elseRegion().isEmpty()) {
      return null;
    }
    Operation def = ifOp.condition().definingOp();
    if (def == null || !def.name().equals("arith.xori")) {
      return null;
    }
    BigInteger rhs = constantInt(def.operand(1));
    if (rhs == null || rhs.signum() == 0) {
      return null;
    }
    op.setOperand(0, def.operand(0));
    Block thenBlock = ifOp.thenRegion().front();
    Block elseBlock = ifOp.elseRegion().front();
    thenBlock.remove();
    elseBlock.remove();
    ifOp.thenRegion().addBlock(elseBlock);
    ifOp.elseRegion().addBlock(thenBlock);
    return List.of();
  }

  // ---- scf.for -------------------------------------------------------------------------------

  /**
   * MLIR's ForOpIterArgsFolder: iter args that are yielded unchanged, whose init is yielded, or that
   * are unused along with their result are dropped; duplicates (same init and yield) share one.
   */
  static final class ForOpIterArgsFolder extends RewritePattern {
    ForOpIterArgsFolder() {
      super("scf.for", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      ForOp forOp = (ForOp) op;
      int n = op.numResults();
      Operation yield = forOp.body().last();
      List<Value> inits = new ArrayList<>(forOp.initArgs());
      List<BlockArgument> args = new ArrayList<>(forOp.regionIterArgs());
      boolean canonicalize = false;
      boolean[] keep = new boolean[n];
      List<Value> transfer = new ArrayList<>();
      transfer.add(null);
      List<Value> newInits = new ArrayList<>();
      List<Value> newResults = new ArrayList<>();
      Map<List<Value>, Value[]> seen = new HashMap<>();
      for (int i = 0; i < n; i++) {
        Value init = inits.get(i);
        BlockArgument arg = args.get(i);
        OpResult result = op.result(i);
        Value yielded = yield.operand(i);
        boolean forwarded = arg == yielded || init == yielded || (arg.hasNoUses() && result.hasNoUses());
        if (forwarded) {
          canonicalize = true;
          transfer.add(init);
          newResults.add(init);
          continue;
        }
        Value[] same = seen.get(List.of(init, yielded));
        if (same != null) {
          canonicalize = true;
          rewriter.replaceAllUsesWith(arg, same[0]);
          rewriter.replaceAllUsesWith(result, same[1]);
          transfer.add(init);
          newResults.add(init);
          continue;
        }
        seen.put(List.of(init, yielded), new Value[] {arg, result});
        keep[i] = true;
        newInits.add(init);
        transfer.add(null);
        newResults.add(null);
      }
      if (!canonicalize) {
        return false;
      }
      ForOp newFor = ScfBuilders.createFor(rewriter, op.location(), forOp.lowerBound(), forOp.upperBound(), forOp.step(), newInits);
      newFor.setAttributes(op.attributes());
      newFor.setProperties(op.properties());
      Block newBlock = newFor.body();
      transfer.set(0, newBlock.argument(0));
      for (int idx = 0, collapsed = 0; idx < newResults.size(); idx++) {
        if (transfer.get(1 + idx) == null) {
          transfer.set(1 + idx, newFor.regionIterArgs().get(collapsed));
          newResults.set(idx, newFor.result(collapsed++));
        }
      }
      Block oldBlock = forOp.body();
      if (newInits.isEmpty()) {
        Operation newYield = newBlock.last();
        rewriter.inlineBlockBefore(oldBlock, newYield, transfer);
        rewriter.eraseOp(newYield.prevInBlock());
        rewriter.replaceOp(op, newResults);
        return true;
      }
      rewriter.mergeBlocks(oldBlock, newBlock, transfer);
      Operation merged = newBlock.last();
      List<Value> filtered = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        if (keep[i]) {
          filtered.add(merged.operand(i));
        }
      }
      rewriter.setInsertionPoint(merged);
      yieldOp(rewriter, merged.location(), filtered);
      rewriter.eraseOp(merged);
      rewriter.replaceOp(op, newResults);
      return true;
    }
  }

  /**
   * ub - lb for constant bounds, wrapped to the bounds' width and read as signed, as MLIR 22 computes
   * it with APInt (mlir-opt 22 does not look through {@code lb + c} here).
   */
  private static BigInteger constDiff(Value l, Value u) {
    BigInteger cl = constantInt(l);
    BigInteger cu = constantInt(u);
    if (cl == null || cu == null) {
      return null;
    }
    int width = l.type() instanceof IntegerType it ? it.width() : 64;
    return signed(cu.subtract(cl), width);
  }

  /** {@code v} truncated to {@code width} bits and sign-extended. */
  static BigInteger signed(BigInteger v, int width) {
    BigInteger mod = BigInteger.ONE.shiftLeft(width);
    BigInteger r = v.mod(mod);
    return r.testBit(width - 1) ? r.subtract(mod) : r;
  }

  /** Loops that never run go, loops that run once are inlined, empty loops yielding outside values go. */
  static final class SimplifyTrivialLoops extends RewritePattern {
    SimplifyTrivialLoops() {
      super("scf.for", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      ForOp forOp = (ForOp) op;
      if (forOp.lowerBound() == forOp.upperBound()) {
        rewriter.replaceOp(op, new ArrayList<>(forOp.initArgs()));
        return true;
      }
      BigInteger diff = constDiff(forOp.lowerBound(), forOp.upperBound());
      if (diff == null) {
        return false;
      }
      if (diff.signum() <= 0) {
        rewriter.replaceOp(op, new ArrayList<>(forOp.initArgs()));
        return true;
      }
      BigInteger step = constantInt(forOp.step());
      if (step == null) {
        return false;
      }
      step = signed(step, forOp.step().type() instanceof IntegerType it ? it.width() : 64);
      if (step.compareTo(diff) >= 0) {
        List<Value> blockArgs = new ArrayList<>();
        blockArgs.add(forOp.lowerBound());
        blockArgs.addAll(forOp.initArgs());
        replaceOpWithRegion(rewriter, op, op.region(0), blockArgs);
        return true;
      }
      Block block = forOp.body();
      if (block.first() != block.last()) {
        return false;
      }
      List<Value> yielded = new ArrayList<>(block.last().operands());
      for (Value v : yielded) {
        Region r = v.parentRegion();
        if (r != null && op.region(0).isAncestor(r)) {
          return false;
        }
      }
      rewriter.replaceOp(op, yielded);
      return true;
    }
  }

  // ---- scf.index_switch ----------------------------------------------------------------------

  /** A switch on a constant inlines the matching case (or the default). */
  static final class FoldConstantCase extends RewritePattern {
    FoldConstantCase() {
      super("scf.index_switch", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      IndexSwitchOp sw = (IndexSwitchOp) op;
      BigInteger c = constantInt(sw.arg());
      if (c == null) {
        return false;
      }
      long[] cases = sw.cases();
      Region r = sw.defaultRegion();
      for (int i = 0; i < cases.length; i++) {
        if (BigInteger.valueOf(cases[i]).equals(c)) {
          r = sw.caseRegion(i);
          break;
        }
      }
      Block source = r.front();
      Operation terminator = source.last();
      List<Value> results = new ArrayList<>(terminator.operands());
      rewriter.inlineBlockBefore(source, op, List.of());
      rewriter.eraseOp(terminator);
      rewriter.replaceOp(op, results);
      return true;
    }
  }

  // ---- scf.execute_region --------------------------------------------------------------------

  /** A single-block region (without no_inline) is inlined in place. */
  static final class SingleBlockExecuteInliner extends RewritePattern {
    SingleBlockExecuteInliner() {
      super("scf.execute_region", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (op.region(0).numBlocks() != 1 || op.inherentAttr("no_inline") != null) {
        return false;
      }
      replaceOpWithRegion(rewriter, op, op.region(0), List.of());
      return true;
    }
  }

  /** A multi-block region directly in a function (or execute_region) becomes blocks of it. */
  static final class MultiBlockExecuteInliner extends RewritePattern {
    MultiBlockExecuteInliner() {
      super("scf.execute_region", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (op.inherentAttr("no_inline") != null) {
        return false;
      }
      Operation parent = op.parentOp();
      if (parent == null || !(parent.hasTrait(org.jmlir.ir.Trait.FUNCTION_LIKE) || parent instanceof ExecuteRegionOp)) {
        return false;
      }
      Block prev = op.block();
      Block post = rewriter.splitBlock(prev, op);
      Region region = op.region(0);
      rewriter.setInsertionPointToEnd(prev);
      branch(rewriter, op.location(), region.front(), List.of());
      for (Block b : region.blocks()) {
        if (b.last() instanceof YieldOp y) {
          rewriter.setInsertionPoint(y);
          branch(rewriter, y.location(), post, new ArrayList<>(y.operands()));
          rewriter.eraseOp(y);
        }
      }
      rewriter.inlineRegionBefore(region, post);
      List<Value> args = new ArrayList<>();
      for (OpResult r : op.results()) {
        args.add(post.addArgument(r.type(), op.location()));
      }
      rewriter.replaceOp(op, args);
      return true;
    }

    private static void branch(PatternRewriter rewriter, Location loc, Block dest, List<Value> operands) {
      OperationState s = new OperationState(rewriter.context(), "cf.br", loc);
      s.addOperands(operands).addSuccessor(dest);
      rewriter.create(s);
    }
  }
  // ---- scf.while -----------------------------------------------------------------------------

  /** A while op with {@code types} results over {@code inits}, with empty regions (ODS's builder). */
  static WhileOp createWhile(PatternRewriter rewriter, Location loc, List<Type> types, List<Value> inits) {
    OperationState s = new OperationState(rewriter.context(), WhileOp.DEF, loc);
    s.addOperands(inits).addTypes(types);
    s.addRegion();
    s.addRegion();
    return (WhileOp) rewriter.create(s);
  }

  private static Block newBlock(Region region, List<Type> types, List<Location> locs) {
    Block b = new Block();
    for (int i = 0; i < types.size(); i++) {
      b.addArgument(types.get(i), locs.get(i));
    }
    region.addBlock(b);
    return b;
  }

  private static ConditionOp conditionOp(WhileOp op) {
    return (ConditionOp) op.before().front().last();
  }

  private static Operation replaceCondition(PatternRewriter rewriter, ConditionOp cond, List<Value> args) {
    rewriter.setInsertionPoint(cond);
    OperationState s = new OperationState(rewriter.context(), ConditionOp.DEF, cond.location());
    s.addOperand(cond.condition()).addOperands(args);
    Operation created = rewriter.create(s);
    rewriter.replaceOp(cond, List.of());
    return created;
  }

  private static void replaceYieldOf(PatternRewriter rewriter, Operation yield, List<Value> args) {
    rewriter.setInsertionPoint(yield);
    yieldOp(rewriter, yield.location(), args);
    rewriter.replaceOp(yield, List.of());
  }

  /**
   * A before-block argument is loop invariant when the yield passes back its init, or passes an
   * after-block argument that the condition fed with that argument (or its init): it takes the init.
   */
  static final class RemoveLoopInvariantArgsFromBeforeBlock extends RewritePattern {
    RemoveLoopInvariantArgsFromBeforeBlock() {
      super("scf.while", 1);
    }

    private static boolean invariant(WhileOp op, int i, Value init, Value yielded) {
      if (yielded == init) {
        return true;
      }
      Block after = op.after().front();
      if (yielded instanceof BlockArgument a && a.owner() == after) {
        Value condArg = conditionOp(op).args().get(a.index());
        return condArg == op.before().front().argument(i) || condArg == init;
      }
      return false;
    }

    @Override
    public boolean matchAndRewrite(Operation o, PatternRewriter rewriter) {
      WhileOp op = (WhileOp) o;
      Block afterBlock = op.after().front();
      Operation yield = afterBlock.last();
      List<Value> inits = new ArrayList<>(op.operands());
      List<Value> yields = new ArrayList<>(yield.operands());
      boolean can = false;
      for (int i = 0; i < inits.size() && !can; i++) {
        can = invariant(op, i, inits.get(i), yields.get(i));
      }
      if (!can) {
        return false;
      }
      Block beforeBlock = op.before().front();
      List<Value> newInits = new ArrayList<>();
      List<Value> newYields = new ArrayList<>();
      List<Location> locs = new ArrayList<>();
      Value[] invariantInit = new Value[inits.size()];
      for (int i = 0; i < inits.size(); i++) {
        if (invariant(op, i, inits.get(i), yields.get(i))) {
          invariantInit[i] = inits.get(i);
          continue;
        }
        newInits.add(inits.get(i));
        newYields.add(yields.get(i));
        locs.add(beforeBlock.argument(i).location());
      }
      replaceYieldOf(rewriter, yield, newYields);
      rewriter.setInsertionPoint(op);
      WhileOp newWhile = createWhile(rewriter, op.location(), op.resultTypes(), newInits);
      List<Type> types = new ArrayList<>();
      for (Value v : newYields) {
        types.add(v.type());
      }
      Block newBefore = newBlock(newWhile.before(), types, locs);
      List<Value> args = new ArrayList<>();
      for (int i = 0, j = 0; i < beforeBlock.numArguments(); i++) {
        args.add(invariantInit[i] != null ? invariantInit[i] : newBefore.argument(j++));
      }
      rewriter.mergeBlocks(beforeBlock, newBefore, args);
      rewriter.inlineRegionBefore(op.after(), newWhile.after(), 0);
      rewriter.replaceOp(op, newWhile.results());
      return true;
    }
  }

  /** Values the condition forwards that are defined outside the before block replace their uses. */
  static final class RemoveLoopInvariantValueYielded extends RewritePattern {
    RemoveLoopInvariantValueYielded() {
      super("scf.while", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation o, PatternRewriter rewriter) {
      WhileOp op = (WhileOp) o;
      Block beforeBlock = op.before().front();
      ConditionOp cond = conditionOp(op);
      List<Value> condArgs = new ArrayList<>(cond.args());
      boolean can = false;
      for (Value v : condArgs) {
        can |= v.parentBlock() != beforeBlock;
      }
      if (!can) {
        return false;
      }
      Block afterBlock = op.after().front();
      List<Value> newArgs = new ArrayList<>();
      List<Type> types = new ArrayList<>();
      List<Location> locs = new ArrayList<>();
      for (int i = 0; i < condArgs.size(); i++) {
        Value v = condArgs.get(i);
        if (v.parentBlock() != beforeBlock) {
          continue;
        }
        newArgs.add(v);
        types.add(v.type());
        locs.add(afterBlock.argument(i).location());
      }
      replaceCondition(rewriter, cond, newArgs);
      rewriter.setInsertionPoint(op);
      WhileOp newWhile = createWhile(rewriter, op.location(), types, new ArrayList<>(op.operands()));
      Block newAfter = newBlock(newWhile.after(), types, locs);
      List<Value> afterArgs = new ArrayList<>();
      List<Value> results = new ArrayList<>();
      for (int i = 0, j = 0; i < condArgs.size(); i++) {
        Value v = condArgs.get(i);
        if (v.parentBlock() != beforeBlock) {
          afterArgs.add(v);
          results.add(v);
        } else {
          afterArgs.add(newAfter.argument(j));
          results.add(newWhile.result(j++));
        }
      }
      rewriter.mergeBlocks(afterBlock, newAfter, afterArgs);
      rewriter.inlineRegionBefore(op.before(), newWhile.before(), 0);
      rewriter.replaceOp(op, results);
      return true;
    }
  }

  /** In the after region, an argument the condition itself was forwarded to is true. */
  static final class WhileConditionTruth extends RewritePattern {
    WhileConditionTruth() {
      super("scf.while", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation o, PatternRewriter rewriter) {
      WhileOp op = (WhileOp) o;
      ConditionOp cond = conditionOp(op);
      Block after = op.after().front();
      Value t = null;
      boolean replaced = false;
      List<Value> args = cond.args();
      for (int i = 0; i < args.size() && i < after.numArguments(); i++) {
        if (args.get(i) == cond.condition() && !after.argument(i).hasNoUses()) {
          if (t == null) {
            t = boolConstant(rewriter, op.location(), true);
          }
          rewriter.replaceAllUsesWith(after.argument(i), t);
          replaced = true;
        }
      }
      return replaced;
    }
  }

  /** Results unused both outside and in the after region are no longer forwarded. */
  static final class WhileUnusedResult extends RewritePattern {
    WhileUnusedResult() {
      super("scf.while", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation o, PatternRewriter rewriter) {
      WhileOp op = (WhileOp) o;
      ConditionOp cond = conditionOp(op);
      Block afterBlock = op.after().front();
      List<Value> condArgs = new ArrayList<>(cond.args());
      List<Integer> kept = new ArrayList<>();
      List<Type> types = new ArrayList<>();
      List<Value> newCondArgs = new ArrayList<>();
      List<Location> locs = new ArrayList<>();
      boolean update = false;
      for (int i = 0; i < op.numResults(); i++) {
        if (op.result(i).hasNoUses() && afterBlock.argument(i).hasNoUses()) {
          update = true;
          continue;
        }
        kept.add(i);
        newCondArgs.add(condArgs.get(i));
        types.add(op.result(i).type());
        locs.add(op.location());
      }
      if (!update) {
        return false;
      }
      replaceCondition(rewriter, cond, newCondArgs);
      rewriter.setInsertionPoint(op);
      WhileOp newWhile = createWhile(rewriter, op.location(), types, new ArrayList<>(op.operands()));
      Block newAfter = newBlock(newWhile.after(), types, locs);
      List<Value> results = new ArrayList<>();
      List<Value> afterArgs = new ArrayList<>();
      for (int i = 0; i < op.numResults(); i++) {
        results.add(null);
        afterArgs.add(null);
      }
      for (int k = 0; k < kept.size(); k++) {
        results.set(kept.get(k), newWhile.result(k));
        afterArgs.set(kept.get(k), newAfter.argument(k));
      }
      rewriter.inlineRegionBefore(op.before(), newWhile.before(), 0);
      rewriter.mergeBlocks(afterBlock, newAfter, afterArgs);
      rewriter.replaceOp(op, results);
      return true;
    }
  }

  /** Before-block arguments without uses are dropped with their inits and yielded values. */
  static final class WhileRemoveUnusedArgs extends RewritePattern {
    WhileRemoveUnusedArgs() {
      super("scf.while", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation o, PatternRewriter rewriter) {
      WhileOp op = (WhileOp) o;
      Block beforeBlock = op.before().front();
      boolean any = false;
      for (BlockArgument a : beforeBlock.arguments()) {
        any |= a.hasNoUses();
      }
      if (!any) {
        return false;
      }
      Block afterBlock = op.after().front();
      Operation yield = afterBlock.last();
      List<Value> newYields = new ArrayList<>();
      List<Value> newInits = new ArrayList<>();
      for (int i = beforeBlock.numArguments() - 1; i >= 0; i--) {
        if (!beforeBlock.argument(i).hasNoUses()) {
          newYields.addFirst(yield.operand(i));
          newInits.addFirst(op.operand(i));
        }
      }
      for (int i = beforeBlock.numArguments() - 1; i >= 0; i--) {
        if (beforeBlock.argument(i).hasNoUses()) {
          beforeBlock.eraseArgument(i);
        }
      }
      rewriter.setInsertionPoint(op);
      WhileOp newWhile = createWhile(rewriter, op.location(), op.resultTypes(), newInits);
      List<Location> beforeLocs = new ArrayList<>();
      List<Type> beforeTypes = new ArrayList<>();
      for (Value v : newInits) {
        beforeTypes.add(v.type());
        beforeLocs.add(ScfBuilders.locationOf(v));
      }
      Block newBefore = newBlock(newWhile.before(), beforeTypes, beforeLocs);
      List<Location> afterLocs = new ArrayList<>();
      for (int i = 0; i < op.numResults(); i++) {
        afterLocs.add(op.location());
      }
      Block newAfter = newBlock(newWhile.after(), op.resultTypes(), afterLocs);
      replaceYieldOf(rewriter, yield, newYields);
      rewriter.mergeBlocks(beforeBlock, newBefore, new ArrayList<>(newBefore.arguments()));
      rewriter.mergeBlocks(afterBlock, newAfter, new ArrayList<>(newAfter.arguments()));
      rewriter.replaceOp(op, newWhile.results());
      return true;
    }
  }
}
