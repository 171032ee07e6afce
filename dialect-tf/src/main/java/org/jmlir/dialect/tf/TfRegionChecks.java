package org.jmlir.dialect.tf;

import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/**
 * The checks TensorFlow's control-flow ops share, with its wording: whether two lists of types
 * may describe the same values (VerifyTypeRangesAreCompatible), the five type lists of a loop
 * (VerifyWhileTypes), the {@code tf.Yield} terminator of region ops, and the ODS constraints of
 * their attributes and operands.
 */
public final class TfRegionChecks {
  private TfRegionChecks() {}

  /** ODS's 0DTensorOf<[I1]>: the condition of tf.IfRegion. */
  public static final TypeConstraint SCALAR_I1_TENSOR =
      new TypeConstraint(
          "0D tensor of 1-bit signless integer values",
          t -> t instanceof RankedTensorType r && r.rank() == 0 && TypeConstraint.isI1(r.elementType()));

  /** ODS's I32Tensor: the branch index of tf.Case and tf.CaseRegion. */
  public static final TypeConstraint I32_TENSOR =
      new TypeConstraint(
          "tensor of 32-bit signless integer values",
          t -> t instanceof TensorType s && s.elementType() instanceof IntegerType i && i.width() == 32 && i.isSignless());

  /** TF_Tensor: a tensor of a TensorFlow element type (any element type here). */
  public static final TypeConstraint TF_TENSOR = new TypeConstraint("tensor of tf.dtype values", t -> t instanceof TensorType);

  /** ODS's AnyTensor. */
  public static final TypeConstraint ANY_TENSOR = new TypeConstraint("tensor of any type values", t -> t instanceof TensorType);

  /** ODS's BoolAttr. */
  public static final AttrConstraint BOOL = AttrConstraint.of("bool attribute", a -> a instanceof IntegerAttr i && i.isBool());

  /** {@code parallel_iterations}: ConfinedAttr<I64Attr, [IntMinValue<1>]>. */
  public static final AttrConstraint POSITIVE_I64 =
      AttrConstraint.of(
          "64-bit signless integer attribute whose minimum value is 1",
          a -> AttrConstraint.signlessInteger(64).test(a) && ((IntegerAttr) a).longValue() >= 1);

  /** Whether {@code op}'s bool attribute {@code name} is present and true. */
  public static boolean isSet(Operation op, String name) {
    return op.attr(name) instanceof IntegerAttr b && b.isBool() && b.longValue() != 0;
  }

  /**
   * ODS's attribute checks: "requires attribute 'name'" when a required one is missing, "attribute
   * 'name' failed to satisfy constraint: ..." when present with the wrong kind. Inherent attributes
   * given as properties ({@code <{...}>}) count too.
   */
  public static boolean attribute(Operation op, String name, AttrConstraint constraint, boolean required) {
    Attribute a = op.attr(name);
    if (a == null) {
      return !required || op.emitOpError("requires attribute '" + name + "'").report();
    }
    if (!constraint.test(a)) {
      return op.emitOpError("attribute '" + name + "' failed to satisfy constraint: " + constraint.description()).report();
    }
    return true;
  }

  /**
   * TensorFlow's cast compatibility of two types: {@link TfShapes#isCastCompatible}, where a
   * resource or variant element type without subtypes also matches one with subtypes, and subtypes
   * are compared the same way.
   */
  public static boolean castCompatible(Type a, Type b) {
    if (TfShapes.isCastCompatible(a, b)) {
      return true;
    }
    if (!(a instanceof TensorType ta) || !(b instanceof TensorType tb) || !elementsCompatible(ta.elementType(), tb.elementType())) {
      return false;
    }
    return !ta.hasRank() || !tb.hasRank() || ShapedType.compatibleDims(ta.shape(), tb.shape());
  }

  private static boolean elementsCompatible(Type a, Type b) {
    if (a == b) {
      return true;
    }
    if (!(a instanceof TfTypeWithSubtypes sa) || !(b instanceof TfTypeWithSubtypes sb) || sa.kind() != sb.kind()) {
      return false;
    }
    if (sa.subtypes().isEmpty() || sb.subtypes().isEmpty()) {
      return true;
    }
    if (sa.subtypes().size() != sb.subtypes().size()) {
      return false;
    }
    for (int i = 0; i < sa.subtypes().size(); i++) {
      if (!castCompatible(sa.subtypes().get(i), sb.subtypes().get(i))) {
        return false;
      }
    }
    return true;
  }

  /**
   * VerifyTypeRangesAreCompatible: the lists have the same length ("{a}s (size = n) should have
   * the same number of values as {b}s (size = m)") and cast-compatible types at each index.
   */
  public static boolean typeRangesCompatible(Operation op, List<Type> a, String aDesc, List<Type> b, String bDesc) {
    if (a.size() != b.size()) {
      return op.emitOpError(
              aDesc + "s (size = " + a.size() + ") should have the same number of values as " + bDesc + "s (size = "
                  + b.size() + ")")
          .report();
    }
    for (int i = 0; i < a.size(); i++) {
      if (!castCompatible(a.get(i), b.get(i))) {
        return op.emitOpError(
                aDesc + " type " + AttrTypeText.type(a.get(i)) + " is incompatible with " + bDesc + " type "
                    + AttrTypeText.type(b.get(i)) + " at index " + i)
            .report();
      }
    }
    return true;
  }

  /**
   * VerifyWhileTypes: the loop's operands, results, condition inputs, body inputs and body results
   * agree pairwise, except operands with body results (never converted into each other) and, for a
   * shape-invariant loop, operands with results.
   */
  public static boolean whileTypes(
      Operation op, List<Type> condInputs, List<Type> bodyInputs, List<Type> bodyResults, boolean shapeInvariant) {
    List<Type> inputs = op.operandTypes();
    List<Type> results = op.resultTypes();
    List<List<Type>> regionTypes = List.of(bodyResults, condInputs, bodyInputs);
    List<String> regionNames = List.of("body result", "condition input", "body input");
    if (!shapeInvariant && !typeRangesCompatible(op, inputs, "input", results, "result")) {
      return false;
    }
    for (int i = 1; i < regionTypes.size(); i++) {
      if (!typeRangesCompatible(op, inputs, "input", regionTypes.get(i), regionNames.get(i))) {
        return false;
      }
    }
    for (int i = 0; i < regionTypes.size(); i++) {
      if (!typeRangesCompatible(op, results, "result", regionTypes.get(i), regionNames.get(i))) {
        return false;
      }
    }
    for (int i = 0; i < regionTypes.size(); i++) {
      for (int j = i + 1; j < regionTypes.size(); j++) {
        if (!typeRangesCompatible(op, regionTypes.get(i), regionNames.get(i), regionTypes.get(j), regionNames.get(j))) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * SingleBlockImplicitTerminator<"YieldOp">, checked once the regions verified: each non-empty
   * region's block ends with {@code tf.Yield}.
   */
  static boolean yieldTerminated(Operation op) {
    for (Region r : op.regions()) {
      if (r.isEmpty()) {
        continue;
      }
      Block b = r.front();
      Operation last = b.last();
      if (!(last instanceof YieldOp)) {
        String found = last == null ? "<none>" : last.name();
        return op.emitOpError("expects regions to end with '" + YieldOp.NAME + "', found '" + found + "'")
            .attachNote(op.location(), "in custom textual format, the absence of terminator implies '" + YieldOp.NAME + "'")
            .report();
      }
    }
    return true;
  }

  /** The {@code tf.Yield} ending the single block of {@code r}. */
  static Operation yieldOf(Region r) {
    return r.front().last();
  }
}
