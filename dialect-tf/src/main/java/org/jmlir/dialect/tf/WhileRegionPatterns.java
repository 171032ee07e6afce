package org.jmlir.dialect.tf;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.Type;

/**
 * Canonicalization of tf.WhileRegion, after TensorFlow's WhileRegionOp patterns: casts of the loop's
 * operands made explicit, and loop variables that only pass through the body (or that nothing uses)
 * taken out of the loop.
 */
final class WhileRegionPatterns {
  private WhileRegionPatterns() {}

  static final CanonicalizationPatterns WHILE_REGION =
      new CanonicalizationPatterns(List.of(
          TfPatterns.pattern(WhileRegionOp.NAME, "WhileRegionExplicitCast", WhileRegionPatterns::explicitCast),
          TfPatterns.pattern(WhileRegionOp.NAME, "WhileRegionEliminatePassThrough", WhileRegionPatterns::eliminatePassThrough)));

  /**
   * TensorFlow's WhileRegionExplicitCast: an operand whose type differs from its condition and body
   * arguments (which agree) goes through a {@code tf.Cast} to that type before the loop, so that the
   * operand and its arguments have one type, which the pass-through elimination needs.
   */
  private static boolean explicitCast(Operation op, PatternRewriter rewriter) {
    Block cond = op.region(0).front();
    Block body = op.region(1).front();
    boolean changed = false;
    for (int i = 0; i < op.numOperands(); i++) {
      Type argType = body.argument(i).type();
      Value operand = op.operand(i);
      if (argType.equals(cond.argument(i).type()) && !argType.equals(operand.type())) {
        Value cast = TfRegionPatterns.cast(rewriter, op, operand, argType);
        int index = i;
        rewriter.modifyOpInPlace(op, () -> op.setOperand(index, cast));
        changed = true;
      }
    }
    return changed;
  }

  /**
   * TensorFlow's WhileRegionEliminatePassThrough. A loop variable that the body yields unchanged (its
   * argument, or the loop's operand, looking through tf.Identity) and that the condition, when it
   * forwards its arguments, forwards likewise, is the operand throughout: its arguments and result
   * are replaced by the operand where the types agree. A variable whose arguments and result are then
   * all unused is dropped from the operands, the arguments, the yields and the results.
   */
  private static boolean eliminatePassThrough(Operation op, PatternRewriter rewriter) {
    Block cond = op.region(0).front();
    Block body = op.region(1).front();
    Operation condYield = cond.last();
    Operation bodyYield = body.last();
    boolean condForwards = condYield.numOperands() > 1;
    boolean changed = false;
    boolean[] removed = new boolean[op.numOperands()];
    int removedCount = 0;
    for (int i = 0; i < op.numOperands(); i++) {
      BlockArgument bodyArg = body.argument(i);
      BlockArgument condArg = cond.argument(i);
      Value operand = op.operand(i);
      Value bodyNext = lookThroughIdentity(bodyYield.operand(i));
      Value condNext = condForwards ? lookThroughIdentity(condYield.operand(i + 1)) : null;
      // The condition's yield must forward its arguments unchanged: that use of the argument stays
      // (TensorFlow replaces it too, which breaks the verifier when the variable cannot leave).
      int forwardSlot = condForwards ? i + 1 : -1;
      if ((bodyNext == bodyArg || bodyNext == operand) && (!condForwards || condNext == condArg || condNext == operand)) {
        changed |= replaceIfSameType(rewriter, bodyArg, operand, null, -1);
        changed |= replaceIfSameType(rewriter, condArg, operand, condYield, forwardSlot);
        changed |= replaceIfSameType(rewriter, op.result(i), operand, null, -1);
      }
      if (bodyArg.hasNoUses() && onlyUsedAt(condArg, condYield, forwardSlot) && op.result(i).hasNoUses()) {
        removed[i] = true;
        removedCount++;
      }
    }
    if (removedCount == 0) {
      return changed;
    }
    List<Value> operands = new ArrayList<>();
    List<Type> types = new ArrayList<>();
    List<Value> bodyYields = new ArrayList<>();
    List<Value> condYields = new ArrayList<>();
    if (condForwards) {
      condYields.add(condYield.operand(0));
    }
    for (int i = 0; i < removed.length; i++) {
      if (!removed[i]) {
        operands.add(op.operand(i));
        types.add(op.result(i).type());
        bodyYields.add(bodyYield.operand(i));
        if (condForwards) {
          condYields.add(condYield.operand(i + 1));
        }
      }
    }
    rewriter.modifyOpInPlace(bodyYield, () -> bodyYield.setOperands(bodyYields));
    if (condForwards) {
      rewriter.modifyOpInPlace(condYield, () -> condYield.setOperands(condYields));
    }
    for (int i = removed.length - 1; i >= 0; i--) {
      if (removed[i]) {
        cond.eraseArgument(i);
        body.eraseArgument(i);
      }
    }
    Operation replacement = TfRegionPatterns.recreate(rewriter, op, operands, types);
    List<Value> results = new ArrayList<>();
    int next = 0;
    for (boolean r : removed) {
      results.add(r ? null : replacement.result(next++));
    }
    rewriter.replaceOp(op, results);
    return true;
  }

  /**
   * Replaces the uses of {@code from} by {@code to} when their types agree, except its use as operand
   * {@code keptIndex} of {@code keptOwner}; returns whether a use changed.
   */
  private static boolean replaceIfSameType(PatternRewriter rewriter, Value from, Value to, Operation keptOwner, int keptIndex) {
    if (!from.type().equals(to.type())) {
      return false;
    }
    boolean changed = false;
    for (OpOperand use : from.uses()) {
      if (use.owner() != keptOwner || use.index() != keptIndex) {
        rewriter.modifyOpInPlace(use.owner(), () -> use.set(to));
        changed = true;
      }
    }
    return changed;
  }

  /** Whether {@code v}'s only use, if any, is operand {@code index} of {@code owner}. */
  private static boolean onlyUsedAt(Value v, Operation owner, int index) {
    for (OpOperand use : v.uses()) {
      if (use.owner() != owner || use.index() != index) {
        return false;
      }
    }
    return true;
  }

  /** The value {@code v} copies through tf.Identity / tf.IdentityN ops (TensorFlow's LookThroughIdentity). */
  private static Value lookThroughIdentity(Value v) {
    while (v instanceof OpResult r && (r.owner().name().equals("tf.Identity") || r.owner().name().equals("tf.IdentityN"))) {
      v = r.owner().operand(r.index());
    }
    return v;
  }
}
