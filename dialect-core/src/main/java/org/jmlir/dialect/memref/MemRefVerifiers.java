package org.jmlir.dialect.memref;

import org.jmlir.ir.Operation;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.type.Type;

/** Checks several memref ops share (HasParent, dynamic dimension counts). */
final class MemRefVerifiers {
  private MemRefVerifiers() {}

  /** MLIR's HasParent trait: "expects parent op 'name'". */
  static boolean hasParent(Operation op, String parentName) {
    Operation parent = op.parentOp();
    if (parent != null && parent.name().equals(parentName)) {
      return true;
    }
    return op.emitOpError("expects parent op '" + parentName + "'").report();
  }

  /** A type as quoted in diagnostics ({@code 'memref<4xf32>'}). */
  static String quoted(Type t) {
    return "'" + Texts.type(t) + "'";
  }
}
