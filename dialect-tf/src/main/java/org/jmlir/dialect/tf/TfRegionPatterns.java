package org.jmlir.dialect.tf;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.Type;

/**
 * Canonicalization of tf.IfRegion and tf.CaseRegion, after TensorFlow's IfRegionOp and CaseRegionOp
 * patterns: a constant condition or branch index inlines the branch taken, and results every branch
 * yields from one value defined outside them become that value.
 */
final class TfRegionPatterns {
  private TfRegionPatterns() {}

  static final CanonicalizationPatterns IF_REGION =
      new CanonicalizationPatterns(List.of(
          TfPatterns.pattern(IfRegionOp.NAME, "FoldConstantIfRegion", TfRegionPatterns::foldConstantIf),
          TfPatterns.pattern(IfRegionOp.NAME, "IfRegionEliminatePassThrough", TfRegionPatterns::eliminatePassThrough)));

  static final CanonicalizationPatterns CASE_REGION =
      new CanonicalizationPatterns(List.of(
          TfPatterns.pattern(CaseRegionOp.NAME, "FoldConstantCaseRegion", TfRegionPatterns::foldConstantCase),
          TfPatterns.pattern(CaseRegionOp.NAME, "CaseRegionEliminatePassThrough", TfRegionPatterns::eliminatePassThrough)));

  /**
   * Replaces {@code op} by the ops of {@code branch}'s block, its yielded values becoming the results;
   * a value whose type is not the result's goes through a {@code tf.Cast} to it (at {@code op}'s
   * location), as TensorFlow's FoldConstantIfRegionOp does.
   */
  private static void inlineBranch(PatternRewriter rewriter, Operation op, Region branch) {
    Block block = branch.front();
    Operation yield = block.last();
    List<Value> results = new ArrayList<>(yield.operands());
    rewriter.inlineBlockBefore(block, op, List.of());
    rewriter.eraseOp(yield);
    for (int i = 0; i < results.size(); i++) {
      Type type = op.result(i).type();
      if (!results.get(i).type().equals(type)) {
        results.set(i, cast(rewriter, op, results.get(i), type));
      }
    }
    rewriter.replaceOp(op, results);
  }

  /** {@code tf.Cast(value) {Truncate = false} : type}, right before {@code at}, at its location. */
  static Value cast(PatternRewriter rewriter, Operation at, Value value, Type type) {
    List<NamedAttribute> attrs = List.of(new NamedAttribute("Truncate", IntegerAttr.bool(at.context(), false)));
    return TfPatterns.create(rewriter, at, "tf.Cast", List.of(value), type, attrs).result(0);
  }

  /**
   * A new op of {@code op}'s kind before it, with its attributes and as many regions (empty), but
   * {@code operands} and {@code types}; the caller moves the region bodies over.
   */
  static Operation recreate(PatternRewriter rewriter, Operation op, List<? extends Value> operands, List<Type> types) {
    OperationState st = new OperationState(op.context(), op.def(), op.location());
    st.addOperands(operands).addTypes(types);
    st.properties = op.properties();
    st.attributes.addAll(op.attributes().entries());
    for (int i = 0; i < op.numRegions(); i++) {
      st.addRegion();
    }
    rewriter.setInsertionPoint(op);
    Operation created = rewriter.create(st);
    for (int i = 0; i < op.numRegions(); i++) {
      rewriter.inlineRegionBefore(op.region(i), created.region(i), 0);
    }
    return created;
  }

  /** The single element of a constant integer tensor {@code v}, else null. */
  private static Long scalarConstant(Value v) {
    long[] values = TfConstants.intValues(v);
    return values == null || values.length != 1 ? null : values[0];
  }

  /** tf.IfRegion on a constant: the branch taken replaces it (TensorFlow's FoldConstantIfRegionOp). */
  private static boolean foldConstantIf(Operation op, PatternRewriter rewriter) {
    Long cond = scalarConstant(op.operand(0));
    if (cond == null) {
      return false;
    }
    inlineBranch(rewriter, op, op.region(cond != 0 ? 0 : 1));
    return true;
  }

  /**
   * tf.CaseRegion on a constant index: that branch replaces it, the last one when the index is out of
   * range (tf.Case's default). TensorFlow folds tf.Case so, not tf.CaseRegion; this is the same rule.
   */
  private static boolean foldConstantCase(Operation op, PatternRewriter rewriter) {
    Long index = scalarConstant(op.operand(0));
    if (index == null) {
      return false;
    }
    int branches = op.numRegions();
    inlineBranch(rewriter, op, op.region(index < 0 || index >= branches ? branches - 1 : index.intValue()));
    return true;
  }

  /**
   * TensorFlow's CaseOrIfRegionEliminatePassThrough: a result that every branch yields from the same
   * value defined outside the branches is that value; the op is rebuilt without it. As TensorFlow,
   * nothing changes when some result is yielded from different outside values. Unlike TensorFlow, a
   * value whose type differs from the result's is kept as a result, so users keep the type they had.
   */
  private static boolean eliminatePassThrough(Operation op, PatternRewriter rewriter) {
    Region first = op.region(0);
    Operation firstYield = first.front().last();
    Value[] forwarded = new Value[op.numResults()];
    List<Type> keptTypes = new ArrayList<>();
    for (int i = 0; i < op.numResults(); i++) {
      Value v = firstYield.operand(i);
      Type type = op.result(i).type();
      if (v.parentRegion() == first) {
        keptTypes.add(type);
        continue;
      }
      for (Region branch : op.regions()) {
        if (branch.front().last().operand(i) != v) {
          return false;
        }
      }
      if (v.type().equals(type)) {
        forwarded[i] = v;
      } else {
        keptTypes.add(type);
      }
    }
    if (keptTypes.size() == op.numResults()) {
      return false;
    }
    for (Region branch : op.regions()) {
      Operation yield = branch.front().last();
      List<Value> kept = new ArrayList<>();
      for (int i = 0; i < forwarded.length; i++) {
        if (forwarded[i] == null) {
          kept.add(yield.operand(i));
        }
      }
      rewriter.modifyOpInPlace(yield, () -> yield.setOperands(kept));
    }
    Operation replacement = recreate(rewriter, op, op.operands(), keptTypes);
    List<Value> results = new ArrayList<>();
    int next = 0;
    for (Value f : forwarded) {
      results.add(f != null ? f : replacement.result(next++));
    }
    rewriter.replaceOp(op, results);
    return true;
  }
}
