package org.jmlir.dialect.tf;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/**
 * TensorFlow's checks of the functional control flow ops against the functions they name
 * (verifySymbolUses): tf.If's and tf.Case's branches take the op's operands but the first and
 * return its results (cast-compatible types, branch inputs compatible across branches); tf.While's
 * condition and body agree with its operands and results (VerifyWhileTypes).
 */
final class TfFunctionalVerifiers {
  private TfFunctionalVerifiers() {}

  private static FunctionType functionType(Operation op, Attribute a) {
    if (!(a instanceof SymbolRefAttr ref)) {
      return null;
    }
    Operation f = SymbolTable.lookupNearestSymbolFrom(op, ref);
    return f != null && f.name().equals("func.func") && f.attr("function_type") instanceof TypeAttr t
        && t.value() instanceof FunctionType ft ? ft : null;
  }

  /** tf.If (then_branch, else_branch) and tf.Case (branches). */
  static boolean branches(Operation op) {
    boolean isIf = op.name().equals("tf.If");
    if (!isIf && op.numOperands() > 0 && op.operand(0).type() instanceof org.jmlir.ir.type.RankedTensorType r
        && r.rank() != 0) {
      return op.emitOpError("expects 'branch_index' to be a scalar, but got '"
          + org.jmlir.ir.print.AttrTypeText.type(r) + "'").report();
    }
    List<Attribute> refs = new ArrayList<>();
    List<String> names = new ArrayList<>();
    if (isIf) {
      refs.add(op.attr("then_branch"));
      refs.add(op.attr("else_branch"));
      names.add("'then_branch'");
      names.add("'else_branch'");
    } else if (op.attr("branches") instanceof ArrayAttr a) {
      for (int i = 0; i < a.size(); i++) {
        refs.add(a.get(i));
        names.add("branch #" + i);
      }
    }
    if (op.numOperands() == 0) {
      return true;
    }
    List<Type> inputs = op.operandTypes().subList(1, op.numOperands());
    List<Type> results = op.resultTypes();
    List<FunctionType> types = new ArrayList<>();
    for (int i = 0; i < refs.size(); i++) {
      if (refs.get(i) == null) {
        return true;
      }
      FunctionType t = functionType(op, refs.get(i));
      if (t == null) {
        return op.emitOpError("expects " + names.get(i) + " (" + AttrTypeText.attribute(refs.get(i))
            + ") to point to a defined function").report();
      }
      if (!TfRegionChecks.typeRangesCompatible(op, t.inputs(), names.get(i) + " input", inputs, "input")
          || !TfRegionChecks.typeRangesCompatible(op, t.results(), names.get(i) + " result", results, "result")) {
        return false;
      }
      types.add(t);
    }
    for (int i = 0; i < inputs.size(); i++) {
      List<Type> atIndex = new ArrayList<>();
      for (FunctionType t : types) {
        atIndex.add(t.inputs().get(i));
      }
      for (int a = 0; a < atIndex.size(); a++) {
        for (int b = a + 1; b < atIndex.size(); b++) {
          if (!TfRegionChecks.castCompatible(atIndex.get(a), atIndex.get(b))) {
            StringBuilder sb = new StringBuilder();
            for (Type t : atIndex) {
              sb.append(sb.length() == 0 ? "" : ", ").append(AttrTypeText.type(t));
            }
            return op.emitOpError("expects all branch input type(s) (" + sb + ") at index " + i
                + " to be cast compatible").report();
          }
        }
      }
    }
    return true;
  }

  /** tf.While (cond, body). */
  static boolean whileOp(Operation op) {
    Attribute condRef = op.attr("cond");
    Attribute bodyRef = op.attr("body");
    if (condRef == null || bodyRef == null) {
      return true;
    }
    FunctionType cond = functionType(op, condRef);
    if (cond == null) {
      return op.emitOpError("cond refers to an undefined function : " + ((SymbolRefAttr) condRef).root()).report();
    }
    FunctionType body = functionType(op, bodyRef);
    if (body == null) {
      return op.emitOpError("body refers to an undefined function : " + ((SymbolRefAttr) bodyRef).root()).report();
    }
    if (cond.results().size() != 1) {
      return op.emitOpError("requires cond function to have exactly one result").report();
    }
    return TfRegionChecks.whileTypes(op, cond.inputs(), body.inputs(), body.results(),
        op.attr("shape_invariant") != null);
  }
}
