package org.jmlir.dialect.arith;

import java.math.BigInteger;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.fold.IntBits;
import org.jmlir.ir.Value;
import org.jmlir.ir.interfaces.ConditionallySpeculatable;
import org.jmlir.ir.interfaces.ConditionallySpeculatable.Speculatability;
import org.jmlir.ir.rewrite.OperationFolder;

/**
 * When an integer division may be hoisted: dividing by zero (and, signed, INT_MIN by -1) is undefined
 * behaviour, so only a constant divisor known to avoid those values makes it speculatable. Upstream
 * also asks integer-range inference about non-constant divisors; we do not infer ranges yet, so such
 * divisions stay where they are (conservative, never wrong).
 */
final class DivisionSpeculation {
  private DivisionSpeculation() {}

  /** divui, ceildivui: the divisor is a non-zero constant (or splat). */
  static final ConditionallySpeculatable UNSIGNED = op -> speculatable(op.operand(1), false);

  /** divsi, ceildivsi: the divisor is a constant (or splat) that is neither 0 nor -1. */
  static final ConditionallySpeculatable SIGNED = op -> speculatable(op.operand(1), true);

  private static Speculatability speculatable(Value divisor, boolean signed) {
    BigInteger d = ConstFold.intValue(OperationFolder.constantValue(divisor));
    if (d == null || d.signum() == 0) {
      return Speculatability.NOT_SPECULATABLE;
    }
    if (signed && IntBits.isAllOnes(d, ConstFold.width(ConstFold.elementTypeOrSelf(divisor.type())))) {
      return Speculatability.NOT_SPECULATABLE;
    }
    return Speculatability.SPECULATABLE;
  }
}
