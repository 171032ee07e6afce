package org.jmlir.ir.ods;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.ods.OpSpec.AllTypesMatch;
import org.jmlir.ir.ods.OpSpec.AttrSpec;
import org.jmlir.ir.ods.OpSpec.OpPredicate;
import org.jmlir.ir.ods.OpSpec.SlotSpec;
import org.jmlir.ir.ods.OpSpec.TypesMatchWith;
import org.jmlir.ir.ods.OpSpec.ValueSpec;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * The checks that follow from an {@link OpSpec}, in the order mlir-opt 22 runs them: the count
 * traits (regions, results, successors, operands), then the generated invariants (inherent
 * attributes, operand and result type constraints, then the predicate traits such as AllTypesMatch).
 * Messages match MLIR's word for word.
 */
final class InvariantsVerifier implements OpDef.Verifier {
  private final OpSpec spec;
  // Counts precomputed from the declaration: the checks below run once per op.
  private final int fixedRegions;
  private final boolean variableRegions;
  private final int fixedSuccessors;
  private final boolean variableSuccessors;
  private final int fixedOperands;
  private final boolean variableOperands;
  private final int fixedResults;
  private final boolean variableResults;
  private final boolean hasRegionConstraints;
  private final boolean hasPredicates;

  InvariantsVerifier(OpSpec spec) {
    this.spec = spec;
    this.fixedRegions = fixedCount(spec.regions());
    this.variableRegions = hasVariable(spec.regions());
    this.fixedSuccessors = fixedCount(spec.successors());
    this.variableSuccessors = hasVariable(spec.successors());
    this.fixedOperands = fixedValues(spec.operands());
    this.variableOperands = fixedOperands != spec.operands().size();
    this.fixedResults = fixedValues(spec.results());
    this.variableResults = fixedResults != spec.results().size();
    boolean constrained = false;
    for (SlotSpec r : spec.regions()) {
      constrained |= r.blocks() >= 0;
    }
    this.hasRegionConstraints = constrained;
    this.hasPredicates =
        !spec.allTypesMatch().isEmpty() || !spec.typesMatchWith().isEmpty() || !spec.predicates().isEmpty();
  }

  private static int fixedValues(List<ValueSpec> specs) {
    int n = 0;
    for (ValueSpec s : specs) {
      if (!s.arity().isVariable()) {
        n++;
      }
    }
    return n;
  }

  @Override
  public boolean verify(Operation op) {
    return verifyRegionCount(op)
        && verifyCount(op, fixedResults, variableResults, op.numResults(), "result", "results")
        && verifySuccessorCount(op)
        && verifyCount(op, fixedOperands, variableOperands, op.numOperands(), "operand", "operands")
        && (!spec.hasOperandSegments() || verifySegments(op, OpSpec.OPERAND_SEGMENTS, "operand", op.numOperands(), spec.operands().size()))
        && (!spec.hasResultSegments() || verifySegments(op, OpSpec.RESULT_SEGMENTS, "result", op.numResults(), spec.results().size()))
        && verifyAttributes(op)
        && (spec.singleOperandsOnly()
            ? verifySingles(op, false)
            : verifyGroups(op, spec.operands(), spec.operandGroups(op), op.operands(), "operand"))
        && (spec.singleResultsOnly()
            ? verifySingles(op, true)
            : verifyGroups(op, spec.results(), spec.resultGroups(op), op.results(), "result"))
        && (!hasRegionConstraints || verifyRegionConstraints(op))
        && (!hasPredicates || verifyPredicates(op))
        && (spec.parents().isEmpty() || verifyParent(op));
  }

  /** HasParent / ParentOneOf, MLIR's wording. */
  private boolean verifyParent(Operation op) {
    Operation parent = op.parentOp();
    if (parent != null && spec.parents().contains(parent.name())) {
      return true;
    }
    if (spec.parents().size() == 1) {
      return op.emitOpError("expects parent op '" + spec.parents().get(0) + "'").report();
    }
    return op.emitOpError("expects parent op to be one of '" + String.join(", ", spec.parents()) + "'").report();
  }

