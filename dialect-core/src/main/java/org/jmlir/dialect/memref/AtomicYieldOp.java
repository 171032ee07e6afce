package org.jmlir.dialect.memref;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.Type;

/** {@code memref.atomic_yield %v : f32}: the value a generic_atomic_rmw body stores. */
public final class AtomicYieldOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.atomic_yield", AtomicYieldOp::new)
          .operand("result", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .traits(Trait.TERMINATOR)
          .format("$result attr-dict `:` type($result)")
          .verifier(AtomicYieldOp::verify)
          .build();

  private AtomicYieldOp() {}

  private static boolean verify(Operation op) {
    if (!MemRefVerifiers.hasParent(op, "memref.generic_atomic_rmw")) {
      return false;
    }
    Type parentType = op.parentOp().numResults() > 0 ? op.parentOp().result(0).type() : null;
    Type resultType = op.operand(0).type();
    if (parentType != resultType) {
      return op.emitOpError(
              "types mismatch between yield op: " + MemRefVerifiers.quoted(resultType) + " and its parent: "
                  + (parentType == null ? "''" : MemRefVerifiers.quoted(parentType)))
          .report();
    }
    return true;
  }
}
