package org.jmlir.conversion.tftohlo;

import java.util.List;
import org.jmlir.dialect.hlo.TypeExtensionsAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/**
 * With {@code use-tf2xla-fallback}, the remarks TensorFlow's tf2xla rewriter gives for an op it
 * tries and cannot lower, in its order of checks: an operand that is not a bounded tensor, a
 * symbol reference attribute, an operand the kernel needs at compile time that is not a constant,
 * an operand type the kernel cannot take (string, resource, variant). The kernel fallback itself
 * is our own rules: an op TensorFlow sends to the fallback ({@link Tf2XlaOps}) that passes these
 * checks goes to the rules, one that fails them stays with the remark, as in TensorFlow.
 */
final class FallbackRemarks {
  private FallbackRemarks() {}

  /**
   * After the rules: each op the rewriter's checks kept gets its remark; a fallback op that stays
   * for want of a constant operand gets the kernel's.
   */
  static void emit(List<Operation> left, TfLegalization legalization, boolean preferTf2xla) {
    for (Operation op : left) {
      if (!Tf2XlaOps.usesFallback(op.name(), preferTf2xla)) {
        continue;
      }
      // Ops without a rule of their own meet the rewriter's checks here.
      String refused = legalization.fallbackRemark(op) != null ? legalization.fallbackRemark(op) : precheck(op);
      String detail = legalization.reason(op).detail();
      if (refused != null) {
        op.emitRemark(refused).report();
      } else if (detail.startsWith("lowering requires operand #")) {
        op.emitRemark(detail).report();
      }
    }
  }

  /** The rewriter's remark for {@code op} before any kernel runs, or null when it would go on. */
  static String precheck(Operation op) {
    boolean symbolRefs = false;
    for (NamedAttribute a : op.attrDictionary().entries()) {
      symbolRefs |= a.value() instanceof SymbolRefAttr
          || a.value() instanceof ArrayAttr arr && arr.size() > 0 && arr.get(0) instanceof SymbolRefAttr;
    }
    for (org.jmlir.ir.Value v : op.operands()) {
      // Bounds reach an op through the cast of a lowered producer, except an op with symbol references.
      if (!bounded(v.type()) && (symbolRefs || !castFromBounded(v))) {
        return "lowering requires bounded tensor operands '" + AttrTypeText.type(v.type()) + "'";
      }
    }
    if (symbolRefs) {
      return "ops with symbol references are not supported";
    }
    for (Type t : op.operandTypes()) {
      if (t instanceof TensorType && !TfShapes.isHloTensor(t)) {
        return "skipping legalization due to unsupported type '" + AttrTypeText.type(t) + "'";
      }
    }
    return null;
  }

  /** A tensor.cast of a bounded tensor (how a lowered producer hands its bounds on). */
  private static boolean castFromBounded(org.jmlir.ir.Value v) {
    Operation def = v.definingOp();
    return def != null && def.name().equals("tensor.cast") && bounded(def.operand(0).type());
  }

  /** A ranked tensor whose dynamic dimensions all have bounds. */
  private static boolean bounded(Type t) {
    if (!(t instanceof RankedTensorType r)) {
      return false;
    }
    if (r.hasStaticShape()) {
      return true;
    }
    if (!(r.encoding() instanceof TypeExtensionsAttr ext)) {
      return false;
    }
    for (int i = 0; i < r.rank(); i++) {
      if (r.shape()[i] == TfShapes.DYNAMIC && ext.bound(i) == TfShapes.DYNAMIC) {
        return false;
      }
    }
    return true;
  }
}