  private boolean verifyRegionCount(Operation op) {
    int n = op.numRegions();
    int fixed = fixedRegions;
    if (variableRegions) {
      return n >= fixed || op.emitOpError("expected " + fixed + " or more regions").report();
    }
    if (n == fixed) {
      return true;
    }
    return switch (fixed) {
      case 0 -> op.emitOpError("requires zero regions").report();
      case 1 -> op.emitOpError("requires one region").report();
      default -> op.emitOpError("expected " + fixed + " regions").report();
    };
  }

  private boolean verifySuccessorCount(Operation op) {
    int n = op.numSuccessors();
    int fixed = fixedSuccessors;
    if (variableSuccessors) {
      return n >= fixed
          || op.emitOpError("requires at least " + fixed + " successors but found " + n).report();
    }
    if (n == fixed) {
      return true;
    }
    String what = fixed == 1 ? " successor" : " successors";
    return op.emitOpError("requires " + fixed + what + " but found " + n).report();
  }

  private static int fixedCount(List<SlotSpec> slots) {
    int n = 0;
    for (SlotSpec s : slots) {
      if (!s.arity().isVariable()) {
        n++;
      }
    }
    return n;
  }

  private static boolean hasVariable(List<SlotSpec> slots) {
    for (SlotSpec s : slots) {
      if (s.arity().isVariable()) {
        return true;
      }
    }
    return false;
  }

  /** MLIR's ZeroOperands/OneOperand/NOperands/AtLeastNOperands (and the result variants). */
  private static boolean verifyCount(Operation op, int fixed, boolean variable, int n, String one, String many) {
    if (variable) {
      if (n >= fixed || fixed == 0) {
        return true;
      }
      return op.emitOpError("expected " + fixed + " or more " + many + ", but found " + n).report();
    }
    if (n == fixed) {
      return true;
    }
    if (fixed == 0) {
      return op.emitOpError("requires zero " + many).report();
    }
    if (fixed == 1) {
      return op.emitOpError(one.equals("operand") ? "requires a single operand" : "requires one result").report();
    }
    return op.emitOpError("expected " + fixed + " " + many + ", but found " + n).report();
  }

  private boolean verifyAttributes(Operation op) {
    List<AttrSpec> attributes = spec.attributes();
    for (int i = 0; i < attributes.size(); i++) {
      AttrSpec a = attributes.get(i);
      Attribute value = op.inherentAttr(a.name());
      if (value == null) {
        if (a.isRequired()) {
          return op.emitOpError("requires attribute '" + a.name() + "'").report();
        }
        continue;
      }
      if (!a.constraint().test(value)) {
        return op.emitOpError(
                "attribute '" + a.name() + "' failed to satisfy constraint: " + a.constraint().description())
            .report();
      }
    }
    return true;
  }

  /** The type constraints when every group is a single value (no allocation: the hot path). */
  private boolean verifySingles(Operation op, boolean results) {
    List<ValueSpec> specs = results ? spec.results() : spec.operands();
    for (int i = 0; i < specs.size(); i++) {
      Type t = results ? op.result(i).type() : op.operand(i).type();
      TypeConstraint c = specs.get(i).constraint();
      if (!c.test(t)) {
        return op.emitOpError(
                (results ? "result #" : "operand #") + i + " must be " + c.description() + ", but got '" + Texts.type(t) + "'")
            .report();
      }
    }
    return true;
  }

  /** MLIR's verifyValueSizeAttr plus the element-count check of the generated verifier. */
  private static boolean verifySegments(Operation op, String attr, String kind, int actual, int groups) {
    if (!(op.inherentAttr(attr) instanceof DenseArrayAttr sizes)
        || !(sizes.elementType() instanceof IntegerType t && t.width() == 32)) {
      return op.emitOpError("requires dense i32 array attribute '" + attr + "'").report();
    }
    if (sizes.size() != groups) {
      return op.emitOpError(
              "'" + attr + "' attribute for specifying " + kind + " segments must have " + groups + " elements, but got "
                  + sizes.size())
          .report();
    }
    long total = 0;
    for (int i = 0; i < sizes.size(); i++) {
      if (sizes.rawValue(i) < 0) {
        return op.emitOpError("'" + attr + "' attribute cannot have negative elements").report();
      }
      total += sizes.rawValue(i);
    }
    if (total != actual) {
      return op.emitOpError(
              kind + " count (" + actual + ") does not match with the total size (" + total + ") specified in attribute '"
                  + attr + "'")
          .report();
    }
    return true;
  }

