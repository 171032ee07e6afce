package org.jmlir.dialect.memref;

import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;

/** {@code memref.get_global @g : memref<2xf32>}. */
public final class GetGlobalOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.get_global", GetGlobalOp::new)
          .attr("name", AttrConstraint.FLAT_SYMBOL_REF)
          .result("result", ShapedConstraints.ANY_STATIC_SHAPE_MEMREF)
          .traits(Trait.PURE)
          .format("$name `:` type($result) attr-dict")
          .verifier(GetGlobalOp::verifySymbolUses)
          .build();

  private GetGlobalOp() {}

  /** MLIR's GetGlobalOp::verifySymbolUses: a memref.global of exactly the result type. */
  private static boolean verifySymbolUses(Operation op) {
    org.jmlir.ir.attr.SymbolRefAttr name = (org.jmlir.ir.attr.SymbolRefAttr) op.inherentAttr("name");
    Operation global = org.jmlir.ir.SymbolTable.lookupNearestSymbolFrom(op, name);
    if (!(global instanceof GlobalOp)) {
      return op.emitOpError("'" + name.root() + "' does not reference a valid global memref").report();
    }
    org.jmlir.ir.type.Type type =
        global.inherentAttr("type") instanceof org.jmlir.ir.attr.TypeAttr t ? t.value() : null;
    if (type != op.result(0).type()) {
      return op.emitOpError(
              "result type " + MemRefVerifiers.quoted(op.result(0).type()) + " does not match type "
                  + MemRefVerifiers.quoted(type) + " of the global memref @" + name.root())
          .report();
    }
    return true;
  }
}
