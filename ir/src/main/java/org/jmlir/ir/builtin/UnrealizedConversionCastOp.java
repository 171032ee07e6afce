package org.jmlir.ir.builtin;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/**
 * {@code builtin.unrealized_conversion_cast}: a placeholder cast between type systems during
 * conversion ({@code %1 = unrealized_conversion_cast %0 : i32 to i64}).
 */
public final class UnrealizedConversionCastOp extends Operation implements BuiltinOp {
  public static final OpDef DEF =
      OpSpec.define("builtin.unrealized_conversion_cast", UnrealizedConversionCastOp::new)
          .variadicOperand("inputs", TypeConstraint.ANY)
          .variadicResult("outputs", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .format("($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict")
          .build();

  private UnrealizedConversionCastOp() {}
}
