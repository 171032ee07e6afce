package org.jmlir.ir.interfaces;

import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.Type;

/**
 * What a dialect tells the inliner about its ops (MLIR's DialectInlinerInterface). Registered on the
 * dialect; every legality hook answers "no" unless the dialect says otherwise, as upstream.
 */
public interface DialectInlinerInterface {
  /** Whether {@code call} (an op of this dialect) may be replaced by the body of {@code callable}. */
  default boolean isLegalToInline(Operation call, Operation callable, boolean wouldBeCloned) {
    return false;
  }

  /** Whether {@code src} may be inlined into {@code dest}, a region of an op of this dialect. */
  default boolean isLegalToInline(Region dest, Region src, boolean wouldBeCloned, IRMapping mapping) {
    return false;
  }

  /** Whether {@code op}, of this dialect, may be inlined into {@code dest}. */
  default boolean isLegalToInline(Operation op, Region dest, boolean wouldBeCloned, IRMapping mapping) {
    return false;
  }

  /** Whether the regions of {@code op} are checked op by op too. */
  default boolean shouldAnalyzeRecursively(Operation op) {
    return true;
  }

  /** Replaces terminator {@code op} of an inlined block by a branch to {@code newDest} (several blocks inlined). */
  default void handleTerminator(Operation op, Block newDest) {
    throw new UnsupportedOperationException("must implement handleTerminator in the case of multiple inlined blocks");
  }

  /** Replaces {@code valuesToReplace} by the operands of terminator {@code op} (one block inlined). */
  default void handleTerminator(Operation op, List<? extends Value> valuesToReplace) {
    throw new UnsupportedOperationException("must implement handleTerminator in the case of one inlined block");
  }

  /**
   * The usual {@link #handleTerminator(Operation, Block)} of a return-like op: a {@code branch} op with
   * the same operands to {@code newDest} takes its place.
   */
  static void replaceWithBranch(Operation op, OpDef branch, Block newDest) {
    OperationState s = new OperationState(op.context(), branch, op.location());
    s.addOperands(op.operands());
    s.addSuccessor(newDest);
    op.block().insertBefore(op, Operation.create(s));
    op.erase();
  }

  /** The usual {@link #handleTerminator(Operation, List)}: each value becomes the matching operand of {@code op}. */
  static void forwardOperands(Operation op, List<? extends Value> valuesToReplace) {
    for (int i = 0; i < valuesToReplace.size(); i++) {
      valuesToReplace.get(i).replaceAllUsesWith(op.operand(i));
    }
  }

  /** Builds a one-operand cast of {@code input} to {@code resultType} when call and callee types differ, or null. */
  default Operation materializeCallConversion(OpBuilder builder, Value input, Type resultType, Location loc) {
    return null;
  }

  /** Whether a single inlined block may be spliced in place without a continuation block. */
  default boolean allowSingleBlockOptimization(List<Block> inlinedBlocks) {
    return true;
  }

  /** Processes an argument of the callee before its body is inlined; returns the value to use. */
  default Value handleArgument(OpBuilder builder, Operation call, Operation callable, Value argument, DictionaryAttr attrs) {
    return argument;
  }

  /** Processes a result of the inlined body; returns the value to use. */
  default Value handleResult(OpBuilder builder, Operation call, Operation callable, Value result, DictionaryAttr attrs) {
    return result;
  }

  /** Called with the blocks just inlined for {@code call}, before terminators are handled. */
  default void processInlinedCallBlocks(Operation call, List<Block> inlinedBlocks) {}
}
