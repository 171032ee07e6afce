package org.jmlir.dialect.memref;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code memref.alloca_scope.return %v : f32}: ends an alloca_scope body. */
public final class AllocaScopeReturnOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.alloca_scope.return", AllocaScopeReturnOp::new)
          .variadicOperand("results", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .traits(Trait.RETURN_LIKE, Trait.TERMINATOR)
          .format("attr-dict ($results^ `:` type($results))?")
          .verifier(op -> MemRefVerifiers.hasParent(op, "memref.alloca_scope"))
          .build();

  private AllocaScopeReturnOp() {}
}
