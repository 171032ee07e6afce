package org.jmlir.dialect.chlo;

import java.util.List;
import java.util.function.BiPredicate;
import org.jmlir.ir.Operation;
import org.jmlir.ir.type.Type;

/** chlo's op classes, for exhaustive switches; ops of one syntax share a class and differ by OpDef. */
public sealed interface ChloOp
    permits BroadcastBinaryOp,
        BroadcastSelectOp,
        UnaryOp,
        BinaryOp,
        ConstantOp,
        ConstantLikeOp,
        TopKOp,
        RaggedDotOp,
        ScanOp {

  /** HLO's CompatibleOperandsAndResultElementType trait. */
  static boolean verifyCompatibleElementTypes(Operation op) {
    return allMatchFirst(op, ChloInference::compatibleElementTypes, "requires compatible element types for all operands and results");
  }

  /** HLO's CompatibleOperandsAndResultType trait. */
  static boolean verifyCompatibleTypes(Operation op) {
    return allMatchFirst(op, ChloInference::compatible, "requires compatible types for all operands and results");
  }

  /** Whether every operand and result type matches the first operand's (else the first result's). */
  private static boolean allMatchFirst(Operation op, BiPredicate<Type, Type> match, String message) {
    Type expected = op.numOperands() > 0 ? op.operand(0).type() : op.numResults() > 0 ? op.result(0).type() : null;
    if (expected == null) {
      return false;
    }
    for (List<Type> types : List.of(op.operandTypes(), op.resultTypes())) {
      for (Type t : types) {
        if (!match.test(t, expected)) {
          return op.emitOpError(message).report();
        }
      }
    }
    return true;
  }
}