  private static boolean verifyGroups(
      Operation op, List<ValueSpec> specs, int[][] groups, List<? extends Value> values, String kind) {
    if (groups == null) {
      return true; // the count check already reported
    }
    for (int g = 0; g < specs.size(); g++) {
      ValueSpec s = specs.get(g);
      int start = groups[g][0];
      int size = groups[g][1];
      if (s.arity() == Arity.OPTIONAL && size > 1) {
        return op.emitOpError(kind + " group starting at #" + start + " requires 0 or 1 element, but found " + size)
            .report();
      }
      for (int i = start; i < start + size; i++) {
        Type t = values.get(i).type();
        if (!s.constraint().test(t)) {
          String description =
              switch (s.arity()) {
                case SINGLE -> s.constraint().description();
                // ODS's Optional<T> keeps T's summary; only Variadic<T> adds "variadic of".
                case OPTIONAL -> s.constraint().description();
                case VARIADIC -> "variadic of " + s.constraint().description();
              };
          return op.emitOpError(kind + " #" + i + " must be " + description + ", but got '" + Texts.type(t) + "'")
              .report();
        }
      }
    }
    return true;
  }

  private boolean verifyRegionConstraints(Operation op) {
    List<SlotSpec> regions = spec.regions();
    for (int i = 0; i < regions.size() && i < op.numRegions(); i++) {
      SlotSpec r = regions.get(i);
      if (r.blocks() >= 0 && op.region(i).numBlocks() != r.blocks()) {
        return op.emitOpError(
                "region #" + i + " ('" + r.name() + "') failed to verify constraint: region with " + r.blocks() + " blocks")
            .report();
      }
    }
    return true;
  }

  private boolean verifyPredicates(Operation op) {
    for (AllTypesMatch m : spec.allTypesMatch()) {
      Type first = null;
      for (String n : m.names()) {
        Type t = typeOf(op, n);
        if (t == null) {
          continue;
        }
        if (first == null) {
          first = t;
        } else if (t != first) {
          return op.emitOpError("failed to verify that all of {" + String.join(", ", m.names()) + "} have same type")
              .report();
        }
      }
    }
    for (TypesMatchWith m : spec.typesMatchWith()) {
      Type source = typeOf(op, m.source());
      Type target = typeOf(op, m.target());
      if (source != null && target != null && m.transform().apply(op.context(), source) != target) {
        return op.emitOpError("failed to verify that " + m.description()).report();
      }
    }
    for (OpPredicate p : spec.predicates()) {
      if (!p.predicate().test(op)) {
        return op.emitOpError("failed to verify that " + p.description()).report();
      }
    }
    return true;
  }

  /** The type of a single operand, result or typed attribute named {@code n}, or null. */
  Type typeOf(Operation op, String n) {
    int i = spec.operandIndex(n);
    if (i >= 0 && spec.singleOperandsOnly()) {
      return op.operand(i).type();
    }
    if (i >= 0) {
      int[][] g = spec.operandGroups(op);
      return g == null || g[i][1] != 1 ? null : op.operand(g[i][0]).type();
    }
    i = spec.resultIndex(n);
    if (i >= 0 && spec.singleResultsOnly()) {
      return op.result(i).type();
    }
    if (i >= 0) {
      int[][] g = spec.resultGroups(op);
      return g == null || g[i][1] != 1 ? null : op.result(g[i][0]).type();
    }
    Attribute a = op.inherentAttr(n);
    return a instanceof TypedAttr ta ? ta.type() : null;
  }
}
