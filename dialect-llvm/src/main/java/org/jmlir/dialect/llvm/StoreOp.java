package org.jmlir.dialect.llvm;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.AttrConstraint;

/** {@code llvm.store %v, %p {alignment = 4 : i64} : i32, !llvm.ptr}; properties as {@link LoadOp}'s. */
public final class StoreOp extends LlvmOp {
  public static final OpDef DEF =
      LlvmSpecs.op("llvm.store", StoreOp::new)
          .operand("value", LlvmSpecs.ANY)
          .operand("addr", LlvmSpecs.POINTER)
          .optionalAttr("alignment", LlvmSpecs.I64_ATTR)
          .optionalAttr("volatile_", AttrConstraint.UNIT)
          .optionalAttr("nontemporal", AttrConstraint.UNIT)
          .optionalAttr("invariantGroup", AttrConstraint.UNIT)
          .defaultAttr("ordering", LlvmEnums.ATOMIC_ORDERING.constraint("ordering"), ctx -> LlvmEnums.ATOMIC_ORDERING.attr(ctx, 0))
          .optionalAttr("syncscope", AttrConstraint.STRING)
          .format(
              "(`volatile` $volatile_^)? $value `,` $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?"
                  + " (`invariant_group` $invariantGroup^)? attr-dict `:` type($value) `,` qualified(type($addr))")
          .build();

  private StoreOp() {}

  public Value value() {
    return operand(0);
  }

  public Value addr() {
    return operand(1);
  }

  public long alignment() {
    return intAttr("alignment", 0);
  }

  public boolean isVolatile() {
    return flag("volatile_");
  }

  public String ordering() {
    return enumAttr("ordering", LlvmEnums.ATOMIC_ORDERING);
  }
}
