package org.jmlir.dialect.func;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code %f = func.constant @fn : (i32) -> i32}: a function as an SSA value. */
public final class ConstantOp extends Operation implements FuncDialectOp {
  public static final OpDef DEF =
      OpSpec.define("func.constant", ConstantOp::new)
          .attr("value", AttrConstraint.FLAT_SYMBOL_REF)
          .result("result", TypeConstraint.ANY)
          .traits(Trait.CONSTANT_LIKE)
          .traits(Trait.PURE)
          .format("attr-dict $value `:` type(results)")
          .resultNamer((op, setter) -> setter.setName(op.result(0), "f"))
          .verifier(ConstantOp::verifySymbolUses)
          .build();

  private ConstantOp() {}

  public SymbolRefAttr value() {
    return (SymbolRefAttr) inherentAttr("value");
  }

  private static boolean verifySymbolUses(Operation op) {
    SymbolRefAttr ref = ((ConstantOp) op).value();
    Operation target = SymbolTable.lookupNearestSymbolFrom(op, ref);
    if (!(target instanceof FuncOp fn) || fn.functionType() == null) {
      return op.emitOpError("reference to undefined function '" + ref.root() + "'").report();
    }
    if (fn.functionType() != op.result(0).type()) {
      return op.emitOpError("reference to function with mismatched type").report();
    }
    return true;
  }
}
